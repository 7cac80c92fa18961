// End to end through the CLI: 'fallback: cpu' on a runner without a driver measures on the CPU and says so
// everywhere; without it the run is an error; and with a (fake) driver and stand-in libraries the benchmark
// child really loads the private runtime copy through LD_LIBRARY_PATH, and onnxruntime looks for the
// providers beside it.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { renderComment } from '../../src/report/comment.js';
import { renderSummary } from '../../src/report/summary.js';
import { H100, installFakeNvidiaSmi } from '../fixtures/gpu/fake-nvidia-smi.js';
import { STAND_IN_CUDA_NEEDS } from '../fixtures/gpu/nupkg.js';
import { standInElf } from '../fixtures/gpu/stand-in-elf.js';
import { runCli, tempDir } from '../helpers/cli.js';

// What the runs show is where they measured and what they said about it, whatever the verdict.
const PAIR = [
  '--candidate',
  'baselines/example/candidate.onnx',
  '--baseline',
  'baselines/example/baseline.onnx',
  '--max-duration',
  '6s',
  '--min-duration',
  '2s',
];
let scratch: string;

before(async () => {
  scratch = await tempDir('lg-gpu-e2e-');
  await mkdir(path.join(scratch, 'no-driver'));
});
after(() => rm(scratch, { recursive: true, force: true }));

/** PATH with node's own directory but no nvidia-smi. */
function noDriverEnv(): NodeJS.ProcessEnv {
  return { ...process.env, PATH: path.dirname(process.execPath), RUNNER_TEMP: path.join(scratch, 'temp') };
}

test('fallback: cpu without a driver measures on the CPU, with the warning first and the record saying so', async () => {
  const run = await runCli([...PAIR, '--execution-provider', 'cuda', '--fallback', 'cpu'], { env: noDriverEnv() });
  assert.notEqual(run.code, 2, run.stderr);
  const gpu = run.record.environment.gpu;
  assert.equal(gpu?.requested, 'cuda');
  assert.equal(gpu?.used, 'cpu');
  assert.match(gpu?.fallbackReason ?? '', /nvidia-smi is not on PATH/);
  assert.equal(run.record.settings.executionProvider, 'cuda');
  assert.equal(run.record.settings.fallback, 'cpu');
  assert.match(run.record.warnings[0] ?? '', /^NOT MEASURED ON THE GPU: 'cuda' could not be used/);
  assert.ok(run.record.latency, 'the CPU run measured both models');
  assert.match(run.stdout, /GPU: NOT USED \(requested cuda, ran on the CPU with fallback: cpu\)/);
  assert.match(run.stdout, /warning: NOT MEASURED ON THE GPU/);
  for (const markdown of [renderSummary(run.record), renderComment(run.record)]) {
    assert.match(markdown, /NOT MEASURED ON THE GPU/);
    assert.match(markdown, /\*\*Not measured on the GPU\.\*\* `cuda` was requested/);
  }
});

test('without fallback the same runner is an error: one sentence, exit 2, record written', async () => {
  const run = await runCli([...PAIR, '--execution-provider', 'tensorrt'], { env: noDriverEnv() });
  assert.equal(run.code, 2);
  assert.equal(run.record.verdict, 'error');
  assert.match(
    run.record.error?.message ?? '',
    /^'execution-provider: tensorrt' needs the NVIDIA driver, but nvidia-smi is not on PATH; install the NVIDIA driver on this runner .*, or set 'fallback: cpu' to measure on the CPU instead$/,
  );
  const lines = run.stderr.trim().split('\n');
  assert.ok(lines.includes(`error: ${run.record.error?.message}`), run.stderr);
  assert.match(lines.at(-1) ?? '', /^Outcome: failed \(exit code 2\)/, 'the run ends with its outcome line');
  assert.doesNotMatch(run.stderr, /\n\s+at /, 'no stack trace');
});

test('the benchmark child loads the private runtime copy, and onnxruntime looks for the providers beside it', async () => {
  const libs = path.join(scratch, 'gpu-libs');
  const cuda = path.join(scratch, 'cuda');
  await mkdir(libs, { recursive: true });
  await mkdir(cuda, { recursive: true });
  await writeFile(
    path.join(libs, 'libonnxruntime_providers_shared.so'),
    standInElf({ soname: 'libonnxruntime_providers_shared.so', needed: ['libc.so.6'] }),
  );
  await writeFile(
    path.join(libs, 'libonnxruntime_providers_cuda.so'),
    standInElf({ soname: 'libonnxruntime_providers_cuda.so', needed: STAND_IN_CUDA_NEEDS }),
  );
  for (const soname of ['libcudart.so.12', 'libcublasLt.so.12', 'libcudnn.so.9'])
    await copyFile('/lib/x86_64-linux-gnu/libz.so.1', path.join(cuda, soname));
  const bin = await installFakeNvidiaSmi(path.join(scratch, 'bin'), { gpus: [H100] });
  const env = {
    ...process.env,
    PATH: `${bin}${path.delimiter}${process.env.PATH}`,
    LD_LIBRARY_PATH: cuda,
    RUNNER_TEMP: path.join(scratch, 'temp'),
  };
  // fallback: cpu does not hide this: preflight passed, so a provider that then fails is an error, not a CPU run.
  const run = await runCli([...PAIR, '--execution-provider', 'cuda', '--gpu-libs', libs, '--fallback', 'cpu'], { env });
  assert.equal(run.code, 2, run.stderr);
  const gpu = run.record.environment.gpu;
  const privateDir = path.dirname(gpu?.libraries?.runtimeLibrary ?? '');
  assert.match(privateDir, /latency-gate-gpu-libs-/);
  assert.equal(path.basename(gpu?.libraries?.runtimeLibrary ?? ''), 'libonnxruntime.so.1');
  assert.equal(gpu?.device?.name, 'NVIDIA H100 80GB HBM3');
  assert.equal(gpu?.libraries?.cudaMajor, 12);
  // Stand-in files are not the pinned ones: used as given, and the report says so.
  assert.equal(gpu?.libraries?.verifiedAgainst, 'unverified-directory');
  assert.ok(
    run.record.warnings.some((w) => /'gpu-libs' directory does not hold files whose hashes latency-gate pins/.test(w)),
    run.record.warnings.join('\n'),
  );
  const message = run.record.error?.message ?? '';
  assert.match(
    message,
    /^onnxruntime could not start the CUDA provider on GPU 0 \(.*Failed to load shared library\), although preflight found the driver and libraries/,
  );
  assert.ok(
    message.includes(`${privateDir}/libonnxruntime_providers_shared.so`),
    `onnxruntime opened the provider beside the private copy: ${message}`,
  );
  assert.equal(existsSync(privateDir), false, 'the per-run private directory is removed after the run');
});
