// From raw rounds to per-metric verdicts: one round bootstrap (stratified by session pair) shared by p50
// and p95, the interval adjustments in their order (interval-adjustments.ts), the interval rules, then the guards that can
// only ever downgrade a verdict to inconclusive. docs/statistics.md, "Statistics", has the formulas.

import { bootstrapRatios, replicatesNeeded, summarizeReplicates } from './bootstrap.js';
import { poolRounds, type PooledRounds } from './pool.js';
import { ratioTrend, trendReason, type RatioTrend } from './drift.js';
import { guardStops, steadyTailNote, type LookPace } from './guards.js';
import { MIN_ROUNDS_PER_PAIR, DEFAULT_BETWEEN_PAIR, UNSEEN_BETWEEN_PAIR } from './policy.js';
import { fewPairs, fewPairsSentence } from './few-pairs.js';
import {
  atLeastBodySpread,
  claimedLevel,
  effectivePairs,
  pairRatios,
  pairSamplingVariances,
  pairSpread,
  smallSampleFactor,
} from './session-pairs.js';
import { adjustInterval } from './interval-adjustments.js';
import { leaveOnePairOut } from './pair-jackknife.js';
import { roundScores, serialStretch } from './serial.js';
import { modesReason, pairMeanInterval, sessionModes, withinModeInterval } from './session-modes.js';
import { attributeTails, splitHits, type TailSplit } from './tail.js';
import { summarizeSorted } from './quantile.js';
import { roundInterference } from './shape.js';
import {
  METRICS,
  type BetweenPairPrior,
  type LatencyAnalysis,
  type Metric,
  type MetricAnalysis,
  type PairSpread,
  type PerMetric,
  type Round,
  type SessionModes,
} from './types.js';
import { describeDetectable, explainJudgement, judge, minDetectable, type RatioJudgement } from './verdict.js';

export interface AnalyzeOptions {
  /** Fractions: 0.05 = 5 %. */
  thresholds: PerMetric<number>;
  /** Fractions; see DEFAULT_NOISE_FLOOR or a calibrated noise profile. */
  noiseFloor: PerMetric<number>;
  /** Interval level; under sequential stopping pass perLookConfidence(...). */
  confidence: number;
  /**
   * The whole run's level (the `overall` of perLookConfidence) for the pair biases' share of the interval
   * (session-pairs.ts, pairBiasMargin); default `confidence`. Set only when the same pairs are measured at every
   * look (pairBiasLevel).
   */
  runConfidence?: number;
  /**
   * p50's interval is at least the t interval over the pairs' own ratios (session-pairs.ts, pairSpreadFloor).
   * Set when the pairs are renewed during the run (lookOptions), where the pair-bias margin is taken at the
   * look's level and its τ̂ from a look's few new pairs can read 0 by chance.
   */
  pairMeanFloor?: boolean;
  /** Requested bootstrap replicates; raised when the interval's tails need more. */
  resamples: number;
  seed: number;
  /** Timer tick (µs); quantiles are single observed calls, so no ratio finer than one tick is real. */
  timerResolutionUs?: number;
  /** What is known about the between-pair sd before the run (a calibration); DEFAULT_BETWEEN_PAIR otherwise. */
  betweenPair?: PerMetric<BetweenPairPrior>;
  /** False when warm-up hit its cap unsettled: nothing is decided. Default true. */
  warmupSettled?: boolean;
  /** Where the look stands in the budget: lets p95 say up front when the budget cannot reach its calls. */
  pace?: LookPace;
}

/**
 * The rounds an analysis uses: all of them, except the rounds of pairs that have run fewer than
 * MIN_ROUNDS_PER_PAIR while other pairs have enough. That is the newest generation of renewed pairs
 * (pair-renewal.ts) when the budget's last look comes before its second round: a pair with one round shows no
 * spread to resample, and letting it block the verdict threw away a whole run's decision (an identical pair
 * inside its pass band held `inconclusive` by one round of one pair). Which rounds are left out
 * depends on the counts alone, never on the times.
 */
