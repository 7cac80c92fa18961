// Sessions that settle in different modes (docs/statistics.md, "Sessions in two modes"). Some models run in one
// of two speeds per session, decided by where their buffers landed (some published models do: their sessions
// differ by a fifth or more). The pooled p50 of an arm is then the median of a mixture: it sits in whichever
// mode holds more of that arm's sessions and jumps a whole mode gap when one session changes sides. The round
// bootstrap resamples within sessions and never sees that jump, and the pair-bias margin is sized for the mean
// of the pair ratios, not for a quantile that flips between modes: A/A runs were called changes 7 % of the time.
// Which mode a session takes is the runtime's (memory placement), not the model's, as long as both arms take
// the slow mode about as often. Then each metric compares sessions of the same mode: the within-mode estimate,
// whose interval is as narrow as the sessions within a mode agree. When the arms' shares of slow sessions
// differ, the mix itself may be the change: the p50 is then the geometric mean of the per-pair ratios, with a
// t interval over the pairs, whose spread holds the modes and the sampling noise alike.

import hypergeometricPmf from '@stdlib/stats-base-dists-hypergeometric-pmf';
import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { mean, sampleStandardDeviation, sumNthPowerDeviations } from 'simple-statistics';
import { METRIC_LEVEL } from './bootstrap.js';
import { quantile } from './quantile.js';
import { pairCalls } from './session-pairs.js';
import { MIN_PAIRS_FOR_SPREAD, MODE_GAP, MIX_ALPHA, MIN_WITHIN_MODE_PAIRS } from './policy.js';
import type { Metric, Round, SessionModes } from './types.js';

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
 * The clean gap matters: the pair-mean interval holds for any split, but the within-mode one, given halves of
 * one spread of session biases, would see only the spread within each half and be too narrow.
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
  const slowIn = (arm: 'baseline' | 'candidate') => logs[arm].map((v) => v > (splits[arm] ?? shown).at);
  const slowSessions = { baseline: slowIn('baseline'), candidate: slowIn('candidate') };
  const slow = { baseline: count(slowSessions.baseline), candidate: count(slowSessions.candidate) };
  const k = strata.length;
  const mixP = mixTest(slow.baseline, slow.candidate, k);
  // Every mode needs sessions of both arms to be compared; an arm all in one mode is a mix that differs.
  const bothModes = [slow.baseline, slow.candidate].every((n) => n > 0 && n < k);
  return {
    fastUs: Math.exp(shown.fast),
    slowUs: Math.exp(shown.slow),
    slow,
    sessions: k,
    mixP,
    estimator: bothModes && k >= MIN_WITHIN_MODE_PAIRS && mixP >= MIX_ALPHA ? 'within-mode' : 'pair-mean',
    slowSessions,
  };
}

function count(flags: readonly boolean[]): number {
  return flags.filter(Boolean).length;
}

/**
 * Fisher's exact test, two-sided: of the 2K sessions, `a + b` took the slow mode; how likely is a split between
 * the arms at least as uneven as `a` of K baseline and `b` of K candidate sessions, when the mode does not
 * depend on the arm. The sum of the hypergeometric probabilities no larger than the one observed.
 */
export function mixTest(a: number, b: number, k: number): number {
  const slow = a + b;
  const seen = hypergeometricPmf(b, 2 * k, slow, k);
  let p = 0;
  for (let x = Math.max(0, slow - k); x <= Math.min(k, slow); x++) {
    const px = hypergeometricPmf(x, 2 * k, slow, k);
    if (px <= seen * (1 + 1e-9)) p += px;
  }
  return Math.min(1, p);
}

/**
 * The within-mode estimate of `metric`: per mode, the mean log quantile of the candidate's sessions in it less
 * the baseline's, weighted by the sessions in each mode, with a t interval. Each mode has its own spread (the
 * p95 of a session mostly in the fast mode sits among its few slow calls, and is noisier than a slow
 * session's): the spread of its sessions around their arm's mean, both arms pooled, floored by the
 * between-pair prior's per-session share (`floorSd / √2`: a pair's ratio holds two sessions' biases). The
 * degrees of freedom are Welch-Satterthwaite's over the modes. Undefined when no mode has sessions of both
 * arms and at least three sessions (one degree of freedom).
 */
