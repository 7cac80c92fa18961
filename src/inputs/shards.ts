import { invalidInput, UserError } from '../errors.js';

// The settings of a sharded run (docs/workflows.md, "Sharded changed models"): `mode: plan` chooses the shards,
// `shard: i/n` is one job's place in the matrix, `max-shards` caps how many jobs a plan may start.

/** A GitHub Actions matrix holds at most 256 jobs; 64 shards of 10 models is far past any pull request. */
export const MAX_SHARD_COUNT = 64;

/** One job's share of the changed models; 1-based. */
export interface ShardSetting {
  index: number;
  count: number;
}

/** '2/4' → shard 2 of 4; '' → not sharded. */
export function parseShard(raw: string): ShardSetting | undefined {
  const text = raw.trim();
  if (!text) return undefined;
  const match = /^(\d{1,3})\s*\/\s*(\d{1,3})$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || index < 1 || count < 1 || index > count || count > MAX_SHARD_COUNT)
    throw invalidInput(
      'shard',
      `this job's place in the plan's matrix, like '2/4' (1 to ${MAX_SHARD_COUNT} shards)`,
      raw,
    );
  return { index, count };
}

export function parseMaxShards(raw: string): number {
  const text = raw.trim();
  if (!/^\d{1,3}$/.test(text) || Number(text) < 1 || Number(text) > MAX_SHARD_COUNT)
    throw invalidInput('max-shards', `a whole number from 1 to ${MAX_SHARD_COUNT} like '4'`, raw);
  return Number(text);
}

/** What a plan and a shard need: the changed models, so a ref to compare with; a shard runs only as a gate. */
export function checkShardSettings(raw: {
  mode: string;
  shard: ShardSetting | undefined;
  changedSince: string | undefined;
}): void {
  if (raw.mode === 'plan' && !raw.changedSince)
    throw new UserError(
      "'mode: plan' splits the models changed since a ref: set 'changed-since' (on a pull_request event it defaults to the PR's base commit)",
    );
  if (raw.shard && raw.mode !== 'gate')
    throw new UserError(
      `'shard' measures one share of the changed models in 'mode: gate', not 'mode: ${raw.mode}'; remove 'shard' or set 'mode: gate'`,
    );
  if (raw.shard && !raw.changedSince)
    throw new UserError(
      "'shard' measures one share of the changed models: set 'changed-since' (on a pull_request event it defaults to the PR's base commit), or remove 'shard' to gate one 'candidate'",
    );
}
