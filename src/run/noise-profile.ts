import { readFile, stat } from 'node:fs/promises';
import { UserError } from '../errors.js';
import type { CheckedPath } from '../workspace.js';
import { clip } from '../format.js';
import { betweenPairFrom, noiseFloorsFrom, parseNoiseProfile } from '../stats/calibration.js';
import type { BetweenPairPrior, PerMetric } from '../stats/types.js';
import { DEFAULT_NOISE_FLOOR } from '../stats/policy.js';

export interface NoiseFloorSetting {
  p50: number;
  p95: number;
  source: string;
  /** The smallest thresholds the calibrated runner supports; absent for the built-in default. */
  supported?: { p50: number; p95: number };
  /** From a calibration: the between-pair sd prior (docs/statistics.md, "Ratio interval"). */
  betweenPair?: PerMetric<BetweenPairPrior>;
}

/** A profile is a few hundred bytes; anything far larger is not one, and is not read. */
const MAX_PROFILE_BYTES = 1024 * 1024;

/**
 * The noise floors a run uses: from a calibrated profile when given, else the built-in defaults. The profile's
 * path was checked with the settings, and no error quotes its contents: JSON.parse's message shows the first
 * bytes of the file, which for a path such as '/etc/shadow' is exactly what must not reach a log or record.
 */
export async function loadNoiseFloor(checked: CheckedPath | undefined): Promise<NoiseFloorSetting> {
  if (!checked) return { ...DEFAULT_NOISE_FLOOR, source: 'built-in default' };
  const profilePath = checked.given;
  const unreadable = new UserError(
    `'noise-profile' '${profilePath}' could not be read; point it at a file written by 'mode: calibrate'`,
  );
  const notAProfile = (why: string) =>
    new UserError(
      `'noise-profile' '${profilePath}' is not a latency-gate noise profile (${why}); write one with 'mode: calibrate'`,
    );
  const info = await stat(checked.resolved).catch(() => undefined);
  if (!info) throw unreadable;
  if (!info.isFile() || info.size > MAX_PROFILE_BYTES) throw notAProfile('not a small regular file');
  const text = await readFile(checked.resolved, 'utf8').catch(() => {
    throw unreadable;
  });
  try {
    JSON.parse(text);
  } catch {
    throw notAProfile('it is not JSON');
  }
  try {
    const profile = parseNoiseProfile(text);
    const supported = { p50: profile.metrics.p50.minThreshold, p95: profile.metrics.p95.minThreshold };
    const betweenPair = betweenPairFrom(profile);
    return {
      ...noiseFloorsFrom(profile),
      source: clip(`noise profile ${profilePath} (${profile.createdAt})`, 4096),
      supported,
      ...(betweenPair ? { betweenPair } : {}),
    };
  } catch (error) {
    throw notAProfile((error as Error).message);
  }
}
