// Runs the action the way a runner does: INPUT_* variables (names upper-cased, dashes kept), GITHUB_OUTPUT and
// GITHUB_STEP_SUMMARY files, a working directory, and the node binary of the caller's choice.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markdownText } from '../../src/report/escape.js';
import { runProcess, tempDir, type ProcessResult } from './cli.js';

export interface ActionRun extends ProcessResult {
  outputs: Record<string, string>;
  summary: string;
}

/** Parses the heredoc format @actions/core writes to GITHUB_OUTPUT: name<<DELIM / value / DELIM. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<]+)<<(.+)$/.exec(lines[i] ?? '');
    if (!match) continue;
    const value: string[] = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i] ?? '');
    outputs[match[1] ?? ''] = value.join('\n');
  }
  return outputs;
}

export async function runAction(
  entry: string,
  inputs: Record<string, string>,
  options: { node?: string; cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ActionRun> {
  const dir = await tempDir('latency-gate-action-');
  const outputFile = path.join(dir, 'output');
  const summaryFile = path.join(dir, 'summary.md');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const result = await runProcess(options.node ?? process.execPath, [entry], {
    cwd: options.cwd ?? dir,
    env,
    timeoutMs: options.timeoutMs,
  });
  return {
    ...result,
    outputs: parseOutputFile(await readFile(outputFile, 'utf8')),
    summary: await readFile(summaryFile, 'utf8'),
  };
}

/**
 * The heading a report of this run must open with: the outcome and its reason exactly as the step's
 * `outcome-reason` output says them (one decision worded everywhere), after the gate's name.
 */
export function titleLine(level: '##' | '###', named: string, outputs: Record<string, string>, suffix = ''): RegExp {
  const reason = markdownText(outputs['outcome-reason'] ?? '(no outcome-reason output)');
  const quote = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${level} \\S+ latency-gate${quote(named)}: ${quote(reason)}${quote(suffix)}$`, 'm');
}
