import { isUserError } from '../errors.js';
import type { RawInputs } from '../inputs/definitions.js';
import type { GateConfig } from '../inputs/config.js';
import { fallbackConfig, parseConfig } from '../inputs/schema.js';
import type { CalibrationResult } from '../record/calibration.js';
import { errorRecord } from '../record/error-record.js';
import type { ReportRecord } from '../record/schema.js';
import { writeRecord } from '../record/write.js';
import type { ChangedModelsRecord } from '../record/changed-models.js';
import { checkWritableInsideWorkspace, workspaceFor } from '../workspace.js';
import { runCalibration } from './calibrate.js';
import { runChangedModels } from './changed-models.js';
import { checkExtraFiles, writeExtraFiles } from './extra-files.js';
import { runGate } from './gate.js';
import { runMatrix } from './matrix.js';
import { cellCount } from '../inputs/matrix.js';
import type { MatrixRecord } from '../record/matrix.js';
import { checkHistoryPath, withHistory } from './history.js';
import type { GateReporter } from './reporter.js';

/** What the action and the CLI supply: where progress goes, and where report mode reads its records. */
export interface ModeHost {
  reporter: GateReporter;
  /** The settings were valid; called before anything runs (the action masks the token here). */
  configured?(config: GateConfig): void;
  /** Checks what publishing needs (the event, the PR) before anything runs; a user mistake here is an error record. */
  preflight?(config: GateConfig): Promise<void>;
  /** Runs a long phase ('Benchmark', 'A/A calibration') inside a collapsible log group, where there is one. */
  group?<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Report mode's records: the triggering run's artifacts in the action, files at a terminal. */
  loadRecords(config: GateConfig): Promise<ReportRecord[]>;
}

/**
 * What a run produced, for the action or the CLI to publish or print. `invalid`: a user mistake stopped the run
 * before anything was measured (bad settings, no records to report); its error record is already written.
 */
export type ModeResult =
  | { kind: 'invalid'; config: GateConfig; record: ReportRecord }
  | { kind: 'gate'; config: GateConfig; record: ReportRecord; charts?: string[] }
  | { kind: 'calibrate'; config: GateConfig; calibration: CalibrationResult }
  | { kind: 'report'; config: GateConfig; records: ReportRecord[] }
  | { kind: 'changed'; config: GateConfig; set: ChangedModelsRecord }
  | { kind: 'matrix'; config: GateConfig; matrix: MatrixRecord };

/**
 * The one flow for every mode, shared by the action and the CLI: settings → run → record written. A user
 * mistake anywhere becomes a written error record, never a lost run; bugs are thrown to the caller.
 */
export async function runMode(raw: RawInputs, host: ModeHost): Promise<ModeResult> {
  const group = host.group ?? (<T>(_name: string, work: () => Promise<T>) => work());
  let config: GateConfig;
  try {
    config = parseConfig(raw);
  } catch (error) {
    return invalidSettings(raw, error);
  }
  host.configured?.(config);
  try {
    // The files this run will write are checked before minutes of measuring: a path outside the workspace or
    // a symlink at the destination is a mistake (or a PR's trick) that should stop the run, not end it.
    const access = workspaceFor(config);
    await checkWritableInsideWorkspace('report-path', config.reportPath, access);
    if (config.comment.dryRunPath)
      await checkWritableInsideWorkspace('comment-dry-run', config.comment.dryRunPath, access);
    await checkHistoryPath(config, access);
    await checkExtraFiles(config, access);
    await host.preflight?.(config);
    if (config.mode === 'report') return { kind: 'report', config, records: await host.loadRecords(config) };
    if (config.mode === 'calibrate') {
      const calibration = await group('A/A calibration', () => runCalibration(config, host.reporter));
      if (calibration.profile) await writeRecord(config.reportPath, calibration.profile, workspaceFor(config));
      return { kind: 'calibrate', config, calibration };
    }
  } catch (error) {
    return invalid(config, error);
  }
  if (config.changedSince) return runChanged(config, host, group);
  if (cellCount(config.matrix) > 1) return runMatrixMode(config, host, group);
  let record = await group('Benchmark', () => runGate(config, host.reporter));
  try {
    // The history is read (and in record mode appended to) before the record is written, which then holds it.
    record = await withHistory(config, record, workspaceFor(config));
    await writeRecord(config.reportPath, record, workspaceFor(config));
    const charts = await writeExtraFiles(config, record, workspaceFor(config));
    return { kind: 'gate', config, record, charts };
  } catch (error) {
    if (!isUserError(error)) throw error;
    // The measurement is kept whole; only the verdict says the record could not be written.
    return { kind: 'gate', config, record: errorRecord(config, error.message, record) };
  }
}

/** Changed-models mode: every changed model gated, one record holding them all at 'report-path'. */
async function runChanged(
  config: GateConfig,
  host: ModeHost,
  group: NonNullable<ModeHost['group']>,
): Promise<ModeResult> {
  let set: ChangedModelsRecord;
  try {
    set = await runChangedModels(config, host.reporter, group);
  } catch (error) {
    return invalid(config, error);
  }
  try {
    await writeRecord(config.reportPath, set, workspaceFor(config));
  } catch (error) {
    if (!isUserError(error)) throw error;
    // The measurements are kept whole; only the verdict says the record could not be written.
    set = { ...set, verdict: 'error', failed: true, headline: `Error: ${error.message}` };
  }
  return { kind: 'changed', config, set };
}

/** A matrix run: every cell gated, one record holding them all at 'report-path' (docs/matrix.md, "Matrix"). */
async function runMatrixMode(
  config: GateConfig,
  host: ModeHost,
  group: NonNullable<ModeHost['group']>,
): Promise<ModeResult> {
  let matrix: MatrixRecord;
  try {
    matrix = await runMatrix(config, host.reporter, group);
  } catch (error) {
    return invalid(config, error);
  }
  try {
    await writeRecord(config.reportPath, matrix, workspaceFor(config));
  } catch (error) {
    if (!isUserError(error)) throw error;
    // The measurements are kept whole; only the verdict says the record could not be written.
    matrix = { ...matrix, verdict: 'error', failed: true, headline: `Error: ${error.message}` };
  }
  return { kind: 'matrix', config, matrix };
}

/** Settings that could not be read (a bad value, an unknown flag): described by an error record all the same. */
export function invalidSettings(raw: RawInputs, error: unknown): Promise<ModeResult & { kind: 'invalid' }> {
  return invalid(fallbackConfig(raw), error);
}

async function invalid(config: GateConfig, error: unknown): Promise<ModeResult & { kind: 'invalid' }> {
  if (!isUserError(error)) throw error;
  const record = errorRecord(config, error.message);
  // Best effort: the mistake may be the report path itself; the error still reaches the log and the summary.
  await writeRecord(config.reportPath, record, workspaceFor(config)).catch(() => undefined);
  return { kind: 'invalid', config, record };
}
