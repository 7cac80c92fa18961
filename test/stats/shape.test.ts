import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { bimodalityCoefficient, interference, roundInterference } from '../../src/stats/shape.js';
import { BIMODALITY_CUTOFF } from '../../src/stats/policy.js';
import { createRng } from '../../src/stats/prng.js';
import { syntheticRounds, type SyntheticArm } from '../fixtures/synthetic-rounds.js';

describe('bimodalityCoefficient', () => {
  const rng = createRng(17);
  const n = 4000;

  it('scores one normal near 1/3 and a uniform near 5/9', () => {
    const normal = Array.from({ length: n }, () => rng.normal());
    const uniform = Array.from({ length: n }, () => rng.next());
    assert.ok(Math.abs(bimodalityCoefficient(normal) - 1 / 3) < 0.03);
    assert.ok(Math.abs(bimodalityCoefficient(uniform) - 5 / 9) < 0.03);
  });

  it('scores two separated modes above the cut-off, even unbalanced ones', () => {
    const balanced = Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 0 : 6) + rng.normal());
    const unbalanced = Array.from({ length: n }, (_, i) => (i % 10 === 0 ? 8 : 0) + rng.normal());
    assert.ok(bimodalityCoefficient(balanced) > 0.7);
    assert.ok(bimodalityCoefficient(unbalanced) > BIMODALITY_CUTOFF);
  });

  it('scores a constant or tiny sample 0', () => {
    assert.equal(bimodalityCoefficient(Array(50).fill(1.02)), 0);
    assert.equal(bimodalityCoefficient([1, 2, 3]), 0);
  });
});

describe('interference', () => {
  it('counts calls beyond median + max(5 robust σ, median)', () => {
    const rng = createRng(2);
    const calls = Array.from({ length: 10_000 }, (_, i) => (i % 25 === 0 ? 1000 : 100 * Math.exp(0.05 * rng.normal())));
    const report = interference(calls);
    assert.equal(report.hits, 400);
    assert.equal(report.share, 0.04);
    assert.ok(Math.abs(report.bound - 200) < 2, `bound ${report.bound}`); // 5 σ ≈ 25 µs < median
  });

  it('uses 5 robust σ for a wide distribution, so its own tail is not interference', () => {
    const rng = createRng(3);
    const calls = Array.from({ length: 10_000 }, () => 100 * Math.exp(0.3 * rng.normal()));
    const report = interference(calls);
    assert.ok(report.bound > 230, `bound ${report.bound}`);
    assert.ok(report.share < 0.005, `share ${report.share}`);
  });

  it('never flags calls within two timer ticks of the median', () => {
    const calls = [10, 10, 10, 10, 25, 25];
    assert.equal(interference(calls, 1).hits, 2);
    assert.equal(interference(calls, 10).hits, 0);
  });
});

describe('roundInterference', () => {
  const arm: SyntheticArm = { medianUs: 100, sigma: 0.05 };
  const data = (candidate: SyntheticArm = arm) =>
    syntheticRounds({ rounds: 40, callsPerBlock: 10, baseline: arm, candidate, seed: 4 });

  it('does not count a round that ran slow in both arms: interleaving cancels it', () => {
    const slowRound = data().map((round, r) =>
      r === 7
        ? { ...round, baseline: round.baseline.map((t) => 3 * t), candidate: round.candidate.map((t) => 3 * t) }
        : round,
    );
    const pooled = interference(slowRound.flatMap((round) => round.baseline));
    assert.equal(pooled.share, 0.025, 'pooled over rounds, the slow round looks like interference');
    const hits = roundInterference(slowRound);
    assert.equal(hits.baseline.hits + hits.candidate.hits, 0);
  });

  it('does not count a uniformly slower candidate', () => {
    const hits = roundInterference(data({ medianUs: 200, sigma: 0.05 }));
    assert.equal(hits.candidate.hits, 0);
  });

  it('counts calls hit one by one in one arm', () => {
    const spiky = { ...arm, spikeShare: 0.05, spikeFactor: 4 };
    const hits = roundInterference(
      syntheticRounds({ rounds: 200, callsPerBlock: 10, baseline: arm, candidate: spiky, seed: 4 }),
    );
    assert.equal(hits.baseline.hits, 0);
    assert.ok(hits.candidate.share > 0.04 && hits.candidate.share < 0.06, `share ${hits.candidate.share}`);
  });
});
