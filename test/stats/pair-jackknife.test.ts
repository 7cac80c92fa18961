import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { harrellDavis, jackknifeSe, leaveOneOutFloor, leaveOnePairOut } from '../../src/stats/pair-jackknife.js';
import { poolRounds } from '../../src/stats/pool.js';
import { quantileOfSorted } from '../../src/stats/quantile.js';
import type { Round } from '../../src/stats/types.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';

const arm = { medianUs: 100, sigma: 0.05 };
const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.9975,
  runConfidence: 0.99,
  resamples: 2000,
  seed: 5,
};

/** 8 identical pairs; the candidate session of pair 3 runs `outlier` times slower (a session that landed badly). */
function withOutlier(outlier: number): Round[] {
  const rounds = syntheticRounds({ rounds: 320, callsPerBlock: 30, baseline: arm, candidate: arm, pairs: 8, seed: 21 });
  return rounds.map((r) => (r.pair === 3 ? { ...r, candidate: r.candidate.map((t) => t * outlier) } : r));
}

describe('leave one session pair out', () => {
  it('gives the jackknife standard error of a known set of leave-out estimates', () => {
    // Mean 0.25, squared deviations 3 · 0.0625 + 0.5625 = 0.75, times (K − 1)/K = 3/4: 0.5625, root 0.75.
    assert.ok(Math.abs(jackknifeSe([0, 0, 0, 1]) - 0.75) < 1e-12);
    assert.equal(jackknifeSe([0.3]), 0);
  });

  it('returns one estimate per pair, each near the pooled ratio when the pairs agree', () => {
    const leaveOut = leaveOnePairOut(poolRounds(withOutlier(1)), 'p50');
    assert.equal(leaveOut.length, 8);
    for (const log of leaveOut) assert.ok(Math.abs(log) < 0.01, `leave-out log ratio ${log}`);
  });

  it('moves only the outlier pair’s own leave-out estimate, by about the outlier’s pull on the pooled p95', () => {
    const pooled = poolRounds(withOutlier(1.3));
    const leaveOut = leaveOnePairOut(pooled, 'p95');
    const lowest = Math.min(...leaveOut);
    assert.equal(leaveOut.indexOf(lowest), 3, 'leaving out pair 3 drops the ratio most');
    // The floor at the run's level covers the pooled ratio's whole pull away from the true 1.
    const pull = Math.max(...leaveOut);
    assert.ok(leaveOneOutFloor(leaveOut, 0.99, 7, 3) > pull, 'the floor reaches past the outlier’s pull');
  });

  it('sets no floor with fewer pairs than it can trust', () => {
    assert.equal(leaveOneOutFloor([0.1, -0.1], 0.99, 1, 3), 0);
  });

  it('keeps one outlier candidate session from making a p95 regression of identical models', () => {
    const analysis = analyzeLatency(withOutlier(1.3), options);
    assert.notEqual(analysis.p95.verdict, 'regression', analysis.p95.reasons.join('; '));
    assert.notEqual(analysis.p50.verdict, 'regression', analysis.p50.reasons.join('; '));
  });
});

describe('the leave-outs’ Harrell-Davis quantile', () => {
  const ascending = (values: number[]) => Float64Array.from(values).sort();

  it('is the value of a constant sample, the middle of a symmetric one and the call of a single one', () => {
    assert.equal(harrellDavis(new Float64Array(40).fill(7), 0.95), 7);
    assert.ok(Math.abs(harrellDavis(ascending(Array.from({ length: 999 }, (_, i) => i + 1)), 0.5) - 500) < 1e-9);
    assert.equal(harrellDavis(ascending([3]), 0.95), 3);
  });

  it('moves smoothly where p95 lies between the model’s calls and a runner’s slow episode', () => {
    // 950 calls of 99-101 µs and 50 slow ones of 125-135 µs: p95 sits in the gap between them.
    const fast = Array.from({ length: 950 }, (_, i) => 99 + (2 * i) / 949);
    const slow = Array.from({ length: 50 }, (_, i) => 125 + (10 * i) / 49);
    const all = ascending([...fast, ...slow]);
    const without = ascending([...fast.slice(20), ...slow]); // one pair's 20 fast calls left out
    const jump = (q: (s: Float64Array) => number) => Math.abs(Math.log(q(without) / q(all)));
    assert.ok(jump((s) => quantileOfSorted(s, 0.95)) > 0.2, 'the single call jumps across the gap');
    assert.ok(jump((s) => harrellDavis(s, 0.95)) < 0.02, 'the weighted order statistics do not');
  });
});

describe('one or two session pairs', () => {
  it('say why they leave a metric undecided and what to set', () => {
    const rounds = syntheticRounds({
      rounds: 200,
      callsPerBlock: 30,
      baseline: arm,
      candidate: arm,
      pairs: 1,
      seed: 4,
    });
    const analysis = analyzeLatency(rounds, options);
    assert.equal(analysis.p50.verdict, 'inconclusive');
    const reason = analysis.p50.reasons.find((r) => r.startsWith('with 1 session pair the run cannot tell'));
    assert.ok(reason, analysis.p50.reasons.join('; '));
    assert.match(
      reason,
      /how much two sessions of one model differ to decide; set 'session-pairs' to at least \d+ or 'auto'$/,
    );
    assert.equal(analysis.p50.fewPairs?.pairs, 1);
  });
});
