// Interference or the model's own tail? (docs/design.md, "The tail guard".) Both put calls far above an
// arm's median. Interference (preemption, a neighbour's burst, page faults) comes and goes with the machine's
// load, so its hits cluster in a few stretches of the run; a model whose work depends on its input, or
// that takes a slow path now and then, puts its slow calls into every stretch at the same rate. The steady
// rate is the model's and is judged as p95; only the excess over it, the clustered part, is interference.

import type { InterferenceReport } from './shape.js';

/** The run is cut into this many stretches of consecutive rounds (fewer for short runs, at least 5 rounds each). */
export const TAIL_SEGMENTS = 8;

export interface TailSplit {
  /** Hits / calls over the whole run. */
  share: number;
  /** Median hit share of the stretches: the rate present throughout the run. */
  steady: number;
  /** share − steady beyond what sampling explains: hits that came in bursts. */
  clustered: number;
}

export function segmentsFor(rounds: number): number {
  return Math.min(TAIL_SEGMENTS, Math.max(2, Math.floor(rounds / 5)));
}

/**
 * Splits an arm's interference hits into a steady and a clustered part. The steady rate is the median of
 * the stretches' hit shares: a burst lands in one or two stretches and moves the median little; a steady
 * tail sits in all. The median of S stretch shares has a sampling sd of about 1.2533·√(p(1 − p)/N) at a
 * steady rate p over N calls; two of those are allowed before any of the share counts as clustered, so a
 * steady tail is not called interference by chance. Without a steady rate (p = 0) every hit is clustered.
 */
export function splitHits(report: InterferenceReport, callsPerRound: ArrayLike<number>): TailSplit {
  const hitsPerRound = report.hitsPerRound;
  const rounds = callsPerRound.length;
  if (!hitsPerRound || rounds === 0) return { share: report.share, steady: 0, clustered: report.share };
  const segments = segmentsFor(rounds);
  const shares: number[] = [];
  let total = 0;
  for (let s = 0; s < segments; s++) {
    const from = Math.floor((s * rounds) / segments);
    const to = Math.floor(((s + 1) * rounds) / segments);
    let hits = 0;
    let calls = 0;
    for (let r = from; r < to; r++) {
      hits += hitsPerRound[r] as number;
      calls += callsPerRound[r] as number;
    }
    total += calls;
    shares.push(calls > 0 ? hits / calls : 0);
  }
  shares.sort((a, b) => a - b);
  const mid = shares.length / 2;
  const steady = shares.length % 2 === 1 ? (shares[Math.floor(mid)] as number) : ((shares[mid - 1] as number) + (shares[mid] as number)) / 2;
  const allowance = 2 * 1.2533 * Math.sqrt((steady * (1 - steady)) / Math.max(1, total));
  return { share: report.share, steady, clustered: Math.max(0, report.share - steady - allowance) };
}
