// The busy-runner judgement on load windows with known answers (stats/disturbance.ts).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeLoad,
  disturbanceLevel,
  refusedMetrics,
  refuseDisturbedChange,
  waitHitShare,
  worstWindow,
  type LoadFacts,
} from '../../src/stats/disturbance.js';
import type { LatencyAnalysis, MetricAnalysis } from '../../src/stats/types.js';

const quiet: LoadFacts = {
  cores: 2,
  loadAverage: 1.1,
  otherShare: 0.03,
  otherShareIsLowerBound: false,
  stealShare: 0,
  waitShare: 0.02,
  sliceUs: 4000,
  top: [],
};
const hog: LoadFacts = {
  ...quiet,
  otherShare: 0.41,
  waitShare: 0.12,
  top: [
    { name: 'cc1plus', cores: 0.8 },
    { name: 'node', cores: 0.02 },
  ],
};
const swamped: LoadFacts = {
  ...quiet,
  otherShare: 0.95,
  waitShare: 0.8,
  sliceUs: 3000,
  top: [{ name: 'make', cores: 1.9 }],
};

function metric(verdict: MetricAnalysis['verdict']): MetricAnalysis {
  return {
    metric: 'p50',
    baseline: 100,
    candidate: 130,
    ratio: 1.3,
    ci: [1.25, 1.35],
    confidence: 0.9975,
    claim: { level: 0.99, serialStretch: 1 },
    threshold: 0.05,
    noiseFloor: 0.01,
    halfWidth: 0.05,
    minDetectable: 0.06,
    verdict,
    reasons: ['the interval'],
    resamples: 2000,
  };
}
/** A look whose calls take `callUs` at the median. */
const analysis = (p50: MetricAnalysis['verdict'], p95: MetricAnalysis['verdict'], callUs = 2000) =>
  ({
    p50: metric(p50),
    p95: { ...metric(p95), metric: 'p95' },
    baseline: { p50: callUs },
    candidate: { p50: callUs * 0.9 },
  }) as LatencyAnalysis;

