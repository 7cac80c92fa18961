import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import onnxProto from 'onnx-proto';
import { decodeRaw, dtypeName, fromInt32Field, isReadable, storedBytes } from './onnx-dtypes.js';

// The graph of an ONNX file as the model and weight diffs need it, decoded with onnx-proto (the generated
// protobufjs definition of onnx.proto). Weights are not kept: each initializer remembers where its bytes are
// (an offset into the .onnx file, or into an external data file), so two 100 MB models are never held in
// memory at once; the weight diff reads matched tensors back one chunk at a time (weight-values.ts).

const { onnx } = onnxProto;
type Long = { toNumber(): number };
type Int64 = number | Long;

export interface GraphNode {
  name: string;
  opType: string;
  domain: string;
  inputs: string[];
  outputs: string[];
  /** A digest of the encoded attributes: two nodes with equal digests have identical attributes. */
  attributes: string;
  /** '' for the main graph; the path of the subgraph attribute for nodes inside If, Loop or Scan bodies. */
  graph: string;
}

/** Where a tensor's values can be read back from. */
export type TensorSource =
  | { kind: 'raw'; offset: number; length: number }
  | { kind: 'external'; location: string; offset: number; length: number | null }
  | { kind: 'values'; values: Float64Array }
  | { kind: 'unread'; reason: string };

export interface TensorEntry {
  name: string;
  dtype: string;
  dims: number[];
  elements: number;
  /** Stored bytes (0 for strings, whose length varies). */
  bytes: number;
  source: TensorSource;
}

export interface ModelGraph {
  /** The .onnx file's size in bytes; external data is counted in `externalBytes`. */
  fileBytes: number;
  externalBytes: number;
  irVersion: number;
  producer: string;
  opsets: Record<string, number>;
  nodes: GraphNode[];
  initializers: TensorEntry[];
  /** External data files the initializers name, in order of first use. */
  externalData: string[];
}

/** Weights kept in typed fields (float_data, int32_data…) are copied out only up to this many values. */
const MAX_INLINE_VALUES = 4_000_000;

const num = (value: Int64 | null | undefined): number =>
  value === null || value === undefined ? 0 : typeof value === 'number' ? value : value.toNumber();

function externalSource(tensor: onnxProto.onnx.ITensorProto): TensorSource {
  const entries = new Map((tensor.externalData ?? []).map((e) => [e.key ?? '', e.value ?? '']));
  const location = entries.get('location') ?? '';
  if (!location) return { kind: 'unread', reason: 'external data without a location' };
  const length = entries.get('length');
  return {
    kind: 'external',
    location,
    offset: Number(entries.get('offset') ?? 0) || 0,
    length: length === undefined ? null : Number(length),
  };
}

function typedValues(tensor: onnxProto.onnx.ITensorProto, dtype: string, elements: number): TensorSource {
  const fields: [ArrayLike<Int64> | null | undefined, (v: Int64) => number][] = [
    [tensor.floatData, num],
    [tensor.doubleData, num],
    [tensor.int32Data, (v) => fromInt32Field(dtype, num(v))],
    [tensor.int64Data, num],
    [tensor.uint64Data, num],
  ];
  for (const [field, convert] of fields) {
    if (!field || field.length === 0) continue;
    if (field.length > MAX_INLINE_VALUES)
      return { kind: 'unread', reason: `${field.length.toLocaleString('en-US')} values in typed fields` };
    return { kind: 'values', values: Float64Array.from(field as ArrayLike<Int64>, convert) };
  }
  if (tensor.stringData?.length) return { kind: 'unread', reason: 'string tensor' };
  return elements === 0 ? { kind: 'values', values: new Float64Array() } : { kind: 'unread', reason: 'no data' };
}

function tensorEntry(tensor: onnxProto.onnx.ITensorProto, file: Buffer): TensorEntry {
  const dims = (tensor.dims ?? []).map(num);
  const elements = dims.reduce((a, b) => a * b, 1);
  const dtype = dtypeName(tensor.dataType ?? 0);
  let source: TensorSource;
  if (tensor.dataLocation === onnx.TensorProto.DataLocation.EXTERNAL) source = externalSource(tensor);
  else if (tensor.rawData && tensor.rawData.byteLength > 0) {
    // onnx-proto decodes bytes fields of a Buffer as views into it: the view's offset is the file offset.
    const raw = tensor.rawData;
    if (raw.buffer === file.buffer)
      source = { kind: 'raw', offset: raw.byteOffset - file.byteOffset, length: raw.byteLength };
    else if (isReadable(dtype) && elements <= MAX_INLINE_VALUES)
      source = { kind: 'values', values: decodeRaw(dtype, raw) };
    else source = { kind: 'unread', reason: 'raw data not addressable in the file' };
  } else source = typedValues(tensor, dtype, elements);
  const bytes =
    source.kind === 'raw'
      ? source.length
      : source.kind === 'external' && source.length !== null
        ? source.length
        : storedBytes(tensor.dataType ?? 0, elements);
  return { name: tensor.name ?? '', dtype, dims, elements, bytes, source };
}