export function roundsToAnalyze(rounds: readonly Round[]): { rounds: readonly Round[]; leftOut: number } {
  const perPair = new Map<number, number>();
  for (const r of rounds) perPair.set(r.pair ?? 0, (perPair.get(r.pair ?? 0) ?? 0) + 1);
  const short = new Set([...perPair].filter(([, n]) => n < MIN_ROUNDS_PER_PAIR).map(([pair]) => pair));
  if (short.size === 0 || short.size === perPair.size) return { rounds, leftOut: 0 };
  const kept = rounds.filter((r) => !short.has(r.pair ?? 0));
  return { rounds: kept, leftOut: rounds.length - kept.length };
}

export function analyzeLatency(all: readonly Round[], options: AnalyzeOptions): LatencyAnalysis {
  validateOptions(options);
  const { rounds, leftOut } = roundsToAnalyze(all);
  const pooled = poolRounds(rounds);
  const resamples = replicatesNeeded(options.confidence, options.resamples);
  const replicates = bootstrapRatios(pooled, METRICS, resamples, options.seed);
  const resolution = options.timerResolutionUs ?? 0;
  const hits = roundInterference(rounds, resolution);
  const tails = attributeTails(
    {
      baseline: splitHits(hits.baseline, pooled.baseline.callsPerRound),
      candidate: splitHits(hits.candidate, pooled.candidate.callsPerRound),
    },
    { baseline: hits.baseline.hitsPerRound, candidate: hits.candidate.hitsPerRound },
    1 - options.confidence,
  );
  const trend = ratioTrend(rounds);
  const modes = sessionModes(rounds, pooled.strata);
  const pairVariances =
    pooled.strata.length > 1 ? pairSamplingVariances(rounds, pooled.strata, options.seed) : undefined;
  const analyze = (metric: Metric, bodyBetweenSd?: number): MetricAnalysis =>
    analyzeMetric(
      metric,
      { rounds, pooled, replicates: replicates.get(metric)!, tails, trend, modes, leftOut, pairVariances },
      { ...options, resamples },
      bodyBetweenSd,
    );
  const p50 = analyze('p50');
  return {
    p50,
    p95: analyze('p95', modes ? undefined : (p50.pairs?.betweenSdInRun ?? undefined)),
    baseline: summarizeSorted(pooled.baseline.values),
    candidate: summarizeSorted(pooled.candidate.values),
    rounds: pooled.rounds,
    callsPerArm: { baseline: pooled.baseline.values.length, candidate: pooled.candidate.values.length },
  };
}

interface RunFacts {
  rounds: readonly Round[];
  pooled: PooledRounds;
  replicates: Float64Array;
  tails: { baseline: TailSplit; candidate: TailSplit };
  /** The per-round median ratio's trend over the run; each metric judges it against its own boundaries. */
  trend: RatioTrend | undefined;
  /** The modes the sessions settled in, found on the p50 of each session (session-modes.ts). */
  modes: SessionModes | undefined;
  /** Rounds of pairs too new to analyze (roundsToAnalyze). */
  leftOut: number;
  /** Each pair's own sampling variance of its log ratio (pairSamplingVariances); absent with one pair. */
  pairVariances: PerMetric<number[]> | undefined;
}

/**
 * The estimate the sessions' modes call for (session-modes.ts), or undefined for the pooled one: within-mode
 * for both metrics when the arms' mixes agree; else, for p50, the pairs' geometric mean. `floorSd` is the
 * between-pair prior for the former and the τ used for the latter.
 */
function modesEstimate(metric: Metric, run: RunFacts, options: AnalyzeOptions, pairs: PairSpread, prior: number) {
  const { modes } = run;
  if (!modes) return undefined;
  const within =
    modes.estimator === 'within-mode'
      ? withinModeInterval(run.rounds, run.pooled.strata, modes, metric, options.confidence, prior)
      : undefined;
  if (within) return { ...within, modes };
  if (metric !== 'p50') return undefined;
  return {
    ...pairMeanInterval(pairs.ratios, options.confidence, pairs.betweenSd),
    modes: { ...modes, estimator: 'pair-mean' as const },
  };
}

