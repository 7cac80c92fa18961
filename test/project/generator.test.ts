// The fixture generator checked against real onnxruntime-node: each knob must produce exactly the
// model property the gate's tests rely on (metadata, identical outputs, slowdown, drift, failures).
import '../../src/bench/child/float16-compat.js';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import * as ort from 'onnxruntime-node';
import * as fx from '../fixtures/onnx/index.js';

// One thread, no spinning: how the gate runs interleaved sessions (docs/benchmark.md, "Runtime facts").
const OPTS: ort.InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  interOpNumThreads: 1,
  extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
};
const open = (m: Uint8Array | string) => ort.InferenceSession.create(m as Uint8Array, OPTS);
const meta = (vs: readonly ort.InferenceSession.ValueMetadata[]) =>
  vs.map((v) => (v.isTensor ? { name: v.name, type: v.type, shape: [...v.shape] } : { name: v.name }));

const SMALL: fx.MlpOptions = { inputDim: 32, hiddenDims: [64, 64], outputDim: 10, seed: 7 };

function randomInput(rows: number, cols: number, seed: number): ort.Tensor {
  return new ort.Tensor('float32', fx.uniform(fx.rng(seed), rows * cols, 1), [rows, cols]);
}
async function logits(model: Uint8Array | string, x: ort.Tensor): Promise<Float32Array> {
  const s = await open(model);
  const r = await s.run({ input: x });
  await s.release();
  return r.logits?.data as Float32Array;
}
const argmaxRows = (data: Float32Array, cols: number): number[] =>
  Array.from({ length: data.length / cols }, (_, r) => {
    const row = data.subarray(r * cols, (r + 1) * cols);
    return row.indexOf(Math.max(...row));
  });

