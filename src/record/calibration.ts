import type { NoiseProfile } from '../stats/calibration.js';
import type { ReportRecord } from './schema.js';

/** What `mode: calibrate` produced: the noise profile (when every run worked) and the A/A records it came from. */
export interface CalibrationResult {
  profile: NoiseProfile | null;
  /** Every A/A run, in order; an error in one ends the calibration and is reported. */
  runs: ReportRecord[];
}
