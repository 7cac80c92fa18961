import protobuf from 'protobufjs/minimal.js';
import { dataTypeOf, storedBytes } from './onnx-dtypes.js';

// A model with a given model's inputs and outputs and no work (docs/benchmark.md, "Fixed cost of a call"): every
// input is declared and left unused, every output is a ConstantOfShape of its shape and type. What a call of it
// costs is what any model with these inputs and outputs pays per call through the binding (tensors in and out,
// the session's bookkeeping), the part of a call a change to the model's own work cannot move. Written with
// protobufjs's writer and onnx.proto's field numbers, so the benchmark process needs no ONNX library.

/** One input or output as a call saw it: its name, onnxruntime-node's type name and its concrete dims. */
export interface CallTensor {
  name: string;
  type: string;
  dims: readonly number[];
}

export type NoWorkModel = { bytes: Uint8Array; reason: null } | { bytes: null; reason: string };

/** The output types ConstantOfShape fills up to opset 19: a model with any other output is skipped. */
const FILLABLE = new Set([
  'float16',
  'float32',
  'float64',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'bool',
]);
/**
 * Filling outputs larger than this is work that grows with their size, not a fixed cost of the call; a model
 * whose outputs are this big is not one whose calls are short enough for the fixed cost to matter.
 */
export const MAX_OUTPUT_BYTES = 16 * 1024 ** 2;
const OPSET = 17;
const IR_VERSION = 8;
const INT64 = 7;
const ATTRIBUTE_TENSOR = 4;
const LENGTH_DELIMITED = 2;
const VARINT = 0;

type Write = (w: protobuf.Writer) => void;

const tag = (w: protobuf.Writer, field: number, wire: number) => w.uint32((field << 3) | wire);
const message =
  (field: number, body: Write): Write =>
  (w) => {
    tag(w, field, LENGTH_DELIMITED);
    w.fork();
    body(w);
    w.ldelim();
  };
const text =
  (field: number, value: string): Write =>
  (w) =>
    tag(w, field, LENGTH_DELIMITED).string(value);
const varint =
  (field: number, value: number): Write =>
  (w) =>
    tag(w, field, VARINT).int64(value);
const all =
  (...parts: Write[]): Write =>
  (w) => {
    for (const part of parts) part(w);
  };

/** ValueInfoProto: name, TypeProto.tensor_type with elem_type and a shape of fixed dims. */
function valueInfo(field: number, tensor: CallTensor, elemType: number): Write {
  const dims = tensor.dims.map((d) => message(1, varint(1, d)));
  return message(
    field,
    all(text(1, tensor.name), message(2, message(1, all(varint(1, elemType), message(2, all(...dims)))))),
  );
}

/** TensorProto: dims, data_type, name, raw_data. */
function tensorProto(name: string, dims: readonly number[], dataType: number, raw: Uint8Array): Write {
  return all(...dims.map((d) => varint(1, d)), varint(2, dataType), text(8, name), (w) =>
    tag(w, 9, LENGTH_DELIMITED).bytes(raw),
  );
}

function int64Raw(values: readonly number[]): Uint8Array {
  const raw = new Uint8Array(values.length * 8);
  const view = new DataView(raw.buffer);
  values.forEach((v, i) => view.setBigInt64(i * 8, BigInt(v), true));
  return raw;
}

/** A name no input or output uses, for the shape constants. */
function freshName(base: string, taken: Set<string>): string {
  let name = base;
  for (let k = 1; taken.has(name); k++) name = `${base}_${k}`;
  taken.add(name);
  return name;
}

/** The no-work model of a call with these inputs and outputs, or why none can be written. */
export function noWorkModel(inputs: readonly CallTensor[], outputs: readonly CallTensor[]): NoWorkModel {
  const inputNames = new Set(inputs.map((i) => i.name));
  const taken = new Set([...inputNames, ...outputs.map((o) => o.name)]);
  const graph: Write[] = [text(2, 'no-work')];
  let outputBytes = 0;
  for (const input of inputs) {
    const elemType = dataTypeOf(input.type);
    if (elemType === undefined) return { bytes: null, reason: `the input '${input.name}' has the type ${input.type}` };
    graph.push(valueInfo(11, input, elemType));
  }
  for (const [index, output] of outputs.entries()) {
    const elemType = dataTypeOf(output.type);
    if (elemType === undefined || !FILLABLE.has(output.type))
      return {
        bytes: null,
        reason: `the output '${output.name}' is a ${output.type} tensor, which no constant can stand for`,
      };
    outputBytes += storedBytes(
      elemType,
      output.dims.reduce((a, b) => a * b, 1),
    );
    graph.push(valueInfo(12, output, elemType));
    // An output that is an input passes through as it does in the model itself.
    if (inputNames.has(output.name)) continue;
    const shape = freshName(`no_work_shape_${index}`, taken);
    graph.push(message(5, tensorProto(shape, [output.dims.length], INT64, int64Raw(output.dims))));
    const value = tensorProto('value', [1], elemType, new Uint8Array(storedBytes(elemType, 1)));
    const attribute = message(5, all(text(1, 'value'), message(5, value), varint(20, ATTRIBUTE_TENSOR)));
    graph.push(
      message(
        1,
        all(text(1, shape), text(2, output.name), text(3, output.name), text(4, 'ConstantOfShape'), attribute),
      ),
    );
  }
  if (outputBytes > MAX_OUTPUT_BYTES)
    return {
      bytes: null,
      reason: `its outputs hold ${(outputBytes / 1024 ** 2).toFixed(0)} MiB a call: writing them is work that grows with their size`,
    };
  const writer = protobuf.Writer.create();
  all(
    varint(1, IR_VERSION),
    text(2, 'latency-gate'),
    message(7, all(...graph)),
    message(8, all(text(1, ''), varint(2, OPSET))),
  )(writer);
  return { bytes: writer.finish(), reason: null };
}
