import type { CalibrationResult } from '../record/calibration.js';
import { codeSpan, markdownText } from './escape.js';
import { percent } from '../format.js';
import { table } from './markdown-tables.js';
import { calibrationWarnings, RUN_HEADER, runRows } from './calibration-notes.js';

/** The calibration report: what this runner's noise allows, then every A/A run. */
export function renderCalibration(result: CalibrationResult, profilePath: string): string {
  const { profile, runs } = result;
  const lines = [`## 📏 latency-gate calibration: ${runs.length} A/A runs`];
  if (!profile) {
    const failed = runs.find((r) => r.verdict === 'error');
    lines.push(`Calibration stopped: ${markdownText(failed?.error?.message ?? 'no run finished')}`);
    return `${lines.join('\n\n')}\n`;
  }
  const m = profile.metrics;
  const row = (label: string, get: (x: typeof m.p50) => string) => [label, get(m.p50), get(m.p95)];
  lines.push(
    table(
      ['', 'p50', 'p95'],
      [
        row('noise floor (bias the interval does not see)', (x) => percent(x.noiseFloor, 1)),
        row('smallest threshold this runner supports', (x) => percent(x.minThreshold, 1)),
        row('between-session sd τ (widens every later interval)', (x) =>
          x.betweenPairSd === undefined ? '—' : percent(x.betweenPairSd, 2),
        ),
        row('typical interval half-width', (x) => percent(x.typicalHalfWidth, 1)),
        row('largest A/A deviation', (x) => percent(x.maxDeviation, 1)),
        row('false verdicts (anything but pass)', (x) => percent(x.falseVerdictRate)),
        row('false regressions', (x) => percent(x.falseRegressionRate)),
      ],
    ),
    `Saved to ${codeSpan(profilePath)}; pass it to later runs as \`noise-profile\` so their noise floors come from this runner.`,
    table(RUN_HEADER, runRows(runs, '—')),
    ...calibrationWarnings(result, profilePath).map((w) => `> ⚠️ ${markdownText(w)}`),
  );
  return `${lines.join('\n\n')}\n`;
}
