import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planCycle } from '../../src/bench/child/cycle.js';
import { planPairs } from '../../src/bench/child/pair-plan.js';
import { renewalWarmCalls, shouldRenew } from '../../src/bench/child/pair-renewal.js';
import { GENERATION_CYCLES, MAX_RENEWED_PAIRS } from '../../src/stats/policy.js';
import { createRng } from '../../src/stats/prng.js';

describe('planCycle: rotation and ABBA order', () => {
  for (const pairs of [1, 2, 3, 4, 8]) {
    it(`gives each of ${pairs} pairs one AB and one BA round per cycle, orders alternating`, () => {
      const rng = createRng(pairs);
      for (let c = 0; c < 20; c++) {
        const cycle = planCycle(pairs, rng);
        assert.equal(cycle.length, 2 * pairs);
        for (let k = 0; k < pairs; k++) {
          assert.deepEqual(
            cycle
              .filter((r) => r.pair === k)
              .map((r) => r.order)
              .sort(),
            ['AB', 'BA'],
          );
        }
        for (let i = 1; i < cycle.length; i++)
          assert.notEqual(cycle[i]!.order, cycle[i - 1]!.order, 'A B | B A: consecutive rounds swap');
      }
    });
  }

  it('shuffles the pairs differently from cycle to cycle, reproducibly from the seed', () => {
    const orders = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 10 }, () =>
        planCycle(6, rng)
          .map((r) => r.pair)
          .join(''),
      );
    };
    assert.deepEqual(orders(7), orders(7));
    assert.ok(new Set(orders(7)).size > 5);
  });
});

describe('planPairs', () => {
  const cheap = { pairMs: 10, pairBytes: 20e6, freeBytes: 8e9, budgetMs: 60_000, modelBytes: 3.2e6, baseBytes: 100e6 };
  it('takes 8 pairs for small, fast models', () => {
    assert.equal(planPairs('auto', cheap).count, 8);
  });
  it('takes fewer when memory or time is short, keeping 4 where a quarter of the budget allows', () => {
    assert.equal(planPairs('auto', { ...cheap, pairBytes: 1.5e9, modelBytes: 3e9 }).count, 3);
    assert.equal(planPairs('auto', { ...cheap, pairMs: 2_000 }).count, 4);
    assert.equal(planPairs('auto', { ...cheap, pairMs: 20_000 }).count, 1);
    assert.match(planPairs('auto', { ...cheap, pairBytes: 1.5e9, modelBytes: 3e9 }).reason, /limited by memory/);
  });
  it('counts memory as a cost: all pairs hold at most 4× the two models, not half of what is free', () => {
    // The 117 MB MLP pair: 245 MB a pair, 234 MB of model files, 8 GB free: 3 pairs (735 MB), not 8 (2 GB).
    const big = { ...cheap, pairMs: 700, pairBytes: 245e6, modelBytes: 234e6 };
    const plan = planPairs('auto', big);
    assert.equal(plan.count, 3);
    assert.match(
      plan.reason,
      /the benchmark may hold 4× the two models' 223\.2 MiB, 95\.4 MiB of it before the first pair/,
    );
    // What the child held before its first pair counts: a pair measured a hair under the two models (as one
    // end-to-end run did, 223.9 MiB against 224.3) gets 3 pairs, not the 4 that took that run to 998 MiB.
    const MiB = 1024 ** 2;
    const edge = { ...big, pairBytes: 223.9 * MiB, modelBytes: 224.3 * MiB, baseBytes: 95 * MiB };
    assert.equal(planPairs('auto', edge).count, 3);
    assert.equal(planPairs('auto', { ...edge, baseBytes: 0 }).count, 4, 'the pairs alone fit 4 times');
    // Small models still get their pairs from the 512 MiB floor.
    assert.equal(planPairs('auto', { ...cheap, pairBytes: 60e6 }).count, 8);
    // Held 3 at a time, they are renewed during the run; asked-for and unlimited plans keep their pairs.
    assert.equal(plan.renew, true);
    assert.match(plan.reason, /renewed during the run, 3 held at a time/);
    assert.equal(planPairs('auto', cheap).renew, undefined);
    assert.equal(planPairs('auto', { ...cheap, pairMs: 2_000 }).renew, undefined, 'limited by time: no renewal');
    // Asked for, more pairs may use what is free.
    assert.equal(planPairs(6, big).count, 6);
    assert.equal(planPairs(6, big).renew, undefined);
  });
  it('honours a number, within memory', () => {
    assert.deepEqual(planPairs(2, cheap), { count: 2, reason: "'session-pairs' is 2" });
    assert.match(planPairs(16, { ...cheap, pairBytes: 1e9 }).reason, /asked for 16, but only 5 fit in memory/);
  });
});

