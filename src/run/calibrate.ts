import { runGate } from './gate.js';
import type { GateReporter } from './reporter.js';
import type { GateConfig } from '../inputs/config.js';
import type { ReportRecord } from '../record/schema.js';
import type { CalibrationResult } from '../record/calibration.js';
import { calibrate, toNoiseProfile } from '../stats/calibration.js';
import { tooFewRunsWarning } from '../stats/calibration-advice.js';
import type { MetricAnalysis, PerMetric } from '../stats/types.js';

/** The parts of a recorded metric that calibration reads (ratios and intervals are unit-free). */
function asAnalysis(record: ReportRecord): PerMetric<MetricAnalysis> | undefined {
  const l = record.latency;
  if (!l) return undefined;
  const metric = (name: 'p50' | 'p95'): MetricAnalysis => ({
    metric: name,
    ...l[name],
    minDetectable: l[name].minDetectable ?? Infinity,
    resamples: 0,
  });
  return { p50: metric('p50'), p95: metric('p95') };
}

/**
 * `mode: calibrate`: the baseline against a second session of itself, `calibration-runs` times, each within
 * `max-duration` and with its own seed. Every non-pass verdict is a false verdict, so the runs measure how
 * noisy this runner is and how small a threshold it can hold; the profile sets later runs' noise floors.
 */
export async function runCalibration(config: GateConfig, reporter: GateReporter): Promise<CalibrationResult> {
  const baseline = config.baseline.kind === 'file' ? config.baseline.path : config.candidate;
  const runs: ReportRecord[] = [];
  const few = tooFewRunsWarning(config.calibrationRuns);
  if (few) reporter.warning(few);
  for (let i = 0; i < config.calibrationRuns; i++) {
    reporter.info(`A/A run ${i + 1} of ${config.calibrationRuns}`);
    const aa: GateConfig = {
      ...config,
      candidate: baseline,
      baseline: { kind: 'file', path: baseline },
      seed: config.seed + i,
      agreement: { ...config.agreement, enabled: false },
    };
    const record = await runGate(aa, { ...reporter, warning: () => undefined });
    runs.push({ ...record, mode: 'calibrate' });
    if (record.verdict === 'error') return { profile: null, runs };
    reporter.info(
      `A/A run ${i + 1}: p50 ×${record.latency?.p50.ratio.toFixed(4)} (${record.latency?.p50.verdict}), p95 ×${record.latency?.p95.ratio.toFixed(4)} (${record.latency?.p95.verdict})`,
    );
  }
  const analyses = runs.map(asAnalysis).filter((a): a is PerMetric<MetricAnalysis> => a !== undefined);
  const first = runs[0];
  const profile = toNoiseProfile(calibrate(analyses), {
    createdAt: new Date().toISOString(),
    runner: {
      ...(first?.environment ?? {}),
      model: baseline,
      threads: config.threads,
      executionProvider: config.executionProvider,
      maxDurationMs: config.maxDurationMs,
      thresholds: config.thresholds,
    },
  });
  return { profile, runs };
}
