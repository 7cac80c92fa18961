// Every tuning constant of the statistics in one place (docs/statistics.md): what it is for, why it has its
// value, and the result that supports it (`decision-sim#<check>` in bench/results/decision-sim.json,
// `gate-quality#<check>` in bench/results/gate-quality.json). The modules that use a constant re-export it from
// here. The interval adjustments are not constants but an ordered list of steps (interval-adjustments.ts); the
// constants they read are here. Sections follow the method's order; the planner's constants follow the last.

import type { BetweenPairPrior, EDivisiveOptions, PerMetric } from './types.js';

// ==== Levels and looks ====

/**
 * The whole run's error rate: 99 % intervals, spent across the looks (docs/statistics.md, "Looks").
 * Evidence: decision-sim#a-a-t2-bias-1pct-60s-false.
 */
export const CONFIDENCE = 0.99;

/**
 * Bootstrap replicates a look asks for; replicatesNeeded raises them where the interval's tails need more.
 * Evidence: gate-quality#example-time-quiet.
 */
export const RESAMPLES = 2000;

/**
 * Where the looks fall, as shares of the measuring window: front-loaded, because most pull requests change
 * latency either not at all or clearly, and both are usually decided within seconds; the later looks are
 * for the close calls. Bonferroni (sequential.ts) charges every look the same, so where they fall costs nothing,
 * but each added look costs every interval width. At the default 60 s the first look comes at about 5.5 s
 * of measuring (at 15 % it came at 8 s, and the example pair took 10 s to decide; now 7); at 15 s
 * `min-duration` (5 s) sets it. A fifth look between the first two decided the middle cases sooner but
 * cost +6 % on a 20 ms model 3 points of power in the decision simulation.
 * Evidence: decision-sim#plus6pct-20-ms-60s-p50-regression, gate-quality#example-time-quiet.
 */
export const LOOK_FRACTIONS: readonly number[] = [0.1, 0.3, 0.55, 1];

/**
 * Percentile intervals read their ends from the replicates' tails; each tail must hold at least this many
 * replicates or an end is decided by one or two draws. At a Bonferroni per-look level of 99.75 % that
 * means 8,000 replicates, which the anchored walk affords.
 * Evidence: decision-sim#a-a-0-05-ms-60s-coverage.
 */
export const MIN_TAIL_REPLICATES = 10;

// ==== Verdict rules ====

/**
 * Default noise floors: the between-arm bias that interleaving cannot remove and the interval cannot see
 * (order effects that randomization balances only on average, code and data alignment of the two sessions,
 * which alone moves timings by 1-2 %). p50 is an order statistic in the body of the distribution and moves
 * least: 1 %. p95 sits where scheduling and cache eviction live and shifts more between two identical
 * arms: 3 %. A calibrated A/A noise profile (calibration.ts) should replace these on a known runner.
 * Evidence: gate-quality#identical-false-verdicts, decision-sim#plus4pct-60s-p50-sub-threshold-regression.
 */
export const DEFAULT_NOISE_FLOOR: Readonly<PerMetric<number>> = { p50: 0.01, p95: 0.03 };

/**
 * How far past the threshold a change must be seen, as a share of the interval's half on that side: the
 * estimate moved this share of the way toward the interval's end nearer 1 must still be past the threshold.
 * 0 would test the estimate itself, which calls changes just under the threshold regressions far too often;
 * halfway lost power on a true +6 %; 0.4 keeps both within their targets (docs/decisions/0001-threshold-share.md;
 * decision-sim#plus4pct-60s-p50-sub-threshold-regression, decision-sim#plus6pct-20-ms-60s-p50-regression).
 * Evidence: decision-sim#plus4pct-60s-p50-sub-threshold-regression, decision-sim#plus6pct-20-ms-60s-p50-regression.
 */
export const THRESHOLD_SHARE = 0.4;

// ==== Session pairs ====

/**
 * Built-in prior: measured on the example MLP, session-to-session p50 differed by 0.1-0.35 % and p95 by up
 * to 4.7 %. It floors the run's own τ̂ (pairBiasMargin). The weight says how many pair-degrees of freedom
 * a calibration's τ rests on (calibration.ts); the built-in one rests on about one run's worth.
 * Evidence: gate-quality#identical-pass-quiet, decision-sim#a-a-0-05-ms-60s-coverage.
 */
