// Warm-up ends on stability (docs/statistics.md, "Rounds and blocks"): two windows of block medians agree within
// 3 %, or within twice the block medians' own noise when that is larger.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasSettled, measuringCallsPerBlock } from '../../src/bench/child/warmup.js';

describe('hasSettled', () => {
  it('needs six blocks', () => {
    assert.equal(hasSettled([100, 100, 100, 100, 100]), false);
    assert.equal(hasSettled([100, 100, 100, 100, 100, 100]), true);
  });

  it('holds a quiet model to 3 %: a 6 % step is still warming', () => {
    assert.equal(hasSettled([100, 100, 100, 106, 106, 106]), false);
    assert.equal(hasSettled([100, 101, 100, 102, 101, 101]), true);
  });

  it('lets one-call blocks of a model with 20 % call noise settle: the tolerance scales with their noise', () => {
    // Window medians 100 and 110 differ by 10 %, but successive blocks move by about 25 %.
    assert.equal(hasSettled([100, 125, 85, 110, 90, 120]), true);
    // A steady 8 % climb per block is a trend, not noise: successive steps are small and alike.
    assert.equal(hasSettled([100, 108, 117, 126, 136, 147]), false);
  });
});

describe('measuringCallsPerBlock', () => {
  it('sizes a fast model by the 25 ms block and never gives fewer than 3 calls', () => {
    assert.equal(measuringCallsPerBlock(50, 25), 500);
    assert.equal(measuringCallsPerBlock(1_000, 25), 25);
    assert.equal(measuringCallsPerBlock(100_000, 25), 3);
  });

  it('gives a model of 3.1-12.5 ms 8 calls, so the untimed switch call is a small share; slower ones keep 3', () => {
    // The 117 MB MLP: 10.8 ms a call got 3 timed calls a block, a quarter of its time untimed.
    assert.equal(measuringCallsPerBlock(10_800, 25), 8);
    assert.equal(measuringCallsPerBlock(12_500, 25), 8);
    assert.equal(measuringCallsPerBlock(5_000, 25), 8);
    assert.equal(measuringCallsPerBlock(20_000, 25), 3);
    assert.equal(measuringCallsPerBlock(40_000, 25), 3);
  });
});
