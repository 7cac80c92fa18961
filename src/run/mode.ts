import { isUserError } from '../errors.js';
import type { RawInputs } from '../inputs/definitions.js';
import type { GateConfig } from '../inputs/config.js';
import { fallbackConfig, parseConfig } from '../inputs/schema.js';
import type { CalibrationResult } from '../record/calibration.js';
import { errorRecord } from '../record/error-record.js';
import type { ReportRecord } from '../record/schema.js';
import type { ReportSet } from '../record/read.js';
import { combineShards, isShardRun } from '../shards/report.js';
import { writeRecord } from '../record/write.js';
import { legsRun, singleRunRecord, withOutcome } from '../record/run-builder.js';
import type { GitContext, RunRecord } from '../record/run-record.js';
import { removeRunTempDir } from '../run-temp.js';
import { exitCodeOf } from '../decision/verdicts.js';
import { errorRunPaths, resolveConfig, type RunConfig } from '../inputs/paths.js';
import type { CheckedPath } from '../workspace.js';
import { runCalibration } from './calibrate.js';
import { readAcceptances, type AcceptanceTrust } from './acceptances.js';
import { writeExtraFiles } from './extra-files.js';
import { gitContext } from './git-context.js';
import { withHistory } from './history.js';
import type { GateReporter } from './reporter.js';
import { listRun } from './run-list.js';
import type { RunList } from './run-entry.js';
import { baselineCommitOf, runRecordOf, walkList } from './walk.js';

/** What the action and the CLI supply: where progress goes, and where report mode reads its records. */
export interface ModeHost {
  reporter: GateReporter;
  /** The settings were valid; called before anything runs (the action masks the token here). */
  configured?(config: GateConfig): void;
  /** Checks what publishing needs (the event, the PR) before anything runs; a user mistake here is an error record. */
  preflight?(config: RunConfig): Promise<void>;
  /** Runs a long phase ('Benchmark', 'A/A calibration') inside a collapsible log group, where there is one. */
  group?<T>(name: string, work: () => Promise<T>): Promise<T>;
  /** Report mode's records: the triggering run's artifacts in the action, files at a terminal. */
  loadRecords(config: RunConfig): Promise<ReportSet>;
  /** Whether accepted changes apply to this run (the action: not a fork's without the label); default yes. */
  acceptanceTrust?: AcceptanceTrust;
  /** Aborted on SIGINT or SIGTERM (reason: the signal's name): the benchmark stops, the record is still written. */
  signal?: AbortSignal;
  /**
   * Whether settings that cannot be read still get a record file. The CLI writes one only where `--report-path`
   * asked for it: a mistyped flag at a terminal leaves no file behind.
   */
  recordUsageErrors?: boolean;
}

/**
 * What a run produced, for the action or the CLI to publish or print. `run` is the run record written at
 * `report-path` (src/record/run-record.ts); `record` a single run's one model record. `invalid`: a user mistake
 * stopped the run before anything was measured (bad settings, a path outside the workspace, no records to
 * report); its record is written where 'report-path' allows, and `commentDryRun` is where its dry-run comment may go.
 * `report`: the legs of a matrix of runners, one entry each, published but not written: each leg was written,
 * judged and failed or passed where it was measured.
 */
export type ModeResult =
  | {
      kind: 'invalid';
      config: GateConfig;
      run: RunRecord;
      record: ReportRecord;
      /** Where the record was written, when 'report-path' allowed it. */
      written?: CheckedPath;
      commentDryRun?: CheckedPath;
    }
  | { kind: 'run'; config: RunConfig; run: RunRecord; record?: ReportRecord; charts?: string[] }
  | { kind: 'calibrate'; config: RunConfig; calibration: CalibrationResult }
  | { kind: 'report'; config: RunConfig; run: RunRecord };

/** Where a result's dry-run comment goes ('comment-dry-run', checked with the settings), if anywhere. */
export function commentDryRunOf(result: ModeResult): CheckedPath | undefined {
  return result.kind === 'invalid' ? result.commentDryRun : result.config.paths.commentDryRun;
}

/**
 * The one flow for every mode, shared by the action and the CLI: settings → run → record written. A user
 * mistake anywhere becomes a written error record, never a lost run; bugs are thrown to the caller. The run's
 * temporary directory (src/run-temp.ts) is removed before it returns, whatever happened.
 */
export async function runMode(raw: RawInputs, host: ModeHost): Promise<ModeResult> {
  try {
    return await runModeIn(raw, host);
  } finally {
    removeRunTempDir();
  }
}

