// No secret in any child (docs/publishing.md, "Child processes"): the allowlist itself; every place src/ starts a
// process passes it; and a real action run on a GPU runner (fake driver, constructor libraries from a loopback
// feed, git on PATH) with tokens in INPUT_GITHUB-TOKEN, GITHUB_TOKEN and the runtime's ACTIONS_* variables,
// whose children's /proc/<pid>/environ hold none of them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { childEnv } from '../../src/child-env.js';
import { startFeed, type Feed } from '../fixtures/gpu/nuget-server.js';
import { gpuNupkg } from '../fixtures/gpu/nupkg.js';
import { ROOT, tempDir } from '../helpers/cli.js';
import { gpuScene, gpuStep, leakedSecrets, SECRETS, type GpuScene, type GpuStep } from './gpu-runner.js';

describe('the child environment allowlist', () => {
  const runner = {
    PATH: '/usr/bin',
    HOME: '/home/runner',
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TMPDIR: '/tmp/run',
    LD_LIBRARY_PATH: '/usr/local/cuda/lib64',
    CUDA_VISIBLE_DEVICES: '1',
    ORT_TENSORRT_ENGINE_CACHE_ENABLE: '1',
    NODE_OPTIONS: '--max-old-space-size=8192',
    LATENCY_GATE_TEST_FAULT: 'throw@load',
    ...SECRETS,
    'INPUT_GPU-FEED': 'https://mirror/v3/index.json',
    ACTIONS_RESULTS_URL: 'https://results.example/',
    GITHUB_REPOSITORY: 'acme/models',
    GITHUB_EVENT_PATH: '/home/runner/_temp/event.json',
    RUNNER_TEMP: '/home/runner/_temp',
    NPM_TOKEN: 'npm_secret',
    AWS_SECRET_ACCESS_KEY: 'aws',
    LD_PRELOAD: '/tmp/evil.so',
  };

  it('passes what a program needs and nothing of the runner, the inputs or the tokens', () => {
    assert.deepEqual(childEnv({}, runner), {
      PATH: '/usr/bin',
      HOME: '/home/runner',
      LANG: 'C.UTF-8',
      LC_ALL: 'C.UTF-8',
      TMPDIR: '/tmp/run',
      LD_LIBRARY_PATH: '/usr/local/cuda/lib64',
      CUDA_VISIBLE_DEVICES: '1',
      ORT_TENSORRT_ENGINE_CACHE_ENABLE: '1',
      NODE_OPTIONS: '--max-old-space-size=8192',
      LATENCY_GATE_TEST_FAULT: 'throw@load',
    });
  });

  it("adds the caller's own variables (LD_LIBRARY_PATH, TMPDIR, CUDA_DEVICE_ORDER), replacing inherited ones", () => {
    const env = childEnv(
      { LD_LIBRARY_PATH: '/private:/usr/local/cuda/lib64', TMPDIR: '/run/1', CUDA_DEVICE_ORDER: 'PCI_BUS_ID' },
      runner,
    );
    assert.equal(env.LD_LIBRARY_PATH, '/private:/usr/local/cuda/lib64');
    assert.equal(env.TMPDIR, '/run/1');
    assert.equal(env.CUDA_DEVICE_ORDER, 'PCI_BUS_ID');
    assert.equal(childEnv({ TMPDIR: undefined }, runner).TMPDIR, undefined, 'undefined removes a variable');
  });

  it('refuses a caller that would add a token, an input or a runtime variable', () => {
    for (const name of ['GITHUB_TOKEN', 'INPUT_GITHUB-TOKEN', 'ACTIONS_RUNTIME_TOKEN', 'MY_SECRET', 'NPM_TOKEN'])
      assert.throws(() => childEnv({ [name]: 'x' }, runner), new RegExp(`'${name}' must never reach a child`));
  });
});

/** Calls that start a process, and whether each passes `env: childEnv(`. */
export function unguardedSpawns(files: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    if (!/from 'node:child_process'/.test(text)) continue;
    // Not `.exec(` (a RegExp's) and not the name in an import list.
    const calls = [...text.matchAll(/(?<![.\w])(spawn|spawnSync|execFile|execFileSync|exec|execSync|fork)\(/g)];
    // promisify(execFile) makes `run(...)` the call: every call site then passes the same options object.
    const promisified = /promisify\(execFile\)/.test(text);
    for (const call of calls) {
      const at = call.index ?? 0;
      const line = text.slice(0, at).split('\n').length;
      const tail = text.slice(at, at + 600);
      const direct = /env:\s*childEnv\(/.test(tail.slice(0, tail.indexOf(');') + 2 || 600));
      if (!direct && !(promisified && call[1] === 'execFile')) found.push(`${file}:${line} ${call[1]}`);
    }
    if (promisified) {
      for (const use of text.matchAll(/\brun\('(\w+)'/g)) {
        const at = use.index ?? 0;
        const tail = text.slice(at, at + 400);
        if (!/env:\s*childEnv\(/.test(tail.slice(0, tail.indexOf(');') + 2 || 400)))
          found.push(`${file}:${text.slice(0, at).split('\n').length} run('${use[1]}')`);
      }
    }
  }
  return found.sort();
}

function sourceFiles(dir = path.join(ROOT, 'src')): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(ROOT, full), readFileSync(full, 'utf8'));
  }
  return files;
}

