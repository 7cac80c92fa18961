// A/A calibration: run the gate with the same model in both arms many times on one runner, then measure
// what the verdict rules need to know about that runner. Every non-pass verdict in an A/A run is a false
// verdict, so the profile says both how noisy the runner is and how small a threshold it can honestly hold.

import { z } from 'zod';
import { quantile } from './quantile.js';
import { type MetricAnalysis, type PerMetric } from './types.js';

/** Share of A/A runs that must pass at the smallest supported threshold (the rest may be inconclusive). */
export const SUPPORTED_PASS_SHARE = 0.9;

export interface MetricNoise {
  runs: number;
  /**
   * Smallest noise floor under which none of the A/A runs would have been a regression or an improvement:
   * the largest distance by which 1 (the truth) lay outside a run's interval, max(ci[0] − 1, 1/ci[1] − 1),
   * 0 when every interval held 1. This is the bias the interval does not see, which is what the floor is for.
   * It is a maximum over the runs, so it grows a little with their number; use 20 or more.
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
   * Smallest threshold at which SUPPORTED_PASS_SHARE of the A/A runs would have passed (pass needs
   * ci[1] < 1 + threshold), and never below the noise floor: a threshold under the floor would promise to
   * catch changes this runner cannot tell from bias.
   */
  minThreshold: number;
}

export type NoiseCalibration = PerMetric<MetricNoise>;

export function calibrate(runs: ReadonlyArray<PerMetric<MetricAnalysis>>): NoiseCalibration {
  if (runs.length === 0) throw new Error('calibration needs at least one A/A run');
  return { p50: metricNoise(runs.map((r) => r.p50)), p95: metricNoise(runs.map((r) => r.p95)) };
}

function metricNoise(runs: MetricAnalysis[]): MetricNoise {
  const outside = runs.map((a) => Math.max(0, a.ci[0] - 1, 1 / a.ci[1] - 1));
  const noiseFloor = Math.max(...outside);
  const share = (verdicts: (v: MetricAnalysis) => boolean) => runs.filter(verdicts).length / runs.length;
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
    minThreshold: Math.max(
      noiseFloor,
      quantile(
        runs.map((a) => Math.max(0, a.ci[1] - 1)),
        SUPPORTED_PASS_SHARE,
      ),
    ),
  };
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
