// Warm-up ends on stability (docs/statistics.md, "Rounds and blocks"): two windows of block medians agree within
// 3 %, or within twice the block medians' own noise when that is larger.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hasSettled } from '../../src/bench/child/warmup.js';

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
