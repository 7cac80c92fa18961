// Between-pair variance (docs/statistics.md, "Ratio interval"). Two onnxruntime sessions of one model differ
// systematically (memory placement, allocation, alignment), so a run's K session pairs each carry their own
// bias b_k on the log ratio. The stratified round bootstrap sees only the sampling spread within pairs; the
// pooled estimate also carries the mean of the K biases, variance τ²/K. This module estimates τ and widens
// the bootstrap interval by it.

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
 * to 4.7 %. The weight (4) is about one run's worth of pairs: a run with many pairs soon outweighs it, a run
 * with one pair leans on it entirely (it cannot see τ at all). A calibration replaces it (calibration.ts).
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
  /** τ used: ((w₀·τ₀² + (K − 1)·τ̂²) / (w₀ + K − 1))^½, the prior and the run pooled by their weights. */
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

/** Log ratio per pair at the metric's quantile, pairs numbered as in `strata`. */
export function pairRatios(rounds: readonly Round[], strata: readonly Int32Array[], metric: Metric): number[] {
  const level = METRIC_LEVEL[metric];
  return strata.map((members) => {
    const baseline: number[] = [];
    const candidate: number[] = [];
    for (const r of members) {
      const round = rounds[r] as Round;
      baseline.push(...round.baseline);
      candidate.push(...round.candidate);
    }
    return quantile(candidate, level) / quantile(baseline, level);
  });
}

export function pairSpread(
  ratios: number[],
  sortedReplicates: Float64Array,
  prior: BetweenPairPrior,
  smallSample = 1,
): PairSpread {
  const k = ratios.length;
  const withinSd = sdOf(Array.from(sortedReplicates, Math.log)) * smallSample;
  let inRun: number | null = null;
  if (k >= 2) {
    // E[S²] = τ² + (within-pair variance of one pair's estimate) ≈ τ² + K · withinSd², each pair holding 1/K of the calls.
    const s2 = sdOf(ratios.map(Math.log)) ** 2;
    inRun = Math.sqrt(Math.max(0, s2 - k * withinSd * withinSd));
  }
  const runWeight = k - 1;
  const pooledVariance = (prior.weight * prior.sd ** 2 + runWeight * (inRun ?? 0) ** 2) / (prior.weight + runWeight);
  return { pairs: k, ratios, withinSd, betweenSdInRun: inRun, betweenSd: Math.sqrt(pooledVariance) };
}

/**
 * The bootstrap interval widened by the mean pair bias: each end's log distance d from the estimate becomes
 * √(d² + (z · τ / √K)²), z the normal quantile of the interval's level. Adding in quadrature per side keeps
 * the bootstrap's asymmetry; the two variances add because the biases are independent of the sampling noise.
 */
export function widenInterval(
  ratio: number,
  ci: [number, number],
  confidence: number,
  spread: PairSpread,
): [number, number] {
  const extra = (probit(1 - (1 - confidence) / 2) * spread.betweenSd) / Math.sqrt(spread.pairs);
  const down = Math.max(0, Math.log(ratio / ci[0]));
  const up = Math.max(0, Math.log(ci[1] / ratio));
  return [ratio * Math.exp(-Math.hypot(down, extra)), ratio * Math.exp(Math.hypot(up, extra))];
}

function sdOf(values: number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
}
