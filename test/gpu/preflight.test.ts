// Preflight against a fake nvidia-smi on PATH and stand-in provider libraries whose dependencies are found (or
// not) by the real dlopen: each failure is one sentence with the fix, and 'fallback: cpu' turns exactly the
// runner's problems into a CPU run.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { startClockSampler } from '../../src/gpu/clock-sampler.js';
import { cudaDeviceOrder, nvidiaSmiDevice } from '../../src/gpu/device-id.js';
import { fingerprintGpu } from '../../src/gpu/fingerprint.js';
import { GpuUnavailableError } from '../../src/errors.js';
import { checkPlatform } from '../../src/gpu/preflight.js';
import { fallbackWarning, planGpu } from '../../src/gpu/setup.js';
import { parseConfig } from '../../src/inputs/schema.js';
import { H100, installFakeNvidiaSmi, setSmiScenario, type SmiScenario } from '../fixtures/gpu/fake-nvidia-smi.js';
import { standInElf } from '../fixtures/gpu/stand-in-elf.js';
import { STAND_IN_CUDA_NEEDS } from '../fixtures/gpu/nupkg.js';

let scratch: string;
let smiDir: string;
let cudaDir: string;
const originalPath = process.env.PATH;
const quiet = { info: () => undefined, warning: () => undefined };

/** A gpu-libs directory of stand-in providers whose CUDA provider links `needs`. */
async function providerDir(name: string, needs: string[]): Promise<string> {
  const dir = path.join(scratch, name);
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, 'libonnxruntime_providers_shared.so'),
    standInElf({ soname: 'libonnxruntime_providers_shared.so', needed: ['libc.so.6'] }),
  );
  await writeFile(
    path.join(dir, 'libonnxruntime_providers_cuda.so'),
    standInElf({ soname: 'libonnxruntime_providers_cuda.so', needed: needs }),
  );
  return dir;
}

/** Real shared objects under the CUDA sonames: dlopen finds and loads them, as it would the real ones. */
async function fakeCudaLibraries(sonames: string[]): Promise<void> {
  await rm(cudaDir, { recursive: true, force: true });
  await mkdir(cudaDir, { recursive: true });
  const real = ['/lib/x86_64-linux-gnu/libz.so.1', '/usr/lib/x86_64-linux-gnu/libz.so.1', '/lib64/libz.so.1'].find(
    (f) => existsSync(f),
  );
  assert.ok(real, 'a system libz.so.1 to stand in for the CUDA libraries');
  for (const soname of sonames) await copyFile(real, path.join(cudaDir, soname));
}

function config(extra: Record<string, string> = {}) {
  return parseConfig({ candidate: 'c.onnx', baseline: 'b.onnx', 'execution-provider': 'cuda', ...extra });
}

function withSmi(scenario: SmiScenario | null): void {
  process.env.PATH = scenario ? `${smiDir}${path.delimiter}${originalPath}` : path.join(scratch, 'empty');
  setSmiScenario(smiDir, scenario ?? {});
}

before(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'lg-preflight-'));
  smiDir = await installFakeNvidiaSmi(path.join(scratch, 'bin'));
  cudaDir = path.join(scratch, 'cuda');
  await mkdir(path.join(scratch, 'empty'));
  process.env.RUNNER_TEMP = path.join(scratch, 'temp');
  process.env.LD_LIBRARY_PATH = cudaDir;
});
beforeEach(() => withSmi({ gpus: [H100] }));
after(async () => {
  process.env.PATH = originalPath;
  await rm(scratch, { recursive: true, force: true });
});

test('GPU providers outside linux-x64 name what is supported', () => {
  assert.throws(
    () => checkPlatform('cuda', 'darwin', 'arm64'),
    /^UserError: 'execution-provider: cuda' needs a Linux x64 runner .* but this is darwin-arm64; run this leg with 'execution-provider: cpu'/,
  );
  assert.throws(() => checkPlatform('tensorrt', 'linux', 'arm64'), /this is linux-arm64/);
  assert.throws(() => checkPlatform('cuda', 'win32', 'x64'), /this is win32-x64/);
  assert.throws(() => checkPlatform('cuda', 'darwin', 'arm64'), GpuUnavailableError, 'eligible for fallback: cpu');
  assert.doesNotThrow(() => checkPlatform('cuda', 'linux', 'x64'));
});

