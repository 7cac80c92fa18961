// Per-round coefficient of variation: within each round, the spread of one arm's calls relative to their mean.
// A steady GPU repeats a kernel sequence to within a percent or two; clock changes, thermal limits and other
// work on the device show up as rounds with a wide spread. The warning level is TensorRT's: trtexec warns when
// the coefficient of variation of its timings passes 2.5 % (docs/gpu.md, "Measuring honestly").
import { quantileOfSorted } from './quantile.js';
import { CV_WARN_LEVEL } from './policy.js';

export interface CvSummary {
  median: number;
  p90: number;
  /** Share of rounds whose CV is above the warning level. */
  shareAbove: number;
}

function cv(values: number[]): number | null {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  if (mean <= 0) return null;
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (values.length - 1);
  return Math.sqrt(variance) / mean;
}

export function summariseCv(blocks: number[][]): CvSummary | null {
  const values = blocks
    .map(cv)
    .filter((v): v is number => v !== null)
    .sort((a, b) => a - b);
  if (!values.length) return null;
  return {
    median: quantileOfSorted(values, 0.5),
    p90: quantileOfSorted(values, 0.9),
    shareAbove: values.filter((v) => v > CV_WARN_LEVEL).length / values.length,
  };
}

export function roundCv(
  rounds: { baseline: number[]; candidate: number[] }[],
): { baseline: CvSummary; candidate: CvSummary } | null {
  const baseline = summariseCv(rounds.map((r) => r.baseline));
  const candidate = summariseCv(rounds.map((r) => r.candidate));
  return baseline && candidate ? { baseline, candidate } : null;
}

export function cvWarning(summary: { baseline: CvSummary; candidate: CvSummary }): string | null {
  if (summary.baseline.median <= CV_WARN_LEVEL && summary.candidate.median <= CV_WARN_LEVEL) return null;
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
  return `GPU timings were unsteady: within a round the time per call typically varied by ${pct(summary.baseline.median)} (baseline) / ${pct(summary.candidate.median)} (candidate) of its mean, above the ${pct(CV_WARN_LEVEL)} level TensorRT's trtexec warns at; clock changes, heat or other work on the GPU moved the times, so intervals are wider than they need be (see the clocks in the GPU section).`;
}
