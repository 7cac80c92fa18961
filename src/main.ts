import * as core from '@actions/core';
import { isUserError } from './errors.js';
import { annotate } from './github/annotations.js';
import { recordArtifactName, uploadRecords } from './github/artifacts.js';
import { loadRecords } from './github/load-records.js';
import { pullRequestDefaults } from './github/changed-defaults.js';
import { readWorkflowEvent, type WorkflowEvent } from './github/event.js';
import { checkPublishing } from './github/preflight.js';
import { publishToPullRequest } from './github/publish.js';
import { measuredOnFork, type PullRequestLookup } from './github/pull-request.js';
import { runOutcome } from './record/outcome.js';
import { entryRecords, type RunRecord } from './record/run-record.js';
import { renderChangedComment, renderChangedSummary } from './report/changed-models.js';
import { logLine } from './report/escape.js';
import type { GateConfig } from './inputs/config.js';
import { INPUTS, type RawInputs } from './inputs/definitions.js';
import type { ReportRecord } from './record/schema.js';
import { renderCalibration } from './report/calibration-markdown.js';
import { combinedVerdict, renderComment } from './report/comment.js';
import { findings } from './report/findings.js';
import { renderSummary } from './report/summary.js';
import { cellEntries } from './record/matrix.js';
import { renderMatrixComment, renderMatrixSummary } from './report/matrix.js';
import { abortOnSignals } from './run/interrupt.js';
import { runMode, type ModeResult } from './run/mode.js';
import type { GateReporter } from './run/reporter.js';

/**
 * Inputs are read here, inside run(), never at import time: tests and local runs set INPUT_* per case. On a
 * pull_request event with no candidate, the PR's changed models are gated (github/changed-defaults.ts).
 */
function readInputs(): RawInputs {
  const raw: RawInputs = {};
  for (const input of INPUTS) raw[input.name] = core.getInput(input.name);
  let event: WorkflowEvent | undefined;
  try {
    event = readWorkflowEvent();
  } catch {
    // No readable event (a local run): nothing to default from.
  }
  return event ? pullRequestDefaults(raw, event) : raw;
}

// core.info writes its text raw: a model's name with a newline and `::add-mask::` would become a workflow
// command, so every log line passes logLine (src/report/escape.ts).
const actionReporter: GateReporter = {
  info: (message) => core.info(logLine(message)),
  warning: (message) => core.debug(logLine(`warning (annotated after the run): ${message}`)),
  phase: (phase, elapsed, budget) =>
    core.info(logLine(`[${(elapsed / 1000).toFixed(1)}s of ${(budget / 1000).toFixed(0)}s] ${phase}`)),
  // core.debug lines are shown only when the run has debug logging on (ACTIONS_STEP_DEBUG).
  debug: (message) => debugText(message),
};

/** Debug text of several lines (a stack trace, onnxruntime's log): each line escaped on its own. */
function debugText(text: string): void {
  for (const line of text.split('\n')) core.debug(logLine(line));
}

function configured(config: GateConfig): void {
  // GitHub masks its own token; a personal token passed in must not reach the log either.
  if (config.comment.token) core.setSecret(config.comment.token);
  core.debug(
    logLine(
      `Resolved settings: ${JSON.stringify({ ...config, comment: { ...config.comment, token: config.comment.token ? '***' : '' } })}`,
    ),
  );
}

function setOutputs(record: ReportRecord, reportPath: string): void {
  core.setOutput('verdict', record.verdict);
  core.setOutput('p50-ratio', record.latency ? record.latency.p50.ratio.toFixed(4) : '');
  core.setOutput('p95-ratio', record.latency ? record.latency.p95.ratio.toFixed(4) : '');
  core.setOutput('agreement', record.agreement.verdict);
  core.setOutput('report-path', reportPath);
}

/**
 * Uploads the record so a `mode: report` workflow (or a person) can read it, where the runner provides
 * artifacts; returns the artifact's name. The label is in the name, so matrix legs never overwrite each other.
 */
