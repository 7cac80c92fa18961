// Messages between the parent (src/bench/engine.ts) and the benchmark child (src/bench/child/worker.ts). The child
// owns onnxruntime; the parent owns the clock budget and the statistics. Sent with `serialization: 'advanced'`
// (structured clone), so the typed arrays of 'inputs' (BigInt64Array included) reach the child intact; the
// hot path sends only plain numbers.
import type { AgreementResult, ToleranceSettings } from '../agreement/types.js';
import type { ExecutionProvider, ProfileSetting } from '../inputs/config.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import type { Placement } from '../gpu/placement.js';
import type { ValueOverrides } from '../inputs/values.js';
import type { ModelSignature } from '../models/signature.js';
import type { UserInputs } from '../models/user-inputs.js';
import type { ProfilePassResult } from '../profile/pass.js';
import type { MemoryPlacement } from '../environment/memory-placement.js';

export interface BenchJob {
  baseline: string;
  candidate: string;
  threads: number;
  executionProvider: ExecutionProvider;
  /** GPU index for the CUDA and TensorRT providers. */
  deviceId: number;
  shapes: ShapeOverrides;
  values: ValueOverrides;
  seed: number;
  /** Arrays from 'inputs', read and parsed by the parent; the child checks them against the signatures. */
  userInputs?: UserInputs;
  /** Everything (loading, warm-up, rounds) must finish within this many ms of the child's start. */
  budgetMs: number;
  minDurationMs: number;
  /** Where the looks at the data fall, as shares of the measuring window; the last one ends it. */
  lookFractions: readonly number[];
  blockTargetMs: number;
  /** Session pairs to rotate through the rounds, or 'auto' (from memory and the budget, bench/child/pair-plan.ts). */
  sessionPairs: number | 'auto';
  /**
   * The per-operator profiling pass after the last look (docs/explain.md, "Profile pass"): the setting, which
   * decides whether time is kept back for it, and each model's node count, which bounds the trace size; a
   * model with Loop, Scan or If nodes (`controlFlow`) runs an unknown number of nodes per call, so its trace
   * size is measured by a probe run first.
   */
  profile: {
    setting: ProfileSetting;
    nodes: { baseline: number; candidate: number };
    controlFlow?: { baseline: boolean; candidate: boolean };
  };
  agreement: {
    enabled: boolean;
    samples: number;
    tolerances: ToleranceSettings;
    outputMap: Record<string, string>;
    /** Accept a changed signature instead of failing agreement on it. */
    allowSignatureChange: boolean;
    /** From the graph scan (src/models/inspect.ts): onnxruntime's metadata cannot tell. */
    quantized: { baseline: boolean; candidate: boolean };
    /** float16 weights behind float32 inputs/outputs: judge with the float16 preset. */
    float16: boolean;
  };
}

export type Arm = 'baseline' | 'candidate';

export type ChildPhase = 'load' | 'cold-start' | 'placement' | 'agreement' | 'warmup' | 'measure' | 'profile';

export interface ColdStart {
  /** InferenceSession.create, ms. */
  createMs: number;
  /** The first session.run, ms: allocations and lazy initialisation that steady state never pays again. */
  firstRunMs: number;
}

export interface WarmupSummary {
  durationMs: number;
  calls: { baseline: number; candidate: number };
  stable: boolean;
  medianUs: { baseline: number; candidate: number };
  callsPerBlock: { baseline: number; candidate: number };
  /**
   * Whether the timed calls are measured less the thread's waits for a CPU (run-queue.ts): on Linux, one
   * intra-op thread on the CPU, calls of at least RUN_QUEUE_MIN_CALL_US. Set by the worker once warm-up has
   * said how long a call is.
   */
  runQueueWaitsRemoved?: boolean;
}

/**
 * The options every timed session was created with (sessionOptions in bench/child/session.ts), read back from
 * the options object itself; a setting the options leave to onnxruntime is its default, stated.
 */