export const DEFAULT_BETWEEN_PAIR: Readonly<PerMetric<BetweenPairPrior>> = {
  p50: { sd: 0.003, weight: 4 },
  p95: { sd: 0.02, weight: 4 },
};

/**
 * Replicates per pair for its own sampling variance: a weight, not an interval end, needs no more.
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage.
 */
export const PAIR_RESAMPLES = 200;

/**
 * A pair's own variance counts up to this many times what its share of the rounds gives: the bootstrap of a
 * quantile over a pair's few calls is itself unreliable (for p95 over 5 calls it resamples a maximum).
 * Uncapped, τ̂ fell too far under a real session bias and p95 intervals missed more often than they claim; a
 * tight cap cost slow identical pairs their decisions. 16 kept both within their targets in the decision
 * simulation (docs/statistics.md, "Ratio interval").
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage, decision-sim#a-a-20-ms-60s-false.
 */
export const NOISIER_THAN_SHARE = 16;

/**
 * A pair's sampling variance is floored here before it becomes a weight: a pair whose calls all tie (a coarse
 * timer) would otherwise weigh infinitely.
 * Evidence: none needed: a numerical guard, far below any measured pair variance.
 */
export const MIN_PAIR_VARIANCE = 0.0005 ** 2;

/**
 * Calls on each side of a quantile's level that show which pairs the pooled quantile rests on (effectivePairs):
 * narrow enough to stay on the level's side of the distribution (p95: the 91st to the 99th percentile)...
 * Evidence: decision-sim#a-a-big-bias-2pct-60s-coverage.
 */
export const INFLUENCE_BAND = 0.04;

/**
 * ...and wide enough to hold this many calls per pair on average, or the counts' own noise, not the pairs'
 * weights, sets K_eff (a 20 ms model's 45 renewed pairs hold 13 calls each, 1 of them near p95). A run that
 * short widens the band toward each pair's share of all calls, which still sees the renewed pairs' weights.
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-coverage.
 */
export const INFLUENCE_CALLS_PER_PAIR = 16;

/**
 * Fewer pairs than this cannot show the between-pair spread well enough to lean on it: with K − 1 = 1 degree
 * of freedom the t quantile is 64 (at 99 %). Such runs take τ from the prior, floored by UNSEEN_BETWEEN_PAIR.
 * Evidence: decision-sim#a-a-bias-2pct-2-pair-60s-false, decision-sim#a-a-bias-4pct-3-pairs-60s-coverage.
 */
export const MIN_PAIRS_FOR_SPREAD = 3;

/**
 * The largest between-pair sd (log ratio) a run with fewer than MIN_PAIRS_FOR_SPREAD pairs must allow for when
 * no calibration says otherwise: two sessions of one model differing by 4 % (p50) or 6 % (p95) each, so a pair
 * by √2 times that. The decision simulation's worst session bias (docs/statistics.md, "Simulation suite"). A noise
 * profile's τ (measured over many pairs) replaces it.
 * Evidence: decision-sim#a-a-bias-4pct-1-pair-60s-false, decision-sim#a-a-bias-4pct-20-ms-2-pairs-false.
 */
export const UNSEEN_BETWEEN_PAIR: Readonly<PerMetric<number>> = { p50: 0.04 * Math.SQRT2, p95: 0.06 * Math.SQRT2 };

/**
 * The level at which one or two pairs allow for a bias they cannot see. At the run's 99 %, 1 % of runs whose
 * pairs landed beyond the assumed spread get through, which the simulation showed as false verdicts for two
 * pairs under the session bias the prior assumes. Here the
 * false-verdict target (0.3 % of runs) is split over the four ways a run can go wrong (p50 and p95, either
 * side), 0.075 % each: a bias must be 3.2 standard deviations out.
 * Evidence: decision-sim#a-a-bias-2pct-2-pair-60s-false.
 */
export const FEW_PAIRS_CONFIDENCE = 0.9985;

/**
 * Serial correlation (serial.ts): the batch counts whose batch-means variance ratio is tested. Several, because
 * how far the correlation reaches is not known: 32 batches see correlation over a few rounds with a steady
 * ratio, 8 see episodes that last a tenth of the run (fewer would make the ratio itself too noisy to use).
 * Evidence: decision-sim#a-a-ar-1-per-arm-60s-coverage, decision-sim#a-a-ar-1-slow-shares-60s-coverage.
 */
