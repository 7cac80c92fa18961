#!/usr/bin/env node
// The same gate from a terminal: `latency-gate --candidate new.onnx --baseline old.onnx`. Flags mirror the
// action inputs. Exit codes: 0 passed, 1 failed by policy, 2 bad usage, bad input or an error.
import { helpText, parseCliArgs } from './cli-args.js';
import { terminalReporter } from './cli-progress.js';
import { errorRecord } from './error-record.js';
import { runGate } from './gate.js';
import { fallbackConfig, parseConfig, type RawInputs } from './inputs/index.js';
import { isUserError } from './inputs/errors.js';
import { writeRecord } from './record-file.js';
import type { ReportRecord } from './report/record.js';
import { renderTerminal } from './report/terminal.js';

export async function main(argv: string[]): Promise<number> {
  let raw: RawInputs = {};
  let json = false;
  let debug = false;
  const reporter = terminalReporter();
  let record: ReportRecord;
  try {
    const options = parseCliArgs(argv);
    if (options.help) {
      process.stdout.write(helpText());
      return 0;
    }
    ({ raw, json, debug } = options);
    record = await runGate(parseConfig(raw), reporter);
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
    // Not a user mistake: a bug in latency-gate. Say so and keep the trace, it is what a bug report needs.
    process.stderr.write(`latency-gate internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 2;
  },
);
