// The tail-only regression of the experiment, made real: the experiment's MLP plus a slow path that a share
// of calls takes. A RandomUniform draw per call (onnxruntime never constant-folds it) decides whether an
// extra stack of dense layers runs on a batch of `heavyRows` rows or on zero rows; its sum, times zero,
// joins the output, so the work cannot be pruned and the outputs stay those of the MLP. With share 0 the
// graph is the same and never slow: the baseline. Slow calls are spread evenly over the run, as an input-
// dependent slow path is under cycled inputs, so p50 stays put and p95 moves by the slow path's cost.
import { writeFile } from 'node:fs/promises';
import { decodeModel, encodeModel, node, tensor } from '../../test/fixtures/onnx/graph.js';
import { buildMlp } from '../../test/fixtures/onnx/index.js';
import { BASE } from './models.js';

export interface TailOptions {
  /** Share of calls that take the slow path. */
  share: number;
  /** Rows of the slow path's batch; its cost per call ≈ heavyRows · heavyLayers / (batch · 24 layers) of the MLP. */
  heavyRows: number;
  heavyLayers: number;
}

export function buildTailModel(o: TailOptions): Uint8Array {
  const model = decodeModel(buildMlp(BASE));
  const graph = model.graph!;
  const nodes = graph.node!;
  const width = BASE.hiddenDims[0] ?? 128;
  nodes.at(-1)!.output = ['logits_body'];
  const add = (...n: ReturnType<typeof node>[]) => nodes.push(...n);
  graph.initializer!.push(
    tensor('tail.share', 'float32', [1], [o.share]),
    tensor('tail.rows', 'int64', [1], [BigInt(o.heavyRows)]),
    tensor('tail.width', 'int64', [1], [BigInt(width)]),
    tensor('tail.zero', 'float32', [], [0]),
    tensor('tail.start', 'int64', [1], [0n]),
    tensor('tail.end', 'int64', [1], [1n]),
  );
  add(
    node('RandomUniform', [], ['tail.u'], { shape: { ints: [1] }, dtype: { int: 1 }, low: { float: 0 }, high: { float: 1 } }),
    node('Add', ['tail.u', 'tail.share'], ['tail.shifted']),
    node('Floor', ['tail.shifted'], ['tail.slow']),
    node('Cast', ['tail.slow'], ['tail.slow64'], { to: { int: 7 } }),
    node('Mul', ['tail.slow64', 'tail.rows'], ['tail.n']),
    node('Concat', ['tail.n', 'tail.width'], ['tail.shape'], { axis: { int: 0 } }),
    node('Slice', ['input', 'tail.start', 'tail.end', 'tail.start'], ['tail.row']),
  );
  // The MLP's first layer takes the input width (BASE.inputDim = width); the hidden layers are width × width.
  add(node('Expand', ['tail.row', 'tail.shape'], ['tail.h0']));
  for (let j = 0; j < o.heavyLayers; j++) {
    add(node('MatMul', [`tail.h${j}`, 'fc1.weight'], [`tail.m${j}`]), node('Relu', [`tail.m${j}`], [`tail.h${j + 1}`]));
  }
  add(
    node('ReduceSum', [`tail.h${o.heavyLayers}`], ['tail.sum'], { keepdims: { int: 0 } }),
    node('Mul', ['tail.sum', 'tail.zero'], ['tail.nothing']),
    node('Add', ['logits_body', 'tail.nothing'], ['logits']),
  );
  return encodeModel({ graph, opset: 17 });
}

export async function writeTailModel(file: string, o: TailOptions): Promise<void> {
  await writeFile(file, buildTailModel(o));
}
