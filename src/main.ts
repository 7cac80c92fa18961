import * as core from '@actions/core';
import { decideCalibration, decideRun, type Decision } from './decision/decision.js';
import { runAgreement } from './decision/verdicts.js';
import { isUserError } from './errors.js';
import { annotate } from './github/annotations.js';
import { recordArtifactName, uploadRecords } from './github/artifacts.js';
import { loadRecords } from './github/load-records.js';
import { pullRequestDefaults } from './github/changed-defaults.js';
import { readWorkflowEvent, type WorkflowEvent } from './github/event.js';
import { checkPublishing } from './github/preflight.js';
import { publishToPullRequest } from './github/publish.js';
import { measuredOnFork, type PullRequestLookup } from './github/pull-request.js';
import { entryRecords, singleRecordOf, type RunRecord } from './record/run-record.js';
import { shardArtifactLabel } from './record/shard-section.js';
import { logLine } from './report/escape.js';
import type { GateConfig } from './inputs/config.js';
import type { RunConfig } from './inputs/paths.js';
import type { CheckedPath } from './workspace.js';
import { INPUTS, type RawInputs } from './inputs/definitions.js';
import { renderCalibration } from './report/calibration-markdown.js';
import type { CommentContext } from './report/comment.js';
import { findings } from './report/findings.js';
import { renderRunComment, renderRunSummary } from './report/run-report.js';
import { abortOnSignals } from './run/interrupt.js';
import type { AcceptanceTrust } from './run/acceptances.js';
import { ACCEPT_LABEL } from './inputs/acceptance.js';
import { asMeasured } from './record/headline.js';
import { runMode, type ModeResult } from './run/mode.js';
import type { GateReporter } from './run/reporter.js';

/**
 * Inputs are read here, inside run(), never at import time: tests and local runs set INPUT_* per case. On a
 * pull_request event with no candidate, the PR's changed models are gated (github/changed-defaults.ts).
 */
function readInputs(): RawInputs {
  const raw: RawInputs = {};
  for (const input of INPUTS) raw[input.name] = core.getInput(input.name);
  let event: WorkflowEvent;
  try {
    event = readWorkflowEvent();
  } catch {
    // No readable event (a local run): nothing to default from.
    return raw;
  }
  return pullRequestDefaults(raw, event);
}

