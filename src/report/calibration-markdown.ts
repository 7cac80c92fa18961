import type { CalibrationResult } from '../record/calibration.js';
import { codeSpan, markdownText } from './escape.js';
import { table } from './markdown-tables.js';
import { calibrationWarnings, PROFILE_HEADER, profileRows, RUN_HEADER, runRows } from './calibration-facts.js';

/** The calibration report: what this runner's noise allows, then every A/A run. */
export function renderCalibration(result: CalibrationResult, profilePath: string): string {
  const { profile, runs } = result;
  const lines = [`## 📏 latency-gate calibration: ${runs.length} A/A runs`];
  if (!profile) {
    const failed = runs.find((r) => r.verdict === 'error');
    lines.push(`Calibration stopped: ${markdownText(failed?.error?.message ?? 'no run finished')}`);
    return `${lines.join('\n\n')}\n`;
  }
  lines.push(
    table(PROFILE_HEADER, profileRows(profile, '—')),
    `Saved to ${codeSpan(profilePath)}; pass it to later runs as \`noise-profile\` so their noise floors come from this runner.`,
    table(RUN_HEADER, runRows(runs, '—')),
    ...calibrationWarnings(result, profilePath).map((w) => `> ⚠️ ${markdownText(w)}`),
  );
  return `${lines.join('\n\n')}\n`;
}