async function uploadRecord(
  config: GateConfig,
  record: ReportRecord,
  required: boolean,
  charts: readonly string[] = [],
): Promise<string | undefined> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN) {
    if (required)
      throw new Error(
        "'mode: measure' uploads the record as an artifact, but this is not a GitHub Actions runner (no ACTIONS_RUNTIME_TOKEN)",
      );
    return undefined;
  }
  const name = recordArtifactName(config.id, record.label);
  try {
    await uploadRecords(name, [config.reportPath, ...charts]);
    return name;
  } catch (error) {
    if (required) throw error;
    core.warning(
      logLine(`The record was not uploaded as an artifact: ${error instanceof Error ? error.message : String(error)}`),
    );
    return undefined;
  }
}

/** gate and measure: outputs, summary, annotations, then the comment (gate) or the artifact (measure). */
async function publishGate(
  config: GateConfig,
  record: ReportRecord,
  pullRequest: PullRequestLookup | undefined,
  charts: readonly string[] = [],
): Promise<void> {
  setOutputs(record, config.reportPath);
  annotate(findings(record, config.candidate || undefined));
  await core.summary.addRaw(renderSummary(record)).write();
  const artifact =
    record.verdict !== 'error' || record.error?.phase !== 'output'
      ? await uploadRecord(config, record, config.mode === 'measure', charts)
      : undefined;
  core.setOutput(
    'comment-url',
    config.mode === 'gate'
      ? await publishToPullRequest([record], config, { artifactName: artifact, known: pullRequest })
      : '',
  );
}

/**
 * report: the records of the configured id (loadRecords dropped every other id: a record never chooses which
 * comment is edited), its legs merged into one sticky comment.
 */
async function publishReport(config: GateConfig, records: ReportRecord[]): Promise<void> {
  core.info(
    logLine(
      `Publishing ${records.length} record(s) of '${config.id}': ${records.map((r) => `${r.label} ${r.verdict}`).join(', ')}`,
    ),
  );
  const fork = measuredOnFork(readWorkflowEvent());
  await core.summary.addRaw(renderComment(records, { measuredElsewhere: true, ...(fork ? { fork } : {}) })).write();
  core.setOutput('verdict', combinedVerdict(records));
  core.setOutput('comment-url', await publishToPullRequest(records, config));
}

/** Changed models: outputs for the whole set, each model's annotations, one summary and one comment. */
async function publishChanged(
  config: GateConfig,
  set: RunRecord,
  pullRequest: PullRequestLookup | undefined,
): Promise<void> {
  const records = entryRecords(set).filter((r) => r.verdict !== 'unjudged');
  core.setOutput('verdict', set.verdict);
  core.setOutput('p50-ratio', '');
  core.setOutput('p95-ratio', '');
  const agreements = records.map((r) => r.agreement.verdict);
  core.setOutput('agreement', agreements.includes('fail') ? 'fail' : agreements.includes('pass') ? 'pass' : 'skipped');
  core.setOutput('report-path', config.reportPath);
  for (const entry of set.entries)
    if (entry.record) annotate(findings(entry.record, entry.record.verdict === 'unjudged' ? undefined : entry.path));
  await core.summary.addRaw(renderChangedSummary(set)).write();
  const url = await publishToPullRequest(records, config, {
    set: { verdict: set.verdict, failed: set.failed, render: (ctx) => renderChangedComment(set, ctx) },
    known: pullRequest,
  });
  core.setOutput('comment-url', url);
}

