// The parts of a run record that only sharded runs have (docs/record.md, "shard and plan"): a plan's `plan` section (the
// matrix it chose and its estimate) and a shard's `shard` section (which share it measured, out of which whole
// list). Report mode reads them from untrusted records: every list is bounded, and the completeness check
// (src/shards/completeness.ts) recomputes what they claim rather than trusting it.
import { z } from 'zod';

const PATH = 4096;
/** The most models a plan may hold: `max-shards` at most 64, 10 models each (src/bench/budget.ts). */
export const MAX_PLANNED = 640;
export const MAX_SHARDS = 64;

const planned = z.array(z.string().max(PATH)).max(MAX_PLANNED);
const digest = z.string().regex(/^sha256:[0-9a-f]{64}$/);

export const shardSectionSchema = z.object({
  /** This job's place in the matrix, 1-based: shard 2 of 4. */
  index: z.number().int().positive().max(MAX_SHARDS),
  count: z.number().int().positive().max(MAX_SHARDS),
  /** The models this shard was given, in plan order. */
  assigned: planned,
  /** Every model of the plan, in plan order, as this shard found them. */
  planned,
  /** The digest of `planned` (src/shards/partition.ts, planDigest). */
  digest,
});

export const planSectionSchema = z.object({
  /** The matrix values, ["1/4", …, "4/4"]; empty when nothing is to be measured. */
  shards: z.array(z.string().max(16)).max(MAX_SHARDS),
  maxShards: z.number().int().positive().max(MAX_SHARDS),
  planned,
  digest,
  /** Each model's estimate as its shard will run it. */
  models: z
    .array(
      z.object({
        path: z.string().max(PATH),
        bytes: z.number().int().nonnegative(),
        shard: z.string().max(16),
        estimatedMs: z.number().finite(),
      }),
    )
    .max(MAX_PLANNED),
  /** All models on one runner, one after another, ms. */
  estimatedSingleRunnerMs: z.number().finite(),
  /** The longest shard, ms: the matrix's wall time when its jobs run at once. */
  estimatedShardedMs: z.number().finite(),
});

export type ShardSection = z.infer<typeof shardSectionSchema>;
export type PlanSection = z.infer<typeof planSectionSchema>;
