// Plain data shapes shared by the statistics module and its callers (bench → stats → report).
// Every time is in microseconds (float); every ratio is candidate / baseline.
// The ground floor of stats/ with policy.ts (docs/architecture.md, "Floors"): it imports nothing, so every
// module of the folder, the constants included, can name these shapes without an import circle.

export type Metric = 'p50' | 'p95';
export const METRICS: readonly Metric[] = ['p50', 'p95'];

export type MetricVerdict = 'pass' | 'regression' | 'improvement' | 'inconclusive';

/**
 * One round: a baseline block and a candidate block run back to back in random order.
 * `AB` = baseline first. The round is the independent unit: drift, frequency changes and neighbours
 * hit both blocks of a round alike, so resampling is done over whole rounds, never single calls.
 */
export interface Round {
  order: 'AB' | 'BA';
  baseline: number[];
  candidate: number[];
  /**
   * The session pair (one baseline and one candidate session) that ran this round; absent means pair 0.
   * Two sessions of one model differ systematically, so rounds are exchangeable only within a pair.
   */
  pair?: number;
}

/** Display summary of one arm (µs). The mean is for display only; p50 and p95 decide. */
export interface LatencySummary {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  min: number;
  max: number;
}

/**
 * The short names of what can hold a metric inconclusive whatever its interval says (docs/statistics.md,
 * "Guards"): the progress line and the record name them, the reasons say them in full.
 */
export const GUARDS = [
  'warm-up',
  'trend',
  'pair rounds',
  'rounds',
  'p95 calls',
  'interference',
  'bimodal',
  'busy runner',
] as const;
export type Guard = (typeof GUARDS)[number];

export interface MetricAnalysis {
  metric: Metric;
  /**
   * Pooled quantile of the arm over all rounds (µs); the candidate's is the baseline's times `ratio` where the
   * ratio is the within-mode estimate, so the two values shown never contradict the change.
   */
  baseline: number;
  candidate: number;
  /** candidate / baseline point estimate. */
  ratio: number;
  /** Percentile round-bootstrap interval of the ratio at level `confidence`. */
  ci: [number, number];
  /**
   * The level of `ci`'s sampling part (the per-look level under sequential stopping); its pair-bias part may be at
   * the run's level, and the interval claims the lower (session-pairs.ts, claimedLevel).
   */
  confidence: number;
  /**
   * What the interval claims: the level it covers the true ratio at (session-pairs.ts, claimedLevel), where the
   * rounds are independent or their serial correlation was found and stretched for; `serialStretch` is that
   * factor (1: none found), null where the sessions' two modes made the interval (docs/statistics.md,
   * "Looks").
   */
  claim: { level: number; serialStretch: number | null };
  /** Fraction, 0.05 = 5 %. */
  threshold: number;
  /** Fraction. The effective floor: never below one timer tick relative to the baseline quantile. */
  noiseFloor: number;
  /** (ci[1] - ci[0]) / 2; the ratio is dimensionless, so this is already a fraction. */
  halfWidth: number;
  /**
   * Smallest true slowdown (fraction) that this run's interval would call a regression, see
   * `minDetectable()` in verdict.ts. `Infinity` when a guard made a regression verdict impossible
   * (JSON.stringify writes it as null).
   */
  minDetectable: number;
  verdict: MetricVerdict;
  /** Plain-English reasons; always at least one. */
  reasons: string[];
  /** Bootstrap resamples actually drawn (raised above the request when the tails need it). */
  resamples: number;
  /** Per-pair ratios and the between-pair sd that widened `ci` (pairs.ts); always set by analyzeLatency. */
  pairs?: PairSpread;
  /**
   * Set when the interval rules said regression or improvement but a guard, unsettled warm-up or the
   * busy-runner refusal made the verdict inconclusive: what the run suspects, never silent.
   */
  suspected?: 'regression' | 'improvement';
  /** The guards that held the verdict at `inconclusive`, in the order of `reasons`; absent when none did. */
  heldBy?: Guard[];
  /**
   * Set when the sessions settled in two modes and decided this metric's estimate (session-modes.ts):
   * `ratio` and `ci` are then the within-mode estimate (both metrics) or the geometric mean of the per-pair
   * ratios with its t interval (p50 only, when the arms' mixes may differ), not the pooled quantiles' ratio.
   */
  modes?: SessionModes;
  /**
   * Set when 1-3 session pairs that stay, not the time, left the metric undecided (few-pairs.ts): the pairs
   * measured and the fewest that would have decided it, null when none up to 16 would.
   */
  fewPairs?: FewPairs;
}

