import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency } from '../../src/stats/analyze.js';
import { ratioTrend, trendReason } from '../../src/stats/drift.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';

const arm = { medianUs: 100, sigma: 0.05 };
const options = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.9975,
  resamples: 2000,
  seed: 1,
};

describe('trend in per-round ratios', () => {
  it('finds a candidate that slows by 5 % across the run, and decides nothing on it', () => {
    const rounds = syntheticRounds({
      rounds: 300,
      callsPerBlock: 10,
      baseline: arm,
      candidate: arm,
      roundSigma: 0.05,
      pairs: 4,
      trend: Math.log(1.05),
      seed: 2,
    });
    const trend = ratioTrend(rounds)!;
    assert.ok(trend.z > 5, `z ${trend.z}`);
    assert.ok(trend.end / trend.start > 1.015, `${trend.start} → ${trend.end}`);
    const a = analyzeLatency(rounds, options);
    for (const m of [a.p50, a.p95]) {
      assert.equal(m.verdict, 'inconclusive');
      assert.match(
        m.reasons[0] ?? '',
        /^the candidate\/baseline ratio drifted during the run \(per-round median ratio ×[01]\.\d{3} in the first third, ×1\.0\d\d in the last/,
      );
    }
  });

  it('ignores the noise of a steady run, and a significant drift smaller than the noise floor', () => {
    const steady = syntheticRounds({
      rounds: 300,
      callsPerBlock: 10,
      baseline: arm,
      candidate: arm,
      roundSigma: 0.05,
      pairs: 4,
      seed: 3,
    });
    assert.equal(trendReason(ratioTrend(steady), 0.9975, 0.01), undefined);
    assert.equal(trendReason({ rho: 0.9, z: 20, start: 1, end: 1.005 }, 0.9975, 0.01), undefined);
    assert.match(trendReason({ rho: 0.9, z: 20, start: 1, end: 1.02 }, 0.9975, 0.01) ?? '', /drifted/);
    assert.equal(trendReason({ rho: 0.1, z: 2, start: 1, end: 1.02 }, 0.9975, 0.01), undefined);
  });

  it('blocks only a drift that crosses a boundary of the verdict: a stable −32 % creeping to −31 % is still an improvement', () => {
    const real = { rho: 0.9, z: 20 };
    assert.equal(trendReason({ ...real, start: 0.669, end: 0.68 }, 0.9975, 0.01, 0.05), undefined);
    assert.equal(trendReason({ ...real, start: 1.06, end: 1.09 }, 0.9975, 0.01, 0.05), undefined);
    assert.match(trendReason({ ...real, start: 1.0, end: 1.08 }, 0.9975, 0.01, 0.05) ?? '', /across a boundary/);
    assert.match(trendReason({ ...real, start: 0.94, end: 0.965 }, 0.9975, 0.01, 0.05) ?? '', /drifted/);
  });

  it("judges another metric by the same move centred on that metric's own estimate and boundaries", () => {
    // Measured on a model whose slow path 10 % of calls take: the p50 crept ×1.047 → ×1.064 over a 90 s run.
    const crept = { rho: 0.14, z: 4.4, start: 1.047, end: 1.064 };
    assert.match(trendReason(crept, 0.9975, 0.01, 0.05) ?? '', /across a boundary/);
    const p95 = { metric: 'p95', noiseFloor: 0.03, threshold: 0.1 };
    assert.equal(trendReason(crept, 0.9975, 0.01, 0.05, { ...p95, ratio: 1.32 }), undefined);
    const near = trendReason(crept, 0.9975, 0.01, 0.05, { ...p95, ratio: 1.095 });
    assert.match(near ?? '', /moves the p95 ratio over ×1\.086-×1\.104, across a boundary/);
    assert.match(trendReason(crept, 0.9975, 0.01, 0.05, { ...p95, ratio: 1.025 }) ?? '', /across a boundary/);
  });

  it('lets a large stable improvement with a creeping ratio be called one', () => {
    const rounds = syntheticRounds({
      rounds: 300,
      callsPerBlock: 10,
      baseline: arm,
      candidate: { ...arm, medianUs: 66.9 },
      roundSigma: 0.05,
      pairs: 8,
      trend: Math.log(0.68 / 0.669),
      seed: 5,
    });
    assert.equal(analyzeLatency(rounds, options).p50.verdict, 'improvement');
  });

  // Renewed pairs (src/bench/child/pair-renewal.ts): 8 generations of 3 pairs, 12 rounds each, one after another;
  // `rising` adds to each generation's candidate sessions a bias that grows with the generation.
  const renewed = (trend: number, seed: number, rising = 0) =>
    Array.from({ length: 8 }, (_, g) =>
      syntheticRounds({
        rounds: 12,
        callsPerBlock: 8,
        baseline: arm,
        candidate: arm,
        roundSigma: 0.02,
        pairs: 3,
        sessionSigma: 0.03,
        trend,
        seed: seed + g,
      }).map((r) => ({
        ...r,
        candidate: r.candidate.map((t) => t * Math.exp(rising * (g - 3.5))),
        pair: 3 * g + (r.pair ?? 0),
      })),
    ).flat();

  it("takes each round against its own pair's: renewed pairs' biases, one stretch of the run each, are no drift", () => {
    for (const seed of [10, 20, 30, 40, 50]) {
      const trend = ratioTrend(renewed(0, seed))!;
      assert.ok(Math.abs(trend.z) < 3.02, `seed ${seed}: z ${trend.z}`);
      assert.equal(trendReason(trend, 0.9975, 0.01, 0.05), undefined);
    }
    // Generations whose biases happen to rise with time (±3.5 %): one correlation over the run, as if every
    // round were of one pair, calls that a drift; within the pairs it is none.
    const rising = renewed(0, 10, 0.01);
    const asOnePair = ratioTrend(rising.map((r) => ({ ...r, pair: 0 })));
    assert.match(trendReason(asOnePair, 0.9975, 0.01, 0.05) ?? '', /drifted/);
    assert.equal(trendReason(ratioTrend(rising), 0.9975, 0.01, 0.05), undefined);
  });

  it('still finds a ratio that drifts within every session, renewed or not', () => {
    const trend = ratioTrend(renewed(Math.log(1.08), 60))!;
    assert.ok(trend.z > 5, `z ${trend.z}`);
    assert.ok(trend.end / trend.start > 1.03, `${trend.start} → ${trend.end}`);
    assert.match(trendReason(trend, 0.9975, 0.01, 0.05) ?? '', /drifted/);
  });

  it('needs a few rounds before it says anything', () => {
    assert.equal(
      ratioTrend(syntheticRounds({ rounds: 5, callsPerBlock: 3, baseline: arm, candidate: arm, seed: 1 })),
      undefined,
    );
  });
});
