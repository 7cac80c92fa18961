// Why a run of 1-3 session pairs leaves a metric undecided, and how many pairs would decide it
// (docs/statistics.md, "Ratio interval"). One pair shows no spread between sessions, two show it with one degree
// of freedom and three with two (t = 9.9 at 99 %): the pair-bias margin is then wider than the pass band, however
// long the run measures. The reason says so and names the fewest pairs with which this run's own spread would
// fit, so the user sets a number that works instead of a longer 'max-duration' that cannot.
import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { MIN_PAIRS_FOR_SPREAD, THRESHOLD_SHARE } from './policy.js';
import type { FewPairs, PairSpread } from './types.js';
import { passBand } from './verdict.js';

/** Runs of up to this many pairs are told what to set; from 4 pairs on more time decides. */
export const FEW_PAIRS = 3;
/** The most pairs 'session-pairs' takes (inputs/definitions.ts). */
const MOST_PAIRS = 16;

export interface FewPairsFacts {
  spread: PairSpread;
  /** τ₀: the prior's (or a calibration's) between-pair sd for this metric. */
  priorSd: number;
  ratio: number;
  threshold: number;
  noiseFloor: number;
  /** The level of the pair-bias margin (the run's for pairs that stay). */
  confidence: number;
}

/**
 * With `n` pairs measured like these (the sampling part `withinSd` as it is; the margin a t quantile on n − 1
 * degrees of freedom over τ = max(τ̂, τ₀), without the floor for spread one or two pairs cannot see, over √n),
 * the interval would fit inside the pass band, or clear the noise floor with the estimate past the threshold by
 * the verdict rules' share: whichever room around the estimate is larger. Undefined from FEW_PAIRS + 1 pairs on.
 */
export function fewPairs(f: FewPairsFacts): FewPairs | undefined {
  const k = f.spread.pairs;
  if (k > FEW_PAIRS) return undefined;
  const change = Math.abs(Math.log(f.ratio));
  const past = Math.log(1 + f.threshold);
  const room = Math.max(
    Math.log(passBand(f.threshold, f.noiseFloor)[1]) - change,
    change > past ? Math.min(change - Math.log(1 + f.noiseFloor), (change - past) / THRESHOLD_SHARE) : 0,
  );
  const tau = Math.max(f.spread.betweenSdInRun ?? 0, f.priorSd, k >= MIN_PAIRS_FOR_SPREAD ? f.spread.betweenSd : 0);
  const upper = 1 - (1 - f.confidence) / 2;
  for (let n = Math.max(k + 1, MIN_PAIRS_FOR_SPREAD); n <= MOST_PAIRS; n++) {
    const margin = (studentQuantile(upper, n - 1) * tau) / Math.sqrt(n);
    if (Math.hypot(f.spread.withinSd, margin) < room) return { pairs: k, atLeast: n };
  }
  return { pairs: k, atLeast: null };
}

/** The sentence for the reasons and the report. */
export function fewPairsSentence(few: FewPairs): string {
  const set = few.atLeast === null ? "'auto'" : `at least ${few.atLeast} or 'auto'`;
  return `with ${few.pairs} session pair${few.pairs === 1 ? '' : 's'} the run cannot tell well enough how much two sessions of one model differ to decide; set 'session-pairs' to ${set}`;
}