/** A matrix: outputs for the whole matrix (the worst cell), each cell's annotations, one summary and one comment. */
async function publishMatrix(
  config: GateConfig,
  run: RunRecord,
  pullRequest: PullRequestLookup | undefined,
): Promise<void> {
  const cells = cellEntries(run);
  const records = cells.map((c) => c.record);
  core.setOutput('verdict', run.verdict);
  // One ratio per cell: the record has them all; an output with one would hide the rest.
  core.setOutput('p50-ratio', '');
  core.setOutput('p95-ratio', '');
  const agreements = records.map((r) => r.agreement.verdict);
  core.setOutput('agreement', agreements.includes('fail') ? 'fail' : agreements.includes('pass') ? 'pass' : 'skipped');
  core.setOutput('report-path', config.reportPath);
  for (const { cell, record } of cells)
    annotate(
      findings(record, config.candidate || undefined).map((f) => ({
        ...f,
        title: cell.label ? `${f.title} [${cell.label}]` : f.title,
      })),
    );
  await core.summary.addRaw(renderMatrixSummary(run)).write();
  const url = await publishToPullRequest(records, config, {
    set: { verdict: run.verdict, failed: run.failed, render: (ctx) => renderMatrixComment(run, ctx) },
    known: pullRequest,
  });
  core.setOutput('comment-url', url);
}

/** What decides the step: the run record (a single run's or a changed-models run's). */
type Decisive = Pick<RunRecord, 'failed' | 'headline' | 'exitCode' | 'error'> & { outcome: string };

function decisive(run: RunRecord): Decisive {
  return { ...run, outcome: runOutcome(run).line };
}

/** Publishes what the run produced; returns what decides the step, if anything. */
async function publish(result: ModeResult, pullRequest: PullRequestLookup | undefined): Promise<Decisive | undefined> {
  const { config } = result;
  switch (result.kind) {
    case 'invalid':
      setOutputs(result.record, config.reportPath);
      await core.summary.addRaw(renderSummary(result.record)).write();
      return decisive(result.run);
    case 'gate':
      await publishGate(config, result.record, pullRequest, result.charts);
      return decisive(result.run);
    case 'calibrate': {
      await core.summary.addRaw(renderCalibration(result.calibration, config.reportPath)).write();
      core.setOutput('report-path', config.reportPath);
      const failed = result.calibration.runs.find((r) => r.verdict === 'error');
      core.setOutput('verdict', failed ? 'error' : 'pass');
      return failed && { ...failed, exitCode: 2, outcome: '' };
    }
    case 'report':
      await publishReport(config, result.records);
      return undefined;
    case 'changed':
      await publishChanged(config, result.run, pullRequest);
      return decisive(result.run);
    case 'matrix':
      await publishMatrix(config, result.run, pullRequest);
      return decisive(result.run);
  }
}

/** The action: read inputs → run the mode → publish. The only place that calls setFailed. */
export async function run(): Promise<void> {
  // A cancelled workflow sends SIGINT, then SIGTERM: the benchmark stops and the record is still published.
  const interrupt = abortOnSignals();
  try {
    // Found before the benchmark (a wrong event or PR number is a user error that costs no benchmark), used after.
    let pullRequest: PullRequestLookup | undefined;
    const preflight = async (config: GateConfig) => void (pullRequest = await checkPublishing(config));
    const result = await runMode(readInputs(), {
      reporter: actionReporter,
      configured,
      preflight,
      loadRecords,
      // A group title holds model paths (a committed file name may carry escape codes or bidi controls).
      group: (name, work) => core.group(logLine(name), work),
      signal: interrupt.signal,
    });
    const outcome = await publish(result, pullRequest);
    if (outcome?.outcome) core.info(logLine(outcome.outcome));
    // The thrown message is the short verdict (or the error itself), so the red X explains itself.
    if (outcome?.failed) {
      core.setFailed(logLine(outcome.error?.message ?? outcome.headline));
      // The same exit code as the CLI and the record's `exitCode`: 2 for an error, 1 for a gate that failed.
      process.exitCode = outcome.exitCode;
    } else if (outcome) core.info(logLine(outcome.headline));
  } catch (error) {
    if (isUserError(error)) return core.setFailed(logLine(error.message));
    // A bug, not a user mistake: one line for the red X; the stack (for the bug report) with debug logging on.
    if (error instanceof Error && error.stack) debugText(error.stack);
    const text = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    core.setFailed(
      logLine(
        `latency-gate internal error: ${text}; rerun with debug logging (ACTIONS_STEP_DEBUG) for the stack trace and report it`,
      ),
    );
  } finally {
    interrupt.dispose();
  }
}
