// Peak memory in the reports (docs/matrix.md, "Memory"): a small table per run, a one-cell summary for the
// matrix table, and the sentence that says how the figures were measured.
import { byteChange, byteSize, percentChange, settingPercent } from '../format.js';
import type { MemoryComparisonRecord, MemorySection } from '../record/memory-section.js';
import type { ReportRecord } from '../record/schema.js';
import { markdownText } from './escape.js';
import { table } from './markdown-tables.js';
import { columns } from './text-columns.js';

const ICON = { pass: '✅', regression: '❌', improvement: '🚀', inconclusive: '⚠️' } as const;

function rangeText(r: MemoryComparisonRecord['baseline']): string {
  return r.min === r.max ? byteSize(r.min) : `${byteSize(r.min)}–${byteSize(r.max)}`;
}

function changeText(c: MemoryComparisonRecord): string {
  return `${byteChange(c.changeBytes)} (${c.ratio === null ? 'from 0' : percentChange(c.ratio)})`;
}

/** A row per figure measured: its name, both models' range, the change and the verdict as `verdict` words it. */
function figureRows(m: MemorySection, verdict: (v: MemoryComparisonRecord['verdict']) => string): string[][] {
  const figures: [string, MemoryComparisonRecord | null | undefined][] = [
    ['session creation, peak', m.creation],
    ['inference, peak', m.inference],
    ['GPU: session creation', m.device?.creation],
    ['GPU: inference', m.device?.inference],
  ];
  return figures.flatMap(([name, c]) =>
    c ? [[name, rangeText(c.baseline), rangeText(c.candidate), changeText(c), verdict(c.verdict)]] : [],
  );
}

/** How the figures were measured, in one sentence. */
export function memoryNote(m: MemorySection): string {
  const probes =
    m.probes.baseline === m.probes.candidate
      ? `${m.probes.baseline} probe${m.probes.baseline === 1 ? '' : 's'} per model`
      : `${m.probes.baseline} / ${m.probes.candidate} probes (baseline / candidate)`;
  const arena = [
    `CPU arena ${m.arena.enableCpuMemArena ? 'on' : 'off'}`,
    `memory patterns ${m.arena.enableMemPattern ? 'on' : 'off'}`,
    ...(m.arena.cudaArenaExtendStrategy ? [`CUDA arena ${m.arena.cudaArenaExtendStrategy}`] : []),
  ].join(', ');
  const judged =
    m.threshold === null
      ? 'shown only (no memory-threshold)'
      : `judged against the ${settingPercent(m.threshold)} memory threshold (changes under ${byteSize(m.noiseBytes)} never count)`;
  return `Peak resident memory above the process before the session was created, min–max over ${probes}, each model alone in its own process (${m.inferences} calls after creation; ${arena}; read from ${m.method ?? 'nothing'}); ${judged}.`;
}

/** The Markdown table of one run's memory; '' when memory was not measured. */
export function memoryTable(record: ReportRecord): string {
  const m = record.memory;
  if (!m) return '';
  const rows = figureRows(m, (v) => (v ? `${ICON[v]} ${v}` : 'shown only'));
  // Messages from a probe (a model that failed to load) are the record's text: escaped.
  const stopped = m.stopped ? `\n\nMeasured only in part: ${markdownText(m.stopped)}.` : '';
  const device = m.deviceNote ? `\n\nGPU memory not read: ${markdownText(m.deviceNote)}.` : '';
  if (rows.length === 0) return `Memory was not measured${m.stopped ? `: ${markdownText(m.stopped)}` : ''}.`;
  return `${table(['memory', 'baseline', 'candidate', 'change', 'verdict'], rows)}\n\n${memoryNote(m)}${stopped}${device}`;
}

/** Terminal lines of one run's memory; none when memory was not measured. `line` escapes for the destination. */
export function memoryLines(record: ReportRecord, line: (text: string) => string): string[] {
  const m = record.memory;
  if (!m) return [];
  const rows = figureRows(m, (v) => v ?? 'shown only');
  if (rows.length === 0) return ['', `Memory was not measured${m.stopped ? `: ${line(m.stopped)}` : ''}.`];
  return [
    '',
    columns([['memory', 'baseline', 'candidate', 'change', 'verdict'], ...rows]),
    memoryNote(m),
    ...(m.stopped ? [`Measured only in part: ${line(m.stopped)}.`] : []),
    ...(m.deviceNote ? [`GPU memory not read: ${line(m.deviceNote)}.`] : []),
  ];
}

/** The matrix table's memory cell: the steady-state peak of both models and the change. */
export function memoryCell(record: ReportRecord, icons: boolean): string {
  const c = record.memory?.inference;
  if (!c) return '—';
  const mid = (r: MemoryComparisonRecord['baseline']) =>
    byteSize(r.values.slice().sort((a, b) => a - b)[Math.floor(r.values.length / 2)] ?? r.min);
  const verdict = c.verdict ? (icons ? ` ${ICON[c.verdict]}` : ` ${c.verdict}`) : '';
  return `${mid(c.baseline)} → ${mid(c.candidate)} (${c.ratio === null ? 'from 0' : percentChange(c.ratio)})${verdict}`;
}
