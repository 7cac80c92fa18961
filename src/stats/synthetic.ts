// Synthetic rounds with known answers, for unit tests and gate-quality experiments. Call times are
// lognormal around each arm's median, every round shares one drift factor across both arms (what
// interleaving is for), each session pair has its own systematic bias per session, a share of calls can
// be a steady tail (spikes at random, at the same rate all run long) and some rounds can be hit by bursts
// of interference that slow calls of both arms.

import { createRng } from './prng.js';
import type { Round } from './types.js';

export interface SyntheticArm {
  /** Median call time (µs) before drift and spikes. */
  medianUs: number;
  /** σ of log call time: 0.05 is a quiet machine, 0.2 a noisy one. */
  sigma: number;
  /** Probability that a call is a spike: spread evenly over the run, like a model's own slow path. */
  spikeShare?: number;
  /** Factor applied to a spike. */
  spikeFactor?: number;
}

export interface SyntheticRoundsOptions {
  rounds: number;
  callsPerBlock: number;
  baseline: SyntheticArm;
  candidate: SyntheticArm;
  /** σ of the log drift factor shared by both blocks of a round (frequency changes, neighbours). */
  roundSigma?: number;
  /** Session pairs, rotated round by round (round r runs pair r mod pairs). Default 1. */
  pairs?: number;
  /** σ of each session's log bias (two sessions of one model differ systematically). Default 0. */
  sessionSigma?: number;
  /** Share of rounds hit by a burst of interference, and the share of their calls (either arm) slowed by `burstFactor`. */
  burstRounds?: number;
  burstCallShare?: number;
  burstFactor?: number;
  /** Which arms a burst slows: both (a neighbour's load) or the candidate only (a burst one arm caught). Default both. */
  burstArms?: 'both' | 'candidate';
  /** The candidate's log ratio moves linearly by this much from the first round to the last. */
  trend?: number;
  seed: number;
}

/** With equal σ, no spikes and no session bias, the true p50 and p95 ratios are both candidate.medianUs / baseline.medianUs. */
export function syntheticRounds(o: SyntheticRoundsOptions): Round[] {
  const rng = createRng(o.seed);
  const pairs = o.pairs ?? 1;
  const bias = Array.from({ length: pairs }, () => ({
    baseline: Math.exp((o.sessionSigma ?? 0) * rng.normal()),
    candidate: Math.exp((o.sessionSigma ?? 0) * rng.normal()),
  }));
  const block = (arm: SyntheticArm, factor: number, burstShare: number): number[] =>
    Array.from({ length: o.callsPerBlock }, () => {
      const spike = rng.next() < (arm.spikeShare ?? 0) ? (arm.spikeFactor ?? 10) : 1;
      const burst = rng.next() < burstShare ? (o.burstFactor ?? 5) : 1;
      return arm.medianUs * factor * Math.exp(arm.sigma * rng.normal()) * spike * burst;
    });
  return Array.from({ length: o.rounds }, (_, r): Round => {
    const pair = r % pairs;
    const drift = Math.exp((o.roundSigma ?? 0) * rng.normal());
    const trend = Math.exp(((o.trend ?? 0) * r) / Math.max(1, o.rounds - 1));
    const burstShare = rng.next() < (o.burstRounds ?? 0) ? (o.burstCallShare ?? 0.5) : 0;
    const order = rng.next() < 0.5 ? 'AB' : 'BA';
    const baseline = block(
      o.baseline,
      drift * (bias[pair]?.baseline ?? 1),
      o.burstArms === 'candidate' ? 0 : burstShare,
    );
    const candidate = block(o.candidate, drift * trend * (bias[pair]?.candidate ?? 1), burstShare);
    return { order, baseline, candidate, pair };
  });
}