describe('MLP generator', () => {
  test('metadata follows batch, names and dtype', async () => {
    for (const [batch, shape0] of [
      [8, 8],
      ['batch', 'batch'],
      ['', ''],
    ] as const) {
      const s = await open(fx.buildMlp({ ...SMALL, batch, inputName: 'x', outputName: 'probs', dtype: 'float16' }));
      assert.deepEqual(meta(s.inputMetadata), [{ name: 'x', type: 'float16', shape: [shape0, 32] }]);
      assert.deepEqual(meta(s.outputMetadata), [{ name: 'probs', type: 'float16', shape: [shape0, 10] }]);
      await s.release();
    }
    const s = await open(fx.buildMlp(SMALL)); // defaults: batch 1, 'input' → 'logits', float32
    assert.deepEqual(
      [...meta(s.inputMetadata), ...meta(s.outputMetadata)],
      [
        { name: 'input', type: 'float32', shape: [1, 32] },
        { name: 'logits', type: 'float32', shape: [1, 10] },
      ],
    );
    await s.release();
  });

  test('same options give the same bytes; seed and producerName change them', () => {
    assert.deepEqual(fx.buildMlp(SMALL), fx.buildMlp(SMALL));
    assert.notDeepEqual(fx.buildMlp(SMALL), fx.buildMlp({ ...SMALL, seed: 8 }));
    const renamed = fx.decodeModel(fx.buildMlp({ ...SMALL, producerName: 'exporter-2' }));
    assert.equal(renamed.producerName, 'exporter-2');
    assert.deepEqual(renamed.graph?.initializer, fx.decodeModel(fx.buildMlp(SMALL)).graph?.initializer);
  });

  test('identity layers: bit-identical outputs, half again the multiply-adds', async () => {
    // 6 hidden layers of 256 and 3 identity layers of 256: +50% multiply-adds per row. How much slower a call
    // gets is measured by the gate itself (test/bench/engine.test.ts calls such a pair a regression).
    const base: fx.MlpOptions = { inputDim: 256, hiddenDims: Array(6).fill(256), outputDim: 10, batch: 32 };
    const slow = { ...base, identityLayers: 3 };
    const cost = fx.mlpCost(slow);
    assert.ok(Math.abs(cost.identityFraction - 0.5) < 0.01, `identity fraction ${cost.identityFraction}`);
    const x = randomInput(32, 256, 1);
    assert.deepEqual(await logits(fx.buildMlp(slow), x), await logits(fx.buildMlp(base), x));
    const ops = (o: fx.MlpOptions) => fx.decodeModel(fx.buildMlp(o)).graph?.node?.map((n) => n.opType) ?? [];
    assert.equal(ops(slow).length - ops(base).length, 3, 'one MatMul per identity layer');
  });

  test('perturb changes outputs slightly', async () => {
    const x = randomInput(64, 32, 2);
    const opts = { ...SMALL, batch: 64 };
    const [p, q] = [await logits(fx.buildMlp(opts), x), await logits(fx.buildMlp({ ...opts, perturb: 1e-3 }), x)];
    let maxAbs = 0;
    let maxRef = 0;
    p.forEach((v, i) => {
      maxAbs = Math.max(maxAbs, Math.abs(v - (q[i] ?? 0)));
      maxRef = Math.max(maxRef, Math.abs(v));
    });
    console.log(`perturb 1e-3: max |Δ| ${maxAbs.toExponential(2)} of max |y| ${maxRef.toFixed(2)}`);
    assert.ok(maxAbs > 0 && maxAbs < 1e-2 * maxRef, `max abs diff ${maxAbs}`);
  });

  test('int8 dynamic quantization: top-1 mostly agrees with float', async () => {
    const opts: fx.MlpOptions = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 'batch', seed: 11 };
    const ops = fx.decodeModel(fx.buildMlp({ ...opts, quantize: 'int8-dynamic' })).graph?.node?.map((n) => n.opType);
    assert.ok(ops?.includes('DynamicQuantizeLinear') && ops.includes('MatMulInteger'));
    const x = randomInput(256, 64, 5);
    const f = argmaxRows(await logits(fx.buildMlp(opts), x), 10);
    const q = argmaxRows(await logits(fx.buildMlp({ ...opts, quantize: 'int8-dynamic' }), x), 10);
    const agree = f.filter((v, i) => v === q[i]).length;
    console.log(`int8 dynamic: top-1 agreement ${agree}/256 (${((100 * agree) / 256).toFixed(1)}%)`);
    assert.ok(agree >= 0.85 * 256, `agreement ${agree}/256`);
  });

  test('float16 model runs and tracks the float32 model', async () => {
    const x = randomInput(4, 32, 3);
    const x16 = new ort.Tensor('float16', Uint16Array.from(x.data as Float32Array, fx.floatToHalfBits), [4, 32]);
    const s = await open(fx.buildMlp({ ...SMALL, batch: 4, dtype: 'float16' }));
    const out = (await s.run({ input: x16 })).logits;
    assert.equal(out?.type, 'float16');
    assert.ok(out?.data instanceof Uint16Array);
    const ref = await logits(fx.buildMlp({ ...SMALL, batch: 4 }), x);
    Array.from(out.data, fx.halfBitsToFloat).forEach((v, i) => assert.ok(Math.abs(v - (ref[i] ?? 0)) < 0.05));
    await s.release();
  });

  test('nanOutput: column 0 is NaN, the rest unchanged', async () => {
    const x = randomInput(3, 32, 4);
    const [plain, nan] = [
      await logits(fx.buildMlp({ ...SMALL, batch: 3 }), x),
      await logits(fx.buildMlp({ ...SMALL, batch: 3, nanOutput: true }), x),
    ];
    nan.forEach((v, i) => (i % 10 === 0 ? assert.ok(Number.isNaN(v)) : assert.equal(v, plain[i])));
  });

  describe('external data', () => {
    let dir = '';
    after(() => rm(dir, { recursive: true, force: true }));
    test('loads from a path, fails clearly without the side file', async () => {
      dir = await mkdtemp(join(tmpdir(), 'lg-extdata-'));
      const path = join(dir, 'model.onnx');
      await fx.writeMlp(path, { ...SMALL, externalData: 'model.onnx.data' });
      assert.ok((await readFile(path)).length < 2000, 'weights should not be inline');
      const x = randomInput(1, 32, 6);
      assert.deepEqual(await logits(path, x), await logits(fx.buildMlp(SMALL), x));
      assert.throws(() => fx.buildMlp({ ...SMALL, externalData: 'x.data' }));
      await rm(join(dir, 'model.onnx.data'));
      await assert.rejects(open(path), (e: Error) => {
        console.log(`missing side file: ${e.message.slice(0, 160)}`);
        return true;
      });
    });
  });
});

