// The download route inside a real run: the CLI, told to act as if the installed onnxruntime-node had no binary
// for this platform, provisions it before the benchmark starts: a registry that is down or serves another package
// ends the run with the sentence, verdict `error`, exit code 2 and a record; a pre-filled tool cache needs none.
import assert from 'node:assert/strict';
import { cp, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ORT_PACKAGE_PIN } from '../../src/runtime/ort-package-pin.js';
import { TOOL_NAME } from '../../src/runtime/ort-binding.js';
import { LibraryMismatchError } from '../../src/errors.js';
import { FORCE_DOWNLOAD_VARIABLE, workerRuntime } from '../../src/runtime/worker-runtime.js';
import { closedRegistry, startRegistry, type Registry } from '../fixtures/npm/registry.js';
import { INSTALLED_ORT, writeOrtTarball } from '../fixtures/npm/ort-tarball.js';
import { runCli, tempDir, terminalEnv } from '../helpers/cli.js';
import { ROOT } from '../helpers/paths.js';

const MODELS = ['--candidate', 'baselines/example/candidate.onnx', '--baseline', 'baselines/example/baseline.onnx'];
let scratch: string;
let registry: Registry | undefined;

before(async () => {
  scratch = await tempDir('lg-worker-runtime-');
});
after(async () => {
  await registry?.close();
});

async function env(npmRegistry: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...terminalEnv(),
    [FORCE_DOWNLOAD_VARIABLE]: '1',
    npm_config_registry: npmRegistry,
    RUNNER_TOOL_CACHE: await tempDir('cache-', scratch),
    RUNNER_TEMP: await tempDir('temp-', scratch),
  };
}

test('a registry that is down ends the run with one sentence, verdict error, exit code 2 and a record', async () => {
  const url = await closedRegistry();
  const run = await runCli([...MODELS, '--max-duration', '5s'], { cwd: ROOT, env: await env(url) });
  assert.equal(run.code, 2, run.stderr);
  assert.equal(run.record.verdict, 'error');
  assert.match(run.stderr, new RegExp(`error: The npm registry ${url.replace(/\./g, '\\.')} broke off before sending`));
  assert.match(run.stderr, /set npm_config_registry to a registry or mirror this runner can reach/);
  assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
});

test('a registry that serves another package ends the run with the refusal, verdict error and a record', async () => {
  // Packed here, so never the published bytes the lockfile's integrity names.
  const tarball = path.join(scratch, 'ort.tgz');
  await writeOrtTarball(tarball, ['linux-x64']);
  registry = await startRegistry(tarball, ORT_PACKAGE_PIN);
  const run = await runCli([...MODELS, '--max-duration', '5s'], { cwd: ROOT, env: await env(registry.url) });
  assert.equal(run.code, 2, run.stderr);
  assert.equal(run.record.verdict, 'error');
  assert.match(run.stderr, /sent a onnxruntime-node 1\.30\.0 package whose SHA-512 differs from the integrity/);
  assert.equal(registry.requests.length, 1);
});

test('a tool cache filled beforehand, as docs/publishing.md says, runs with no registry at all', async () => {
  const vars = await env(await closedRegistry());
  const cached = path.join(vars.RUNNER_TOOL_CACHE!, TOOL_NAME, ORT_PACKAGE_PIN.version, 'linux-x64');
  await cp(path.join(INSTALLED_ORT, 'bin/napi-v6/linux/x64'), cached, { recursive: true });
  await writeFile(`${cached}.complete`, '');
  const run = await runCli(
    [...MODELS, '--max-duration', '4s', '--min-duration', '2s', '--fail-on', 'never', '--debug'],
    {
      cwd: ROOT,
      env: vars,
    },
  );
  assert.equal(run.code, 0, run.stderr);
  assert.notEqual(run.record.verdict, 'error');
  assert.ok(run.record.sampling.rounds > 0);
  assert.match(run.stderr, /onnxruntime-node binaries for linux-x64: taken from the tool cache, each file checked/);
  // The private copy the worker loaded went with the process.
  assert.deepEqual(
    (await readdir(vars.RUNNER_TEMP!)).filter((d) => d.startsWith('latency-gate-ort-')),
    [],
  );
});

test('in one process a registry failure may be retried, a package that failed its hash is not fetched again', async () => {
  const saved = { ...process.env };
  const down = await closedRegistry();
  Object.assign(process.env, await env(down));
  try {
    await assert.rejects(workerRuntime(), /The npm registry .* broke off/);
    const tarball = path.join(scratch, 'other.tgz');
    await writeOrtTarball(tarball, ['linux-x64']);
    const wrong = await startRegistry(tarball, ORT_PACKAGE_PIN);
    process.env.npm_config_registry = wrong.url;
    try {
      for (let i = 0; i < 2; i++) await assert.rejects(workerRuntime(), LibraryMismatchError);
      assert.equal(wrong.requests.length, 1, 'the refused package is not downloaded again');
    } finally {
      await wrong.close();
    }
  } finally {
    process.env = saved;
  }
});
