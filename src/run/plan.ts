import { lstat, readFile } from 'node:fs/promises';
import { describeEnvironment } from '../environment/describe.js';
import { UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import { fromTop } from '../models/changed-files.js';
import { MAX_POINTER_BYTES, parseLfsPointer } from '../models/lfs-pointer.js';
import { buildRun } from '../record/run-builder.js';
import type { RunRecord } from '../record/run-record.js';
import { MAX_CHANGED_MODELS, splitBudget } from '../bench/budget.js';
import { estimatePlan, shardCount, type PlannedModel } from '../shards/estimate.js';
import { planDigest, plannedOrder } from '../shards/partition.js';
import { discoverChanges, measured } from './changed-models.js';
import { gitContext } from './git-context.js';
import type { GateReporter } from './reporter.js';

// `mode: plan` (docs/workflows.md, "Sharded changed models"): the changed models found exactly as a gate of
// changed models finds them, split into shards for a matrix, with what each shard will cost. Nothing is measured.

/**
 * A file's size without following a link (a committed symlink could point anywhere); 0 when it cannot be read.
 * A Git LFS pointer left by a checkout without 'lfs: true' counts as the object it names: the model the shard
 * will load once its own checkout has the objects.
 */
async function fileBytes(file: string): Promise<number> {
  const info = await lstat(file).catch(() => undefined);
  if (!info?.isFile()) return 0;
  if (info.size > MAX_POINTER_BYTES) return info.size;
  const pointer = parseLfsPointer(await readFile(file).catch(() => Buffer.alloc(0)));
  return pointer ? pointer.size : info.size;
}

function refused(models: number, needed: number, config: GateConfig): UserError {
  return new UserError(
    `${models} changed models need at least ${needed} shards of at most ${MAX_CHANGED_MODELS} models, but 'max-shards' is ${config.maxShards}; set 'max-shards: ${needed}' or narrow 'models'`,
  );
}

export async function runPlan(config: GateConfig, reporter: GateReporter): Promise<RunRecord> {
  const { since, baselineRef, top, baselineCommit, changes, dvcWarning } = await discoverChanges(config);
  if (dvcWarning) reporter.warning(dvcWarning);
  const planned = plannedOrder(changes.filter(measured).map((c) => c.path));
  const { count, needed } = shardCount(planned.length, config.maxShards);
  if (needed > config.maxShards) throw refused(planned.length, needed, config);
  const models: PlannedModel[] = await Promise.all(
    planned.map(async (path) => ({ path, bytes: await fileBytes(fromTop(top, path)) })),
  );
  const estimate = estimatePlan(models, count, config);
  const largest = Math.max(1, ...estimate.shards.map((s) => s.paths.length));
  const perModel = splitBudget(config.maxDurationMs, config.minDurationMs, largest).maxDurationMs;
  reporter.info(
    planned.length === 0
      ? `No .onnx model to measure changed since ${since}: the matrix is empty.`
      : `${planned.length} model(s) in ${count} shard(s): ${estimate.shards.map((s) => `${s.shard} ${s.paths.length}`).join(', ')}.`,
  );
  const changed = {
    since,
    baselineRef,
    globs: config.models,
    renamed: Object.entries(config.modelsRenamed).map(([path, basePath]) => ({ path, basePath })),
    maxDurationMs: config.maxDurationMs,
    perModelMs: perModel,
  };
  const plan = {
    shards: estimate.shards.map((s) => s.shard),
    maxShards: config.maxShards,
    planned,
    digest: planDigest(planned),
    models: estimate.models,
    estimatedSingleRunnerMs: estimate.singleRunnerMs,
    estimatedShardedMs: estimate.shardedMs,
  };
  return buildRun({
    id: config.id,
    label: config.label || describeEnvironment().label,
    shape: { kind: 'plan', changes: changed, plan },
    failOn: [],
    entries: changes.map((c) => ({
      path: c.path,
      status: c.status,
      basePath: c.basePath,
      pairedBy: c.pairedBy,
      record: null,
    })),
    git: await gitContext({ baselineCommit, pullRequest: config.comment.prNumber }),
  });
}
