import { createHash } from 'node:crypto';
import protobuf from 'protobufjs/minimal.js';
import { TooLargeToDiffError } from '../errors.js';
import { MAX_GRAPH_DEPTH, stringCost, type DecodeBudget } from './diff-budget.js';
import { message, walk, type Reader } from './inspect.js';
import { dtypeName } from './onnx-dtypes.js';
import type { GraphNode, TensorEntry } from './model-graph.js';
import { int64, readNumbers, readTensor } from './tensor-proto.js';

// The nodes of a graph and of the subgraphs in their attributes (If, Loop and Scan bodies), walked from the
// file's bytes for the model diff (onnx-graph.ts). Attributes are digested from their encoded bytes, a
// subgraph by its own nodes and a tensor by its dtype and shape; a Constant node's tensor is a weight.

export interface Walked {
  nodes: GraphNode[];
  initializers: TensorEntry[];
}

interface Attribute {
  name: string;
  /** Digest input: the attribute's bytes but its subgraphs and tensor values (views into the file, not copies). */
  parts: (string | Uint8Array)[];
  tensor?: TensorEntry;
  sparse?: TensorEntry;
  floats: number[];
  ints: number[];
}

const ATTRIBUTE = { name: 1, f: 2, i: 3, t: 5, g: 6, floats: 7, ints: 8, graphs: 11, sparseTensor: 22 } as const;
const SPARSE_VALUES = 1;

function readSparse(reader: Reader, bytes: Uint8Array, budget: DecodeBudget): TensorEntry {
  let values: TensorEntry | undefined;
  const dims: number[] = [];
  message(reader, (field, wt) => {
    if (field === SPARSE_VALUES && wt === 2) return ((values = readTensor(reader, bytes, budget)), true);
    if (field === 3) return (readNumbers(reader, wt, () => int64(reader.int64()), dims, budget), true);
    return false;
  });
  const declared = dims.reduce((a, b) => a * b, 1);
  // A sparse tensor's dims declare its dense shape, which no bytes back: only a countable one is counted.
  const elements = Number.isSafeInteger(declared) && dims.every((d) => d >= 0) ? declared : 0;
  const dtype = values?.dtype ?? dtypeName(0);
  return {
    name: values?.name ?? '',
    dtype,
    dims,
    elements,
    bytes: values?.bytes ?? 0,
    source: { kind: 'unread', reason: 'sparse tensor' },
  };
}

function readAttribute(reader: Reader, context: WalkContext, path: string, depth: number): Attribute {
  const { bytes, budget } = context;
  const attribute: Attribute = { name: '', parts: [], floats: [], ints: [] };
  const graphs: { start: number; end: number }[] = [];
  budget.charge(160);
  message(reader, (field, wt) => {
    const start = reader.pos;
    if (field === ATTRIBUTE.name && wt === 2) return ((attribute.name = reader.string()), true);
    if ((field === ATTRIBUTE.g || field === ATTRIBUTE.graphs) && wt === 2) {
      // Walked after the attribute's name is known: it is part of the subgraph's path.
      const length = reader.uint32();
      graphs.push({ start: reader.pos, end: reader.pos + length });
      reader.skip(length);
      return true;
    }
    if (field === ATTRIBUTE.t && wt === 2) {
      const t = (attribute.tensor = readTensor(reader, bytes, budget));
      // Tensor values are the weight diff's business: only the dtype and shape go into the digest.
      attribute.parts.push(`t:${t.dtype}[${t.dims.join(',')}]`);
      return true;
    }
    if (field === ATTRIBUTE.sparseTensor && wt === 2)
      return ((attribute.sparse = readSparse(reader, bytes, budget)), true);
    if (field === ATTRIBUTE.floats)
      return (readNumbers(reader, wt, () => reader.float(), attribute.floats, budget), hashSpan(), true);
    if (field === ATTRIBUTE.ints)
      return (readNumbers(reader, wt, () => int64(reader.int64()), attribute.ints, budget), hashSpan(), true);
    if (field === ATTRIBUTE.f && wt === 5) return (attribute.floats.push(reader.float()), hashSpan(), true);
    if (field === ATTRIBUTE.i && wt === 0) return (attribute.ints.push(int64(reader.int64())), hashSpan(), true);
    reader.skipType(wt);
    hashSpan();
    return true;
    function hashSpan(): void {
      budget.charge(64);
      attribute.parts.push(`${field}:`, bytes.subarray(start, reader.pos));
    }
  });
  graphs.forEach((span, i) => {
    const where = `${path}.${attribute.name}${graphs.length > 1 ? `[${i}]` : ''}/`;
    const sub = protobuf.Reader.create(bytes.subarray(0, span.end));
    sub.pos = span.start;
    walkGraph(sub, span.end, context, where, depth + 1);
  });
  return attribute;
}