describe('every process src/ starts gets the allowlisted environment', () => {
  it('spawn, execFile and fork in src/ all pass env: childEnv(…)', () => {
    const files = sourceFiles();
    assert.deepEqual(unguardedSpawns(files), []);
    const starters = [...files].filter(([, t]) => /from 'node:child_process'/.test(t)).map(([f]) => f);
    assert.ok(starters.length >= 6, `the files that start processes: ${starters.join(', ')}`);
  });

  it('the check fails on a call without it (the check can fail)', () => {
    const crafted = new Map([
      ['src/a.ts', "import { spawn } from 'node:child_process';\nspawn('nvidia-smi', [], { stdio: 'pipe' });"],
      ['src/b.ts', "import { fork } from 'node:child_process';\nfork(w, [], { env: process.env });"],
      [
        'src/c.ts',
        "import { execFile } from 'node:child_process';\nconst run = promisify(execFile);\nrun('git', ['status'], { encoding: 'utf8' });",
      ],
      ['src/d.ts', "import { spawnSync } from 'node:child_process';\nspawnSync(node, [], { env: childEnv({}) });"],
    ]);
    assert.deepEqual(unguardedSpawns(crafted), ['src/a.ts:2 spawn', 'src/b.ts:2 fork', "src/c.ts:3 run('git')"]);
  });
});

describe('a GPU run on a runner full of tokens: no child can read one', { skip: process.platform !== 'linux' }, () => {
  let scene: GpuScene;
  let feed: Feed;
  let step: GpuStep;
  before(async () => {
    scene = await gpuScene();
    feed = await startFeed({ nupkg: gpuNupkg({ libraries: scene.libraries }) });
    step = await gpuStep(scene, {
      inputs: { 'gpu-feed': feed.url, 'github-token': SECRETS['INPUT_GITHUB-TOKEN'] },
      env: { RUNNER_TOOL_CACHE: await tempDir('lg-tool-cache-'), RUNNER_TEMP: await tempDir('lg-runner-temp-') },
    });
  });
  after(() => feed?.close());

  it('the run got as far as the benchmark process loading the provider libraries', () => {
    const log = `${step.stdout}\n${step.stderr}`;
    assert.equal(step.record.environment.gpu?.libraries?.verifiedAgainst, 'catalog', log);
    const who = step.environments.map((e) => e.who.replace(/-\d+$/, ''));
    for (const expected of ['git', 'nvidia-smi', 'package-shared', 'package-cuda'])
      assert.ok(who.includes(expected), `${expected} recorded its environment: ${who.join(', ')}\n${log}`);
    // The dlopen probe and the benchmark worker are two processes that both loaded the shared provider library.
    const loaders = new Set(step.environments.filter((e) => e.who.startsWith('package-shared-')).map((e) => e.who));
    assert.ok(loaders.size >= 2, `probe and worker loaded it: ${[...loaders].join(', ')}\n${log}`);
    const worker = step.processes.find((p) => /worker\.js/.test(p.command));
    assert.ok(worker, `the watcher saw the benchmark worker: ${step.processes.map((p) => p.command).join(' | ')}`);
  });

  it("no child's environment holds an input, a token or an ACTIONS_* variable", () => {
    assert.ok(step.processes.length >= 3, `children seen in /proc: ${step.processes.length}`);
    for (const { pid, command, variables } of step.processes)
      assert.deepEqual(leakedSecrets(variables), [], `/proc/${pid}/environ of ${command}`);
    for (const { who, variables } of step.environments) assert.deepEqual(leakedSecrets(variables), [], who);
  });

  it('the children still get what they need: PATH, HOME, and the private GPU directory first for the benchmark', () => {
    const worker = step.processes.find((p) => /worker\.js/.test(p.command))!;
    assert.ok(worker.variables.get('PATH')?.startsWith(scene.bin));
    assert.equal(worker.variables.get('HOME'), process.env.HOME);
    assert.match(worker.variables.get('LD_LIBRARY_PATH') ?? '', /latency-gate-gpu-[^/:]+(:|$)/);
    assert.equal(worker.variables.get('CUDA_DEVICE_ORDER'), 'PCI_BUS_ID');
  });
});
