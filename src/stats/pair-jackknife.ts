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

/** Harrell-Davis weights of the order statistics from `lo` on, normalized; every other one weighs nothing. */
interface HdWeights {
  lo: number;
  weights: Float64Array;
}

/**
 * The order statistics of `n` calls weighted by the Beta((n + 1)p, (n + 1)(1 − p)) mass over each one's
 * (i/n, (i + 1)/n], over the window where that mass lives. They depend on `n` and `level` only, so the pairs of
 * one generation, which leave out as many calls each, share them.
 */
function hdWeights(n: number, level: number): HdWeights {
  const a = level * (n + 1);
  const b = (1 - level) * (n + 1);
  const half = Math.ceil(HD_WINDOW_SDS * Math.sqrt(level * (1 - level) * n)) + 2;
  const lo = Math.max(0, Math.floor(level * n) - half);
  const hi = Math.min(n, Math.ceil(level * n) + half);
  const weights = new Float64Array(hi - lo);
  let below = betainc(lo / n, a, b);
  const first = below;
  for (let i = lo; i < hi; i++) {
    const upTo = betainc((i + 1) / n, a, b);
    weights[i - lo] = upTo - below;
    below = upTo;
  }
  for (let i = 0; i < weights.length; i++) weights[i]! /= below - first;
  return { lo, weights };
}

/** Harrell-Davis quantile of an ascending array. */
export function harrellDavis(sorted: ArrayLike<number>, level: number): number {
  const { lo, weights } = hdWeights(sorted.length, level);
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += at(weights, i) * at(sorted, lo + i);
  return sum;
}

/** The Harrell-Davis quantile of one arm's calls leaving out pair `leftOut`, read in place up to the window's end. */
function harrellDavisWithout(arm: PooledArm, pairOf: Int32Array, leftOut: number, hd: HdWeights): number {
  const end = hd.lo + hd.weights.length;
  let sum = 0;
  for (let i = 0, kept = 0; i < arm.values.length && kept < end; i++) {
    if (pairOf[at(arm.roundOf, i)] === leftOut) continue;
    if (kept >= hd.lo) sum += at(hd.weights, kept - hd.lo) * at(arm.values, i);
    kept += 1;
  }
  return sum;
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
  const weightsFor = new Map<number, HdWeights>();
  const weightsOf = (kept: number) => {
    const known = weightsFor.get(kept) ?? hdWeights(kept, level);
    weightsFor.set(kept, known);
    return known;
  };
  return pooled.strata.map((_, pair) => {
    const without = (side: 'baseline' | 'candidate') =>
      harrellDavisWithout(pooled[side], pairOf, pair, weightsOf(pooled[side].values.length - calls[side][pair]!));
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
