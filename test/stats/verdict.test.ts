import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  describeDetectable,
  judge,
  minDetectable,
  overallVerdict,
  passBand,
  percentUp,
} from '../../src/stats/verdict.js';
import { type MetricVerdict } from '../../src/stats/types.js';

const rule = { threshold: 0.05, noiseFloor: 0.01 };

describe('judge', () => {
  const cases: Array<[string, number, [number, number], MetricVerdict]> = [
    ['interval above floor, estimate above threshold', 1.3, [1.2, 1.4], 'regression'],
    // Deliberately changed: the estimate past the threshold is not enough; 40 % of the way from it to the
    // interval's low end must be past it too (1.08^0.6 · 1.04^0.4 = 1.0638 > 1.05 here; 1.06 with [1.011, 1.11]
    // gives 1.0401, and 1.055 with [1.04, 1.07] 1.0490).
    ['interval above floor, 40 % of the way to its low end past the threshold', 1.08, [1.04, 1.12], 'regression'],
    [
      'interval just above floor, estimate but not 40 % of the way past the threshold',
      1.06,
      [1.011, 1.11],
      'inconclusive',
    ],
    [
      'narrow interval, estimate past the threshold but not 40 % of the way to its low end',
      1.055,
      [1.04, 1.07],
      'inconclusive',
    ],
    ['interval touching the floor', 1.06, [1.01, 1.11], 'inconclusive'],
    ['real but small slowdown straddling the threshold', 1.04, [1.02, 1.06], 'inconclusive'],
    ['real slowdown below the threshold', 1.03, [1.02, 1.035], 'pass'],
    ['upper end below threshold less the floor', 1.0, [0.97, 1.03], 'pass'],
    // The pass band is [1.01 / 1.05, 1.05 / 1.01] = [0.9619, 1.0396]: an interval must keep the floor's
    // distance from the threshold, as a regression's must keep it from 1.
    ['upper end below threshold but within the floor of it', 1.0, [0.97, 1.045], 'inconclusive'],
    ['upper end exactly at threshold', 1.0, [0.95, 1.05], 'inconclusive'],
    ['wide interval', 1.0, [0.8, 1.2], 'inconclusive'],
    ['clear improvement', 0.7, [0.65, 0.75], 'improvement'],
    ['faster, interval inside the band', 0.97, [0.965, 0.98], 'pass'],
    ['faster, lower end beyond the band: a bigger speed-up is not excluded', 0.96, [0.94, 0.98], 'inconclusive'],
    ['faster, interval reaching the floor', 0.9, [0.85, 0.995], 'inconclusive'],
  ];
  for (const [name, ratio, ci, expected] of cases) {
    it(`${name} → ${expected}`, () => assert.equal(judge({ ratio, ci, ...rule }), expected));
  }

  it('mirrors the thresholds on the reciprocal scale for improvements', () => {
    // 1 / 1.05 = 0.95238…: 40 % of the way from the estimate to the high end must be below it.
    assert.equal(judge({ ratio: 0.947, ci: [0.935, 0.961], ...rule }), 'inconclusive'); // 0.947^0.6 · 0.961^0.4 = 0.95258
    assert.equal(judge({ ratio: 0.946, ci: [0.935, 0.96], ...rule }), 'improvement'); // 0.946^0.6 · 0.96^0.4 = 0.95157
  });

  it('is symmetric: the pass band mirrors on the reciprocal scale, and the four verdicts never overlap', () => {
    const [low, high] = passBand(0.05, 0.01);
    assert.ok(Math.abs(low * high - 1) < 1e-12);
    assert.ok(Math.abs(high - 1.05 / 1.01) < 1e-12);
    for (let lo = 0.8; lo < 1.2; lo += 0.01) {
      for (let hi = lo + 0.005; hi < 1.25; hi += 0.01) {
        const mid = Math.sqrt(lo * hi);
        const v = judge({ ratio: mid, ci: [lo, hi], ...rule });
        const mirrored = judge({ ratio: 1 / mid, ci: [1 / hi, 1 / lo], ...rule });
        const flip: Record<MetricVerdict, MetricVerdict> = {
          regression: 'improvement',
          improvement: 'regression',
          pass: 'pass',
          inconclusive: 'inconclusive',
        };
        assert.equal(mirrored, flip[v], `[${lo}, ${hi}]`);
        if (v === 'pass') assert.ok(lo > low && hi < high);
      }
    }
  });
});

describe('overallVerdict', () => {
  const all: MetricVerdict[] = ['pass', 'regression', 'improvement', 'inconclusive'];
  const expected = (a: MetricVerdict, b: MetricVerdict): MetricVerdict => {
    if (a === 'regression' || b === 'regression') return 'regression';
    if (a === 'inconclusive' || b === 'inconclusive') return 'inconclusive';
    return a === 'improvement' || b === 'improvement' ? 'improvement' : 'pass';
  };
  for (const p50 of all) {
    for (const p95 of all) {
      it(`${p50} + ${p95} → ${expected(p50, p95)}`, () => assert.equal(overallVerdict(p50, p95), expected(p50, p95)));
    }
  }
});

describe('minDetectable', () => {
  it('is about the threshold when the interval is narrow', () => {
    const mde = minDetectable({ ratio: 1, ci: [0.999, 1.001], ...rule });
    assert.ok(Math.abs(mde - (1.05 * (1 / 0.999) ** 0.4 - 1)) < 1e-12, `${mde}`);
  });

  it('is the noise floor plus the lower half-width (multiplicatively) when the interval is wide', () => {
    const mde = minDetectable({ ratio: 1.0, ci: [0.9, 1.1], ...rule });
    assert.ok(Math.abs(mde - (1.01 / 0.9 - 1)) < 1e-12, `${mde}`);
  });

  it('is the threshold past 40 % of the lower half-width when that is larger', () => {
    // span 1.02: (1.05 · 1.02^0.4) − 1 = 5.83 % beats (1.01 · 1.02) − 1 = 3.02 %.
    const mde = minDetectable({ ratio: 1.0, ci: [1 / 1.02, 1.02], ...rule });
    assert.ok(Math.abs(mde - (1.05 * 1.02 ** 0.4 - 1)) < 1e-12, `${mde}`);
  });

  it('would indeed be called a regression at that size', () => {
    const run = { ratio: 1.0, ci: [0.92, 1.09] as [number, number], ...rule };
    const s = minDetectable(run) + 1e-9;
    const shifted = { ...run, ratio: 1 + s, ci: [run.ci[0] * (1 + s), run.ci[1] * (1 + s)] as [number, number] };
    assert.equal(judge(shifted), 'regression');
    const smaller = minDetectable(run) - 1e-3;
    const below = {
      ...run,
      ratio: 1 + smaller,
      ci: [run.ci[0] * (1 + smaller), run.ci[1] * (1 + smaller)] as [number, number],
    };
    assert.notEqual(judge(below), 'regression');
  });

  it('reads as a sentence, rounded up', () => {
    assert.equal(
      describeDetectable('p95', { minDetectable: 0.0812 }),
      'this run could detect a p95 slowdown of 8.2 % or more',
    );
    assert.equal(
      describeDetectable('p50', { minDetectable: 0.123 }),
      'this run could detect a p50 slowdown of 13 % or more',
    );
    assert.match(
      describeDetectable('p95', { minDetectable: Number.POSITIVE_INFINITY }),
      /could not detect a p95 slowdown/,
    );
    assert.equal(percentUp(0.05), '5.0 %');
    assert.equal(percentUp(0.1), '10 %');
  });
});
