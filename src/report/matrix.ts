// The reports of a matrix run (docs/matrix.md, "Matrix"): the run's table (src/report/entries-table.ts: a row per
// cell, worst first), the runner's cores and the budget rule, then each cell's own details collapsed below. Cell labels come from the settings (dim and input names a model chose):
// escaped for where they go.
import { duration } from '../format.js';
import { asMeasured, verdictIcon } from '../record/headline.js';
import { titleLine } from './terminal.js';
import { cellEntries, cellsWorstFirst, type MatrixCellEntry } from '../record/matrix.js';
import { decideRun } from '../decision/decision.js';
import type { RunRecord } from '../record/run-record.js';
import { changeLine, legDetails, moreDetails, rerunHelp, type CommentContext } from './comment.js';
import { rerunCanHelp } from './comment-head.js';
import { code, escapeMarkdown, plainLine, type LineDestination } from './escape.js';
import { DETAILS_MARKER } from './markers.js';
import { entriesMarkdown, entriesText } from './entries-table.js';
import { renderTerminal } from './terminal.js';

function label(cell: MatrixCellEntry): string {
  return cell.cell.label || '(one cell)';
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
  const decided = decideRun(run);
  return [
    `${level} ${decided.icon} latency-gate${named}: ${escapeMarkdown(decided.title)} (${run.entries.length} cells)`,
    `**${escapeMarkdown(asMeasured(run.verdict, run.headline))}**`,
  ];
}

function cellDetails(cell: MatrixCellEntry): string {
  return `<details><summary>${verdictIcon(cell.record.verdict)} ${escapeMarkdown(label(cell))}: details</summary>\n\n${legDetails(cell.record, true)}\n\n</details>`;
}

/** The job summary: the table, then each cell's details folded away, the outcome last. */
export function renderMatrixSummary(run: RunRecord): string {
  const parts = [
    ...head(run, '##'),
    entriesMarkdown(run),
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
  const parts = [...head(run, '###'), entriesMarkdown(run), `**${escapeMarkdown(decideRun(run).line)}**`];
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
  const ordered = cellsWorstFirst(cellEntries(run));
  const lines = [
    titleLine(run.id, decideRun(run), line),
    line(asMeasured(run.verdict, run.headline)),
    '',
    entriesText(run, destination),
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
