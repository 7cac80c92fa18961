import { matchParts } from './match.js';
import { isQuantization, weightFamily } from './onnx-dtypes.js';
import type { TensorEntry } from './onnx-graph.js';
import type { TensorReader } from './weight-values.js';

// What changed in the weights (docs/explain.md, "Weight diff"). Initializers are paired by name, then by shape
// and position (a quantized copy keeps the float tensor's shape under a new name and dtype), compared a chunk
// at a time, and summed up so that a re-export with identical weights, a retrained model, a pruned one and a
// quantized one read differently at a glance. Every tensor is counted; only the list shown is capped.

export type TensorChangeKind = 'unchanged' | 'changed' | 'added' | 'removed' | 'not-compared';

export interface TensorChange {
  change: TensorChangeKind;
  /** The candidate's name (the baseline's for removed tensors). */
  name: string;
  /** When paired under another name: the baseline's. */
  baselineName: string | null;
  dtype: { baseline: string | null; candidate: string | null };
  shape: { baseline: number[] | null; candidate: number[] | null };
  /** ‖c − b‖₂ / ‖b‖₂ over the elements; null when not comparable (dtype or shape changed, not read, ‖b‖ = 0). */
  relativeL2: number | null;
  /** max |c − b|; null when not comparable. */
  maxAbsDiff: number | null;
  /** Share of exact zeros in each: a pruned tensor gains zeros. */
  zeros: { baseline: number; candidate: number } | null;
  /** Why a matched pair was not compared ('not-compared'). */
  reason: string | null;
}

export type WeightPattern = 'identical' | 'renamed' | 'retrained' | 'pruned' | 'quantized' | 'restructured';

export interface WeightDiff {
  tensors: {
    baseline: number;
    candidate: number;
    unchanged: number;
    changed: number;
    /** Of the changed: another shape, another dtype. */
    reshaped: number;
    retyped: number;
    added: number;
    removed: number;
    /** Paired by shape and position under another name. */
    renamed: number;
    notCompared: number;
  };
  /** Pairs whose dtype changed, grouped: 'float32 → int8' × 3, quantization or not. */
  dtypeChanges: { from: string; to: string; count: number; quantization: boolean }[];
  /** What the changes look like taken together (see weightPatterns). */
  patterns: WeightPattern[];
  /** Elements-weighted share of exact zeros over the tensors compared. */
  zeros: { baseline: number; candidate: number };
  /** The largest changes first (dtype and shape changes, then by relative L2), then added and removed; capped. */
  largest: TensorChange[];
  /** Tensors that could not be compared, with why; capped (the count is `tensors.notCompared`). */
  notCompared: { name: string; reason: string }[];
  /** Bytes read from both models to compare values. */
  bytesCompared: number;
}

export const MAX_TENSORS_SHOWN = 20;
const CHUNK_ELEMENTS = 1 << 20;
/** A rise in the share of exact zeros by at least this much reads as pruning. */
const PRUNING_RISE = 0.05;