/**
 * The tensor a Constant node holds, as a weight named after its output: some exporters keep every weight in
 * Constant nodes rather than initializers (PaddlePaddle's, spox's).
 */
function constantTensor(node: onnxProto.onnx.INodeProto, file: Buffer): TensorEntry | undefined {
  if (node.opType !== 'Constant' || (node.domain && node.domain !== 'ai.onnx')) return undefined;
  const name = node.output?.[0] ?? '';
  for (const a of node.attribute ?? []) {
    if (a.name === 'value' && a.t) return { ...tensorEntry(a.t, file), name };
    if (a.name === 'sparse_value' && a.sparseTensor) {
      const entry = tensorEntry({ ...(a.sparseTensor.values ?? {}), dims: a.sparseTensor.dims ?? [] }, file);
      return { ...entry, name, source: { kind: 'unread', reason: 'sparse tensor' } };
    }
    const values: number[] | undefined =
      a.name === 'value_float' ? [a.f ?? 0] : a.name === 'value_floats' ? (a.floats ?? []) : undefined;
    const ints = a.name === 'value_int' ? [a.i ?? 0] : a.name === 'value_ints' ? (a.ints ?? []) : undefined;
    if (values || ints) {
      const numbers = values ?? (ints ?? []).map(num);
      const scalar = a.name === 'value_float' || a.name === 'value_int';
      const dtype = values ? 'float32' : 'int64';
      return {
        name,
        dtype,
        dims: scalar ? [] : [numbers.length],
        elements: numbers.length,
        bytes: numbers.length * (values ? 4 : 8),
        source: { kind: 'values', values: Float64Array.from(numbers) },
      };
    }
  }
  return undefined;
}

function attributeDigest(node: onnxProto.onnx.INodeProto): string {
  const hash = createHash('sha256');
  const sorted = [...(node.attribute ?? [])].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  // Subgraph bodies are compared node by node and tensor values by the weight diff (a Constant node holds
  // weights): only the rest of each attribute, with a tensor's dtype and shape, goes into the digest.
  for (const a of sorted) {
    const t = a.t ? { dataType: a.t.dataType, dims: a.t.dims } : null;
    hash.update(onnx.AttributeProto.encode({ ...a, g: null, graphs: [], t }).finish());
  }
  return hash.digest('hex').slice(0, 16);
}

function walkGraph(
  graph: onnxProto.onnx.IGraphProto,
  path: string,
  file: Buffer,
  out: { nodes: GraphNode[]; initializers: TensorEntry[] },
): void {
  for (const tensor of graph.initializer ?? []) out.initializers.push(tensorEntry(tensor, file));
  for (const sparse of graph.sparseInitializer ?? []) {
    const values = sparse.values ?? {};
    const entry = tensorEntry({ ...values, dims: sparse.dims ?? [] }, file);
    out.initializers.push({ ...entry, source: { kind: 'unread', reason: 'sparse tensor' } });
  }
  for (const node of graph.node ?? []) {
    const constant = constantTensor(node, file);
    if (constant) out.initializers.push(constant);
    out.nodes.push({
      name: node.name ?? '',
      opType: node.opType ?? '',
      domain: node.domain ?? '',
      inputs: [...(node.input ?? [])],
      outputs: [...(node.output ?? [])],
      attributes: attributeDigest(node),
      graph: path,
    });
    for (const attribute of node.attribute ?? []) {
      const where = `${path}${node.name || node.opType}.${attribute.name ?? ''}`;
      if (attribute.g) walkGraph(attribute.g, `${where}/`, file, out);
      (attribute.graphs ?? []).forEach((g, i) => walkGraph(g, `${where}[${i}]/`, file, out));
    }
  }
}

/** Decodes a model's bytes (a Buffer: raw weights are located by their offset in it). Throws on a non-model. */
export function parseModelGraph(file: Buffer): ModelGraph {
  const model = onnx.ModelProto.decode(file);
  if (!model.graph || !model.irVersion) throw new Error('no graph or IR version');
  const out = { nodes: [] as GraphNode[], initializers: [] as TensorEntry[] };
  walkGraph(model.graph, '', file, out);
  const opsets: Record<string, number> = {};
  for (const o of model.opsetImport ?? []) opsets[o.domain || 'ai.onnx'] = num(o.version);
  const externalData: string[] = [];
  let externalBytes = 0;
  for (const t of out.initializers) {
    if (t.source.kind !== 'external') continue;
    if (!externalData.includes(t.source.location)) externalData.push(t.source.location);
    externalBytes += t.bytes;
  }
  return {
    fileBytes: file.byteLength,
    externalBytes,
    irVersion: num(model.irVersion),
    producer: [model.producerName, model.producerVersion].filter(Boolean).join(' '),
    opsets,
    nodes: out.nodes,
    initializers: out.initializers,
    externalData,
  };
}

/** Reads and decodes a model file; the file's bytes are dropped when this returns. */
export async function readModelGraph(file: string): Promise<ModelGraph> {
  return parseModelGraph(await readFile(file));
}
