import { z } from 'zod';
import type { ClockSummary } from '../gpu/clock-sampler.js';
import type { Placement } from '../gpu/placement.js';
import type { GpuPlan } from '../gpu/setup.js';
import { roundCv } from '../stats/round-cv.js';
import { CV_WARN_LEVEL } from '../stats/policy.js';

// The record's GPU section: what ran where, on which device, with which libraries, and how steady the device
// was. Null for CPU runs. Records come back as untrusted input in report mode; this schema validates them.
// Strings are length-capped and lists bounded, like the rest of the record (src/record/schema.ts).
const provider = z.enum(['cpu', 'cuda', 'tensorrt']);
const text = (max = 256) => z.string().max(max);
const counts = z.record(text(), z.number().int()).refine((o) => Object.keys(o).length <= 1000, 'too many entries');
const maybe = z.number().finite().nullable();
const clocks = z.object({
  smMHz: maybe,
  memoryMHz: maybe,
  temperatureC: maybe,
  powerW: maybe,
  throttleReasons: z.array(text()).max(64).nullable(),
});
const cv = z.object({ median: z.number().finite(), p90: z.number().finite(), shareAbove: z.number().finite() });
const placement = z.object({ nodes: z.number().int(), byProvider: counts, cpuOps: counts });

export const gpuRecordSchema = z.object({
  requested: provider,
  /** 'cpu' after a fallback. */
  used: provider,
  fallbackReason: text(4000).nullable(),
  deviceId: z.number().int(),
  device: z
    .object({
      name: text(),
      uuid: text().nullable(),
      driver: text(64),
      cudaDriverVersion: text(64).nullable(),
      memoryMiB: maybe,
      maxClocks: z.object({ smMHz: maybe, memoryMHz: maybe }),
    })
    .nullable(),
  /** nvidia-smi samples over the measuring window: first ('before') and last ('after'), range, reasons. */
  clocks: z
    .object({
      samples: z.number().int(),
      before: clocks.nullable(),
      after: clocks.nullable(),
      smMHz: z.object({ min: z.number(), max: z.number() }).nullable(),
      maxTemperatureC: maybe,
      throttleReasons: z.array(z.object({ reason: text(), share: z.number() })).max(64),
    })
    .nullable(),
  roundCv: z.object({ baseline: cv, candidate: cv, warnLevel: z.number() }).nullable(),
  placement: z.object({ baseline: placement, candidate: placement }).nullable(),
  libraries: z
    .object({
      source: z.enum(['downloaded', 'tool-cache', 'directory']),
      package: text(),
      feed: text(2048).nullable(),
      /** 'pinned', 'catalog' or 'unverified-directory' (older records: 'published-sha512', 'zip-integrity-only'). */
      verifiedAgainst: text(64).nullable(),
      packageSha512: text(256).nullable(),
      files: z.array(z.object({ file: text(1024), bytes: z.number().int(), sha256: text(128) })).max(256),
      /** The libonnxruntime the benchmark process mapped. */
      runtimeLibrary: text(4096).nullable(),
      cudaMajor: z.number().int().nullable(),
      linked: z.array(text(4096)).max(1000),
    })
    .nullable(),
});

export type GpuRecord = z.infer<typeof gpuRecordSchema>;

/** The record's GPU section, from the plan and what the run measured; null for a CPU run. */
export function gpuRecord(
  plan: GpuPlan,
  run: {
    clocks: ClockSummary | null;
    rounds: { baseline: number[]; candidate: number[] }[];
    placement?: { baseline: Placement; candidate: Placement };
    runtimeLibrary?: string | null;
  },
): GpuRecord | null {
  if (plan.requested === 'cpu') return null;
  const cv = plan.provider === 'cpu' ? null : roundCv(run.rounds);
  const d = plan.device;
  return {
    requested: plan.requested,
    used: plan.provider,
    // The record caps this at 4,000 characters (it comes back as untrusted input in report mode).
    fallbackReason: plan.fallbackReason === null ? null : plan.fallbackReason.slice(0, 4000),
    deviceId: plan.deviceId,
    device: d
      ? {
          name: d.name,
          uuid: d.uuid,
          driver: d.driver,
          cudaDriverVersion: d.cudaDriverVersion,
          memoryMiB: d.memoryMiB,
          maxClocks: d.maxClocks,
        }
      : null,
    clocks: run.clocks,
    roundCv: cv ? { ...cv, warnLevel: CV_WARN_LEVEL } : null,
    placement: run.placement ?? null,
    libraries: plan.libs
      ? {
          source: plan.libs.source,
          package: `${plan.libs.package.name} ${plan.libs.package.version}`,
          feed: plan.libs.feed,
          verifiedAgainst: plan.libs.verifiedAgainst,
          packageSha512: plan.libs.packageSha512,
          files: plan.libs.files,
          runtimeLibrary: run.runtimeLibrary ?? null,
          cudaMajor: plan.linked?.cudaMajor ?? null,
          linked: plan.linked?.sonames ?? [],
        }
      : null,
  };
}
