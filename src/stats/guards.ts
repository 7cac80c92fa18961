// Conditions under which an interval is not trustworthy, whatever it says. Each one turns the metric's
// verdict into `inconclusive` with a reason; none can ever produce a regression (docs/design.md, "Guards"):
// when the runner is too noisy, the honest answer is inconclusive.

import { BIMODALITY_CUTOFF, type InterferenceReport } from './shape.js';
import type { Metric } from './types.js';
import { percentUp } from './verdict.js';

/**
 * Rounds needed before any metric can be decided. The interval resamples whole rounds, so it learns how
 * much rounds differ only from the rounds it has; with fewer than ~20 the percentile bootstrap is known to
 * under-cover (its spread is biased low by √((n−1)/n) and its tails are a handful of distinct values).
 * Rounds are short (a few calls per block), so 20 costs little even for slow models.
 */
export const MIN_ROUNDS = 20;

/**
 * Calls per arm before p95 can be decided: 400 puts 20 calls above the p95, the fewest from which the
 * tail's position is estimated at all (the order statistic's rank has a binomial standard deviation of
 * √(n · 0.05 · 0.95) ≈ 4.4 calls at n = 400, so the tail's top 20 calls still move it a lot).
 */
export const MIN_CALLS_P95 = 400;

/**
 * Interference-hit calls (shape.ts) break p95 in two ways. When they are 5 % or more of an arm's calls, the
 * p95 *is* interference: it measures the neighbours, not the model. Below that, hits that land evenly on
 * both arms sit above both p95s and cancel (interleaving is for exactly this), but an uneven share (one arm
 * caught a burst the other missed) moves one arm's p95 and not the other's: a gap of one percentage point
 * is a fifth of the 5 % tail, more than a p95 threshold can absorb.
 */
export const MAX_INTERFERENCE_SHARE = 0.05;
export const MAX_INTERFERENCE_GAP = 0.01;

export interface GuardContext {
  metric: Metric;
  rounds: number;
  callsPerArm: { baseline: number; candidate: number };
  interference: { baseline: InterferenceReport; candidate: InterferenceReport };
  /** Bimodality coefficient of the bootstrap log-ratios. */
  bimodality: number;
  ci: [number, number];
  noiseFloor: number;
}

/** Reasons the metric must be inconclusive; empty when the interval can be judged. */
export function guardReasons(c: GuardContext): string[] {
  const reasons: string[] = [];
  if (c.rounds < MIN_ROUNDS) {
    reasons.push(
      `only ${c.rounds} rounds; ${c.metric} needs at least ${MIN_ROUNDS}, because the interval resamples whole rounds and fewer cannot show how much rounds differ`,
    );
  }
  if (c.metric === 'p95') {
    const calls = Math.min(c.callsPerArm.baseline, c.callsPerArm.candidate);
    if (calls < MIN_CALLS_P95) {
      reasons.push(`only ${calls} calls per arm; p95 needs ${MIN_CALLS_P95}, so that at least 20 calls lie above it`);
    }
    for (const arm of ['baseline', 'candidate'] as const) {
      const hit = c.interference[arm];
      if (hit.share >= MAX_INTERFERENCE_SHARE) {
        reasons.push(
          `${percentUp(hit.share)} of ${arm} calls were hit by interference (slower than ${hit.bound.toFixed(1)} µs against a median of ${hit.median.toFixed(1)} µs, after removing round-to-round drift); at ${MAX_INTERFERENCE_SHARE * 100} % or more the p95 measures the interference, not the model: the runner is too noisy for the tail`,
        );
      }
    }
    const gap = Math.abs(c.interference.baseline.share - c.interference.candidate.share);
    if (reasons.length === 0 && gap >= MAX_INTERFERENCE_GAP) {
      reasons.push(
        `interference hit the arms unevenly (${percentUp(c.interference.baseline.share)} of baseline calls, ${percentUp(c.interference.candidate.share)} of candidate calls, slower than twice the median); a gap of ${MAX_INTERFERENCE_GAP * 100} point or more moves one p95 and not the other: the runner is too noisy for the tail`,
      );
    }
  }
  // Two modes mean the replicate quantile jumps between clusters of call times; a percentile interval then
  // spans a gap and its ends depend on which cluster a few draws hit. It matters only when the spread is
  // wider than the noise floor: two modes closer than that cannot change a verdict.
  const spread = c.ci[1] / c.ci[0] - 1;
  if (c.bimodality > BIMODALITY_CUTOFF && spread > c.noiseFloor) {
    reasons.push(
      `the bootstrap distribution of the ${c.metric} ratio has more than one mode (bimodality coefficient ${c.bimodality.toFixed(2)} > ${BIMODALITY_CUTOFF.toFixed(2)}): the ${c.metric} jumps between clusters of call times, so its interval cannot be trusted`,
    );
  }
  return reasons;
}