interface Comparison {
  relativeL2: number | null;
  maxAbsDiff: number | null;
  zeros: { baseline: number; candidate: number };
  identical: boolean;
  bytes: number;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

async function compareValues(
  b: TensorEntry,
  c: TensorEntry,
  readers: { baseline: TensorReader; candidate: TensorReader },
): Promise<Comparison> {
  let diffSquares = 0;
  let baseSquares = 0;
  let maxAbs = 0;
  let zerosB = 0;
  let zerosC = 0;
  let identical = true;
  let bytes = 0;
  for (let start = 0; start < b.elements; start += CHUNK_ELEMENTS) {
    const count = Math.min(CHUNK_ELEMENTS, b.elements - start);
    const [x, y] = await Promise.all([readers.baseline.read(b, start, count), readers.candidate.read(c, start, count)]);
    bytes += (x.bytes?.byteLength ?? 0) + (y.bytes?.byteLength ?? 0);
    if (identical && !(x.bytes && y.bytes ? sameBytes(x.bytes, y.bytes) : false)) {
      identical = x.values.every((v, i) => Object.is(v, y.values[i]));
    }
    for (let i = 0; i < count; i++) {
      const u = x.values[i] as number;
      const v = y.values[i] as number;
      const d = v - u;
      diffSquares += d * d;
      baseSquares += u * u;
      if (!(Math.abs(d) <= maxAbs)) maxAbs = Math.abs(d);
      if (u === 0) zerosB++;
      if (v === 0) zerosC++;
    }
  }
  const n = Math.max(1, b.elements);
  const finite = Number.isFinite(diffSquares) && Number.isFinite(maxAbs);
  const relativeL2 = identical ? 0 : finite && baseSquares > 0 ? Math.sqrt(diffSquares) / Math.sqrt(baseSquares) : null;
  return {
    relativeL2,
    maxAbsDiff: identical ? 0 : finite ? maxAbs : null,
    zeros: { baseline: zerosB / n, candidate: zerosC / n },
    identical,
    bytes,
  };
}

const sameShape = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((d, i) => d === b[i]);

function entryChange(kind: TensorChangeKind, b: TensorEntry | undefined, c: TensorEntry | undefined): TensorChange {
  return {
    change: kind,
    name: (c ?? b)?.name ?? '',
    baselineName: b && c && b.name !== c.name ? b.name : null,
    dtype: { baseline: b?.dtype ?? null, candidate: c?.dtype ?? null },
    shape: { baseline: b?.dims ?? null, candidate: c?.dims ?? null },
    relativeL2: null,
    maxAbsDiff: null,
    zeros: null,
    reason: null,
  };
}

/** Orders what a reader should see first: dtype and shape changes, then the biggest value changes. */
function weight(t: TensorChange): number {
  if (t.change === 'not-compared') return 4;
  if (t.change === 'added' || t.change === 'removed') return 2;
  if (t.dtype.baseline !== t.dtype.candidate) return 6;
  if (t.shape.baseline?.join() !== t.shape.candidate?.join()) return 5;
  if (t.change === 'changed') return 3 + Math.min(0.99, t.relativeL2 ?? 0.99);
  return 0;
}

export async function diffWeights(
  baseline: readonly TensorEntry[],
  candidate: readonly TensorEntry[],
  readers: { baseline: TensorReader; candidate: TensorReader },
): Promise<WeightDiff> {
  const matching = matchParts(baseline, candidate, {
    name: (t) => t.name,
    kind: (t) => `${t.dims.join('x')}/${weightFamily(t.dtype)}`,
    namesAcrossKinds: true,
  });
  const changes: TensorChange[] = [];
  const zeros = { baseline: 0, candidate: 0, elements: 0 };
  let bytesCompared = 0;
  for (const pair of matching.pairs) {
    const b = baseline[pair.baseline] as TensorEntry;
    const c = candidate[pair.candidate] as TensorEntry;
    const entry = entryChange('changed', b, c);
    if (b.dtype !== c.dtype || !sameShape(b.dims, c.dims)) {
      changes.push(entry);
      continue;
    }
    const reason = readers.baseline.unreadable(b) || readers.candidate.unreadable(c);
    if (reason) {
      changes.push({ ...entry, change: 'not-compared', reason });
      continue;
    }
    try {
      const result = await compareValues(b, c, readers);
      bytesCompared += result.bytes;
      zeros.baseline += result.zeros.baseline * b.elements;
      zeros.candidate += result.zeros.candidate * b.elements;
      zeros.elements += b.elements;
      changes.push({
        ...entry,
        change: result.identical ? 'unchanged' : 'changed',
        relativeL2: result.relativeL2,
        maxAbsDiff: result.maxAbsDiff,
        zeros: result.zeros,
      });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      changes.push({ ...entry, change: 'not-compared', reason: `not read: ${why}` });
    }
  }
  for (const i of matching.added) changes.push(entryChange('added', undefined, candidate[i]));
  for (const i of matching.removed) changes.push(entryChange('removed', baseline[i], undefined));
  return summarize(
    changes,
    matching.pairs.filter((p) => p.by === 'position' && baseline[p.baseline]?.name !== candidate[p.candidate]?.name)
      .length,
    {
      baseline: baseline.length,
      candidate: candidate.length,
      zeros,
      bytesCompared,
    },
  );
}

function summarize(
  changes: TensorChange[],
  renamed: number,
  totals: {
    baseline: number;
    candidate: number;
    zeros: { baseline: number; candidate: number; elements: number };
    bytesCompared: number;
  },
): WeightDiff {
  const count = (kind: TensorChangeKind) => changes.filter((t) => t.change === kind).length;
  const retyped = changes.filter((t) => t.change === 'changed' && t.dtype.baseline !== t.dtype.candidate);
  const reshaped = changes.filter(
    (t) => t.change === 'changed' && t.shape.baseline?.join() !== t.shape.candidate?.join(),
  );
  const groups = new Map<string, WeightDiff['dtypeChanges'][number]>();
  for (const t of retyped) {
    const from = t.dtype.baseline ?? '';
    const to = t.dtype.candidate ?? '';
    const group = groups.get(`${from}>${to}`) ?? { from, to, count: 0, quantization: isQuantization(from, to) };
    group.count++;
    groups.set(`${from}>${to}`, group);
  }
  const n = Math.max(1, totals.zeros.elements);
  const diff: WeightDiff = {
    tensors: {
      baseline: totals.baseline,
      candidate: totals.candidate,
      unchanged: count('unchanged'),
      changed: count('changed'),
      reshaped: reshaped.length,
      retyped: retyped.length,
      added: count('added'),
      removed: count('removed'),
      renamed,
      notCompared: count('not-compared'),
    },
    dtypeChanges: [...groups.values()].sort((a, b) => b.count - a.count),
    patterns: [],
    zeros: { baseline: totals.zeros.baseline / n, candidate: totals.zeros.candidate / n },
    largest: changes
      .filter((t) => t.change !== 'unchanged' && t.change !== 'not-compared')
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, MAX_TENSORS_SHOWN),
    notCompared: changes
      .filter((t) => t.change === 'not-compared')
      .slice(0, MAX_TENSORS_SHOWN)
      .map((t) => ({ name: t.name, reason: t.reason ?? '' })),
    bytesCompared: totals.bytesCompared,
  };
  diff.patterns = weightPatterns(diff, changes);
  return diff;
}

