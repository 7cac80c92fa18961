// Leave one session pair out (docs/statistics.md, "Ratio interval"). The pooled quantile's ratio is recomputed
// with each pair's calls left out; how far those K estimates scatter is the delete-a-group jackknife's estimate
// of the pooled ratio's whole spread, the pairs' biases and their sampling noise together, weighted as the
// pooled quantile really weighs the pairs. One outlier session moves its own leave-out estimate as far as it
// moves the pooled one, so the t interval built on it cannot clear 1 because of that session alone: its
// estimate divided by its standard error stays near 1 however far out the session is. That is what the
// bootstrap (within pairs) and the random-effects τ̂ (which a pair's own noisy p95 can hide) cannot promise.
//
// The leave-outs are Harrell-Davis quantiles, not the gate's single observed call (quantile.ts): the jackknife
// holds only for a statistic that moves smoothly as calls are removed. A single order statistic jumps where
// calls are sparse, and p95 often lies just there, between the model's own calls and a runner's slow episodes,
// so one pair's leave-out could jump by several percent and the floor with it from one look to the next
// (decision 0126).
import betainc from '@stdlib/math-base-special-betainc';
import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { METRIC_LEVEL } from './bootstrap.js';
import type { PooledArm, PooledRounds } from './pool.js';
import { at } from './quantile.js';
import type { Metric } from './types.js';

/** Beta weights this many of their standard deviations either side of p · n hold all but a negligible share. */
const HD_WINDOW_SDS = 8;

/**
 * Harrell-Davis quantile of an ascending array: the order statistics weighted by the Beta((n + 1)p,
 * (n + 1)(1 − p)) mass over each one's (i/n, (i + 1)/n], summed over the window where that mass lives.
 */
export function harrellDavis(sorted: ArrayLike<number>, level: number): number {
  const n = sorted.length;
  if (n === 1) return at(sorted, 0);
  const a = level * (n + 1);
  const b = (1 - level) * (n + 1);
  const half = Math.ceil(HD_WINDOW_SDS * Math.sqrt(level * (1 - level) * n)) + 2;
  const lo = Math.max(0, Math.floor(level * n) - half);
  const hi = Math.min(n, Math.ceil(level * n) + half);
  let below = betainc(lo / n, a, b);
  const first = below;
  let sum = 0;
  for (let i = lo; i < hi; i++) {
    const upTo = betainc((i + 1) / n, a, b);
    sum += (upTo - below) * at(sorted, i);
    below = upTo;
  }
  return sum / (below - first);
}

/** One arm's calls in ascending order, leaving out the calls of pair `leftOut`. */
function callsWithout(arm: PooledArm, pairOf: Int32Array, leftOut: number, kept: number): Float64Array {
  const values = new Float64Array(kept);
  let j = 0;
  for (let i = 0; i < arm.values.length; i++) {
    if (pairOf[at(arm.roundOf, i)] !== leftOut) values[j++] = at(arm.values, i);
  }
  return values;
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
      harrellDavis(callsWithout(pooled[side], pairOf, pair, pooled[side].values.length - calls[side][pair]!), level);
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
