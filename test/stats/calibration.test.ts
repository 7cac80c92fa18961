import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency } from '../../src/stats/analyze.js';
import {
  betweenPairFrom,
  calibrate,
  noiseFloorsFrom,
  noiseProfileSchema,
  parseNoiseProfile,
  toNoiseProfile,
  type CalibrationRun,
} from '../../src/stats/calibration.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';
import { type MetricVerdict } from '../../src/stats/types.js';

type Run = CalibrationRun['p50'];

function run(ratio: number, ci: [number, number], verdict: MetricVerdict): Run {
  return { ratio, ci, halfWidth: (ci[1] - ci[0]) / 2, verdict };
}

const opts = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.99,
  resamples: 2000,
};

describe('calibrate', () => {
  it('measures the noise floor, false-verdict rates and the smallest supportable threshold', () => {
    const p50 = [
      run(1.0, [0.99, 1.01], 'pass'),
      run(1.02, [1.015, 1.025], 'inconclusive'), // 1 lies 1.5 % below this interval
      run(0.99, [0.98, 1.0], 'pass'),
      run(1.0, [0.97, 1.04], 'pass'),
      run(0.97, [0.96, 0.98], 'improvement'), // 1 lies 1/0.98 − 1 ≈ 2.04 % above this one
      ...Array.from({ length: 5 }, () => run(1.0, [0.995, 1.005], 'pass')),
    ];
    const p95 = p50.map((a) => ({ ...a, verdict: 'regression' as const }));
    const noise = calibrate(p50.map((a, i) => ({ p50: a, p95: p95[i]! })));

    assert.equal(noise.p50.runs, 10);
    // The 90th percentile (type 1: the 9th of 10) of the outside distances [0 ×8, 0.015, 0.0204] is 0.015; the
    // bias bound exp(|mean log r| + 2.326 s/√10) − 1 of these ratios is smaller.
    const logs = p50.map((a) => Math.log(a.ratio));
    const m = logs.reduce((x, y) => x + y, 0) / 10;
    const s = Math.sqrt(logs.reduce((x, v) => x + (v - m) ** 2, 0) / 9);
    assert.ok(Math.exp(Math.abs(m) + (2.326 * s) / Math.sqrt(10)) - 1 < 0.015);
    assert.ok(Math.abs(noise.p50.noiseFloor - 0.015) < 1e-12, `${noise.p50.noiseFloor}`);
    assert.ok(Math.abs(noise.p50.maxDeviation - 0.03) < 1e-12);
    assert.equal(noise.p50.falseVerdictRate, 0.2);
    assert.equal(noise.p50.falseRegressionRate, 0);
    assert.equal(noise.p95.falseRegressionRate, 1);
    // Per run t ≥ 1.015 · max(ci[1], 1/ci[0]) − 1; the 9th of the 10 sorted values is run 4's 1.015 · 1.04 − 1.
    assert.ok(Math.abs(noise.p50.minThreshold - (1.015 * 1.04 - 1)) < 1e-12, `${noise.p50.minThreshold}`);
    assert.ok(Math.abs(noise.p50.typicalHalfWidth - 0.005) < 1e-12);
    assert.equal(noise.p50.betweenPairSd, undefined, 'no pair spreads, no τ');
  });

  it('finds a small floor and no false regressions on synthetic A/A runs', () => {
    const arm = { medianUs: 100, sigma: 0.15 };
    const runs = Array.from({ length: 20 }, (_, i) =>
      analyzeLatency(
        syntheticRounds({
          rounds: 120,
          callsPerBlock: 10,
          baseline: arm,
          candidate: arm,
          roundSigma: 0.1,
          pairs: 4,
          seed: 100 + i,
        }),
        { ...opts, seed: i },
      ),
    );
    const noise = calibrate(runs);
    for (const m of ['p50', 'p95'] as const) {
      assert.equal(noise[m].falseRegressionRate, 0);
      assert.ok(noise[m].noiseFloor < 0.02, `${m} floor ${noise[m].noiseFloor}`);
      // Four pairs give the leave-one-pair-out floor 3 degrees of freedom: p95's smallest threshold is near 15 %.
      assert.ok(noise[m].minThreshold < 0.16, `${m} min threshold ${noise[m].minThreshold}`);
    }
  });

  it('recovers a known between-session sd from A/A runs with four pairs, and weighs it by their pairs', () => {
    // Each session's log bias has sd 1 %, so a pair's log ratio (candidate bias − baseline bias) has τ = 1.41 %.
    const arm = { medianUs: 100, sigma: 0.05 };
    const runs = Array.from({ length: 30 }, (_, i) =>
      analyzeLatency(
        syntheticRounds({
          rounds: 80,
          callsPerBlock: 20,
          baseline: arm,
          candidate: arm,
          pairs: 4,
          sessionSigma: 0.01,
          seed: 500 + i,
        }),
        { ...opts, seed: i },
      ),
    );
    const noise = calibrate(runs);
    const tau = noise.p50.betweenPairSd ?? NaN;
    assert.ok(tau > 0.011 && tau < 0.018, `τ ${tau}`);
    assert.equal(noise.p50.betweenPairWeight, 60, '30 runs × 3 pair-degrees of freedom, capped');
    const profile = toNoiseProfile(noise, { createdAt: '2026-12-01T00:00:00.000Z', runner: {} });
    assert.deepEqual(betweenPairFrom(profile)?.p50, { sd: tau, weight: 60 });
  });

  it('needs at least one run', () => {
    assert.throws(() => calibrate([]), /at least one A\/A run/);
  });
});

describe('noise profile', () => {
  const metric = {
    runs: 20,
    noiseFloor: 0.012,
    maxDeviation: 0.02,
    typicalHalfWidth: 0.01,
    falseVerdictRate: 0.05,
    falseRegressionRate: 0,
    minThreshold: 0.03,
  };
  const calibration = { p50: metric, p95: { ...metric, noiseFloor: 0.04, minThreshold: 0.08 } };
  const meta = {
    createdAt: '2026-03-01T12:00:00.000Z',
    runner: { os: 'linux', cpu: 'EPYC 7763', cores: 2, label: 'ubuntu-latest' },
  };

  it('round-trips through JSON and gives analyzeLatency its floors', () => {
    const profile = toNoiseProfile(calibration, meta);
    assert.equal(profile.kind, 'latency-gate-noise-profile');
    const loaded = parseNoiseProfile(JSON.stringify(profile));
    assert.deepEqual(loaded, profile);
    assert.deepEqual(noiseFloorsFrom(loaded), { p50: 0.012, p95: 0.04 });
  });

  it('rejects a profile of another kind, version or shape with a sentence naming the field', () => {
    const profile = toNoiseProfile(calibration, meta);
    assert.throws(() => parseNoiseProfile('{'), /not valid JSON/);
    assert.throws(
      () => parseNoiseProfile(JSON.stringify({ ...profile, schemaVersion: 2 })),
      /invalid at 'schemaVersion'/,
    );
    const broken = {
      ...profile,
      metrics: { ...profile.metrics, p95: { ...profile.metrics.p95, falseVerdictRate: 3 } },
    };
    assert.throws(() => parseNoiseProfile(JSON.stringify(broken)), /invalid at 'metrics.p95.falseVerdictRate'/);
    assert.equal(noiseProfileSchema.safeParse({ ...profile, createdAt: 'yesterday' }).success, false);
  });
});
