// Runs the CLI as a real child process (node --test files must never load onnxruntime twice; the gate's own
// benchmark child is a grandchild here) and reads back the JSON record it wrote.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { ROOT } from './paths.js';
import { tempDir } from './scratch.js';

export { tempDir };

export { ROOT };
export const BUILT_CLI = path.join(ROOT, 'build/src/cli/main.js');
export const BUILT_ACTION = path.join(ROOT, 'build/src/index.js');

export interface ProcessResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

export function runProcess(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ProcessResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? ROOT,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 180_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - started });
    });
  });
}

/**
 * The environment of a person's terminal: without GITHUB_ACTIONS and GITHUB_WORKSPACE, which turn the workspace
 * guard on (a test suite running inside a GitHub job has both).
 */
export function terminalEnv(): NodeJS.ProcessEnv {
  const { GITHUB_ACTIONS: _actions, GITHUB_WORKSPACE: _workspace, ...env } = process.env;
  return env;
}

/** A record file as the run record it must be, and its one model record when it is a single run's. */
export function parseRunRecord(text: string): { run: RunRecord; record: ReportRecord } {
  const run = runRecordSchema.parse(JSON.parse(text));
  const record = run.entries[0]?.record;
  if (run.kind !== 'single' || !record) throw new Error(`not a single run's record: ${run.kind}`);
  return { run, record };
}

/**
 * Runs the CLI with `args` and returns the process result and the validated record from its report path. The
 * default report path is a fresh directory inside GITHUB_WORKSPACE when `env` names one (the guard keeps every
 * written file inside it), else in the system temp directory.
 */
export async function runCli(
  args: string[],
  options: { cwd?: string; reportPath?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<ProcessResult & { record: ReportRecord; run: RunRecord }> {
  const env = options.env ?? terminalEnv();
  const dir = options.reportPath ? undefined : await tempDir('latency-gate-test-', env.GITHUB_WORKSPACE);
  const reportPath = options.reportPath ?? path.join(dir ?? '', 'report.json');
  const result = await runProcess(process.execPath, [BUILT_CLI, ...args, '--report-path', reportPath], {
    cwd: options.cwd,
    env,
  });
  return { ...result, ...parseRunRecord(await readFile(reportPath, 'utf8')) };
}

/**
 * A single run's record file (parsed JSON) with its one model record edited: how the report-mode tests forge a
 * leg, a hostile text or a tampered verdict. The run's own label follows the record's.
 */
export function withModelRecord(run: Record<string, unknown>, edit: Record<string, unknown>): Record<string, unknown> {
  const [entry] = run.entries as { record: Record<string, unknown> }[];
  if (!entry) throw new Error('a run record without entries');
  const record = { ...entry.record, ...edit };
  return { ...run, ...('label' in edit ? { label: edit.label } : {}), entries: [{ ...entry, record }] };
}
