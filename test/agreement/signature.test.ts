import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diffSignatures } from '../../src/agreement/signature.js';
import { type ModelSignature } from '../../src/agreement/types.js';

const baseline: ModelSignature = {
  inputs: [
    { name: 'pixels', type: 'float32', shape: ['batch', 3, 224, 224] },
    { name: 'mask', type: 'bool', shape: ['batch', 224] },
  ],
  outputs: [
    { name: 'logits', type: 'float32', shape: ['batch', 1000] },
    { name: 'probs', type: 'float32', shape: ['batch', 1000] },
    { name: 'embedding', type: 'float32', shape: ['batch', 512] },
  ],
  quantized: false,
};

test('identical signatures differ in nothing, whatever the dynamic dims are called', () => {
  const renamedDims: ModelSignature = {
    ...baseline,
    inputs: baseline.inputs.map((spec) => ({ ...spec, shape: spec.shape.map((dim) => (dim === 'batch' ? '' : dim)) })),
  };
  assert.deepEqual(diffSignatures(baseline, baseline), []);
  assert.deepEqual(diffSignatures(baseline, renamedDims), []);
});

test('added, removed, type and shape changes each get a row, inputs before outputs', () => {
  const candidate: ModelSignature = {
    inputs: [{ name: 'pixels', type: 'float16', shape: [1, 3, 224, 224] }],
    outputs: [
      { name: 'logits', type: 'float32', shape: ['batch', 1001] },
      { name: 'scores', type: 'float32', shape: ['batch', 1000] },
      { name: 'embedding', type: 'float32', shape: ['batch', 512] },
    ],
    quantized: true,
  };
  assert.deepEqual(diffSignatures(baseline, candidate), [
    {
      kind: 'input',
      name: 'pixels',
      baseline: { type: 'float32', shape: ['batch', 3, 224, 224] },
      candidate: { type: 'float16', shape: [1, 3, 224, 224] },
      change: 'type',
    },
    {
      kind: 'input',
      name: 'pixels',
      baseline: { type: 'float32', shape: ['batch', 3, 224, 224] },
      candidate: { type: 'float16', shape: [1, 3, 224, 224] },
      change: 'shape',
    },
    { kind: 'input', name: 'mask', baseline: { type: 'bool', shape: ['batch', 224] }, change: 'removed' },
    {
      kind: 'output',
      name: 'logits',
      baseline: { type: 'float32', shape: ['batch', 1000] },
      candidate: { type: 'float32', shape: ['batch', 1001] },
      change: 'shape',
    },
    { kind: 'output', name: 'scores', candidate: { type: 'float32', shape: ['batch', 1000] }, change: 'added' },
    { kind: 'output', name: 'probs', baseline: { type: 'float32', shape: ['batch', 1000] }, change: 'removed' },
  ]);
});

test('outputMap pairs a renamed output, so only real changes remain', () => {
  const candidate: ModelSignature = {
    ...baseline,
    outputs: [
      { name: 'logits', type: 'float32', shape: ['batch', 1000] },
      { name: 'scores', type: 'float16', shape: ['batch', 1000] },
      { name: 'embedding', type: 'float32', shape: ['batch', 512] },
    ],
  };
  assert.deepEqual(diffSignatures(baseline, candidate, { scores: 'probs' }), [
    {
      kind: 'output',
      name: 'scores',
      baselineName: 'probs',
      baseline: { type: 'float32', shape: ['batch', 1000] },
      candidate: { type: 'float16', shape: ['batch', 1000] },
      change: 'type',
    },
  ]);
});
