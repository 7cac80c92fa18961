// Synthetic histories with known answers: a single step, a slow creep, a flat noisy history, over many seeds.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eDivisive, splitDivergence } from '../../src/stats/change-point.js';
import { E_DIVISIVE_DEFAULTS } from '../../src/stats/policy.js';
import { bestHinge, bestStep, mannKendall } from '../../src/stats/creep.js';
import { createRng } from '../../src/stats/prng.js';
import { analyzeTrend } from '../../src/stats/trend.js';

/** `n` entries around `level` ms with multiplicative noise of `noise` (lognormal sd), shaped by `factor(i)`. */
function history(n: number, seed: number, noise: number, factor: (i: number) => number, level = 10): number[] {
  const rng = createRng(seed);
  return Array.from({ length: n }, (_, i) => level * factor(i) * Math.exp(noise * rng.normal()));
}

const SEEDS = Array.from({ length: 40 }, (_, i) => 1000 + i * 7919);

describe('E-divisive means', () => {
  it('q̂ is zero-centred for identical halves and grows with the gap between them', () => {
    assert.equal(splitDivergence([1, 1, 1, 1, 1, 1], 0, 3, 6), 0);
    const small = splitDivergence([1, 1, 1, 2, 2, 2], 0, 3, 6);
    const large = splitDivergence([1, 1, 1, 5, 5, 5], 0, 3, 6);
    assert.ok(small > 0 && large > small, `${small} < ${large}`);
    // 2/(m k) Σ|x−y| with m = k = 3 and every |x − y| = 1: ê = 2, q̂ = 9/6 · 2 = 3.
    assert.equal(small, 3);
  });

  it('finds a clean step at its first entry, and nothing in a constant series', () => {
    const step = [...Array(10).fill(1), ...Array(10).fill(2)] as number[];
    const found = eDivisive(step, { ...E_DIVISIVE_DEFAULTS, seed: 1 });
    assert.deepEqual(
      found.map((f) => f.index),
      [10],
    );
    assert.ok(found[0]!.pValue <= 0.01);
    assert.deepEqual(eDivisive(Array(20).fill(3) as number[], { ...E_DIVISIVE_DEFAULTS, seed: 1 }), []);
  });

  it('gives the same answer for the same seed', () => {
    const values = history(25, 5, 0.02, (i) => (i >= 12 ? 1.05 : 1));
    const a = eDivisive(values, { ...E_DIVISIVE_DEFAULTS, seed: 9 });
    const b = eDivisive(values, { ...E_DIVISIVE_DEFAULTS, seed: 9 });
    assert.deepEqual(a, b);
  });
});

describe('creep building blocks', () => {
  it('Mann-Kendall: S counts ordered pairs; a monotone series of 10 is significant, a constant one is not', () => {
    const rising = Array.from({ length: 10 }, (_, i) => i);
    const mk = mannKendall(rising);
    assert.equal(mk.s, 45);
    assert.ok(mk.pValue < 0.001, String(mk.pValue));
    assert.equal(mannKendall(Array(10).fill(1) as number[]).pValue, 1);
  });

  it('a ramp is fitted better by a hinge than by a step; a step better by a step', () => {
    const ramp = Array.from({ length: 15 }, (_, i) => i * 0.02);
    const jump = Array.from({ length: 15 }, (_, i) => (i >= 8 ? 0.08 : 0));
    assert.ok(bestHinge(ramp, 4)!.sse < bestStep(ramp, 3)!.sse);
    assert.ok(bestStep(jump, 3)!.sse < bestHinge(jump, 4)!.sse);
    assert.equal(bestStep(jump, 3)!.index, 8);
  });
});

describe('history trends with known change points', () => {
  it('a single +8 % step is flagged at the entry where it happened, for every seed', () => {
    const misses: string[] = [];
    for (const seed of SEEDS) {
      const values = history(20, seed, 0.01, (i) => (i >= 11 ? 1.08 : 1));
      const found = analyzeTrend(values, 0.05, seed);
      const indices = found.changes.map((c) => c.index);
      if (indices.join() !== '11' || found.creep)
        misses.push(`seed ${seed}: ${indices.join()} creep ${found.creep?.start}`);
    }
    assert.deepEqual(misses, []);
  });

  it('a creep of +2 % per entry over 15 entries is flagged as a creep from its first entries, past 5 % at the fourth to sixth entry', () => {
    const misses: string[] = [];
    for (const seed of SEEDS) {
      const values = history(15, seed, 0.01, (i) => 1.02 ** i);
      const found = analyzeTrend(values, 0.05, seed);
      const c = found.creep;
      if (!c || c.start > 2 || c.crossedAt < 3 || c.crossedAt > 5 || found.changes.length > 0)
        misses.push(`seed ${seed}: ${JSON.stringify(found)}`);
    }
    assert.deepEqual(misses, []);
  });

  it('a creep that starts after ten flat entries is dated to where it starts', () => {
    const misses: string[] = [];
    for (const seed of SEEDS) {
      const values = history(25, seed, 0.01, (i) => (i < 10 ? 1 : 1.02 ** (i - 9)));
      const c = analyzeTrend(values, 0.05, seed).creep;
      if (!c || Math.abs(c.start - 9) > 1) misses.push(`seed ${seed}: ${JSON.stringify(c)}`);
    }
    assert.deepEqual(misses, []);
  });

  it('a flat noisy history is never flagged', () => {
    const flags: string[] = [];
    for (const noise of [0.01, 0.03]) {
      for (const seed of SEEDS) {
        const values = history(30, seed, noise, () => 1);
        const found = analyzeTrend(values, 0.05, seed);
        if (found.changes.length > 0 || found.creep)
          flags.push(`noise ${noise} seed ${seed}: ${JSON.stringify(found)}`);
      }
    }
    assert.deepEqual(flags, []);
  });

  it('too short a history is drawn but not judged', () => {
    assert.deepEqual(analyzeTrend([1, 2, 3, 4, 5, 6, 7], 0.05, 1), { judged: 0, changes: [], creep: null });
  });
});
