// The diagnostic half of scripts/gpu-check.sh: runs latency-gate's real preflight against the real driver and,
// when provider libraries are given, the real library checks; writes a larger model pair for the GPU gate.
//   node build/scripts/gpu-probe.js [gpu-libs-dir] [models-out-dir]
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fingerprintGpu, listGpuIndexes } from '../src/gpu/fingerprint.js';
import { gpuPackage } from '../src/gpu/provision/ort-gpu-package.js';
import { checkDriver, checkLibraries, checkPlatform, linkedLibraries, MIN_DRIVER } from '../src/gpu/preflight.js';
import { provisionFromDirectory } from '../src/gpu/provision/directory.js';
import { writeMlp } from '../test/fixtures/onnx/index.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const [libsDir, modelsDir] = process.argv.slice(2);
  const pkg = gpuPackage();
  say(
    `bundled onnxruntime ${pkg.version}; GPU package ${pkg.name} ${pkg.version}; minimum drivers by CUDA major: ${JSON.stringify(MIN_DRIVER)}`,
  );
  try {
    checkPlatform('cuda');
    say('platform: linux-x64, GPU providers supported');
  } catch (error) {
    say(`platform: ${(error as Error).message}`);
  }
  if (modelsDir) {
    // A pair big enough for the GPU to matter: the same weights, the candidate with 4 extra 2048² identity
    // MatMuls (identical outputs, a known slowdown).
    await mkdir(modelsDir, { recursive: true });
    const big = {
      inputDim: 1024,
      hiddenDims: [2048, 2048, 2048],
      outputDim: 1000,
      batch: 64,
      seed: 7,
      inputName: 'input',
      outputName: 'logits',
    };
    await writeMlp(path.join(modelsDir, 'large-baseline.onnx'), big);
    await writeMlp(path.join(modelsDir, 'large-candidate.onnx'), { ...big, identityLayers: 4 });
    say(
      `models: wrote ${modelsDir}/large-{baseline,candidate}.onnx (batch 64, 1024→3×2048→1000; candidate +4 identity layers)`,
    );
  }
  const gpus = await listGpuIndexes();
  if (!gpus.ok) {
    say(`driver: ${gpus.missing ? 'nvidia-smi not on PATH' : `nvidia-smi failed: ${gpus.message}`}`);
    return 1;
  }
  for (const index of gpus.indexes) {
    const fp = await fingerprintGpu(index);
    say(
      fp.ok ? `fingerprint GPU ${index}: ${JSON.stringify(fp.gpu)}` : `fingerprint GPU ${index} failed: ${fp.message}`,
    );
  }
  if (!libsDir) {
    say('provider libraries: none given; the library checks and the GPU gate need a gpu-libs directory');
    return 0;
  }
  const first = await fingerprintGpu(gpus.indexes[0] ?? 0);
  try {
    const libs = await provisionFromDirectory(path.resolve(libsDir), 'cuda');
    const linked = await linkedLibraries(libs, 'cuda');
    say(
      `provider libraries in ${libsDir}: ${JSON.stringify(libs.files)}; linked: ${linked.sonames.join(', ')}; CUDA major ${linked.cudaMajor}`,
    );
    if (first.ok) checkDriver(first.gpu, linked.cudaMajor, pkg.version);
    say('driver: new enough for the CUDA major version the provider links');
    await checkLibraries(libs, 'cuda', pkg.version);
    say('libraries: every library the CUDA provider links was found by dlopen, and the providers load');
    return 0;
  } catch (error) {
    say(`preflight: ${(error as Error).message}`);
    return 3;
  }
}

process.exitCode = await main();
