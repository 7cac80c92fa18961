import { percentChange } from '../format.js';
import type { CalibrationResult } from '../record/calibration.js';
import { thresholdsBelowSupported, tooFewRunsWarning } from '../stats/calibration-advice.js';

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
