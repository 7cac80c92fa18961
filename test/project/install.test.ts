// The README's install path, from a scratch directory: the package as `npm pack` makes it, installed from the
// tarball with onnxruntime-node's GPU download skipped (ONNXRUNTIME_NODE_INSTALL=skip), then `npx latency-gate`
// as a user runs it. Dependencies come from the npm registry (or npm's cache).
import assert from 'node:assert/strict';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { ROOT, runProcess, tempDir } from '../helpers/cli.js';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
let project = '';

/** The environment of a person's shell: no npm_* variables from an enclosing `npm test`, no CI debug switches. */
function userEnv(): NodeJS.ProcessEnv {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^npm_/i.test(name) && name !== 'ACTIONS_STEP_DEBUG' && name !== 'GITHUB_WORKSPACE',
    ),
  );
  return { ...env, ONNXRUNTIME_NODE_INSTALL: 'skip' };
}

before(async () => {
  const packed = await tempDir('latency-gate-pack-');
  const pack = await runProcess(NPM, ['pack', '--pack-destination', packed, '--silent'], {
    cwd: ROOT,
    env: userEnv(),
    timeoutMs: 120_000,
  });
  assert.equal(pack.code, 0, pack.stderr);
  const tarball = path.join(packed, (await readdir(packed)).find((f) => f.endsWith('.tgz')) ?? '');
  project = await tempDir('latency-gate-user-');
  await writeFile(path.join(project, 'package.json'), JSON.stringify({ name: 'user-project', private: true }));
  const install = await runProcess(
    NPM,
    ['install', '--save-dev', tarball, '--no-audit', '--no-fund', '--prefer-offline'],
    { cwd: project, env: userEnv(), timeoutMs: 300_000 },
  );
  assert.equal(install.code, 0, install.stdout + install.stderr);
  assert.doesNotMatch(install.stderr, /Unknown (project|user|env) config/, 'no npm config warnings');
});

describe('installed from the packed tarball into a scratch project', () => {
  it('ships the CLI, the action and onnxruntime without the GPU libraries', async () => {
    const installed = path.join(project, 'node_modules/latency-gate');
    assert.deepEqual((await readdir(installed)).filter((f) => !/^(README\.md|LICENSE)$/.test(f)).sort(), [
      'action.yml',
      'dist',
      'package.json',
      'record.schema.json',
    ]);
    const bin = await readdir(
      path.join(project, 'node_modules/onnxruntime-node/bin/napi-v6', process.platform, process.arch),
    );
    assert.ok(
      bin.some((f) => f.startsWith('onnxruntime_binding')),
      'the CPU binding ships in the npm package',
    );
    assert.ok(!bin.some((f) => f.includes('providers_cuda')), 'the CUDA download was skipped');
  });

  it('npx latency-gate --help and --version', async () => {
    const help = await runProcess(NPM, ['exec', '--', 'latency-gate', '--help'], { cwd: project, env: userEnv() });
    assert.equal(help.code, 0, help.stderr);
    assert.match(help.stdout, /^Usage: latency-gate --candidate new\.onnx --baseline old\.onnx/);
    const { version } = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    const shown = await runProcess(NPM, ['exec', '--', 'latency-gate', '--version'], { cwd: project, env: userEnv() });
    assert.equal(shown.stdout, `latency-gate ${version}\n`);
  });

  it('a real gate on the example pair, with the record and the SVG charts where they were asked for', async () => {
    await cp(path.join(ROOT, 'baselines/example'), path.join(project, 'models'), { recursive: true });
    const run = await runProcess(
      NPM,
      [
        'exec',
        '--',
        'latency-gate',
        '--candidate',
        'models/candidate.onnx',
        '--baseline',
        'models/baseline.onnx',
        // The default min-duration (5 s) keeps early looks off so few rounds; the rest only needs a record.
        '--max-duration',
        '10s',
        '--fail-on',
        'never',
        '--report-path',
        'record.json',
        '--charts',
        'charts',
      ],
      { cwd: project, env: userEnv(), timeoutMs: 120_000 },
    );
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.match(run.stdout, /^latency-gate PASSED[:,] /, 'exit 0 is said as passed, first');
    const written = JSON.parse(await readFile(path.join(project, 'record.json'), 'utf8')) as {
      verdict: string;
      entries: { record: { latency: { unit: string } } }[];
    };
    assert.notEqual(written.verdict, 'error');
    assert.equal(written.entries[0]?.record.latency.unit, 'ms');
    // The renderer is a bundle of its own (dist/charts.js), loaded only by runs that ask for charts.
    for (const chart of ['latency-quantiles.svg', 'round-ratio.svg'])
      assert.match(await readFile(path.join(project, 'charts', chart), 'utf8'), /^<svg[\s\S]*<\/svg>$/);
  });
});
