// Sessions that settle in different modes (docs/statistics.md, "Sessions in two modes"). Some models run in one
// of two speeds per session (a wake-word model: 36-38 µs a call in some sessions, 46-58 µs in others, decided
// by where its buffers landed). The pooled p50 of an arm is then the median of a mixture: it sits in whichever
// mode holds more of that arm's sessions and jumps a whole mode gap when one session changes sides. The round
// bootstrap resamples within sessions and never sees that jump, and the pair-bias margin is sized for the mean
// of the pair ratios, not for a quantile that flips between modes: A/A runs were called changes 7 % of the time.
// Then the p50 is estimated as the geometric mean of the per-pair ratios, with a t interval over the pairs,
// whose spread holds the modes and the sampling noise alike.

import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { quantile } from './quantile.js';
import { MIN_PAIRS_FOR_SPREAD, pairCalls } from './session-pairs.js';
import type { Round } from './types.js';

/**
 * The smallest gap between the modes (log scale, about 5 %) that counts: closer modes are within what session
 * biases and a threshold of a few percent already allow for.
 */
export const MODE_GAP = 0.05;

/** Two clusters of session medians, and which sessions of each arm settled in the slow one. */
export interface SessionModes {
  /** Median call time of the fast and of the slow sessions (µs). */
  fastUs: number;
  slowUs: number;
  /** Sessions per arm in the slow mode, of `sessions` each. */
  slow: { baseline: number; candidate: number };
  sessions: number;
}

/** The median call of each session: per pair, the baseline session's and the candidate session's. */
function sessionMedians(rounds: readonly Round[], strata: readonly Int32Array[]) {
  return strata.map((members) => {
    const { baseline, candidate } = pairCalls(rounds, members);
    return { baseline: quantile(baseline, 0.5), candidate: quantile(candidate, 0.5) };
  });
}

/** The widest gap between sorted log medians, when it is clean: MODE_GAP or more and twice either side's spread. */
function split(logs: number[]): { at: number; fast: number; slow: number } | undefined {
  const sorted = [...logs].sort((a, b) => a - b);
  let at = 0;
  let gap = 0;
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]! - sorted[i - 1]! > gap) [gap, at] = [sorted[i]! - sorted[i - 1]!, i];
  }
  const fast = sorted.slice(0, at);
  const slow = sorted.slice(at);
  const range = (side: number[]) => side[side.length - 1]! - side[0]!;
  if (at === 0 || gap < MODE_GAP || gap < 2 * Math.max(range(fast), range(slow))) return undefined;
  return { at: (sorted[at - 1]! + sorted[at]!) / 2, fast: centre(fast), slow: centre(slow) };
}

function centre(logs: number[]): number {
  return quantile(Float64Array.from(logs), 0.5);
}

/**
 * The two modes the sessions settled in, when they did: at least MIN_PAIRS_FOR_SPREAD pairs, and an arm whose
 * session medians split by a gap of MODE_GAP or more that is at least twice as wide as either side (so a spread
 * of session biases is not taken for modes). Each arm is split on its own, so a change between the arms is not
 * mistaken for modes (the baseline's sessions all fast and the candidate's all slow is a change: undefined).
 * Taking modes where there are none costs width, never safety: the pair-mean t interval holds either way.
 */
export function sessionModes(rounds: readonly Round[], strata: readonly Int32Array[]): SessionModes | undefined {
  if (strata.length < MIN_PAIRS_FOR_SPREAD) return undefined;
  const medians = sessionMedians(rounds, strata);
  const logs = {
    baseline: medians.map((m) => Math.log(m.baseline)),
    candidate: medians.map((m) => Math.log(m.candidate)),
  };
  const splits = { baseline: split(logs.baseline), candidate: split(logs.candidate) };
  const shown = splits.baseline ?? splits.candidate;
  if (!shown) return undefined;
  // An arm that did not split is counted against the other arm's gap: all its sessions on one side.
  const slowOf = (arm: 'baseline' | 'candidate') => logs[arm].filter((v) => v > (splits[arm] ?? shown).at).length;
  return {
    fastUs: Math.exp(shown.fast),
    slowUs: Math.exp(shown.slow),
    slow: { baseline: slowOf('baseline'), candidate: slowOf('candidate') },
    sessions: strata.length,
  };
}

/**
 * The geometric mean of the per-pair ratios and its t interval over the K pairs at `confidence` (the per-look
 * level: the pairs' spread holds sampling noise, which is new at every look). The sd is floored by `floorSd`
 * (the between-pair prior), so K pairs that happen to agree cannot make the interval narrower than sessions of
 * one model differ.
 */
export function pairMeanInterval(
  ratios: readonly number[],
  confidence: number,
  floorSd: number,
): { ratio: number; ci: [number, number] } {
  const logs = ratios.map(Math.log);
  const k = logs.length;
  const mean = logs.reduce((a, b) => a + b, 0) / k;
  const sd = Math.sqrt(logs.reduce((a, v) => a + (v - mean) ** 2, 0) / (k - 1));
  const margin = (studentQuantile(1 - (1 - confidence) / 2, k - 1) * Math.max(sd, floorSd)) / Math.sqrt(k);
  return { ratio: Math.exp(mean), ci: [Math.exp(mean - margin), Math.exp(mean + margin)] };
}

/** The reason shown when the modes decided the estimator. */
export function modesReason(modes: SessionModes, ratios: readonly number[]): string {
  const us = (v: number) => `${v.toPrecision(3)} µs`;
  const low = Math.min(...ratios).toFixed(3);
  const high = Math.max(...ratios).toFixed(3);
  return `the sessions settled in two modes, about ${us(modes.fastUs)} and ${us(modes.slowUs)} a call (slow mode: ${modes.slow.baseline} of ${modes.sessions} baseline sessions, ${modes.slow.candidate} of ${modes.sessions} candidate sessions), so the p50 is the geometric mean of the ${modes.sessions} per-pair ratios (${low} to ${high}) with a t interval over the pairs, not the pooled median, which jumps between the modes`;
}
