// What a calibration report says, shared by its Markdown (calibration-markdown.ts) and terminal
// (calibration-text.ts) forms, so the two never differ in what they show: the profile's figures, a row per A/A
// run, and the warnings.
import { percent, percentChange } from '../format.js';
import type { CalibrationResult } from '../record/calibration.js';
import type { MetricNoise, NoiseProfile } from '../stats/calibration.js';
import { thresholdsBelowSupported, tooFewRunsWarning } from '../stats/calibration-advice.js';

export const PROFILE_HEADER = ['', 'p50', 'p95'];

/** The profile's figures, a row each with its p50 and p95 value, under PROFILE_HEADER. */
export function profileRows(profile: NoiseProfile, none: string): string[][] {
  const row = (label: string, get: (x: MetricNoise) => string) => [
    label,
    get(profile.metrics.p50),
    get(profile.metrics.p95),
  ];
  return [
    row('noise floor (bias the interval does not see)', (x) => percent(x.noiseFloor, 1)),
    row('smallest threshold this runner supports', (x) => percent(x.minThreshold, 1)),
    row('between-session sd τ (widens every later interval)', (x) =>
      x.betweenPairSd === undefined ? none : percent(x.betweenPairSd, 2),
    ),
    row('typical interval half-width', (x) => percent(x.typicalHalfWidth, 1)),
    row('largest A/A deviation', (x) => percent(x.maxDeviation, 1)),
    row('false verdicts (anything but pass)', (x) => percent(x.falseVerdictRate)),
    row('false regressions', (x) => percent(x.falseRegressionRate)),
  ];
}

export const RUN_HEADER = ['run', 'p50 change', 'p50 verdict', 'p95 change', 'p95 verdict'];

/** A row per A/A run: its p50 and p95 change and verdict, `none` for the verdict of a run without. */
export function runRows(runs: CalibrationResult['runs'], none: string): string[][] {
  return runs.map((r, i) => [
    String(i + 1),
    percentChange(r.latency?.p50.ratio ?? 1),
    r.latency?.p50.verdict ?? none,
    percentChange(r.latency?.p95.ratio ?? 1),
    r.latency?.p95.verdict ?? none,
  ]);
}

/** What a calibration report must warn about: too few runs, and thresholds this runner cannot hold. */
export function calibrationWarnings(result: CalibrationResult, profilePath: string): string[] {
  const { profile, runs } = result;
  if (!profile) return [];
  const first = runs[0];
  const warnings = [tooFewRunsWarning(profile.metrics.p50.runs)].filter((w): w is string => w !== undefined);
  if (first) {
    const thresholds = { p50: first.settings.p50Threshold, p95: first.settings.p95Threshold };
    const supported = { p50: profile.metrics.p50.minThreshold, p95: profile.metrics.p95.minThreshold };
    warnings.push(...thresholdsBelowSupported(thresholds, supported, `this calibration, saved to ${profilePath}`));
  }
  return warnings;
}
