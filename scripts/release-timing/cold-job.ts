// One cold job as a runner starts it: the release layout's .tar.gz unpacked into an empty directory, then the
// action run from there on the example models, on Node 24, with an empty tool cache unless one is given. Times
// are taken from the action's own phase lines ("[0.0s of 3s] load" once onnxruntime is loaded in the benchmark
// worker, "… measure" when the first timed round starts), as they reach this process.
import { execFile, spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface ColdJob {
  unpackMs: number;
  /** From starting the action to its first benchmark worker having loaded onnxruntime. */
  toRuntimeMs: number;
  /** From starting the action to the first timed round. */
  toMeasureMs: number;
  verdict: string;
  exitCode: number | null;
}

export interface ColdJobOptions {
  layoutTarball: string;
  models: string;
  node: string;
  env: NodeJS.ProcessEnv;
  /** A tool cache to use as is (a warm self-hosted runner); a new empty one otherwise. */
  toolCache?: string;
}

const run = promisify(execFile);

function waitForLines(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
  marks: Record<string, RegExp>,
): Promise<{ at: Record<string, number>; code: number | null; output: string }> {
  const started = performance.now();
  const at: Record<string, number> = {};
  let output = '';
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      for (const [name, pattern] of Object.entries(marks))
        if (!(name in at) && pattern.test(output)) at[name] = performance.now() - started;
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ at, code, output }));
  });
}

export async function coldJob(options: ColdJobOptions): Promise<ColdJob> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-cold-job-'));
  try {
    return await inDirectory(root, options);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

async function inDirectory(root: string, options: ColdJobOptions): Promise<ColdJob> {
  const action = path.join(root, 'action');
  const work = path.join(root, 'work');
  await mkdir(action);
  await cp(options.models, path.join(work, 'models'), { recursive: true });
  const unpackStart = performance.now();
  await run('tar', ['-xzf', options.layoutTarball, '-C', action]);
  const unpackMs = performance.now() - unpackStart;
  const outputFile = path.join(root, 'output');
  const summaryFile = path.join(root, 'summary.md');
  // A runner creates both files before the step; @actions/core refuses to write to a missing one.
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...options.env,
    GITHUB_OUTPUT: outputFile,
    GITHUB_STEP_SUMMARY: summaryFile,
    RUNNER_TEMP: path.join(root, 'runner-temp'),
    RUNNER_TOOL_CACHE: options.toolCache ?? path.join(root, 'tool-cache'),
    INPUT_CANDIDATE: 'models/candidate.onnx',
    INPUT_BASELINE: 'models/baseline.onnx',
    'INPUT_MAX-DURATION': '3s',
    'INPUT_MIN-DURATION': '2s',
    'INPUT_FAIL-ON': 'never',
  };
  await mkdir(env.RUNNER_TEMP!, { recursive: true });
  const result = await waitForLines(
    options.node,
    [path.join(action, 'dist/index.js')],
    { cwd: work, env },
    { load: /\] load\s*$/m, measure: /\] measure\s*$/m },
  );
  const outputs = await readFile(outputFile, 'utf8');
  const verdict = /^verdict<<(.+)\n(.*)\n/m.exec(outputs)?.[2] ?? 'none';
  if (result.at.load === undefined || result.at.measure === undefined)
    throw new Error(`the action never reached its first timed round (exit ${result.code}):\n${result.output}`);
  return { unpackMs, toRuntimeMs: result.at.load, toMeasureMs: result.at.measure, verdict, exitCode: result.code };
}