describe('busy-runner judgement', () => {
  it('levels: quiet, disturbed by another process or by waiting, heavy when the benchmark mostly waited or steal is high', () => {
    assert.equal(disturbanceLevel(quiet), 'quiet');
    assert.equal(disturbanceLevel(hog), 'disturbed');
    assert.equal(disturbanceLevel({ ...quiet, waitShare: 0.3 }), 'disturbed');
    assert.equal(disturbanceLevel({ ...quiet, stealShare: 0.06 }), 'disturbed');
    assert.equal(disturbanceLevel(swamped), 'heavy');
    assert.equal(disturbanceLevel({ ...quiet, stealShare: 0.3 }), 'heavy');
    const portable = { ...quiet, waitShare: null, sliceUs: null, stealShare: null, otherShareIsLowerBound: true };
    assert.equal(disturbanceLevel({ ...portable, loadAverage: 5.9 }), 'quiet');
    assert.equal(
      disturbanceLevel({ ...portable, loadAverage: 6 }),
      'heavy',
      'off Linux a load of 3 per core stands in for the wait',
    );
  });

  it('what a look may not call depends on how many timed calls contained a wait', () => {
    assert.equal(waitHitShare(swamped, 30), 0.01);
    assert.equal(waitHitShare(quiet, 3000), 0, 'waits below the flag are the thread’s own pauses');
    assert.deepEqual(
      refusedMetrics(swamped, 30),
      [],
      'a 30 µs call between 3 ms slices is hit 1 % of the time: both quantiles stand',
    );
    assert.deepEqual(refusedMetrics(swamped, 300), ['p95'], '10 % of calls hit: the p95 measures the neighbours');
    assert.deepEqual(refusedMetrics(swamped, 2000), ['p50', 'p95'], 'two thirds hit: so does the p50');
    assert.deepEqual(refusedMetrics({ ...quiet, stealShare: 0.3 }, 30), ['p50', 'p95']);
    const portable = { ...quiet, waitShare: null, sliceUs: null, stealShare: null, otherShareIsLowerBound: true };
    assert.deepEqual(refusedMetrics({ ...portable, loadAverage: 6 }, 30), ['p50', 'p95']);
    assert.deepEqual(refusedMetrics({ ...portable, loadAverage: 2 }, 30), []);
  });

  it('calls timed less their waits for a CPU hold no wait: only a stolen CPU, which the thread cannot see, refuses', () => {
    const removed = { runQueueWaitsRemoved: true };
    assert.equal(waitHitShare(swamped, 2000, removed), 0);
    assert.deepEqual(refusedMetrics(swamped, 2000, removed), [], 'the same swamped look as above, its waits taken out');
    assert.deepEqual(refusedMetrics(swamped, 2000, { runQueueWaitsRemoved: false }), ['p50', 'p95']);
    assert.deepEqual(refusedMetrics({ ...quiet, stealShare: 0.3 }, 2000, removed), ['p50', 'p95']);
    const kept = refuseDisturbedChange(analysis('regression', 'pass'), swamped, removed);
    assert.equal(kept.p50.verdict, 'regression');
    assert.equal(kept.p95.verdict, 'pass');
    const stolen = refuseDisturbedChange(analysis('pass', 'pass'), { ...quiet, stealShare: 0.3 }, removed);
    assert.equal(stolen.p95.verdict, 'inconclusive');
    assert.doesNotMatch(stolen.p95.reasons[0]!, /timed calls contained a wait/, 'no share of hit calls to speak of');
  });

  it('says it in words: shares for the record and the comment, names only for the job log', () => {
    assert.equal(
      describeLoad(hog),
      'other processes used 41 % of 2 cores during measurement (busiest: 0.80, 0.02 cores); the benchmark waited for a CPU 12 % of the time it was ready to run',
    );
    assert.equal(
      describeLoad(hog, { names: true }),
      'other processes used 41 % of 2 cores during measurement (busiest: cc1plus 0.80 cores, node 0.02 cores); the benchmark waited for a CPU 12 % of the time it was ready to run',
    );
    assert.equal(
      describeLoad({
        ...quiet,
        otherShare: 0.3,
        otherShareIsLowerBound: true,
        waitShare: null,
        stealShare: null,
        loadAverage: 2.5,
      }),
      'other processes used at least 30 % of 2 cores during measurement; load average 2.5',
    );
    assert.equal(worstWindow([quiet, swamped, hog]), swamped);
  });

  it('accounts for the cores the busiest processes leave out, so the numbers add up', () => {
    // A host-wide total with little of it in this namespace's processes: half of 2 cores, 0.03 cores listed.
    const unseen = { ...hog, otherShare: 0.5, top: [{ cores: 0.02 }, { cores: 0.01 }] };
    const said = describeLoad(unseen);
    assert.equal(
      said,
      "other processes used 50 % of 2 cores during measurement (1.00 cores; busiest: 0.02, 0.01 cores; the other 0.97 cores went to the kernel or to processes not visible here, such as another container's or ones that ended within the window); the benchmark waited for a CPU 12 % of the time it was ready to run",
    );
    const [total, ...shares] = [...said.matchAll(/(\d+\.\d\d)/g)].map((m) => Number(m[1]));
    assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - total!) < 0.011, said);
    assert.doesNotMatch(describeLoad(hog), /not visible/, '0.82 of 0.82 cores listed: nothing left to explain');
    assert.equal(worstWindow([]), undefined);
  });

  // Deliberately changed: a pass on a look whose calls the waits hit is refused too (the quantile measured
  // the waits either way), and a refused regression stays visible as suspected.
  it('a look whose calls the waits hit calls no verdict, a pass no more than a regression; a quieter look changes nothing', () => {
    const refused = refuseDisturbedChange(analysis('regression', 'improvement'), swamped);
    assert.equal(refused.p50.verdict, 'inconclusive');
    assert.equal(refused.p95.verdict, 'inconclusive');
    assert.equal(refused.p50.minDetectable, Infinity);
    assert.match(
      refused.p50.reasons[0]!,
      /^the runner was heavily disturbed during this look \(other processes used 95 % of 2 cores.*, and about 67 % of the timed calls contained a wait\), so the p50 measures the neighbours as much as the model and no verdict is called from it \(it would have been regression\); rerun on a quieter runner$/,
    );
    assert.equal(refused.p50.suspected, 'regression');
    assert.equal(refused.p95.suspected, 'improvement');
    assert.deepEqual(refused.p50.heldBy, ['busy runner']);
    const short = refuseDisturbedChange(analysis('regression', 'regression', 30), swamped);
    assert.deepEqual(
      [short.p50.verdict, short.p95.verdict],
      ['regression', 'regression'],
      'short calls keep their verdicts on a swamped machine',
    );
    const passed = refuseDisturbedChange(analysis('pass', 'inconclusive'), swamped).p50;
    assert.equal(passed.verdict, 'inconclusive');
    assert.equal(passed.suspected, undefined);
    assert.deepEqual(passed.heldBy, ['busy runner']);
    assert.equal(refuseDisturbedChange(analysis('regression', 'pass'), hog).p50.verdict, 'regression');
    assert.equal(refuseDisturbedChange(analysis('regression', 'pass'), undefined).p50.verdict, 'regression');
  });
});
