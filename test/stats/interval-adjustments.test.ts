import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { adjustInterval, INTERVAL_ADJUSTMENTS, type IntervalFacts } from '../../src/stats/interval-adjustments.js';

/** Fixed pairs that agree: every step but the margin's prior has nothing to add. */
const facts: IntervalFacts = {
  metric: 'p50',
  ratio: 1,
  smallSample: 1,
  serial: 1,
  pairs: { pairs: 8, ratios: Array(8).fill(1), withinSd: 0.002, betweenSdInRun: 0, betweenSd: 0, effectivePairs: 8 },
  roundsPerPair: Array(8).fill(40),
  biasLevel: 0.99,
  renewedPairs: false,
  leaveOut: Array(8).fill(0),
};
const ci: [number, number] = [0.99, 1.01];
const step = (name: string) => {
  const found = INTERVAL_ADJUSTMENTS.find((s) => s.name === name);
  assert.ok(found, `a step named ${name}`);
  return found;
};
const halfWidths = ([low, high]: [number, number], ratio = 1) => [Math.log(ratio / low), Math.log(high / ratio)];
const close = (a: number, b: number) => assert.ok(Math.abs(a - b) < 1e-9, `${a} vs ${b}`);

describe('interval adjustments', () => {
  it('apply in a fixed order, each with a reason', () => {
    assert.deepEqual(
      INTERVAL_ADJUSTMENTS.map((s) => s.name),
      [
        'small-sample stretch',
        'serial-correlation stretch',
        'pair-bias margin',
        'pair-mean floor',
        'leave-one-pair-out floor',
      ],
    );
    for (const s of INTERVAL_ADJUSTMENTS) assert.ok(s.reason.length > 20, s.name);
  });

  it('small-sample stretch: each end’s log distance times the factor; none when a pair ran one round', () => {
    const [down, up] = halfWidths(step('small-sample stretch').apply(ci, { ...facts, smallSample: 2 }));
    const [d0, u0] = halfWidths(ci);
    close(down!, 2 * d0!);
    close(up!, 2 * u0!);
    assert.deepEqual(step('small-sample stretch').apply(ci, { ...facts, smallSample: Infinity }), ci);
  });

  it('serial-correlation stretch: each end’s log distance times the factor; none at 1', () => {
    const [down, up] = halfWidths(step('serial-correlation stretch').apply(ci, { ...facts, serial: 3 }));
    const [d0, u0] = halfWidths(ci);
    close(down!, 3 * d0!);
    close(up!, 3 * u0!);
    assert.deepEqual(step('serial-correlation stretch').apply(ci, facts), ci);
  });

  it('pair-bias margin: adds t · τ / √K in quadrature to each end', () => {
    const widened = step('pair-bias margin').apply(ci, { ...facts, pairs: { ...facts.pairs, betweenSd: 0.02 } });
    const [down] = halfWidths(widened);
    // t with 7 degrees of freedom at 99.5 % is 3.4995.
    const margin = (3.4995 * 0.02) / Math.sqrt(8);
    assert.ok(Math.abs(down! - Math.hypot(Math.log(1 / 0.99), margin)) < 1e-4);
    assert.deepEqual(step('pair-bias margin').apply(ci, facts), ci, 'no τ: no margin');
  });

  it('pair-mean floor: p50 of renewed pairs only, at the t interval over the pairs’ ratios', () => {
    const spread = { ...facts.pairs, ratios: [1.05, 0.95, 1.05, 0.95, 1.05, 0.95, 1.05, 0.95] };
    const renewed = { ...facts, renewedPairs: true, pairs: spread };
    const [down] = halfWidths(step('pair-mean floor').apply(ci, renewed));
    assert.ok(down! > 0.05, `floor ${down}`);
    assert.deepEqual(step('pair-mean floor').apply(ci, { ...renewed, renewedPairs: false }), ci);
    assert.deepEqual(step('pair-mean floor').apply(ci, { ...renewed, metric: 'p95' }), ci);
  });

  it('leave-one-pair-out floor: at least t · SE_jack, so one far pair widens the interval past its pull', () => {
    const leaveOut = [0.05, 0.05, 0.05, -0.3, 0.05, 0.05, 0.05, 0.05];
    const [down, up] = halfWidths(step('leave-one-pair-out floor').apply(ci, { ...facts, leaveOut }));
    assert.ok(down! > 0.35 && up! > 0.35, `floor ${down} ${up}`);
    assert.deepEqual(step('leave-one-pair-out floor').apply(ci, facts), ci, 'pairs that agree add nothing');
  });

  it('chains the steps: the result is at least as wide as every step alone', () => {
    const all = {
      ...facts,
      smallSample: 1.2,
      pairs: { ...facts.pairs, betweenSd: 0.01 },
      leaveOut: [0, 0, 0, 0.02, 0, 0, 0, 0],
    };
    const [down] = halfWidths(adjustInterval(ci, all));
    for (const s of INTERVAL_ADJUSTMENTS) assert.ok(down! >= halfWidths(s.apply(ci, all))[0]! - 1e-12, s.name);
  });
});
