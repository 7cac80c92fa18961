// Leave one session pair out (docs/statistics.md, "Ratio interval"). The pooled quantile's ratio is recomputed
// with each pair's calls left out; how far those K estimates scatter is the delete-a-group jackknife's estimate
// of the pooled ratio's whole spread, the pairs' biases and their sampling noise together, weighted as the
// pooled quantile really weighs the pairs. One outlier session moves its own leave-out estimate as far as it
// moves the pooled one, so the t interval built on it cannot clear 1 because of that session alone: its
// estimate divided by its standard error stays near 1 however far out the session is. That is what the
// bootstrap (within pairs) and the random-effects τ̂ (which a pair's own noisy p95 can hide) cannot promise.

import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { METRIC_LEVEL } from './bootstrap.js';
import type { PooledArm, PooledRounds } from './pool.js';
import { quantileRank } from './quantile.js';
import type { Metric } from './types.js';

/** The pooled quantile at `level` of one arm's calls, leaving out the calls of pair `leftOut`. */
function quantileWithout(arm: PooledArm, pairOf: Int32Array, leftOut: number, kept: number, level: number): number {
  const rank = quantileRank(level, kept);
  let seen = 0;
  for (let i = 0; i < arm.values.length; i++) {
    if (pairOf[arm.roundOf[i] as number] === leftOut) continue;
    seen += 1;
    if (seen === rank) return arm.values[i] as number;
  }
  return arm.values[arm.values.length - 1] as number;
}

/**
 * The leave-one-pair-out log ratios of `metric`'s pooled quantiles, one per pair, in pair order (the strata's).
 * Empty with fewer than two pairs.
 */
export function leaveOnePairOut(pooled: PooledRounds, metric: Metric): number[] {
  const k = pooled.strata.length;
  if (k < 2) return [];
  const pairOf = new Int32Array(pooled.rounds);
  pooled.strata.forEach((members, pair) => members.forEach((r) => (pairOf[r] = pair)));
  const callsOf = (arm: PooledArm) => {
    const calls = new Float64Array(k);
    pooled.strata.forEach((members, pair) => members.forEach((r) => (calls[pair]! += arm.callsPerRound[r] as number)));
    return calls;
  };
  const calls = { baseline: callsOf(pooled.baseline), candidate: callsOf(pooled.candidate) };
  const level = METRIC_LEVEL[metric];
  return pooled.strata.map((_, pair) => {
    const without = (side: 'baseline' | 'candidate') =>
      quantileWithout(pooled[side], pairOf, pair, pooled[side].values.length - calls[side][pair]!, level);
    return Math.log(without('candidate') / without('baseline'));
  });
}

/** The delete-a-group jackknife's standard error of the log ratio: √((K − 1)/K · Σ (θ₍ₖ₎ − θ̄)²). */
export function jackknifeSe(leaveOut: readonly number[]): number {
  const k = leaveOut.length;
  if (k < 2) return 0;
  const mean = leaveOut.reduce((a, x) => a + x, 0) / k;
  return Math.sqrt(((k - 1) / k) * leaveOut.reduce((a, x) => a + (x - mean) ** 2, 0));
}

/**
 * The least half-width (log scale) the pairs allow: t(df) · SE_jack at `confidence`, two-sided. `df` is the
 * pairs' worth less one (roundsBalancedPairs − 1, at least 1): the jackknife rests on K pairs, not on their
 * calls, and with few of them its SE is itself uncertain. 0 with fewer than `minPairs` pairs, where it cannot
 * be trusted and the prior's margin stands in (session-pairs.ts, pairBiasMargin).
 */
export function leaveOneOutFloor(
  leaveOut: readonly number[],
  confidence: number,
  df: number,
  minPairs: number,
): number {
  if (leaveOut.length < minPairs) return 0;
  return studentQuantile(1 - (1 - confidence) / 2, Math.max(1, df)) * jackknifeSe(leaveOut);
}
