// The reports of a matrix run (docs/matrix.md, "Matrix"): one table with a row per cell, worst first (p50 and
// p95 change with their verdicts, throughput, peak memory), the runner's cores and the budget rule, then each
// cell's own details collapsed below. Cell labels come from the settings (dim and input names a model chose):
// escaped for where they go.
import { duration, interval, percentChange } from '../format.js';
import { verdictIcon } from '../record/headline.js';
import { cellsWorstFirst, cellRecords, type MatrixCellRecord, type MatrixRecord } from '../record/matrix.js';
import type { ReportRecord } from '../record/schema.js';
import { changeLine, legDetails, rerunHelp, type CommentContext } from './comment.js';
import { rerunCanHelp } from './comment-head.js';
import { code, escapeMarkdown, logLine, markdownCell } from './escape.js';
import { table } from './markdown-tables.js';
import { DETAILS_MARKER } from './markers.js';
import { memoryCell } from './memory-markdown.js';
import { renderTerminal } from './terminal.js';
import { columns } from './text-columns.js';

function metric(record: ReportRecord, name: 'p50' | 'p95', withInterval: boolean): string {
  const m = record.latency?.[name];
  if (!m) return '—';
  return `${percentChange(m.ratio)}${withInterval ? ` (${interval(m.ci)})` : ''} ${m.verdict}`;
}

function rate(itemsPerSecond: number): string {
  return itemsPerSecond >= 100 ? Math.round(itemsPerSecond).toLocaleString('en-US') : itemsPerSecond.toPrecision(3);
}

function throughput(record: ReportRecord): string {
  const t = record.throughput;
  if (!t) return '—';
  return `${rate(t.baseline)} → ${rate(t.candidate)} (${percentChange(t.ratio)})`;
}

/** A cell that ran out of its share undecided says so; its verdict alone would not tell why. */
function verdictText(cell: MatrixCellRecord, icons: boolean): string {
  const r = cell.record;
  const word = icons ? `${verdictIcon(r.verdict)} ${r.verdict}` : r.verdict.toUpperCase();
  const undecided = r.verdict === 'inconclusive' && r.sampling.stopReason === 'budget-spent';
  return undecided ? `${word}: undecided in its ${duration(cell.budgetMs)} share` : word;
}

function label(cell: MatrixCellRecord): string {
  return cell.label || '(one cell)';
}

function matrixTable(matrix: MatrixRecord): string {
  return table(
    ['cell', 'verdict', 'p50 change', 'p95 change', 'throughput (items/s)', 'peak memory (inference)'],
    cellsWorstFirst(matrix.cells).map((cell) => [
      markdownCell(label(cell), { code: true }),
      verdictText(cell, true),
      metric(cell.record, 'p50', true),
      metric(cell.record, 'p95', true),
      throughput(cell.record),
      memoryCell(cell.record, true),
    ]),
  );
}

/** Cores, thread counts and how the one budget was shared: what a reader needs to trust the cells. */
function runnerLine(matrix: MatrixRecord): string {
  const b = matrix.budget;
  return `Runner: ${matrix.cores} cores; threads ${matrix.axes.threads}. Budget: ${duration(b.maxDurationMs)} for ${matrix.cells.length} cells, each given the time left divided by the cells left (a cell that decides early leaves its time to the rest); ${duration(b.spentMs)} spent.`;
}

const THROUGHPUT_NOTE =
  'Throughput: items per second at each model’s p50, an item being one entry of the leading dim of the first input. Peak memory: the steady-state inference peak, median of the probes.';

function head(matrix: MatrixRecord, level: '##' | '###'): string[] {
  const named = matrix.id === 'latency-gate' ? '' : ` ${code(matrix.id)}`;
  return [
    `${level} ${verdictIcon(matrix.verdict)} latency-gate${named}: ${matrix.verdict} (${matrix.cells.length} cells)`,
    `**${escapeMarkdown(matrix.headline)}**`,
  ];
}

function cellDetails(cell: MatrixCellRecord): string {
  return `<details><summary>${verdictIcon(cell.record.verdict)} ${escapeMarkdown(label(cell))}: details</summary>\n\n${legDetails(cell.record, true)}\n\n</details>`;
}

/** The job summary: the table, then each cell's details folded away. */
export function renderMatrixSummary(matrix: MatrixRecord): string {
  const parts = [
    ...head(matrix, '##'),
    matrixTable(matrix),
    escapeMarkdown(runnerLine(matrix)),
    THROUGHPUT_NOTE,
    ...cellsWorstFirst(matrix.cells).map(cellDetails),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** The sticky PR comment: the table above the details marker, so truncation cuts only cell details. */
export function renderMatrixComment(matrix: MatrixRecord, ctx: CommentContext = {}): string {
  const parts = [
    ...head(matrix, '###'),
    changeLine(matrix.verdict, ctx.previousVerdict),
    matrixTable(matrix),
    escapeMarkdown(runnerLine(matrix)),
    THROUGHPUT_NOTE,
  ];
  const tail = [
    cellRecords(matrix).some(rerunCanHelp)
      ? `<details><summary>How to rerun</summary>\n\n${rerunHelp(ctx)}\n\n</details>`
      : '',
    ctx.runUrl ? `[Job summary and records](${ctx.runUrl})` : '',
  ];
  const details = cellsWorstFirst(matrix.cells).map(cellDetails);
  return `${[...parts.filter(Boolean), DETAILS_MARKER, ...details, ...tail.filter(Boolean)].join('\n\n')}\n`;
}

/** The CLI's text: the table worst first, then each cell's own report. */
export function renderMatrixTerminal(matrix: MatrixRecord): string {
  const id = matrix.id === 'latency-gate' ? '' : ` [${matrix.id}]`;
  const ordered = cellsWorstFirst(matrix.cells);
  const lines = [
    `latency-gate${id} ${matrix.verdict.toUpperCase()}: ${logLine(matrix.headline.replace(/^[A-Z][a-z]+: /, ''))}`,
    '',
    columns([
      ['cell', 'verdict', 'p50', 'p95', 'throughput (items/s)', 'peak memory (inference)'],
      ...ordered.map((cell) => [
        logLine(label(cell)),
        verdictText(cell, false),
        metric(cell.record, 'p50', false),
        metric(cell.record, 'p95', false),
        throughput(cell.record),
        memoryCell(cell.record, false),
      ]),
    ]),
    '',
    logLine(runnerLine(matrix)),
    THROUGHPUT_NOTE,
  ];
  for (const cell of ordered) lines.push('', `== ${logLine(label(cell))}`, renderTerminal(cell.record).trimEnd());
  return `${lines.join('\n')}\n`;
}