export interface SessionSettings {
  intraOpThreads: number;
  interOpThreads: number;
  executionMode: 'sequential' | 'parallel';
  graphOptimization: 'disabled' | 'basic' | 'extended' | 'layout' | 'all';
  /** Whether idle intra-op and inter-op threads spin waiting for work. */
  spinning: boolean;
  cpuMemArena: boolean;
  memPattern: boolean;
  /** Whether weights are repacked for the kernels when the session is created. */
  prepacking: boolean;
}

/**
 * What a call of a model with each arm's inputs and outputs and no work costs (`us`, the median µs per call),
 * and each model's own median call in the same pass (`callUs`), measured apart from the rounds
 * (docs/benchmark.md, "Fixed cost of a call"); both null, and `reason` says why, when skipped.
 */
export interface FixedCostResult {
  status: 'measured' | 'skipped';
  reason: string | null;
  us: { baseline: number; candidate: number } | null;
  callUs: { baseline: number; candidate: number } | null;
}

export interface RoundMessage {
  order: 'AB' | 'BA';
  baseline: number[];
  candidate: number[];
  /** The session pair that ran the round. */
  pair: number;
}

export interface SessionPairsPlan {
  count: number;
  /** Why that many, for the record: asked for, or what memory and the budget allowed. */
  reason: string;
  /**
   * 'auto' limited by memory: `count` pairs are held at a time and renewed during the run, so more pairs are
   * measured than memory holds at once (pair-renewal.ts).
   */
  renew?: boolean;
  /**
   * 'auto' with cheap sessions (pair-growth.ts): the pairs are kept until a check finds their spread bounding an
   * undecided metric and asks for more; then they are renewed like memory-limited ones, and the child sends the
   * plan again with `renew`.
   */
  grow?: boolean;
}

export type ChildMessage =
  | { type: 'phase'; phase: ChildPhase; elapsedMs: number }
  | { type: 'signatures'; baseline: ModelSignature; candidate: ModelSignature; warnings: string[] }
  | { type: 'warnings'; warnings: string[] }
  /**
   * runtimeLibrary: the libonnxruntime the child actually mapped (from /proc/self/maps), null where unknown;
   * memoryPlacement: huge pages, the C library and the allocator as the child has them.
   */
  | {
      type: 'environment';
      ortVersion: string;
      timerResolutionUs: number;
      runtimeLibrary: string | null;
      memoryPlacement: MemoryPlacement;
      sessionSettings: SessionSettings;
    }
  /** After warm-up, before the rounds: the fixed cost of a call, or why it was not measured. */
  | { type: 'fixed-cost'; result: FixedCostResult }
  /** Which provider ran each node, from a separate profiling pass (GPU providers only). */
  | { type: 'placement'; baseline: Placement; candidate: Placement }
  | { type: 'cold-start'; baseline: ColdStart; candidate: ColdStart }
  | { type: 'agreement'; result: AgreementResult }
  /** After measuring, before 'done', whenever the setting is not 'off': the pass's result, or why it did not run. */
  | { type: 'profile'; result: ProfilePassResult }
  | { type: 'warmup'; summary: WarmupSummary }
  | { type: 'round'; round: RoundMessage }
  | { type: 'pairs'; plan: SessionPairsPlan }
  | { type: 'look'; index: number; of: number; elapsedMs: number }
  | { type: 'done'; reason: 'decided' | 'budget-spent' }
  /** What the child is about to do inside a phase, so a crash or a hang can name the model it happened on. */
  | { type: 'step'; step: string }
  /** `stack` only for internal errors: shown with debug output, never in the record. */
  | { type: 'error'; message: string; user: boolean; phase: string; stack?: string };

/**
 * `look-result.profile`: run the profiling pass once sampling ends after this look (a stop, or the last look).
 * Only the parent knows the verdict that decides it with 'profile: on-regression'.
 */
export type ParentMessage =
  | { type: 'job'; job: BenchJob }
  /**
   * `growPairs`: renew the session pairs from now on, where the plan allows it (`grow`; pair-growth.ts).
   * `spreadRatio`: σ²/τ² of the undecided metric furthest from deciding, which sets how long a renewed generation
   * measures (pair-balance.ts).
   */
  | { type: 'look-result'; stop: boolean; profile: boolean; growPairs?: boolean; spreadRatio?: number };
