// A/A calibration: run the gate with the same model in both arms many times on one runner, each run for
// the full budget (no early stop, so every run has the size the gate's later runs can reach), then measure
// what the verdict rules need to know about that runner: how much two sessions of one model differ (the
// between-pair sd τ, a variance component of every later interval), the systematic bias that neither the
// interval nor the rotation of pairs removes (the noise floor), and the smallest threshold it can hold.

import { z } from 'zod';
import { quantile } from './quantile.js';
import type { BetweenPairPrior, MetricAnalysis, PairSpread, PerMetric } from './types.js';
import { SUPPORTED_PASS_SHARE, MAX_PRIOR_WEIGHT } from './policy.js';

/** One-sided 99 % normal quantile for the bound on the systematic bias. */
const Z99 = 2.326;

export interface MetricNoise {
  runs: number;
  /**
   * The bias the interval does not see: the larger of the one-sided 99 % upper bound on the mean A/A log
   * ratio, |m| + 2.326·s/√n, and the 90th percentile of the distance by which 1 (the truth) lay outside a
   * run's interval, max(ci[0] − 1, 1/ci[1] − 1, 0). A bound and a percentile, not the maximum of a few
   * runs, so it does not swing with one unlucky run.
   */
  noiseFloor: number;
  /** Largest |ratio − 1| seen: the raw spread of A/A point estimates, for display. */
  maxDeviation: number;
  /** Median interval half-width: how wide this runner's intervals are for this budget. */
  typicalHalfWidth: number;
  /** Share of runs whose verdict was not `pass` (regression, improvement or inconclusive). */
  falseVerdictRate: number;
  /** Share of runs whose verdict was `regression`: the rate at which this runner would fail a good PR. */
  falseRegressionRate: number;
  /**
   * Smallest threshold t at which SUPPORTED_PASS_SHARE of the A/A runs would have passed: a run passes when
   * its interval lies inside [(1 + f)/(1 + t), (1 + t)/(1 + f)], i.e. t ≥ (1 + f)·max(ci[1], 1/ci[0]) − 1.
   * A threshold below it promises to catch changes this runner cannot tell from noise; the report warns.
   */
  minThreshold: number;
  /** τ: sd of the log ratio between two session pairs of one model (pairs.ts); absent in older profiles. */
  betweenPairSd?: number;
  /** Pair-degrees of freedom behind betweenPairSd, capped at MAX_PRIOR_WEIGHT. */
  betweenPairWeight?: number;
}

export type NoiseCalibration = PerMetric<MetricNoise>;

/** The parts of a metric's analysis that calibration reads (a record holds them too). */
export type CalibrationRun = PerMetric<
  Pick<MetricAnalysis, 'ratio' | 'ci' | 'halfWidth' | 'verdict'> & { pairs?: PairSpread | undefined }
>;

export function calibrate(runs: ReadonlyArray<CalibrationRun>): NoiseCalibration {
  if (runs.length === 0) throw new Error('calibration needs at least one A/A run');
  return { p50: metricNoise(runs.map((r) => r.p50)), p95: metricNoise(runs.map((r) => r.p95)) };
}

function metricNoise(runs: CalibrationRun['p50'][]): MetricNoise {
  const logs = runs.map((a) => Math.log(a.ratio));
  const outside = runs.map((a) => Math.max(0, a.ci[0] - 1, 1 / a.ci[1] - 1));
  const biasBound =
    logs.length >= 2 ? Math.exp(Math.abs(mean(logs)) + (Z99 * sd(logs)) / Math.sqrt(logs.length)) - 1 : 0;
  const noiseFloor = Math.max(biasBound, quantile(outside, SUPPORTED_PASS_SHARE));
  const share = (verdicts: (v: CalibrationRun['p50']) => boolean) => runs.filter(verdicts).length / runs.length;
  const between = betweenPair(runs);
  return {
    runs: runs.length,
    noiseFloor,
    maxDeviation: Math.max(...runs.map((a) => Math.abs(a.ratio - 1))),
    typicalHalfWidth: quantile(
      runs.map((a) => a.halfWidth),
      0.5,
    ),
    falseVerdictRate: share((a) => a.verdict !== 'pass'),
    falseRegressionRate: share((a) => a.verdict === 'regression'),
    minThreshold: quantile(
      runs.map((a) => (1 + noiseFloor) * Math.max(a.ci[1], 1 / a.ci[0]) - 1),
      SUPPORTED_PASS_SHARE,
    ),
    ...(between ? { betweenPairSd: between.sd, betweenPairWeight: between.weight } : {}),
  };
}

