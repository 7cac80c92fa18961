import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareOutputs } from '../../src/agreement/compare.js';
import { QUANTILE_SAMPLE_CAP } from '../../src/agreement/numeric.js';
import { type ModelOutputs, type ModelSignature } from '../../src/agreement/types.js';
import { seeded } from '../helpers/agreement.js';
import {
  formatAtLeast,
  formatCosine,
  formatError,
  formatPercent,
  formatTolerance,
} from '../../src/agreement/format.js';

// An independent re-computation of the statistics with the plainest code possible: arrays of numbers,
// Array.sort, Math.max over spreads, sums in a different order. If compareOutputs and this agree on
// random data, neither is likely to share a bug with the other.

const SAMPLES = 12;
const ROWS = 3;
const CLASSES = 17;
const random = seeded(2024);
const baselineData = Array.from({ length: SAMPLES }, () =>
  Array.from({ length: ROWS * CLASSES }, () => (random() - 0.5) * 6),
);
const candidateData = baselineData.map((sample) => sample.map((v) => v + (random() - 0.5) * 0.3 * random() ** 4));

const sig: ModelSignature = {
  inputs: [],
  outputs: [{ name: 'logits', type: 'float64', shape: ['batch', CLASSES] }],
  quantized: false,
};
const wrap = (data: number[][]): ModelOutputs => ({
  samples: data.map((values) => [{ name: 'logits', type: 'float64', dims: [ROWS, CLASSES], data: values }]),
});

function naive(atol: number, rtol: number) {
  const b = baselineData.flat();
  const c = candidateData.flat();
  const errors = b.map((value, i) => Math.abs(c[i]! - value));
  let dot = 0;
  let bb = 0;
  let cc = 0;
  for (let i = b.length - 1; i >= 0; i--) {
    dot += b[i]! * c[i]!;
    bb += b[i]! ** 2;
    cc += c[i]! ** 2;
  }
  const sorted = [...errors].sort((x, y) => x - y);
  const rank = (p: number) => {
    const h = (sorted.length - 1) * p;
    return sorted[Math.floor(h)]! + (h - Math.floor(h)) * (sorted[Math.ceil(h)]! - sorted[Math.floor(h)]!);
  };
  const needed = errors.map((e, i) => (e <= rtol * Math.abs(b[i]!) ? 0 : e));
  let top1 = 0;
  let top5 = 0;
  for (let row = 0; row < b.length / CLASSES; row++) {
    const slice = (data: number[]) => data.slice(row * CLASSES, (row + 1) * CLASSES);
    const byScore = (data: number[]) =>
      slice(data)
        .map((v, i) => [v, i] as const)
        .sort((x, y) => y[0] - x[0] || x[1] - y[1])
        .map(([, i]) => i);
    const pick = byScore(c)[0];
    if (byScore(b)[0] === pick) top1++;
    if (byScore(b).slice(0, 5).includes(pick!)) top5++;
  }
  const rows = b.length / CLASSES;
  return {
    maxAbs: Math.max(...errors),
    mean: errors.reduce((s, e) => s + e, 0) / errors.length,
    median: rank(0.5),
    p99: rank(0.99),
    cosine: dot / (Math.sqrt(bb) * Math.sqrt(cc)),
    sqnr: 10 * Math.log10(bb / errors.reduce((s, e) => s + e * e, 0)),
    failing: errors.filter((e, i) => e > atol && e > rtol * Math.abs(b[i]!)).length,
    minAtol: Math.max(...needed),
    top1: top1 / rows,
    top5: top5 / rows,
  };
}

test('statistics match a naive re-computation', () => {
  for (const [atol, rtol] of [
    [1e-5, 1e-5],
    [1e-2, 1e-3],
    [0, 0.05],
  ] as const) {
    const result = compareOutputs({
      baseline: wrap(baselineData),
      candidate: wrap(candidateData),
      baselineSig: sig,
      candidateSig: sig,
      tolerances: { atol, rtol },
    });
    const output = result.outputs[0]!;
    const expected = naive(atol, rtol);
    const close = (actual: number | null, wanted: number, what: string, tolerance = 1e-12) =>
      assert.ok(
        actual !== null && Math.abs(actual - wanted) <= tolerance * Math.max(1, Math.abs(wanted)),
        `${what}: ${actual} vs ${wanted}`,
      );
    assert.equal(output.maxAbsError, expected.maxAbs);
    close(output.meanAbsError, expected.mean, 'mean');
    close(output.medianAbsError, expected.median, 'median');
    close(output.p99AbsError, expected.p99, 'p99');
    close(output.cosine, expected.cosine, 'cosine');
    close(output.sqnrDb, expected.sqnr, 'sqnr', 1e-9);
    assert.equal(output.failingElements, expected.failing, `failing at atol ${atol} rtol ${rtol}`);
    assert.equal(output.minPassingAtol, expected.minAtol);
    assert.equal(output.ranking!.top1Agreement, expected.top1);
    assert.equal(output.ranking!.topKAgreement, expected.top5);
    assert.equal(output.ranking!.rows, SAMPLES * ROWS);
  }
});

test('outputs too large to keep every error estimate the quantiles from an even subsample', () => {
  const length = QUANTILE_SAMPLE_CAP + 10;
  const baseline = new Float32Array(length);
  // Errors rise linearly from 0 to 1 over the elements: median 0.5, p99 0.99.
  const candidate = Float32Array.from({ length }, (_, i) => i / (length - 1));
  const big: ModelSignature = {
    inputs: [],
    outputs: [{ name: 'y', type: 'float32', shape: [length] }],
    quantized: false,
  };
  const result = compareOutputs({
    baseline: { samples: [[{ name: 'y', type: 'float32', dims: [length], data: baseline }]] },
    candidate: { samples: [[{ name: 'y', type: 'float32', dims: [length], data: candidate }]] },
    baselineSig: big,
    candidateSig: big,
    tolerances: {},
  });
  const y = result.outputs[0]!;
  assert.equal(y.quantilesExact, false);
  assert.ok(Math.abs(y.medianAbsError! - 0.5) < 1e-3);
  assert.ok(Math.abs(y.p99AbsError! - 0.99) < 1e-3);
  assert.equal(y.maxAbsError, 1, 'the maximum still sees every element');
});

test('number formats never round a near-miss into a pass', () => {
  assert.equal(formatError(0.0049), '4.9e-3');
  assert.equal(formatError(1e-5), '1e-5');
  assert.equal(formatTolerance(0.0025), '2.5e-3');
  assert.equal(formatTolerance(1), '1');
  assert.equal(formatAtLeast(0.0049), '4.9e-3');
  assert.equal(formatAtLeast(0.00493), '5e-3');
  assert.equal(formatAtLeast(0.00999), '1e-2');
  assert.equal(formatCosine(0.99998), '0.99998');
  assert.equal(formatCosine(0.9999996), '0.9999996');
  assert.equal(formatCosine(0.5), '0.5');
  assert.equal(formatPercent(0.9997), '99.9 %');
  assert.equal(formatPercent(0.983), '98.3 %');
  for (let i = 0; i < 1000; i++) {
    const value = 10 ** (-8 * Math.random()) * Math.random();
    assert.ok(Number(formatAtLeast(value)) >= value, `${formatAtLeast(value)} < ${value}`);
  }
});