describe('special models', () => {
  test('every feedable dtype is accepted', async () => {
    const s = await open(fx.allDtypesModel());
    const numeric = {
      float32: Float32Array,
      float64: Float64Array,
      int8: Int8Array,
      uint8: Uint8Array,
      int16: Int16Array,
      uint16: Uint16Array,
      int32: Int32Array,
      uint32: Uint32Array,
    } as const;
    const data = (t: fx.NumericDType) =>
      t === 'int64'
        ? new BigInt64Array([1n, 2n, 3n, 4n])
        : t === 'uint64'
          ? new BigUint64Array([1n, 2n, 3n, 4n])
          : t === 'bool'
            ? new Uint8Array([1, 0, 1, 1])
            : t === 'float16'
              ? Uint16Array.from([1, 2, 3, 4], fx.floatToHalfBits)
              : numeric[t].from([1, 2, 3, 4]);
    const feeds = Object.fromEntries(fx.NUMERIC_DTYPES.map((t) => [`in_${t}`, new ort.Tensor(t, data(t), [1, 4])]));
    const out = (await s.run(feeds)).sum;
    assert.deepEqual(out?.dims, []);
    assert.equal(out?.data[0], 11 * 10 + 3); // 11 inputs sum 1+2+3+4, bool sums 3
    await s.release();
  });

  test('string input', async () => {
    const s = await open(fx.stringInputModel());
    assert.deepEqual(meta(s.inputMetadata), [{ name: 'text', type: 'string', shape: [1] }]);
    assert.deepEqual((await s.run({ text: new ort.Tensor('string', ['hi'], [1]) })).text_out?.data, ['hi']);
    await s.release();
  });

  test('VAD-like signature, any sr value runs', async () => {
    const s = await open(fx.vadLikeModel());
    assert.deepEqual(meta(s.inputMetadata), [
      { name: 'input', type: 'float32', shape: ['batch', 'samples'] },
      { name: 'state', type: 'float32', shape: [2, 'batch', 128] },
      { name: 'sr', type: 'int64', shape: [] },
    ]);
    assert.deepEqual(
      meta(s.outputMetadata).map((m) => m.name),
      ['output', 'stateN'],
    );
    const run = async (sr: bigint) =>
      (
        await s.run({
          input: new ort.Tensor('float32', new Float32Array(2 * 512).fill(0.1), [2, 512]),
          state: new ort.Tensor('float32', new Float32Array(2 * 2 * 128), [2, 2, 128]),
          sr: new ort.Tensor('int64', new BigInt64Array([sr]), []),
        })
      ).output?.data[0];
    const outs: unknown[] = [];
    for (const sr of [16000n, 8000n, 0n, -1n, 2n ** 63n - 1n]) outs.push(await run(sr));
    assert.ok(
      outs.every((v) => Number.isFinite(v)),
      `outputs ${outs.join(', ')}`,
    );
    assert.notEqual(outs[0], outs[1], 'sr must matter');
    await s.release();
  });

  test('unnamed dynamic dims come back as ""', async () => {
    const s = await open(fx.unnamedDimsModel());
    assert.deepEqual(meta(s.inputMetadata), [{ name: 'input', type: 'float32', shape: ['', 64] }]);
    const v = fx.decodeModel(fx.unnamedDimsModel()).graph?.input?.[0]?.type?.tensorType?.shape?.dim?.[0];
    assert.ok(v && !v.dimParam && !Number(v.dimValue), 'neither dim_param nor dim_value is set');
    await s.release();
  });

  test('failing models fail where intended', async () => {
    const x = new ort.Tensor('float32', new Float32Array(16), [1, 16]);
    const id = await open(fx.identityModel());
    assert.deepEqual((await id.run({ input: x })).output?.dims, [1, 16]);
    // logSeverityLevel 4 (fatal): keep ORT's own error log of the expected failure off stderr.
    const bad = await ort.InferenceSession.create(fx.runtimeErrorModel(), { ...OPTS, logSeverityLevel: 4 });
    await assert.rejects(bad.run({ input: x }), /reshape/i);
    await assert.rejects(open(fx.unsupportedOpsetModel()), /Opset 99/);
    const hang = await open(fx.hangingModel()); // loads; never run it (run() blocks the thread)
    assert.deepEqual(meta(hang.inputMetadata), [{ name: 'input', type: 'float32', shape: [1, 16] }]);
    await Promise.all([id, bad, hang].map((s) => s.release()));
  });

  test('example baselines load, fixed batch 8, identical outputs', async () => {
    // Paths are relative to the repository root, where npm scripts run tests.
    const x = randomInput(8, 256, 9);
    const s = await open('baselines/example/baseline.onnx');
    assert.deepEqual(meta(s.inputMetadata), [{ name: 'input', type: 'float32', shape: [8, 256] }]);
    await s.release();
    assert.deepEqual(
      await logits('baselines/example/candidate.onnx', x),
      await logits('baselines/example/baseline.onnx', x),
    );
  });
});

test('floatToHalfBits rounds like numpy', () => {
  const cases: [number, number][] = [
    [1, 0x3c00],
    [-2, 0xc000],
    [65504, 0x7bff],
    [70000, 0x7c00],
    [2 ** -24, 1],
    [2 ** -26, 0],
    [1 + 2 ** -11, 0x3c00],
    [1 + 3 * 2 ** -11, 0x3c02],
    [Infinity, 0x7c00],
    [0.1, 0x2e66],
  ];
  for (const [v, bits] of cases) assert.equal(fx.floatToHalfBits(v), bits, `${v}`);
  assert.ok(Number.isNaN(fx.halfBitsToFloat(fx.floatToHalfBits(NaN))));
  for (let b = 0; b < 0x7c00; b += 37) assert.equal(fx.floatToHalfBits(fx.halfBitsToFloat(b)), b);
});
