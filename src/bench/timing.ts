import { UserError } from '../inputs/errors.js';
import type { InferenceSession, Tensor } from 'onnxruntime-node';

/**
 * The timed loop. Nothing but the call sits between the two clock reads, and the only other work is one
 * bigint subtraction and an array push, so the harness adds well under the ~2 µs per call budget
 * (npm run bench:overhead compares it with a bare `await session.run()` loop).
 */
export async function timeBlock(session: InferenceSession, feeds: Record<string, Tensor>, calls: number, out: number[]): Promise<void> {
  for (let i = 0; i < calls; i++) {
    const start = process.hrtime.bigint();
    await session.run(feeds);
    out.push(Number(process.hrtime.bigint() - start) / 1000);
  }
}

/** The smallest step the monotonic clock shows, in µs: models must be much slower than this to be timed per call. */
export function timerResolutionUs(): number {
  let smallest = Infinity;
  for (let i = 0; i < 2000; i++) {
    const a = process.hrtime.bigint();
    let b = process.hrtime.bigint();
    while (b === a) b = process.hrtime.bigint();
    smallest = Math.min(smallest, Number(b - a));
  }
  return smallest / 1000;
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