/**
 * τ² from the runs: within a run of K ≥ 2 pairs, S² − K·w² estimates τ² without bias (S² the variance of
 * its pair log ratios, w the within-pair sd of its estimate); averaged over runs and clipped at 0 only at
 * the end, so the clipping adds no upward bias. Runs of one pair each still show τ across runs: the
 * variance of their log ratios less the mean w² estimates it.
 */
function betweenPair(runs: CalibrationRun['p50'][]): BetweenPairPrior | undefined {
  const withPairs = runs.filter((a) => a.pairs && a.pairs.pairs >= 2);
  if (withPairs.length > 0) {
    const estimates = withPairs.map((a) => {
      const p = a.pairs as PairSpread;
      return sd(p.ratios.map(Math.log)) ** 2 - p.pairs * p.withinSd ** 2;
    });
    const weight = withPairs.reduce((n, a) => n + (a.pairs as PairSpread).pairs - 1, 0);
    return { sd: Math.sqrt(Math.max(0, mean(estimates))), weight: Math.min(MAX_PRIOR_WEIGHT, weight) };
  }
  const single = runs.filter((a) => a.pairs);
  if (single.length < 3) return undefined;
  const variance =
    sd(single.map((a) => Math.log(a.ratio))) ** 2 - mean(single.map((a) => (a.pairs as PairSpread).withinSd ** 2));
  return { sd: Math.sqrt(Math.max(0, variance)), weight: Math.min(MAX_PRIOR_WEIGHT, single.length - 1) };
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function sd(values: number[]): number {
  if (values.length < 2) return 0;
  const m = mean(values);
  return Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / (values.length - 1));
}

const fraction = z.number().min(0);
const rate = z.number().min(0).max(1);

export const metricNoiseSchema = z.object({
  runs: z.int().positive(),
  noiseFloor: fraction,
  maxDeviation: fraction,
  typicalHalfWidth: fraction,
  falseVerdictRate: rate,
  falseRegressionRate: rate,
  minThreshold: fraction,
  betweenPairSd: fraction.optional(),
  betweenPairWeight: z.number().min(0).optional(),
});

/** The saved form of a calibration: JSON that a later run loads to set its noise floors. */
export const noiseProfileSchema = z.object({
  schemaVersion: z.literal(1),
  kind: z.literal('latency-gate-noise-profile'),
  createdAt: z.iso.datetime({ offset: true }),
  /** Free-form description of where it was measured (OS, CPU, runner label, execution provider, …). */
  runner: z.record(z.string(), z.unknown()),
  metrics: z.object({ p50: metricNoiseSchema, p95: metricNoiseSchema }),
});

export type NoiseProfile = z.infer<typeof noiseProfileSchema>;

/** `createdAt` is passed in (ISO 8601): this module reads no clock. */
export function toNoiseProfile(
  calibration: NoiseCalibration,
  meta: { createdAt: string; runner: Record<string, unknown> },
): NoiseProfile {
  return noiseProfileSchema.parse({
    schemaVersion: 1,
    kind: 'latency-gate-noise-profile',
    createdAt: meta.createdAt,
    runner: meta.runner,
    metrics: calibration,
  });
}

/** Parses saved JSON text, naming the problem in one sentence when it is not a noise profile. */
export function parseNoiseProfile(json: string): NoiseProfile {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new Error(`the noise profile is not valid JSON: ${(error as Error).message}`);
  }
  const result = noiseProfileSchema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`the noise profile is invalid at '${issue?.path.join('.') ?? ''}': ${issue?.message ?? 'unknown'}`);
  }
  return result.data;
}

/** Noise floors from a profile, in the shape analyzeLatency takes. */
export function noiseFloorsFrom(profile: NoiseProfile): PerMetric<number> {
  return { p50: profile.metrics.p50.noiseFloor, p95: profile.metrics.p95.noiseFloor };
}

/** The calibrated between-pair sd as analyzeLatency's prior; undefined for a profile written before it existed. */
export function betweenPairFrom(profile: NoiseProfile): PerMetric<BetweenPairPrior> | undefined {
  const prior = (m: MetricNoise): BetweenPairPrior | undefined =>
    m.betweenPairSd !== undefined ? { sd: m.betweenPairSd, weight: m.betweenPairWeight ?? 1 } : undefined;
  const p50 = prior(profile.metrics.p50);
  const p95 = prior(profile.metrics.p95);
  return p50 && p95 ? { p50, p95 } : undefined;
}
