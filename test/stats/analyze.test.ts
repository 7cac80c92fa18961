import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { judge, overallVerdict } from '../../src/stats/verdict.js';
import { MIN_CALLS_P95 } from '../../src/stats/policy.js';
import { syntheticRounds, type SyntheticArm } from '../fixtures/synthetic-rounds.js';
import { type Round } from '../../src/stats/types.js';

const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.99,
  resamples: 2000,
  seed: 7,
};
const quiet: SyntheticArm = { medianUs: 100, sigma: 0.1 };
const rounds = (
  candidate: SyntheticArm,
  extra: Partial<Parameters<typeof syntheticRounds>[0]> = {},
  baseline = quiet,
) =>
  syntheticRounds({
    rounds: 200,
    callsPerBlock: 10,
    baseline,
    candidate,
    roundSigma: 0.1,
    pairs: 8,
    seed: 21,
    ...extra,
  });

describe('analyzeLatency', () => {
  it('passes identical arms, with the interval holding 1 and an achievable detectable slowdown', () => {
    const a = analyzeLatency(rounds(quiet), options);
    for (const m of [a.p50, a.p95]) {
      assert.equal(m.verdict, 'pass', m.reasons.join('; '));
      assert.ok(m.ci[0] < 1 && 1 < m.ci[1], `${m.metric} ci ${m.ci}`);
      assert.ok(
        m.minDetectable >= m.threshold && m.minDetectable < 2 * m.threshold,
        `${m.metric} mde ${m.minDetectable}`,
      );
      assert.doesNotMatch(m.reasons.join('; '), /could detect/, 'a decided metric needs no detectable size');
    }
    assert.equal(overallVerdict(a.p50.verdict, a.p95.verdict), 'pass');
    assert.deepEqual(a.callsPerArm, { baseline: 2000, candidate: 2000 });
    assert.equal(a.rounds, 200);
    assert.equal(a.p95.baseline, a.baseline.p95, 'the summary and the analysis use one quantile definition');
    assert.equal(a.p50.halfWidth, (a.p50.ci[1] - a.p50.ci[0]) / 2);
  });

  it('calls a 1.3× slower candidate a regression on both metrics', () => {
    const a = analyzeLatency(rounds({ medianUs: 130, sigma: 0.1 }), options);
    for (const m of [a.p50, a.p95]) {
      assert.equal(m.verdict, 'regression', m.reasons.join('; '));
      assert.ok(m.ci[0] < 1.3 && 1.3 < m.ci[1], `${m.metric} ci ${m.ci}`);
      assert.match(m.reasons[0]!, /above the noise floor/);
    }
  });

  it('calls a 0.7× candidate an improvement on both metrics', () => {
    const a = analyzeLatency(rounds({ medianUs: 70, sigma: 0.1 }), options);
    assert.equal(a.p50.verdict, 'improvement');
    assert.equal(a.p95.verdict, 'improvement');
    assert.equal(overallVerdict(a.p50.verdict, a.p95.verdict), 'improvement');
  });

  it('is inconclusive on a tiny sample, saying what is missing', () => {
    const a = analyzeLatency(rounds({ medianUs: 150, sigma: 0.1 }, { rounds: 6, callsPerBlock: 3, pairs: 3 }), options);
    assert.equal(a.p50.verdict, 'inconclusive');
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(a.p50.reasons[0]!, /^only 6 rounds; p50 needs at least 20/);
    assert.ok(
      a.p95.reasons.includes(
        `only 18 calls per model; p95 needs ${MIN_CALLS_P95}, so that at least 20 calls lie above it`,
      ),
    );
    assert.equal(a.p95.minDetectable, Number.POSITIVE_INFINITY);
  });

  it('refuses p95 when bursts of interference hit 10 % of calls in a quarter of the rounds, but still judges p50', () => {
    // A quarter of the rounds lose 40 % of their calls of both arms to a 5× burst (fewer than half, so the
    // block medians, and with them the round's drift factor, stay put): 10 % of calls, in few rounds.
    const a = analyzeLatency(
      rounds(quiet, { burstRounds: 0.25, burstCallShare: 0.4, burstFactor: 5, seed: 4 }),
      options,
    );
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(
      a.p95.reasons.join('\n'),
      /of baseline calls were slow calls that came in bursts, as from another process/,
    );
    assert.match(a.p95.reasons.join('\n'), /of candidate calls were slow calls that came in bursts/);
    assert.notEqual(a.p50.verdict, 'regression');
  });

  it('judges p95 when both arms share a steady 8 % tail: it is the model, and it cancels', () => {
    const tailed: SyntheticArm = { ...quiet, spikeShare: 0.08, spikeFactor: 10 };
    const a = analyzeLatency(rounds(tailed, {}, tailed), options);
    assert.doesNotMatch(a.p95.reasons.join('\n'), /came in bursts|hit the two models unevenly/);
    assert.ok(a.p95.verdict === 'pass' || a.p95.verdict === 'inconclusive', a.p95.reasons.join('; '));
  });

  it('calls a steady tail in the candidate alone (p95 ×2.5, p50 unchanged) a p95 regression', () => {
    // 6 % of candidate calls take a 2.5× slower path, at random, all run long: the doubled p95.
    const a = analyzeLatency(rounds({ ...quiet, spikeShare: 0.06, spikeFactor: 2.5 }, { rounds: 400 }), options);
    assert.equal(a.p95.verdict, 'regression', a.p95.reasons.join('; '));
    assert.ok(a.p95.ratio > 1.5, `p95 ×${a.p95.ratio}`);
    assert.match(
      a.p95.reasons.join('\n'),
      /of candidate calls are at least twice its median, (spread evenly over the whole run|far more often in its own turns)/,
    );
    assert.notEqual(a.p50.verdict, 'regression');
  });

  // Deliberately the opposite of the rule before: interference cannot know which arm is running, so bursts
  // that land in the candidate's blocks alone, round after round, are the candidate's own tail.
  it('calls bursts that hit the candidate alone its own tail: a p95 regression, not hidden by the guard', () => {
    const a = analyzeLatency(
      rounds(quiet, {
        rounds: 400,
        burstRounds: 0.2,
        burstCallShare: 0.35,
        burstFactor: 10,
        burstArms: 'candidate',
        seed: 8,
      }),
      options,
    );
    assert.equal(a.p95.verdict, 'regression', a.p95.reasons.join('; '));
    assert.match(a.p95.reasons.join('\n'), /far more often in its own turns than in the other model's turns/);
  });

  it('keeps a blocked regression visible as suspected', () => {
    const a = analyzeLatency(rounds({ ...quiet, medianUs: 112 }), { ...options, warmupSettled: false });
    assert.equal(judge({ ratio: a.p50.ratio, ci: a.p50.ci, threshold: 0.05, noiseFloor: 0.01 }), 'regression');
    assert.equal(a.p50.verdict, 'inconclusive');
    assert.equal(a.p50.suspected, 'regression');
    assert.match(a.p50.reasons[0] ?? '', /warm-up ended at its time cap/);
    assert.deepEqual(a.p50.heldBy, ['warm-up'], 'the guard that held it is named');
    const fine = analyzeLatency(rounds(quiet), { ...options, warmupSettled: false });
    assert.equal(fine.p50.suspected, undefined, 'nothing suspected when the interval said pass');
    assert.deepEqual(fine.p50.heldBy, ['warm-up']);
    const free = analyzeLatency(rounds(quiet), options);
    assert.equal(free.p50.heldBy, undefined, 'no guard named when none held the metric');
  });

  it('ignores a 1 % share of spikes', () => {
    const rare: SyntheticArm = { ...quiet, spikeShare: 0.01, spikeFactor: 10 };
    const a = analyzeLatency(rounds(rare, {}, rare), options);
    assert.equal(a.p95.verdict, 'pass', a.p95.reasons.join('; '));
  });

  it('is inconclusive when the p95 bootstrap has two modes', () => {
    // Two of 40 candidate rounds run 1.06× slower: 5 % of calls, right at the p95. A replicate that draws
    // three or more of them puts the p95 in the slow cluster, one with two or fewer keeps it in the fast one.
    // The interval alone sits inside the pass band, but a mode beyond its end could hide a slowdown.
    const tight: SyntheticArm = { medianUs: 100, sigma: 0.01 };
    const base = syntheticRounds({ rounds: 40, callsPerBlock: 20, baseline: tight, candidate: tight, seed: 3 });
    const bimodal: Round[] = base.map((round, r) =>
      r % 20 === 0 ? { ...round, candidate: round.candidate.map((t) => t * 1.06) } : round,
    );
    const a = analyzeLatency(bimodal, {
      ...options,
      noiseFloor: { p50: 0.01, p95: 0.001 },
      betweenPair: { p50: { sd: 0, weight: 1 }, p95: { sd: 0, weight: 1 } },
    });
    assert.equal(
      judge({ ratio: a.p95.ratio, ci: a.p95.ci, threshold: 0.1, noiseFloor: 0.001 }),
      'pass',
      'the interval alone would pass',
    );
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(
      a.p95.reasons[0]!,
      /the p95 jumps between two clusters of call times from one resampling of the rounds to the next/,
    );
    assert.doesNotMatch(a.p95.reasons.join('\n'), /came in bursts|hit the two models unevenly/);
  });

  it('raises the noise floor to one timer tick relative to the baseline quantile', () => {
    const a = analyzeLatency(rounds(quiet), { ...options, timerResolutionUs: 5 });
    assert.ok(Math.abs(a.p50.noiseFloor - 5 / a.p50.baseline) < 1e-12, `${a.p50.noiseFloor}`);
    assert.equal(analyzeLatency(rounds(quiet), options).p50.noiseFloor, 0.01);
  });

  it('reports the per-look level and the replicates it used', () => {
    const a = analyzeLatency(rounds(quiet), { ...options, confidence: 0.9975 });
    assert.equal(a.p95.confidence, 0.9975);
    assert.equal(a.p95.resamples, 8000);
  });

  it('rejects settings that cannot be right, naming them', () => {
    const data = rounds(quiet, { rounds: 3 });
    assert.throws(
      () => analyzeLatency(data, { ...options, thresholds: { p50: 0, p95: 0.1 } }),
      /p50 threshold must be a positive fraction/,
    );
    assert.throws(() => analyzeLatency(data, { ...options, noiseFloor: { p50: 0.01, p95: -1 } }), /p95 noise floor/);
    assert.throws(() => analyzeLatency(data, { ...options, confidence: 99 }), /confidence must be in \(0, 1\)/);
    assert.throws(() => analyzeLatency(data, { ...options, resamples: 0 }), /resamples/);
    assert.throws(() => analyzeLatency([], options), /no rounds/);
  });
});
