import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency } from '../../src/stats/analyze.js';
import {
  calibrate,
  noiseFloorsFrom,
  noiseProfileSchema,
  parseNoiseProfile,
  toNoiseProfile,
} from '../../src/stats/calibration.js';
import { syntheticRounds } from '../../src/stats/synthetic.js';
import { type MetricAnalysis, type MetricVerdict } from '../../src/stats/types.js';

function run(ratio: number, ci: [number, number], verdict: MetricVerdict): MetricAnalysis {
  return {
    metric: 'p50',
    baseline: 100,
    candidate: 100 * ratio,
    ratio,
    ci,
    confidence: 0.99,
    threshold: 0.05,
    noiseFloor: 0.01,
    halfWidth: (ci[1] - ci[0]) / 2,
    minDetectable: 0.05,
    verdict,
    reasons: [],
    resamples: 2000,
  };
}

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
    const p95 = p50.map((a) => ({ ...a, metric: 'p95' as const, verdict: 'regression' as const }));
    const noise = calibrate(p50.map((a, i) => ({ p50: a, p95: p95[i]! })));

    assert.equal(noise.p50.runs, 10);
    assert.ok(Math.abs(noise.p50.noiseFloor - (1 / 0.98 - 1)) < 1e-12);
    assert.ok(Math.abs(noise.p50.maxDeviation - 0.03) < 1e-12);
    assert.equal(noise.p50.falseVerdictRate, 0.2);
    assert.equal(noise.p50.falseRegressionRate, 0);
    assert.equal(noise.p95.falseRegressionRate, 1);
    // 90th percentile of ci[1] − 1 over the runs is 0.025, above the noise floor of ~0.0204.
    assert.ok(Math.abs(noise.p50.minThreshold - 0.025) < 1e-12, `${noise.p50.minThreshold}`);
    assert.ok(Math.abs(noise.p50.typicalHalfWidth - 0.005) < 1e-12);
  });

  it('finds a small floor and no false regressions on synthetic A/A runs', () => {
    const arm = { medianUs: 100, sigma: 0.15 };
    const runs = Array.from({ length: 20 }, (_, i) =>
      analyzeLatency(
        syntheticRounds({
          rounds: 60,
          callsPerBlock: 10,
          baseline: arm,
          candidate: arm,
          roundSigma: 0.1,
          seed: 100 + i,
        }),
        {
          thresholds: { p50: 0.05, p95: 0.1 },
          noiseFloor: { p50: 0.01, p95: 0.03 },
          confidence: 0.99,
          resamples: 2000,
          seed: i,
        },
      ),
    );
    const noise = calibrate(runs);
    for (const m of ['p50', 'p95'] as const) {
      assert.equal(noise[m].falseRegressionRate, 0);
      assert.ok(noise[m].noiseFloor < 0.01, `${m} floor ${noise[m].noiseFloor}`);
      assert.ok(noise[m].minThreshold < 0.1, `${m} min threshold ${noise[m].minThreshold}`);
    }
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
