// One quantile definition for every estimate the gate shows: the inverse of the empirical CDF (Hyndman and
// Fan type 1),
//   Q(p) = x_(k)  with  k = ceil(p · n), clamped to [1, n]   (x_(1) ≤ … ≤ x_(n)).
// It returns an observed call time (no interpolation), which makes the weighted form used by the round
// bootstrap exact: a round drawn w times contributes each of its calls w times, and the weighted quantile
// is the smallest x whose cumulative weight reaches ceil(p · total weight). So the summary's p95, the
// analysis point estimate and every bootstrap replicate are the same statistic. The leave-one-pair-out floor
// alone reads a smooth quantile (pair-jackknife.ts), because a jackknife needs one.

import type { LatencySummary } from './types.js';

/**
 * 1-based rank of the p-quantile among `count` observations. The small epsilon absorbs binary floating
 * error (0.95 · 1000 must be rank 950, not 951), far below one observation for any realistic count.
 */
export function quantileRank(p: number, count: number): number {
  if (!(p >= 0 && p <= 1)) throw new Error(`quantile level must be in [0, 1], got ${p}`);
  if (!(count >= 1)) throw new Error(`quantile needs at least one observation, got ${count}`);
  const k = Math.ceil(p * count - 1e-9);
  return Math.min(count, Math.max(1, k));
}

/** Type-1 quantile of an ascending array. */
export function quantileOfSorted(sorted: ArrayLike<number>, p: number): number {
  return at(sorted, quantileRank(p, sorted.length) - 1);
}

/** Type-1 quantile of unsorted samples (copies, never mutates). */
export function quantile(samples: ArrayLike<number>, p: number): number {
  return quantileOfSorted(sortedCopy(samples), p);
}

export function sortedCopy(samples: ArrayLike<number>): Float64Array {
  return Float64Array.from(samples).sort();
}

export function summarize(samples: ArrayLike<number>): LatencySummary {
  return summarizeSorted(sortedCopy(samples));
}

/** `summarize` for an already ascending array (the pooled arms are sorted once and reused). */
export function summarizeSorted(sorted: ArrayLike<number>): LatencySummary {
  if (sorted.length === 0) throw new Error('cannot summarize an empty set of call times');
  let sum = 0;
  for (let i = 0; i < sorted.length; i++) sum += at(sorted, i);
  return {
    count: sorted.length,
    mean: sum / sorted.length,
    p50: quantileOfSorted(sorted, 0.5),
    p95: quantileOfSorted(sorted, 0.95),
    p99: quantileOfSorted(sorted, 0.99),
    min: at(sorted, 0),
    max: at(sorted, sorted.length - 1),
  };
}

/** Indexed read for hot loops over typed arrays, where noUncheckedIndexedAccess would add `| undefined`. */
export function at(values: ArrayLike<number>, index: number): number {
  return values[index] as number;
}
