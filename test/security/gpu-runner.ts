// A self-hosted GPU runner on loopback, for the hostile-runner tests: a git checkout with a model pair, a fake
// nvidia-smi and a git wrapper on PATH that record the environment they were started with, a NuGet feed serving
// a package whose provider libraries are constructor libraries compiled here (test/fixtures/gpu/
// constructor-library.ts), a tool cache and a runner temp directory; and one action step run the way a runner
// runs it, with tokens in every place a runner puts them, while /proc is watched for the step's children.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  constructorProviders,
  parseEnviron,
  seenEnvironments,
  type SeenEnvironment,
} from '../fixtures/gpu/constructor-library.js';
import { H100, installFakeNvidiaSmi } from '../fixtures/gpu/fake-nvidia-smi.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { parseOutputFile } from '../helpers/action.js';
import { BUILT_ACTION, tempDir } from '../helpers/cli.js';
import { watchDescendants, type SeenProcess } from '../helpers/proc-watch.js';
import { git } from '../helpers/scratch-repo.js';
import { reportRecordSchema, type ReportRecord } from '../../src/record/schema.js';

/** The secrets a runner hands a step; none may reach any child. */
export const SECRETS = {
  'INPUT_GITHUB-TOKEN': 'ghs_inputTokenNeverInAChild0001',
  GITHUB_TOKEN: 'ghs_envTokenNeverInAChild000002',
  ACTIONS_RUNTIME_TOKEN: 'runtimeTokenNeverInAChild000003',
  ACTIONS_ID_TOKEN_REQUEST_TOKEN: 'idTokenNeverInAChild00000000004',
  ACTIONS_ID_TOKEN_REQUEST_URL: 'http://127.0.0.1:9/oidc?secret=idUrlNeverInAChild05',
  ACTIONS_CACHE_URL: 'http://127.0.0.1:9/cache?secret=cacheUrlNeverInAChild6',
};

export interface GpuScene {
  workspace: string;
  bin: string;
  /** Where the package's constructor libraries, git and nvidia-smi write the environments they saw. */
  seen: string;
  /** Where a planted library's constructor would write: it must stay empty. */
  planted: string;
  /** The package's provider libraries and the planted ones, by file name. */
  libraries: Record<string, Buffer>;
  plantedLibraries: Record<string, Buffer>;
  /** HEAD of the checkout: the commit the step measures. */
  head: string;
}

const MLP = { inputDim: 32, hiddenDims: [64], outputDim: 8, batch: 2 };

export async function gpuScene(): Promise<GpuScene> {
  const root = await tempDir('latency-gate-gpu-runner-');
  const [workspace, bin, seen, planted, build] = ['ws', 'bin', 'seen', 'planted', 'build'].map((d) =>
    path.join(root, d),
  ) as [string, string, string, string, string];
  for (const dir of [workspace, bin, seen, planted, build]) await mkdir(dir, { recursive: true });
  await mkdir(path.join(workspace, 'models'));
  await git(workspace, 'init', '-q', '-b', 'main');
  await writeMlp(path.join(workspace, 'models/classifier.onnx'), { ...MLP, seed: 1 });
  await git(workspace, 'add', '-A');
  await git(workspace, 'commit', '-q', '-m', 'model');
  await git(workspace, 'checkout', '-q', '-b', 'feature');
  await writeMlp(path.join(workspace, 'models/classifier.onnx'), { ...MLP, seed: 1, producerName: 're-export' });
  await git(workspace, 'commit', '-q', '-am', 're-export');
  await installFakeNvidiaSmi(bin, { gpus: [H100], seen: path.join(seen, 'nvidia-smi.jsonl') });
  // git, as the gate finds it on PATH: records the environment it was given, then runs the real one.
  const realGit = ['/usr/bin/git', '/usr/local/bin/git', '/bin/git'].find((f) => existsSync(f)) ?? 'git';
  await writeFile(
    path.join(bin, 'git'),
    `#!/bin/sh\ncat /proc/$$/environ > ${JSON.stringify(path.join(seen, 'git'))}-$$.environ\nexec ${realGit} "$@"\n`,
  );
  await chmod(path.join(bin, 'git'), 0o755);
  return {
    workspace,
    bin,
    seen,
    planted,
    libraries: await constructorProviders(build, seen, 'package'),
    plantedLibraries: await constructorProviders(build, planted, 'planted'),
    head: await git(workspace, 'rev-parse', 'HEAD'),
  };
}

export interface GpuStep {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  record: ReportRecord;
  /** Children seen in /proc while the step ran. */
  processes: SeenProcess[];
  /** What the package's constructor libraries, git and nvidia-smi recorded. */
  environments: SeenEnvironment[];
}

/** One `uses:` step of the built action on this runner: a push to `feature`, GPU inputs, every token set. */
export async function gpuStep(
  scene: GpuScene,
  options: { inputs: Record<string, string>; env: Record<string, string>; reportPath?: string },
): Promise<GpuStep> {
  const files = await tempDir('latency-gate-step-');
  const reportPath = options.reportPath ?? `out/${path.basename(files)}.json`;
  const event = path.join(files, 'event.json');
  await writeFile(event, JSON.stringify({ ref: 'refs/heads/feature', repository: { full_name: 'acme/models' } }));
  await writeFile(path.join(files, 'output'), '');
  await writeFile(path.join(files, 'summary.md'), '');
  const inputs: Record<string, string> = {
    candidate: 'models/classifier.onnx',
    'baseline-ref': 'main',
    'execution-provider': 'cuda',
    'max-duration': '8s',
    'min-duration': '1s',
    'fail-on': 'never',
    'report-path': reportPath,
    ...options.inputs,
  };
  const env: NodeJS.ProcessEnv = {
    PATH: `${scene.bin}:${path.dirname(process.execPath)}:/usr/bin:/bin`,
    HOME: process.env.HOME,
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: scene.workspace,
    GITHUB_REPOSITORY: 'acme/models',
    GITHUB_EVENT_NAME: 'push',
    GITHUB_EVENT_PATH: event,
    GITHUB_SHA: scene.head,
    GITHUB_OUTPUT: path.join(files, 'output'),
    GITHUB_STEP_SUMMARY: path.join(files, 'summary.md'),
    ...SECRETS,
    ...options.env,
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const child = spawn(process.execPath, [BUILT_ACTION], {
    cwd: scene.workspace,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watcher = watchDescendants(() => child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearTimeout(timer);
  const processes = watcher.stop();
  const record = reportRecordSchema.parse(JSON.parse(await readFile(path.join(scene.workspace, reportPath), 'utf8')));
  const smi = (await readFile(path.join(scene.seen, 'nvidia-smi.jsonl'), 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { pid: number; env: string });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputFile(await readFile(path.join(files, 'output'), 'utf8')),
    summary: await readFile(path.join(files, 'summary.md'), 'utf8'),
    record,
    processes,
    environments: [
      ...(await seenEnvironments(scene.seen)),
      ...smi.map((s) => ({ who: `nvidia-smi-${s.pid}`, variables: parseEnviron(s.env) })),
    ],
  };
}

/** Every secret name or value found in an environment, for an assertion message that says where. */
export function leakedSecrets(variables: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [name, value] of variables) {
    if (/^INPUT_|^ACTIONS_|^GITHUB_TOKEN$/.test(name)) found.push(name);
    for (const [secretName, secret] of Object.entries(SECRETS))
      if (value.includes(secret) || value.includes(secret.split('?secret=')[1] ?? secret))
        found.push(`${name} holds ${secretName}`);
  }
  return found;
}
