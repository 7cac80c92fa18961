import { z } from 'zod';

// The record's GPU section: what ran where, on which device, with which libraries, and how steady the device
// was. Null for CPU runs. Records come back as untrusted input in report mode; this schema validates them.
const provider = z.enum(['cpu', 'cuda', 'tensorrt']);
const maybe = z.number().finite().nullable();
const clocks = z.object({ smMHz: maybe, memoryMHz: maybe, temperatureC: maybe, powerW: maybe, throttleReasons: z.array(z.string()).nullable() });
const cv = z.object({ median: z.number().finite(), p90: z.number().finite(), shareAbove: z.number().finite() });
const placement = z.object({ nodes: z.number().int(), byProvider: z.record(z.string(), z.number().int()), cpuOps: z.record(z.string(), z.number().int()) });

export const gpuRecordSchema = z.object({
  requested: provider,
  /** 'cpu' after a fallback. */
  used: provider,
  fallbackReason: z.string().nullable(),
  deviceId: z.number().int(),
  device: z
    .object({
      name: z.string(),
      uuid: z.string().nullable(),
      driver: z.string(),
      cudaDriverVersion: z.string().nullable(),
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
      throttleReasons: z.array(z.object({ reason: z.string(), share: z.number() })),
    })
    .nullable(),
  roundCv: z.object({ baseline: cv, candidate: cv, warnLevel: z.number() }).nullable(),
  placement: z.object({ baseline: placement, candidate: placement }).nullable(),
  libraries: z
    .object({
      source: z.enum(['downloaded', 'tool-cache', 'directory']),
      package: z.string(),
      feed: z.string().nullable(),
      verifiedAgainst: z.string().nullable(),
      packageSha512: z.string().nullable(),
      files: z.array(z.object({ file: z.string(), bytes: z.number().int(), sha256: z.string() })),
      /** The libonnxruntime the benchmark process mapped. */
      runtimeLibrary: z.string().nullable(),
      cudaMajor: z.number().int().nullable(),
      linked: z.array(z.string()),
    })
    .nullable(),
});

export type GpuRecord = z.infer<typeof gpuRecordSchema>;
