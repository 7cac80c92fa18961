// A blocked regression is never silent (docs/statistics.md, "Guards"): the headline says what was suspected,
// and fail-on 'suspected-regression' fails on it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { headline } from '../../src/record/headline.js';
import { failsStep } from '../../src/decision/decision.js';
import { reportRecordSchema, type MetricResult } from '../../src/record/schema.js';
import { scenario } from '../helpers/scenarios.js';

const metric = (over: Partial<MetricResult>): MetricResult => ({
  baseline: 1,
  candidate: 1.08,
  ratio: 1.08,
  ci: [1.05, 1.11],
  confidence: 0.9975,
  verdict: 'inconclusive',
  threshold: 0.05,
  noiseFloor: 0.01,
  halfWidth: 0.03,
  minDetectable: null,
  detectable: 'this run could not detect a p50 slowdown of any size (see the reasons)',
  reasons: [
    "warm-up ended at its time cap before the call times settled, so the models may still have been warming up while they were measured; rerun, or raise 'max-duration'",
  ],
  ...over,
});

describe('suspected regression', () => {
  it('is named in the headline of an inconclusive run', () => {
    const latency = { p50: metric({ suspected: 'regression' }), p95: metric({ ratio: 1, ci: [0.95, 1.05] }) };
    assert.match(
      headline('inconclusive', latency, null),
      /^Inconclusive, suspected regression: p50 \+8\.0% \(\+5\.0% to \+11\.0%\): warm-up ended/,
    );
    const plain = { p50: metric({}), p95: metric({}) };
    assert.match(headline('inconclusive', plain, null), /^Inconclusive: /);
  });

  it("fails the step under fail-on 'suspected-regression', and only there", () => {
    const inconclusive = (suspectsRegression: boolean) =>
      ({ verdict: 'inconclusive', agreement: 'pass', suspectsRegression }) as const;
    assert.equal(failsStep(['suspected-regression'], inconclusive(true)), true);
    assert.equal(failsStep(['suspected-regression'], inconclusive(false)), false);
    assert.equal(failsStep(['suspected-regression'], { verdict: 'regression', agreement: 'pass' }), true);
    assert.equal(failsStep(['regression', 'agreement'], inconclusive(true)), false);
    assert.equal(failsStep(['inconclusive'], inconclusive(false)), true);
  });
});

describe('the guards that held a metric', () => {
  it('are named in the record, and the record keeps them through its schema', () => {
    const record = scenario('classifier', 1.3, { warmupUnsettled: true });
    const latency = record.latency!;
    assert.equal(latency.p50.verdict, 'inconclusive');
    assert.equal(latency.p50.suspected, 'regression');
    assert.deepEqual(latency.p50.heldBy, ['warm-up']);
    assert.deepEqual(reportRecordSchema.parse(JSON.parse(JSON.stringify(record))).latency?.p50.heldBy, ['warm-up']);
    assert.equal(scenario('classifier', 1.3).latency?.p50.heldBy, undefined, 'absent when no guard held it');
  });

  it('only by the names the schema knows', () => {
    const record = scenario('classifier', 1.3, { warmupUnsettled: true });
    const forged = {
      ...record,
      latency: { ...record.latency!, p50: { ...record.latency!.p50, heldBy: ['<b>x</b>'] } },
    };
    assert.equal(reportRecordSchema.safeParse(forged).success, false);
  });
});
