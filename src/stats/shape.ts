// Shape checks that decide whether an interval can be trusted at all: interference-hit calls in an arm,
// and more than one mode in a bootstrap distribution.

import { sampleKurtosis, sampleSkewness } from 'simple-statistics';
import { medianAndMad } from './quantile.js';

/** Sarle's cut-off: a uniform distribution scores exactly 5/9; one normal scores 1/3; two separated modes → 1. */
export const BIMODALITY_CUTOFF = 5 / 9;

/**
 * A call is "interference-hit" when it is slower than median + max(5 robust σ, median / 2, 2 timer ticks).
 * 5 σ (σ = 1.4826 · MAD, consistent under normality) is far beyond an arm's own jitter; the median/2
 * floor keeps very tight arms (MAD of a tick or two) from flagging ordinary jitter, so only calls at least
 * 1.5× the median can count, which is what preemption, page faults and noisy neighbours produce.
 */
export const INTERFERENCE_ROBUST_SIGMAS = 5;
export const INTERFERENCE_MIN_FACTOR = 1.5;

export interface InterferenceReport {
  median: number;
  /** Calls above this (µs) count as interference-hit. */
  bound: number;
  hits: number;
  /** hits / calls. */
  share: number;
}

export function interference(sortedCalls: Float64Array, timerResolutionUs = 0): InterferenceReport {
  const { median, madn } = medianAndMad(sortedCalls);
  const bound =
    median +
    Math.max(INTERFERENCE_ROBUST_SIGMAS * madn, (INTERFERENCE_MIN_FACTOR - 1) * median, 2 * timerResolutionUs);
  // Ascending input: count from the top until a call is within the bound.
  let hits = 0;
  for (let i = sortedCalls.length - 1; i >= 0 && (sortedCalls[i] as number) > bound; i--) hits++;
  return { median, bound, hits, share: hits / sortedCalls.length };
}

/**
 * Sarle's bimodality coefficient, (g² + 1) / (κ + 3(n−1)² / ((n−2)(n−3))), from the bias-corrected sample
 * skewness g and excess kurtosis κ. Values above 5/9 suggest more than one mode (or a skew as strong as an
 * exponential's). A constant sample (no spread) scores 0: it has one mode.
 */
export function bimodalityCoefficient(values: number[]): number {
  const n = values.length;
  if (n < 4) return 0;
  const first = values[0];
  if (values.every((v) => v === first)) return 0;
  const g = sampleSkewness(values);
  const kappa = sampleKurtosis(values);
  const result = (g * g + 1) / (kappa + (3 * (n - 1) ** 2) / ((n - 2) * (n - 3)));
  return Number.isFinite(result) ? result : 0;
}
