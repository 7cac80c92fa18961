import { UserError } from '../errors.js';
import type { ShardSetting } from '../inputs/shards.js';
import type { ChangedModel } from '../models/changed-model.js';
import type { ShardSection } from '../record/shard-section.js';
import { MAX_CHANGED_MODELS } from '../bench/budget.js';
import { planDigest, plannedOrder, shardName, shardShare } from '../shards/partition.js';

// One shard of a changed-models run (docs/workflows.md, "Sharded changed models"): the share of the measured
// models it gates, and the label its record carries so that the report can check it against the whole plan.

/** The shard's share of the models the run would measure, and the plan it belongs to. */
export function shardOf(measured: readonly ChangedModel[], setting: ShardSetting): ShardSection {
  const planned = plannedOrder(measured.map((c) => c.path));
  return {
    index: setting.index,
    count: setting.count,
    assigned: shardShare(planned, setting),
    planned,
    digest: planDigest(planned),
  };
}

/**
 * Whether this shard's record holds the change: a measured model of its share; the deleted and unchanged models,
 * which nobody measures, are listed by the first shard only, so the report lists them once.
 */
export function inShare(change: ChangedModel, share: ShardSection, index: number | undefined): boolean {
  if (change.status === 'deleted' || change.status === 'unchanged') return index === 1;
  return share.assigned.includes(change.path);
}

export function tooManyInShard(count: number, share: ShardSection): UserError {
  const needed = Math.ceil(share.planned.length / MAX_CHANGED_MODELS);
  return new UserError(
    `'shard: ${shardName(share)}' holds ${count} of ${share.planned.length} changed models, but one run gates at most ${MAX_CHANGED_MODELS}; plan at least ${needed} shards ('mode: plan' with 'max-shards: ${needed}') and pass its 'shards' output to the matrix`,
  );
}