export const SERIAL_BATCHES: readonly number[] = [4, 8, 16, 32];

/**
 * The chance that independent rounds pass the serial-correlation test at some batch count (split over the
 * counts, Bonferroni): small, because a chance pass widens an interval by √F · t/z, which with 4 batches is
 * several times. Evidence: decision-sim#a-a-0-05-ms-60s-false (time to decide).
 */
export const SERIAL_SIGNIFICANCE = 0.001;

/**
 * The share of calls on each side of a quantile's level over which the density of the log call times is read
 * for the rounds' scores: wide enough for a stable quotient, narrow enough to stay in the quantile's
 * neighbourhood (p95: the 92nd to the 98th percentile). Evidence: decision-sim#a-a-ar-1-slow-shares-60s-coverage.
 */
export const SERIAL_DENSITY_BAND = 0.03;

// ==== Sessions in two modes ====

/**
 * The smallest gap between the modes (log scale, about 5 %) that counts: closer modes are within what session
 * biases and a threshold of a few percent already allow for.
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-false.
 */
export const MODE_GAP = 0.05;

/**
 * The least two-sided p of the test that both arms take the slow mode equally often, for the within-mode
 * estimate. Generous on purpose: the within-mode estimate cannot see a change of the mix, so a mix that merely
 * might differ goes to the pair-mean estimate, which can.
 * Evidence: decision-sim#bimodal-all-slow-candidate-60s-false.
 */
export const MIX_ALPHA = 0.2;

/**
 * The least pairs for the within-mode estimate: what `auto` aims for. The mix test counts sessions, so with
 * fewer it sees almost nothing; even with 8, a candidate that takes the slow mode in two of three sessions
 * against the baseline's one in three goes unseen most of the time (docs/statistics.md, "Sessions in two modes").
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-coverage, decision-sim#plus7pct-bimodal-sessions-60s-p50-regression.
 */
export const MIN_WITHIN_MODE_PAIRS = 8;

// ==== Guards and the shape of the calls ====

/**
 * Rounds needed before any metric can be decided. The interval resamples whole rounds, so it learns how
 * much rounds differ only from the rounds it has; with fewer than ~20 the percentile bootstrap is known to
 * under-cover (its spread is biased low by √((n−1)/n) and its tails are a handful of distinct values).
 * Rounds are short (a few calls per block), so 20 costs little even for slow models.
 * Evidence: decision-sim#a-a-20-ms-15s-false.
 */
export const MIN_ROUNDS = 20;

/**
 * Rounds in every session pair: a pair with one round shows no spread to resample (pairs.ts corrects the rest).
 * Evidence: decision-sim#a-a-bias-2pct-20-ms-60s-false.
 */
export const MIN_ROUNDS_PER_PAIR = 2;

/**
 * Calls per arm before p95 can be decided: 400 puts 20 calls above the p95, the fewest from which the
 * tail's position is estimated at all (the order statistic's rank has a binomial standard deviation of
 * √(n · 0.05 · 0.95) ≈ 4.4 calls at n = 400, so the tail's top 20 calls still move it a lot).
 * Evidence: decision-sim#a-a-100-ms-60s-false.
 */
export const MIN_CALLS_P95 = 400;

/**
 * Interference (tail.ts: hits that cluster in stretches of the run) breaks p95 in two ways. When it is 5 %
 * or more of an arm's calls, the p95 *is* interference: it measures the neighbours, not the model. Below
 * that, bursts that land evenly on both arms sit above both p95s and cancel (interleaving is for exactly
 * this), but an uneven share (one arm caught a burst the other missed) moves one arm's p95 and not the
 * other's: a gap of one percentage point is a fifth of the 5 % tail. Hits spread steadily over the whole
 * run are the model's own tail and never block: a real p95 regression must be called one.
 * Evidence: decision-sim#a-a-one-arm-bursts-60s-false, decision-sim#p95-x2-clustered-60s-p95-regression.
 */
export const MAX_INTERFERENCE_SHARE = 0.05;

/** Evidence: decision-sim#a-a-one-arm-bursts-60s-false. */
export const MAX_INTERFERENCE_GAP = 0.01;

/**
 * Sarle's cut-off: a uniform distribution scores exactly 5/9; one normal scores 1/3; two separated modes → 1.
 * Evidence: decision-sim#a-a-bimodal-sessions-60s-false (the cut-off itself is Sarle's).
 */
