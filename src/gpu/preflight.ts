// Checks, before any model is loaded, everything that would otherwise surface as onnxruntime's bare "Failed to
// load shared library": the platform, the driver, the device, the CUDA/cuDNN/TensorRT libraries the provider
// binary links against (found with the real dlopen, in a child with the same LD_LIBRARY_PATH the benchmark
// gets) and whether the driver is new enough for the CUDA major version that binary was built with.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '../child-env.js';
import { readElf } from './provision/elf.js';
import { gpuPackage } from './provision/ort-gpu-package.js';
import type { GpuFingerprint } from './fingerprint.js';
import { GpuUnavailableError } from '../errors.js';
import { requiredFiles, type ProviderName, type ProvisionedLibs } from './provision/provision.js';
import { ORT_LIBRARY } from './provision/runtime-files.js';

/**
 * Oldest Linux driver for each CUDA major version under NVIDIA's minor-version compatibility ("CUDA Toolkit and
 * Minimum Required Driver Version for CUDA Minor Version Compatibility", CUDA Toolkit release notes).
 */
export const MIN_DRIVER: Record<number, string> = { 12: '525.60.13', 13: '580.65.06' };

const FALLBACK_HINT = "or set 'fallback: cpu' to measure on the CPU instead";

export function checkPlatform(provider: ProviderName, platform = process.platform, arch = process.arch): void {
  if (platform === 'linux' && arch === 'x64') return;
  throw new GpuUnavailableError(
    `'execution-provider: ${provider}' needs a Linux x64 runner (onnxruntime-node ${gpuPackage().version} ships CUDA and TensorRT providers only for linux-x64), but this is ${platform}-${arch}; run this leg with 'execution-provider: cpu', move it to a Linux x64 runner with an NVIDIA GPU, ${FALLBACK_HINT}`,
    'platform',
  );
}

export function driverMissing(provider: ProviderName, missing: boolean, message: string): GpuUnavailableError {
  return missing
    ? new GpuUnavailableError(
        `'execution-provider: ${provider}' needs the NVIDIA driver, but nvidia-smi is not on PATH; install the NVIDIA driver on this runner (in a container: run it with the GPU exposed, e.g. --gpus all), ${FALLBACK_HINT}`,
        'driver',
      )
    : new GpuUnavailableError(
        `'execution-provider: ${provider}' needs a working NVIDIA driver, but nvidia-smi failed ("${message.slice(0, 200)}"); check that the driver is loaded and this job can see the GPU, ${FALLBACK_HINT}`,
        'driver',
      );
}

/** What the provider binaries link against, by family: the versions this onnxruntime build expects. */
export interface LinkedLibraries {
  /** CUDA major version, from libcudart.so.N (or libcublas.so.N). */
  cudaMajor: number | null;
  /** Every DT_NEEDED soname of the provider files, outside the private directory itself. */
  sonames: string[];
}

export async function linkedLibraries(libs: ProvisionedLibs, provider: ProviderName): Promise<LinkedLibraries> {
  const own = new Set([ORT_LIBRARY, ...requiredFiles('tensorrt')]);
  const sonames = new Set<string>();
  for (const file of requiredFiles(provider))
    for (const name of (await readElf(path.join(libs.dir, file)))?.needed ?? []) if (!own.has(name)) sonames.add(name);
  const major = [...sonames]
    .map((s) => /^libcudart\.so\.(\d+)$/.exec(s) ?? /^libcublas\.so\.(\d+)$/.exec(s))
    .find(Boolean)?.[1];
  return { cudaMajor: major ? Number(major) : null, sonames: [...sonames] };
}

/** The library's family and version in words, from its soname: libcudnn.so.9 → 'cuDNN 9'. */
export function describeSoname(soname: string, cudaMajor: number | null): string {
  const major = /\.so\.(\d+)/.exec(soname)?.[1] ?? '?';
  const cuda = cudaMajor ? `, part of CUDA ${cudaMajor}` : '';
  const families: [RegExp, string][] = [
    [/^libcudart\./, `CUDA ${major} runtime`],
    [/^libcublasLt\./, `cuBLASLt ${major}${cuda}`],
    [/^libcublas\./, `cuBLAS ${major}${cuda}`],
    [/^libcufft\./, `cuFFT ${major}${cuda}`],
    [/^libcurand\./, `cuRAND ${major}${cuda}`],
    [/^libcudnn/, `cuDNN ${major}`],
    [/^libnvinfer/, `TensorRT ${major}`],
    [/^libnvonnxparser/, `TensorRT ${major} ONNX parser`],
  ];
  return families.find(([pattern]) => pattern.test(soname))?.[1] ?? 'a system library';
}

