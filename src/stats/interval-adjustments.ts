// The adjustments that turn the stratified round bootstrap's interval into the interval a metric is judged on
// (docs/statistics.md, "Ratio interval"), as one named, ordered list: each step takes the interval so far and
// the run's facts, and only ever widens it. The sessions' modes replace the whole list with their own estimate
// (session-modes.ts); nothing else changes an interval.

import { leaveOneOutFloor } from './pair-jackknife.js';
import {
  atLeastHalfWidth,
  pairBiasMargin,
  pairSpreadFloor,
  roundsBalancedPairs,
  stretchInterval,
  widenInterval,
} from './session-pairs.js';
import { MIN_PAIRS_FOR_SPREAD } from './policy.js';
import type { Metric, PairSpread } from './types.js';

/** What the adjustments read about the run; all of it is computed once per metric by analyzeLatency. */
export interface IntervalFacts {
  metric: Metric;
  /** The pooled estimate the interval is around. */
  ratio: number;
  /** The bootstrap's small-sample factor (smallSampleFactor); Infinity when a pair ran a single round. */
  smallSample: number;
  /** How much serial correlation between rounds stretches the bootstrap's spread (serialStretch); 1 for none. */
  serial: number;
  /** The between-pair spread, with τ as used (pairSpread, atLeastBodySpread) and K_eff. */
  pairs: PairSpread;
  roundsPerPair: readonly number[];
  /** The level of the pairs' share of the interval (pairBiasLevel): the run's for fixed pairs, the look's for renewed. */
  biasLevel: number;
  /** The pairs are renewed during the run (lookOptions' pairMeanFloor). */
  renewedPairs: boolean;
  /** The pooled log ratio with each pair left out in turn (leaveOnePairOut), in pair order. */
  leaveOut: readonly number[];
}

export interface IntervalAdjustment {
  name: string;
  /** Why the step exists, in one sentence. */
  reason: string;
  apply(ci: [number, number], facts: IntervalFacts): [number, number];
}

/** In the order they apply. */
export const INTERVAL_ADJUSTMENTS: readonly IntervalAdjustment[] = [
  {
    name: 'small-sample stretch',
    reason: 'resampling n rounds from n within each pair shrinks the spread by √((n − 1)/n)',
    apply: (ci, f) => (Number.isFinite(f.smallSample) ? stretchInterval(f.ratio, ci, f.smallSample) : ci),
  },
  {
    name: 'serial-correlation stretch',
    reason: 'the bootstrap draws rounds as independent; noise that outlasts a round makes neighbouring rounds alike',
    apply: (ci, f) => (f.serial > 1 ? stretchInterval(f.ratio, ci, f.serial) : ci),
  },
  {
    name: 'pair-bias margin',
    reason: 'the bootstrap resamples within pairs and never sees the mean of the session pairs’ own biases',
    apply: (ci, f) => widenInterval(f.ratio, ci, pairBiasMargin(f.pairs, f.biasLevel, f.roundsPerPair)),
  },
  {
    name: 'pair-mean floor',
    reason: 'a look’s few new pairs can agree by chance and read τ̂ = 0; their own t interval still holds',
    apply: (ci, f) =>
      f.renewedPairs && f.metric === 'p50'
        ? atLeastHalfWidth(f.ratio, ci, pairSpreadFloor(f.pairs, f.biasLevel, f.roundsPerPair))
        : ci,
  },
  {
    name: 'leave-one-pair-out floor',
    reason: 'one outlier session must not decide: its pull on the pooled ratio is its own jackknife spread',
    apply: (ci, f) =>
      atLeastHalfWidth(
        f.ratio,
        ci,
        leaveOneOutFloor(f.leaveOut, f.biasLevel, roundsBalancedPairs(f.roundsPerPair) - 1, MIN_PAIRS_FOR_SPREAD),
      ),
  },
];

/** The bootstrap interval through every adjustment, in order. */
export function adjustInterval(bootstrapCi: [number, number], facts: IntervalFacts): [number, number] {
  return INTERVAL_ADJUSTMENTS.reduce((ci, step) => step.apply(ci, facts), bootstrapCi);
}
