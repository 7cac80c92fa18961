import { UserError } from '../../errors.js';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';
import type { InferenceSession, Tensor } from 'onnxruntime-node';

type Collector = (options?: { type: 'minor' | 'major' }) => void;
/** V8's collector, exposed by --expose-gc in the benchmark child (engine.ts); absent anywhere else. */
const collector = (globalThis as { gc?: Collector }).gc;

/**
 * Collects garbage between blocks, never inside a timed call: each run allocates output tensors, and a
 * collection triggered by that allocation would otherwise land in some timed call of whichever arm
 * happened to fill the young generation. A full collection (~2-3 ms) once per cycle keeps the old generation
 * from growing into an incremental mark; `collectBeforeBlock` keeps the young generation from filling.
 */
export function collectGarbage(kind: 'minor' | 'major'): void {
  if (!collector) return;
  collector({ type: kind });
  young.afterCollection = young.read();
  young.lastCheck = young.afterCollection;
}

/**
 * How the young generation and the outputs' array buffers stand (V8's heap statistics): its bytes in use, the
 * bytes it can still take before V8 scavenges it (half its reported size: it is two semispaces), and the
 * memory outside the heap (the outputs' data) that makes V8 collect once it grows by tens of MB.
 */
interface YoungState {
  used: number;
  available: number;
  external: number;
}

function readYoung(): YoungState {
  let used = 0;
  let available = 0;
  for (const s of getHeapSpaceStatistics()) {
    if (s.space_name === 'new_space' || s.space_name === 'new_large_object_space') used += s.space_used_size;
    if (s.space_name === 'new_space') available = s.space_available_size;
  }
  return { used, available, external: getHeapStatistics().external_memory };
}

const young = {
  read: readYoung,
  afterCollection: { used: 0, available: 0, external: 0 } as YoungState,
  /** At the last check or collection; before either, nothing is known of what a block allocates. */
  lastCheck: undefined as YoungState | undefined,
  /** The most one block allocated in the young generation so far (bytes). */
  perBlock: 0,
};

/** External memory the outputs may add between collections: well under V8's own 64 MB trigger. */
export const EXTERNAL_GROWTH_BYTES = 16 * 1024 * 1024;

/**
 * A minor collection before the block when the block could fill the young generation: when it has room for
 * less than twice the most a block has allocated, or the outputs' array buffers grew by
 * EXTERNAL_GROWTH_BYTES since the last collection; nothing otherwise. A collection before every block (as
 * until 2026-12-02) made the following block slower in a way that did not fall alike on both arms: within
 * the same sessions it raised the ratios of two MLPs about the size of an Intel Xeon's 2 MB L2 cache by
 * 0.5-1 %, untimed calls after it did not undo that, and collecting only when needed brought them back to an
 * undisturbed loop's (docs/statistics.md, "Last run"). Returns whether it collected.
 */
export function collectBeforeBlock(): boolean {
  if (!collector) return false;
  const now = young.read();
  young.perBlock = Math.max(young.perBlock, now.used - (young.lastCheck?.used ?? now.used));
  const full = 2 * young.perBlock > now.available;
  const external = now.external - young.afterCollection.external > EXTERNAL_GROWTH_BYTES;
  if (!full && !external) {
    young.lastCheck = now;
    return false;
  }
  collectGarbage('minor');
  return true;
}

/**
 * The timed loop. Nothing but the call sits between the two clock reads, and the only other work is one
 * subtraction and a typed-array store, so the harness adds well under the ~2 µs per call budget
 * (npm run bench:overhead compares it with a bare `await session.run()` loop). The first `untimed` calls
 * run but are not timed: the first call after switching sessions finds the other session's data in the
 * caches, and both arms drop it alike.
 */
export async function timeBlock(
  session: InferenceSession,
  feeds: Record<string, Tensor>,
  calls: number,
  out: number[],
  untimed = 0,
): Promise<void> {
  for (let i = 0; i < untimed; i++) await session.run(feeds);
  // A preallocated typed array and performance.now() (a double, no BigInt allocation) keep the loop lean;
  // the conversion to µs and the copy into `out` happen after the last call.
  const times = new Float64Array(calls);
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await session.run(feeds);
    times[i] = performance.now() - start;
  }
  for (let i = 0; i < calls; i++) out.push((times[i] ?? 0) * 1000);
}

/** The smallest step the monotonic clock shows, in µs: models must be much slower than this to be timed per call. */
export function timerResolutionUs(): number {
  let smallest = Infinity;
  for (let i = 0; i < 2000; i++) {
    const a = performance.now();
    let b = performance.now();
    while (b === a) b = performance.now();
    smallest = Math.min(smallest, b - a);
  }
  return smallest * 1000;
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