export function withinModeInterval(
  rounds: readonly Round[],
  strata: readonly Int32Array[],
  modes: SessionModes,
  metric: Metric,
  confidence: number,
  floorSd: number,
): { ratio: number; ci: [number, number] } | undefined {
  const level = METRIC_LEVEL[metric];
  const groups = {
    fast: { baseline: [] as number[], candidate: [] as number[] },
    slow: { baseline: [] as number[], candidate: [] as number[] },
  };
  strata.forEach((members, pair) => {
    const calls = pairCalls(rounds, members);
    for (const arm of ['baseline', 'candidate'] as const) {
      groups[modes.slowSessions[arm][pair] ? 'slow' : 'fast'][arm].push(Math.log(quantile(calls[arm], level)));
    }
  });
  // Modes with sessions of both arms and a spread to see (at least 3 sessions between them).
  const compared = Object.values(groups).filter(
    (g) => g.baseline.length > 0 && g.candidate.length > 0 && g.baseline.length + g.candidate.length >= 3,
  );
  if (compared.length === 0) return undefined;
  const sessions = compared.reduce((n, g) => n + g.baseline.length + g.candidate.length, 0);
  let estimate = 0;
  let variance = 0;
  let satterthwaite = 0;
  for (const g of compared) {
    const n = g.baseline.length + g.candidate.length;
    const weight = n / sessions;
    const df = n - 2;
    const squares = sumNthPowerDeviations(g.baseline, 2) + sumNthPowerDeviations(g.candidate, 2);
    const sd = Math.max(Math.sqrt(squares / df), floorSd / Math.SQRT2);
    const part = weight ** 2 * sd ** 2 * (1 / g.baseline.length + 1 / g.candidate.length);
    estimate += weight * (mean(g.candidate) - mean(g.baseline));
    variance += part;
    satterthwaite += part ** 2 / df;
  }
  const df = variance ** 2 / satterthwaite;
  const margin = studentQuantile(1 - (1 - confidence) / 2, df) * Math.sqrt(variance);
  return { ratio: Math.exp(estimate), ci: [Math.exp(estimate - margin), Math.exp(estimate + margin)] };
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
  const meanLog = mean(logs);
  const sd = sampleStandardDeviation(logs);
  const margin = (studentQuantile(1 - (1 - confidence) / 2, k - 1) * Math.max(sd, floorSd)) / Math.sqrt(k);
  return { ratio: Math.exp(meanLog), ci: [Math.exp(meanLog - margin), Math.exp(meanLog + margin)] };
}

/**
 * The reason shown when the modes decided the estimator of `metric`, in words a reviewer reads: the test of the
 * mix and the estimators are named in docs/statistics.md, and the test's p-value stays in the record (`mixP`).
 */
export function modesReason(modes: SessionModes, metric: Metric, ratios: readonly number[]): string {
  const us = (v: number) => `${v.toPrecision(3)} µs`;
  const k = modes.sessions;
  const settled = `each session ran at one of two speeds, about ${us(modes.fastUs)} or ${us(modes.slowUs)} a call (slow: ${modes.slow.baseline} of ${k} baseline sessions, ${modes.slow.candidate} of ${k} candidate sessions)`;
  if (modes.estimator === 'within-mode') {
    return `${settled}; both models got the slow speed about as often, so the ${metric} compares sessions of the same speed, and its interval comes from how much those sessions differ: the ${metric} of all calls together jumps between the two speeds`;
  }
  const low = Math.min(...ratios).toFixed(3);
  const high = Math.max(...ratios).toFixed(3);
  return `${settled}; the models may get the slow speed at different rates (or one got only one speed), so that may be the change itself: the ${metric} change is the average of the ${k} session pairs' own ratios (${low} to ${high}), and its interval comes from how much the pairs differ`;
}
