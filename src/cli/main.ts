#!/usr/bin/env node
// The same gate from a terminal: `latency-gate --candidate new.onnx --baseline old.onnx`. Flags mirror the
// action inputs. Exit codes: 0 passed, 1 failed by policy, 2 bad usage, bad input or an error.
import { UserError } from '../errors.js';
import type { RawInputs } from '../inputs/definitions.js';
import type { RunConfig } from '../inputs/paths.js';
import { writeCheckedFile, type CheckedPath } from '../workspace.js';
import { noRecordsError, readLocalRecords, validateReport, type ReportSet } from '../record/read.js';
import { TOOL_VERSION } from '../record/version.js';
import { renderCalibrationText } from '../report/calibration-text.js';
import { decideCalibration, decideRun } from '../decision/decision.js';
import type { RunRecord } from '../record/run-record.js';
import { lineDestination, plainLine } from '../report/escape.js';
import { renderRunComment, renderRunTerminal } from '../report/run-report.js';
import { stickyCommentBody } from '../report/markers.js';
import { removeRunTempDir } from '../run-temp.js';
import { abortOnSignals } from '../run/interrupt.js';
import { commentDryRunOf, invalidSettings, runMode, type ModeResult } from '../run/mode.js';
import { helpText, parseCliArgs, type CliOptions } from './args.js';
import { terminalReporter } from './progress.js';
import { recordLine, withRecordPath } from './record-path.js';

type PrintOptions = Pick<CliOptions, 'json' | 'debug'>;

// Names print exactly as the model spells them at a terminal; in a GitHub Actions log only what the runner
// would obey is broken (src/report/escape.ts).
const destination = lineDestination(process.env);
const line = (text: string) => plainLine(text, destination);

/** The record as JSON: `##[` anywhere in a line is a workflow command in a CI log; `\u0023` is the same JSON string, inert there. */
function json(document: unknown): string {
  return `${JSON.stringify(document, null, 2).replace(/#\[/g, '\\u0023[')}\n`;
}

/** `--mode report` reads local records: a record file or a directory of them, given with --records. */
async function loadLocalRecords(config: RunConfig): Promise<ReportSet> {
  const given = config.paths.records;
  if (!given)
    throw new UserError("'--mode report' from a terminal needs '--records' (a record file or a directory of them)");
  const warn = (message: string) => void process.stderr.write(`warning: ${line(message)}\n`);
  const records = validateReport(await readLocalRecords(given.resolved, warn), { id: config.id, warn });
  if (records.legs.length + records.shards.length === 0) throw noRecordsError(`in '${given.given}'`, config.id);
  return records;
}

/**
 * Any run record, one way: the dry-run comment where asked, the run on stdout (the JSON itself with --json, else
 * the report), an error once on stderr (the report leaves the message out so that it is not said twice), and
 * the decision's outcome line where the report on stdout does not end with it.
 */
async function printRun(
  run: RunRecord,
  dryRun: { id: string; target: CheckedPath | undefined } | undefined,
  options: PrintOptions,
): Promise<number> {
  const decision = decideRun(run);
  // `--comment-dry-run`: the comment a pull request would get, written to the file instead of posted.
  if (dryRun?.target)
    await writeCheckedFile(dryRun.target, stickyCommentBody(dryRun.id, run.verdict, renderRunComment(run)));
  const text = renderRunTerminal(run, destination);
  process.stdout.write(options.json ? json(run) : text);
  if (run.kind === 'single' && run.verdict === 'error') {
    if (options.debug && run.error) process.stderr.write(`debug: ${run.error.kind} error during ${run.error.phase}\n`);
    process.stderr.write(`error: ${line(run.error?.message ?? run.headline)}\n`);
  }
  if (!text || options.json) process.stderr.write(`${line(decision.line)}\n`);
  return decision.exitCode;
}

/** Prints what the run produced and returns the exit code. */
async function print(result: ModeResult, options: PrintOptions): Promise<number> {
  switch (result.kind) {
    case 'invalid':
    case 'run':
      return printRun(result.run, { id: result.config.id, target: commentDryRunOf(result) }, options);
    case 'calibrate': {
      process.stdout.write(
        options.json
          ? `${JSON.stringify(result.calibration.profile, null, 2)}\n`
          : renderCalibrationText(result.calibration, result.config.paths.report.given),
      );
      return decideCalibration(result.calibration).exitCode;
    }
    case 'report': {
      const body = renderRunComment(result.run);
      const target = result.config.paths.commentDryRun;
      if (target) await writeCheckedFile(target, stickyCommentBody(result.config.id, result.run.verdict, body));
      process.stdout.write(body);
      return 0;
    }
  }
}

export async function main(argv: string[]): Promise<number> {
  // Read before parsing, so debug output and JSON also cover a run whose other flags are bad.
  const options: PrintOptions = { json: argv.includes('--json'), debug: argv.includes('--debug') };
  if (argv.length === 0) {
    // Nothing asked: how to ask, and exit code 2 (bad usage) so a script that lost its arguments notices.
    process.stderr.write(helpText());
    return 2;
  }
  let raw: RawInputs = {};
  try {
    const parsed = parseCliArgs(argv);
    if (parsed.help || parsed.version) {
      process.stdout.write(parsed.help ? helpText() : `latency-gate ${TOOL_VERSION}\n`);
      return 0;
    }
    raw = parsed.raw;
  } catch (error) {
    // A bad flag goes through the same error record as every other bad setting; a file only where
    // --report-path asked for one.
    const record = withRecordPath(raw, argv);
    const invalid = await invalidSettings(record.raw, error, { write: record.chosen });
    return printRun(invalid.run, undefined, options);
  }
  const target = withRecordPath(raw);
  const reporter = terminalReporter(process.stderr, { debug: options.debug, destination });
  const interrupt = abortOnSignals();
  let result: ModeResult;
  try {
    result = await runMode(target.raw, {
      reporter,
      loadRecords: loadLocalRecords,
      signal: interrupt.signal,
      recordUsageErrors: target.chosen,
    });
  } finally {
    // The progress bar is gone before the result is printed.
    reporter.finish();
    interrupt.dispose();
  }
  const code = await print(result, options);
  // A calibration report names its profile's path itself.
  if (!target.chosen && result.kind !== 'calibrate') process.stderr.write(recordLine(target.raw['report-path']));
  return code;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    removeRunTempDir();
    // Not a user mistake: a bug in latency-gate. One line in the log; the trace a bug report needs with --debug.
    const text = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    const stack = error instanceof Error ? error.stack : undefined;
    const more =
      process.argv.includes('--debug') && stack
        ? `\n${stack}`
        : '; rerun with --debug for the stack trace and report it';
    process.stderr.write(`latency-gate internal error: ${text}${more}\n`);
    process.exitCode = 2;
  },
);
