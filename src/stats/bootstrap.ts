// Round bootstrap of quantile ratios. A replicate draws whole rounds with replacement within each session
// pair (stratified: every pair keeps its number of rounds, so a replicate never over-weights one pair's
// systematic bias; the between-pair variance is added separately, pairs.ts), pools the calls of the drawn rounds per arm and takes
// quantile(candidate) / quantile(baseline). Both arms share the weights: a round's two blocks ran under
// the same machine conditions, and keeping them together is what lets the interval ignore drift.
//
// Speed: each arm is sorted once, remembering each call's round. For each quantile we also remember,
// per round, how many of its calls sit at or below the full-sample quantile (the "anchor"). A replicate's
// cumulative weight at the anchor is then one pass over the rounds, and its weighted quantile is a short
// walk from the anchor, because replicate quantiles land near the full-sample one. Exactly equal to pooling
// the drawn calls and sorting them (see quantile.ts for the definition), at O(rounds + walk) per replicate.

import { bimodalityCoefficient } from './shape.js';
import { createRng } from './prng.js';
import type { PooledArm, PooledRounds } from './pool.js';
import { at, quantileOfSorted, quantileRank } from './quantile.js';
import type { Metric, PerMetric } from './types.js';
import { MIN_TAIL_REPLICATES } from './policy.js';

export const METRIC_LEVEL: Readonly<PerMetric<number>> = { p50: 0.5, p95: 0.95 };

export interface BootstrapOptions {
  confidence: number;
  resamples: number;
  seed: number;
}

export interface RatioInterval {
  metric: Metric;
  baseline: number;
  candidate: number;
  ratio: number;
  ci: [number, number];
  confidence: number;
  /** Replicates actually drawn: max(requested, what the tails need at this confidence). */
  resamples: number;
  seed: number;
  /** Bimodality coefficient of the replicate log-ratios (> 5/9 suggests more than one mode). */
  bimodality: number;
}

export function replicatesNeeded(confidence: number, requested: number): number {
  if (!(confidence > 0 && confidence < 1)) throw new Error(`confidence must be in (0, 1), got ${confidence}`);
  const tail = (1 - confidence) / 2;
  return Math.max(Math.ceil(requested), Math.ceil(MIN_TAIL_REPLICATES / tail - 1e-9));
}

interface Anchor {
  level: number;
  index: number;
  /** Per round: calls at sorted positions ≤ index. */
  countBelow: Int32Array;
}

function anchorAt(arm: PooledArm, level: number): Anchor {
  const index = quantileRank(level, arm.values.length) - 1;
  const countBelow = new Int32Array(arm.callsPerRound.length);
  for (let i = 0; i <= index; i++) countBelow[at(arm.roundOf, i)]! += 1;
  return { level, index, countBelow };
}

/** Calls in the arm when each round counts `weights[round]` times; shared by every quantile of a replicate. */
function weightedCount(perRound: Int32Array, weights: Int32Array): number {
  // No skip for zero weights: about a third of rounds are undrawn at random, and the unpredictable branch
  // costs more than the multiplications it saves.
  let sum = 0;
  for (let r = 0; r < weights.length; r++) sum += at(weights, r) * at(perRound, r);
  return sum;
}

/**
 * Type-1 quantile of the arm with each round's calls counted `weights[round]` times; `total` is
 * weightedCount(arm.callsPerRound, weights).
 */
function weightedQuantile(arm: PooledArm, anchor: Anchor, weights: Int32Array, total: number): number {
  let cum = weightedCount(anchor.countBelow, weights);
  const k = quantileRank(anchor.level, total);
  let i = anchor.index;
  // Invariant: cum = total weight of sorted positions 0..i. Find the smallest i with cum ≥ k.
  if (cum >= k) {
    while (i > 0 && cum - at(weights, at(arm.roundOf, i)) >= k) cum -= at(weights, at(arm.roundOf, i--));
  } else {
    while (cum < k) cum += at(weights, at(arm.roundOf, ++i));
  }
  return at(arm.values, i);
}

/** Replicate ratios for several metrics from the same draws of rounds. */
export function bootstrapRatios(
  pooled: PooledRounds,
  metrics: readonly Metric[],
  resamples: number,
  seed: number,
): Map<Metric, Float64Array> {
  const rng = createRng(seed);
  const anchors = metrics.map((metric) => ({
    metric,
    baseline: anchorAt(pooled.baseline, METRIC_LEVEL[metric]),
    candidate: anchorAt(pooled.candidate, METRIC_LEVEL[metric]),
    ratios: new Float64Array(resamples),
  }));
  const weights = new Int32Array(pooled.rounds);
  for (let b = 0; b < resamples; b++) {
    rng.resampleWithin(weights, pooled.strata);
    const baselineCalls = weightedCount(pooled.baseline.callsPerRound, weights);
    const candidateCalls = weightedCount(pooled.candidate.callsPerRound, weights);
    for (const a of anchors) {
      a.ratios[b] =
        weightedQuantile(pooled.candidate, a.candidate, weights, candidateCalls) /
        weightedQuantile(pooled.baseline, a.baseline, weights, baselineCalls);
    }
  }
  return new Map(anchors.map((a) => [a.metric, a.ratios.sort()]));
}

export function summarizeReplicates(
  pooled: PooledRounds,
  metric: Metric,
  sortedReplicates: Float64Array,
  options: BootstrapOptions,
): RatioInterval {
  const level = METRIC_LEVEL[metric];
  const baseline = quantileOfSorted(pooled.baseline.values, level);
  const candidate = quantileOfSorted(pooled.candidate.values, level);
  const tail = (1 - options.confidence) / 2;
  return {
    metric,
    baseline,
    candidate,
    ratio: candidate / baseline,
    ci: [quantileOfSorted(sortedReplicates, tail), quantileOfSorted(sortedReplicates, 1 - tail)],
    confidence: options.confidence,
    resamples: sortedReplicates.length,
    seed: options.seed,
    bimodality: bimodalityCoefficient(Array.from(sortedReplicates, Math.log)),
  };
}
