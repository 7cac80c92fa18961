// Serial correlation between rounds (docs/statistics.md, "Ratio interval"). The round bootstrap draws rounds
// as if each were independent of the next. Noise that lasts longer than a round and differs between the arms
// (one arm's session drifting on its own, a share of slow calls that rises and falls) makes neighbouring rounds
// alike, and the bootstrap's interval is then too narrow by the factor that correlation adds to the variance.
//
// The pooled quantile is, to first order, a sum over rounds: round r moves an arm's log quantile by
// −(calls of r at or below it − level · calls of r) / (N · g), g the density of the log call times there. Each
// round's score is the candidate's such term less the baseline's, centred within its session pair (the
// bootstrap's strata; the pairs' own biases have their own margin). Batch means on these scores in time order
// compare the variance of sums over consecutive rounds with the variance the bootstrap assumes: the ratio is
// about 1 for independent rounds and grows with the correlation's reach.

import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { probit } from 'simple-statistics';
import { METRIC_LEVEL } from './bootstrap.js';
import type { PooledArm, PooledRounds } from './pool.js';
import { SERIAL_BATCHES, SERIAL_DENSITY_BAND, SERIAL_SIGNIFICANCE } from './policy.js';
import { at, quantileRank } from './quantile.js';
import type { Metric } from './types.js';

/**
 * 1 / (N · g): how far one call's side of the quantile moves the arm's log quantile. g is estimated by the
 * difference quotient of the sorted log call times over ±SERIAL_DENSITY_BAND around the level; undefined when
 * the calls there tie (a coarse timer), where the weight cannot be told.
 */
function callWeight(arm: PooledArm, level: number): number | undefined {
  const n = arm.values.length;
  const lo = quantileRank(Math.max(0, level - SERIAL_DENSITY_BAND), n) - 1;
  const hi = quantileRank(Math.min(1, level + SERIAL_DENSITY_BAND), n) - 1;
  const span = Math.log(at(arm.values, hi) / at(arm.values, lo));
  if (!(span > 0) || hi <= lo) return undefined;
  // g = (hi − lo) / (n · span), so 1 / (n · g) = span / (hi − lo).
  return span / (hi - lo);
}

/** Per round: calls at or below the arm's pooled quantile, less the level's share of the round's calls. */
function roundSides(arm: PooledArm, level: number, rounds: number): Float64Array {
  const below = new Float64Array(rounds);
  const k = quantileRank(level, arm.values.length);
  for (let i = 0; i < k; i++) below[at(arm.roundOf, i)]! += 1;
  for (let r = 0; r < rounds; r++) below[r]! -= level * at(arm.callsPerRound, r);
  return below;
}

/**
 * Each round's first-order share of the pooled log ratio, centred within its session pair, in round order;
 * undefined when a density cannot be estimated.
 */
export function roundScores(pooled: PooledRounds, metric: Metric): Float64Array | undefined {
  const level = METRIC_LEVEL[metric];
  const wc = callWeight(pooled.candidate, level);
  const wb = callWeight(pooled.baseline, level);
  if (wc === undefined || wb === undefined) return undefined;
  const c = roundSides(pooled.candidate, level, pooled.rounds);
  const b = roundSides(pooled.baseline, level, pooled.rounds);
  const scores = new Float64Array(pooled.rounds);
  for (let r = 0; r < pooled.rounds; r++) scores[r] = wb * at(b, r) - wc * at(c, r);
  for (const members of pooled.strata) {
    let mean = 0;
    for (const r of members) mean += at(scores, r);
    mean /= members.length;
    for (const r of members) scores[r]! -= mean;
  }
  return scores;
}

/**
 * The batch-means variance ratio: the scores summed over `batches` runs of consecutive rounds, Σ S_b², against
 * Σ s_r², scaled so that independent rounds give about 1 (χ²(B − 1) / (B − 1)). 1 with too few rounds.
 */
export function batchVarianceRatio(scores: ArrayLike<number>, batches: number): number {
  const n = scores.length;
  if (batches < 2 || n < 2 * batches) return 1;
  let single = 0;
  for (let r = 0; r < n; r++) single += at(scores, r) ** 2;
  if (!(single > 0)) return 1;
  let summed = 0;
  for (let b = 0; b < batches; b++) {
    let sum = 0;
    for (let r = Math.floor((b * n) / batches); r < Math.floor(((b + 1) * n) / batches); r++) sum += at(scores, r);
    summed += sum * sum;
  }
  return ((summed / single) * batches) / (batches - 1);
}

/**
 * The factor the round bootstrap's spread is stretched by for serial correlation, at two-sided `confidence`.
 * With B batches the batch means give the classical interval t(B − 1) · √(Σ S_b² / (B − 1)), which is
 * √F · t(B − 1) / z times the bootstrap's z · √(Σ s_r²): the t quantile carries the batch ratio's own
 * uncertainty, which with few batches is large. The largest such factor among the batch counts whose F is
 * past the independent rounds' χ² quantile at SERIAL_SIGNIFICANCE split over the batch counts; 1 when none is:
 * the test keeps independent rounds' intervals as they were, while where the rounds are correlated F is far past it.
 */
export function serialStretch(scores: ArrayLike<number> | undefined, confidence: number): number {
  if (!scores) return 1;
  const upper = 1 - (1 - confidence) / 2;
  let worst = 1;
  for (const batches of SERIAL_BATCHES) {
    const ratio = batchVarianceRatio(scores, batches);
    if (ratio <= chiSquareMeanQuantile(1 - SERIAL_SIGNIFICANCE / SERIAL_BATCHES.length, batches - 1)) continue;
    worst = Math.max(worst, (Math.sqrt(ratio) * studentQuantile(upper, batches - 1)) / probit(upper));
  }
  return worst;
}

/** The p-quantile of χ²(df) / df by Wilson and Hilferty's cube: within 1 % of the exact one from 3 degrees of freedom. */
export function chiSquareMeanQuantile(p: number, df: number): number {
  const v = 2 / (9 * df);
  return (1 - v + probit(p) * Math.sqrt(v)) ** 3;
}
