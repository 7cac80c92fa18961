import type { ShardSetting } from './shards.js';
import type { ToleranceSettings } from '../agreement/types.js';
import type { AcceptanceSet, AppliedAcceptance } from './acceptance.js';
import type { MatrixAxes } from './matrix.js';
import type { ShapeOverrides } from './shapes.js';
import type { ValueOverrides } from './values.js';

export const MODES = ['gate', 'calibrate', 'measure', 'report', 'record', 'plan'] as const;
export type Mode = (typeof MODES)[number];
export const COMMENT_POLICIES = ['always', 'on-change', 'on-failure', 'never'] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];
export const FAIL_ON = [
  'regression',
  'suspected-regression',
  'inconclusive',
  'agreement',
  'unjudged',
  'memory',
  'never',
] as const;
export type FailCondition = (typeof FAIL_ON)[number];
export const EXECUTION_PROVIDERS = ['cpu', 'cuda', 'tensorrt'] as const;
export type ExecutionProvider = (typeof EXECUTION_PROVIDERS)[number];
export const PROFILE_SETTINGS = ['off', 'on', 'on-regression'] as const;
export type ProfileSetting = (typeof PROFILE_SETTINGS)[number];
export const FALLBACKS = ['none', 'cpu'] as const;
export type Fallback = (typeof FALLBACKS)[number];
export const MEMORY_MODES = ['auto', 'on', 'off'] as const;
export type MemoryMode = (typeof MEMORY_MODES)[number];

/** Files written for other dashboards (docs/history-and-charts.md, "Export"); each absent when not asked for. */
export interface ExportTargets {
  /** Bencher Metric Format JSON. */
  bencher?: string;
  /** github-action-benchmark's `customSmallerIsBetter` JSON. */
  benchmarkAction?: string;
}

/** Where the baseline model comes from: a file on disk, or the candidate's path (or `path`) at a git ref. */
export type BaselineSource = { kind: 'file'; path: string } | { kind: 'ref'; ref: string; path: string | undefined };

/**
 * The validated settings every module receives, built from the action inputs or CLI flags by parseConfig
 * (src/inputs/schema.ts). Durations are milliseconds, thresholds and noise floors fractions (0.05 = 5 %).
 */
