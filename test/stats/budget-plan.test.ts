// The budget plan for p95 (docs/statistics.md, "Guards"): at a look, the pace of calls says whether the budget
// can reach the calls p95 needs, and what budget would.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { p95CallsPlan } from '../../src/stats/guards.js';
import { MIN_CALLS_P95 } from '../../src/stats/policy.js';

describe('p95CallsPlan', () => {
  it('says nothing when the window reaches the calls p95 needs', () => {
    // 100 calls in 5 s of a 25 s window: 500 by the end.
    assert.equal(p95CallsPlan(100, { measuredMs: 5000, windowMs: 25_000, budgetMs: 30_000 }), undefined);
    assert.equal(p95CallsPlan(100, undefined), undefined);
  });

  it('says how many calls the budget reaches and what budget would reach the rest', () => {
    // A 20 ms model at 15 s: 3 calls a block, 36 calls per arm after 2.5 s of a 10 s window → 144 at the end.
    // 400 calls need a window of 400 · 2.5 / 36 = 27.8 s; with the 5 s outside it and 10 % to spare, 35.6 s → 40 s.
    const plan = p95CallsPlan(36, { measuredMs: 2500, windowMs: 10_000, budgetMs: 15_000 });
    assert.equal(
      plan,
      `at this pace the budget reaches about 144 calls per model, short of the ${MIN_CALLS_P95} p95 needs, so p95 cannot be decided in this run: a 'max-duration' of about 40s would reach them`,
    );
  });
});
