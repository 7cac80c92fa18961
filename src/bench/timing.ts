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
