import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { judge, overallVerdict } from '../../src/stats/verdict.js';
import { MIN_CALLS_P95 } from '../../src/stats/guards.js';
import { syntheticRounds, type SyntheticArm } from '../../src/stats/synthetic.js';
import { type Round } from '../../src/stats/types.js';

const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.05 },
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
) => syntheticRounds({ rounds: 200, callsPerBlock: 10, baseline, candidate, roundSigma: 0.1, seed: 21, ...extra });

describe('analyzeLatency', () => {
  it('passes identical arms, with the interval holding 1 and an achievable detectable slowdown', () => {
    const a = analyzeLatency(rounds(quiet), options);
    for (const m of [a.p50, a.p95]) {
      assert.equal(m.verdict, 'pass', m.reasons.join('; '));
      assert.ok(m.ci[0] < 1 && 1 < m.ci[1], `${m.metric} ci ${m.ci}`);
      assert.ok(m.minDetectable >= 0.05 && m.minDetectable < 0.1, `${m.metric} mde ${m.minDetectable}`);
      assert.match(m.reasons.at(-1)!, new RegExp(`could detect a ${m.metric} slowdown of`));
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
    const a = analyzeLatency(rounds({ medianUs: 150, sigma: 0.1 }, { rounds: 6, callsPerBlock: 3 }), options);
    assert.equal(a.p50.verdict, 'inconclusive');
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(a.p50.reasons[0]!, /^only 6 rounds; p50 needs at least 20/);
    assert.ok(
      a.p95.reasons.includes(
        `only 18 calls per arm; p95 needs ${MIN_CALLS_P95}, so that at least 20 calls lie above it`,
      ),
    );
    assert.equal(a.p95.minDetectable, Number.POSITIVE_INFINITY);
  });

  it('refuses p95 when 8 % of calls in both arms are hit by 10× spikes, but still judges p50', () => {
    const spiky: SyntheticArm = { ...quiet, spikeShare: 0.08, spikeFactor: 10 };
    const a = analyzeLatency(rounds(spiky, {}, spiky), options);
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(a.p95.reasons.join('\n'), /of baseline calls were hit by interference/);
    assert.match(a.p95.reasons.join('\n'), /of candidate calls were hit by interference/);
    assert.equal(a.p50.verdict, 'pass');
  });

  it('judges p95 when 3 % of calls in both arms are hit: even hits sit above both p95s and cancel', () => {
    const spiky: SyntheticArm = { ...quiet, spikeShare: 0.03, spikeFactor: 10 };
    const a = analyzeLatency(rounds(spiky, { rounds: 200 }, spiky), options);
    assert.doesNotMatch(a.p95.reasons.join('\n'), /interference/);
    assert.notEqual(a.p95.verdict, 'regression');
  });

  it('never calls spikes in the candidate alone a p95 regression', () => {
    const a = analyzeLatency(rounds({ ...quiet, spikeShare: 0.04, spikeFactor: 10 }, { rounds: 400 }), options);
    const rule = judge({ ratio: a.p95.ratio, ci: a.p95.ci, threshold: 0.05, noiseFloor: a.p95.noiseFloor });
    assert.equal(rule, 'regression', 'without the guard the interval rule would fail the gate');
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(
      a.p95.reasons[0]!,
      /^interference hit the arms unevenly \(0\.\d+ % of baseline calls, 4\.\d+ % of candidate calls/,
    );
  });

  it('ignores a 1 % share of spikes', () => {
    const rare: SyntheticArm = { ...quiet, spikeShare: 0.01, spikeFactor: 10 };
    const a = analyzeLatency(rounds(rare, {}, rare), options);
    assert.equal(a.p95.verdict, 'pass', a.p95.reasons.join('; '));
  });

  it('is inconclusive when the p95 bootstrap has two modes', () => {
    // Two of 40 candidate rounds run 1.3× slower: 5 % of calls, right at the p95. A replicate that draws
    // three or more of them puts the p95 in the slow cluster, one with two or fewer keeps it in the fast one.
    const tight: SyntheticArm = { medianUs: 100, sigma: 0.01 };
    const base = syntheticRounds({ rounds: 40, callsPerBlock: 20, baseline: tight, candidate: tight, seed: 3 });
    const bimodal: Round[] = base.map((round, r) =>
      r % 20 === 0 ? { ...round, candidate: round.candidate.map((t) => t * 1.3) } : round,
    );
    const a = analyzeLatency(bimodal, options);
    assert.equal(a.p95.verdict, 'inconclusive');
    assert.match(a.p95.reasons[0]!, /the bootstrap distribution of the p95 ratio has more than one mode/);
    assert.doesNotMatch(a.p95.reasons.join('\n'), /interference/);
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
