import { duration, percent } from '../format.js';
import type { ReportRecord } from '../record/schema.js';

// Sentences about what changed and where the time went, built from the record's numbers at render time (the
// record's own text is never shown). Names come from the model: every phrase takes the escaping function of
// the place it goes (Markdown text, or a log line).

type Esc = (text: string) => string;
type Profile = NonNullable<NonNullable<ReportRecord['profile']>['diff']>;
type ModelDiff = NonNullable<ReportRecord['modelDiff']>;
type WeightDiff = NonNullable<ReportRecord['weightDiff']>;

const thousands = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${thousands(n)} ${word}${n === 1 ? '' : 's'}`;

/** A change in µs, signed, in the unit that reads best: '+0.210 ms', '−35.0 µs'. */
export function signedUs(us: number): string {
  if (us === 0) return '±0';
  return `${us > 0 ? '+' : '−'}${duration(Math.abs(us) / 1000)}`;
}

/** 'ai.onnx 17, com.microsoft 1': a model's opsets by domain. */
export function opsetList(opsets: Record<string, number>): string {
  return Object.entries(opsets)
    .map(([d, v]) => `${d} ${v}`)
    .join(', ');
}

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 ** 2) return `${(n / 1024).toFixed(1)} KiB`;
  if (n < 1024 ** 3) return `${(n / 1024 ** 2).toFixed(1)} MiB`;
  return `${(n / 1024 ** 3).toFixed(2)} GiB`;
}

/**
 * What shares are taken of: the time the nodes that moved the profile's way added (or saved) between them,
 * summed node by node. A net delta is no denominator: nodes that moved the other way make it smaller than its
 * parts, and a share of it passes 100 %. The direction is the measured p50's when its verdict says the change is
 * real, else the profile's own. µs (signed), and the words for it.
 */
export function deltaReference(record: ReportRecord, diff: Profile): { us: number; words: string } {
  const p50 = record.latency?.p50;
  const real = p50?.verdict === 'regression' || p50?.verdict === 'improvement';
  const measured = p50 && real ? (p50.candidate - p50.baseline) * 1000 : 0;
  const sign = Math.sign(measured || diff.deltaUs);
  const gross = (deltas: number[]) => deltas.filter((d) => Math.sign(d) === sign).reduce((a, b) => a + b, 0);
  // The finer of the two listings bounds every share taken of it: groups sum nodes, contributors list them.
  const byGroups = gross(diff.groups.map((g) => g.deltaUs));
  const byNodes = gross(diff.contributors.map((c) => c.deltaUs));
  const us = Math.abs(byNodes) > Math.abs(byGroups) ? byNodes : byGroups;
  return { us, words: sign > 0 ? 'of the time the slower nodes added' : 'of the time the faster nodes saved' };
}

/** A share of the reference, or '' when it means nothing (no reference, or the opposite sign). */
export function shareOf(us: number, reference: number): string {
  if (reference === 0 || Math.sign(us) !== Math.sign(reference)) return '';
  return percent(Math.min(us / reference, 1));
}

/** 'FusedGemm +0.21 ms', '3 new MatMul nodes +0.09 ms', '2 Relu nodes removed −4 µs', 'unchanged Add nodes +1 µs'. */
export function groupPhrase(group: Profile['groups'][number], esc: Esc): string {
  const op = esc(group.op);
  const time = signedUs(group.deltaUs);
  if (group.kind === 'new')
    return `${group.nodes === 1 ? 'a new' : thousands(group.nodes) + ' new'} ${op} node${group.nodes === 1 ? '' : 's'} ${time}`;
  if (group.kind === 'removed') return `${plural(group.nodes, `${op} node`)} removed ${time}`;
  if (group.kind === 'unchanged') return `unchanged ${op} nodes ${time}`;
  return `${op}${group.nodes > 1 ? ` ×${group.nodes}` : ''} ${time}`;
}

/** The top contributors in one line, with their share of the delta; at most `limit` groups. */
export function contributorsLine(record: ReportRecord, diff: Profile, esc: Esc, limit = 3): string {
  const reference = deltaReference(record, diff);
  const leading = diff.groups.filter((g) => g.kind !== 'unchanged' && Math.sign(g.deltaUs) === Math.sign(reference.us));
  const shown = (leading.length ? leading : diff.groups).slice(0, limit);
  // The first share says what it is a share of, so it can be checked against the profile's sum that follows.
  let named = false;
  const parts = shown.map((g) => {
    const share = shareOf(g.deltaUs, reference.us);
    if (!share) return groupPhrase(g, esc);
    const of = named ? '' : ` ${reference.words}`;
    named = true;
    return `${groupPhrase(g, esc)} (${share}${of})`;
  });
  return parts.join(', ');
}

/** Below this many µs the nodes that moved the other way are rounding, not worth a number of their own. */
const OTHER_WAY_SHOWN_US = 0.05;

/**
 * The profile's own numbers as one sum a reader can check, then the timed p50 beside it as what it is:
 * 'in the profile the nodes moved +55.0 µs in all (+56.0 µs where they got slower, −1.0 µs where they got
 * faster), the changed nodes +55.0 µs of it; the timed rounds measured the p50 +59.9 µs (the profile, a
 * separate pass, times the nodes alone)'. The shares in the contributors line are of the first number in the
 * parentheses, so every figure is either a part of another or named as a separate measurement.
 */
export function attributionLine(record: ReportRecord, diff: Profile): string {
  const p50 = record.latency?.p50;
  const real = p50?.verdict === 'regression' || p50?.verdict === 'improvement';
  if (!real && diff.deltaUs === 0 && diff.changedDeltaUs === 0) return `no node's time moved in the profile`;
  const reference = deltaReference(record, diff);
  const otherWay = diff.deltaUs - reference.us;
  const [mainWay, restWay] = reference.us >= 0 ? ['slower', 'faster'] : ['faster', 'slower'];
  const parts =
    reference.us !== 0 && Math.abs(otherWay) >= OTHER_WAY_SHOWN_US
      ? ` (${signedUs(reference.us)} where they got ${mainWay}, ${signedUs(otherWay)} where they got ${restWay})`
      : '';
  const profile = `in the profile the nodes moved ${signedUs(diff.deltaUs)} in all${parts}, the changed nodes ${signedUs(diff.changedDeltaUs)} of it`;
  if (!real) return `${profile}; the timed p50 change is within the noise, so no share of it is given`;
  const measured = signedUs((p50.candidate - p50.baseline) * 1000);
  return `${profile}; the timed rounds measured the p50 ${measured} (the profile, a separate pass, times the nodes alone)`;
}

