import { runGate } from './gate.js';
import type { GateReporter } from './reporter.js';
import type { RunConfig } from '../inputs/paths.js';
import type { ReportRecord } from '../record/schema.js';
import type { CalibrationResult } from '../record/calibration.js';
import { calibrate, toNoiseProfile, type CalibrationRun } from '../stats/calibration.js';
import { tooFewRunsWarning } from '../stats/calibration-advice.js';

/** The parts of a recorded metric that calibration reads (ratios, intervals and pair spreads are unit-free). */
function asRun(record: ReportRecord): CalibrationRun | undefined {
  const l = record.latency;
  // A calibration run always judges (it is never measured without a baseline): 'unjudged' cannot occur.
  if (!l || l.p50.verdict === 'unjudged' || l.p95.verdict === 'unjudged') return undefined;
  return { p50: { ...l.p50, verdict: l.p50.verdict }, p95: { ...l.p95, verdict: l.p95.verdict } };
}

/**
 * `mode: calibrate`: the baseline against a second session of itself, `calibration-runs` times, each within
 * `max-duration` and with its own seed, each for the full budget (early stopping off: every run is as large
 * as a later gate run can get). Every non-pass verdict is a false verdict, so the runs measure how noisy
 * this runner is, how much two sessions of the model differ and how small a threshold it can hold; the
 * profile sets later runs' noise floors and between-pair variance.
 */
export async function runCalibration(config: RunConfig, reporter: GateReporter): Promise<CalibrationResult> {
  const baseline = (config.baseline.kind === 'file' && config.baseline.path) || config.candidate;
  const checked = config.paths.baseline ?? config.paths.candidate;
  const runs: ReportRecord[] = [];
  const few = tooFewRunsWarning(config.calibrationRuns);
  if (few) reporter.warning(few);
  for (let i = 0; i < config.calibrationRuns; i++) {
    reporter.info(`A/A run ${i + 1} of ${config.calibrationRuns}`);
    const aa: RunConfig = {
      ...config,
      candidate: baseline,
      baseline: { kind: 'file', path: baseline },
      paths: { ...config.paths, ...(checked ? { candidate: checked, baseline: checked } : {}) },
      seed: config.seed + i,
      agreement: { ...config.agreement, enabled: false },
      // An A/A run explains nothing: a chance 'regression' must not spend the budget on a profile.
      profile: 'off',
    };
    const record = await runGate(aa, { ...reporter, warning: () => undefined }, { earlyStop: false });
    runs.push({ ...record, mode: 'calibrate' });
    if (record.verdict === 'error') return { profile: null, runs };
    reporter.info(
      `A/A run ${i + 1}: p50 ×${record.latency?.p50.ratio.toFixed(4)} (${record.latency?.p50.verdict}), p95 ×${record.latency?.p95.ratio.toFixed(4)} (${record.latency?.p95.verdict})`,
    );
  }
  const analyses = runs.map(asRun).filter((a): a is CalibrationRun => a !== undefined);
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
