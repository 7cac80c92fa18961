// Between-pair variance (docs/statistics.md, "Ratio interval"). Two onnxruntime sessions of one model differ
// systematically (memory placement, allocation, alignment), so a run's K session pairs each carry their own
// bias b_k on the log ratio. The stratified round bootstrap sees only the sampling spread within pairs; the
// pooled estimate also carries the mean of the K biases, variance τ²/K. This module estimates τ and widens
// the bootstrap interval by it.

import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { probit } from 'simple-statistics';
import { quantile } from './quantile.js';
import type { Metric, PerMetric, Round } from './types.js';
import { METRIC_LEVEL } from './bootstrap.js';

/** What is known about τ before the run: a standard deviation of the log ratio and its weight in pair-degrees of freedom. */
export interface BetweenPairPrior {
  sd: number;
  weight: number;
}

/**
 * Built-in prior: measured on the example MLP, session-to-session p50 differed by 0.1-0.35 % and p95 by up
 * to 4.7 %. It floors the run's own τ̂ (pairBiasMargin). The weight says how many pair-degrees of freedom
 * a calibration's τ rests on (calibration.ts); the built-in one rests on about one run's worth.
 */
export const DEFAULT_BETWEEN_PAIR: Readonly<PerMetric<BetweenPairPrior>> = {
  p50: { sd: 0.003, weight: 4 },
  p95: { sd: 0.02, weight: 4 },
};

export interface PairSpread {
  pairs: number;
  /** Per pair, in pair order: quantile of its candidate calls / quantile of its baseline calls. */
  ratios: number[];
  /** Standard deviation of the bootstrap log-ratio replicates: the within-pair sampling spread of the estimate. */
  withinSd: number;
  /** τ̂ = √max(0, S² − K·withinSd²) from this run's pairs; null with one pair (it cannot be seen). */
  betweenSdInRun: number | null;
  /**
   * τ used: max(τ̂, τ₀) with MIN_PAIRS_FOR_SPREAD pairs or more; with fewer, max(τ̂, τ₀, unseen), because
   * one or two pairs cannot show τ (pairBiasMargin).
   */
  betweenSd: number;
}

/**
 * The bootstrap's small-sample correction: resampling n rounds from n rounds gives a spread biased low by
 * √((n − 1)/n), and a stratified draw has that bias in every pair. With 8 pairs and 28 rounds (3.5 a pair,
 * seen at a 15 s budget under load) the interval was ~15 % too narrow and called an A/A p95 a regression.
 * The factor √(n_h/(n_h − 1)), n_h the harmonic mean of the rounds per pair, undoes it; it is within 3 %
 * of 1 from 20 rounds a pair. Infinite when a pair has a single round (its spread cannot be seen at all).
 */
export function smallSampleFactor(strata: readonly Int32Array[]): number {
  const harmonic = strata.length / strata.reduce((sum, s) => sum + 1 / s.length, 0);
  return harmonic > 1 ? Math.sqrt(harmonic / (harmonic - 1)) : Number.POSITIVE_INFINITY;
}

/** Stretches each end's log distance from the estimate by `factor`. */
export function stretchInterval(ratio: number, ci: [number, number], factor: number): [number, number] {
  return [ratio * (ci[0] / ratio) ** factor, ratio * (ci[1] / ratio) ** factor];
}

/** Each arm's calls in one pair: the rounds `members` (indexes into `rounds`) put together. */
export function pairCalls(rounds: readonly Round[], members: Int32Array): { baseline: number[]; candidate: number[] } {
  const baseline: number[] = [];
  const candidate: number[] = [];
  for (const r of members) {
    const round = rounds[r] as Round;
    baseline.push(...round.baseline);
    candidate.push(...round.candidate);
  }
  return { baseline, candidate };
}

