import { duration, percent } from '../format.js';
import type { ReportRecord } from '../record/schema.js';
import { markdownCell, markdownText } from './escape.js';
import {
  attributionLine,
  bytes,
  contributorsLine,
  deltaReference,
  gpuProfileLine,
  modelDiffLine,
  nothingChanged,
  opsetList,
  shareOf,
  signedUs,
  weightsPhrase,
} from './explain-phrases.js';
import { details, table } from './markdown-tables.js';

// The explanation in the job summary and the PR comment: one visible line each for what changed and where the
// time went, next to the latency result; the tables behind them folded away.

type Profile = NonNullable<ReportRecord['profile']>;
const cell = (text: string) => markdownCell(text);
const code = (text: string) => markdownCell(text, { code: true });
const us = (v: number | null) => (v === null ? '—' : duration(v / 1000));

/** '**Where the time went:** …' when the profile pass measured both models; '' otherwise. */
export function whereTimeWentLine(record: ReportRecord): string {
  const p = record.profile;
  if (p?.status !== 'measured' || !p.diff) return '';
  const leaders = contributorsLine(record, p.diff, markdownText);
  return `**Where the time went:** ${leaders || 'no node moved'}; ${attributionLine(record, p.diff)}.`;
}

/** The visible lines: '**What changed:** …' and '**Where the time went:** …' (either may be absent). */
export function explainLines(record: ReportRecord, options: { withWhere?: boolean } = {}): string {
  const lines: string[] = [];
  const changed = modelDiffLine(record, markdownText);
  if (changed) lines.push(`**What changed:** ${changed}.`);
  const p = record.profile;
  const where = whereTimeWentLine(record);
  if (where) {
    if (options.withWhere !== false) lines.push(where);
  } else if (p?.status === 'failed' || (p?.status === 'skipped' && p.setting === 'on')) {
    lines.push(`Per-operator profile ${p.status}: ${markdownText(p.reason ?? 'no reason given')}.`);
  }
  return lines.join('\n\n');
}

/** The changed model nodes a profiled node runs, when they are more than the node itself. */
export function runsOthers(c: { name: string; changedNodes: string[] }): boolean {
  return c.changedNodes.length > 0 && !(c.changedNodes.length === 1 && c.changedNodes[0] === c.name);
}

function contributorsTable(record: ReportRecord, diff: NonNullable<Profile['diff']>): string {
  const reference = deltaReference(record, diff);
  const status = (c: (typeof diff.contributors)[number]) =>
    c.status === 'added' ? 'new' : c.status === 'removed' ? 'removed' : c.changed ? 'changed' : '';
  const rows = diff.contributors.map((c) => [
    code(c.name) + (c.baselineName ? ` (was ${code(c.baselineName)})` : ''),
    cell(c.baselineOp ? `${c.baselineOp} → ${c.op}` : c.op) + (c.fellBack ? ' ⚠️ CPU' : ''),
    us(c.baselineUs),
    us(c.candidateUs),
    signedUs(c.deltaUs),
    shareOf(c.deltaUs, reference.us) || '—',
    [status(c), runsOthers(c) ? `runs ${c.changedNodes.map(code).join(', ')}` : ''].filter(Boolean).join(': '),
  ]);
  return table(
    ['node (as profiled)', 'operator', 'baseline', 'candidate', 'change', `share ${reference.words}`, 'why'],
    rows,
  );
}

function opsTable(diff: NonNullable<Profile['diff']>): string {
  const rows = diff.byOp
    .filter((o) => o.baselineUs !== o.candidateUs || o.baselineNodes !== o.candidateNodes)
    .slice(0, 10)
    .map((o) => [
      cell(o.op),
      `${o.baselineNodes} → ${o.candidateNodes}`,
      o.baselineNodes ? us(o.baselineUs) : '—',
      o.candidateNodes ? us(o.candidateUs) : '—',
      signedUs(o.candidateUs - o.baselineUs),
    ]);
  return rows.length ? table(['operator', 'nodes', 'baseline', 'candidate', 'change'], rows) : '';
}

/** The folded profile section; '' when no profile was measured. */
export function profileSection(record: ReportRecord): string {
  const p = record.profile;
  if (!p || p.status !== 'measured' || !p.diff) return '';
  const d = p.diff;
  const parts = [
    `A separate profiling pass after the timed rounds, on fresh sessions (${d.runs.candidate} profiled runs per model, ${duration(p.durationMs)} of the budget; onnxruntime's profiler on ${markdownText(p.provider)}). Node times are medians per run; the names are those of onnxruntime's optimised graph, and "runs" lists the changed nodes of the model a profiled node executes.`,
    contributorsTable(record, d),
    opsTable(d),
  ];
  const gpu = gpuProfileLine(d, markdownText);
  if (gpu) parts.push(`On the GPU: ${gpu}.`);
  parts.push(
    `Nodes paired: ${d.nodes.byName} by name, ${d.nodes.byPosition} by operator and position; ${d.nodes.added} only in the candidate, ${d.nodes.removed} only in the baseline. Native run time with profiling on: ${us(d.runUs.baseline)} → ${us(d.runUs.candidate)}.`,
  );
  return parts.filter(Boolean).join('\n\n');
}

