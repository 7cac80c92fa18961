// A matrix run (docs/matrix.md, "Matrix"): every combination of the `input-shapes` lists and the `threads`
// list is one cell, gated one after another by the same runGate as a single run, each within its share of the
// one `max-duration`. The cells' records go into one document; the worst cell decides.
import { cellBudget, matrixBudgetNeeded, MATRIX_CELL_FLOOR_MS, memoryCapMs } from '../bench/budget.js';
import { describeEnvironment } from '../environment/describe.js';
import { UserError } from '../errors.js';
import { duration } from '../format.js';
import type { GateConfig } from '../inputs/config.js';
import type { RunConfig } from '../inputs/paths.js';
import { axesText, matrixCells, type MatrixCell } from '../inputs/matrix.js';
import { errorRecord } from '../record/error-record.js';
import { matrixEntries, type MatrixCellEntry } from '../record/matrix.js';
import { buildRun } from '../record/run-builder.js';
import type { RunRecord } from '../record/run-record.js';
import type { MemorySection } from '../record/memory-section.js';
import type { ReportRecord } from '../record/schema.js';
import { CONFIDENCE } from '../stats/look-options.js';
import { runGate } from './gate.js';
import { gitContext } from './git-context.js';
import { cellConfig, refuseThreadsAboveCores } from './matrix-cell.js';
import { sectionFor, type MemoryRequest } from './memory-phase.js';
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

/**
 * Memory per cell, probed once per thread count (docs/matrix.md, "Memory"): session creation does not depend
 * on the input sizes, so one process per model and repeat creates the session once and runs every size of
 * its group, smallest first. The first cell of the group asks for the probes; the others take their share.
 */
class MemoryGroups {
  private readonly sections = new Map<number, MemorySection>();
  private readonly groups = new Map<number, number[]>();

  constructor(
    private readonly config: GateConfig,
    private readonly cells: MatrixCell[],
  ) {
    cells.forEach((cell, index) => this.groups.set(cell.threads, [...(this.groups.get(cell.threads) ?? []), index]));
  }

  /** The group's memory may take its cells' part of MEMORY_SHARE of what is left. */
  request(index: number, leftMs: number, cellsLeft: number): MemoryRequest | undefined {
    if (!this.config.memory.enabled) return undefined;
    const members = this.groups.get(this.cells[index]?.threads ?? 0) ?? [index];
    if (members[0] !== index) return { given: this.sections.get(index) };
    return {
      measure: {
        shapes: members.map((i) => this.cells[i]?.shapes ?? { byDim: {}, byInput: {} }),
        capMs: (memoryCapMs(leftMs) * members.length) / Math.max(1, cellsLeft),
        received: (run) => members.forEach((cell, k) => this.sections.set(cell, sectionFor(this.config, run, k))),
      },
    };
  }
}

export async function runMatrix(
  config: RunConfig,
  reporter: GateReporter,
  group: Group,
  signal?: AbortSignal,
): Promise<RunRecord> {
  const cells = matrixCells(config.matrix);
  const environment = describeEnvironment();
  refuseThreadsAboveCores(config.matrix.threads, environment.cores);
  refuseShortBudget(config, cells.length);
  const axes = axesText(config.matrix);
  reporter.info(
    `Matrix of ${cells.length} cells (${[axes.inputShapes, `threads=${axes.threads}`].filter(Boolean).join(', ')}) on ${environment.cores} cores, within ${duration(config.maxDurationMs)}: each cell gets the time left divided by the cells left.`,
  );
  // The worst cell decides, so a false verdict in any cell is a false verdict of the run: each cell's error
  // rate is the run's divided by the cells (Bonferroni), and the matrix keeps the single run's 1 %.
  const confidence = 1 - (1 - CONFIDENCE) / cells.length;
  const started = performance.now();
  const entries: MatrixCellEntry[] = [];
  const memory = new MemoryGroups(config, cells);
  let overheadMs = 0;
  for (const [index, cell] of cells.entries()) {
    const left = config.maxDurationMs - (performance.now() - started);
    const cellsLeft = cells.length - index;
    // The first cell of a thread count also probes the memory of its group: that time is taken off the top,
    // the rest shared as usual, and the cell's budget is its share plus the memory time.
    const request = memory.request(index, left, cellsLeft);
    const memoryMs = request && 'measure' in request ? request.measure.capMs : 0;
    const share = cellBudget(left - memoryMs, cellsLeft, config.minDurationMs, overheadMs);
    const budget = { ...share, maxDurationMs: Math.round(share.maxDurationMs + memoryMs) };
    const settings = cellConfig(config, cell, budget);
    const cellStart = performance.now();
    const record =
      share.maxDurationMs < CELL_MINIMUM_MS
        ? spentRecord(settings, cell, left)
        : await group(`Cell ${index + 1} of ${cells.length}: ${cell.label} (${duration(budget.maxDurationMs)})`, () =>
            runGate(settings, reporter, {
              confidence,
              ...(request ? { memory: request } : {}),
              ...(signal ? { signal } : {}),
            }),
          );
    overheadMs = Math.max(overheadMs, performance.now() - cellStart - budget.maxDurationMs);
    reporter.info(`Cell ${cell.label}: ${record.headline}`);
    entries.push({
      cell: { label: cell.label, axes: cell.axes, budgetMs: share.maxDurationMs, memoryBudgetMs: Math.round(memoryMs) },
      record,
    });
    // An interrupted run stops here: the cells measured so far are kept, the rest are not started.
    if (signal?.aborted) break;
  }
  const baselineCommit = entries.find((e) => e.record.models.baseline.commit)?.record.models.baseline.commit ?? null;
  return buildRun({
    id: config.id,
    label: config.label || environment.label,
    git: await gitContext({ baselineCommit, pullRequest: config.comment.prNumber }),
    shape: {
      kind: 'matrix',
      matrix: {
        axes: { ...axes, names: Object.keys(cells[0]?.axes ?? {}) },
        cores: environment.cores,
        budget: {
          maxDurationMs: config.maxDurationMs,
          rule: 'remaining / cells left',
          spentMs: performance.now() - started,
        },
      },
    },
    entries: matrixEntries(config.candidate, entries),
    failOn: config.failOn,
  });
}
