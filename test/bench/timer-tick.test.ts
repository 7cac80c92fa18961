// The timer tick the gate refuses too-fast models by: the clock's own step, not what a read of it costs.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tickOf, timerResolutionUs } from '../../src/bench/child/timing.js';

/** A scripted monotonic clock: each read costs `readUs` (with a little jitter) and shows time rounded down to `tickUs`. */
function scriptedClock(readUs: number, tickUs: number): { now(): number } {
  let trueUs = 1_234_567.891;
  let read = 0;
  return {
    now() {
      trueUs += readUs + (read++ % 7) * 0.001;
      return (Math.floor(trueUs / tickUs) * tickUs) / 1000;
    },
  };
}

describe('the timer tick', () => {
  it('a nanosecond clock that costs 0.18 µs a read has a nanosecond tick, not 0.18 µs', () => {
    const tick = timerResolutionUs(scriptedClock(0.18, 0.001));
    assert.ok(tick < 0.0025, `tick ${tick} µs`);
  });

  it('a coarse clock read faster than it moves shows its own tick', () => {
    const tick = timerResolutionUs(scriptedClock(0.03, 1));
    assert.ok(Math.abs(tick - 1) < 1e-6, `tick ${tick} µs`);
  });

  it('steps that never vary keep the smallest step, the bound the reads prove', () => {
    assert.equal(tickOf([0.11, 0.11, 0.11]), 0.11);
    assert.equal(tickOf([0.5, 1, 1.5, 0.5]), 0.5);
  });

  it('steps that differ only by the double rounding are one step', () => {
    assert.equal(tickOf([0.11, 0.11 + 1e-9, 0.11 - 1e-9]), 0.11 - 1e-9);
  });

  it('this machine: the tick is a positive, finite step', () => {
    const tick = timerResolutionUs();
    assert.ok(tick > 0 && Number.isFinite(tick), `tick ${tick} µs`);
  });
});
