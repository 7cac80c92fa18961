// The cells of a matrix run (docs/record.md, "matrix"): one entry per cell (a combination of the `input-shapes`
// lists and the `threads` list), each with its `cell` and its full record, the same record a single run writes
// (raw timings included). Its record is built by src/record/run-builder.ts, like every run's.
import type { MatrixCellInfo } from './matrix-section.js';
import type { RunEntry, RunVerdict } from './run-record.js';
import type { ReportRecord } from './schema.js';
import { headlineDetail, shortName } from './headline.js';
import { verdictRank } from '../decision/verdicts.js';

/** A cell of a matrix run: its entry's cell and record. */
export interface MatrixCellEntry {
  cell: MatrixCellInfo;
  record: ReportRecord;
}

/** The entries of a matrix run: the one candidate (`path`, as given) at each cell, labelled by its `cell`. */
export function matrixEntries(path: string, cells: readonly MatrixCellEntry[]): RunEntry[] {
  return cells.map(({ cell, record }) => ({ path, status: 'given', basePath: null, pairedBy: null, record, cell }));
}

/** The cells of a matrix run, in the order they ran. */
export function cellEntries(run: { entries: readonly RunEntry[] }): MatrixCellEntry[] {
  return run.entries.flatMap((e) => (e.cell && e.record ? [{ cell: e.cell, record: e.record }] : []));
}

/**
 * Worst first: by verdict, then a cell whose memory regressed, then the larger p50 ratio. Every renderer
 * shows the cells in this order; the record keeps the order they ran in.
 */
export function cellsWorstFirst<T extends MatrixCellEntry>(cells: readonly T[]): T[] {
  const memoryBad = (c: MatrixCellEntry) => (c.record.memory?.verdict === 'regression' ? 0 : 1);
  const p50 = (c: MatrixCellEntry) => c.record.latency?.p50.ratio ?? 0;
  return [...cells].sort(
    (a, b) =>
      verdictRank(a.record.verdict) - verdictRank(b.record.verdict) || memoryBad(a) - memoryBad(b) || p50(b) - p50(a),
  );
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line: the verdict, how many cells, and the worst cell's own headline. */
export function matrixHeadline(cells: readonly MatrixCellEntry[], overall: RunVerdict): string {
  const count = `${cells.length} cells`;
  const passed = cells.filter((c) => c.record.verdict === 'pass').length;
  const worst = cellsWorstFirst(cells)[0];
  if (!worst) return 'Error: the matrix has no cells';
  const memoryFailed = cells.some((c) => c.record.memory?.verdict === 'regression');
  if (overall === 'pass' && !memoryFailed) return `Pass: all ${count} within the thresholds`;
  const own = headlineDetail(worst.record);
  return `${capital(overall)}: ${passed} of ${count} pass; ${shortName(worst.cell.label)}: ${own}`;
}
