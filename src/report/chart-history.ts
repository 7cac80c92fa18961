import type { HistoryPoint, HistorySection } from '../record/history-section.js';
import type { LineChart } from './chart-data.js';

// The history trend as two line charts over the entries: the candidate's own p50 and p95 (ms), and both
// ratios to the baseline of their run. This run is the last point, labelled so.

type Measured = HistoryPoint & { p50: NonNullable<HistoryPoint['p50']>; p95: NonNullable<HistoryPoint['p95']> };

/** Both charts, or none when fewer than two entries have numbers (an error run has none and is left out). */
export function historyCharts(section: HistorySection): LineChart[] {
  const measured = (e: HistoryPoint): e is Measured => e.p50 !== null && e.p95 !== null;
  const points = section.entries.filter(measured);
  if (points.length < 2) return [];
  // The x label of each entry: its number (1 = oldest shown), or 'this run'.
  const labels = section.entries.flatMap((e, i) => (measured(e) ? [e.current ? 'this run' : String(i + 1)] : []));
  const x = { kind: 'labels', title: 'entry', labels } as const;
  const metrics = ['p50', 'p95'] as const;
  return [
    {
      slug: 'history-latency',
      title: 'Candidate latency by entry',
      x,
      yTitle: 'ms per call',
      series: metrics.map((m) => ({ name: m, values: points.map((p) => p[m].candidate) })),
    },
    {
      slug: 'history-ratio',
      title: 'Candidate / baseline by entry',
      x,
      yTitle: 'ratio',
      yZero: false,
      series: metrics.map((m) => ({ name: `${m} ratio`, values: points.map((p) => p[m].ratio) })),
    },
  ];
}
