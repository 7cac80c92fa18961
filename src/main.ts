import * as core from '@actions/core';
import { errorRecord } from './error-record.js';
import { runGate, type GateReporter } from './gate.js';
import { fallbackConfig, INPUTS, isUserError, parseConfig, type GateConfig, type RawInputs } from './inputs/index.js';
import { writeRecord } from './record-file.js';
import type { ReportRecord } from './report/record.js';
import { renderSummary } from './report/summary.js';

/** Inputs are read here, inside run(), never at import time: tests and local runs set INPUT_* per case. */
function readInputs(): RawInputs {
  const raw: RawInputs = {};
  for (const input of INPUTS) raw[input.name] = core.getInput(input.name);
  return raw;
}

const actionReporter: GateReporter = {
  info: (message) => core.info(message),
  warning: (message) => core.warning(message, { title: 'latency-gate' }),
  phase: (phase, elapsed, budget) => core.info(`[${(elapsed / 1000).toFixed(1)}s of ${(budget / 1000).toFixed(0)}s] ${phase}`),
};

async function gate(raw: RawInputs): Promise<{ config: GateConfig; record: ReportRecord }> {
  try {
    const config = parseConfig(raw);
    core.debug(`Resolved settings: ${JSON.stringify(config)}`);
    return { config, record: await core.group('Benchmark', () => runGate(config, actionReporter)) };
  } catch (error) {
    if (!isUserError(error)) throw error;
    const config = fallbackConfig(raw);
    return { config, record: errorRecord(config, error.message) };
  }
}

function setOutputs(record: ReportRecord, reportPath: string): void {
  core.setOutput('verdict', record.verdict);
  core.setOutput('p50-ratio', record.latency ? record.latency.p50.ratio.toFixed(4) : '');
  core.setOutput('p95-ratio', record.latency ? record.latency.p95.ratio.toFixed(4) : '');
  core.setOutput('agreement', record.agreement.verdict);
  core.setOutput('report-path', reportPath);
}

/** The action: read inputs → gate → publish. The only place that calls setFailed. */
export async function run(): Promise<void> {
  try {
    const { config, record: measured } = await gate(readInputs());
    let record = measured;
    try {
      await writeRecord(config.reportPath, record);
    } catch (error) {
      if (!isUserError(error)) throw error;
      record = errorRecord(config, error.message, record);
    }
    setOutputs(record, config.reportPath);
    await core.summary.addRaw(renderSummary(record)).write();
    for (const warning of record.warnings) core.debug(`warning recorded: ${warning}`);
    // The thrown message is the short verdict (or the error itself), so the red X explains itself.
    if (record.failed) core.setFailed(record.error?.message ?? record.headline);
    else core.info(record.headline);
  } catch (error) {
    // A bug, not a user mistake: keep the stack for the report.
    core.setFailed(`latency-gate internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
}
