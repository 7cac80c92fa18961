import { readFile } from 'node:fs/promises';
import { UserError } from '../errors.js';
import { noiseFloorsFrom, parseNoiseProfile } from '../stats/calibration.js';
import { DEFAULT_NOISE_FLOOR } from '../stats/verdict.js';

export interface NoiseFloorSetting {
  p50: number;
  p95: number;
  source: string;
}

/** The noise floors a run uses: from a calibrated profile when given, else the built-in defaults. */
export async function loadNoiseFloor(profilePath: string | undefined): Promise<NoiseFloorSetting> {
  if (!profilePath) return { ...DEFAULT_NOISE_FLOOR, source: 'built-in default' };
  let text: string;
  try {
    text = await readFile(profilePath, 'utf8');
  } catch {
    throw new UserError(`'noise-profile' '${profilePath}' could not be read; point it at a file written by 'mode: calibrate'`);
  }
  try {
    const profile = parseNoiseProfile(text);
    return { ...noiseFloorsFrom(profile), source: `noise profile ${profilePath} (${profile.createdAt})` };
  } catch (error) {
    throw new UserError(`'noise-profile' '${profilePath}' is not a latency-gate noise profile (${(error as Error).message}); write one with 'mode: calibrate'`);
  }
}