// Runs in a bare `node -e` child: process.dlopen calls the real dlopen, and a library that loads but is not a
// Node addon answers "did not self-register", which means it was found.
const PROBE = `for (const lib of process.argv.slice(1)) { let error = null; try { process.dlopen({ exports: {} }, lib); } catch (e) { if (!/did not self-register/.test(e.message)) error = e.message; } console.log(JSON.stringify({ lib, error })); }`;

export function probeLibraries(libs: string[], libraryPath: string): { lib: string; error: string | null }[] {
  const result = spawnSync(process.execPath, ['-e', PROBE, ...libs], {
    // The probe loads the provider libraries: whatever runs in them finds no token (src/child-env.ts).
    env: childEnv({ LD_LIBRARY_PATH: [libraryPath, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') }),
    encoding: 'utf8',
    timeout: 60_000,
  });
  const rows = (result.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { lib: string; error: string | null });
  // A library whose constructor crashes the probe: everything not reported is unloadable, the crash says why.
  return libs.map(
    (lib) =>
      rows.find((r) => r.lib === lib) ?? { lib, error: `the probe process died (${result.signal ?? result.status})` },
  );
}

export async function checkLibraries(
  libs: ProvisionedLibs,
  provider: ProviderName,
  ortVersion: string,
): Promise<LinkedLibraries> {
  const linked = await linkedLibraries(libs, provider);
  const missing = probeLibraries(linked.sonames, libs.dir).filter((r) => r.error);
  if (missing.length) {
    const names = missing.map((m) => `${m.lib} (${describeSoname(m.lib, linked.cudaMajor)})`).join(', ');
    throw new GpuUnavailableError(
      `onnxruntime ${ortVersion}'s ${provider === 'tensorrt' ? 'TensorRT and CUDA providers need' : 'CUDA provider needs'} ${names}, which dlopen could not find; install ${missing.length > 1 ? 'them' : 'it'} and add the directory to LD_LIBRARY_PATH before the job starts, ${FALLBACK_HINT}`,
      'libraries',
    );
  }
  // Everything it links is there: now load the provider files themselves, as onnxruntime will.
  const own = probeLibraries(
    requiredFiles(provider).map((f) => path.join(libs.dir, f)),
    libs.dir,
  ).filter((r) => r.error);
  if (own.length) {
    throw new GpuUnavailableError(
      `dlopen could not load ${path.basename(own[0]!.lib)} ("${own[0]!.error?.slice(0, 300)}"); make sure the provider libraries are onnxruntime ${ortVersion}'s own for linux-x64, ${FALLBACK_HINT}`,
      'libraries',
    );
  }
  return linked;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++)
    if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export function checkDriver(gpu: GpuFingerprint, cudaMajor: number | null, ortVersion: string): void {
  if (cudaMajor === null) return;
  const minimum = MIN_DRIVER[cudaMajor];
  const supported = gpu.cudaDriverVersion ? Number(gpu.cudaDriverVersion.split('.')[0]) : null;
  const tooOldByCuda = supported !== null && supported < cudaMajor;
  const tooOldByVersion =
    minimum !== undefined && /^[0-9.]+$/.test(gpu.driver) && compareVersions(gpu.driver, minimum) < 0;
  if (!tooOldByCuda && !tooOldByVersion) return;
  throw new GpuUnavailableError(
    `The NVIDIA driver ${gpu.driver}${gpu.cudaDriverVersion ? ` (CUDA ${gpu.cudaDriverVersion})` : ''} is too old for onnxruntime ${ortVersion}'s CUDA provider, which is built for CUDA ${cudaMajor}${minimum ? ` and needs driver ${minimum} or newer` : ''}; update the driver on this runner, ${FALLBACK_HINT}`,
    'driver',
  );
}
