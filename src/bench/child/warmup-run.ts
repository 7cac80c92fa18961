import type { Arm, BenchJob, WarmupSummary } from '../protocol.js';
import type { Arms } from './session.js';
import { timeBlock } from './timing.js';
import { WARMUP_MIN_MS, warmupCapMs } from '../budget.js';
import { callsPerBlock, hasSettled, measuringCallsPerBlock, median } from './warmup.js';

/**
 * Alternates short blocks of both models, rotating through the session pairs so every session warms, until
 * the block medians of each model stop trending (with a floor and a cap), then sizes the measuring blocks
 * from the settled medians.
 */
export async function warmUp(pairs: readonly Arms[], job: BenchJob, elapsedMs: () => number): Promise<WarmupSummary> {
  const start = elapsedMs();
  const cap = warmupCapMs(job.budgetMs);
  const medians: Record<Arm, number[]> = { baseline: [], candidate: [] };
  const calls: Record<Arm, number> = { baseline: 0, candidate: 0 };
  // Start with single calls and grow blocks toward ~1/4 of the measuring block, so slow models warm up quickly
  // and fast ones are not judged on a handful of noisy calls.
  const size: Record<Arm, number> = { baseline: 1, candidate: 1 };
  let stable = false;
  for (let block = 0; elapsedMs() - start < cap; block++) {
    const arms = pairs[block % pairs.length] as Arms;
    for (const arm of ['baseline', 'candidate'] as const) {
      const times: number[] = [];
      await timeBlock(arms[arm].session, arms[arm].feeds, size[arm], times);
      calls[arm] += times.length;
      const blockMedian = median(times);
      medians[arm].push(blockMedian);
      size[arm] = callsPerBlock(blockMedian, job.blockTargetMs / 4);
    }
    stable = elapsedMs() - start >= WARMUP_MIN_MS && hasSettled(medians.baseline) && hasSettled(medians.candidate);
    if (stable) break;
  }
  const settled = {
    baseline: median(medians.baseline.slice(-3)),
    candidate: median(medians.candidate.slice(-3)),
  };
  // Both arms get the same number of calls per block, sized by the slower one. The first call after a switch
  // finds the other model in the caches; with unequal counts that penalty would weigh more in the arm with
  // fewer calls per block and bias its median (seen: an A/A pair of a 6 ms model at ×0.72 under load).
  const perBlock = measuringCallsPerBlock(Math.max(settled.baseline, settled.candidate), job.blockTargetMs);
  return {
    durationMs: elapsedMs() - start,
    calls,
    stable,
    medianUs: settled,
    callsPerBlock: { baseline: perBlock, candidate: perBlock },
  };
}