/**
 * @param bodyBetweenSd p95 only: the run's τ̂ at p50, a lower bound on p95's τ (session-pairs.ts,
 *   atLeastBodySpread); absent when the sessions settled in two modes.
 */
function analyzeMetric(metric: Metric, run: RunFacts, options: AnalyzeOptions, bodyBetweenSd?: number): MetricAnalysis {
  const { pooled } = run;
  const interval = summarizeReplicates(pooled, metric, run.replicates, options);
  const prior = (options.betweenPair ?? DEFAULT_BETWEEN_PAIR)[metric];
  const small = smallSampleFactor(pooled.strata);
  const pairs = {
    ...atLeastBodySpread(
      pairSpread(
        pairRatios(run.rounds, pooled.strata, metric),
        run.replicates,
        prior,
        Number.isFinite(small) ? small : 1,
        // A calibrated τ was measured over many pairs; only the built-in prior needs the floor for unseen spread.
        options.betweenPair ? 0 : UNSEEN_BETWEEN_PAIR[metric],
        run.pairVariances && {
          variances: run.pairVariances[metric],
          rounds: pooled.strata.map((members) => members.length),
        },
      ),
      bodyBetweenSd,
    ),
    effectivePairs: effectivePairs(pooled, metric),
  };
  // Sessions in two modes make the pooled quantiles jump between them (session-modes.ts).
  const byModes = modesEstimate(metric, run, options, pairs, prior.sd);
  const modes = byModes?.modes;
  const roundsPerPair = pooled.strata.map((members) => members.length);
  const ratio = byModes?.ratio ?? interval.ratio;
  const serial = byModes ? null : serialStretch(roundScores(pooled, metric), options.confidence);
  const ci =
    byModes?.ci ??
    adjustInterval(interval.ci, {
      metric,
      ratio: interval.ratio,
      smallSample: small,
      serial: serial ?? 1,
      pairs,
      roundsPerPair,
      biasLevel: options.runConfidence ?? options.confidence,
      renewedPairs: options.pairMeanFloor === true,
      leaveOut: leaveOnePairOut(pooled, metric),
    });
  const tick = (options.timerResolutionUs ?? 0) / interval.baseline;
  const judgement: RatioJudgement = {
    ratio,
    ci,
    threshold: options.thresholds[metric],
    noiseFloor: Math.max(options.noiseFloor[metric], tick),
  };
  const ruled = judge(judgement);
  const trend = trendReason(
    run.trend,
    options.confidence,
    options.noiseFloor.p50,
    options.thresholds.p50,
    metric === 'p50' ? undefined : { metric, ratio, noiseFloor: judgement.noiseFloor, threshold: judgement.threshold },
  );
  const stops = guardStops({
    metric,
    rounds: pooled.rounds,
    callsPerArm: { baseline: pooled.baseline.values.length, candidate: pooled.candidate.values.length },
    tails: run.tails,
    // The bootstrap's modes are the mixture the modes' estimate already accounts for.
    bimodality: modes ? 0 : interval.bimodality,
    ci,
    noiseFloor: judgement.noiseFloor,
    ruled,
    warmupSettled: options.warmupSettled ?? true,
    roundsPerPair: Math.min(...pooled.strata.map((s) => s.length)),
    ...(options.pace ? { pace: options.pace } : {}),
    ...(trend ? { trend } : {}),
  });
  const blocked = stops.map((s) => s.reason);
  const heldBy = [...new Set(stops.map((s) => s.guard))];
  const verdict = blocked.length > 0 ? 'inconclusive' : ruled;
  // What the interval said before a guard stopped it: a blocked regression is never silent.
  const suspected = blocked.length > 0 && (ruled === 'regression' || ruled === 'improvement') ? ruled : undefined;
  const detectable = blocked.length > 0 ? Number.POSITIVE_INFINITY : minDetectable(judgement);
  const reasons =
    blocked.length > 0
      ? [
          ...blocked,
          `the ${metric} ratio ${ratio.toFixed(3)} has interval [${ci[0].toFixed(3)}, ${ci[1].toFixed(3)}], not judged for the reasons above`,
        ]
      : [explainJudgement(metric, judgement, ruled)];
  if (modes) reasons.splice(1, 0, modesReason(modes, metric, pairs.ratios));
  const tailNote = metric === 'p95' ? steadyTailNote(run.tails) : undefined;
  if (tailNote) reasons.push(tailNote);
  // A wider interval with no cause in words reads as a noisy runner; this one is the rounds' own correlation.
  if (serial !== null && serial > 1)
    reasons.push(
      `neighbouring rounds were alike (noise that lasts longer than a round, such as one model drifting on its own): the interval was widened ×${serial.toFixed(1)} for it`,
    );
  if (run.leftOut > 0)
    reasons.push(
      `${run.leftOut} round${run.leftOut === 1 ? '' : 's'} of session pairs created just before this check ${run.leftOut === 1 ? 'was' : 'were'} left out: a pair needs ${MIN_ROUNDS_PER_PAIR} rounds to show its spread`,
    );
  // Only an undecided metric needs the smallest slowdown it could have seen: under a decided one it reads as a
  // second, weaker verdict (and the record keeps the number in `minDetectable` and `detectable` anyway).
  if (verdict === 'inconclusive' && blocked.length === 0) {
    reasons.push(describeDetectable(metric, { minDetectable: detectable }));
  }
  // 1-3 pairs that stay: the pair margin, not the time, holds the metric (few-pairs.ts). Renewed pairs grow.
  const few =
    verdict === 'inconclusive' && blocked.length === 0 && options.pairMeanFloor !== true && !modes
      ? fewPairs({
          spread: pairs,
          priorSd: prior.sd,
          ratio,
          threshold: judgement.threshold,
          noiseFloor: judgement.noiseFloor,
          confidence: options.runConfidence ?? options.confidence,
        })
      : undefined;
  if (few) reasons.push(fewPairsSentence(few));
  return {
    metric,
    baseline: interval.baseline,
    // Where the ratio is the within-mode estimate, the pooled candidate quantile mixes modes the baseline's
    // sessions may not share: shown beside the ratio it would contradict it, so the candidate is shown at the
    // baseline's latency times the ratio that decides.
    candidate: byModes ? interval.baseline * ratio : interval.candidate,
    ratio,
    ci,
    confidence: options.confidence,
    claim: { level: claimedLevel(options), serialStretch: serial },
    threshold: judgement.threshold,
    noiseFloor: judgement.noiseFloor,
    halfWidth: (ci[1] - ci[0]) / 2,
    minDetectable: detectable,
    verdict,
    reasons,
    resamples: interval.resamples,
    pairs,
    ...(suspected ? { suspected } : {}),
    ...(heldBy.length > 0 ? { heldBy } : {}),
    ...(modes ? { modes } : {}),
    ...(few ? { fewPairs: few } : {}),
  };
}

function validateOptions(o: AnalyzeOptions): void {
  for (const metric of METRICS) {
    const t = o.thresholds[metric];
    if (!(t > 0 && Number.isFinite(t))) throw new Error(`${metric} threshold must be a positive fraction, got ${t}`);
    const f = o.noiseFloor[metric];
    if (!(f >= 0 && Number.isFinite(f))) throw new Error(`${metric} noise floor must be a fraction ≥ 0, got ${f}`);
  }
  for (const level of [o.confidence, o.runConfidence ?? o.confidence]) {
    if (!(level > 0 && level < 1)) throw new Error(`confidence must be in (0, 1), got ${level}`);
  }
  if (!(Number.isInteger(o.resamples) && o.resamples >= 1)) {
    throw new Error(`resamples must be a positive integer, got ${o.resamples}`);
  }
  const tick = o.timerResolutionUs ?? 0;
  if (!(tick >= 0 && Number.isFinite(tick))) throw new Error(`timer resolution must be ≥ 0 µs, got ${tick}`);
}
