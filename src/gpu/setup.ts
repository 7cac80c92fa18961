// The GPU side of one gate run, in the parent: before the benchmark, check and provision (or decide to fall
// back to the CPU); during it, sample the clocks. The record's GPU section is built from the plan in
// src/record/gpu-section.ts.
import { rm } from 'node:fs/promises';
import { GpuUnavailableError, isUserError, LibraryMismatchError, UserError } from '../errors.js';
import type { ExecutionProvider, GateConfig } from '../inputs/config.js';
import { startClockSampler, type ClockSampler, type ClockSummary } from './clock-sampler.js';
import { cudaDeviceOrder, nvidiaSmiDevice } from './device-id.js';
import { fingerprintGpu, listGpuIndexes, type GpuFingerprint } from './fingerprint.js';
import { gpuPackage } from './provision/ort-gpu-package.js';
import {
  checkDriver,
  checkLibraries,
  checkPlatform,
  driverMissing,
  linkedLibraries,
  type LinkedLibraries,
} from './preflight.js';
import { provisionFromDirectory, trustedAsGiven } from './provision/directory.js';
import { provisionFromFeed, type ProviderName, type ProvisionedLibs } from './provision/provision.js';

export interface GpuPlan {
  requested: ExecutionProvider;
  /** What the benchmark runs with: the request, or 'cpu' after a fallback. */
  provider: ExecutionProvider;
  deviceId: number;
  /** The same GPU as nvidia-smi names it (index or UUID), through CUDA_VISIBLE_DEVICES. */
  smiDevice: string;
  /**
   * Added to the benchmark child's allowlisted environment (src/child-env.ts): LD_LIBRARY_PATH with the private
   * runtime directory first, and CUDA_DEVICE_ORDER.
   */
  env: Record<string, string> | undefined;
  libs: ProvisionedLibs | null;
  linked: LinkedLibraries | null;
  device: GpuFingerprint | null;
  fallbackReason: string | null;
}

export interface GpuReporter {
  info(message: string): void;
  warning(message: string): void;
}

async function checkAndProvision(
  provider: ProviderName,
  config: GateConfig,
  reporter: GpuReporter,
  signal: AbortSignal | undefined,
): Promise<Omit<GpuPlan, 'requested' | 'fallbackReason'>> {
  const { deviceId } = config.gpu;
  const ortVersion = gpuPackage().version;
  checkPlatform(provider);
  const gpus = await listGpuIndexes();
  if (!gpus.ok) throw driverMissing(provider, gpus.missing, gpus.message);
  // A wrong index is the workflow's mistake, not the runner's: no fallback hides it.
  const smiDevice = nvidiaSmiDevice(deviceId, process.env.CUDA_VISIBLE_DEVICES);
  if (/^\d+$/.test(smiDevice) && !gpus.indexes.includes(Number(smiDevice))) {
    throw new UserError(
      `'device-id' is ${deviceId}, but nvidia-smi sees ${gpus.indexes.length ? `GPU ${gpus.indexes.join(', ')}` : 'no GPU'}; set 'device-id' to one of them`,
    );
  }
  const fingerprint = await fingerprintGpu(smiDevice);
  if (!fingerprint.ok) throw driverMissing(provider, fingerprint.missing, fingerprint.message);
  reporter.info(
    `GPU ${deviceId}: ${fingerprint.gpu.name}, driver ${fingerprint.gpu.driver}${fingerprint.gpu.cudaDriverVersion ? ` (CUDA ${fingerprint.gpu.cudaDriverVersion})` : ''}`,
  );
  let libs: ProvisionedLibs;
  try {
    libs =
      config.gpu.libs === 'auto'
        ? await provisionFromFeed(config.gpu.feed, {}, signal)
        : await provisionFromDirectory(config.gpu.libs, provider);
  } catch (error) {
    // A file that is not what its hash says is never a reason to measure on the CPU instead: it is reported.
    if (!isUserError(error) || error instanceof LibraryMismatchError) throw error;
    throw new GpuUnavailableError(error.message, 'provisioning');
  }
  reporter.info(
    `GPU provider libraries: ${libs.package.name} ${libs.package.version} (${libs.source}, verified against: ${libs.verifiedAgainst}) in ${libs.dir}`,
  );
  if (libs.verifiedAgainst === 'unverified-directory') reporter.info(trustedAsGiven(config.gpu.libs));
  checkDriver(fingerprint.gpu, (await linkedLibraries(libs, provider)).cudaMajor, ortVersion);
  const linked = await checkLibraries(libs, provider, ortVersion);
  const env = {
    ...cudaDeviceOrder(process.env),
    LD_LIBRARY_PATH: [libs.dir, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':'),
  };
  return { provider, deviceId, smiDevice, env, libs, linked, device: fingerprint.gpu };
}

/**
 * Preflight and provisioning for a GPU provider. A GPU that cannot be used is an error, or with
 * `fallback: cpu` a CPU run: the plan names the reason, and the caller puts fallbackWarning first.
 */
export async function planGpu(config: GateConfig, reporter: GpuReporter, signal?: AbortSignal): Promise<GpuPlan> {
  const requested = config.executionProvider;
  const none = {
    requested,
    deviceId: config.gpu.deviceId,
    smiDevice: String(config.gpu.deviceId),
    env: undefined,
    libs: null,
    linked: null,
    device: null,
    fallbackReason: null,
  };
  if (requested === 'cpu') return { ...none, provider: 'cpu' };
  try {
    return { ...(await checkAndProvision(requested, config, reporter, signal)), requested, fallbackReason: null };
  } catch (error) {
    if (!(error instanceof GpuUnavailableError) || config.gpu.fallback !== 'cpu') throw error;
    return { ...none, provider: 'cpu', fallbackReason: error.message };
  }
}

export function fallbackWarning(requested: ExecutionProvider, reason: string): string {
  return `NOT MEASURED ON THE GPU: '${requested}' could not be used, so with 'fallback: cpu' both models ran on the CPU and these numbers say nothing about GPU latency. Reason: ${reason}`;
}

/**
 * Every run gets its own private directory (the runtime copy, and the extracted providers or links to a
 * `gpu-libs` directory's): removed when the run is over. The tool cache keeps only the verified package.
 */
export async function releaseGpu(plan: GpuPlan | undefined): Promise<void> {
  if (plan?.libs) await rm(plan.libs.dir, { recursive: true, force: true });
}

/** Clock samples cover the measuring window only: started when measuring starts, stopped at the last look. */
export function clockWindow(plan: GpuPlan | undefined): { start(): void; stop(): Promise<ClockSummary | null> } {
  let sampler: ClockSampler | undefined;
  let summary: Promise<ClockSummary | null> | undefined;
  return {
    start: () =>
      void (
        plan?.device &&
        plan.provider !== 'cpu' &&
        !sampler &&
        (sampler = startClockSampler(plan.smiDevice, plan.device.reasonsField))
      ),
    stop: () => (summary ??= sampler ? sampler.stop() : Promise.resolve(null)),
  };
}