test('no nvidia-smi on PATH: no driver, with the fix; fallback cpu turns it into a CPU run', async () => {
  withSmi(null);
  const libs = await providerDir('ok', STAND_IN_CUDA_NEEDS);
  await assert.rejects(
    planGpu(config({ 'gpu-libs': libs }), quiet),
    (e: Error) =>
      e instanceof GpuUnavailableError &&
      /needs the NVIDIA driver, but nvidia-smi is not on PATH; install the NVIDIA driver/.test(e.message),
  );
  const plan = await planGpu(config({ 'gpu-libs': libs, fallback: 'cpu' }), quiet);
  assert.equal(plan.provider, 'cpu');
  assert.equal(plan.env, undefined);
  assert.match(plan.fallbackReason ?? '', /nvidia-smi is not on PATH/);
  assert.match(
    fallbackWarning(plan.requested, plan.fallbackReason ?? ''),
    /^NOT MEASURED ON THE GPU: 'cuda' could not be used/,
  );
});

test('nvidia-smi that fails: the driver is not working, with its own words', async () => {
  withSmi({ fail: true });
  await assert.rejects(
    planGpu(config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS) }), quiet),
    /nvidia-smi failed \("NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver.*"\); check that the driver is loaded/,
  );
});

test("a device-id the runner does not have is the workflow's mistake: no fallback hides it", async () => {
  await assert.rejects(
    planGpu(
      config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS), 'device-id': '2', fallback: 'cpu' }),
      quiet,
    ),
    (e: Error) =>
      !(e instanceof GpuUnavailableError) &&
      /^'device-id' is 2, but nvidia-smi sees GPU 0; set 'device-id' to one of them$/.test(e.message),
  );
});

test('a driver too old for the CUDA major version the provider binary links', async () => {
  const libs = await providerDir('cuda13', ['libcudart.so.13', 'libcublas.so.13', 'libcudnn.so.9']);
  await fakeCudaLibraries(['libcudart.so.13', 'libcublas.so.13', 'libcudnn.so.9']);
  await assert.rejects(
    planGpu(config({ 'gpu-libs': libs }), quiet),
    /^UserError: The NVIDIA driver 550\.54\.15 \(CUDA 12\.4\) is too old for onnxruntime 1\.30\.0's CUDA provider, which is built for CUDA 13 and needs driver 580\.65\.06 or newer; update the driver on this runner/,
  );
});

test('missing cuDNN: names the library dlopen could not find and the version the binary expects', async () => {
  await fakeCudaLibraries(['libcudart.so.12', 'libcublasLt.so.12']);
  await assert.rejects(
    planGpu(config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS) }), quiet),
    (e: Error) => {
      assert.match(
        e.message,
        /^onnxruntime 1\.30\.0's CUDA provider needs libcudnn\.so\.9 \(cuDNN 9\), which dlopen could not find; install it and add the directory to LD_LIBRARY_PATH/,
      );
      assert.doesNotMatch(e.message, /libcudart/);
      return true;
    },
  );
  await fakeCudaLibraries([]);
  await assert.rejects(
    planGpu(config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS) }), quiet),
    /needs libcudart\.so\.12 \(CUDA 12 runtime\), libcublasLt\.so\.12 \(cuBLASLt 12, part of CUDA 12\), libcudnn\.so\.9 \(cuDNN 9\), which dlopen could not find; install them/,
  );
});

test('a gpu-libs directory without the providers says which files it lacks', async () => {
  await assert.rejects(
    planGpu(config({ 'gpu-libs': path.join(scratch, 'empty') }), quiet),
    /^UserError: 'gpu-libs' directory '.*empty' lacks libonnxruntime_providers_shared\.so, libonnxruntime_providers_cuda\.so; put the files from runtimes\/linux-x64\/native\/ of Microsoft\.ML\.OnnxRuntime\.Gpu\.Linux 1\.30\.0 there/,
  );
});

