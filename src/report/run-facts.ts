// The facts the first lines of every report name, whatever the destination: which files were compared (path
// and short hash) and which noise floor the verdict used.
import { duration } from '../format.js';
import type { ReportRecord } from '../record/schema.js';

/** A model file's identity: its content hash, short, so two runs (or a run and a file on disk) can be matched. */
function shortHash(sha256: string | null): string {
  return sha256 ? sha256.slice(0, 12) : '';
}

export interface ComparedModel {
  role: 'candidate' | 'baseline';
  /** As given: a path, or 'origin/main:models/x.onnx' for a baseline from a git ref. */
  path: string;
  /** First 12 hex digits of the file's SHA-256, '' when the file was never read. */
  hash: string;
}

/** What was compared, candidate first: the facts the first lines of every report name. */
export function comparedModels(record: ReportRecord): ComparedModel[] {
  return (['candidate', 'baseline'] as const).map((role) => ({
    role,
    path: record.models[role].path,
    hash: shortHash(record.models[role].sha256),
  }));
}

/** The noise floor in one phrase, with where it came from (a calibrated profile, or the built-in default). */
export function noiseFloorPhrase(record: ReportRecord, percent: (x: number) => string): string {
  const floor = record.settings.noiseFloor;
  return `noise floor p50 ${percent(floor.p50)}, p95 ${percent(floor.p95)} (${floor.source})`;
}

/**
 * When the sessions settled in two modes, the modes and how the metrics were estimated: what decides the
 * interval and what it cannot see (docs/statistics.md, "Sessions in two modes"). Plain text; undefined otherwise.
 */
export function modesPhrase(record: ReportRecord): string | undefined {
  const modes = record.latency?.p50.modes;
  if (!modes) return undefined;
  const k = modes.sessions;
  const settled = `Sessions settled in two modes, ${duration(modes.fastMs)} and ${duration(modes.slowMs)} a call (slow mode: ${modes.slow.baseline} of ${k} baseline and ${modes.slow.candidate} of ${k} candidate sessions)`;
  const p = modes.mixP === undefined ? '' : ` (Fisher p = ${modes.mixP.toFixed(2)})`;
  if (modes.estimator === 'within-mode') {
    return `${settled}, a mix the arms do not differ in${p}, so p50 and p95 compare sessions of the same mode; a change of the mix smaller than ${k} pairs can show is not seen.`;
  }
  return `${settled}; the mix may differ${p}, so the p50 change is the geometric mean of the ${k} pairs' ratios, not the pooled medians' ratio.`;
}
