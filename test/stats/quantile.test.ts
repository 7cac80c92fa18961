import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createRng } from '../../src/stats/prng.js';
import { quantile, quantileRank, summarize } from '../../src/stats/quantile.js';
import { ascendingOrder } from '../../src/stats/sort.js';

describe('quantile (type 1, inverse empirical CDF)', () => {
  it('returns the observation at rank ceil(p·n)', () => {
    const calls = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100 in reverse
    assert.equal(quantile(calls, 0.5), 50);
    assert.equal(quantile(calls, 0.95), 95);
    assert.equal(quantile(calls, 0.99), 99);
    assert.equal(quantile(calls, 0), 1);
    assert.equal(quantile(calls, 1), 100);
    assert.equal(quantile([7], 0.95), 7);
  });

  it('absorbs floating error in p·n (0.95 · 1000 is rank 950, not 951)', () => {
    assert.equal(quantileRank(0.95, 1000), 950);
    assert.equal(quantileRank(0.95, 20), 19);
    assert.equal(quantileRank(0.5, 3), 2);
  });

  it('rejects levels outside [0, 1] and empty samples', () => {
    assert.throws(() => quantileRank(1.5, 10), /quantile level/);
    assert.throws(() => quantile([], 0.5), /at least one observation/);
  });

  it('does not reorder the caller’s samples', () => {
    const calls = [3, 1, 2];
    quantile(calls, 0.5);
    assert.deepEqual(calls, [3, 1, 2]);
  });
});

describe('summarize', () => {
  it('gives count, mean, quantiles and range in µs', () => {
    const calls = Array.from({ length: 200 }, (_, i) => i + 1);
    assert.deepEqual(summarize(calls), { count: 200, mean: 100.5, p50: 100, p95: 190, p99: 198, min: 1, max: 200 });
  });

  it('refuses an empty arm', () => {
    assert.throws(() => summarize([]), /empty/);
  });
});

describe('ascendingOrder (radix sort on IEEE-754 bits)', () => {
  it('orders random positive doubles like a comparator sort, keeping ties stable', () => {
    const rng = createRng(5);
    // Ties, zero, subnormal-range and huge values all order by their bits.
    const values = Float64Array.from({ length: 5000 }, (_, i) =>
      i % 7 === 0 ? 42 : i % 101 === 0 ? 0 : i % 11 === 0 ? 1e-310 * i : Math.exp(10 * rng.normal()),
    );
    const order = ascendingOrder(values);
    const expected = Array.from(values.keys()).sort((a, b) => values[a]! - values[b]! || a - b);
    assert.deepEqual(Array.from(order), expected);
  });
});

describe('createRng', () => {
  it('is reproducible from the seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => rng.next());
    };
    assert.deepEqual(draw(1), draw(1));
    assert.notDeepEqual(draw(1), draw(2));
    assert.notDeepEqual(draw(0), draw(2 ** 32)); // high bits of large seeds count
  });

  it('draws uniform counts that sum to the number of rounds', () => {
    const rng = createRng(9);
    const counts = new Int32Array(1000);
    let zeros = 0;
    for (let b = 0; b < 50; b++) {
      rng.resampleCounts(counts);
      assert.equal(
        counts.reduce((s, c) => s + c, 0),
        1000,
      );
      zeros += counts.filter((c) => c === 0).length;
    }
    // Multinomial(n, 1/n): a round is undrawn with probability (1 − 1/n)^n ≈ e^−1.
    assert.ok(Math.abs(zeros / 50_000 - Math.exp(-1)) < 0.01, `share undrawn ${zeros / 50_000}`);
  });

  it('gives standard normals', () => {
    const rng = createRng(3);
    const z = Array.from({ length: 20_000 }, () => rng.normal());
    const mean = z.reduce((s, v) => s + v, 0) / z.length;
    const variance = z.reduce((s, v) => s + (v - mean) ** 2, 0) / z.length;
    assert.ok(Math.abs(mean) < 0.03 && Math.abs(variance - 1) < 0.05, `mean ${mean}, variance ${variance}`);
  });
});
