// The child's side of the IPC channel: sending messages, and asking the parent at each look whether to stop.
import type { ChildMessage, ParentMessage } from '../protocol.js';

const started = performance.now();
export const elapsedMs = (): number => performance.now() - started;

export function send(message: ChildMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

export interface LookAnswer {
  stop: boolean;
  /** Run the profiling pass if sampling ends here. */
  profile: boolean;
  /** Renew the session pairs from now on, where the plan may grow them (pair-growth.ts). */
  growPairs: boolean;
  /** σ²/τ² of the undecided metric furthest from deciding (pair-balance.ts); absent when none is undecided. */
  spreadRatio?: number;
}

let pendingLook: ((answer: LookAnswer) => void) | undefined;

/** Asks the parent whether the data so far decide every metric. The child waits, so analysis never overlaps timing. */
export function askParent(index: number, of: number): Promise<LookAnswer> {
  return new Promise((resolve) => {
    pendingLook = resolve;
    void send({ type: 'look', index, of, elapsedMs: elapsedMs() });
  });
}

// A parent that dies (killed, or its terminal closed) closes the IPC channel: nobody is left to read the
// rounds, so the child exits at once instead of burning a core until its own budget ends.
process.on('disconnect', () => process.exit(0));

export function onJob(handler: (job: Extract<ParentMessage, { type: 'job' }>['job']) => void): void {
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'look-result') {
      pendingLook?.({
        stop: message.stop,
        profile: message.profile,
        growPairs: message.growPairs === true,
        ...(typeof message.spreadRatio === 'number' ? { spreadRatio: message.spreadRatio } : {}),
      });
      pendingLook = undefined;
    } else if (message.type === 'job') {
      // A memory job is answered by memory-run.ts.
      handler(message.job);
    }
  });
}