/** One line for a GPU profile: copies apart from compute, and nodes that fell back to the CPU. */
export function gpuProfileLine(diff: Profile, esc: Esc): string {
  const parts: string[] = [];
  const c = diff.copies;
  if (c.baselineNodes + c.candidateNodes > 0) {
    parts.push(
      `host↔device copies ${duration(c.baselineUs / 1000)} → ${duration(c.candidateUs / 1000)} (${c.baselineNodes} → ${c.candidateNodes} Memcpy nodes), compute ${duration((diff.nodesUs.baseline - c.baselineUs) / 1000)} → ${duration((diff.nodesUs.candidate - c.candidateUs) / 1000)}`,
    );
  }
  const f = diff.fallback;
  if (f.count > 0) {
    const names = f.nodes.map((n) => `${esc(n.name)} (${esc(n.op)})`).join(', ');
    parts.push(
      `${plural(f.count, 'node')} fell back to the CPU provider (${signedUs(f.deltaUs)}): ${names}${f.count > f.nodes.length ? ', …' : ''}`,
    );
  }
  return parts.join('; ');
}

/** 'MatMul ×2 added, Relu ×2 removed, 3 changed (MatMul ×2, Add)'. */
export function nodeChangesPhrase(diff: ModelDiff, esc: Esc): string {
  const n = diff.nodes;
  const by = (field: 'added' | 'removed' | 'changed') =>
    diff.ops
      .filter((o) => o[field] > 0)
      .sort((a, b) => b[field] - a[field])
      .slice(0, 4)
      .map((o) => `${esc(o.op)}${o[field] > 1 ? ` ×${o[field]}` : ''}`)
      .join(', ');
  const parts: string[] = [];
  if (n.added) parts.push(`${plural(n.added, 'node')} added (${by('added')})`);
  if (n.removed) parts.push(`${plural(n.removed, 'node')} removed (${by('removed')})`);
  if (n.changed) parts.push(`${plural(n.changed, 'node')} changed (${by('changed')})`);
  if (n.renamed) parts.push(`${plural(n.renamed, 'node')} renamed`);
  return parts.length ? parts.join(', ') : 'the same nodes';
}

