// Interference or the model's own tail? (docs/statistics.md, "Guards".) Both put calls far above an
// arm's median. Interference (preemption, a neighbour's burst, page faults) comes and goes with the machine's
// load, so its hits cluster in a few stretches of the run; a model whose work depends on its input, or
// that takes a slow path now and then, puts its slow calls into every stretch at the same rate. The steady
// rate is the model's and is judged as p95; only the excess over it, the clustered part, is interference.

import type { InterferenceReport } from './shape.js';
import { TAIL_SEGMENTS } from './policy.js';

export interface TailSplit {
  /** Hits / calls over the whole run. */
  share: number;
  /** Median hit share of the stretches: the rate present throughout the run. */
  steady: number;
  /** share − steady beyond what sampling explains: hits that came in bursts. */
  clustered: number;
  /** Set by attributeTails: this arm alone is hit far more often than arm-blind interference allows. */
  own?: boolean;
}

export function segmentsFor(rounds: number): number {
  return Math.min(TAIL_SEGMENTS, Math.max(2, Math.floor(rounds / 5)));
}

/**
 * Splits an arm's interference hits into a steady and a clustered part. The steady rate must be present
 * both throughout the run and in most rounds, so it is the smaller of two robust estimates:
 * - in time: the median of the stretches' hit shares (a burst lands in one or two stretches);
 * - over rounds: the larger of the median round's hit share (right when a block holds several hits) and
 *   the rate implied by the share P₀ of rounds with no hit at all, 1 − P₀^(1/n̄) for blocks of n̄ calls
 *   (right when blocks are short: hits of a steady rate p leave (1 − p)^n̄ of rounds clean, while bursts
 *   that pile many hits into a few rounds leave most rounds clean).
 * The median of S stretch shares has a sampling sd of about 1.2533·√(p(1 − p)/N) at a steady rate p over
 * N calls; two of those are allowed before any of the share counts as clustered, so a steady tail is not
 * called interference by chance. Without a steady rate (p = 0) every hit is clustered.
 */
export function splitHits(report: InterferenceReport, callsPerRound: ArrayLike<number>): TailSplit {
  const hitsPerRound = report.hitsPerRound;
  const rounds = callsPerRound.length;
  if (!hitsPerRound || rounds === 0) return { share: report.share, steady: 0, clustered: report.share };
  let total = 0;
  for (let r = 0; r < rounds; r++) total += callsPerRound[r] as number;
  const steady = Math.min(stretchRate(hitsPerRound, callsPerRound), roundRate(hitsPerRound, callsPerRound, total));
  const allowance = 2 * 1.2533 * Math.sqrt((steady * (1 - steady)) / Math.max(1, total));
  return { share: report.share, steady, clustered: Math.max(0, report.share - steady - allowance) };
}

function stretchRate(hitsPerRound: Int32Array, callsPerRound: ArrayLike<number>): number {
  const rounds = callsPerRound.length;
  const segments = segmentsFor(rounds);
  const shares: number[] = [];
  for (let s = 0; s < segments; s++) {
    let hits = 0;
    let calls = 0;
    for (let r = Math.floor((s * rounds) / segments); r < Math.floor(((s + 1) * rounds) / segments); r++) {
      hits += hitsPerRound[r] as number;
      calls += callsPerRound[r] as number;
    }
    shares.push(calls > 0 ? hits / calls : 0);
  }
  return median(shares);
}

function roundRate(hitsPerRound: Int32Array, callsPerRound: ArrayLike<number>, total: number): number {
  const rounds = callsPerRound.length;
  const shares: number[] = [];
  let clean = 0;
  for (let r = 0; r < rounds; r++) {
    const hits = hitsPerRound[r] as number;
    shares.push(hits / Math.max(1, callsPerRound[r] as number));
    if (hits === 0) clean++;
  }
  // With no clean round the zero-class estimate says nothing beyond "the rate is high": the median decides.
  const fromClean = clean > 0 ? 1 - (clean / rounds) ** (rounds / total) : 0;
  return Math.max(median(shares), fromClean);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(mid)] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Interference cannot know which arm is running: a burst lands in whichever block is running, and the arms'
 * blocks alternate in a balanced random order with the same number of calls. So among the rounds where only
 * one arm's block holds hits, each arm's count is a fair coin's. An arm with far more such rounds than a coin
 * allows (one-sided binomial test at `alpha`) slows itself, in bursts or only in some sessions as it may:
 * its tail is the model's, and only as much of its clustered share as the other arm also shows can be
 * interference (guards.ts). Returns the split with `own` set on that arm.
 */
export function attributeTails(
  tails: { baseline: TailSplit; candidate: TailSplit },
  hitsPerRound: { baseline?: Int32Array; candidate?: Int32Array },
  alpha: number,
): { baseline: TailSplit; candidate: TailSplit } {
  const b = hitsPerRound.baseline;
  const c = hitsPerRound.candidate;
  if (!b || !c) return tails;
  let onlyBaseline = 0;
  let onlyCandidate = 0;
  for (let r = 0; r < b.length; r++) {
    const hb = (b[r] as number) > 0;
    const hc = (c[r] as number) > 0;
    if (hb && !hc) onlyBaseline++;
    if (hc && !hb) onlyCandidate++;
  }
  const m = onlyBaseline + onlyCandidate;
  return {
    baseline: { ...tails.baseline, own: coinTail(onlyBaseline, m) < alpha },
    candidate: { ...tails.candidate, own: coinTail(onlyCandidate, m) < alpha },
  };
}

/** P(X ≥ k) for X ~ Binomial(m, ½), summed in log space (m runs to thousands of rounds). */
export function coinTail(k: number, m: number): number {
  if (k <= 0) return 1;
  if (k > m) return 0;
  let logTerm = -m * Math.LN2; // log P(X = 0)
  let sum = 0;
  for (let i = 0; i <= m; i++) {
    if (i >= k) sum += Math.exp(logTerm);
    logTerm += Math.log((m - i) / (i + 1));
  }
  return Math.min(1, sum);
}
