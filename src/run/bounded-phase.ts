import type { DiffLimits } from '../models/diff-budget.js';

// The analyzers that run after measuring (model and weight diffs in the parent; the profile pass runs in the
// benchmark child under the child's own budget) get the run's `max-duration` plus this grace, counted from the
// start of the run (docs/explain.md, "Bounds"). A diff that runs out is skipped with its reason; the verdict is
// already made and stays as measured.

/** Time past `max-duration` the diffs may still use: enough for two 100 MB models on a slow runner. */
export const ANALYZER_GRACE_MS = 10_000;

/** The limits of the analyzers of a run that started at `startedAt` (performance.now()). */
export function analyzerLimits(startedAt: number, maxDurationMs: number, signal?: AbortSignal): DiffLimits {
  return { deadline: startedAt + maxDurationMs + ANALYZER_GRACE_MS, ...(signal ? { signal } : {}) };
}
