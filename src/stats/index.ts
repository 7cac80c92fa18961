// Public API of the statistics module. Pure: plain data in, plain data out; no I/O, no clock, no
// Math.random (every random draw comes from a seed the caller records).

export type {
  LatencyAnalysis,
  LatencySummary,
  Metric,
  MetricAnalysis,
  MetricVerdict,
  PerMetric,
  Round,
} from './types.js';
export { METRICS } from './types.js';

export { quantile, quantileOfSorted, quantileRank, summarize } from './quantile.js';
export { poolRounds, type PooledArm, type PooledRounds } from './pool.js';
export {
  MIN_TAIL_REPLICATES,
  ratioInterval,
  replicatesNeeded,
  type BootstrapOptions,
  type RatioInterval,
} from './bootstrap.js';
export {
  BIMODALITY_CUTOFF,
  bimodalityCoefficient,
  interference,
  roundInterference,
  type InterferenceReport,
} from './shape.js';
export { MAX_INTERFERENCE_GAP, MAX_INTERFERENCE_SHARE, MIN_CALLS_P95, MIN_ROUNDS } from './guards.js';
export {
  DEFAULT_NOISE_FLOOR,
  describeDetectable,
  judge,
  minDetectable,
  overallVerdict,
  percentUp,
  type RatioJudgement,
} from './verdict.js';
export { analyzeLatency, type AnalyzeOptions } from './analyze.js';
export { DEFAULT_LOOKS, LOOK_FRACTIONS, decide, lookSchedule, perLookConfidence, type StopReason } from './sequential.js';
export {
  calibrate,
  noiseFloorsFrom,
  noiseProfileSchema,
  parseNoiseProfile,
  toNoiseProfile,
  type MetricNoise,
  type NoiseCalibration,
  type NoiseProfile,
} from './calibration.js';
export { pairedRoundRatio, type PairedRoundRatio } from './paired.js';
export { createRng, type SeededRng } from './prng.js';
export { syntheticRounds, type SyntheticArm, type SyntheticRoundsOptions } from './synthetic.js';
