// Hostile models for the bounded analyzers (docs/explain.md, "Bounds"), generated at run time: each is small to
// describe and costly to handle naively. onnxruntime loads the ones meant to reach the analyzers (an unused
// initializer is dropped with a warning); the rest must fail in setup with a record.
import { writeFile } from 'node:fs/promises';
import { onnx } from '../../test/fixtures/onnx/graph.js';
import { encodeModel, node, scalar, tensor, valueInfo, type GraphProto } from '../../test/fixtures/onnx/index.js';

const WIDTH = 16;

/** x → Add(x, one) → y: the body every pair shares, about as fast as a model gets. */
function addGraph(extra: Partial<GraphProto> = {}): GraphProto {
  return {
    name: 'hostile',
    input: [valueInfo('x', 'float32', [1, WIDTH])],
    output: [valueInfo('y', 'float32', [1, WIDTH])],
    initializer: [tensor('one', 'float32', [1, WIDTH], new Array(WIDTH).fill(1)), ...(extra.initializer ?? [])],
    node: [node('Add', ['x', 'one'], ['y'])],
  };
}

/** Varint of a non-negative integer (protobuf wire format). */
function varint(value: number): number[] {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
  return out;
}

/** A length-delimited field: tag, length, payload. */
function field(number: number, payload: Uint8Array): Uint8Array {
  return Buffer.concat([Buffer.from([...varint((number << 3) | 2), ...varint(payload.length)]), payload]);
}

/**
 * A second `graph` field after the model's own: protobuf merges repeated occurrences of a message field, so the
 * graph gains whatever `graphBytes` holds. This is how payloads too large to build as objects are appended.
 */
function withGraphFields(model: Uint8Array, graphBytes: Uint8Array): Uint8Array {
  return Buffer.concat([model, field(7, graphBytes)]);
}

/** An unused float initializer whose `dims` declare any number of values over one stored value. */
export function declaredDims(dims: readonly number[]): Uint8Array {
  const bomb = { name: 'bomb', dataType: onnx.TensorProto.DataType.FLOAT, dims: [...dims], floatData: [1] };
  return encodeModel({ graph: addGraph({ initializer: [bomb] }) });
}

/** dims of [`elements`] over one stored value. */
export const dimsBomb = (elements: number): Uint8Array => declaredDims([elements]);

/** An unused int64 initializer of `count` one-byte varints, packed: 1 byte each in the file, 8+ decoded. */
export function int64Bomb(count: number): Uint8Array {
  const tensorBytes = Buffer.concat([
    Buffer.from([0x08, ...varint(count)]), // dims
    Buffer.from([0x10, 7]), // data_type INT64
    field(7, Buffer.alloc(count, 1)), // int64_data, packed
    field(8, Buffer.from('bomb')), // name
  ]);
  return withGraphFields(encodeModel({ graph: addGraph() }), field(5, tensorBytes));
}

/** `count` empty NodeProto fields appended to the graph: 2 bytes each in the file. */
export function emptyNodes(count: number): Uint8Array {
  return withGraphFields(encodeModel({ graph: addGraph() }), Buffer.alloc(count * 2, Buffer.from([0x0a, 0x00])));
}

/** y = x + `nodes`·1 computed `iterations` times in a Loop body: many profiled events per run. */
export function loopModel(iterations: number, nodes: number): Uint8Array {
  const body: GraphProto = {
    name: 'body',
    input: [valueInfo('i', 'int64', []), valueInfo('cond_in', 'bool', []), valueInfo('v', 'float32', [1, WIDTH])],
    output: [valueInfo('cond_out', 'bool', []), valueInfo(`v${nodes}`, 'float32', [1, WIDTH])],
    node: [
      node('Identity', ['cond_in'], ['cond_out']),
      ...Array.from({ length: nodes }, (_, k) => node('Add', [k === 0 ? 'v' : `v${k}`, 'one'], [`v${k + 1}`])),
    ],
  };
  const graph: GraphProto = {
    name: 'loop',
    input: [valueInfo('x', 'float32', [1, WIDTH])],
    output: [valueInfo('y', 'float32', [1, WIDTH])],
    initializer: [
      tensor('one', 'float32', [1, WIDTH], new Array(WIDTH).fill(0)),
      scalar('trips', 'int64', iterations),
      { name: 'go', dataType: onnx.TensorProto.DataType.BOOL, dims: [], int32Data: [1] },
    ],
    node: [node('Loop', ['trips', 'go', 'x'], ['y'], { body: { graph: body } })],
  };
  return encodeModel({ graph });
}

/** If nodes nested `depth` deep, each then-branch holding the next, the innermost adding one. */
export function nestedIfs(depth: number): Uint8Array {
  const leaf = (level: number): GraphProto => ({
    name: `leaf${level}`,
    output: [valueInfo(`out${level}`, 'float32', [1, WIDTH])],
    node: [node('Add', ['x', 'one'], [`out${level}`])],
  });
  let branch = leaf(depth);
  for (let level = depth - 1; level >= 1; level--) {
    branch = {
      name: `then${level}`,
      output: [valueInfo(`out${level}`, 'float32', [1, WIDTH])],
      node: [
        node('If', ['go'], [`out${level}`], {
          then_branch: { graph: branch },
          else_branch: { graph: leaf(level + 1000) },
        }),
      ],
    };
  }
  const graph = addGraph({
    initializer: [{ name: 'go', dataType: onnx.TensorProto.DataType.BOOL, dims: [], int32Data: [1] }],
  });
  graph.node = [node('If', ['go'], ['y'], { then_branch: { graph: branch }, else_branch: { graph: leaf(0) } })];
  return encodeModel({ graph });
}

export async function writeModel(file: string, bytes: Uint8Array): Promise<number> {
  await writeFile(file, bytes);
  return bytes.byteLength;
}