// core.info writes its text raw: a model's name with a newline and `::add-mask::` would become a workflow
// command, so every log line passes logLine (src/report/escape.ts).
const actionReporter: GateReporter = {
  info: (message) => core.info(logLine(message)),
  warning: (message) => core.debug(logLine(`warning (annotated after the run): ${message}`)),
  phase: (phase, elapsed, budget) =>
    core.info(logLine(`[${(elapsed / 1000).toFixed(1)}s of ${(budget / 1000).toFixed(0)}s] ${phase}`)),
  // core.debug lines are shown only when the run has debug logging on (ACTIONS_STEP_DEBUG).
  debug: debugText,
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

/** Step outputs: what the decision says, and the ratios where the run measured one model at one size. */
function setOutputs(run: RunRecord, decision: Decision, reportPath: string): void {
  const single = singleRecordOf(run);
  core.setOutput('outcome', decision.outcome);
  core.setOutput('outcome-reason', decision.title);
  core.setOutput(
    'accepted',
    entryRecords(run)
      .flatMap((r) => (r.acceptance?.honored ? [r.acceptance.model] : []))
      .join(','),
  );
  core.setOutput('verdict', decision.verdict);
  // One ratio per model or cell is in the record; an output with one of them would hide the rest.
  core.setOutput('p50-ratio', single?.latency ? single.latency.p50.ratio.toFixed(4) : '');
  core.setOutput('p95-ratio', single?.latency ? single.latency.p95.ratio.toFixed(4) : '');
  core.setOutput('agreement', runAgreement(entryRecords(run)));
  core.setOutput('report-path', reportPath);
  if (run.plan) {
    core.setOutput('shards', JSON.stringify(run.plan.shards));
    core.setOutput('model-count', String(run.plan.planned.length));
    core.setOutput('estimated-seconds', String(Math.round(run.plan.estimatedSingleRunnerMs / 1000)));
    core.setOutput('estimated-sharded-seconds', String(Math.round(run.plan.estimatedShardedMs / 1000)));
  }
}

/**
 * Uploads the record so a `mode: report` workflow (or a person) can read it, where the runner provides
 * artifacts; returns the artifact's name. The label is in the name, so matrix legs never overwrite each other.
 */
async function uploadRecord(
  config: GateConfig,
  recordFile: CheckedPath,
  label: string,
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
  const name = recordArtifactName(config.id, label);
  try {
    await uploadRecords(name, [recordFile.resolved, ...charts]);
    return name;
  } catch (error) {
    if (required) throw error;
    core.warning(
      logLine(`The record was not uploaded as an artifact: ${error instanceof Error ? error.message : String(error)}`),
    );
    return undefined;
  }
}

/** Each measured entry's findings as annotations; a matrix cell's title names the cell. */
function annotateEntries(config: GateConfig, run: RunRecord): void {
  for (const entry of run.entries) {
    const record = entry.record;
    if (!record) continue;
    // A changed model is named by its repository path; a pair and its cells by the candidate as given.
    const file = record.verdict === 'unjudged' ? undefined : entry.status === 'given' ? config.candidate : entry.path;
    const label = entry.cell?.label;
    annotate(findings(record, file || undefined).map((f) => (label ? { ...f, title: `${f.title} [${label}]` } : f)));
  }
}

/**
 * Every kind of run (one model, changed models, matrix cells) is published the same way: outputs, annotations,
 * the job summary, the record artifact, then the comment (gate) or nothing more (measure).
 */
async function publishRun(
  config: RunConfig,
  run: RunRecord,
  decision: Decision,
  pullRequest: PullRequestLookup | undefined,
  charts: readonly string[] = [],
): Promise<void> {
  setOutputs(run, decision, config.paths.report.given);
  annotateEntries(config, run);
  await core.summary.addRaw(renderRunSummary(run)).write();
  // A shard's record is uploaded for the report job, which alone comments: the shards would overwrite each other.
  // A rerun job is a new attempt with its own artifact; the report keeps the latest attempt of each shard.
  const shard = run.shard ? shardArtifactLabel(run.label, run.shard, run.git.runAttempt ?? 1) : undefined;
  const artifact =
    (run.kind === 'single' || shard) && (run.verdict !== 'error' || run.error?.phase !== 'output')
      ? await uploadRecord(config, config.paths.report, shard ?? run.label, config.mode === 'measure', charts)
      : undefined;
  const comments = (config.mode === 'gate' && !shard) || config.mode === 'report';
  core.setOutput(
    'comment-url',
    comments
      ? await publishToPullRequest(
          config,
          { verdict: run.verdict, failed: decision.failed, render: (ctx) => renderRunComment(run, ctx) },
          {
            ...(artifact ? { artifactName: artifact } : {}),
            known: pullRequest,
            ...(config.paths.commentDryRun ? { dryRunPath: config.paths.commentDryRun } : {}),
          },
        )
      : '',
  );
}

/**
 * report: the legs of the configured id (loadRecords dropped every other id: a record never chooses which
 * comment is edited), one entry each, in one sticky comment.
 */
async function publishReport(config: RunConfig, run: RunRecord, decision: Decision): Promise<void> {
  core.info(
    logLine(
      `Publishing ${run.entries.length} record(s) of '${config.id}': ${entryRecords(run)
        .map((r) => `${r.label} ${r.verdict}`)
        .join(', ')}`,
    ),
  );
  const fork = measuredOnFork(readWorkflowEvent());
  await core.summary.addRaw(renderRunComment(run, { measuredElsewhere: true, ...(fork ? { fork } : {}) })).write();
  core.setOutput('outcome', decision.outcome);
  core.setOutput('outcome-reason', decision.title);
  core.setOutput('verdict', decision.verdict);
  const dryRunPath = config.paths.commentDryRun;
  const set = { verdict: run.verdict, failed: run.failed, render: (ctx: CommentContext) => renderRunComment(run, ctx) };
  core.setOutput('comment-url', await publishToPullRequest(config, set, dryRunPath ? { dryRunPath } : {}));
}

/** Publishes what the run produced; returns the decision that decides the step, if there is one. */
async function publish(result: ModeResult, pullRequest: PullRequestLookup | undefined): Promise<Decision | undefined> {
  const { config } = result;
  switch (result.kind) {
    case 'invalid': {
      const decision = decideRun(result.run);
      setOutputs(result.run, decision, config.reportPath);
      await core.summary.addRaw(renderRunSummary(result.run)).write();
      // A measuring leg that stopped on a mistake still uploads its error record, so 'mode: report' says why.
      if (config.mode === 'measure' && result.written)
        await uploadRecord(config, result.written, result.run.label, false);
      return decision;
    }
    case 'run': {
      const decision = decideRun(result.run);
      await publishRun(result.config, result.run, decision, pullRequest, result.charts);
      return decision;
    }
    case 'calibrate': {
      const reportPath = result.config.paths.report.given;
      await core.summary.addRaw(renderCalibration(result.calibration, reportPath)).write();
      core.setOutput('report-path', reportPath);
      const decision = decideCalibration(result.calibration);
      core.setOutput('outcome', decision.outcome);
      core.setOutput('outcome-reason', decision.title);
      core.setOutput('verdict', decision.verdict);
      return decision;
    }
    case 'report': {
      // The legs were measured and judged elsewhere: their own steps failed or passed there.
      await publishReport(result.config, result.run, decideRun(result.run));
      return undefined;
    }
  }
}

/**
 * The red X's text: the outcome and what decided it, then what was measured, so the failed step explains itself
 * and never leads with a latency verdict that did not fail it.
 */
function redX(result: ModeResult, decision: Decision): string {
  if (result.kind === 'calibrate')
    return result.calibration.runs.find((r) => r.error)?.error?.message ?? 'the A/A calibration ended in an error';
  if (result.kind === 'report') return decision.title;
  // An error's own sentence names the input and the fix; the red X already says it is an error.
  if (result.run.verdict === 'error') return result.run.error?.message ?? decision.title;
  return `${decision.title}. ${asMeasured(result.run.verdict, result.run.headline)}`;
}

/**
 * Whether accepted changes apply: a fork's pull request could accept its own slowdown, so its entries apply
 * only once a maintainer (who alone can label) adds the label (docs/decisions/0106-acceptance-file.md).
 */
function acceptanceTrust(): AcceptanceTrust {
  let event: WorkflowEvent;
  try {
    event = readWorkflowEvent();
  } catch {
    return { honored: true, why: null };
  }
  const pr = (event.payload as { pull_request?: { labels?: { name?: unknown }[] } }).pull_request;
  if (!measuredOnFork(event) || pr?.labels?.some((l) => l.name === ACCEPT_LABEL)) return { honored: true, why: null };
  return {
    honored: false,
    why: `this pull request comes from a fork and has no '${ACCEPT_LABEL}' label; a maintainer adds it once the accepted change is reviewed`,
  };
}

/** The action: read inputs → run the mode → publish. The only place that calls setFailed. */
export async function run(): Promise<void> {
  // A cancelled workflow sends SIGINT, then SIGTERM: the benchmark stops and the record is still published.
  const interrupt = abortOnSignals();
  try {
    // Found before the benchmark (a wrong event or PR number is a user error that costs no benchmark), used after.
    let pullRequest: PullRequestLookup | undefined;
    const preflight = async (config: RunConfig) => void (pullRequest = await checkPublishing(config));
    const result = await runMode(readInputs(), {
      reporter: actionReporter,
      configured,
      preflight,
      loadRecords,
      // A group title holds model paths (a committed file name may carry escape codes or bidi controls).
      group: (name, work) => core.group(logLine(name), work),
      signal: interrupt.signal,
      acceptanceTrust: acceptanceTrust(),
    });
    const decision = await publish(result, pullRequest);
    if (decision) core.info(logLine(decision.line));
    // The thrown message is the outcome and its reason (or the error itself), so the red X explains itself.
    if (decision?.failed) {
      core.setFailed(logLine(redX(result, decision)));
      // The same exit code as the CLI and the record's `exitCode`: 2 for an error, 1 for a gate that failed.
      process.exitCode = decision.exitCode;
    } else if (decision) core.info(logLine(redX(result, decision)));
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
