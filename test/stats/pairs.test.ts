import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { lookOptions } from '../../src/stats/look-options.js';
import { ratioInterval } from '../helpers/ratio-interval.js';
import {
  atLeastBodySpread,
  atLeastHalfWidth,
  claimedLevel,
  effectivePairs,
  pairBiasLevel,
  pairBiasMargin,
  roundsBalancedPairs,
  pairRatios,
  pairSamplingVariances,
  pairSpread,
  pairSpreadFloor,
  randomEffectsSd,
  smallSampleFactor,
  stretchInterval,
  widenInterval,
} from '../../src/stats/session-pairs.js';
import { pairStrata, poolRounds } from '../../src/stats/pool.js';
import { leaveOneOutFloor, leaveOnePairOut } from '../../src/stats/pair-jackknife.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';

const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.99,
  resamples: 2000,
  seed: 3,
};
const arm = { medianUs: 100, sigma: 0.05 };
/** 8 session pairs whose sessions differ by 2 % (sd of each session's log bias). */
const sessionsApart = () =>
  syntheticRounds({
    rounds: 400,
    callsPerBlock: 20,
    baseline: arm,
    candidate: arm,
    pairs: 8,
    sessionSigma: 0.02,
    seed: 9,
  });

describe('session pairs', () => {
  it('groups rounds by pair in order of first appearance; rounds without a pair are pair 0', () => {
    const r = (pair?: number) => ({
      order: 'AB' as const,
      baseline: [1],
      candidate: [1],
      ...(pair === undefined ? {} : { pair }),
    });
    assert.deepEqual(
      pairStrata([r(2), r(0), r(2), r(), r(1)]).map((s) => Array.from(s)),
      [[0, 2], [1, 3], [4]],
    );
    assert.throws(() => pairStrata([r(-1)]), /pairs are integers ≥ 0/);
  });

  it('keeps every pair at its own number of rounds in each replicate (stratified draws)', () => {
    // Pair 0 is 10 % slower in the candidate, pair 1 is not: an unstratified draw would swing the ratio with
    // the share of pair-0 rounds it happened to pick; the stratified one cannot.
    const rounds = Array.from({ length: 40 }, (_, i) => ({
      order: 'AB' as const,
      baseline: [100, 100, 100],
      candidate: i % 2 === 0 ? [110, 110, 110] : [100, 100, 100],
      pair: i % 2,
    }));
    const p50 = ratioInterval(rounds, 'p50', { confidence: 0.99, resamples: 2000, seed: 1 });
    const weights = poolRounds(rounds).strata.map((s) => s.length);
    assert.deepEqual(weights, [20, 20]);
    // With the type-1 p50 of 60 values at 100 and 60 at 110, every replicate has exactly half of each.
    assert.deepEqual(p50.ci, [1, 1]);
  });

  it('takes the pair-bias margin at the run’s level for fixed pairs and at the look’s for renewed ones', () => {
    assert.deepEqual(pairBiasLevel(0.99, false), { runConfidence: 0.99 });
    assert.deepEqual(pairBiasLevel(0.99, true), {});
    // A look's options as the gate and the decision simulation build them: 4 looks at 99 %.
    const settings = {
      thresholds: options.thresholds,
      noiseFloor: options.noiseFloor,
      overallConfidence: 0.99,
      looks: 4,
      warmupSettled: true,
      seed: options.seed,
    };
    const fixed = lookOptions({ ...settings, renewedPairs: false });
    const renewed = lookOptions({ ...settings, renewedPairs: true });
    assert.equal(fixed.confidence, 0.9975);
    assert.equal(renewed.confidence, 0.9975);
    assert.equal(fixed.runConfidence, 0.99);
    assert.equal('runConfidence' in renewed, false);
    // Only renewed pairs take the floor of the pairs' own t interval; each look claims the lower of its levels.
    assert.equal(renewed.pairMeanFloor, true);
    assert.equal('pairMeanFloor' in fixed, false);
    assert.equal(claimedLevel(fixed), 0.99);
    assert.equal(claimedLevel(renewed), 0.9975);
    // Sessions 2 % apart, so the pairs' biases dominate the interval: at the look's level the margin’s t
    // quantile with 7 degrees of freedom is 4.60 instead of 3.50, and the interval widens with it.
    const rounds = sessionsApart();
    const width = (a: ReturnType<typeof analyzeLatency>) => Math.log(a.p50.ci[1] / a.p50.ci[0]);
    const wide = { fixed: width(analyzeLatency(rounds, fixed)), renewed: width(analyzeLatency(rounds, renewed)) };
    assert.ok(
      wide.renewed > wide.fixed * 1.15,
      `renewed ${wide.renewed.toFixed(4)} against fixed ${wide.fixed.toFixed(4)}`,
    );
  });

  it('estimates the between-pair sd when sessions differ, and ~0 when they do not', () => {
    const biased = sessionsApart();
    const a = analyzeLatency(biased, options);
    const truth = Math.sqrt(2) * 0.02;
    assert.equal(a.p50.pairs!.pairs, 8);
    assert.ok(
      (a.p50.pairs!.betweenSdInRun ?? 0) > truth / 2 && (a.p50.pairs!.betweenSdInRun ?? 0) < truth * 2,
      `τ̂ ${a.p50.pairs!.betweenSdInRun}`,
    );
    const clean = analyzeLatency(
      syntheticRounds({ rounds: 400, callsPerBlock: 20, baseline: arm, candidate: arm, pairs: 8, seed: 9 }),
      options,
    );
    assert.ok((clean.p50.pairs!.betweenSdInRun ?? 1) < 0.003, `τ̂ ${clean.p50.pairs!.betweenSdInRun}`);
  });

  it('weighs each pair by its own sampling variance: equal variances give S² − v, a noisy outlier pair adds nothing', () => {
    const logs = [0.01, -0.01, 0.02, -0.02, 0];
    const s2 = logs.reduce((a, y) => a + y * y, 0) / 4;
    const v = 0.00002;
    assert.ok(
      Math.abs(
        (randomEffectsSd(
          logs,
          logs.map(() => v),
        ) ?? 0) - Math.sqrt(s2 - v),
      ) < 1e-12,
    );
    // Four pairs that agree and one short pair whose p95 a burst moved by 20 %, with the spread that burst gives.
    const burst = [0, 0.002, -0.002, 0.001, Math.log(1.2)];
    const precise = 0.003 ** 2;
    assert.ok((randomEffectsSd(burst, [precise, precise, precise, precise, 0.08 ** 2]) ?? 1) < 0.005);
    // The same outlier from a pair as precise as the rest is a real session difference and counts.
    assert.ok(
      (randomEffectsSd(
        burst,
        burst.map(() => precise),
      ) ?? 0) > 0.07,
    );
    // A pair with one round has no variance and no weight; fewer than two weighed pairs say nothing.
    assert.equal(randomEffectsSd([0, 0.1], [precise, Number.POSITIVE_INFINITY]), undefined);
  });

  it("measures each pair's sampling variance within the pair: fewer rounds, more variance; one round, none", () => {
    const rounds = syntheticRounds({
      rounds: 64,
      callsPerBlock: 10,
      baseline: arm,
      candidate: arm,
      pairs: 2,
      seed: 21,
    });
    // Pair 0 keeps 32 rounds, pair 1 only its first 4, pair 2 a single round.
    const kept = [
      ...rounds.filter((r) => r.pair === 0),
      ...rounds.filter((r) => r.pair === 1).slice(0, 4),
      { ...rounds[0]!, pair: 2 },
    ];
    const pooled = poolRounds(kept);
    const v = pairSamplingVariances(kept, pooled.strata, 5);
    for (const metric of ['p50', 'p95'] as const) {
      const [many, few, one] = v[metric];
      assert.ok(many! > 0 && few! > 2 * many!, `${metric}: ${many} (32 rounds) vs ${few} (4 rounds)`);
      assert.equal(one, Number.POSITIVE_INFINITY);
    }
    // Seeded: the same rounds give the same variances.
    assert.deepEqual(pairSamplingVariances(kept, pooled.strata, 5), v);
  });

  it("floors the run's τ̂ by the prior, and with fewer than 3 pairs by the spread a run cannot see", () => {
    const replicates = Float64Array.from({ length: 100 }, (_, i) => Math.exp((i - 50) * 1e-5));
    const one = pairSpread([1.01], replicates, { sd: 0.02, weight: 4 });
    assert.equal(one.betweenSdInRun, null);
    assert.ok(Math.abs(one.betweenSd - 0.02) < 1e-12);
    // Built-in prior (uncalibrated): one pair must allow for the largest spread the gate is built for.
    assert.ok(Math.abs(pairSpread([1.01], replicates, { sd: 0.003, weight: 4 }, 1, 0.0566).betweenSd - 0.0566) < 1e-12);
    const four = pairSpread([1.05, 0.95, 1.05, 0.95], replicates, { sd: 0, weight: 3 });
    const s = Math.sqrt((4 * Math.log(1.05) ** 2 - 0) / 3); // log ratios ±0.0488 (mean ~0), tiny within-pair sd
    assert.ok(Math.abs((four.betweenSdInRun ?? 0) - s) < 2e-3, `${four.betweenSdInRun} vs ${s}`);
    assert.equal(four.betweenSd, four.betweenSdInRun, "the run's own spread, not shrunk toward the prior");
    const quiet = pairSpread([1, 1, 1, 1], replicates, { sd: 0.003, weight: 4 });
    assert.equal(quiet.betweenSd, 0.003, 'the prior floors a spread the run did not see');
    // With 3 pairs or more the unseen-spread floor does not apply: the run sees τ.
    assert.equal(pairSpread([1, 1, 1], replicates, { sd: 0.003, weight: 4 }, 1, 0.0566).betweenSd, 0.003);
  });

  it('takes the pair-bias margin with a t quantile on K − 1 degrees of freedom at the run level', () => {
    const spread = (pairs: number) => ({ pairs, ratios: [], withinSd: 0, betweenSdInRun: null, betweenSd: 0.02 });
    // t(0.995, 7) = 3.4995: 8 pairs at 99 %.
    assert.ok(Math.abs(pairBiasMargin(spread(8), 0.99) - (3.4995 * 0.02) / Math.sqrt(8)) < 1e-4);
    // t(0.995, 2) = 9.9248 with 3 pairs; with 2 pairs the normal quantile on the floored τ, at 99.85 % at least
    // (3.1747; simple-statistics' probit is within 0.4 % of the exact quantiles).
    assert.ok(Math.abs(pairBiasMargin(spread(3), 0.99) - (9.9248 * 0.02) / Math.sqrt(3)) < 1e-4);
    const near = (value: number, expected: number) => Math.abs(value / expected - 1) < 0.004;
    assert.ok(near(pairBiasMargin(spread(2), 0.99), (3.1747 * 0.02) / Math.sqrt(2)));
    assert.ok(near(pairBiasMargin(spread(1), 0.999), 3.2905 * 0.02), 'a stricter run level stays');
  });

  it('takes the margin over the pairs the pooled quantile rests on, K_eff, with degrees of freedom from the rounds', () => {
    const spread = { pairs: 8, ratios: [], withinSd: 0, betweenSdInRun: null, betweenSd: 0.02 };
    // t quantiles at 99.5 %: 7 degrees of freedom 3.4995, 4 degrees 4.6041.
    assert.ok(Math.abs(pairBiasMargin({ ...spread, effectivePairs: 2 }, 0.99) - (3.4995 * 0.02) / Math.SQRT2) < 1e-4);
    const even = Array.from({ length: 8 }, () => 30);
    assert.equal(pairBiasMargin(spread, 0.99, even), pairBiasMargin(spread, 0.99), 'equal rounds: K − 1');
    assert.ok(Math.abs(roundsBalancedPairs([60, 60, 60, 4, 4, 4]) - 192 ** 2 / (3 * 3600 + 3 * 16)) < 1e-9);
    assert.ok(Math.abs(roundsBalancedPairs([40, 40, 40, 40, 40, 0, 0, 0]) - 5) < 1e-9);
    const fiveMeasured = pairBiasMargin(spread, 0.99, [40, 40, 40, 40, 40, 0, 0, 0]);
    assert.ok(
      Math.abs(fiveMeasured - (4.6041 * 0.02) / Math.sqrt(8)) < 1e-4,
      'three pairs without rounds add no freedom',
    );
    assert.equal(
      pairBiasMargin({ ...spread, effectivePairs: 20 }, 0.99),
      pairBiasMargin(spread, 0.99),
      'never more than K',
    );
  });

  it('counts equal pairs as K, a pair with more rounds as more weight, and leans on the slow sessions at p95', () => {
    const even = poolRounds(
      syntheticRounds({ rounds: 400, callsPerBlock: 20, baseline: arm, candidate: arm, pairs: 8, seed: 4 }),
    );
    for (const metric of ['p50', 'p95'] as const) {
      const k = effectivePairs(even, metric);
      assert.ok(k > 7 && k <= 8, `${metric}: equal pairs are worth ${k} of 8`);
    }
    // Pair 0 ran 30 rounds, pairs 1-3 ran 10 each (a renewed generation cut short): weights ½, ⅙, ⅙, ⅙.
    const generations = syntheticRounds({
      rounds: 600,
      callsPerBlock: 20,
      baseline: arm,
      candidate: arm,
      pairs: 6,
      seed: 5,
    })
      .filter((round) => (round.pair ?? 0) <= 3)
      .filter((round, i) => round.pair === 0 || i % 3 === 0)
      .slice(0, 400);
    const weights = poolRounds(generations).strata.map((s) => s.length);
    const total = weights.reduce((a, b) => a + b, 0);
    const expected = 1 / weights.reduce((a, n) => a + (n / total) ** 2, 0);
    const unequal = effectivePairs(poolRounds(generations), 'p50');
    assert.ok(Math.abs(unequal - expected) < 0.35, `K_eff ${unequal}, expected ${expected} from rounds ${weights}`);
    assert.ok(expected < 3.2, `the rounds are unequal: ${weights}`);
    // Sessions that differ by as much as the calls spread: the calls near p95 come mostly from the slow sessions.
    const biased = poolRounds(
      syntheticRounds({
        rounds: 400,
        callsPerBlock: 20,
        baseline: { medianUs: 100, sigma: 0.02 },
        candidate: { medianUs: 100, sigma: 0.02 },
        pairs: 8,
        sessionSigma: 0.03,
        seed: 6,
      }),
    );
    const p95 = effectivePairs(biased, 'p95');
    assert.ok(p95 < 5, `p95 rests on fewer pairs than 8: ${p95}`);
    assert.ok(p95 < effectivePairs(biased, 'p50'), 'p95 leans on the slow sessions more than p50');
  });

  it("takes p95's τ at least as large as p50's τ̂: a session's bias moves its whole distribution", () => {
    const spread = { pairs: 8, ratios: [], withinSd: 0, betweenSdInRun: 0, betweenSd: 0.02 };
    assert.equal(atLeastBodySpread(spread, 0.035).betweenSd, 0.035);
    assert.equal(atLeastBodySpread(spread, 0.01), spread, 'a smaller body spread changes nothing');
    assert.equal(atLeastBodySpread(spread, undefined), spread);
    // 12 pairs of 4 rounds of 4 calls, sessions 3 % apart: each pair's p95 is nearly its slowest call, its own
    // variance large, and p95's τ̂ reads 0 where p50's sees the sessions.
    const body = { medianUs: 100, sigma: 0.04 };
    const rounds = syntheticRounds({
      rounds: 48,
      callsPerBlock: 4,
      baseline: body,
      candidate: body,
      pairs: 12,
      sessionSigma: 0.03,
      seed: 3,
    });
    const a = analyzeLatency(rounds, options);
    const p50 = a.p50.pairs!.betweenSdInRun!;
    assert.ok(
      p50 > 0.03 && (a.p95.pairs!.betweenSdInRun ?? 0) < p50,
      `p50 τ̂ ${p50}, p95 ${a.p95.pairs!.betweenSdInRun}`,
    );
    assert.equal(a.p95.pairs!.betweenSd, p50);
  });

  it("floors p50's half-width at the t interval over the pairs' own ratios: t(K − 1) · S / √K_eff", () => {
    const ratios = [1.02, 0.98, 1.01, 0.99];
    const logs = ratios.map(Math.log);
    const mean = logs.reduce((a, y) => a + y, 0) / 4;
    const s = Math.sqrt(logs.reduce((a, y) => a + (y - mean) ** 2, 0) / 3);
    const spread = { pairs: 4, ratios, withinSd: 0, betweenSdInRun: 0, betweenSd: 0.003 };
    // t(0.995, 3) = 5.8409: 4 pairs at 99 %, and the same with equal rounds per pair.
    const floor = pairSpreadFloor(spread, 0.99, [10, 10, 10, 10]);
    assert.ok(Math.abs(floor - (5.8409 * s) / 2) < 1e-4, `${floor}`);
    assert.ok(
      Math.abs(pairSpreadFloor({ ...spread, effectivePairs: 2 }, 0.99, [10, 10, 10, 10]) - floor * Math.SQRT2) < 1e-9,
    );
    assert.equal(pairSpreadFloor({ ...spread, pairs: 2, ratios: [1.02, 0.98] }, 0.99, [10, 10]), 0, 'too few pairs');
    const [lo, hi] = atLeastHalfWidth(1.1, [1.09, 1.3], 0.05);
    assert.ok(Math.abs(Math.log(1.1 / lo) - 0.05) < 1e-12, 'a narrow end moves out to the floor');
    assert.ok(Math.abs(hi - 1.3) < 1e-12, 'a wide end stays');
  });

  it("widens p50 to that floor when the pairs' noisy ratios leave τ̂ at 0, only when asked (renewed pairs)", () => {
    // 4 pairs of 4 rounds of 6 noisy calls, no session bias: the pairs' ratios differ by their own noise, τ̂ reads
    // 0, and the interval (bootstrap and leave-one-pair-out floor) is narrower than the t interval over the 4 ratios.
    const noisy = { medianUs: 100, sigma: 0.1 };
    const rounds = syntheticRounds({
      rounds: 16,
      callsPerBlock: 6,
      baseline: noisy,
      candidate: noisy,
      pairs: 4,
      seed: 4,
    });
    const plain = analyzeLatency(rounds, options);
    const floored = analyzeLatency(rounds, { ...options, pairMeanFloor: true });
    assert.equal(plain.p50.pairs!.betweenSdInRun, 0);
    const floor = pairSpreadFloor(floored.p50.pairs!, 0.99, [4, 4, 4, 4]);
    const halfWidths = (a: ReturnType<typeof analyzeLatency>) => [
      Math.log(a.p50.ratio / a.p50.ci[0]),
      Math.log(a.p50.ci[1] / a.p50.ratio),
    ];
    for (const half of halfWidths(floored)) assert.ok(half >= floor - 1e-12, `${half} against the floor ${floor}`);
    // The floor is the only difference: each end is the plain one or the floor, whichever is farther.
    halfWidths(floored).forEach((half, side) => {
      const expected = Math.max(halfWidths(plain)[side]!, floor);
      assert.ok(Math.abs(half - expected) < 1e-12, `${half} against ${expected}`);
    });
    assert.ok(
      halfWidths(plain).some((half) => half < floor),
      `without the floor: ${halfWidths(plain)} against ${floor}`,
    );
    assert.deepEqual(floored.p95.ci, plain.p95.ci, 'p95 keeps its interval');
  });

  it('widens each end in quadrature by the margin and keeps the estimate inside', () => {
    const extra = 0.0258;
    const [lo, hi] = widenInterval(1.1, [1.05, 1.2], extra);
    assert.ok(Math.abs(Math.log(1.1 / lo) - Math.hypot(Math.log(1.1 / 1.05), extra)) < 1e-12);
    assert.ok(Math.abs(Math.log(hi / 1.1) - Math.hypot(Math.log(1.2 / 1.1), extra)) < 1e-12);
    assert.deepEqual(widenInterval(1, [1, 1], 0), [1, 1]);
  });

  it('reports per-pair ratios at the metric quantile', () => {
    const rounds = [0, 1, 0, 1].map((pair) => ({
      order: 'AB' as const,
      baseline: [100, 100],
      candidate: pair === 0 ? [120, 120] : [90, 90],
      pair,
    }));
    assert.deepEqual(pairRatios(rounds, pairStrata(rounds), 'p50'), [1.2, 0.9]);
  });

  it('undoes the small-sample bias of the bootstrap per pair, √(n/(n − 1)) at the harmonic mean of rounds per pair', () => {
    const strata = (...sizes: number[]) => sizes.map((n) => new Int32Array(n));
    assert.ok(Math.abs(smallSampleFactor(strata(4, 4, 4)) - Math.sqrt(4 / 3)) < 1e-12);
    assert.ok(Math.abs(smallSampleFactor(strata(1, 5)) - Math.sqrt(2 / 1.2 / (2 / 1.2 - 1))) < 1e-12);
    assert.equal(smallSampleFactor(strata(1)), Number.POSITIVE_INFINITY);
    assert.ok(smallSampleFactor(strata(20, 20)) < 1.03);
    const [lo, hi] = stretchInterval(1.1, [1.05, 1.2], 2);
    assert.ok(
      Math.abs(Math.log(1.1 / lo) - 2 * Math.log(1.1 / 1.05)) < 1e-12 &&
        Math.abs(Math.log(hi / 1.1) - 2 * Math.log(1.2 / 1.1)) < 1e-12,
    );
  });

  it('widens a run of 8 pairs × 3 rounds by that factor; leaves out a newest pair with a single round, refuses when every pair has one', () => {
    const rounds = syntheticRounds({
      rounds: 24,
      callsPerBlock: 20,
      baseline: arm,
      candidate: arm,
      roundSigma: 0.05,
      pairs: 8,
      seed: 12,
    });
    const flat = { ...options, betweenPair: { p50: { sd: 0, weight: 1 }, p95: { sd: 0, weight: 1 } } };
    const a = analyzeLatency(rounds, flat);
    const raw = ratioInterval(rounds, 'p50', { confidence: 0.99, resamples: 2000, seed: 3 });
    // Stretched, then at least the leave-one-pair-out floor (t with 7 degrees of freedom at the run's 99 %).
    const expected = atLeastHalfWidth(
      raw.ratio,
      stretchInterval(raw.ratio, raw.ci, Math.sqrt(3 / 2)),
      leaveOneOutFloor(leaveOnePairOut(poolRounds(rounds), 'p50'), 0.99, 7, 3),
    );
    assert.ok(
      Math.abs(a.p50.ci[0] - expected[0]) < 1e-12 && Math.abs(a.p50.ci[1] - expected[1]) < 1e-12,
      `${a.p50.ci} vs ${expected}`,
    );
    // A pair created just before the look, one round in: left out (the counts decide, never the times).
    const lonely = analyzeLatency(
      [...rounds, { ...rounds[23]!, pair: 8, candidate: rounds[23]!.candidate.map((t) => 3 * t) }],
      flat,
    );
    assert.deepEqual(lonely.p50.ci, a.p50.ci);
    assert.equal(lonely.rounds, 24);
    assert.ok(
      lonely.p50.reasons.some((r) => /^1 round of session pairs created just before this check was left out/.test(r)),
      lonely.p50.reasons.join('; '),
    );
    // Every pair with one round: nothing to resample within a pair, nothing is left to keep.
    const single = analyzeLatency(
      rounds.slice(0, 21).map((r, i) => ({ ...r, pair: i })),
      flat,
    );
    assert.equal(single.p50.verdict, 'inconclusive');
    assert.match(single.p50.reasons[0] ?? '', /^a session pair has only 1 round; p50 needs at least 2 in every pair/);
  });
});