export const BIMODALITY_CUTOFF = 5 / 9;

/**
 * A call is "interference-hit" when it is slower than median + max(5 robust σ, median, 2 timer ticks).
 * 5 σ (σ = 1.4826 · MAD, consistent under normality) is far beyond an arm's own jitter; the median floor
 * keeps tight arms (MAD of a tick or two) and models with a naturally long tail (p95 at 1.5× the median is
 * common for small models) from flagging their own calls, so only calls at least 2× the median count,
 * which is what preemption, page faults and noisy neighbours produce.
 * Evidence: decision-sim#a-a-one-arm-bursts-60s-false, gate-quality#tail-p95-regression.
 */
export const INTERFERENCE_ROBUST_SIGMAS = 5;

/** Evidence: decision-sim#p95-x2-steady-60s-p95-regression. */
export const INTERFERENCE_MIN_FACTOR = 2;

/**
 * The run is cut into this many stretches of consecutive rounds (fewer for short runs, at least 5 rounds each).
 * Evidence: decision-sim#p95-x2-steady-60s-p95-regression.
 */
export const TAIL_SEGMENTS = 8;

/**
 * Flagged in every report when other processes used a quarter of the machine, the benchmark waited for a
 * CPU a quarter of the time it was ready to run, or the hypervisor stole 5 %: from there the neighbours are
 * part of what was measured. `heavy` (the benchmark waited as long as it ran, a quarter stolen) is the
 * same flag, louder. Neither alone changes a verdict: that depends on the calls (see refusedMetrics).
 * Evidence: decision-sim#a-a-busy-0-05-ms-60s-false, gate-quality#identical-pass-both-busy.
 */
export const DISTURBED = { otherShare: 0.25, waitShare: 0.25, stealShare: 0.05 } as const;

/** Evidence: decision-sim#a-a-busy-20-ms-60s-false. */
export const HEAVY = { waitShare: 0.5, stealShare: 0.25, loadPerCore: 3 } as const;

/**
 * The smallest wait or steal share the sentence mentions: below it the share rounds to nothing.
 * Evidence: none needed: wording only, no verdict depends on it.
 */
export const SHOWN_WAIT_SHARE = 0.005;

/**
 * The share of a look's calls hit by waits for a CPU from which p50 is refused too, not only p95: half the calls
 * moved is the median itself. Evidence: decision-sim#a-a-busy-20-ms-60s-false.
 */
export const BOTH_METRICS_HIT_SHARE = 0.5;

/**
 * The trend guard (drift.ts) reads a pair's rounds from this many on: Spearman's ρ over fewer has no spread.
 * Evidence: decision-sim#a-a-drift-60s-false.
 */
export const TREND_MIN_PAIR_ROUNDS = 3;

/**
 * The trend guard's least degrees of freedom over the pairs (Σ (n_k − 1)): below it the combined ρ is not judged.
 * Evidence: decision-sim#a-a-drift-60s-false.
 */
export const TREND_MIN_DOF = 5;

// ==== Calibration ====

/**
 * Share of A/A runs that must pass at the smallest supported threshold (the rest may be inconclusive).
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
export const SUPPORTED_PASS_SHARE = 0.9;

/**
 * Calibrated τ never weighs more than this many pair-degrees of freedom against a run's own pairs.
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
export const MAX_PRIOR_WEIGHT = 60;

/**
 * Fewer A/A runs than this give a noise floor resting on too few samples: a 99 % bound on the A/A bias from a
 * handful of runs, and a 90th percentile of how far their intervals missed 1 that is really one of the
 * largest misses, so a short calibration can under-state the floor (docs/statistics.md, "Calibration").
 * Evidence: gate-quality#plus5-calibrated-regression.
 */
export const RECOMMENDED_CALIBRATION_RUNS = 20;

// ==== Other measures (GPU rounds, memory, history) ====

/** Evidence: none in this repository: TensorRT's trtexec warning level (docs/gpu.md). */
export const CV_WARN_LEVEL = 0.025;

/** Evidence: none yet: an allocator page run, below any model's weights. */
export const MEMORY_NOISE_BYTES = 1024 * 1024;

/**
 * The constants of the trend judgement, documented in docs/history-and-charts.md.
 * Evidence: none yet: the history judgement is documented in docs/history-and-charts.md.
 */
