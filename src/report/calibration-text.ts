import { percent } from '../format.js';
import type { CalibrationResult } from '../record/calibration.js';
import { calibrationWarnings, RUN_HEADER, runRows } from './calibration-notes.js';
import { columns } from './text-columns.js';

/** The calibration report for a terminal: the same facts as the Markdown one, as aligned plain text. */
export function renderCalibrationText(result: CalibrationResult, profilePath: string): string {
  const { profile, runs } = result;
  const lines = [`latency-gate calibration: ${runs.length} A/A runs (the baseline against itself)`];
  if (!profile) {
    const failed = runs.find((r) => r.verdict === 'error');
    lines.push(`Calibration stopped: ${failed?.error?.message ?? 'no run finished'}`);
    return `${lines.join('\n')}\n`;
  }
  const m = profile.metrics;
  const row = (label: string, get: (x: typeof m.p50) => string) => [label, get(m.p50), get(m.p95)];
  lines.push(
    '',
    columns([
      ['', 'p50', 'p95'],
      row('noise floor (bias the interval does not see)', (x) => percent(x.noiseFloor, 1)),
      row('smallest threshold this runner supports', (x) => percent(x.minThreshold, 1)),
      row('typical interval half-width', (x) => percent(x.typicalHalfWidth, 1)),
      row('largest A/A deviation', (x) => percent(x.maxDeviation, 1)),
      row('false verdicts (anything but pass)', (x) => percent(x.falseVerdictRate)),
      row('false regressions', (x) => percent(x.falseRegressionRate)),
    ]),
    '',
    columns([RUN_HEADER, ...runRows(runs, '-')]),
    '',
    `Noise profile saved to ${profilePath}; pass it to later runs with '--noise-profile ${profilePath}' so their noise floors come from this runner.`,
    ...calibrationWarnings(result, profilePath).map((w) => `warning: ${w}`),
  );
  return `${lines.join('\n')}\n`;
}
