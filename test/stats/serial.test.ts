import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency } from '../../src/stats/analyze.js';
import { poolRounds } from '../../src/stats/pool.js';
import { createRng } from '../../src/stats/prng.js';
import { batchVarianceRatio, chiSquareMeanQuantile, roundScores, serialStretch } from '../../src/stats/serial.js';
import type { Round } from '../../src/stats/types.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';

const arm = { medianUs: 100, sigma: 0.05 };
const LOOK = 0.9975;

/** 8 pairs of identical arms; with `wander`, the candidate's log call time follows a slow AR(1) of that sd. */
function rounds(wander: number, seed: number): Round[] {
  const base = syntheticRounds({ rounds: 400, callsPerBlock: 30, baseline: arm, candidate: arm, pairs: 8, seed });
  const rng = createRng(seed + 1);
  let level = 0;
  return base.map((r) => {
    level = 0.98 * level + Math.sqrt(1 - 0.98 ** 2) * wander * rng.normal();
    return { ...r, candidate: r.candidate.map((t) => t * Math.exp(level)) };
  });
}

describe('serial correlation between rounds', () => {
  it('batch ratio: a known series', () => {
    // Batch sums 4 and −4: 32 against Σ s² = 8, times B / (B − 1) = 2.
    assert.equal(batchVarianceRatio([1, 1, 1, 1, -1, -1, -1, -1], 2), 8);
    // Alternating signs cancel within every batch.
    assert.equal(batchVarianceRatio([1, -1, 1, -1, 1, -1, 1, -1], 2), 0);
    assert.equal(batchVarianceRatio([1, -1, 1], 2), 1, 'too few rounds: no ratio');
  });

  it('χ²(df)/df quantile within 1 % of the exact one', () => {
    // χ²(10) at 0.99 is 23.209; χ²(3) at 0.99 is 11.345.
    assert.ok(Math.abs(chiSquareMeanQuantile(0.99, 10) / 2.3209 - 1) < 0.01);
    assert.ok(Math.abs(chiSquareMeanQuantile(0.99, 3) / (11.345 / 3) - 1) < 0.01);
  });

  it('scores: centred within each pair; none when the calls near the quantile tie', () => {
    const pooled = poolRounds(rounds(0, 3));
    const scores = roundScores(pooled, 'p50');
    assert.ok(scores);
    for (const members of pooled.strata) {
      const sum = Array.from(members, (r) => scores[r]!).reduce((a, s) => a + s, 0);
      assert.ok(Math.abs(sum) < 1e-9, `pair sum ${sum}`);
    }
    const tied: Round[] = Array.from({ length: 40 }, () => ({
      order: 'AB',
      baseline: [5, 5, 5],
      candidate: [5, 5, 5],
    }));
    assert.equal(roundScores(poolRounds(tied), 'p50'), undefined);
  });

  it('independent rounds keep their interval; a slow one-arm wander stretches it several times', () => {
    let stretched = 0;
    for (let seed = 1; seed <= 20; seed++) {
      for (const metric of ['p50', 'p95'] as const) {
        if (serialStretch(roundScores(poolRounds(rounds(0, seed)), metric), LOOK) > 1) stretched += 1;
      }
    }
    assert.ok(stretched <= 2, `${stretched} of 40 independent analyses stretched`);
    const wandering = serialStretch(roundScores(poolRounds(rounds(0.03, 7)), 'p50'), LOOK);
    assert.ok(wandering > 2, `stretch ${wandering}`);
  });

  it('the analysis states its claim (the lower of its levels, the stretch applied) and says why it widened', () => {
    const options = {
      thresholds: { p50: 0.05, p95: 0.1 },
      noiseFloor: { p50: 0.01, p95: 0.03 },
      confidence: LOOK,
      runConfidence: 0.99,
      resamples: 2000,
      seed: 7,
    };
    const still = analyzeLatency(rounds(0, 5), options).p50.claim;
    assert.deepEqual(still, { level: 0.99, serialStretch: 1 });
    const wandering = analyzeLatency(rounds(0.03, 7), options).p50;
    assert.ok(wandering.claim.serialStretch !== null && wandering.claim.serialStretch > 2, 'stretched');
    assert.ok(
      wandering.reasons.some((r) => /neighbouring rounds were alike.*widened ×\d/.test(r)),
      'said why',
    );
    assert.ok(!analyzeLatency(rounds(0, 5), options).p50.reasons.some((r) => r.includes('neighbouring rounds')));
    assert.equal(analyzeLatency(rounds(0, 5), { ...options, runConfidence: undefined }).p50.claim.level, LOOK);
  });
});