/** Ratio per pair at the metric's quantile (candidate / baseline), pairs numbered as in `strata`. */
export function pairRatios(rounds: readonly Round[], strata: readonly Int32Array[], metric: Metric): number[] {
  const level = METRIC_LEVEL[metric];
  return strata.map((members) => {
    const { baseline, candidate } = pairCalls(rounds, members);
    return quantile(candidate, level) / quantile(baseline, level);
  });
}

export function pairSpread(
  ratios: number[],
  sortedReplicates: Float64Array,
  prior: BetweenPairPrior,
  smallSample = 1,
  unseen = 0,
): PairSpread {
  const k = ratios.length;
  const withinSd = sdOf(Array.from(sortedReplicates, Math.log)) * smallSample;
  let inRun: number | null = null;
  if (k >= 2) {
    // E[S²] = τ² + (within-pair variance of one pair's estimate) ≈ τ² + K · withinSd², each pair holding 1/K of the calls.
    const s2 = sdOf(ratios.map(Math.log)) ** 2;
    inRun = Math.sqrt(Math.max(0, s2 - k * withinSd * withinSd));
  }
  const floor = k >= MIN_PAIRS_FOR_SPREAD ? prior.sd : Math.max(prior.sd, unseen);
  return { pairs: k, ratios, withinSd, betweenSdInRun: inRun, betweenSd: Math.max(inRun ?? 0, floor) };
}

/**
 * Fewer pairs than this cannot show the between-pair spread well enough to lean on it: with K − 1 = 1 degree
 * of freedom the t quantile is 64 (at 99 %). Such runs take τ from the prior, floored by UNSEEN_BETWEEN_PAIR.
 */
export const MIN_PAIRS_FOR_SPREAD = 3;

/**
 * The largest between-pair sd (log ratio) a run with fewer than MIN_PAIRS_FOR_SPREAD pairs must allow for when
 * no calibration says otherwise: two sessions of one model differing by 4 % (p50) or 6 % (p95) each, so a pair
 * by √2 times that. The decision simulation's worst session bias (docs/statistics.md, "Simulation suite"). A noise
 * profile's τ (measured over many pairs) replaces it.
 */
export const UNSEEN_BETWEEN_PAIR: Readonly<PerMetric<number>> = { p50: 0.04 * Math.SQRT2, p95: 0.06 * Math.SQRT2 };

/**
 * The half-width (log scale) the mean pair bias adds at `confidence`, which is the whole run's level: the K
 * pairs and their biases are the same at every look, so a bias beyond this bound is one event for the run,
 * not one per look, and needs no share of the Bonferroni split (docs/statistics.md, "Ratio interval").
 * - K ≥ MIN_PAIRS_FOR_SPREAD: t quantile with K − 1 degrees of freedom on τ = max(τ̂, τ₀), the run's own
 *   spread floored by the prior: a t, not a normal quantile, because τ̂ comes from K pairs only.
 * - fewer pairs: the normal quantile on τ = max(τ₀, unseen, τ̂) (pairSpread): the prior, floored by what a
 *   run that cannot see τ must allow for (UNSEEN_BETWEEN_PAIR unless calibrated).
 */
export function pairBiasMargin(spread: PairSpread, confidence: number): number {
  const k = spread.pairs;
  const upper = 1 - (1 - confidence) / 2;
  const quantile = k >= MIN_PAIRS_FOR_SPREAD ? studentQuantile(upper, k - 1) : probit(upper);
  return (quantile * spread.betweenSd) / Math.sqrt(k);
}

/**
 * The bootstrap interval widened by the mean pair bias: each end's log distance d from the estimate becomes
 * √(d² + margin²). Adding in quadrature per side keeps the bootstrap's asymmetry; the two variances add
 * because the biases are independent of the sampling noise.
 */
export function widenInterval(ratio: number, ci: [number, number], margin: number): [number, number] {
  const down = Math.max(0, Math.log(ratio / ci[0]));
  const up = Math.max(0, Math.log(ci[1] / ratio));
  return [ratio * Math.exp(-Math.hypot(down, margin)), ratio * Math.exp(Math.hypot(up, margin))];
}

function sdOf(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
}
