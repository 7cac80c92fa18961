import { interval, percentChange } from '../format.js';
import type { ReportRecord } from '../record/schema.js';

// The results in two formats other dashboards read (docs/history-and-charts.md, "Export"): Bencher Metric
// Format for a Bencher server, and github-action-benchmark's `customSmallerIsBetter` JSON. Both are built from
// one list of metrics, so a number measured later (memory, throughput) is added once and reaches both.

type Role = 'baseline' | 'candidate';

/** One number for a dashboard: which benchmark, which measure, its value in the measure's unit. */
export interface ExportMetric {
  /** Benchmark name: model path, role and leg, plus the quantile for latency. */
  benchmark: string;
  /** Bencher measure slug: 'latency' (ns); later also 'throughput' (ops/s) or a memory measure. */
  measure: 'latency' | 'throughput' | 'memory';
  value: number;
  /** The unit github-action-benchmark shows. */
  unit: string;
  /** One line of context for github-action-benchmark's tooltip. */
  extra?: string;
}

/** "models/classifier.onnx p50 (candidate, linux-x64)"; the gate id leads when it is not the default. */
export function benchmarkName(record: ReportRecord, role: Role, quantile?: 'p50' | 'p95'): string {
  const id = record.id === 'latency-gate' ? '' : `${record.id}: `;
  const leg = record.label ? `, ${record.label}` : '';
  return `${id}${record.models[role].path}${quantile ? ` ${quantile}` : ''} (${role}${leg})`;
}

/** Latency p50 and p95 of both models; nothing when the run measured nothing. */
export function exportMetrics(record: ReportRecord): ExportMetric[] {
  const latency = record.latency;
  if (!latency) return [];
  return (['candidate', 'baseline'] as const).flatMap((role) =>
    (['p50', 'p95'] as const).map((q) => ({
      benchmark: benchmarkName(record, role, q),
      measure: 'latency' as const,
      value: latency[q][role],
      unit: 'ms',
      ...(role === 'candidate'
        ? {
            extra: `${q} ${percentChange(latency[q].ratio)} vs baseline (${interval(latency[q].ci)}), ${latency[q].verdict}`,
          }
        : {}),
    })),
  );
}

/** Bencher measures in Bencher's units: its built-in latency measure is nanoseconds. */
const BENCHER_SCALE: Record<ExportMetric['measure'], number> = { latency: 1e6, throughput: 1, memory: 1 };

/** Bencher Metric Format: { benchmark: { measure: { value } } }. */
export function bencherMetricFormat(record: ReportRecord): Record<string, Record<string, { value: number }>> {
  const bmf: Record<string, Record<string, { value: number }>> = {};
  for (const m of exportMetrics(record)) {
    // Rounded to a thousandth of the unit: ms × 1e6 leaves binary noise in the last digits.
    const value = Math.round(m.value * BENCHER_SCALE[m.measure] * 1000) / 1000;
    bmf[m.benchmark] = { ...bmf[m.benchmark], [m.measure]: { value } };
  }
  return bmf;
}

export interface BenchmarkActionResult {
  name: string;
  unit: string;
  value: number;
  range?: string;
  extra?: string;
}

/** github-action-benchmark's custom JSON (`tool: customSmallerIsBetter`): an array of results. */
export function benchmarkActionResults(record: ReportRecord): BenchmarkActionResult[] {
  return exportMetrics(record).map((m) => ({
    name: m.benchmark,
    unit: m.unit,
    value: m.value,
    ...(m.extra ? { extra: m.extra } : {}),
  }));
}