async function runModeIn(raw: RawInputs, host: ModeHost): Promise<ModeResult> {
  const group = host.group ?? (<T>(_name: string, work: () => Promise<T>) => work());
  let parsed: GateConfig;
  try {
    parsed = parseConfig(raw);
  } catch (error) {
    return invalidSettings(raw, error, { write: host.recordUsageErrors ?? true });
  }
  host.configured?.(parsed);
  let config: RunConfig;
  let list: RunList;
  try {
    // Every path is resolved and checked here, before minutes of measuring: a path outside the workspace or a
    // symlink at a destination is a mistake (or a PR's trick) that should stop the run, not end it.
    config = await resolveConfig(parsed);
  } catch (error) {
    return invalid(parsed, error);
  }
  try {
    config.acceptances = await readAcceptances(config, host.acceptanceTrust);
    await host.preflight?.(config);
    if (config.mode === 'report') {
      const loaded = await host.loadRecords(config);
      // Shards of changed models are one run: their report is a run record, judged and written like one.
      if (loaded.shards.length > 0) return reportShards(config, loaded.shards, loaded.legs, host);
      return { kind: 'report', config, run: legsRun(config.id, loaded.legs) };
    }
    if (config.mode === 'calibrate') {
      const calibration = await group('A/A calibration', () => runCalibration(config, host.reporter));
      if (calibration.profile) await writeRecord(config.paths.report, calibration.profile);
      return { kind: 'calibrate', config, calibration };
    }
    // Every run that measures or plans is a list of entries, built (and refused) before anything is measured.
    list = await listRun(config, host.reporter);
  } catch (error) {
    return invalid(config, error);
  }
  const walked = await walkList(list, { ...host, group });
  const pullRequest = config.comment.prNumber;
  const git = await gitContext({ baselineCommit: baselineCommitOf(list, walked), pullRequest });
  // History, charts and exports follow one record: parsing refused them for a list of several.
  const record = list.shape.kind === 'single' ? walked.entries[0]?.record : undefined;
  if (record) return withOneRecord(config, record, git, host);
  return writeRun(config, () => runRecordOf(list, walked, git));
}

/** A list of one pair: its history, the record written, its charts and exports. */
async function withOneRecord(
  config: RunConfig,
  measured: ReportRecord,
  git: GitContext,
  host: ModeHost,
): Promise<ModeResult> {
  let record = measured;
  try {
    // The history is read before the record is written, which then holds it; record mode appends this run
    // only once the record has passed its schema, so a run that cannot be recorded leaves the file as it was.
    const history = await withHistory(config, record);
    record = history.record;
    const run = singleRunRecord(record, git);
    await history.append();
    await writeRecord(config.paths.report, run);
    const charts = await writeExtraFiles(config, record, (w) => host.reporter.warning(w));
    return { kind: 'run', config, run, record, charts };
  } catch (error) {
    if (!isUserError(error)) throw error;
    // The measurement is kept whole; only the verdict says the record could not be written.
    const failed = errorRecord(config, error.message, record);
    return { kind: 'run', config, run: singleRunRecord(failed, git), record: failed };
  }
}

/**
 * Report mode over shards (docs/workflows.md, "Sharded changed models"): every shard of every leg combined into
 * one run record, checked against the plan, written at 'report-path' and published as a changed-models run.
 */
function reportShards(
  config: RunConfig,
  shards: RunRecord[],
  others: ReportRecord[],
  host: ModeHost,
): Promise<ModeResult> {
  const sharded = shards.filter(isShardRun);
  host.reporter.info(`Combining ${sharded.length} shard record(s) of '${config.id}'.`);
  // A shard job stopped before it measured (a bad setting) leaves a one-model error record: its words explain
  // the shard the report will call missing.
  for (const other of others)
    host.reporter.warning(
      `Not a shard's record, not in the report: '${other.label}' ${other.verdict}: ${other.headline}`,
    );
  return writeRun(config, () => combineShards(sharded, config));
}

/** A run of several entries (changed models, matrix cells, shards): its one run record, written. */
async function writeRun(config: RunConfig, build: () => RunRecord): Promise<ModeResult> {
  let run: RunRecord;
  try {
    run = build();
  } catch (error) {
    return invalid(config, error);
  }
  try {
    await writeRecord(config.paths.report, run);
  } catch (error) {
    if (!isUserError(error)) throw error;
    // The measurements are kept whole; only the verdict says the record could not be written.
    const message = { message: error.message, kind: 'input', phase: 'output' };
    run = withOutcome({
      ...run,
      verdict: 'error',
      failed: true,
      exitCode: exitCodeOf('error', true),
      headline: `Error: ${error.message}`,
      error: message,
    });
  }
  return { kind: 'run', config, run };
}

/**
 * Settings that could not be read (a bad value, an unknown flag): described by an error record all the same,
 * written unless the host said not to (`write: false`).
 */
export function invalidSettings(
  raw: RawInputs,
  error: unknown,
  options: { write?: boolean } = {},
): Promise<ModeResult & { kind: 'invalid' }> {
  // Called outside runMode too (a flag the CLI could not parse): the git calls of the record's context may
  // have made the run's temporary directory.
  return invalid(fallbackConfig(raw), error, options).finally(removeRunTempDir);
}

async function invalid(
  config: GateConfig,
  error: unknown,
  { write = true }: { write?: boolean } = {},
): Promise<ModeResult & { kind: 'invalid' }> {
  if (!isUserError(error)) throw error;
  const record = errorRecord(config, error.message);
  const run = singleRunRecord(record, await gitContext({ pullRequest: config.comment.prNumber }));
  const { report, commentDryRun } = await errorRunPaths(config);
  // Best effort: the mistake may be the report path itself; the error still reaches the log and the summary.
  const written =
    write && report
      ? await writeRecord(report, run).then(
          () => report,
          () => undefined,
        )
      : undefined;
  return {
    kind: 'invalid',
    config,
    run,
    record,
    ...(written ? { written } : {}),
    ...(commentDryRun ? { commentDryRun } : {}),
  };
}
