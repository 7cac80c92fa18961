import type { PerMetric } from './types.js';
import { RECOMMENDED_CALIBRATION_RUNS } from './policy.js';

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
/** A threshold as the user set it, every digit kept (the same rule as format.ts's settingPercent). */
const asSet = (x: number) => `${Number((x * 100).toPrecision(10))}%`;

export function tooFewRunsWarning(runs: number): string | undefined {
  if (runs >= RECOMMENDED_CALIBRATION_RUNS) return undefined;
  return `${runs} A/A runs are too few for a trustworthy noise floor (its bias bound and 90th percentile rest on too few samples); calibrate with 'calibration-runs' ${RECOMMENDED_CALIBRATION_RUNS} or more`;
}

/**
 * Thresholds below the smallest one the runner supports promise to catch changes the runner cannot tell from
 * its own noise: a regression verdict at that size is a coin toss. Said in every run that uses the profile.
 */
export function thresholdsBelowSupported(
  thresholds: PerMetric<number>,
  supported: PerMetric<number>,
  source: string,
): string[] {
  return (['p50', 'p95'] as const)
    .filter((n) => thresholds[n] < supported[n])
    .map(
      (n) =>
        `'${n}-threshold' is ${asSet(thresholds[n])}, below the smallest ${n} threshold this runner supports (${pct(supported[n])}, from ${source}); raise it to ${pct(supported[n])} or more, or calibrate with a longer 'max-duration'`,
    );
}

/**
 * A threshold at or below the noise floor leaves no pass band: the interval must lie inside (1 + floor) /
 * (1 + threshold) and its inverse, which is empty once the floor reaches the threshold, so the metric can never
 * pass and every run of it is at best inconclusive. Said in words before measuring, and kept in the record.
 */
export function thresholdsInsideNoiseFloor(
  thresholds: PerMetric<number>,
  floors: PerMetric<number>,
  source: string,
  supported?: PerMetric<number>,
): { metric: 'p50' | 'p95'; warning: string }[] {
  return (['p50', 'p95'] as const)
    .filter((n) => floors[n] >= thresholds[n])
    .map((n) => {
      const least = Math.max(floors[n], supported?.[n] ?? 0);
      const warning = `the ${n} noise floor on this runner (${pct(floors[n])}, from ${source}) is not below '${n}-threshold' (${asSet(thresholds[n])}), so ${n} cannot pass here: raise '${n}-threshold' above ${pct(least)}, or calibrate on a quieter runner`;
      return { metric: n, warning };
    });
}
