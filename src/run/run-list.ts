import { describeEnvironment } from '../environment/describe.js';
import { UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import { axesText, cellCount, matrixCells } from '../inputs/matrix.js';
import type { RunConfig } from '../inputs/paths.js';
import { MATRIX_CELL_FLOOR_MS, MAX_CHANGED_MODELS, matrixBudgetNeeded, splitBudget } from '../bench/budget.js';
import { duration } from '../format.js';
import { CONFIDENCE } from '../stats/policy.js';
import { refuseThreadsAboveCores } from './cell-settings.js';
import {
  changedEntry,
  discoverChanges,
  inShare,
  listedChange,
  measured,
  shardOf,
  tooMany,
  tooManyInShard,
  unusedAcceptances,
} from './changed-entries.js';
import { planSection } from './shard-plan.js';
import type { GateReporter } from './reporter.js';
import type { RunList } from './run-entry.js';

// A run is a flat list of entries, built here before anything is measured (docs/architecture.md, "Runs"): a
// single pair is a list of one, changed models are the list git found, a matrix is its cells, a shard is a filter
// of the changed list, and a plan is that list with nothing to measure. One loop (src/run/walk.ts) measures any
// list; a new shape of run (one axis more) is a new way to build the list here and a column in the table.

/** The list of a run, for every kind of run that measures or plans; refusals are thrown before anything runs. */
export async function listRun(config: RunConfig, reporter: GateReporter): Promise<RunList> {
  if (config.changedSince) return changedList(config, reporter);
  if (cellCount(config.matrix) > 1) return cellList(config, reporter);
  return {
    ...runLabels(config),
    shape: { kind: 'single' },
    entries: [{ listed: givenPath(config), pair: { config }, title: 'Benchmark', memoryGroup: null }],
    budget: { rule: 'fixed share', maxDurationMs: config.maxDurationMs, minDurationMs: config.minDurationMs },
  };
}

/** The candidate as the settings name it: a single pair, or the one model of a matrix. */
function givenPath(config: GateConfig) {
  return { path: config.candidate, status: 'given', basePath: null, pairedBy: null } as const;
}

function runLabels(config: GateConfig): Pick<RunList, 'id' | 'label' | 'failOn'> {
  return { id: config.id, label: config.label || describeEnvironment().label, failOn: config.failOn };
}

/** Changed models: the discovered list (a shard's share of it), or for a plan that list split into shards. */
async function changedList(config: RunConfig, reporter: GateReporter): Promise<RunList> {
  const { since, baselineRef, top, baselineCommit, changes: found, dvcWarning } = await discoverChanges(config);
  if (dvcWarning) reporter.warning(dvcWarning);
  const plan = config.mode === 'plan' ? await planSection(config, found, top) : undefined;
  const share = config.shard && !plan ? shardOf(found, config.shard) : undefined;
  const changes = share ? found.filter((c) => inShare(c, share)) : found;
  const count = changes.filter(measured).length;
  if (!plan && count > MAX_CHANGED_MODELS) throw share ? tooManyInShard(count, share) : tooMany(count, config);
  // A plan's share is what each model of its largest shard will get.
  const budget = splitBudget(config.maxDurationMs, config.minDurationMs, plan ? plan.largest : count);
  if (plan) reporter.info(plan.said);
  else
    reporter.info(
      changes.length === 0
        ? `No .onnx model changed since ${since}${config.models.length ? ` matching ${config.models.join(', ')}` : ''}.`
        : `${changes.length} changed model(s) since ${since}: ${changes.map((c) => `${c.path} (${c.status})`).join(', ')}; ${(budget.maxDurationMs / 1000).toFixed(0)}s of 'max-duration' each.`,
    );
  // A plan measures nothing: its entries are the models it splits, with no pair.
  const listed = plan
    ? changes.map((c) => ({ listed: listedChange(c), pair: null, title: '', memoryGroup: null }))
    : await Promise.all(changes.map((c) => changedEntry(c, { config, top, baselineRef })));
  const section = {
    since,
    baselineRef,
    globs: config.models,
    renamed: Object.entries(config.modelsRenamed).map(([path, basePath]) => ({ path, basePath })),
    maxDurationMs: config.maxDurationMs,
    perModelMs: budget.maxDurationMs,
  };
  return {
    ...runLabels(config),
    // A plan never passes or fails a pull request (the shards and the report do): no 'fail-on' applies to it.
    ...(plan ? { failOn: [] } : {}),
    shape: plan
      ? { kind: 'plan', changes: section, plan: plan.section }
      : {
          kind: 'changed-models',
          // A shard sees only its share of the models: an entry for another shard's model is not unused.
          changes: { ...section, unusedAcceptances: share ? [] : unusedAcceptances(config, changes) },
        },
    entries: listed,
    budget: { rule: 'fixed share', ...budget },
    baselineCommit,
    ...(share ? { shard: share } : {}),
  };
}

/** Too short a budget for the cells is refused before anything runs: every cell would end undecided. */
function refuseShortBudget(config: GateConfig, cells: number): void {
  const needed = matrixBudgetNeeded(cells);
  if (config.maxDurationMs >= needed) return;
  throw new UserError(
    `'max-duration' (${duration(config.maxDurationMs)}) gives each of the ${cells} matrix cells ${duration(config.maxDurationMs / cells)}, but a cell needs at least ${duration(MATRIX_CELL_FLOOR_MS)} to reach a decision; raise 'max-duration' to at least ${Math.ceil(needed / 1000)}s, or list fewer sizes in 'input-shapes' or counts in 'threads'`,
  );
}

/** A matrix: one entry per cell of the `input-shapes` and `threads` lists (docs/matrix.md, "Matrix"). */
function cellList(config: RunConfig, reporter: GateReporter): RunList {
  const cells = matrixCells(config.matrix);
  const { cores } = describeEnvironment();
  refuseThreadsAboveCores(config.matrix.threads, cores);
  refuseShortBudget(config, cells.length);
  const axes = axesText(config.matrix);
  reporter.info(
    `Matrix of ${cells.length} cells (${[axes.inputShapes, `threads=${axes.threads}`].filter(Boolean).join(', ')}) on ${cores} cores, within ${duration(config.maxDurationMs)}: each cell gets the time left divided by the cells left.`,
  );
  const { maxDurationMs, minDurationMs } = config;
  return {
    ...runLabels(config),
    shape: {
      kind: 'matrix',
      matrix: {
        axes: { ...axes, names: Object.keys(cells[0]?.axes ?? {}) },
        cores,
        budget: { maxDurationMs, rule: 'remaining / cells left', spentMs: 0 },
      },
    },
    entries: cells.map((cell, index) => ({
      listed: {
        ...givenPath(config),
        // Its share of the budget is known when it starts (src/run/walk.ts).
        cell: { label: cell.label, axes: cell.axes, budgetMs: 0, memoryBudgetMs: 0 },
      },
      pair: { config: { ...config, inputShapes: cell.shapes, threads: cell.threads } },
      title: `Cell ${index + 1} of ${cells.length}: ${cell.label}`,
      // Session creation does not depend on the input sizes: the cells of one thread count share a memory probe.
      memoryGroup: cell.threads,
    })),
    budget: { rule: 'remaining / cells left', maxDurationMs, minDurationMs },
    // The worst cell decides, so a false verdict in any cell is a false verdict of the run: each cell's error
    // rate is the run's divided by the cells (Bonferroni), and the matrix keeps the single run's 1 %.
    confidence: 1 - (1 - CONFIDENCE) / cells.length,
  };
}
