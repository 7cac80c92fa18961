import { quantileOfSorted, quantile } from '../stats/quantile.js';
import { passBand } from '../stats/verdict.js';
import type { ReportRecord } from '../record/schema.js';

// What the charts draw, computed from the record alone (docs/history-and-charts.md, "Charts"). One line-chart
// shape serves every chart: the latency quantile curves, the history trend, and later a matrix of cells
// (p50 against a batch size or thread count), each a list of x positions with one value per series.

/** The x axis: a numeric range drawn with evenly spaced points, or one label per point. */
export type ChartAxis =
  { kind: 'range'; title: string; min: number; max: number } | { kind: 'labels'; title: string; labels: string[] };

export interface LineSeries {
  /** Shown in the legend; untrusted when it comes from a record (escaped where it is drawn). */
  name: string;
  values: number[];
}

export interface LineChart {
  /** File name stem for the SVG ('latency-quantiles'). */
  slug: string;
  title: string;
  x: ChartAxis;
  yTitle: string;
  /** Start the y axis at 0 (latency; the default) or fit it to the values (ratios near 1). */
  yZero?: boolean;
  series: LineSeries[];
}

/** p1 … p99: the whole body of the distribution and its tail, one point per percent. */
export const PERCENTILES = Array.from({ length: 99 }, (_, i) => i + 1);

/** The calls of one arm over all timed rounds, sorted, in ms (the record keeps µs). */
function pooledMs(record: ReportRecord, arm: 'baseline' | 'candidate'): Float64Array {
  const calls = record.raw.rounds.flatMap((round) => round[arm]);
  return Float64Array.from(calls, (us) => us / 1000).sort();
}

/** Both models' latency at p1 … p99 of all timed calls (the type-1 quantile of src/stats/quantile.ts). */
export function quantileCurves(record: ReportRecord): LineChart | undefined {
  const baseline = pooledMs(record, 'baseline');
  const candidate = pooledMs(record, 'candidate');
  if (baseline.length === 0 || candidate.length === 0) return undefined;
  const curve = (sorted: Float64Array) => PERCENTILES.map((p) => quantileOfSorted(sorted, p / 100));
  return {
    slug: 'latency-quantiles',
    title: 'Latency by percentile, all timed calls',
    x: { kind: 'range', title: 'percentile', min: 1, max: 99 },
    yTitle: 'ms per call',
    series: [
      { name: 'baseline', values: curve(baseline) },
      { name: 'candidate', values: curve(candidate) },
    ],
  };
}

export interface RoundRatios {
  /** Per round: median of the candidate's block / median of the baseline's block. */
  ratios: number[];
  /** The p50 ratio's interval from the verdict. */
  interval: [number, number];
  ratio: number;
  /** Where the p50 interval must lie for a pass (src/stats/verdict.ts, passBand). */
  passBand: [number, number];
}

/** The per-round p50 ratios, with what the verdict drew its line with. */
export function roundRatios(record: ReportRecord): RoundRatios | undefined {
  const p50 = record.latency?.p50;
  if (!p50) return undefined;
  const ratios = record.raw.rounds
    .filter((r) => r.baseline.length > 0 && r.candidate.length > 0)
    .map((r) => quantile(r.candidate, 0.5) / quantile(r.baseline, 0.5))
    .filter((r) => Number.isFinite(r) && r > 0);
  if (ratios.length === 0) return undefined;
  return { ratios, interval: p50.ci, ratio: p50.ratio, passBand: passBand(p50.threshold, p50.noiseFloor) };
}
