// Messages between the parent (src/bench/memory.ts) and a memory child (src/bench/child/memory-run.ts): the
// same worker process as the benchmark, started for one model only, so that one model's allocations can never
// hide or inflate the other's (docs/matrix.md, "Memory").
import type { ExecutionProvider } from '../inputs/config.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import type { ValueOverrides } from '../inputs/values.js';
import type { UserInputs } from '../models/user-inputs.js';

export type MemoryArm = 'baseline' | 'candidate';

/**
 * onnxruntime's memory settings every session of the gate uses (src/bench/child/session.ts): the CPU arena and
 * memory patterns are onnxruntime's defaults, stated so the record says what the peaks were measured under;
 * the CUDA arena grows by powers of two (its default strategy) and is never shrunk.
 */
export const ARENA_SETTINGS = {
  enableCpuMemArena: true,
  enableMemPattern: true,
  cudaArenaExtendStrategy: 'kNextPowerOfTwo',
} as const;

export interface MemoryJob {
  arm: MemoryArm;
  model: string;
  threads: number;
  executionProvider: ExecutionProvider;
  deviceId: number;
  /**
   * The sizes to run the model at, one inference phase each, in increasing size: an arena grown for a larger
   * batch is then never counted in a smaller one. Session creation does not depend on them and is probed once.
   */
  shapes: ShapeOverrides[];
  values: ValueOverrides;
  seed: number;
  userInputs?: UserInputs;
  /** Calls after creation; the steady state's peak is the highest resident memory over them. */
  inferences: number;
  /** Read this process's device memory from nvidia-smi (GPU providers). */
  deviceMemory: boolean;
}

/** How the peaks were read: the kernel's high-water mark (reset before each phase), or samples of the resident size. */
export type PeakMethod = 'VmHWM' | 'sampled VmRSS' | 'sampled rss';

/**
 * One model in one fresh process, bytes above the process's resident memory just before the session was
 * created (onnxruntime already initialised on a tiny model, so its one-off setup is in neither model).
 */
export interface MemoryProbe {
  arm: MemoryArm;
  /** Which of the job's `shapes` the inference figures are for. */
  shape: number;
  method: PeakMethod;
  /** Highest resident memory while the session was created. */
  creationPeakBytes: number;
  /**
   * The session's resident memory plus the highest extra over `inferences` calls at this shape: what serving
   * the model needs (after smaller shapes, whose arena growth stays resident and is counted).
   */
  inferencePeakBytes: number;
  /** Resident after the calls. */
  residentBytes: number;
  /** nvidia-smi's per-process used memory above the figure before creation (MiB granularity), GPU providers only. */
  device: { creationBytes: number; inferenceBytes: number } | null;
  /** Why `device` is null although it was asked for (no nvidia-smi, this process not listed). */
  deviceNote: string | null;
  inferences: number;
}

export type MemoryParentMessage = { type: 'memory-job'; job: MemoryJob };

export type MemoryChildMessage =
  { type: 'memory'; probes: MemoryProbe[] } | { type: 'memory-error'; message: string; user: boolean };
