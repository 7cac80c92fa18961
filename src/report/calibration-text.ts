import type { CalibrationResult } from '../record/calibration.js';
import { calibrationWarnings, PROFILE_HEADER, profileRows, RUN_HEADER, runRows } from './calibration-facts.js';
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
  lines.push(
    '',
    columns([PROFILE_HEADER, ...profileRows(profile, '-')]),
    '',
    columns([RUN_HEADER, ...runRows(runs, '-')]),
    '',
    `Noise profile saved to ${profilePath}; pass it to later runs with '--noise-profile ${profilePath}' so their noise floors come from this runner.`,
    ...calibrationWarnings(result, profilePath).map((w) => `warning: ${w}`),
  );
  return `${lines.join('\n')}\n`;
}
