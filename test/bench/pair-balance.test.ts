import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { generationMeasureMs, spreadRatio } from '../../src/bench/pair-balance.js';
import type { LatencyAnalysis, MetricAnalysis } from '../../src/stats/types.js';

function metric(
  verdict: MetricAnalysis['verdict'],
  withinSd: number,
  betweenSd: number,
  halfWidth = 0.05,
): MetricAnalysis {
  return {
    verdict,
    halfWidth,
    threshold: 0.05,
    noiseFloor: 0.01,
    pairs: { pairs: 12, ratios: [], withinSd, betweenSdInRun: betweenSd, betweenSd },
  } as unknown as MetricAnalysis;
}

const look = (p50: MetricAnalysis, p95: MetricAnalysis, rounds = 100) =>
  ({ p50, p95, rounds }) as Pick<LatencyAnalysis, 'p50' | 'p95' | 'rounds'>;

describe('spreadRatio: one round’s noise against the sessions’ spread', () => {
  it('is w² · R / τ² of an undecided metric', () => {
    // w = 0.5 % over 100 rounds is 5 % a round; τ = 2 %: σ²/τ² = 6.25.
    const ratio = spreadRatio(look(metric('inconclusive', 0.005, 0.02), metric('pass', 0.01, 0.02)));
    assert.ok(Math.abs((ratio ?? 0) - 6.25) < 1e-9, String(ratio));
  });
  it('serves the undecided metric furthest from its decision, and says nothing once both are decided', () => {
    const p95Further = look(metric('inconclusive', 0.005, 0.02, 0.03), metric('inconclusive', 0.02, 0.02, 0.06));
    assert.ok(Math.abs((spreadRatio(p95Further) ?? 0) - 100) < 1e-9);
    const p50Further = look(metric('inconclusive', 0.005, 0.02, 0.06), metric('inconclusive', 0.02, 0.02, 0.03));
    assert.ok(Math.abs((spreadRatio(p50Further) ?? 0) - 6.25) < 1e-9);
    assert.equal(spreadRatio(look(metric('pass', 0.005, 0.02), metric('regression', 0.02, 0.02))), undefined);
    assert.equal(spreadRatio(look(metric('inconclusive', 0.005, 0), metric('pass', 0.01, 0.02))), undefined);
  });
});

describe('generationMeasureMs: the least variance per second of the run', () => {
  it('M* = √(σ²/τ² · C · T / 2), at most the fallback', () => {
    assert.equal(generationMeasureMs(2_000, 400, 2_000, undefined), 2_000, 'before any look');
    assert.ok(Math.abs(generationMeasureMs(2_000, 400, 2_000, 1) - Math.sqrt(400_000)) < 1e-9);
    assert.equal(generationMeasureMs(2_000, 400, 2_000, 1_000), 2_000);
  });
  it('minimises (τ² + σ²/n)(c + n·t) over n, the rounds a pair', () => {
    // A generation of 3 pairs, 2.4 s to create (c = 0.8 s a pair), rounds of 0.1 s (cycles of 0.6 s); σ²/τ² = 2.
    const [pairs, createMs, roundMs, ratio] = [3, 2_400, 100, 2];
    const n = generationMeasureMs(createMs, 2 * pairs * roundMs, Infinity, ratio) / (pairs * roundMs);
    const cost = (k: number) => (1 + ratio / k) * (createMs / pairs + k * roundMs);
    for (const other of [n * 0.8, n * 1.25]) assert.ok(cost(n) < cost(other), `${n} rounds beat ${other}`);
  });
});
