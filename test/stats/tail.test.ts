import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { guardStops, interferenceShare, steadyTailNote, type GuardContext } from '../../src/stats/guards.js';
import type { InterferenceReport } from '../../src/stats/shape.js';
import { attributeTails, coinTail, segmentsFor, splitHits, type TailSplit } from '../../src/stats/tail.js';

const report = (hits: number[], calls: number): InterferenceReport => {
  const total = hits.reduce((a, b) => a + b, 0);
  return {
    median: 100,
    bound: 200,
    hits: total,
    share: total / (hits.length * calls),
    hitsPerRound: Int32Array.from(hits),
  };
};
const calls = (rounds: number, n: number) => Int32Array.from({ length: rounds }, () => n);

describe('splitHits: steady tail or clustered interference', () => {
  it('calls hits in every round at one rate steady', () => {
    // 200 rounds × 50 calls, 3 hits each: 6 % everywhere.
    const t = splitHits(
      report(
        Array.from({ length: 200 }, () => 3),
        50,
      ),
      calls(200, 50),
    );
    assert.ok(Math.abs(t.steady - 0.06) < 1e-12);
    assert.equal(t.clustered, 0);
  });

  it('calls hits piled into a few rounds clustered, even when those rounds are spread over the run', () => {
    // Every 10th round has 30 of 50 calls hit: 6 % overall, but 90 % of rounds are clean.
    const t = splitHits(
      report(
        Array.from({ length: 200 }, (_, r) => (r % 10 === 0 ? 30 : 0)),
        50,
      ),
      calls(200, 50),
    );
    assert.ok(t.steady < 0.003, `steady ${t.steady}`);
    assert.ok(t.clustered > 0.055, `clustered ${t.clustered}`);
  });

  it('calls hits confined to one stretch of the run clustered, even when they fill its rounds', () => {
    const t = splitHits(
      report(
        Array.from({ length: 200 }, (_, r) => (r < 25 ? 24 : 0)),
        50,
      ),
      calls(200, 50),
    );
    assert.equal(t.steady, 0);
    assert.ok(Math.abs(t.clustered - 0.06) < 1e-12);
  });

  it('reads a steady rate from clean rounds when blocks are short (1 hit in most rounds is not a burst)', () => {
    // Blocks of 10 calls at a 6 % rate: ~54 % of rounds are clean, the median round has no hit at all.
    const hits = Array.from({ length: 1000 }, (_, r) => (r % 100 < 54 ? 0 : r % 100 < 87 ? 1 : 2));
    const t = splitHits(report(hits, 10), calls(1000, 10));
    assert.ok(t.steady > 0.055 && t.steady < 0.07, `steady ${t.steady}`);
    assert.ok(t.clustered < 0.01, `clustered ${t.clustered}`);
  });

  it('cuts short runs into fewer stretches of at least 5 rounds', () => {
    assert.equal(segmentsFor(20), 4);
    assert.equal(segmentsFor(9), 2);
    assert.equal(segmentsFor(1000), 8);
  });
});

describe('the tail guard', () => {
  const split = (share: number, steady: number): TailSplit => ({
    share,
    steady,
    clustered: Math.max(0, share - steady),
  });
  const context = (baseline: TailSplit, candidate: TailSplit): GuardContext => ({
    metric: 'p95',
    rounds: 200,
    callsPerArm: { baseline: 10_000, candidate: 10_000 },
    tails: { baseline, candidate },
    bimodality: 0,
    ci: [1.8, 2.2],
    noiseFloor: 0.03,
    ruled: 'regression',
    warmupSettled: true,
  });

  it('lets a steady tail in one arm be judged, and says so', () => {
    const c = context(split(0.002, 0.002), split(0.062, 0.06));
    assert.deepEqual(guardStops(c), []);
    assert.match(
      steadyTailNote(c.tails) ?? '',
      /^6\.0 % of candidate calls are at least twice its median, spread evenly/,
    );
  });

  it('blocks clustered interference of 5 % in an arm, and an uneven 1 point between arms', () => {
    const heavy = guardStops(context(split(0.06, 0), split(0.06, 0)));
    assert.match(heavy.map((s) => s.reason).join('\n'), /of baseline calls were slow calls that came in bursts/);
    const uneven = guardStops(context(split(0.001, 0), split(0.02, 0)));
    assert.match(
      uneven.map((s) => s.reason).join('\n'),
      /bursts of slow calls, as from another process, hit the two models unevenly/,
    );
    assert.deepEqual(new Set([...heavy, ...uneven].map((s) => s.guard)), new Set(['interference']));
    assert.equal(steadyTailNote(context(split(0.001, 0), split(0.02, 0)).tails), undefined);
  });

  it('blocks every decision when warm-up did not settle or the ratio drifted', () => {
    for (const metric of ['p50', 'p95'] as const) {
      const c = { ...context(split(0, 0), split(0, 0)), metric, warmupSettled: false, trend: 'the ratio drifted' };
      const stops = guardStops(c);
      assert.match(stops[0]?.reason ?? '', /^warm-up ended at its time cap before the call times settled/);
      assert.deepEqual(stops[1], { guard: 'trend', reason: 'the ratio drifted' });
      assert.deepEqual(
        stops.map((s) => s.guard),
        ['warm-up', 'trend'],
      );
    }
  });
});

describe('attributeTails: interference cannot pick an arm', () => {
  it('computes the fair-coin tail exactly', () => {
    assert.equal(coinTail(0, 10), 1);
    assert.ok(Math.abs(coinTail(10, 10) - 1 / 1024) < 1e-12);
    assert.ok(Math.abs(coinTail(9, 10) - 11 / 1024) < 1e-12);
    assert.equal(coinTail(11, 10), 0);
  });

  const none: TailSplit = { share: 0.002, steady: 0, clustered: 0.002 };
  const bursty: TailSplit = { share: 0.08, steady: 0.01, clustered: 0.06 };

  it("gives a tail that lands in the candidate's blocks alone, round after round, to the candidate", () => {
    // 30 rounds with candidate hits only, 2 with baseline hits only: far beyond a fair coin.
    const baseline = Int32Array.from({ length: 100 }, (_, r) => (r < 2 ? 1 : 0));
    const candidate = Int32Array.from({ length: 100 }, (_, r) => (r >= 50 && r < 80 ? 5 : 0));
    const tails = attributeTails({ baseline: none, candidate: bursty }, { baseline, candidate }, 0.0025);
    assert.equal(tails.candidate.own, true);
    assert.equal(tails.baseline.own, false);
    assert.equal(interferenceShare(tails, 'candidate'), 0.002, 'no more interference than the other arm shows');
    assert.match(steadyTailNote(tails) ?? '', /far more often in its own turns than in the other model's turns/);
  });

  it('leaves bursts that hit both arms about evenly to the interference guard', () => {
    const baseline = Int32Array.from({ length: 100 }, (_, r) => (r % 10 === 0 ? 3 : 0));
    const candidate = Int32Array.from({ length: 100 }, (_, r) => (r % 10 === 5 ? 3 : 0));
    const tails = attributeTails({ baseline: bursty, candidate: bursty }, { baseline, candidate }, 0.0025);
    assert.equal(tails.candidate.own, false);
    assert.equal(interferenceShare(tails, 'candidate'), 0.06);
  });
});
