// One look's analysis settings (docs/statistics.md, "Looks"), built in one place so that the gate
// (run/gate.ts) and the decision simulation that stands in for it (scripts/decision-sim) analyse a look alike:
// the interval's level split over the looks, and the level of the pair-bias margin chosen by whether the pairs
// are renewed.
import type { AnalyzeOptions } from './analyze.js';
import type { LookPace } from './guards.js';
import { pairBiasLevel } from './session-pairs.js';
import { perLookConfidence } from './sequential.js';
import type { BetweenPairPrior, PerMetric } from './types.js';
import { RESAMPLES } from './policy.js';

export interface LookSettings {
  thresholds: PerMetric<number>;
  noiseFloor: PerMetric<number>;
  /** A calibration's between-pair spread; the built-in prior when absent. */
  betweenPair?: PerMetric<BetweenPairPrior>;
  /** The run's level: CONFIDENCE, or a matrix cell's share of it. */
  overallConfidence: number;
  /** The looks the run's schedule holds (lookSchedule's length). */
  looks: number;
  /** The session pairs are renewed during the run (the plan's `renew`), so every look brings new biases. */
  renewedPairs: boolean;
  warmupSettled: boolean;
  seed: number;
  pace?: LookPace;
  timerResolutionUs?: number;
}

export function lookOptions(s: LookSettings): AnalyzeOptions {
  return {
    thresholds: s.thresholds,
    noiseFloor: s.noiseFloor,
    ...(s.betweenPair ? { betweenPair: s.betweenPair } : {}),
    warmupSettled: s.warmupSettled,
    confidence: perLookConfidence(s.overallConfidence, s.looks),
    ...pairBiasLevel(s.overallConfidence, s.renewedPairs),
    ...(s.renewedPairs ? { pairMeanFloor: true } : {}),
    resamples: RESAMPLES,
    seed: s.seed,
    ...(s.pace ? { pace: s.pace } : {}),
    ...(s.timerResolutionUs !== undefined ? { timerResolutionUs: s.timerResolutionUs } : {}),
  };
}
