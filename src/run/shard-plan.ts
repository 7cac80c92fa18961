import { lstat, readFile } from 'node:fs/promises';
import { UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import { fromTop } from '../models/changed-files.js';
import type { ChangedModel } from '../models/changed-model.js';
import { MAX_POINTER_BYTES, parseLfsPointer } from '../models/lfs-pointer.js';
import type { PlanSection } from '../record/shard-section.js';
import { MAX_CHANGED_MODELS } from '../bench/budget.js';
import { estimatePlan, shardCount, type PlannedModel } from '../shards/estimate.js';
import { planDigest, plannedOrder } from '../shards/partition.js';
import { measured } from './changed-entries.js';

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

/** The plan's section, the models in its largest shard (whose share each model gets), and the line that says it. */
export async function planSection(
  config: GateConfig,
  changes: readonly ChangedModel[],
  top: string,
): Promise<{ section: PlanSection; largest: number; said: string }> {
  const planned = plannedOrder(changes.filter(measured).map((c) => c.path));
  const { count, needed } = shardCount(planned.length, config.maxShards);
  if (needed > config.maxShards)
    throw new UserError(
      `${planned.length} changed models need at least ${needed} shards of at most ${MAX_CHANGED_MODELS} models, but 'max-shards' is ${config.maxShards}; set 'max-shards: ${needed}' or narrow 'models'`,
    );
  const models: PlannedModel[] = await Promise.all(
    planned.map(async (path) => ({ path, bytes: await fileBytes(fromTop(top, path)) })),
  );
  const estimate = estimatePlan(models, count, config);
  return {
    section: {
      shards: estimate.shards.map((s) => s.shard),
      maxShards: config.maxShards,
      planned,
      digest: planDigest(planned),
      models: estimate.models,
      estimatedSingleRunnerMs: estimate.singleRunnerMs,
      estimatedShardedMs: estimate.shardedMs,
    },
    largest: Math.max(1, ...estimate.shards.map((s) => s.paths.length)),
    said:
      planned.length === 0
        ? `No .onnx model to measure changed since ${config.changedSince ?? ''}: the matrix is empty.`
        : `${planned.length} model(s) in ${count} shard(s): ${estimate.shards.map((s) => `${s.shard} ${s.paths.length}`).join(', ')}.`,
  };
}