export interface LatencyAnalysis {
  p50: MetricAnalysis;
  p95: MetricAnalysis;
  baseline: LatencySummary;
  candidate: LatencySummary;
  rounds: number;
  callsPerArm: { baseline: number; candidate: number };
}

/** Per-metric settings, one value for p50 and one for p95. */
export interface PerMetric<T> {
  p50: T;
  p95: T;
}

// ==== Session pairs (session-pairs.ts) ====

/** What is known about τ before the run: a standard deviation of the log ratio and its weight in pair-degrees of freedom. */
export interface BetweenPairPrior {
  sd: number;
  weight: number;
}

/** Per-pair ratios and the between-pair sd that widen an interval (session-pairs.ts, pairSpread). */
export interface PairSpread {
  pairs: number;
  /** Per pair, in pair order: quantile of its candidate calls / quantile of its baseline calls. */
  ratios: number[];
  /** Standard deviation of the bootstrap log-ratio replicates: the within-pair sampling spread of the estimate. */
  withinSd: number;
  /**
   * τ̂ from this run's pairs, null with one pair (it cannot be seen): the random-effects estimate over the pairs'
   * own sampling variances (randomEffectsSd) where they are known, else √max(0, S² − K·withinSd²).
   */
  betweenSdInRun: number | null;
  /**
   * τ used: max(τ̂, τ₀) with MIN_PAIRS_FOR_SPREAD pairs or more; with fewer, max(τ̂, τ₀, unseen), because
   * one or two pairs cannot show τ (pairBiasMargin). For p95 also at least p50's τ̂ (atLeastBodySpread).
   */
  betweenSd: number;
  /**
   * How many equally weighted pairs the pooled estimate's mean bias is worth (effectivePairs), ≤ `pairs`;
   * `pairs` when absent (records written before it).
   */
  effectivePairs?: number;
}

// ==== Sessions in two modes (session-modes.ts) ====

/** How the sessions' modes were used: compared mode by mode, or averaged over pairs (session-modes.ts, the header). */
export type ModesEstimator = 'within-mode' | 'pair-mean';

/** Two clusters of session medians, and which sessions of each arm settled in the slow one. */
export interface SessionModes {
  /** Median call time of the fast and of the slow sessions (µs). */
  fastUs: number;
  slowUs: number;
  /** Sessions per arm in the slow mode, of `sessions` each. */
  slow: { baseline: number; candidate: number };
  sessions: number;
  /** Two-sided p of Fisher's exact test that both arms take the slow mode equally often. */
  mixP: number;
  /** within-mode when both arms have sessions in both modes and mixP ≥ MIX_ALPHA; pair-mean otherwise. */
  estimator: ModesEstimator;
  /** Per pair, whether each arm's session is in the slow mode (pair order of the strata). */
  slowSessions: { baseline: boolean[]; candidate: boolean[] };
}

// ==== Too few pairs (few-pairs.ts) ====

/** 1-3 session pairs that left a metric undecided, and how many would decide it (few-pairs.ts). */
export interface FewPairs {
  pairs: number;
  /** The fewest pairs with which this run's interval could have decided; null when no number up to 16 would. */
  atLeast: number | null;
}

// ==== Change points of a history (change-point.ts) ====

/** The settings of an e-divisive search (change-point.ts); the defaults are E_DIVISIVE_DEFAULTS in policy.ts. */
export interface EDivisiveOptions {
  /** A split is accepted when its permutation p-value is at most this. */
  alpha: number;
  /** Permutations per test; the smallest possible p-value is 1 / (permutations + 1). */
  permutations: number;
  /** Fewest entries on either side of a split: a single odd entry is an outlier, not a change. */
  minSize: number;
  /** Stop after this many accepted splits. */
  maxChangePoints: number;
  seed: number;
}
