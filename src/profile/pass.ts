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
