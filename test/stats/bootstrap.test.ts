import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../src/stats/prng.js';
import { poolRounds } from '../../src/stats/pool.js';
import { quantile } from '../../src/stats/quantile.js';
import { replicatesNeeded } from '../../src/stats/bootstrap.js';
import { ratioInterval } from '../helpers/ratio-interval.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';
import { type Round } from '../../src/stats/types.js';
import { bootstrapRatios } from '../../src/stats/bootstrap.js';

/** Rounds of uneven block sizes with many tied times, to stress the weighted walk. */
function raggedRounds(seed: number, count: number): Round[] {
  const rng = createRng(seed);
  const block = () => Array.from({ length: 1 + rng.int(12) }, () => Math.round(100 * Math.exp(0.3 * rng.normal())));
  return Array.from({ length: count }, () => ({
    order: rng.next() < 0.5 ? 'AB' : 'BA',
    baseline: block(),
    candidate: block(),
  }));
}

/** The obvious implementation: copy each drawn round's calls `count` times, pool, sort, take the quantile. */
function naiveReplicates(rounds: Round[], level: number, resamples: number, seed: number): number[] {
  const rng = createRng(seed);
  const counts = new Int32Array(rounds.length);
  const ratios: number[] = [];
  for (let b = 0; b < resamples; b++) {
    rng.resampleCounts(counts);
    const pool = (arm: 'baseline' | 'candidate') =>
      rounds.flatMap((round, r) => Array.from({ length: counts[r]! }, () => round[arm]).flat());
    ratios.push(quantile(pool('candidate'), level) / quantile(pool('baseline'), level));
  }
  return ratios.sort((a, b) => a - b);
}

const quiet = { medianUs: 100, sigma: 0.1 };

describe('round bootstrap', () => {
  it('equals pooling and sorting the drawn rounds, replicate for replicate', () => {
    for (const seed of [1, 2, 3]) {
      const rounds = raggedRounds(seed, 30 + seed * 7);
      const fast = bootstrapRatios(poolRounds(rounds), ['p50', 'p95'], 300, seed);
      assert.deepEqual(Array.from(fast.get('p50')!), naiveReplicates(rounds, 0.5, 300, seed));
      assert.deepEqual(Array.from(fast.get('p95')!), naiveReplicates(rounds, 0.95, 300, seed));
    }
  });

  it('finds ratio ≈ 1 with an interval holding 1 for identical arms', () => {
    const rounds = syntheticRounds({
      rounds: 200,
      callsPerBlock: 10,
      baseline: quiet,
      candidate: quiet,
      roundSigma: 0.1,
      seed: 6,
    });
    for (const metric of ['p50', 'p95'] as const) {
      const r = ratioInterval(rounds, metric, { confidence: 0.99, resamples: 2000, seed: 1 });
      assert.ok(Math.abs(r.ratio - 1) < 0.03, `${metric} ratio ${r.ratio}`);
      assert.ok(r.ci[0] < 1 && 1 < r.ci[1], `${metric} ci ${r.ci}`);
    }
  });

  it('centres the interval on 1.3 when the candidate is 1.3× slower', () => {
    const rounds = syntheticRounds({
      rounds: 200,
      callsPerBlock: 10,
      baseline: quiet,
      candidate: { medianUs: 130, sigma: 0.1 },
      roundSigma: 0.1,
      seed: 5,
    });
    for (const metric of ['p50', 'p95'] as const) {
      const r = ratioInterval(rounds, metric, { confidence: 0.99, resamples: 2000, seed: 1 });
      assert.ok(r.ci[0] < 1.3 && 1.3 < r.ci[1], `${metric} ci ${r.ci}`);
      assert.ok(r.ci[0] > 1.25 && r.ci[1] < 1.35, `${metric} ci ${r.ci} should be narrow`);
    }
  });

  it('is reproducible from the seed', () => {
    const rounds = raggedRounds(8, 50);
    const options = { confidence: 0.95, resamples: 500, seed: 42 };
    assert.deepEqual(ratioInterval(rounds, 'p95', options), ratioInterval(rounds, 'p95', options));
    assert.deepEqual(ratioInterval(rounds, 'p95', options), ratioInterval(poolRounds(rounds), 'p95', options));
    assert.notDeepEqual(
      ratioInterval(rounds, 'p95', options).ci,
      ratioInterval(rounds, 'p95', { ...options, seed: 43 }).ci,
    );
  });

  it('draws enough replicates for at least 10 in each tail', () => {
    assert.equal(replicatesNeeded(0.99, 2000), 2000);
    assert.equal(replicatesNeeded(0.99, 500), 2000);
    assert.equal(replicatesNeeded(0.9975, 2000), 8000);
    const r = ratioInterval(raggedRounds(1, 20), 'p50', { confidence: 0.9975, resamples: 100, seed: 1 });
    assert.equal(r.resamples, 8000);
  });

  it('names the round and arm of an impossible call time', () => {
    const rounds: Round[] = [{ order: 'AB', baseline: [10, 11], candidate: [12, 0] }];
    assert.throws(() => poolRounds(rounds), /round 0 candidate has 0/);
    assert.throws(() => poolRounds([{ order: 'BA', baseline: [], candidate: [1] }]), /round 0 has no baseline calls/);
    assert.throws(() => poolRounds([]), /no rounds/);
  });

  it('prints how long 2,000 rounds × 150 calls with 2,000 resamples take', () => {
    const rounds = syntheticRounds({
      rounds: 2000,
      callsPerBlock: 150,
      baseline: quiet,
      candidate: { medianUs: 103, sigma: 0.1 },
      roundSigma: 0.05,
      seed: 6,
    });
    const options = { confidence: 0.99, resamples: 2000, seed: 1 };
    ratioInterval(rounds.slice(0, 50), 'p50', options); // warm the JIT so the print shows steady state
    const started = performance.now();
    const pooled = poolRounds(rounds);
    const pooledMs = performance.now() - started;
    const p50 = ratioInterval(pooled, 'p50', options);
    const p50Ms = performance.now() - started - pooledMs;
    const p95 = ratioInterval(pooled, 'p95', options);
    const totalMs = performance.now() - started;
    console.log(
      `ratioInterval, 2,000 rounds × 150 calls per arm (300,000 calls), 2,000 resamples: pool+sort ${pooledMs.toFixed(0)} ms, ` +
        `p50 ${p50Ms.toFixed(0)} ms, p95 ${(totalMs - pooledMs - p50Ms).toFixed(0)} ms, total ${totalMs.toFixed(0)} ms`,
    );
    assert.ok(p50.ci[0] < 1.03 && 1.03 < p50.ci[1] && p95.ci[0] < 1.03 && 1.03 < p95.ci[1]);
  });
});
