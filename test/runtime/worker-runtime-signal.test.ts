// One SIGTERM stops a run in provisioning too: a download from a registry that stalls, or a tool cache whose
// binding is a FIFO (a plain open of it would block for ever). The CLI is a real child process; the run ends
// within seconds with an `interrupted` record (or the cache's refusal), and leaves nothing in RUNNER_TEMP.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ORT_PACKAGE_PIN } from '../../src/runtime/ort-package-pin.js';
import { TOOL_NAME } from '../../src/runtime/ort-binding.js';
import { FORCE_DOWNLOAD_VARIABLE } from '../../src/runtime/worker-runtime.js';
import { closedRegistry, stallingRegistry } from '../fixtures/npm/registry.js';
import { INSTALLED_ORT } from '../fixtures/npm/ort-tarball.js';
import { BUILT_CLI, parseRunRecord, runCli, tempDir, terminalEnv } from '../helpers/cli.js';
import { ROOT } from '../helpers/paths.js';

const MODELS = ['--candidate', 'baselines/example/candidate.onnx', '--baseline', 'baselines/example/baseline.onnx'];
/** What "within seconds" means here: node's start, the abort, the record written; far below any download. */
const EXIT_MS = 5000;
let scratch: string;

before(async () => {
  scratch = await tempDir('lg-runtime-signal-');
});
after(() => rm(scratch, { recursive: true, force: true }));

async function env(npmRegistry: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...terminalEnv(),
    [FORCE_DOWNLOAD_VARIABLE]: '1',
    npm_config_registry: npmRegistry,
    RUNNER_TOOL_CACHE: await tempDir('cache-', scratch),
    RUNNER_TEMP: await tempDir('temp-', scratch),
  };
}

const leftBehind = async (runnerTemp: string) =>
  (await readdir(runnerTemp)).filter((name) => /^latency-gate-(npm|ort)-/.test(name));

test('one SIGTERM during the download: exit within seconds, an interrupted record, nothing left', async () => {
  const registry = await stallingRegistry(ORT_PACKAGE_PIN);
  try {
    const vars = await env(registry.url);
    const report = path.join(scratch, 'download.json');
    const cli = spawn(process.execPath, [BUILT_CLI, ...MODELS, '--max-duration', '60s', '--report-path', report], {
      cwd: ROOT,
      env: vars,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    cli.stdout.on('data', (d: Buffer) => (output += d.toString()));
    cli.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => cli.on('close', (code) => resolve(code)));
    await registry.sending;
    assert.ok((await leftBehind(vars.RUNNER_TEMP!)).length > 0, 'the download was under way when the signal came');
    const signalled = Date.now();
    cli.kill('SIGTERM');
    const code = await exited;
    assert.ok(Date.now() - signalled < EXIT_MS, `exited ${Date.now() - signalled} ms after SIGTERM\n${output}`);
    assert.equal(code, 2, output);
    const { run, record } = parseRunRecord(await readFile(report, 'utf8'));
    assert.equal(run.verdict, 'error');
    assert.equal(record.error?.kind, 'interrupted', output);
    assert.match(output, /^Outcome: failed \(exit code 2\): interrupted by a signal/m);
    assert.deepEqual(await leftBehind(vars.RUNNER_TEMP!), []);
  } finally {
    await registry.close();
  }
});

test("a FIFO at the cached binding's name is refused at once, never opened for a blocking read", async () => {
  const vars = await env(await closedRegistry());
  const cached = path.join(vars.RUNNER_TOOL_CACHE!, TOOL_NAME, ORT_PACKAGE_PIN.version, 'linux-x64');
  await cp(path.join(INSTALLED_ORT, 'bin/napi-v6/linux/x64'), cached, { recursive: true });
  await writeFile(`${cached}.complete`, '');
  const binding = path.join(cached, 'onnxruntime_binding.node');
  await rm(binding);
  execFileSync('mkfifo', [binding]);
  const run = await runCli([...MODELS, '--max-duration', '5s'], { cwd: ROOT, env: vars });
  assert.equal(run.code, 2, run.stderr);
  assert.ok(run.ms < 30_000, `${run.ms} ms`);
  assert.equal(run.record.verdict, 'error');
  assert.match(run.stderr, /binaries in this runner's tool cache, .* do not have the SHA-512 latency-gate pins/);
  assert.deepEqual(await leftBehind(vars.RUNNER_TEMP!), []);
});
