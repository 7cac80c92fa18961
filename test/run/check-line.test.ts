// The progress line of each look names what holds an undecided metric: a guard by its short name, and the
// interval either way, so that an interval inside its band held back by a guard does not read as a close call.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkLine } from '../../src/run/check-line.js';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { syntheticRounds, type SyntheticArm } from '../fixtures/synthetic-rounds.js';

const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.99,
  resamples: 1000,
  seed: 7,
};
const quiet: SyntheticArm = { medianUs: 100, sigma: 0.1 };
const rounds = (candidate: SyntheticArm, count = 200) =>
  syntheticRounds({
    rounds: count,
    callsPerBlock: 10,
    baseline: quiet,
    candidate,
    roundSigma: 0.1,
    pairs: 8,
    seed: 21,
  });
const line = (look: ReturnType<typeof analyzeLatency>, stop = false, reason = 'continue') =>
  checkLine({ index: 1, of: 4, rounds: look.rounds, look, stop, reason, busy: '' });

describe('the check line', () => {
  it('names the guard that held a metric whose interval lies inside its band, with the interval', () => {
    const look = analyzeLatency(rounds(quiet), { ...options, warmupSettled: false });
    const text = line(look);
    assert.match(
      text,
      /^Check 2 of 4 \(200 rounds\): p50 [+−-]?\d+\.\d+% inconclusive \(held by warm-up; [+−-]?\d+\.\d+% to [+−-]?\d+\.\d+%; pass band /,
    );
    assert.match(text, /, p95 [+−-]?\d+\.\d+% inconclusive \(held by warm-up; [^)]*pass band/);
  });

  it('names every guard that held it, and the suspicion', () => {
    const slower = analyzeLatency(rounds({ ...quiet, medianUs: 112 }, 30), { ...options, warmupSettled: false });
    assert.match(line(slower), /p50 \+\d+\.\d+% inconclusive \(suspected regression; held by warm-up; /);
    assert.match(line(slower), /p95 [+−-]\d+\.\d+% inconclusive \((suspected \w+; )?held by warm-up, p95 calls; /);
  });

  it('says no guard for a metric only its interval keeps open, and nothing more for a decided one', () => {
    const open = analyzeLatency(rounds({ ...quiet, medianUs: 104 }, 40), options);
    assert.equal(open.p50.verdict, 'inconclusive', open.p50.reasons.join('; '));
    assert.doesNotMatch(line(open), /held by/);
    const decided = analyzeLatency(rounds(quiet), options);
    assert.match(line(decided, true, 'decided'), /: p50 [^,(]+ pass, p95 [^,(]+ pass: both decided, stopping$/);
  });
});
