import { quantile } from '../../stats/quantile.js';
// Warm-up ends on stability, not a fixed count: caches, the allocator and CPU frequency settle at different
// speeds on different machines. Pure helpers; the worker feeds them block medians as they come.

export const WARMUP_MIN_BLOCKS = 6;
/** Two consecutive windows of block medians must agree this closely for each model. */
export const WARMUP_TOLERANCE = 0.03;
const WINDOW = 3;

/** The block median: the project's one quantile definition (src/stats/quantile.ts). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/** True when the last two windows of block medians differ by less than the tolerance: no trend left. */
export function hasSettled(blockMedians: readonly number[]): boolean {
  if (blockMedians.length < WARMUP_MIN_BLOCKS) return false;
  const recent = median(blockMedians.slice(-WINDOW));
  const before = median(blockMedians.slice(-2 * WINDOW, -WINDOW));
  return Math.abs(recent - before) / before < WARMUP_TOLERANCE;
}

/** At least this many calls per block, so the first call after a switch is a minority of every block. */
export const MIN_CALLS_PER_BLOCK = 3;

/** Calls per block so each block lasts about `targetMs`: long enough to amortise the switch, short enough for many rounds. */
export function callsPerBlock(medianUs: number, targetMs: number): number {
  return Math.max(1, Math.min(100_000, Math.round((targetMs * 1000) / Math.max(medianUs, 1e-3))));
}
