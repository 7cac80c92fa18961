import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import protobuf from 'protobufjs/minimal.js';
import { UserError } from '../errors.js';
import { looksLikeDvcPointer, shellWord } from '../dvc.js';
import { describePointer, looksLikeLfsPointer, MAX_POINTER_BYTES, parseLfsPointer } from './lfs-pointer.js';

// What onnxruntime-node does not tell: the graph's operators (is it quantized?), weight dtypes (float16?),
// opsets, IR version and external data files. Read with a streaming protobuf walk over the ModelProto that
// skips tensor payloads, so a large model costs one read and no decoding of its weights. Reading it first
// also turns "Protobuf parsing failed" into a message that says what the file really is.

export interface ModelFacts {
  irVersion: number;
  producer: string;
  opsets: Record<string, number>;
  ops: string[];
  /** Nodes of the main graph. */
  nodes: number;
  /** Nodes of the main graph with no operator type, which the ONNX spec requires (0 in any exported model). */
  untypedNodes: number;
  quantized: boolean;
  float16Weights: boolean;
  externalData: string[];
}

const QUANTIZED_OPS = new Set([
  'QuantizeLinear',
  'DequantizeLinear',
  'DynamicQuantizeLinear',
  'MatMulInteger',
  'ConvInteger',
  'MatMulIntegerToFloat',
  'DynamicQuantizeMatMul',
  'QAttention',
  'QGemm',
]);
const FLOAT16 = 10;
const BFLOAT16 = 16;
const EXTERNAL = 1;

export type Reader = protobuf.Reader;

/** Calls `onField` for each field of the message ending at `end`; fields it does not consume are skipped. */
export function walk(reader: Reader, end: number, onField: (field: number, wireType: number) => boolean): void {
  while (reader.pos < end) {
    const tag = reader.uint32();
    if (!onField(tag >>> 3, tag & 7)) reader.skipType(tag & 7);
  }
}

export function message(reader: Reader, onField: (field: number, wireType: number) => boolean): void {
  const end = reader.uint32() + reader.pos;
  walk(reader, end, onField);
}

function readTensor(reader: Reader, facts: ModelFacts): void {
  let location: string | undefined;
  let external = false;
  message(reader, (field, wt) => {
    if (field === 2 && wt === 0) {
      const type = reader.int32();
      if (type === FLOAT16 || type === BFLOAT16) facts.float16Weights = true;
      return true;
    }
    if (field === 14 && wt === 0) return ((external = reader.int32() === EXTERNAL), true);
    if (field === 13 && wt === 2) {
      let key = '';
      let value = '';
      message(reader, (f) =>
        f === 1 ? ((key = reader.string()), true) : f === 2 ? ((value = reader.string()), true) : false,
      );
      if (key === 'location') location = value;
      return true;
    }
    return false;
  });
  if (external && location && !facts.externalData.includes(location)) facts.externalData.push(location);
}

function readGraph(reader: Reader, facts: ModelFacts, ops: Set<string>): void {
  message(reader, (field, wt) => {
    if (field === 1 && wt === 2) {
      facts.nodes++;
      let op = '';
      message(reader, (f) => (f === 4 ? ((op = reader.string()), ops.add(op), true) : false));
      if (op === '') facts.untypedNodes++;
      return true;
    }
    if (field === 5 && wt === 2) return (readTensor(reader, facts), true);
    return false;
  });
}

export function parseModelFacts(bytes: Uint8Array): ModelFacts {
  const facts: ModelFacts = {
    irVersion: 0,
    producer: '',
    opsets: {},
    ops: [],
    nodes: 0,
    untypedNodes: 0,
    quantized: false,
    float16Weights: false,
    externalData: [],
  };
  const ops = new Set<string>();
  const reader = protobuf.Reader.create(bytes);
  let sawGraph = false;
  walk(reader, bytes.length, (field, wt) => {
    if (field === 1 && wt === 0) return ((facts.irVersion = Number(reader.int64())), true);
    if (field === 2 && wt === 2) return ((facts.producer = reader.string()), true);
    if (field === 7 && wt === 2) return (readGraph(reader, facts, ops), (sawGraph = true), true);
    if (field === 8 && wt === 2) {
      let domain = '';
      let version = 0;
      message(reader, (f, w) =>
        f === 1 && w === 2
          ? ((domain = reader.string()), true)
          : f === 2 && w === 0
            ? ((version = Number(reader.int64())), true)
            : false,
      );
      facts.opsets[domain || 'ai.onnx'] = version;
      return true;
    }
    return false;
  });
  if (!sawGraph || facts.irVersion === 0) throw new Error('no graph or IR version');
  facts.ops = [...ops].sort();
  facts.quantized = facts.ops.some((op) => QUANTIZED_OPS.has(op) || op.startsWith('QLinear'));
  return facts;
}

