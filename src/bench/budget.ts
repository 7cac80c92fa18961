// How one `max-duration` is spent, every share named once (docs/benchmark.md, "Budget and kill grace"). The
// parent enforces the whole budget from outside (a kill after the grace); the child plans inside it: a capped
// warm-up, a capped agreement run, time to create extra session pairs, then the measuring window over which
// the looks are laid, less a reserve at the end for the last round, the final analysis and the report. With
// several changed models, the budget is first split among them.

/** How long one block of calls aims to run once warm; warm-up aims for a quarter of it (docs/statistics.md, "Rounds and blocks"). */
export const BLOCK_TARGET_MS = 25;

/** How long past `max-duration` the parent waits before it kills a child that has not finished (a hung model). */
export const KILL_GRACE_MS = 10_000;

/** Warm-up ends on stability, but never before this, so the first blocks of a fast model cannot decide it. */
export const WARMUP_MIN_MS = 300;

/** The warm-up cap: a fifth of the budget, at most 10 s, so a noisy runner still leaves time to measure. */
export function warmupCapMs(budgetMs: number): number {
  return Math.min(10_000, Math.max(WARMUP_MIN_MS, budgetMs * 0.2));
}

/** The agreement run stops starting new samples after this share of the budget. */
export function agreementCapMs(budgetMs: number): number {
  return budgetMs * 0.15;
}

/** Time kept back at the end of the budget for the last round, the final analysis and writing the report. */
export function reserveMs(budgetMs: number): number {
  return Math.min(5_000, Math.max(500, budgetMs * 0.05));
}

/**
 * The measuring window, in ms since the child started: from the end of the set-up to the end reserve, less the
 * time kept back for the profiling pass.
 */
export function measuringWindow(
  budgetMs: number,
  startMs: number,
  profileAllowanceMs = 0,
): { startMs: number; endMs: number } {
  return { startMs, endMs: budgetMs - reserveMs(budgetMs) - profileAllowanceMs };
}

/**
 * The profiling pass after the last look (docs/explain.md, "Profile pass") may keep back at most this share of
 * the budget from the measuring window, and must end this long before the budget so the child can report.
 */
export const PROFILE_SHARE = 0.1;
export const PROFILE_EXIT_MARGIN_MS = 250;

/** The most changed models one run gates; more is a user error that says how to narrow them. */
export const MAX_CHANGED_MODELS = 10;

/**
 * The least a model gets when the budget is split: below about 10 s a typical model does not reach the
 * looks that decide, so splitting further would buy only inconclusive verdicts.
 */
export const MODEL_BUDGET_FLOOR_MS = 10_000;

/**
 * `max-duration` is the budget of the whole run, split evenly among the models that are measured, with a
 * floor of 10 s each (never more than max-duration itself): 60 s for 3 models is 20 s each; 60 s for 8
 * models is 10 s each, 80 s in all. `min-duration` is capped at a model's share.
 */
export function splitBudget(
  maxDurationMs: number,
  minDurationMs: number,
  models: number,
): { maxDurationMs: number; minDurationMs: number } {
  const share = Math.max(maxDurationMs / Math.max(1, models), Math.min(MODEL_BUDGET_FLOOR_MS, maxDurationMs));
  const perModel = Math.round(share);
  return { maxDurationMs: perModel, minDurationMs: Math.min(minDurationMs, perModel) };
}

/**
 * The least a matrix cell may expect (docs/matrix.md, "Cell budget"): `max-duration` split evenly must give every
 * cell this much, or the run is refused before anything is measured; below it a cell rarely reaches a look
 * that decides.
 */
export const MATRIX_CELL_FLOOR_MS = 5_000;

/**
 * One `max-duration` for the whole matrix. Cells run one after another; each gets an even share of what is
 * left when it starts: share = remaining / cells left − overhead. A cell that decides early leaves its unspent
 * time in `remaining`, so it is spread over the cells after it; one that runs over its share takes from them
 * alike. `overheadMs` is the most any finished cell took beyond its budget (finding and hashing the models,
 * starting the child, the last analysis): kept back for each cell left, so the last cells are not starved.
 * `min-duration` is capped at the share.
 */
export function cellBudget(
  remainingMs: number,
  cellsLeft: number,
  minDurationMs: number,
  overheadMs = 0,
): { maxDurationMs: number; minDurationMs: number } {
  const share = Math.max(0, Math.round(remainingMs / Math.max(1, cellsLeft) - Math.max(0, overheadMs)));
  return { maxDurationMs: share, minDurationMs: Math.min(minDurationMs, share) };
}

/** The smallest `max-duration` that gives each of `cells` cells the floor. */
export function matrixBudgetNeeded(cells: number): number {
  return cells * MATRIX_CELL_FLOOR_MS;
}

/**
 * The memory children (docs/matrix.md, "Memory") are planned to take this share of a run's budget; the
 * latency benchmark gets what they leave. In a matrix the first cell of each thread count probes its whole
 * group, taking the group's part of this share of what is left before the cells are shared
 * (src/run/walk.ts). On a slow machine they may run to twice it to reach three repeats
 * (src/bench/memory.ts, MEMORY_OVERRUN); a repeat that would not fit even then is not started, and the record
 * says how many ran.
 */
export const MEMORY_SHARE = 0.25;

export function memoryCapMs(budgetMs: number): number {
  return budgetMs * MEMORY_SHARE;
}

/**
 * The fixed-cost pass (docs/benchmark.md, "Fixed cost of a call") may take this share of the budget, at least
 * FIXED_COST_MIN_MS (what its fewest blocks of short calls need) and at most FIXED_COST_MAX_MS.
 */
export const FIXED_COST_SHARE = 0.005;
export const FIXED_COST_MIN_MS = 100;
export const FIXED_COST_MAX_MS = 300;

export function fixedCostCapMs(budgetMs: number): number {
  return Math.min(FIXED_COST_MAX_MS, Math.max(FIXED_COST_MIN_MS, budgetMs * FIXED_COST_SHARE));
}
