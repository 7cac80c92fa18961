// How long this thread has waited for a CPU while ready to run: the second field of Linux's
// /proc/thread-self/schedstat (run-queue delay, ns, cumulative). Read before and after a timed call, it says how
// much of the call a neighbour took: a preempted call waits about one of the neighbour's slices (4-5 ms beside
// spinning processes on a 2-core runner), which is what a busy runner's p95 measured instead of the model
// (docs/statistics.md, "Busy runners"). onnxruntime-node runs a session synchronously on the JS thread, so with
// one intra-op thread this thread is the one that computes.
import { closeSync, openSync, readSync } from 'node:fs';

export interface RunQueueClock {
  /** Nanoseconds this thread has waited for a CPU since it started. */
  waitedNs(): number;
  close(): void;
}

const SPACE = 0x20;
const NEWLINE = 0x0a;
const ZERO = 0x30;

/** Calls shorter than this are rarely preempted (a call holds a wait with probability about call / slice). */
export const RUN_QUEUE_MIN_CALL_US = 100;

/** The clock, or null where the kernel has none (not Linux, /proc hidden, a format this does not know). */
export function openRunQueueClock(file = '/proc/thread-self/schedstat'): RunQueueClock | null {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return null;
  }
  // One buffer for every read and the digits parsed in place: the clock is read twice a call, between the
  // timed spans, and allocates nothing there (no string, no array) for a collection to find.
  const buffer = Buffer.alloc(96);
  const waitedNs = (): number => {
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    let i = buffer.indexOf(SPACE);
    if (i < 0 || i + 1 >= length) return NaN;
    let ns = 0;
    for (i++; i < length && buffer[i] !== SPACE && buffer[i] !== NEWLINE; i++) {
      const digit = (buffer[i] ?? 0) - ZERO;
      if (digit < 0 || digit > 9) return NaN;
      ns = ns * 10 + digit;
    }
    return ns;
  };
  let readable = false;
  try {
    readable = Number.isFinite(waitedNs());
  } catch {
    // A file that opens but does not read (a sandbox's /proc): no clock.
  }
  if (readable) return { waitedNs, close: () => closeSync(fd) };
  closeSync(fd);
  return null;
}