const PATTERN_WORDS: Record<WeightDiff['patterns'][number], string> = {
  identical: 'identical values',
  renamed: 'under new names',
  retrained: 'values changed in place (retrained or fine-tuned)',
  pruned: 'pruned (more exact zeros)',
  quantized: 'quantized',
  restructured: 'tensors added, removed or reshaped',
};

/** 'weights: 3 unchanged, 3 changed, 6 added of 12 tensors (quantized: float32 → int8 ×3; tensors added, …)'. */
export function weightsPhrase(diff: WeightDiff): string {
  const t = diff.tensors;
  const dtypes = diff.dtypeChanges.map((g) => `${g.from} → ${g.to}${g.count > 1 ? ` ×${g.count}` : ''}`).join(', ');
  const reading = diff.patterns.map((p) => (p === 'quantized' && dtypes ? `quantized: ${dtypes}` : PATTERN_WORDS[p]));
  const counts = [
    `${thousands(t.unchanged)} unchanged`,
    t.changed ? `${thousands(t.changed)} changed` : '',
    t.added ? `${thousands(t.added)} added` : '',
    t.removed ? `${thousands(t.removed)} removed` : '',
    t.notCompared ? `${thousands(t.notCompared)} not compared` : '',
  ].filter(Boolean);
  const total = plural(Math.max(t.baseline, t.candidate), 'tensor');
  return `weights: ${counts.join(', ')} of ${total}${reading.length ? ` (${reading.join('; ')})` : ''}`;
}

/** Nothing differs in the graph or the weights (the weights may be renamed). */
export function nothingChanged(record: ReportRecord): boolean {
  const m = record.modelDiff;
  const w = record.weightDiff;
  if (!m || !w) return false;
  const b = m.files.baseline;
  const c = m.files.candidate;
  return (
    m.nodes.added + m.nodes.removed + m.nodes.changed === 0 &&
    b.irVersion === c.irVersion &&
    JSON.stringify(b.opsets) === JSON.stringify(c.opsets) &&
    w.patterns.includes('identical')
  );
}

/** The one line shown next to the latency result. */
export function modelDiffLine(record: ReportRecord, esc: Esc): string {
  const m = record.modelDiff;
  const w = record.weightDiff;
  // An added model was measured against itself: there is no baseline to have changed from.
  if (!m || !w || record.verdict === 'unjudged') return '';
  if (nothingChanged(record))
    return `no change in the graph or the weights${w.tensors.renamed || m.nodes.renamed ? ' (names differ)' : ''}`;
  const b = m.files.baseline;
  const c = m.files.candidate;
  const extra: string[] = [];
  if (b.parameters !== c.parameters) extra.push(`parameters ${thousands(b.parameters)} → ${thousands(c.parameters)}`);
  if (b.irVersion !== c.irVersion) extra.push(`IR ${b.irVersion} → ${c.irVersion}`);
  if (JSON.stringify(b.opsets) !== JSON.stringify(c.opsets))
    extra.push(`opsets ${esc(opsetList(b.opsets))} → ${esc(opsetList(c.opsets))}`);
  return [nodeChangesPhrase(m, esc), ...extra, weightsPhrase(w)].join('; ');
}