/**
 * The reading at a glance. identical: every tensor paired and bit-identical. renamed: some pairs found by
 * shape and position under new names. quantized: a float tensor became an 8-bit-or-narrower one. pruned: the
 * share of exact zeros rose by 5 points or more, or tensors only shrank. retrained: values changed in place
 * (same dtype, same shape). restructured: tensors were added or removed, or changed shape.
 */
export function weightPatterns(diff: WeightDiff, changes: readonly TensorChange[]): WeightPattern[] {
  const t = diff.tensors;
  const patterns: WeightPattern[] = [];
  const everythingPaired = t.added + t.removed === 0;
  if (everythingPaired && t.changed === 0 && t.notCompared === 0) patterns.push('identical');
  if (t.renamed > 0) patterns.push('renamed');
  if (diff.dtypeChanges.some((g) => g.quantization)) patterns.push('quantized');
  const reshaped = changes.filter(
    (c) => c.change === 'changed' && c.shape.baseline?.join() !== c.shape.candidate?.join(),
  );
  const size = (dims: number[] | null) => (dims ?? []).reduce((a, b) => a * b, 1);
  const onlyShrank =
    reshaped.length > 0 && reshaped.every((c) => size(c.shape.candidate) < size(c.shape.baseline)) && t.added === 0;
  if (diff.zeros.candidate - diff.zeros.baseline >= PRUNING_RISE || onlyShrank) patterns.push('pruned');
  const inPlace = changes.some(
    (c) =>
      c.change === 'changed' && c.dtype.baseline === c.dtype.candidate && c.relativeL2 !== null && c.relativeL2 > 0,
  );
  if (inPlace && !patterns.includes('pruned')) patterns.push('retrained');
  if (!everythingPaired || (reshaped.length > 0 && !onlyShrank)) patterns.push('restructured');
  return patterns;
}
