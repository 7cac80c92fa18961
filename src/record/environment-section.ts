import { z } from 'zod';
import type { SessionSettings } from '../bench/protocol.js';
import { percent } from '../format.js';
import { gpuRecordSchema } from './gpu-section.js';

// What the numbers were measured on: the machine, the runtime, where the benchmark process's memory came from
// and what its sessions were told (docs/benchmark.md, "Memory placement"). Names only, each of a fixed shape: a
// record from another run is untrusted input.

const mode = z.string().regex(/^[a-z+]{1,32}$/);
const settingName = z.string().regex(/^[A-Za-z0-9_.]{1,64}$/);

export const memoryPlacementSchema = z.object({
  /** The transparent huge pages mode (`always`, `madvise`, `never`) and its defrag mode; null where unreadable. */
  hugePages: mode.nullable(),
  hugePagesDefrag: mode.nullable(),
  libc: z
    .string()
    .regex(/^glibc \d{1,3}(\.\d{1,3}){1,2}$/)
    .nullable(),
  /** Allocator libraries mapped into the benchmark process besides the C library's malloc. */
  allocators: z.array(z.enum(['jemalloc', 'tcmalloc', 'mimalloc'])).max(3),
  /** Allocator settings the benchmark process got (variables, and GLIBC_TUNABLES's tunables), by name. */
  allocatorSettings: z.array(settingName).max(32),
  /** Those set for the gate on the runner: the benchmark process's environment is an allowlist without them. */
  runnerAllocatorSettings: z.array(settingName).max(32),
});
export type MemoryPlacementSection = z.infer<typeof memoryPlacementSchema>;

export const sessionSettingsSchema = z.object({
  intraOpThreads: z.number().int().nonnegative(),
  interOpThreads: z.number().int().nonnegative(),
  executionMode: z.enum(['sequential', 'parallel']),
  graphOptimization: z.enum(['disabled', 'basic', 'extended', 'layout', 'all']),
  spinning: z.boolean(),
  cpuMemArena: z.boolean(),
  memPattern: z.boolean(),
  prepacking: z.boolean(),
}) satisfies z.ZodType<SessionSettings>;

export const environmentSchema = z.object({
  onnxruntime: z.string().max(64),
  node: z.string().max(64),
  os: z.string().max(256),
  cpu: z.string().max(256),
  cores: z.number().int().nonnegative(),
  timerResolutionUs: z.number().finite().nullable(),
  runner: z.string().max(256).nullable(),
  /** The GPU run: device, clocks, libraries, node placement; null on the CPU provider. */
  gpu: gpuRecordSchema.nullable().default(null),
  /** Huge pages, the C library and the allocator of the benchmark process; absent in older records. */
  memoryPlacement: memoryPlacementSchema.optional(),
  /** The options every timed session was created with; absent in older records. */
  sessionOptions: sessionSettingsSchema.optional(),
});

/**
 * One sentence when transparent huge pages are `always` on a CPU run: sessions of one model then run at
 * different speeds (some get huge pages, some do not), which widens the interval and can leave the gate
 * undecided. The spread is the session pairs' p50 ratios' between-pair sd, when the run had several pairs.
 * The verdict is not touched: the interval already holds the spread.
 */
export function hugePagesNote(
  placement: MemoryPlacementSection | undefined,
  betweenPairSd: number | null,
): string | null {
  if (placement?.hugePages !== 'always') return null;
  const spread =
    betweenPairSd !== null && betweenPairSd > 0
      ? ` (here the session pairs' medians spread by about ${percent(betweenPairSd, 1)})`
      : '';
  return (
    `Transparent huge pages are set to 'always' on this runner, which makes sessions of one model run at ` +
    `different speeds${spread} and can leave the gate undecided; to fix it, run ` +
    `'echo madvise | sudo tee /sys/kernel/mm/transparent_hugepage/enabled' in a step before this one, or on a ` +
    `self-hosted runner set it on the host.`
  );
}