function filesTable(m: NonNullable<ReportRecord['modelDiff']>): string {
  const b = m.files.baseline;
  const c = m.files.candidate;
  const row = (name: string, x: string, y: string) => [name, x, y, x === y ? '' : 'changed'];
  return table(
    ['', 'baseline', 'candidate', ''],
    [
      row('file', bytes(b.bytes), bytes(c.bytes)),
      row(
        'external data',
        b.externalData.length ? `${bytes(b.externalBytes)} in ${b.externalData.map(code).join(', ')}` : 'none',
        c.externalData.length ? `${bytes(c.externalBytes)} in ${c.externalData.map(code).join(', ')}` : 'none',
      ),
      row('IR version', String(b.irVersion), String(c.irVersion)),
      row('opsets', cell(opsetList(b.opsets)), cell(opsetList(c.opsets))),
      row('producer', cell(b.producer || '—'), cell(c.producer || '—')),
      row('nodes', String(m.nodes.baseline), String(m.nodes.candidate)),
      row('parameters', b.parameters.toLocaleString('en-US'), c.parameters.toLocaleString('en-US')),
      ...m.bytesByDtype.map((r) => row(`${r.dtype} weights`, bytes(r.baseline), bytes(r.candidate))),
    ],
  );
}

function nodeTables(m: NonNullable<ReportRecord['modelDiff']>): string {
  const ops = m.ops.filter((o) => o.baseline !== o.candidate || o.added + o.removed + o.changed > 0);
  const parts = [
    ops.length
      ? table(
          ['operator', 'baseline', 'candidate', 'added', 'removed', 'changed'],
          ops.map((o) => [cell(o.op), ...[o.baseline, o.candidate, o.added, o.removed, o.changed].map(String)]),
        )
      : '',
  ];
  const listed = m.changes.filter((c) => c.change !== 'renamed');
  const more = m.nodes.added + m.nodes.removed + m.nodes.changed - listed.length;
  if (listed.length)
    parts.push(
      listed
        .map(
          (c) => `- ${c.change} ${code(c.name || '(unnamed)')} (${cell(c.op)})${c.detail ? `: ${cell(c.detail)}` : ''}`,
        )
        .join('\n') + (more > 0 ? `\n- … and ${more} more` : ''),
    );
  if (m.nodes.renamed) parts.push(`${m.nodes.renamed} node(s) paired by operator and position under another name.`);
  return parts.filter(Boolean).join('\n\n');
}

function weightsTable(w: NonNullable<ReportRecord['weightDiff']>): string {
  const shape = (s: number[] | null) => (s ? `[${s.join(', ')}]` : '—');
  const rows = w.largest.map((t) => [
    code(t.name) + (t.baselineName ? ` (was ${code(t.baselineName)})` : ''),
    t.change,
    t.dtype.baseline === t.dtype.candidate
      ? (t.dtype.candidate ?? '—')
      : `${t.dtype.baseline ?? '—'} → ${t.dtype.candidate ?? '—'}`,
    shape(t.shape.baseline) === shape(t.shape.candidate)
      ? shape(t.shape.candidate)
      : `${shape(t.shape.baseline)} → ${shape(t.shape.candidate)}`,
    t.relativeL2 === null ? '—' : t.relativeL2.toPrecision(3),
    t.maxAbsDiff === null ? '—' : t.maxAbsDiff.toPrecision(3),
    t.zeros ? `${percent(t.zeros.baseline)} → ${percent(t.zeros.candidate)}` : '—',
  ]);
  const parts = [
    rows.length ? table(['tensor', 'change', 'dtype', 'shape', 'relative L2', 'max abs Δ', 'zeros'], rows) : '',
  ];
  if (w.notCompared.length)
    parts.push(
      `Not compared: ${w.notCompared.map((t) => `${code(t.name)} (${cell(t.reason)})`).join(', ')}${w.tensors.notCompared > w.notCompared.length ? ', …' : ''}.`,
    );
  return parts.filter(Boolean).join('\n\n');
}

/** The model and weight diff section; '' when it was not computed. */
export function modelDiffSection(record: ReportRecord): string {
  const m = record.modelDiff;
  const w = record.weightDiff;
  if (!m || !w) return '';
  return [
    filesTable(m),
    nodeTables(m),
    `W${weightsPhrase(w).slice(1)}; exact zeros ${percent(w.zeros.baseline, 1)} → ${percent(w.zeros.candidate, 1)} of the values compared.`,
    weightsTable(w),
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** Both sections folded, the model diff open in the job summary when something changed. */
export function explainDetails(record: ReportRecord, options: { openChanges?: boolean } = {}): string {
  const same = nothingChanged(record);
  return [
    details('Per-operator profile: where the time went', profileSection(record)),
    details(
      same ? 'Model diff: no change in the graph or the weights' : 'Model diff: graph and weights',
      modelDiffSection(record),
      options.openChanges && !same,
    ),
  ]
    .filter(Boolean)
    .join('\n\n');
}
