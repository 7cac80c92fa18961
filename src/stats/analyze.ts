// From raw rounds to per-metric verdicts: one round bootstrap shared by p50 and p95, the interval rules,
// then the guards that can only ever downgrade a verdict to inconclusive.

import { bootstrapRatios, replicatesNeeded, summarizeReplicates } from './bootstrap.js';
import { poolRounds, type PooledRounds } from './pool.js';
import { guardReasons } from './guards.js';
import { summarizeSorted } from './quantile.js';
import { roundInterference, type InterferenceReport } from './shape.js';
import {
  METRICS,
  type LatencyAnalysis,
  type Metric,
  type MetricAnalysis,
  type PerMetric,
  type Round,
} from './types.js';
import { describeDetectable, explainJudgement, judge, minDetectable, type RatioJudgement } from './verdict.js';

export interface AnalyzeOptions {
  /** Fractions: 0.05 = 5 %. */
  thresholds: PerMetric<number>;
  /** Fractions; see DEFAULT_NOISE_FLOOR or a calibrated noise profile. */
  noiseFloor: PerMetric<number>;
  /** Interval level; under sequential stopping pass perLookConfidence(...). */
  confidence: number;
  /** Requested bootstrap replicates; raised when the interval's tails need more. */
  resamples: number;
  seed: number;
  /** Timer tick (µs); quantiles are single observed calls, so no ratio finer than one tick is real. */
  timerResolutionUs?: number;
}

export function analyzeLatency(rounds: readonly Round[], options: AnalyzeOptions): LatencyAnalysis {
  validateOptions(options);
  const pooled = poolRounds(rounds);
  const resamples = replicatesNeeded(options.confidence, options.resamples);
  const replicates = bootstrapRatios(pooled, METRICS, resamples, options.seed);
  const resolution = options.timerResolutionUs ?? 0;
  const hits = roundInterference(rounds, resolution);
  const analyze = (metric: Metric): MetricAnalysis =>
    analyzeMetric(metric, pooled, replicates.get(metric)!, hits, { ...options, resamples });
  return {
    p50: analyze('p50'),
    p95: analyze('p95'),
    baseline: summarizeSorted(pooled.baseline.values),
    candidate: summarizeSorted(pooled.candidate.values),
    rounds: pooled.rounds,
    callsPerArm: { baseline: pooled.baseline.values.length, candidate: pooled.candidate.values.length },
  };
}

function analyzeMetric(
  metric: Metric,
  pooled: PooledRounds,
  sortedReplicates: Float64Array,
  hits: { baseline: InterferenceReport; candidate: InterferenceReport },
  options: AnalyzeOptions,
): MetricAnalysis {
  const interval = summarizeReplicates(pooled, metric, sortedReplicates, options);
  const tick = (options.timerResolutionUs ?? 0) / interval.baseline;
  const judgement: RatioJudgement = {
    ratio: interval.ratio,
    ci: interval.ci,
    threshold: options.thresholds[metric],
    noiseFloor: Math.max(options.noiseFloor[metric], tick),
  };
  const blocked = guardReasons({
    metric,
    rounds: pooled.rounds,
    callsPerArm: { baseline: pooled.baseline.values.length, candidate: pooled.candidate.values.length },
    interference: hits,
    bimodality: interval.bimodality,
    ci: interval.ci,
    noiseFloor: judgement.noiseFloor,
  });
  const ruled = judge(judgement);
  const verdict = blocked.length > 0 ? 'inconclusive' : ruled;
  const detectable = blocked.length > 0 ? Number.POSITIVE_INFINITY : minDetectable(judgement);
  const reasons =
    blocked.length > 0
      ? [
          ...blocked,
          `the ${metric} ratio ${interval.ratio.toFixed(3)} has interval [${interval.ci[0].toFixed(3)}, ${interval.ci[1].toFixed(3)}], not judged for the reasons above`,
        ]
      : [explainJudgement(metric, judgement, ruled)];
  if (verdict === 'pass' || (verdict === 'inconclusive' && blocked.length === 0)) {
    reasons.push(describeDetectable(metric, { minDetectable: detectable }));
  }
  return {
    metric,
    baseline: interval.baseline,
    candidate: interval.candidate,
    ratio: interval.ratio,
    ci: interval.ci,
    confidence: options.confidence,
    threshold: judgement.threshold,
    noiseFloor: judgement.noiseFloor,
    halfWidth: (interval.ci[1] - interval.ci[0]) / 2,
    minDetectable: detectable,
    verdict,
    reasons,
    resamples: interval.resamples,
  };
}

function validateOptions(o: AnalyzeOptions): void {
  for (const metric of METRICS) {
    const t = o.thresholds[metric];
    if (!(t > 0 && Number.isFinite(t))) throw new Error(`${metric} threshold must be a positive fraction, got ${t}`);
    const f = o.noiseFloor[metric];
    if (!(f >= 0 && Number.isFinite(f))) throw new Error(`${metric} noise floor must be a fraction ≥ 0, got ${f}`);
  }
  if (!(o.confidence > 0 && o.confidence < 1)) throw new Error(`confidence must be in (0, 1), got ${o.confidence}`);
  if (!(Number.isInteger(o.resamples) && o.resamples >= 1)) {
    throw new Error(`resamples must be a positive integer, got ${o.resamples}`);
  }
  const tick = o.timerResolutionUs ?? 0;
  if (!(tick >= 0 && Number.isFinite(tick))) throw new Error(`timer resolution must be ≥ 0 µs, got ${tick}`);
}