describe('shouldRenew: when a generation of pairs is replaced', () => {
  // 3 pairs that cost 2.2 s to create, cycles of 0.4 s, the next look at 20 s, a window ending at 50 s.
  const state = {
    alive: 3,
    before: 0,
    cycles: 6,
    generationMs: 2_400,
    renewMs: 2_200,
    nowMs: 10_000,
    nextLookMs: 20_000,
    windowEndMs: 50_000,
  };
  it('after its cycles, once it has measured as long as a renewal costs', () => {
    assert.equal(shouldRenew(state), true);
    assert.equal(shouldRenew({ ...state, generationMs: 2_000 }), false, 'creating would take over half the time');
    assert.equal(
      shouldRenew({ ...state, cycles: GENERATION_CYCLES - 1, generationMs: 9_000 }),
      false,
      'every pair needs its rounds in both orders first',
    );
  });
  it('not when the next generation would have no time for its own cycles, nor past the most pairs', () => {
    assert.equal(shouldRenew({ ...state, nowMs: 47_500 }), false);
    assert.equal(shouldRenew({ ...state, before: MAX_RENEWED_PAIRS - 4 }), false);
    assert.equal(shouldRenew({ ...state, before: MAX_RENEWED_PAIRS - 6 }), true);
  });
  it('not when the next look would fall due while the new sessions are created: that look comes first', () => {
    assert.equal(shouldRenew({ ...state, nextLookMs: 12_000 }), false, 'due 0.2 s before the renewal would end');
    assert.equal(shouldRenew({ ...state, nextLookMs: 12_200 }), true, 'due as the renewal ends');
    assert.equal(shouldRenew({ ...state, nextLookMs: 10_000 }), false, 'due now');
  });
  it("after a look, as long as the pairs are worth: shorter where the sessions' spread bounds the interval", () => {
    // 2 cycles of 0.4 s against 2.2 s of creating: M* = √(σ²/τ² · 2.2 s · 0.4 s / 2).
    const early = { ...state, cycles: 2, generationMs: 800 };
    assert.equal(shouldRenew(early), false, 'before any look: as long as a renewal costs');
    assert.equal(shouldRenew({ ...early, spreadRatio: 1 }), true, 'sessions differ as much as a round: M* 0.66 s');
    assert.equal(shouldRenew({ ...early, spreadRatio: 4 }), false, 'rounds noisier than sessions: M* 1.3 s');
    assert.equal(shouldRenew({ ...early, cycles: 4, generationMs: 1_500, spreadRatio: 4 }), true, 'M* 1.28 s');
    assert.equal(
      shouldRenew({ ...state, generationMs: 2_000, spreadRatio: 10_000 }),
      false,
      'never longer than a renewal costs: a run of few long pairs pays for them in its t quantile',
    );
    assert.equal(shouldRenew({ ...state, spreadRatio: 10_000 }), true);
    assert.equal(
      shouldRenew({ ...early, cycles: 1, generationMs: 400, spreadRatio: 0.01 }),
      false,
      'every pair needs its rounds in both orders first',
    );
  });
});

describe('renewalWarmCalls: a new session warms as long as the warm-up needed', () => {
  it('as many calls as each session ran in the warm-up, at most two measuring blocks', () => {
    assert.equal(renewalWarmCalls(14, 3, 8), 5, 'the 117 MB pair: 14 warm-up calls an arm over 3 sessions');
    assert.equal(renewalWarmCalls(1_500, 8, 25), 50, 'a fast model that settled slowly: two blocks');
    assert.equal(renewalWarmCalls(0, 3, 8), 1);
  });
});
