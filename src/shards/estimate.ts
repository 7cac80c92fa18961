import { MAX_CHANGED_MODELS, splitBudget } from '../bench/budget.js';
import { partition } from './partition.js';

// What a plan can know before measuring anything: how many models, how large their files are, and the budget
// each will get. The estimate is an upper bound of the usual case (a model that decides early takes less); it
// sizes the matrix and tells a reviewer what sharding buys, and is never used to judge anything.

/**
 * Time per model outside its budget share: finding it, reading its base version from git, hashing it and
 * starting the benchmark child. A planning allowance: bench/results/shards.json#longest-shard-ratio keeps the
 * estimate beside the measured times.
 */
export const MODEL_SETUP_MS = 2_000;

/** Load time per byte of model file beyond the setup: onnxruntime reads and optimizes both models. */
export const LOAD_MS_PER_MB = 20;

export interface PlannedModel {
  path: string;
  /** The candidate's file size, with its external data. */
  bytes: number;
}

export interface ShardEstimate {
  /** The shard's matrix value, '2/4'. */
  shard: string;
  paths: string[];
  estimatedMs: number;
}

export interface PlanEstimate {
  shards: ShardEstimate[];
  /** Each model, in plan order, with its shard and its own estimate there. */
  models: (PlannedModel & { shard: string; estimatedMs: number })[];
  /** All models one after another on one runner, each with its share of one `max-duration`. */
  singleRunnerMs: number;
  /** The longest shard: the matrix's wall time once its jobs run at once. */
  shardedMs: number;
}

/**
 * How many shards a plan uses: one per model up to `max-shards`. A shard takes `max-duration`, or 10 s per model
 * where that is more (src/bench/budget.ts, splitBudget): more shards shorten the matrix until each shard's models
 * fit in `max-duration`, and past that give each model a larger share, so fewer verdicts end inconclusive. Each
 * costs one more runner's start, which `max-shards` bounds. `needed` is what the per-run cap of models asks for:
 * more than `max-shards` is the plan's refusal, said by the caller.
 */
export function shardCount(models: number, maxShards: number): { count: number; needed: number } {
  return { count: Math.min(models, maxShards), needed: Math.ceil(models / MAX_CHANGED_MODELS) };
}

/** The estimate of a plan of `count` shards over `models`. */
export function estimatePlan(
  models: readonly PlannedModel[],
  count: number,
  budget: { maxDurationMs: number; minDurationMs: number },
): PlanEstimate {
  const bytes = new Map(models.map((m) => [m.path, m.bytes]));
  // One model's estimate when its run measures `inRun` models within `max-duration`.
  const cost = (path: string, inRun: number) => {
    const share = splitBudget(budget.maxDurationMs, budget.minDurationMs, inRun).maxDurationMs;
    return MODEL_SETUP_MS + share + Math.round(((bytes.get(path) ?? 0) / 1_000_000) * LOAD_MS_PER_MB);
  };
  const planned = models.map((m) => m.path);
  const estimates = partition(planned, count).map((paths, i) => ({
    shard: `${i + 1}/${count}`,
    paths,
    estimatedMs: paths.reduce((sum, p) => sum + cost(p, paths.length), 0),
  }));
  const placed = estimates.flatMap((s) =>
    s.paths.map((path) => ({
      path,
      bytes: bytes.get(path) ?? 0,
      shard: s.shard,
      estimatedMs: cost(path, s.paths.length),
    })),
  );
  return {
    shards: estimates,
    models: placed,
    singleRunnerMs: models.reduce((sum, m) => sum + cost(m.path, models.length), 0),
    shardedMs: Math.max(0, ...estimates.map((s) => s.estimatedMs)),
  };
}
