// A matrix run (docs/design.md, "Matrix"): every combination of the `input-shapes` lists and the `threads`
// list is one cell, gated one after another by the same runGate as a single run, each within its share of the
// one `max-duration`. The cells' records go into one document; the worst cell decides.
import { cellBudget, matrixBudgetNeeded, MATRIX_CELL_FLOOR_MS } from '../bench/budget.js';
import { describeEnvironment } from '../environment/describe.js';
import { UserError } from '../errors.js';
import { duration } from '../format.js';
import type { GateConfig } from '../inputs/config.js';
import { axesText, matrixCells, type MatrixCell } from '../inputs/matrix.js';
import { errorRecord } from '../record/error-record.js';
import { buildMatrixRecord, type MatrixCellRecord, type MatrixRecord } from '../record/matrix.js';
import type { ReportRecord } from '../record/schema.js';
import { runGate } from './gate.js';
import { cellConfig, refuseThreadsAboveCores } from './matrix-cell.js';
import type { GateReporter } from './reporter.js';

type Group = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** Below this a cell cannot even load both models and warm up; it gets an error record instead of a run. */
const CELL_MINIMUM_MS = 1_000;

/** Too short a budget for the cells is refused before anything runs: every cell would end undecided. */
function refuseShortBudget(config: GateConfig, cells: number): void {
  const needed = matrixBudgetNeeded(cells);
  if (config.maxDurationMs >= needed) return;
  throw new UserError(
    `'max-duration' (${duration(config.maxDurationMs)}) gives each of the ${cells} matrix cells ${duration(config.maxDurationMs / cells)}, but a cell needs at least ${duration(MATRIX_CELL_FLOOR_MS)} to reach a decision; raise 'max-duration' to at least ${Math.ceil(needed / 1000)}s, or list fewer sizes in 'input-shapes' or counts in 'threads'`,
  );
}

function spentRecord(config: GateConfig, cell: MatrixCell, leftMs: number): ReportRecord {
  return errorRecord(
    config,
    `the matrix's 'max-duration' was spent before cell '${cell.label}' could start (${duration(Math.max(0, leftMs))} left, an earlier cell ran past its share); raise 'max-duration'`,
  );
}

export async function runMatrix(config: GateConfig, reporter: GateReporter, group: Group): Promise<MatrixRecord> {
  const cells = matrixCells(config.matrix);
  const environment = describeEnvironment();
  refuseThreadsAboveCores(config.matrix.threads, environment.cores);
  refuseShortBudget(config, cells.length);
  const axes = axesText(config.matrix);
  reporter.info(
    `Matrix of ${cells.length} cells (${[axes.inputShapes, `threads=${axes.threads}`].filter(Boolean).join(', ')}) on ${environment.cores} cores, within ${duration(config.maxDurationMs)}: each cell gets the time left divided by the cells left.`,
  );
  const started = performance.now();
  const entries: MatrixCellRecord[] = [];
  for (const [index, cell] of cells.entries()) {
    const left = config.maxDurationMs - (performance.now() - started);
    const budget = cellBudget(left, cells.length - index, config.minDurationMs);
    const settings = cellConfig(config, cell, budget);
    const record =
      budget.maxDurationMs < CELL_MINIMUM_MS
        ? spentRecord(settings, cell, left)
        : await group(`Cell ${index + 1} of ${cells.length}: ${cell.label} (${duration(budget.maxDurationMs)})`, () =>
            runGate(settings, reporter),
          );
    reporter.info(`Cell ${cell.label}: ${record.headline}`);
    entries.push({ label: cell.label, axes: cell.axes, budgetMs: budget.maxDurationMs, record });
  }
  return buildMatrixRecord({
    id: config.id,
    label: config.label || environment.label,
    axes: { ...axes, names: Object.keys(cells[0]?.axes ?? {}) },
    cores: environment.cores,
    maxDurationMs: config.maxDurationMs,
    spentMs: performance.now() - started,
    cells: entries,
  });
}