export interface GateConfig {
  /** What the run does: measure and publish, calibrate the runner, only record, or publish records. */
  mode: Mode;
  /** Path of the candidate .onnx model, as given (relative to the working directory); '' in report mode. */
  candidate: string;
  /** The model the candidate is compared with. */
  baseline: BaselineSource;
  /** Largest p50 and p95 slowdown that still passes, as fractions (0.05 = 5 %). */
  thresholds: { p50: number; p95: number };
  /** Hard budget for loading, warm-up and measuring, ms; the child is killed 10 s past it. */
  maxDurationMs: number;
  /** No early decision before this much measuring, ms. */
  minDurationMs: number;
  /** Session pairs rotated through the rounds, or 'auto' (docs/statistics.md, "Session pairs"). */
  sessionPairs: number | 'auto';
  /** Intra-op threads, the same for both models; in a matrix, the first cell's (each cell gets its own). */
  threads: number;
  /** When the per-operator profiling pass runs after measuring (docs/explain.md, "Profile pass"). */
  profile: ProfileSetting;
  /** onnxruntime execution provider for both models. */
  executionProvider: ExecutionProvider;
  /**
   * GPU providers: the device index, where the provider libraries come from ('auto' or a directory), the NuGet
   * feed 'auto' downloads from, and whether a GPU that cannot be used means an error or a CPU run.
   */
  gpu: { deviceId: number; libs: string; feed: string; fallback: Fallback };
  /** Sizes for dynamic dims, by dim name and by input; in a matrix, the first cell's (each cell gets its own). */
  inputShapes: ShapeOverrides;
  /**
   * The lists of `input-shapes` and `threads` as axes (docs/matrix.md, "Matrix"): more than one combination
   * makes a matrix run, one cell per combination; one value per axis is the ordinary run.
   */
  matrix: MatrixAxes;
  /**
   * Peak memory of each model, measured in separate short child processes (docs/matrix.md, "Memory"):
   * whether it is measured ('auto': in a matrix or with a threshold), and the largest growth that still
   * passes, as a fraction (undefined: shown, never judged).
   */
  memory: { mode: MemoryMode; enabled: boolean; threshold: number | undefined };
  /** Constant values for named inputs, as typed (parsed against each input's dtype in the child). */
  inputValues: ValueOverrides;
  /** Seed of synthesized inputs, the run order and the bootstrap; recorded so a run can be repeated. */
  seed: number;
  /** Conditions that fail the step (exit code 1); empty for 'never'. */
  failOn: FailCondition[];
  /**
   * Output agreement: on/off, how many seeded batches, tolerances, renamed outputs (candidate → baseline), and
   * whether a changed signature is accepted instead of failing agreement.
   */
  agreement: {
    enabled: boolean;
    samples: number;
    tolerances: ToleranceSettings;
    outputMap: Record<string, string>;
    allowSignatureChange: boolean;
  };
  /** Where the JSON record is written. */
  reportPath: string;
  /** Keep every call's time in the record ('raw-timings: on'); off leaves `raw.rounds` empty. */
  rawTimings: boolean;
  /** Tells two gates in one workflow apart; part of the PR comment marker. */
  id: string;
  /** Matrix leg name; '' means the runner's OS and architecture. */
  label: string;
  /** Real input data (.npz, .npy or a directory of .npy files), when given. */
  userInputs: string | undefined;
  /** A noise profile written by calibrate mode, when given. */
  noiseProfile: string | undefined;
  /** The file of changes accepted on purpose (src/inputs/acceptance.ts); a missing default file accepts nothing. */
  acceptFile: string;
  /** Its entries once read, and whether they apply; set by the run's flow after the paths are checked. */
  acceptances?: AcceptanceSet;
  /** This model's acceptance, once applied (src/inputs/accepted-config.ts): recorded with the model's result. */
  accepted?: AppliedAcceptance;
  /** A/A runs in calibrate mode. */
  calibrationRuns: number;
  /** Fetch a baseline's missing Git LFS object with 'git lfs fetch' instead of naming the step to add. */
  lfsFetch: boolean;
  /** Allow model and input paths that resolve outside the workspace. */
  allowOutsideWorkspace: boolean;
  /** The directory paths must stay inside; unset means GITHUB_WORKSPACE on a runner, no restriction at a terminal. */
  workspace: string | undefined;
  /** The PR comment: when to post, the token ('' = GITHUB_TOKEN), an explicit PR, or a file instead of posting. */
  comment: { policy: CommentPolicy; token: string; prNumber: number | undefined; dryRunPath: string | undefined };
  /** Report mode: a record file or directory; unset means the triggering run's artifacts. */
  records: string | undefined;
  /**
   * Gate every .onnx file changed since this git ref instead of one `candidate`
   * (docs/workflows.md, "Changed models").
   */
  changedSince: string | undefined;
  /** This job's share of the changed models (`shard: 2/4`); unset: all of them. */
  shard: ShardSetting | undefined;
  /** 'mode: plan': the most shards it may plan. */
  maxShards: number;
  /** Globs that narrow the changed models (repository-relative); empty: every .onnx file. */
  models: string[];
  /** Explicit renames for changed-models mode: new repository-relative path → old path at the baseline ref. */
  modelsRenamed: Record<string, string>;
  /** Directory the SVG charts are written to, when given. */
  charts: string | undefined;
  /** The JSON Lines latency history read for the trend (and appended to by 'mode: record'), when given. */
  historyPath: string | undefined;
  /** Export files for other dashboards. */
  exports: ExportTargets;
}