export const TREND_RULES = {
  /** Fewer entries than this are drawn but not judged. */
  minEntries: 8,
  /** A change point must move the level by at least this share of the metric's threshold. */
  minChangeOfThreshold: 0.5,
  /** Mann-Kendall significance of the moving part of a creep. */
  creepAlpha: 0.01,
  /** Fewest entries after the hinge for a creep. */
  minMoving: 4,
} as const;

/** Evidence: none yet: Matteson and James's defaults (docs/history-and-charts.md). */
export const E_DIVISIVE_DEFAULTS: Readonly<Omit<EDivisiveOptions, 'seed'>> = {
  alpha: 0.01,
  permutations: 199,
  minSize: 3,
  maxChangePoints: 5,
};

// ==== Planner (src/bench) ====
// How many session pairs a run gets, when they are renewed and when cheap ones grow (src/bench/child/pair-plan.ts,
// pair-renewal.ts, src/bench/pair-growth.ts; docs/benchmark.md, "Session pairs, planned and renewed").

/**
 * 'auto' aims for this many pairs: enough that the t quantile on the pairs' spread (7 degrees of freedom) is
 * near its limit, few enough that a small model creates them in a fraction of a second.
 * Evidence: decision-sim#a-a-bias-2pct-15s-false.
 */
export const MAX_AUTO_PAIRS = 8;

/**
 * 'auto' settles for no fewer pairs than this where memory and a quarter of the budget allow: with 3 the t
 * quantile has 2 degrees of freedom (9.9 at 99 %) and p95 could never pass.
 * Evidence: decision-sim#a-a-bias-4pct-3-pairs-60s-false.
 */
export const PREFERRED_MIN_PAIRS = 4;

/**
 * Creating the extra pairs may take this share of the budget ('auto'), up to the preferred minimum the larger
 * share: the pairs buy width only while the rounds still have time to be measured.
 * Evidence: gate-quality#example-time-quiet.
 */
export const PAIR_TIME_SHARE = { auto: 0.1, preferredMinimum: 0.25 } as const;

/**
 * The child, what it held before its first pair included, may hold this many times the two model files' bytes
 * (a session holds about its model): counting the pairs alone let one more in and the peak passed it.
 * Evidence: gate-quality#big-peak-memory.
 */
export const MEMORY_MULTIPLE = 4;

/** Small models keep their pairs: the pairs may always hold this many bytes. Evidence: gate-quality#big-peak-memory. */
export const SMALL_MODELS_BYTES = 512 * 1024 ** 2;

/** Never more than this share of the memory free after the first pair. Evidence: gate-quality#big-peak-memory. */
export const FREE_SHARE = 0.5;

/**
 * Whole cycles a generation of renewed pairs runs before it may be renewed: 2 cycles are 4 rounds a pair, 2 in
 * each arm order, the least for a pair's ratio and its spread.
 * Evidence: decision-sim#a-a-big-60s-coverage.
 */
export const GENERATION_CYCLES = 2;

/**
 * Pairs a run may see in all: the record keeps each pair's ratio, and the leave-one-pair-out floor analyses the
 * run once a pair. Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
export const MAX_RENEWED_PAIRS = 64;

/**
 * A generation measures at least this many times as long as creating it cost: twice as long decided the big
 * identical pair later, not sooner (docs/decisions/0004-renewal-timing.md).
 * Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
export const MEASURE_PER_RENEWAL = 1;

/**
 * Untimed calls a new session of a renewed generation runs, in measuring blocks at most: whole blocks of a big
 * model's calls cost over half of creating the pair, while its warm-up settles within a few calls.
 * Evidence: decision-sim#a-a-big-60s-time-to-pass.
 */
export const RENEWAL_WARM_BLOCKS = 2;

/**
 * Cheap pairs may grow when creating a generation costs at most this share of the budget: a small model's 8
 * pairs cost under 1 % of 60 s, a 40 MB model's about 2 %, where renewing often takes little from the rounds.
 * Evidence: decision-sim#plus6pct-bias-2pct-60s-p50-regression.
 */
export const GROWTH_COST_SHARE = 0.05;

/**
 * A check asks for more pairs when the pairs' mean bias (τ² / K_eff) holds at least this share of an undecided
 * metric's interval variance: then more pairs, not more rounds of the same pairs, narrow it.
 * Evidence: decision-sim#plus6pct-bias-2pct-60s-p50-regression.
 */
export const PAIR_SHARE_TO_GROW = 0.5;