test('all present: the plan carries the library path, the device and the linked CUDA version', async () => {
  await fakeCudaLibraries(['libcudart.so.12', 'libcublasLt.so.12', 'libcudnn.so.9']);
  const plan = await planGpu(config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS) }), quiet);
  assert.equal(plan.provider, 'cuda');
  assert.ok(plan.libs && plan.env?.LD_LIBRARY_PATH?.startsWith(`${plan.libs.dir}:`));
  assert.equal(plan.device?.name, 'NVIDIA H100 80GB HBM3');
  assert.equal(plan.device?.driver, '550.54.15');
  assert.equal(plan.device?.cudaDriverVersion, '12.4');
  assert.equal(plan.device?.memoryMiB, 81559);
  assert.equal(plan.device?.clocks.powerW, null, '[N/A] becomes null');
  assert.equal(plan.linked?.cudaMajor, 12);
  assert.deepEqual(plan.linked?.sonames.sort(), ['libc.so.6', 'libcublasLt.so.12', 'libcudart.so.12', 'libcudnn.so.9']);
});

test('CUDA_VISIBLE_DEVICES: the fingerprint describes the GPU CUDA will use, and the child orders devices by PCI bus', async () => {
  await fakeCudaLibraries(['libcudart.so.12', 'libcublasLt.so.12', 'libcudnn.so.9']);
  withSmi({ gpus: [H100, { ...H100, name: 'NVIDIA L4', driver: '550.54.15' }] });
  process.env.CUDA_VISIBLE_DEVICES = '1';
  try {
    const plan = await planGpu(config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS) }), quiet);
    assert.equal(plan.device?.name, 'NVIDIA L4');
    assert.equal(plan.smiDevice, '1');
    assert.equal(plan.env?.CUDA_DEVICE_ORDER, 'PCI_BUS_ID');
    await assert.rejects(
      planGpu(
        config({ 'gpu-libs': await providerDir('ok', STAND_IN_CUDA_NEEDS), 'device-id': '1', fallback: 'cpu' }),
        quiet,
      ),
      /^UserError: 'device-id' is 1, but CUDA_VISIBLE_DEVICES='1' exposes only device 0 to CUDA; set 'device-id' to one of them$/,
    );
  } finally {
    delete process.env.CUDA_VISIBLE_DEVICES;
  }
  assert.equal(nvidiaSmiDevice(1, 'GPU-aaaa, GPU-bbbb'), 'GPU-bbbb');
  assert.equal(nvidiaSmiDevice(3, undefined), '3');
  assert.deepEqual(
    cudaDeviceOrder({ CUDA_DEVICE_ORDER: 'FASTEST_FIRST' }),
    { CUDA_DEVICE_ORDER: 'FASTEST_FIRST' },
    "the job's own order is kept",
  );
});

test('fingerprint: a pre-535 driver answers with the old throttle-reasons field, decoded', async () => {
  withSmi({ gpus: [{ ...H100, reasons: '0x0000000000000024' }], legacyReasonsField: true });
  const result = await fingerprintGpu(0);
  assert.ok(result.ok);
  assert.equal(result.gpu.reasonsField, 'clocks_throttle_reasons.active');
  assert.deepEqual(result.gpu.clocks.throttleReasons, ['sw-power-cap', 'sw-thermal-slowdown']);
});

test('clock sampler: first and last sample of the window, the range and the reasons seen', async () => {
  const ticks = path.join(scratch, 'sampler-ticks');
  withSmi({ gpus: [{ ...H100, reasons: '0x0000000000000004' }], ticks });
  const sampler = startClockSampler(0, 'clocks_event_reasons.active');
  // Waits for the fake's second sample (the test's timeout bounds it), however slowly this machine runs it.
  const printed = async () => (await readFile(ticks, 'utf8').catch(() => '')).split('\n').length - 1;
  while ((await printed()) < 2) await new Promise((resolve) => setTimeout(resolve, 20));
  const summary = await sampler.stop();
  assert.ok(summary.samples >= 2, `${summary.samples} samples`);
  assert.equal(summary.before?.smMHz, 1755);
  assert.equal(summary.after?.smMHz, 1755 - 15 * (summary.samples - 1));
  assert.deepEqual(summary.smMHz, { min: 1755 - 15 * (summary.samples - 1), max: 1755 });
  assert.deepEqual(summary.throttleReasons, [{ reason: 'sw-power-cap', share: 1 }]);
});
