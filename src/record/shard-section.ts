// The parts of a run record that only sharded runs have (docs/record.md, "shard and plan"): a plan's `plan` section (the
// matrix it chose and its estimate) and a shard's `shard` section (which share it measured, out of which whole
// list). Report mode reads them from untrusted records: every list is bounded, and the completeness check
// (src/shards/completeness.ts) recomputes what they claim rather than trusting it.
import { z } from 'zod';

const PATH = 4096;
/** The most models a plan may hold: `max-shards` at most 64, 10 models each (src/bench/budget.ts). */
export const MAX_PLANNED = 640;
export const MAX_SHARDS = 64;
/**
 * The rows one run record holds, four legs of the largest plan: a report of shards has a row per planned model
 * and leg, and refuses more up front (src/shards/report.ts). Since every shard holds at least one model, it is
 * also the most shard records, one per leg and shard, that a report can need.
 */
export const MAX_RUN_ENTRIES = 4 * MAX_PLANNED;

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

/**
 * The part of a shard's artifact name after the gate id: its label, its shard and the run attempt that uploaded
 * it. Artifact names are fixed when uploaded and unique within a run, so the report takes the attempt from here
 * rather than from the record inside.
 */
export function shardArtifactLabel(label: string, shard: { index: number; count: number }, attempt: number): string {
  return `${label}-shard-${shard.index}-of-${shard.count}-attempt-${attempt}`;
}

const SHARD_ARTIFACT = /-shard-(\d{1,3})-of-(\d{1,3})-attempt-(\d{1,6})$/;

/** What a carrier's name (an artifact, or the directory a download of one made) says about the shard inside. */
export function shardCarrier(name: string): { index: number; count: number; attempt: number } | undefined {
  const match = SHARD_ARTIFACT.exec(name);
  return match ? { index: Number(match[1]), count: Number(match[2]), attempt: Number(match[3]) } : undefined;
}

/** The name without its attempt: every attempt of one shard of one leg shares it. */
export function shardCarrierKey(name: string): string {
  return name.replace(/-attempt-\d{1,6}$/, '');
}
