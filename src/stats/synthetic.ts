// Synthetic rounds with known answers, for unit tests and gate-quality experiments. Call times are
// lognormal around each arm's median, every round shares one drift factor across both arms (what
// interleaving is for), and a share of calls can be hit by interference spikes.

import { createRng } from './prng.js';
import type { Round } from './types.js';

export interface SyntheticArm {
  /** Median call time (µs) before drift and spikes. */
  medianUs: number;
  /** σ of log call time: 0.05 is a quiet machine, 0.2 a noisy one. */
  sigma: number;
  /** Probability that a call is hit by interference. */
  spikeShare?: number;
  /** Factor applied to a hit call. */
  spikeFactor?: number;
}

export interface SyntheticRoundsOptions {
  rounds: number;
  callsPerBlock: number;
  baseline: SyntheticArm;
  candidate: SyntheticArm;
  /** σ of the log drift factor shared by both blocks of a round (frequency changes, neighbours). */
  roundSigma?: number;
  seed: number;
}

/** With equal σ and no spikes, the true p50 and p95 ratios are both candidate.medianUs / baseline.medianUs. */
export function syntheticRounds(o: SyntheticRoundsOptions): Round[] {
  const rng = createRng(o.seed);
  const block = (arm: SyntheticArm, drift: number): number[] =>
    Array.from({ length: o.callsPerBlock }, () => {
      const spike = rng.next() < (arm.spikeShare ?? 0) ? (arm.spikeFactor ?? 10) : 1;
      return arm.medianUs * drift * Math.exp(arm.sigma * rng.normal()) * spike;
    });
  return Array.from({ length: o.rounds }, (): Round => {
    const drift = Math.exp((o.roundSigma ?? 0) * rng.normal());
    const order = rng.next() < 0.5 ? 'AB' : 'BA';
    const first = block(order === 'AB' ? o.baseline : o.candidate, drift);
    const second = block(order === 'AB' ? o.candidate : o.baseline, drift);
    return order === 'AB'
      ? { order, baseline: first, candidate: second }
      : { order, baseline: second, candidate: first };
  });
}
