// The facts the first lines of every report name, whatever the destination: which files were compared (path
// and short hash) and which noise floor the verdict used.
import { duration } from '../format.js';
import type { ReportRecord } from '../record/schema.js';

export interface ComparedModel {
  role: 'candidate' | 'baseline';
  /** As given: a path, or 'origin/main:models/x.onnx' for a baseline from a git ref. */
  path: string;
  /**
   * First 12 hex digits of the file's SHA-256, so two runs (or a run and a file on disk) can be matched; '' when
   * the file was never read.
   */
  hash: string;
}

/** What was compared, candidate first: the facts the first lines of every report name. */
export function comparedModels(record: ReportRecord): ComparedModel[] {
  return (['candidate', 'baseline'] as const).map((role) => ({
    role,
    path: record.models[role].path,
    hash: record.models[role].sha256?.slice(0, 12) ?? '',
  }));
}

/** The noise floor in one phrase, with where it came from (a calibrated profile, or the built-in default). */
export function noiseFloorPhrase(record: ReportRecord, percent: (x: number) => string): string {
  const floor = record.settings.noiseFloor;
  return `noise floor p50 ${percent(floor.p50)}, p95 ${percent(floor.p95)} (${floor.source})`;
}

/**
 * When the sessions settled in two modes, in plain words: each session ran at one of two speeds, and how the
 * change was measured for it (docs/statistics.md, "Sessions in two modes", has the test and the estimators; the
 * record keeps the test's p-value). Plain text; undefined otherwise.
 */
export function modesPhrase(record: ReportRecord): string | undefined {
  const modes = record.latency?.p50.modes;
  if (!modes) return undefined;
  const k = modes.sessions;
  const settled = `Each session ran at one of two speeds, ${duration(modes.fastMs)} or ${duration(modes.slowMs)} a call, set when it was created (slow: ${modes.slow.baseline} of ${k} baseline and ${modes.slow.candidate} of ${k} candidate sessions)`;
  if (modes.estimator === 'within-mode') {
    return `${settled}. Both models got the slow speed about as often, so p50 and p95 compare sessions of the same speed; a change in how often a model gets the slow speed, smaller than ${k} session pairs can show, is not seen.`;
  }
  return `${settled}. The models may get the slow speed at different rates, and that may be the change itself, so the p50 change is the average of the ${k} pairs' own changes rather than the change of all calls' median.`;
}