/**
 * The tensor a Constant node holds, as a weight named after its output: some exporters keep every weight in
 * Constant nodes rather than initializers (PaddlePaddle's, spox's).
 */
function constantTensor(node: GraphNode, attributes: readonly Attribute[]): TensorEntry | undefined {
  if (node.opType !== 'Constant' || (node.domain && node.domain !== 'ai.onnx')) return undefined;
  const name = node.outputs[0] ?? '';
  for (const a of attributes) {
    if (a.name === 'value' && a.tensor) return { ...a.tensor, name };
    if (a.name === 'sparse_value' && a.sparse) return { ...a.sparse, name };
    const floats = a.name === 'value_float' || a.name === 'value_floats';
    if (!floats && a.name !== 'value_int' && a.name !== 'value_ints') continue;
    const numbers = floats ? a.floats : a.ints;
    const scalar = a.name === 'value_float' || a.name === 'value_int';
    return {
      name,
      dtype: floats ? 'float32' : 'int64',
      dims: scalar ? [] : [numbers.length],
      elements: numbers.length,
      bytes: numbers.length * (floats ? 4 : 8),
      source: { kind: 'values', values: Float64Array.from(numbers) },
    };
  }
  return undefined;
}

function attributeDigest(attributes: readonly Attribute[]): string {
  const digest = createHash('sha256');
  for (const a of [...attributes].sort((x, y) => x.name.localeCompare(y.name))) {
    digest.update(a.name).update('\0');
    for (const part of a.parts) digest.update(part);
    digest.update('\0');
  }
  return digest.digest('hex').slice(0, 16);
}

/** Most nodes have no attributes: one digest for all of them, not a hash per node. */
const NO_ATTRIBUTES = attributeDigest([]);

const NODE = { input: 1, output: 2, name: 3, opType: 4, attribute: 5, domain: 7 } as const;

function readNode(reader: Reader, context: WalkContext, path: string, depth: number): void {
  const { budget } = context;
  const node: GraphNode = { name: '', opType: '', domain: '', inputs: [], outputs: [], attributes: '', graph: path };
  const attributes: Attribute[] = [];
  budget.charge(240);
  const string = () => {
    const text = reader.string();
    budget.charge(stringCost(text) + 8);
    return text;
  };
  // The subgraphs' nodes follow their parent node, as they did when each node was decoded whole.
  const index = context.out.nodes.length;
  context.out.nodes.push(node);
  message(reader, (field, wt) => {
    if (wt !== 2) return false;
    if (field === NODE.input) return (node.inputs.push(string()), true);
    if (field === NODE.output) return (node.outputs.push(string()), true);
    if (field === NODE.name) return ((node.name = string()), true);
    if (field === NODE.opType) return ((node.opType = string()), true);
    if (field === NODE.domain) return ((node.domain = string()), true);
    if (field !== NODE.attribute) return false;
    attributes.push(readAttribute(reader, context, `${path}${node.name || node.opType || `#${index}`}`, depth));
    return true;
  });
  node.attributes = attributes.length === 0 ? NO_ATTRIBUTES : attributeDigest(attributes);
  const constant = constantTensor(node, attributes);
  if (constant) context.out.initializers.push(constant);
}

export interface WalkContext {
  bytes: Uint8Array;
  budget: DecodeBudget;
  out: Walked;
}

const GRAPH = { node: 1, initializer: 5, sparseInitializer: 15 } as const;

export function walkGraph(reader: Reader, end: number, context: WalkContext, path: string, depth: number): void {
  if (depth > MAX_GRAPH_DEPTH) throw new TooLargeToDiffError(`subgraphs are nested more than ${MAX_GRAPH_DEPTH} deep`);
  walk(reader, end, (field, wt) => {
    if (wt !== 2) return false;
    if (field === GRAPH.node) {
      readNode(reader, context, path, depth);
      context.budget.reach(reader.pos);
      return true;
    }
    if (field === GRAPH.initializer) {
      context.out.initializers.push(readTensor(reader, context.bytes, context.budget));
      context.budget.reach(reader.pos);
      return true;
    }
    if (field === GRAPH.sparseInitializer)
      return (context.out.initializers.push(readSparse(reader, context.bytes, context.budget)), true);
    return false;
  });
}
