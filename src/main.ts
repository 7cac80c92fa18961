import * as core from '@actions/core';
import { runCalibration } from './run/calibrate.js';
import { errorRecord } from './record/error.js';
import { runGate, type GateReporter } from './run/gate.js';
import { annotate } from './github/annotations.js';
import { recordArtifactName, uploadRecords } from './github/artifacts.js';
import { publishToPullRequest } from './github/publish.js';
import { loadRecords } from './github/load-records.js';
import { fallbackConfig, parseConfig, type GateConfig } from './inputs/schema.js';
import { INPUTS, type RawInputs } from './inputs/definitions.js';
import { isUserError } from './errors.js';
import { writeRecord } from './record/write.js';
import { renderCalibration } from './report/calibration-markdown.js';
import { combinedVerdict, renderComment } from './report/comment.js';
import { findings } from './report/findings.js';
import type { ReportRecord } from './record/schema.js';
import { renderSummary } from './report/summary.js';

/** Inputs are read here, inside run(), never at import time: tests and local runs set INPUT_* per case. */
function readInputs(): RawInputs {
  const raw: RawInputs = {};
  for (const input of INPUTS) raw[input.name] = core.getInput(input.name);
  return raw;
}

const actionReporter: GateReporter = {
  info: (message) => core.info(message),
  warning: (message) => core.debug(`warning (annotated after the run): ${message}`),
  phase: (phase, elapsed, budget) => core.info(`[${(elapsed / 1000).toFixed(1)}s of ${(budget / 1000).toFixed(0)}s] ${phase}`),
  // core.debug lines are shown only when the run has debug logging on (ACTIONS_STEP_DEBUG).
  debug: (message) => core.debug(message),
};

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
async function uploadRecord(config: GateConfig, record: ReportRecord, required: boolean): Promise<string | undefined> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN) {
    if (required) throw new Error("'mode: measure' uploads the record as an artifact, but this is not a GitHub Actions runner (no ACTIONS_RUNTIME_TOKEN)");
    return undefined;
  }
  const name = recordArtifactName(config.id, record.label);
  try {
    await uploadRecords(name, [config.reportPath]);
    return name;
  } catch (error) {
    if (required) throw error;
    core.warning(`The record was not uploaded as an artifact: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

/** gate and measure: benchmark, record, outputs, summary, annotations, then the comment or the artifact. */
async function gateMode(config: GateConfig): Promise<ReportRecord> {
  let record = await core.group('Benchmark', () => runGate(config, actionReporter));
  try {
    await writeRecord(config.reportPath, record);
  } catch (error) {
    if (!isUserError(error)) throw error;
    record = errorRecord(config, error.message, record);
  }
  setOutputs(record, config.reportPath);
  annotate(findings(record, config.candidate || undefined));
  await core.summary.addRaw(renderSummary(record)).write();
  const artifact = record.verdict !== 'error' || record.error?.phase !== 'output' ? await uploadRecord(config, record, config.mode === 'measure') : undefined;
  core.setOutput('comment-url', config.mode === 'gate' ? await publishToPullRequest([record], config, artifact) : '');
  return record;
}

async function calibrateMode(config: GateConfig): Promise<ReportRecord | undefined> {
  const result = await core.group('A/A calibration', () => runCalibration(config, actionReporter));
  if (result.profile) await writeRecord(config.reportPath, result.profile);
  await core.summary.addRaw(renderCalibration(result, config.reportPath)).write();
  core.setOutput('report-path', config.reportPath);
  const failed = result.runs.find((r) => r.verdict === 'error');
  core.setOutput('verdict', failed ? 'error' : 'pass');
  return failed;
}

/**
 * report: publish records made by `mode: measure` legs, without checking out or running any PR code. Each
 * gate id keeps its own sticky comment; the legs (labels) of one id are merged into it.
 */
async function reportMode(config: GateConfig): Promise<void> {
  const records = await loadRecords(config);
  core.info(`Publishing ${records.length} record(s): ${records.map((r) => `${r.id}/${r.label} ${r.verdict}`).join(', ')}`);
  const urls: string[] = [];
  for (const id of [...new Set(records.map((r) => r.id))]) {
    const gate = records.filter((r) => r.id === id);
    await core.summary.addRaw(renderComment(gate)).write();
    urls.push(await publishToPullRequest(gate, { ...config, id }));
  }
  core.setOutput('verdict', combinedVerdict(records));
  core.setOutput('comment-url', urls.filter(Boolean).join('\n'));
}

/** The action: read inputs → gate → publish. The only place that calls setFailed. */
export async function run(): Promise<void> {
  const raw = readInputs();
  try {
    let config: GateConfig;
    try {
      config = parseConfig(raw);
    } catch (error) {
      if (!isUserError(error)) throw error;
      config = fallbackConfig(raw);
      const record = errorRecord(config, error.message);
      await writeRecord(config.reportPath, record).catch(() => undefined);
      setOutputs(record, config.reportPath);
      await core.summary.addRaw(renderSummary(record)).write();
      core.setFailed(error.message);
      return;
    }
    // GitHub masks its own token; a personal token passed in must not reach the log either.
    if (config.comment.token) core.setSecret(config.comment.token);
    core.debug(`Resolved settings: ${JSON.stringify({ ...config, comment: { ...config.comment, token: config.comment.token ? '***' : '' } })}`);
    if (config.mode === 'report') return await reportMode(config);
    const decisive = config.mode === 'calibrate' ? await calibrateMode(config) : await gateMode(config);
    // The thrown message is the short verdict (or the error itself), so the red X explains itself.
    if (decisive?.failed) core.setFailed(decisive.error?.message ?? decisive.headline);
    else if (decisive) core.info(decisive.headline);
  } catch (error) {
    if (isUserError(error)) return core.setFailed(error.message);
    // A bug, not a user mistake: one line for the red X; the stack (for the bug report) with debug logging on.
    if (error instanceof Error && error.stack) core.debug(error.stack);
    const text = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    core.setFailed(`latency-gate internal error: ${text}; rerun with debug logging (ACTIONS_STEP_DEBUG) for the stack trace and report it`);
  }
}
