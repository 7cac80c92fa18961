import { quantile } from '../../stats/quantile.js';
// Warm-up ends on stability, not a fixed count: caches, the allocator and CPU frequency settle at different
// speeds on different machines. Pure helpers; the worker feeds them block medians as they come.

export const WARMUP_MIN_BLOCKS = 6;
/**
 * Two consecutive windows of block medians must agree this closely for each model, or within
 * NOISE_TOLERANCE times the block medians' own noise when that is larger (see hasSettled).
 */
export const WARMUP_TOLERANCE = 0.03;
export const NOISE_TOLERANCE = 2;
const WINDOW = 3;

/** The block median: the project's one quantile definition (src/stats/quantile.ts). */
export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

/**
 * True when the last two windows of block medians differ by less than the tolerance: no trend left. The
 * tolerance scales with the noise of one block median, so a model whose blocks are one or two noisy calls
 * (a 100 ms model at 20 % call noise) can settle: the noise is read from successive differences of log block
 * medians (σ ≈ 1.4826 · median |Δ| / √2), which a smooth warm-up trend barely moves. Two windows' medians of
 * three differ with sd ≈ σ, so NOISE_TOLERANCE = 2 lets a settled model through about 95 % of the time.
 */
export function hasSettled(blockMedians: readonly number[]): boolean {
  if (blockMedians.length < WARMUP_MIN_BLOCKS) return false;
  const last = blockMedians.slice(-2 * WINDOW);
  const recent = median(last.slice(WINDOW));
  const before = median(last.slice(0, WINDOW));
  const steps = last.slice(1).map((m, i) => Math.abs(Math.log(m / (last[i] as number))));
  const noise = (1.4826 * median(steps)) / Math.SQRT2;
  return Math.abs(Math.log(recent / before)) < Math.max(WARMUP_TOLERANCE, NOISE_TOLERANCE * noise);
}

/** At least this many calls per block, so the first call after a switch is a minority of every block. */
export const MIN_CALLS_PER_BLOCK = 3;

/** Calls per block so each block lasts about `targetMs`: long enough to amortise the switch, short enough for many rounds. */
export function callsPerBlock(medianUs: number, targetMs: number): number {
  return Math.max(1, Math.min(100_000, Math.round((targetMs * 1000) / Math.max(medianUs, 1e-3))));
}

/**
 * A model of a few ms a call gets AMORTISED_CALLS timed calls a block, which then lasts at most SLOW_BLOCK_MS.
 * At the usual block length such a model got 3 timed calls a block, so the untimed switch call took a quarter of
 * its measuring time and its p95, which needs 400 calls an arm (src/stats/guards.ts), could be judged a look
 * later than with 8. Slower models keep their 3-call blocks: longer blocks leave p95 fewer rounds to resample,
 * which cost more decisions in the decision simulation than the switch calls saved.
 */
export const AMORTISED_CALLS = 8;
export const SLOW_BLOCK_MS = 100;

/** Timed calls per measuring block for the slower model's settled median, the same in both arms. */
export function measuringCallsPerBlock(slowerUs: number, targetMs: number): number {
  const amortised = slowerUs * AMORTISED_CALLS <= SLOW_BLOCK_MS * 1000 ? AMORTISED_CALLS : 0;
  return Math.max(MIN_CALLS_PER_BLOCK, callsPerBlock(slowerUs, targetMs), amortised);
}