/** Explains a file that is not a protobuf ModelProto by what it looks like, so the user knows what to fix. */
function notAModel(input: string, file: string, bytes: Uint8Array): UserError {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('utf8');
  if (looksLikeLfsPointer(bytes)) {
    // A workspace file: the checkout left the pointer in place. (A baseline read from a git ref never gets here:
    // src/models/commit-file.ts reads its object from the LFS store or says which fetch to add.)
    const pointer = parseLfsPointer(bytes);
    const object = pointer ? ` (object ${describePointer(pointer)})` : '';
    return new UserError(
      `'${input}' '${file}' is a Git LFS pointer${object}, not the model; set 'lfs: true' on actions/checkout, or run 'git lfs pull --include=${shellWord(file)}' before the gate`,
    );
  }
  if (looksLikeDvcPointer(head)) {
    return new UserError(
      `'${input}' '${file}' is a DVC pointer file, not the model; add a step that runs 'dvc pull ${shellWord(file)}' before the gate and point '${input}' at the model it names`,
    );
  }
  // PyTorch checkpoints (.pt, .pth) are zip archives: the most common wrong file to point at.
  if (head.startsWith('PK\x03\x04')) {
    return new UserError(
      `'${input}' '${file}' is a zip archive (a PyTorch checkpoint?), not an ONNX model; export the model with torch.onnx.export and point '${input}' at the .onnx file`,
    );
  }
  if (/^[\x09\x0a\x0d\x20-\x7e]*$/.test(head)) {
    return new UserError(`'${input}' '${file}' is a text file, not an ONNX model; point it at the exported .onnx file`);
  }
  return new UserError(
    `'${input}' '${file}' is not a valid ONNX model (the protobuf is truncated or the file has another format); point it at the exported .onnx file`,
  );
}

/** `read`: the file's bytes when the caller has them already (it reads them for more than the facts). */
export async function inspectModel(input: string, file: string, read?: Uint8Array): Promise<ModelFacts> {
  const bytes = read ?? (await readFile(file));
  let facts: ModelFacts;
  try {
    facts = parseModelFacts(bytes);
  } catch {
    throw notAModel(input, file, bytes);
  }
  // onnxruntime loads nodes with no operator type and spends memory on each: a small file of such nodes could
  // hold the runner's memory before anything is measured. No exporter writes one.
  if (facts.untypedNodes > 0)
    throw new UserError(
      `'${input}' '${file}' has ${facts.untypedNodes.toLocaleString('en-US')} node(s) with no operator type, which is not a valid ONNX graph; re-export the model`,
    );
  for (const location of facts.externalData) await externalDataFile(input, file, location);
  return facts;
}

/**
 * onnxruntime reads external data only from the model's own directory (it refuses absolute paths, '..' and
 * symlinks that lead out, with a message about "path validation"). Checking here first says which file and
 * what to do; a missing side file is the common case (not committed, or not fetched from LFS). Returns the
 * checked real path: the weight diff reads the file through it.
 */
export async function externalDataFile(input: string, file: string, location: string): Promise<string> {
  if (path.isAbsolute(location) || location.split(/[\\/]/).includes('..')) {
    throw new UserError(
      `'${input}' '${file}' reads its weights from '${location}', outside the model's directory, which onnxruntime refuses; save the model with its external data file beside it`,
    );
  }
  const side = path.resolve(path.dirname(file), location);
  const found = await stat(side).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!found) {
    throw new UserError(
      `'${input}' '${file}' keeps its weights in the external data file '${location}', which is missing; put it next to the model (commit it, or check it out with LFS)`,
    );
  }
  const [dir, real] = await Promise.all([realpath(path.dirname(file)), realpath(side)]);
  if (path.relative(dir, real).startsWith('..')) {
    throw new UserError(
      `'${input}' '${file}' keeps its weights in '${location}', a symlink to '${real}' outside the model's directory, which onnxruntime refuses; put the file itself next to the model`,
    );
  }
  // A weights file the checkout left as its LFS pointer would reach onnxruntime as a truncated tensor.
  const size = (await stat(real)).size;
  if (size <= MAX_POINTER_BYTES && looksLikeLfsPointer(await readFile(real))) {
    throw new UserError(
      `'${input}' '${file}' keeps its weights in '${location}', which is a Git LFS pointer, not the weights; set 'lfs: true' on actions/checkout, or run 'git lfs pull' before the gate`,
    );
  }
  return real;
}
