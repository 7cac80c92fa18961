import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { InferenceSession, Tensor } from 'onnxruntime-node';
import { openRunQueueClock, type RunQueueClock } from '../../src/bench/child/run-queue.js';
import { timeBlock, type CallClock } from '../../src/bench/child/timing.js';
import { tempDir } from '../helpers/scratch.js';

/** A scripted clock: it moves only when a call says so, so the times below are exact on any machine. */
function scriptedClock(): CallClock & { advance(ms: number): void } {
  let now = 0;
  return { now: () => now, advance: (ms) => (now += ms) };
}

/** A session whose every call takes `ms` on the scripted clock, as onnxruntime-node's synchronous run would. */
function fixedSession(clock: ReturnType<typeof scriptedClock>, ms: number): InferenceSession {
  return {
    run: async () => {
      clock.advance(ms);
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
    const clock = scriptedClock();
    const session = fixedSession(clock, 4);
    const plain: number[] = [];
    await timeBlock(session, feeds, 7, plain, 0, null, clock);
    const less: number[] = [];
    await timeBlock(session, feeds, 7, less, 0, waitingClock(1.5), clock);
    const longer: number[] = [];
    await timeBlock(session, feeds, 7, longer, 0, waitingClock(40), clock);
    assert.deepEqual(plain, Array(7).fill(4000), 'a plain call is its own time, in µs');
    assert.deepEqual(less, Array(7).fill(2500), 'the 1.5 ms waited inside each call is taken off');
    assert.deepEqual(longer, Array(7).fill(4000), 'a 40 ms wait cannot have been inside a 4 ms call');
  });

  it('runs the untimed calls first and times only the rest', async () => {
    const clock = scriptedClock();
    let calls = 0;
    const session = {
      run: async () => {
        clock.advance(++calls); // the n-th call takes n ms
        return {};
      },
    } as unknown as InferenceSession;
    const times: number[] = [];
    await timeBlock(session, feeds, 3, times, 2, null, clock);
    assert.deepEqual(times, [3000, 4000, 5000]);
  });
});
