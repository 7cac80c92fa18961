import type { ModelProfile } from './trace.js';

/** What the child's profiling pass reports (docs/explain.md, "Profile pass"). */
export interface ProfilePassResult {
  /** measured: both models profiled; skipped: not asked for, or no budget left; failed: the pass threw. */
  status: 'measured' | 'skipped' | 'failed';
  /** Why it was skipped or failed; null when measured. */
  reason: string | null;
  /** The provider the pass ran on, as onnxruntime names it ('CPUExecutionProvider', …). */
  provider: string;
  /** Time kept back from the measuring window for the pass, ms. */
  allowanceMs: number;
  /** What the pass took: fresh sessions, runs, reading the traces, ms. */
  durationMs: number;
  profiles: { baseline: ModelProfile; candidate: ModelProfile } | null;
}

const PROVIDER_NAMES: Record<string, string> = {
  cpu: 'CPUExecutionProvider',
  cuda: 'CUDAExecutionProvider',
  tensorrt: 'TensorrtExecutionProvider',
};

/**
 * The pass as the parent reports it when the child was stopped inside it (past the budget's grace, or killed by
 * the system): the measurement before it is whole and keeps its verdict; only the explanation is missing.
 */
export function stoppedPass(executionProvider: string, reason: string): ProfilePassResult {
  return {
    status: 'failed',
    reason,
    provider: PROVIDER_NAMES[executionProvider] ?? executionProvider,
    allowanceMs: 0,
    durationMs: 0,
    profiles: null,
  };
}
