import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decide, lookSchedule, perLookConfidence } from '../../src/stats/sequential.js';
import { type MetricVerdict } from '../../src/stats/types.js';

describe('lookSchedule', () => {
  it('looks at equal shares when counted, front-loaded shares by default', () => {
    assert.deepEqual(lookSchedule(60_000, 0, 4), [15_000, 30_000, 45_000, 60_000]);
    assert.deepEqual(lookSchedule(60_000), [6_000, 18_000, 33_000, 60_000], 'front-loaded by default');
  });

  it('moves early looks up to the minimum duration and merges duplicates', () => {
    assert.deepEqual(lookSchedule(60_000, 20_000, 4), [20_000, 30_000, 45_000, 60_000]);
    assert.deepEqual(lookSchedule(60_000, 40_000, 4), [40_000, 45_000, 60_000]);
    assert.deepEqual(lookSchedule(60_000, 90_000, 4), [60_000]);
    assert.deepEqual(lookSchedule(60_000, 20_000), [20_000, 33_000, 60_000]);
  });

  it('honours the number of looks and rejects nonsense', () => {
    assert.deepEqual(lookSchedule(10_000, 0, 2), [5_000, 10_000]);
    assert.deepEqual(lookSchedule(10_000, 0, 1), [10_000]);
    assert.throws(() => lookSchedule(0), /time budget/);
    assert.throws(() => lookSchedule(1000, 0, 0), /looks/);
  });
});

describe('perLookConfidence (Bonferroni)', () => {
  it('splits the error rate evenly across looks', () => {
    assert.ok(Math.abs(perLookConfidence(0.99, 4) - 0.9975) < 1e-12);
    assert.ok(Math.abs(perLookConfidence(0.95, 5) - 0.99) < 1e-12);
    assert.equal(perLookConfidence(0.99, 1), 0.99);
  });

  it('spends no more than the overall error rate in total', () => {
    for (const looks of [1, 2, 3, 4, 7]) {
      const spent = looks * (1 - perLookConfidence(0.99, looks));
      assert.ok(spent <= 0.01 + 1e-12, `${looks} looks spend ${spent}`);
    }
  });

  it('rejects a confidence given in percent', () => {
    assert.throws(() => perLookConfidence(99, 4), /confidence/);
  });
});

describe('decide', () => {
  const at = (p50: MetricVerdict, p95: MetricVerdict) => ({ p50: { verdict: p50 }, p95: { verdict: p95 } }) as never;

  it('stops as soon as every metric is decided', () => {
    assert.deepEqual(decide(at('pass', 'pass'), 0, 4), { stop: true, reason: 'decided' });
    assert.deepEqual(decide(at('regression', 'improvement'), 1, 4), { stop: true, reason: 'decided' });
    assert.deepEqual(decide(at('pass', 'regression'), 3, 4), { stop: true, reason: 'decided' });
  });

  it('stops at a regression on either metric: the gate verdict can no longer change', () => {
    assert.deepEqual(decide(at('regression', 'inconclusive'), 0, 4), { stop: true, reason: 'decided' });
    assert.deepEqual(decide(at('inconclusive', 'regression'), 1, 4), { stop: true, reason: 'decided' });
  });

  it('never stops early with early stopping off (calibration runs use the whole budget)', () => {
    assert.deepEqual(decide(at('pass', 'pass'), 0, 4, { earlyStop: false }), { stop: false, reason: 'continue' });
    assert.deepEqual(decide(at('pass', 'pass'), 3, 4, { earlyStop: false }), { stop: true, reason: 'decided' });
    assert.deepEqual(decide(at('pass', 'inconclusive'), 3, 4, { earlyStop: false }), {
      stop: true,
      reason: 'budget-spent',
    });
  });

  it('continues while any metric is inconclusive and none is a regression, until the last look', () => {
    assert.deepEqual(decide(at('pass', 'inconclusive'), 0, 4), { stop: false, reason: 'continue' });
    assert.deepEqual(decide(at('inconclusive', 'pass'), 2, 4), { stop: false, reason: 'continue' });
    assert.deepEqual(decide(at('inconclusive', 'inconclusive'), 3, 4), { stop: true, reason: 'budget-spent' });
  });

  it('rejects a look outside the schedule', () => {
    assert.throws(() => decide(at('pass', 'pass'), 4, 4), /look index/);
  });
});
