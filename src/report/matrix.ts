// The reports of a matrix run (docs/matrix.md, "Matrix"): one table with a row per cell, worst first (p50 and
// p95 change with their verdicts, throughput, peak memory), the runner's cores and the budget rule, then each
// cell's own details collapsed below. Cell labels come from the settings (dim and input names a model chose):
// escaped for where they go.
import { duration, interval, percentChange } from '../format.js';
import { verdictIcon } from '../record/headline.js';
import { cellEntries, cellsWorstFirst, type MatrixCellEntry } from '../record/matrix.js';
import { decideRun } from '../decision/decision.js';
import type { RunRecord } from '../record/run-record.js';
import type { ReportRecord } from '../record/schema.js';
import { changeLine, legDetails, moreDetails, rerunHelp, type CommentContext } from './comment.js';
import { rerunCanHelp } from './comment-head.js';
import { code, escapeMarkdown, markdownCell, plainLine, type LineDestination } from './escape.js';
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
function verdictText(cell: MatrixCellEntry, icons: boolean): string {
  const r = cell.record;
  const word = icons ? `${verdictIcon(r.verdict)} ${r.verdict}` : r.verdict.toUpperCase();
  const undecided = r.verdict === 'inconclusive' && r.sampling.stopReason === 'budget-spent';
  return undecided ? `${word}: undecided in its ${duration(cell.cell.budgetMs)} share` : word;
}

function label(cell: MatrixCellEntry): string {
  return cell.cell.label || '(one cell)';
}

function matrixTable(run: RunRecord): string {
  return table(
    ['cell', 'verdict', 'p50 change', 'p95 change', 'throughput (items/s)', 'peak memory (inference)'],
    cellsWorstFirst(cellEntries(run)).map((cell) => [
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
function runnerLine(run: RunRecord): string {
  const m = run.matrix;
  if (!m) return '';
  const b = m.budget;
  return `Runner: ${m.cores} cores; threads ${m.axes.threads}. Budget: ${duration(b.maxDurationMs)} for ${run.entries.length} cells, each given the time left divided by the cells left (a cell that decides early leaves its time to the rest); ${duration(b.spentMs)} spent.`;
}

const THROUGHPUT_NOTE =
  'Throughput: items per second at each model’s p50, an item being one entry of the leading dim of the first input. Peak memory: the steady-state inference peak, median of the probes.';

function head(run: RunRecord, level: '##' | '###'): string[] {
  const named = run.id === 'latency-gate' ? '' : ` ${code(run.id)}`;
  return [
    `${level} ${verdictIcon(run.verdict)} latency-gate${named}: ${run.verdict} (${run.entries.length} cells)`,
    `**${escapeMarkdown(run.headline)}**`,
  ];
}

function cellDetails(cell: MatrixCellEntry): string {
  return `<details><summary>${verdictIcon(cell.record.verdict)} ${escapeMarkdown(label(cell))}: details</summary>\n\n${legDetails(cell.record, true)}\n\n</details>`;
}

/** The job summary: the table, then each cell's details folded away, the outcome last. */
export function renderMatrixSummary(run: RunRecord): string {
  const parts = [
    ...head(run, '##'),
    matrixTable(run),
    escapeMarkdown(runnerLine(run)),
    THROUGHPUT_NOTE,
    ...cellsWorstFirst(cellEntries(run)).map(cellDetails),
    `**${escapeMarkdown(decideRun(run).line)}**`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** The sticky PR comment: the table above the details marker, so truncation cuts only cell details. */
export function renderMatrixComment(run: RunRecord, ctx: CommentContext = {}): string {
  // Read in five seconds: the headline, the cell table, the outcome; how the budget was shared is folded.
  const parts = [...head(run, '###'), matrixTable(run), `**${escapeMarkdown(decideRun(run).line)}**`];
  const more = moreDetails([
    changeLine(run.verdict, ctx.previousVerdict),
    escapeMarkdown(runnerLine(run)),
    THROUGHPUT_NOTE,
  ]);
  const cells = cellEntries(run);
  const tail = [
    cells.some((c) => rerunCanHelp(c.record))
      ? `<details><summary>How to rerun</summary>\n\n${rerunHelp(ctx)}\n\n</details>`
      : '',
    ctx.runUrl ? `[Job summary and records](${ctx.runUrl})` : '',
  ];
  const details = [more, ...cellsWorstFirst(cells).map(cellDetails)];
  return `${[...parts.filter(Boolean), DETAILS_MARKER, ...details, ...tail.filter(Boolean)].join('\n\n')}\n`;
}

/** The CLI's text: the table worst first, then each cell's own report, the outcome last. */
export function renderMatrixTerminal(run: RunRecord, destination: LineDestination = 'terminal'): string {
  const line = (text: string) => plainLine(text, destination);
  const id = run.id === 'latency-gate' ? '' : ` [${run.id}]`;
  const ordered = cellsWorstFirst(cellEntries(run));
  const lines = [
    `latency-gate${id} ${run.verdict.toUpperCase()}: ${line(run.headline.replace(/^[A-Z][a-z]+: /, ''))}`,
    '',
    columns([
      ['cell', 'verdict', 'p50', 'p95', 'throughput (items/s)', 'peak memory (inference)'],
      ...ordered.map((cell) => [
        line(label(cell)),
        verdictText(cell, false),
        metric(cell.record, 'p50', false),
        metric(cell.record, 'p95', false),
        throughput(cell.record),
        memoryCell(cell.record, false),
      ]),
    ]),
    '',
    line(runnerLine(run)),
    THROUGHPUT_NOTE,
  ];
  for (const cell of ordered) {
    const report = renderTerminal(cell.record, { destination, outcome: false }).trimEnd();
    if (report) lines.push('', `== ${line(label(cell))}`, report);
  }
  lines.push('', line(decideRun(run).line));
  return `${lines.join('\n')}\n`;
}
