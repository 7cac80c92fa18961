import assert from 'node:assert/strict';
import { test } from 'node:test';
import { agreementResultSchema } from '../../src/agreement/schema.js';
import { compareOutputs, skippedAgreement } from '../../src/agreement/compare.js';
import {
  type AgreementResult,
  type ModelOutputs,
  type ModelSignature,
  type OutputTensor,
} from '../../src/agreement/types.js';

const sig = (names: string[], quantized = false): ModelSignature => ({
  inputs: [{ name: 'x', type: 'float32', shape: ['batch', 4] }],
  outputs: names.map((name) => ({ name, type: name === 'ids' ? 'int64' : 'float32', shape: ['batch', 4] })),
  quantized,
});

function model(samples: Record<string, number[]>[]): ModelOutputs {
  return {
    samples: samples.map((outputs) =>
      Object.entries(outputs).map(([name, values]): OutputTensor =>
        name === 'ids'
          ? { name, type: 'int64', dims: [1, values.length], data: BigInt64Array.from(values, BigInt) }
          : { name, type: 'float32', dims: [1, values.length], data: Float32Array.from(values) },
      ),
    ),
  };
}

/** JSON.stringify would quietly turn these into null (or throw on bigint), so they must never be there. */
function assertJsonSafe(value: unknown, path: string): void {
  if (typeof value === 'number') assert.ok(Number.isFinite(value), `${path} is ${value}`);
  else if (typeof value === 'bigint' || typeof value === 'undefined') assert.fail(`${path} is ${typeof value}`);
  else if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) assertJsonSafe(inner, `${path}.${key}`);
  }
}

/** Results that exercise every JSON-safety convention: infinite SQNR, NaN, silent baseline, bigint data. */
function scenarios(): {
  identical: AgreementResult;
  broken: AgreementResult;
  renamedQuantized: AgreementResult;
  off: AgreementResult;
} {
  const base = [{ logits: [0.1, 0.7, -0.2, 0.4], ids: [1, 2, 3, 4], zeros: [0, 0, 0, 0] }];
  return {
    identical: compareOutputs({
      baseline: model(base),
      candidate: model(base),
      baselineSig: sig(['logits', 'ids', 'zeros']),
      candidateSig: sig(['logits', 'ids', 'zeros']),
      tolerances: {},
    }),
    broken: compareOutputs({
      baseline: model(base),
      candidate: model([{ logits: [Number.NaN, 0.7, Infinity, 0.4], ids: [1, 2, 3, 5], zeros: [0, 1e-3, 0, 0] }]),
      baselineSig: sig(['logits', 'ids', 'zeros']),
      candidateSig: sig(['logits', 'ids', 'zeros']),
      tolerances: { perOutput: { nothing: { atol: 1 } } },
    }),
    renamedQuantized: compareOutputs({
      baseline: model(base),
      candidate: model([{ scores: [0.11, 0.69, -0.2, 0.41] }]),
      baselineSig: sig(['logits', 'ids', 'zeros']),
      candidateSig: sig(['scores'], true),
      outputMap: { scores: 'logits' },
      tolerances: { minTop1Agreement: 0.5 },
    }),
    off: skippedAgreement('agreement is off'),
  };
}

test('every result survives JSON.stringify → JSON.parse → schema unchanged', () => {
  for (const [name, result] of Object.entries(scenarios())) {
    assertJsonSafe(result, name);
    const text = JSON.stringify(result);
    const reread = agreementResultSchema.parse(JSON.parse(text));
    assert.deepStrictEqual(reread, result, name);
  }
});

test('the scenarios carry the conventions the schema documents', () => {
  const { identical, broken } = scenarios();
  const zeros = identical.outputs.find((o) => o.name === 'zeros')!;
  assert.deepEqual([zeros.sqnrDb, zeros.sqnrInfinite, zeros.cosine], [null, true, 1]);
  const logits = broken.outputs.find((o) => o.name === 'logits')!;
  assert.deepEqual([logits.minPassingAtol, logits.nonFiniteMismatches], [null, 2]);
  const silent = broken.outputs.find((o) => o.name === 'zeros')!;
  assert.deepEqual([silent.sqnrDb, silent.sqnrInfinite, silent.cosine], [null, false, 0]);
  assert.equal(broken.outputs.find((o) => o.name === 'ids')!.failingElements, 1);
  assert.deepEqual(broken.warnings, ["per-output tolerance for 'nothing' matches no output of either model"]);
});

test('the schema rejects what JSON cannot carry or the conventions forbid', () => {
  const { identical } = scenarios();
  const output = identical.outputs.find((o) => o.name === 'logits')!;
  const withOutput = (patch: object) => ({ ...identical, outputs: [{ ...output, ...patch }] });
  assert.equal(agreementResultSchema.safeParse(withOutput({ maxAbsError: Infinity })).success, false);
  assert.equal(agreementResultSchema.safeParse(withOutput({ cosine: Number.NaN })).success, false);
  assert.equal(agreementResultSchema.safeParse(withOutput({ sqnrDb: 300, sqnrInfinite: true })).success, false);
  assert.equal(agreementResultSchema.safeParse(withOutput({ minPassingAtol: null })).success, false);
  assert.equal(agreementResultSchema.safeParse({ ...identical, verdict: 'regression' }).success, false);
  assert.equal(agreementResultSchema.safeParse(identical).success, true);
});

test('float64 values near the top of the range stay JSON-safe: overflowing differences fail, overflowing sums become null', () => {
  const big: ModelSignature = { inputs: [], outputs: [{ name: 'y', type: 'float64', shape: [2] }], quantized: false };
  const run = (baseline: number[], candidate: number[]) =>
    compareOutputs({
      baseline: { samples: [[{ name: 'y', type: 'float64', dims: [2], data: Float64Array.from(baseline) }]] },
      candidate: { samples: [[{ name: 'y', type: 'float64', dims: [2], data: Float64Array.from(candidate) }]] },
      baselineSig: big,
      candidateSig: big,
      tolerances: {},
    });
  const opposite = run([1e308, -1e308], [-1e308, 1e308]);
  assert.equal(opposite.verdict, 'fail');
  assert.equal(opposite.outputs[0]!.nonFiniteMismatches, 2);
  const huge = run([1e200, 2e200], [1e200, 2e200]);
  assert.equal(huge.verdict, 'pass');
  assert.equal(huge.outputs[0]!.cosine, null);
  for (const result of [opposite, huge]) {
    assertJsonSafe(result, 'result');
    assert.deepStrictEqual(agreementResultSchema.parse(JSON.parse(JSON.stringify(result))), result);
  }
});
