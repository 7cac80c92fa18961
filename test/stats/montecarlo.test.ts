// Small seeded Monte-Carlo checks of the promises the gate makes: identical models are called neither
// regressions nor improvements, a true change beyond the threshold is never a pass, and the 99 % interval
// covers the true ratio. Lognormal per-call noise, a per-round drift shared by both arms (as on a shared CI
// runner) and, where named, a systematic bias per session (two sessions of one model differ), with four
// session pairs. Deterministic (seeded), a few seconds.

import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';
import { type LatencyAnalysis } from '../../src/stats/types.js';

const TRIALS = 200;
const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.99,
  resamples: 2000,
  seed: 0,
};

function trials(
  candidateMedianUs: number,
  sessions: { pairs?: number; sessionSigma?: number } = {},
): LatencyAnalysis[] {
  return Array.from({ length: TRIALS }, (_, t) =>
    analyzeLatency(
      syntheticRounds({
        rounds: 80,
        callsPerBlock: 12,
        ...sessions,
        baseline: { medianUs: 100, sigma: 0.2 },
        candidate: { medianUs: candidateMedianUs, sigma: 0.2 },
        roundSigma: 0.15,
        seed: 10_000 + t,
      }),
      { ...options, seed: t },
    ),
  );
}

describe('Monte-Carlo (seeded)', () => {
  // Eight pairs: with one, the interval must allow for session biases it cannot see and passes nothing.
  it(`gives no regression verdicts on ${TRIALS} A/A runs`, () => {
    const runs = trials(100, { pairs: 8 });
    const count = (pick: (a: LatencyAnalysis) => string, verdict: string) =>
      runs.filter((a) => pick(a) === verdict).length;
    const regressions = {
      p50: count((a) => a.p50.verdict, 'regression'),
      p95: count((a) => a.p95.verdict, 'regression'),
    };
    const passes = { p50: count((a) => a.p50.verdict, 'pass'), p95: count((a) => a.p95.verdict, 'pass') };
    console.log(
      `A/A over ${TRIALS} runs: regressions ${JSON.stringify(regressions)}, passes ${JSON.stringify(passes)}`,
    );
    assert.equal(regressions.p50, 0);
    assert.equal(regressions.p95, 0);
    // The rest are passes or inconclusive: 960 calls per arm at σ = 0.2 cannot always rule out 5 %.
    assert.ok(passes.p50 > 0, 'p50 passes');
  });

  it('calls nothing a regression or an improvement when sessions differ by 1 % each, with four pairs', () => {
    const runs = trials(100, { pairs: 4, sessionSigma: 0.01 });
    const wrong = runs.filter((a) =>
      [a.p50.verdict, a.p95.verdict].some((v) => v === 'regression' || v === 'improvement'),
    ).length;
    console.log(
      `A/A with session bias: ${wrong} of ${TRIALS} runs regression or improvement, p50 passes ${runs.filter((a) => a.p50.verdict === 'pass').length}`,
    );
    assert.equal(wrong, 0);
  });

  it('never passes a true +7 % p50 change at a 5 % threshold, with sessions differing by 1 % each', () => {
    const runs = trials(107, { pairs: 4, sessionSigma: 0.01 });
    const passes = runs.filter((a) => a.p50.verdict === 'pass').length;
    const regressions = runs.filter((a) => a.p50.verdict === 'regression').length;
    console.log(`+7 % with session bias: p50 pass ${passes}, regression ${regressions} of ${TRIALS}`);
    assert.equal(passes, 0);
  });

  it('covers the true ratio with the 99 % interval in at least 97 % of runs', () => {
    const runs = trials(110);
    const covered = (m: 'p50' | 'p95') => runs.filter((a) => a[m].ci[0] <= 1.1 && 1.1 <= a[m].ci[1]).length / TRIALS;
    console.log(`coverage of the true ratio 1.1 over ${TRIALS} runs: p50 ${covered('p50')}, p95 ${covered('p95')}`);
    assert.ok(covered('p50') >= 0.97, `p50 coverage ${covered('p50')}`);
    assert.ok(covered('p95') >= 0.97, `p95 coverage ${covered('p95')}`);
  });
});
