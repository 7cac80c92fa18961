import type { HistoryPoint, HistorySection } from '../record/history-section.js';
import type { LineChart } from './chart-data.js';

// The history trend as two line charts over the entries: the candidate's own p50 and p95 (ms), and both
// ratios to the baseline of their run. This run is the last point, labelled so.

/** The x label of each entry: its number (1 = oldest shown), or 'this run'. */
export function entryLabels(section: HistorySection): string[] {
  return section.entries.map((e, i) => (e.current ? 'this run' : String(i + 1)));
}

type Measured = HistoryPoint & { p50: NonNullable<HistoryPoint['p50']>; p95: NonNullable<HistoryPoint['p95']> };

/** Entries with numbers for both metrics (an error run has none and is left out of the lines), with labels. */
function drawn(section: HistorySection): { points: Measured[]; labels: string[] } {
  const labels = entryLabels(section);
  const measured = (e: HistoryPoint): e is Measured => e.p50 !== null && e.p95 !== null;
  return {
    points: section.entries.filter(measured),
    labels: labels.filter((_, i) => measured(section.entries[i]!)),
  };
}

export function historyLatencyChart(section: HistorySection): LineChart | undefined {
  const { points, labels } = drawn(section);
  if (points.length < 2) return undefined;
  return {
    slug: 'history-latency',
    title: 'Candidate latency by entry',
    x: { kind: 'labels', title: 'entry', labels },
    yTitle: 'ms per call',
    series: (['p50', 'p95'] as const).map((m) => ({ name: m, values: points.map((p) => p[m].candidate) })),
  };
}

export function historyRatioChart(section: HistorySection): LineChart | undefined {
  const { points, labels } = drawn(section);
  if (points.length < 2) return undefined;
  return {
    slug: 'history-ratio',
    title: 'Candidate / baseline by entry',
    x: { kind: 'labels', title: 'entry', labels },
    yTitle: 'ratio',
    yZero: false,
    series: (['p50', 'p95'] as const).map((m) => ({ name: `${m} ratio`, values: points.map((p) => p[m].ratio) })),
  };
}
