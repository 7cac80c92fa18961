// The model without work, loaded and run by real onnxruntime: it must take the inputs a call of the model took
// and give back outputs of the same names, types and dims, with no node that computes anything. And the cases
// where no such model can stand for the call say why instead of writing one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { MAX_OUTPUT_BYTES, noWorkModel, type CallTensor } from '../../src/models/no-work-model.js';
import { buildMlp, decodeModel } from '../fixtures/onnx/index.js';

const OPTIONS: InferenceSession.SessionOptions = {
  intraOpNumThreads: 1,
  graphOptimizationLevel: 'all',
  extra: { session: { intra_op: { allow_spinning: '0' } } },
};

function described(values: Record<string, Tensor>, names: readonly string[]): CallTensor[] {
  return names.map((name) => ({ name, type: values[name]!.type, dims: values[name]!.dims }));
}

async function runNoWork(inputs: CallTensor[], outputs: CallTensor[], feeds: Record<string, Tensor>) {
  const model = noWorkModel(inputs, outputs);
  assert.equal(model.reason, null);
  assert.ok(model.bytes);
  const session = await InferenceSession.create(model.bytes, OPTIONS);
  try {
    const result = (await session.run(feeds)) as Record<string, Tensor>;
    return { model: model.bytes, inputNames: session.inputNames, result };
  } finally {
    await session.release();
  }
}

describe('a model with the same inputs and outputs and no work', () => {
  it("stands for an MLP's call: its inputs, its outputs' names, types and dims, and only ConstantOfShape nodes", async () => {
    const mlp = await InferenceSession.create(
      buildMlp({ inputDim: 64, hiddenDims: [64], outputDim: 10, batch: 'batch', outputName: 'logits' }),
      OPTIONS,
    );
    const feeds = { input: new Tensor('float32', new Float32Array(3 * 64).fill(0.5), [3, 64]) };
    const real = (await mlp.run(feeds)) as Record<string, Tensor>;
    const outputs = described(real, mlp.outputNames);
    await mlp.release();
    // The batch dim is dynamic in the file; the call fixed it at 3, and so does the model without work.
    assert.deepEqual(outputs, [{ name: 'logits', type: 'float32', dims: [3, 10] }]);
    const run = await runNoWork(described(feeds, ['input']), outputs, feeds);
    assert.deepEqual(run.inputNames, ['input']);
    assert.deepEqual(described(run.result, ['logits']), outputs);
    const graph = decodeModel(run.model).graph;
    assert.deepEqual(
      graph?.node?.map((n) => n.opType),
      ['ConstantOfShape'],
    );
  });

  it('takes every fillable type, a scalar output, an unused string input, and an output that is an input', async () => {
    const feeds = {
      x: new Tensor('float32', new Float32Array(8), [2, 4]),
      ids: new Tensor('int64', new BigInt64Array(5), [5]),
      text: new Tensor('string', ['a', 'b'], [2]),
    };
    const types = ['float16', 'float32', 'float64', 'int8', 'int16', 'int32', 'int64', 'uint8', 'uint16', 'uint32'];
    const outputs: CallTensor[] = [
      ...[...types, 'uint64', 'bool'].map((type, i) => ({ name: `out_${type}`, type, dims: [i + 1, 2] })),
      { name: 'scalar', type: 'float32', dims: [] },
      { name: 'empty', type: 'int64', dims: [0, 3] },
      { name: 'x', type: 'float32', dims: [2, 4] },
    ];
    const run = await runNoWork(described(feeds, ['x', 'ids', 'text']), outputs, feeds);
    assert.deepEqual(run.inputNames, ['x', 'ids', 'text']);
    assert.deepEqual(
      described(
        run.result,
        outputs.map((o) => o.name),
      ),
      outputs,
    );
  });

  it('names its shape constants apart from inputs and outputs that already use the names', async () => {
    const feeds = { no_work_shape_0: new Tensor('float32', new Float32Array(2), [2]) };
    const outputs = [{ name: 'y', type: 'float32', dims: [4] }];
    const run = await runNoWork(described(feeds, ['no_work_shape_0']), outputs, feeds);
    assert.deepEqual(described(run.result, ['y']), outputs);
  });

  it('says why when no constant can stand for an output, or the outputs are work in themselves', () => {
    const input = [{ name: 'x', type: 'float32', dims: [1] }];
    assert.match(noWorkModel(input, [{ name: 's', type: 'string', dims: [1] }]).reason ?? '', /'s' is a string tensor/);
    assert.match(noWorkModel(input, [{ name: 'b', type: 'bfloat16', dims: [1] }]).reason ?? '', /'b' is a bfloat16/);
    assert.match(noWorkModel([{ name: 'q', type: 'non-tensor', dims: [] }], []).reason ?? '', /input 'q'/);
    const big = MAX_OUTPUT_BYTES / 4 + 1;
    assert.match(noWorkModel(input, [{ name: 'y', type: 'float32', dims: [big] }]).reason ?? '', /MiB a call/);
    assert.equal(noWorkModel(input, [{ name: 'y', type: 'float32', dims: [big - 1] }]).reason, null);
  });
});
