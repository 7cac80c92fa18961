import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HEAP_MAP_FLOOR_BYTES, planHeapMapThreshold } from '../../src/bench/heap-threshold.js';
import { parseGraphValues, type GraphValues } from '../../src/models/graph-signature.js';
import { buildMlp } from '../fixtures/onnx/index.js';

const MiB = 1024 ** 2;
const FLOAT = 1;
const NO_SHAPES = { byDim: {}, byInput: {} };

/** A graph as read from a file: one float input and output, and its largest weight. */
function graph(output: string[], largestInitializerBytes: number, input: string[] = ['8', '2048']): GraphValues {
  return {
    inputs: [{ name: 'x', elemType: FLOAT, dims: input }],
    outputs: [{ name: 'y', elemType: FLOAT, dims: output }],
    largestInitializerBytes,
  };
}

describe('the graph values read from a real ONNX file', () => {
  it('reads the dims as declared and the largest weight without decoding it', () => {
    // 2048 × 1024 float32 weights: 8 MiB in raw_data.
    const bytes = buildMlp({ inputDim: 2048, hiddenDims: [1024], outputDim: 10, batch: 'batch', seed: 2 });
    const values = parseGraphValues(bytes);
    assert.ok(values);
    assert.deepEqual(values.inputs, [{ name: 'input', elemType: FLOAT, dims: ['batch', '2048'] }]);
    assert.deepEqual(values.outputs, [{ name: 'logits', elemType: FLOAT, dims: ['batch', '10'] }]);
    assert.equal(values.largestInitializerBytes, 2048 * 1024 * 4);
  });

  it('is undefined for bytes that are not a model', () => {
    assert.equal(parseGraphValues(new TextEncoder().encode('version https://git-lfs.github.com/spec/v1')), undefined);
  });
});

describe('the malloc mapping threshold of the benchmark process', () => {
  const onLinux = { skip: process.platform !== 'linux' && 'glibc only' };

  it('maps 16 MiB weights at the 4 MiB floor when a call returns 320 bytes (the 117 MB MLP)', onLinux, () => {
    const big = graph(['8', '10'], 16 * MiB);
    const plan = planHeapMapThreshold([big, big], NO_SHAPES, 'cpu');
    assert.equal(plan.bytes, HEAP_MAP_FLOOR_BYTES);
    assert.match(plan.reason, /^4\.00 MiB: the weights up to 16\.0 MiB are mapped, the outputs \(up to 320 B a call\)/);
  });

  it('stays twice above the largest output: a 4 MiB output gets 8 MiB, so no call maps its output', onLinux, () => {
    const wide = graph(['16', '65536'], 32 * MiB);
    assert.equal(planHeapMapThreshold([graph(['8', '10'], 16 * MiB), wide], NO_SHAPES, 'cpu').bytes, 8 * MiB);
  });

  it('sizes dynamic output dims from input-shapes, by dim name or by an input whole shape', onLinux, () => {
    const dynamic = graph(['batch', '262144'], 16 * MiB, ['batch', '2048']);
    // batch 2: 2 MiB a call, under half the floor; batch 8: 8 MiB, so 16 MiB.
    assert.equal(planHeapMapThreshold([dynamic], { byDim: { batch: 2 }, byInput: {} }, 'cpu').bytes, 4 * MiB);
    assert.equal(planHeapMapThreshold([dynamic], { byDim: {}, byInput: { x: [8, 2048] } }, 'cpu').bytes, 16 * MiB);
  });

  it('leaves glibc alone when an output size is known only at run time', onLinux, () => {
    const plan = planHeapMapThreshold([graph(['?', '10'], 16 * MiB)], NO_SHAPES, 'cpu');
    assert.equal(plan.bytes, undefined);
    assert.match(plan.reason, /known only when the model runs/);
    // A dim only the output names (a data-dependent length) is no better.
    assert.equal(planHeapMapThreshold([graph(['8', 'boxes'], 16 * MiB)], NO_SHAPES, 'cpu').bytes, undefined);
    // Nor a string output, whose length varies.
    const strings = graph(['8'], 16 * MiB);
    strings.outputs[0] = { name: 'label', elemType: 8, dims: ['8'] };
    assert.equal(planHeapMapThreshold([strings], NO_SHAPES, 'cpu').bytes, undefined);
    assert.match(planHeapMapThreshold([undefined], NO_SHAPES, 'cpu').reason, /could not be read/);
  });

  it('leaves glibc alone where mapping would change nothing but the calls', onLinux, () => {
    const small = planHeapMapThreshold([graph(['8', '10'], 2 * MiB)], NO_SHAPES, 'cpu');
    assert.equal(small.bytes, undefined);
    assert.match(small.reason, /no weight reaches 4\.00 MiB \(the largest is 2\.00 MiB\)/);
    // An output of 20 MiB a call would need 64 MiB, above glibc's own ceiling.
    const huge = planHeapMapThreshold([graph(['5', '1048576'], 512 * MiB)], NO_SHAPES, 'cpu');
    assert.equal(huge.bytes, undefined);
    assert.match(huge.reason, /above glibc's 32 MiB/);
    assert.equal(planHeapMapThreshold([graph(['8', '10'], 16 * MiB)], NO_SHAPES, 'cuda').bytes, undefined);
  });
});
