import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { estimatePlan, shardCount } from '../../src/shards/estimate.js';
import { partition, planDigest, shardShare } from '../../src/shards/partition.js';

const models = (n: number, prefix = 'models') =>
  Array.from({ length: n }, (_, i) => `${prefix}/m${String(i).padStart(3, '0')}.onnx`);

/** A seeded shuffle, so "any order" is tested without a clock. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function shardOfEach(shards: string[][]): Map<string, number> {
  return new Map(shards.flatMap((paths, i) => paths.map((p) => [p, i] as const)));
}

describe('the partition of changed models into shards', () => {
  it('puts every model in exactly one shard, whatever order the list arrives in', () => {
    for (const [n, k] of [
      [1, 1],
      [7, 3],
      [12, 4],
      [40, 4],
      [41, 5],
      [3, 3],
    ] as const) {
      const list = models(n);
      const shards = partition(list, k);
      assert.equal(shards.length, k);
      assert.deepEqual(shards.flat().sort(), [...list].sort(), `${n} models in ${k} shards`);
      for (const seed of [1, 2, 3]) assert.deepEqual(partition(shuffled(list, seed), k), shards, 'order-free');
      assert.deepEqual(partition(list, k), shards, 'deterministic');
    }
  });

  it('balances the shards: sizes differ by at most one model', () => {
    for (let n = 1; n <= 64; n++)
      for (let k = 1; k <= Math.min(n, 8); k++) {
        const sizes = partition(models(n), k).map((s) => s.length);
        assert.ok(Math.max(...sizes) - Math.min(...sizes) <= 1, `${n} in ${k}: ${sizes.join(',')}`);
        assert.ok(Math.min(...sizes) >= 1, `no empty shard when there are enough models: ${n} in ${k}`);
      }
  });

  it('adding one model moves at most count − 1 of the others', () => {
    for (const k of [2, 4, 6])
      for (let n = k; n <= 40; n++) {
        const list = models(n);
        const before = shardOfEach(partition(list, k));
        for (const added of ['models/a-first.onnx', 'models/m005x.onnx', 'models/zz-last.onnx']) {
          const after = shardOfEach(partition([...list, added], k));
          const moved = list.filter((p) => before.get(p) !== after.get(p)).length;
          assert.ok(moved <= k - 1, `${n}+1 models in ${k} shards: ${moved} moved`);
        }
      }
  });

  it('a shard is its slice of the one partition; more shards than models leave one empty', () => {
    const list = models(10);
    assert.deepEqual(shardShare(list, { index: 2, count: 3 }), partition(list, 3)[1]);
    assert.deepEqual(
      [1, 2, 3].map((index) => shardShare(models(2), { index, count: 3 }).length),
      [0, 1, 1],
    );
  });

  it('digests the list, not its order; another list has another digest', () => {
    const list = models(5);
    assert.equal(planDigest(shuffled(list, 7)), planDigest(list));
    assert.notEqual(planDigest(list.slice(1)), planDigest(list));
    // Length prefixes: the same characters split differently are another list.
    assert.notEqual(planDigest(['a\nb', 'c']), planDigest(['a', 'b\nc']));
    assert.match(planDigest([]), /^sha256:[0-9a-f]{64}$/);
  });
});

describe('the plan estimate', () => {
  const budget = { maxDurationMs: 10_000, minDurationMs: 1_000 };

  it('chooses one shard per model up to max-shards, and says how many the per-run cap needs', () => {
    assert.deepEqual(shardCount(0, 4), { count: 0, needed: 0 });
    assert.deepEqual(shardCount(3, 4), { count: 3, needed: 1 });
    assert.deepEqual(shardCount(40, 4), { count: 4, needed: 4 });
    assert.deepEqual(shardCount(41, 4), { count: 4, needed: 5 });
  });

  it('estimates the longest shard below the single runner in proportion to the shard count', () => {
    const plan = estimatePlan(
      models(12).map((path) => ({ path, bytes: 1_000_000 })),
      4,
      budget,
    );
    assert.equal(plan.shards.length, 4);
    assert.deepEqual(
      plan.shards.map((s) => s.shard),
      ['1/4', '2/4', '3/4', '4/4'],
    );
    assert.equal(plan.models.length, 12);
    // Every model gets its budget floor either way, so four shards of three take a quarter of twelve.
    assert.equal(plan.shardedMs * 4, plan.singleRunnerMs);
    const none = estimatePlan([], 0, budget);
    assert.deepEqual(none.shards, []);
    assert.equal(none.shardedMs, 0);
  });

  it('a larger file costs more to load', () => {
    const plan = estimatePlan(
      [
        { path: 'a.onnx', bytes: 0 },
        { path: 'b.onnx', bytes: 500_000_000 },
      ],
      2,
      budget,
    );
    const [a, b] = plan.models;
    assert.ok(a && b && b.estimatedMs > a.estimatedMs);
  });
});
