#!/usr/bin/env node
// The same gate from a terminal: `latency-gate --candidate new.onnx --baseline old.onnx`. Flags mirror the
// action inputs. Exit codes: 0 passed, 1 failed by policy, 2 bad usage, bad input or an error.
import { writeFile } from 'node:fs/promises';
import { helpText, parseCliArgs } from './args.js';
import { terminalReporter } from './progress.js';
import { runCalibration } from '../run/calibrate.js';
import { errorRecord } from '../record/error.js';
import { runGate } from '../run/gate.js';
import { fallbackConfig, parseConfig, type GateConfig } from '../inputs/schema.js';
import { isUserError, UserError } from '../errors.js';
import { type RawInputs } from '../inputs/definitions.js';
import { writeRecord } from '../record/write.js';
import { noRecordsError, readLocalRecords, validateRecords } from '../record/read.js';
import type { ReportRecord } from '../record/schema.js';
import { renderCalibration } from '../report/calibration-markdown.js';
import { renderComment } from '../report/comment.js';
import { renderTerminal } from '../report/terminal.js';

async function calibrateCommand(config: GateConfig, reporter: ReturnType<typeof terminalReporter>): Promise<number> {
  const result = await runCalibration(config, reporter);
  reporter.finish();
  if (result.profile) await writeRecord(config.reportPath, result.profile);
  process.stdout.write(renderCalibration(result, config.reportPath));
  return result.runs.some((r) => r.verdict === 'error') ? 2 : 0;
}

/** `--mode report`: merge local records into the PR comment's Markdown (and write it with --comment-dry-run). */
async function reportCommand(config: GateConfig): Promise<number> {
  if (!config.records) throw new UserError("'--mode report' from a terminal needs '--records' (a record file or a directory of them)");
  const records = validateRecords(await readLocalRecords(config.records), (message) => process.stderr.write(`warning: ${message}\n`));
  if (records.length === 0) throw noRecordsError(`in '${config.records}'`);
  const body = renderComment(records);
  if (config.comment.dryRunPath) await writeFile(config.comment.dryRunPath, body);
  process.stdout.write(body);
  return 0;
}

export async function main(argv: string[]): Promise<number> {
  let raw: RawInputs = {};
  let json = false;
  let debug = false;
  // Read before parsing, so debug output also covers a run whose other flags are bad.
  const reporter = terminalReporter(process.stderr, { debug: argv.includes('--debug') });
  let record: ReportRecord;
  try {
    const options = parseCliArgs(argv);
    if (options.help) {
      process.stdout.write(helpText());
      return 0;
    }
    ({ raw, json, debug } = options);
    const config = parseConfig(raw);
    if (config.mode === 'calibrate') return await calibrateCommand(config, reporter);
    if (config.mode === 'report') return await reportCommand(config);
    record = await runGate(config, reporter);
  } catch (error) {
    if (!isUserError(error)) throw error;
    record = errorRecord(fallbackConfig(raw), error.message);
  } finally {
    reporter.finish();
  }
  try {
    await writeRecord(fallbackConfig(raw).reportPath, record);
  } catch (error) {
    if (!isUserError(error)) throw error;
    record = errorRecord(fallbackConfig(raw), error.message, record);
  }
  process.stdout.write(json ? `${JSON.stringify(record, null, 2)}\n` : renderTerminal(record));
  if (record.verdict === 'error') {
    if (debug && record.error) process.stderr.write(`debug: ${record.error.kind} error during ${record.error.phase}\n`);
    process.stderr.write(`error: ${record.error?.message ?? record.headline}\n`);
    return 2;
  }
  return record.failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not a user mistake: a bug in latency-gate. One line in the log; the trace a bug report needs with --debug.
    const text = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    const stack = error instanceof Error ? error.stack : undefined;
    const more = process.argv.includes('--debug') && stack ? `\n${stack}` : '; rerun with --debug for the stack trace and report it';
    process.stderr.write(`latency-gate internal error: ${text}${more}\n`);
    process.exitCode = 2;
  },
);
