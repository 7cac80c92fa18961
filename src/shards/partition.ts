import { createHash } from 'node:crypto';

// How the changed models of one pull request are split over the jobs of a GitHub Actions matrix
// (docs/workflows.md, "Sharded changed models"). Every shard computes the partition on its own runner from the
// same list, so it must follow from the list and the shard count alone: no clock, no file sizes, no order of
// arrival. The report recomputes it from the list a shard recorded to check that the shard measured its share.

/** One job's place in the matrix: `shard: 2/4` is `{ index: 2, count: 4 }` (1-based, as a person writes it). */
export interface ShardSpec {
  index: number;
  count: number;
}

/** The matrix value of a shard, as `strategy.matrix.shard` holds it and the `shard` input reads it. */
export function shardName(spec: ShardSpec): string {
  return `${spec.index}/${spec.count}`;
}

/** The planned models in the one order every shard uses: by path, compared by code unit, never by locale. */
export function plannedOrder(paths: readonly string[]): string[] {
  return [...new Set(paths)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * The models of each shard: the planned list in path order, cut into `count` consecutive runs whose sizes differ
 * by at most one. Counting models balances the shards' times because every model of a shard gets the same share
 * of `max-duration` (src/bench/budget.ts, splitBudget), which bounds its time; a file's size adds only its load.
 * Consecutive runs keep the plan stable: adding one model shifts each of the `count − 1` cut points by at most
 * one place, so at most `count − 1` other models change shard, and removing one does the same.
 */
export function partition(paths: readonly string[], count: number): string[][] {
  const ordered = plannedOrder(paths);
  const cut = (i: number) => Math.floor((i * ordered.length) / count);
  return Array.from({ length: count }, (_, i) => ordered.slice(cut(i), cut(i + 1)));
}

/** The models one shard measures. */
export function shardShare(paths: readonly string[], spec: ShardSpec): string[] {
  return partition(paths, spec.count)[spec.index - 1] ?? [];
}

/**
 * A digest of the whole planned list: two shards with the same digest planned the same models. Each path is
 * length-prefixed, so no two lists hash the same bytes (a path may hold any character but NUL).
 */
export function planDigest(paths: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of plannedOrder(paths)) hash.update(`${Buffer.byteLength(path)}:${path}\n`);
  return `sha256:${hash.digest('hex')}`;
}
