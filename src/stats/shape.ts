// Shape checks that decide whether an interval can be trusted at all: interference-hit calls in an arm,
// and more than one mode in a bootstrap distribution.

import { median as middle, medianAbsoluteDeviation, sampleKurtosis, sampleSkewness } from 'simple-statistics';
import { quantile } from './quantile.js';
import type { Round } from './types.js';
import { INTERFERENCE_ROBUST_SIGMAS, INTERFERENCE_MIN_FACTOR } from './policy.js';

export interface InterferenceReport {
  median: number;
  /** Calls above this (µs) count as interference-hit. */
  bound: number;
  hits: number;
  /** hits / calls. */
  share: number;
  /** Hits in each round (roundInterference only): where they fall tells interference from a model's tail (tail.ts). */
  hitsPerRound?: Int32Array;
}

/**
 * Median and MAD come from simple-statistics (quickselect, no full sort; interpolated median): any robust
 * centre and spread serve a bound this coarse, and a sort of 300,000 calls per arm would cost more than
 * the whole bootstrap.
 */
export function interference(calls: readonly number[], timerResolutionUs = 0): InterferenceReport {
  const median = middle(calls);
  const madn = 1.4826 * medianAbsoluteDeviation(calls); // normal-consistent: estimates σ
  const bound =
    median + Math.max(INTERFERENCE_ROBUST_SIGMAS * madn, (INTERFERENCE_MIN_FACTOR - 1) * median, 2 * timerResolutionUs);
  let hits = 0;
  for (const t of calls) if (t > bound) hits++;
  return { median, bound, hits, share: hits / calls.length };
}

/**
 * Interference per arm, counted after removing round-to-round drift. A round that ran slow as a whole hit
 * both arms alike; interleaving already cancels it, so it is not what breaks a p95. What does is calls hit
 * one by one, at random, in one arm and not the other. Each call is divided by its round's drift factor,
 * the geometric mean of the two block medians relative to its typical value over rounds: the arms' own
 * levels cancel out of it (a 2× slower candidate does not raise it), and a single spike in a block of
 * three or more calls does not move a block median. With one-call blocks a spike inflates its round's
 * factor by its square root, so a 10× spike still stands out at ~3×.
 */
export function roundInterference(
  rounds: readonly Round[],
  timerResolutionUs = 0,
): { baseline: InterferenceReport; candidate: InterferenceReport } {
  const level = Float64Array.from(rounds, (round) =>
    Math.sqrt(quantile(round.baseline, 0.5) * quantile(round.candidate, 0.5)),
  );
  const typical = quantile(level, 0.5);
  const adjusted = (arm: 'baseline' | 'candidate'): number[] => {
    const calls: number[] = [];
    rounds.forEach((round, r) => {
      const factor = typical / (level[r] as number);
      for (const t of round[arm]) calls.push(t * factor);
    });
    return calls;
  };
  const report = (arm: 'baseline' | 'candidate'): InterferenceReport => {
    const calls = adjusted(arm);
    const result = interference(calls, timerResolutionUs);
    const hitsPerRound = new Int32Array(rounds.length);
    let next = 0;
    rounds.forEach((round, r) => {
      for (let c = 0; c < round[arm].length; c++) if ((calls[next++] as number) > result.bound) hitsPerRound[r]! += 1;
    });
    return { ...result, hitsPerRound };
  };
  return { baseline: report('baseline'), candidate: report('candidate') };
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
