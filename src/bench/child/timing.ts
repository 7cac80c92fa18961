import { UserError } from '../../errors.js';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import type { RunQueueClock } from './run-queue.js';

type Collector = (options?: { type: 'minor' | 'major' }) => void;
/** V8's collector, exposed by --expose-gc in the benchmark child (engine.ts); absent anywhere else. */
const collector = (globalThis as { gc?: Collector }).gc;

/**
 * Collects garbage between blocks, never inside a timed call: each run allocates output tensors, and a
 * collection triggered by that allocation would otherwise land in some timed call of whichever arm
 * happened to fill the young generation. A minor collection (~0.05 ms) before every block empties it; a
 * full one (~2-3 ms) once per cycle keeps the old generation from growing into an incremental mark.
 */
export function collectGarbage(kind: 'minor' | 'major'): void {
  collector?.({ type: kind });
}

/** The monotonic clock the timed loop reads: `performance` itself, or a scripted one in unit tests. */
export type CallClock = Pick<Performance, 'now'>;

/**
 * The timed loop. Nothing but the call sits between the two clock reads, and the only other work is one
 * subtraction and a typed-array store, so the harness adds well under the ~2 µs per call budget
 * (npm run bench:overhead compares it with a bare `await session.run()` loop). The first `untimed` calls
 * run but are not timed: the first call after switching sessions finds the other session's data in the
 * caches, and both arms drop it alike. With `waits` each call's waits for a CPU come off its time.
 */
export async function timeBlock(
  session: InferenceSession,
  feeds: Record<string, Tensor>,
  calls: number,
  out: number[],
  untimed = 0,
  waits: RunQueueClock | null = null,
  clock: CallClock = performance,
): Promise<void> {
  for (let i = 0; i < untimed; i++) await session.run(feeds);
  // A preallocated typed array and performance.now() (a double, no BigInt allocation) keep the loop lean;
  // the conversion to µs and the copy into `out` happen after the last call.
  const times = new Float64Array(calls);
  if (waits) await timeWithoutWaits(session, feeds, times, waits, clock);
  else
    for (let i = 0; i < calls; i++) {
      const start = clock.now();
      await session.run(feeds);
      times[i] = clock.now() - start;
    }
  for (let i = 0; i < calls; i++) out.push((times[i] ?? 0) * 1000);
}

/**
 * Each call's time less what the thread spent waiting for a CPU during it (run-queue.ts): a neighbour's slice
 * is not the model's. The clock is read outside the timed span, so a wait that lands between a read and the
 * call's clock is taken off too; when the wait is longer than the call itself the call keeps its own time
 * (it can only be that, and it is one call in thousands).
 */
async function timeWithoutWaits(
  session: InferenceSession,
  feeds: Record<string, Tensor>,
  times: Float64Array,
  waits: RunQueueClock,
  clock: CallClock,
): Promise<void> {
  for (let i = 0; i < times.length; i++) {
    const waitedBefore = waits.waitedNs();
    const start = clock.now();
    await session.run(feeds);
    const ms = clock.now() - start;
    const waitedMs = (waits.waitedNs() - waitedBefore) / 1e6;
    times[i] = waitedMs < ms ? ms - waitedMs : ms;
  }
}

/**
 * The monotonic clock's tick, in µs: models must be much slower than this to be timed per call. The step
 * between two distinct reads is a multiple of the tick, but it is also at least what one read costs
 * (0.1-0.2 µs on x86, more on some virtual clocks), and a fine clock read slowly shows steps of many ticks.
 * The read cost is the same constant in every call of both arms, not a step a time can fall between, so
 * it must not stand in for the tick.
 */
export function timerResolutionUs(clock: CallClock = performance): number {
  const stepsUs: number[] = [];
  for (let i = 0; i < 2000; i++) {
    const a = clock.now();
    let b = clock.now();
    while (b === a) b = clock.now();
    stepsUs.push((b - a) * 1000);
  }
  return tickOf(stepsUs);
}

/** Below this two steps are one value read through the double's rounding (a nanosecond clock's unit is 1e-3 µs). */
const SAME_STEP_US = 1e-4;

/**
 * The tick that the observed steps are multiples of: the smallest step, or the smallest gap between two
 * different steps when that is finer. A coarse clock shows steps of one tick (a read sees it repeat, then
 * move by one), so both agree; a nanosecond clock read in 0.18 µs shows steps of 180, 181, 183 ns, whose
 * gaps are its nanosecond. Steps that never vary keep the smallest step, the bound the reads prove.
 */
export function tickOf(stepsUs: readonly number[]): number {
  const steps = [...stepsUs].sort((a, b) => a - b);
  let tick = steps[0] ?? 0;
  for (let i = 1; i < steps.length; i++) {
    const gap = (steps[i] ?? 0) - (steps[i - 1] ?? 0);
    if (gap > SAME_STEP_US) tick = Math.min(tick, gap);
  }
  return tick;
}

/** A call must last at least this many timer ticks for its per-call time to mean anything. */
export const MIN_TICKS_PER_CALL = 50;

export function refuseTooFast(medianUs: { baseline: number; candidate: number }, resolutionUs: number): void {
  const fastest = Math.min(medianUs.baseline, medianUs.candidate);
  if (fastest < MIN_TICKS_PER_CALL * resolutionUs) {
    throw new UserError(
      `A model call takes ${fastest.toFixed(3)} µs, less than ${MIN_TICKS_PER_CALL}× this machine's timer resolution (${resolutionUs.toFixed(3)} µs), so per-call times would be mostly clock steps; gate a larger input (raise the batch with 'input-shapes') or run on a machine with a finer clock`,
    );
  }
}
