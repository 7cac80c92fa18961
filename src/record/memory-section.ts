// The record's memory section (docs/matrix.md, "Memory"): each model's peaks over the repeats, compared, with
// the settings they were measured under. Absent from records of runs that did not measure memory.
import { z } from 'zod';
import { byteChange, percentChange, settingPercent } from '../format.js';
import { ARENA_SETTINGS, type MemoryProbe } from '../bench/memory-protocol.js';
import type { MemoryRun } from '../bench/memory.js';
import { compareMemory, worstMemoryVerdict } from '../stats/memory.js';
import { MEMORY_NOISE_BYTES } from '../stats/policy.js';

const finite = z.number().finite();
const bytes = z.number().int().nonnegative();
const memoryVerdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive']);
const range = z.object({ min: bytes, max: bytes, values: z.array(bytes).max(64) });

const comparisonSchema = z.object({
  baseline: range,
  candidate: range,
  /** Candidate median / baseline median; null when the baseline's figure is 0. */
  ratio: finite.nullable(),
  /** [candidate min / baseline max, candidate max / baseline min]; null ends where a baseline figure is 0. */
  range: z.tuple([finite.nullable(), finite.nullable()]),
  changeBytes: finite,
  verdict: memoryVerdict.nullable(),
});

export const memorySectionSchema = z.object({
  /** The unit of every figure in this section. */
  unit: z.literal('bytes'),
  /** How peaks were read: 'VmHWM' (exact, reset per phase), or resident sizes sampled after each step. */
  method: z.enum(['VmHWM', 'sampled VmRSS', 'sampled rss']).nullable(),
  /** Probes planned per model, and how many each model got. */
  repeats: z.number().int().nonnegative(),
  probes: z.object({ baseline: z.number().int().nonnegative(), candidate: z.number().int().nonnegative() }),
  inferences: z.number().int().nonnegative(),
  arena: z.object({
    enableCpuMemArena: z.boolean(),
    enableMemPattern: z.boolean(),
    /** The CUDA arena's growth strategy; null on the CPU. */
    cudaArenaExtendStrategy: z.string().max(64).nullable(),
  }),
  /** 'memory-threshold' as a fraction; null: shown, never judged. */
  threshold: finite.nullable(),
  noiseBytes: bytes,
  /** Highest resident memory while the session was created, above the process before it. */
  creation: comparisonSchema.nullable(),
  /** The session's resident memory plus the highest extra over the calls: what serving needs. */
  inference: comparisonSchema.nullable(),
  /** nvidia-smi's per-process figures (GPU providers); null on the CPU or when they could not be read. */
  device: z.object({ creation: comparisonSchema, inference: comparisonSchema }).nullable(),
  deviceNote: z.string().max(1000).nullable(),
  /** The worst of the judged figures; null when no threshold was set or nothing was measured. */
  verdict: memoryVerdict.nullable(),
  /** Why fewer probes ran than planned (a probe failed, the time ran out); null when all ran. */
  stopped: z.string().max(4000).nullable(),
  durationMs: finite,
});

export type MemorySection = z.infer<typeof memorySectionSchema>;
export type MemoryComparisonRecord = z.infer<typeof comparisonSchema>;

const finiteOrNull = (x: number): number | null => (Number.isFinite(x) ? x : null);

/** The probes of one run, compared per figure; the verdict is the worst judged one. */
export function memorySection(run: MemoryRun, options: { threshold: number | undefined; gpu: boolean }): MemorySection {
  const of = (arm: 'baseline' | 'candidate') => run.probes.filter((p) => p.arm === arm);
  const baseline = of('baseline');
  const candidate = of('candidate');
  const measured = baseline.length > 0 && candidate.length > 0;
  // A ratio that is not finite (a baseline figure of 0) is kept as null.
  const compare = (figure: (p: MemoryProbe) => number): MemoryComparisonRecord => {
    const c = compareMemory(baseline.map(figure), candidate.map(figure), options.threshold, run.repeats);
    return { ...c, ratio: finiteOrNull(c.ratio), range: [finiteOrNull(c.range[0]), finiteOrNull(c.range[1])] };
  };
  const creation = measured ? compare((p) => p.creationPeakBytes) : null;
  const inference = measured ? compare((p) => p.inferencePeakBytes) : null;
  const withDevice = measured && run.probes.every((p) => p.device !== null);
  const device = withDevice
    ? {
        creation: compare((p) => p.device?.creationBytes ?? 0),
        inference: compare((p) => p.device?.inferenceBytes ?? 0),
      }
    : null;
  return {
    unit: 'bytes',
    method: run.probes[0]?.method ?? null,
    repeats: run.repeats,
    probes: { baseline: baseline.length, candidate: candidate.length },
    inferences: run.probes[0]?.inferences ?? 0,
    arena: {
      enableCpuMemArena: ARENA_SETTINGS.enableCpuMemArena,
      enableMemPattern: ARENA_SETTINGS.enableMemPattern,
      cudaArenaExtendStrategy: options.gpu ? ARENA_SETTINGS.cudaArenaExtendStrategy : null,
    },
    threshold: options.threshold ?? null,
    noiseBytes: MEMORY_NOISE_BYTES,
    creation,
    inference,
    device,
    deviceNote: run.probes.find((p) => p.deviceNote)?.deviceNote ?? null,
    // A threshold with nothing measured is not a pass: the figures it would judge are missing.
    verdict: measured
      ? worstMemoryVerdict([
          creation?.verdict ?? null,
          inference?.verdict ?? null,
          device?.creation.verdict ?? null,
          device?.inference.verdict ?? null,
        ])
      : options.threshold !== undefined
        ? 'inconclusive'
        : null,
    stopped: run.stopped,
    durationMs: run.durationMs,
  };
}

/** The headline's memory clause: said only when memory grew past its threshold. */
export function memoryClause(section: MemorySection | undefined): string | undefined {
  if (!section || section.verdict !== 'regression' || section.threshold === null) return undefined;
  const figures: [string, MemoryComparisonRecord | null | undefined][] = [
    ['inference peak', section.inference],
    ['creation peak', section.creation],
    ['device memory at inference', section.device?.inference],
    ['device memory at creation', section.device?.creation],
  ];
  const [name, c] = figures.find(([, f]) => f?.verdict === 'regression') ?? [];
  if (!name || !c) return undefined;
  return `${name} ${byteChange(c.changeBytes)} (${c.ratio === null ? 'from 0' : percentChange(c.ratio)}) exceeds the ${settingPercent(section.threshold)} memory threshold`;
}
