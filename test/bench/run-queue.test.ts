import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { openRunQueueClock, type RunQueueClock } from '../../src/bench/child/run-queue.js';
import { timeBlock } from '../../src/bench/child/timing.js';
import { tempDir } from '../helpers/scratch.js';

/** A session whose every call spins for `ms` on this thread, as onnxruntime-node's synchronous run does. */
function spinningSession(ms: number): InferenceSession {
  return {
    run: async () => {
      const end = performance.now() + ms;
      while (performance.now() < end);
      return {};
    },
  } as unknown as InferenceSession;
}

/** A clock that reports `waitMs` more waiting at every second read: one wait inside every timed call. */
function waitingClock(waitMs: number): RunQueueClock {
  let reads = 0;
  return { waitedNs: () => Math.ceil(reads++ / 2) * waitMs * 1e6, close: () => undefined };
}

const feeds = {} as Record<string, Tensor>;

describe('run-queue clock', () => {
  it(
    'reads this thread’s waits for a CPU on Linux: a count of ns that never goes back',
    { skip: process.platform !== 'linux' },
    () => {
      const clock = openRunQueueClock();
      assert.ok(clock, '/proc/thread-self/schedstat is there on Linux');
      const first = clock.waitedNs();
      const end = performance.now() + 20;
      while (performance.now() < end);
      const second = clock.waitedNs();
      clock.close();
      assert.ok(Number.isInteger(first) && first >= 0);
      assert.ok(second >= first);
    },
  );

  it('is absent where the kernel has no such file or one this cannot read', async () => {
    const dir = await tempDir();
    assert.equal(openRunQueueClock(path.join(dir, 'missing')), null);
    const odd = path.join(dir, 'schedstat');
    await writeFile(odd, 'not numbers\n');
    assert.equal(openRunQueueClock(odd), null);
    await writeFile(odd, '51749358 475088 23\n');
    assert.equal(openRunQueueClock(odd)?.waitedNs(), 475088);
  });

  it('takes each call’s waits out of its time, and leaves a call alone when the wait outlasts it', async () => {
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
    const plain: number[] = [];
    await timeBlock(spinningSession(4), feeds, 7, plain);
    const less: number[] = [];
    await timeBlock(spinningSession(4), feeds, 7, less, 0, waitingClock(1.5));
    const longer: number[] = [];
    await timeBlock(spinningSession(4), feeds, 7, longer, 0, waitingClock(40));
    assert.ok(Math.min(...plain) >= 4000, `a plain call is its wall time (${plain.join(', ')} µs)`);
    assert.ok(Math.min(...less) >= 2500, `no more than the 1.5 ms waited is taken off (${less.join(', ')} µs)`);
    // Medians: a call preempted for real on a busy test machine moves one value, not the middle one.
    assert.ok(median(less) < median(plain) - 1000, `1.5 ms of waiting taken off (${less.join(', ')} µs)`);
    assert.ok(
      Math.min(...longer) >= 4000,
      `a 40 ms wait cannot have been inside a 4 ms call (${longer.join(', ')} µs)`,
    );
  });
});
