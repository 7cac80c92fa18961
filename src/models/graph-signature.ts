import protobuf from 'protobufjs/minimal.js';
import { message, walk, type Reader } from './inspect.js';

// A model's inputs and outputs read from the file itself (GraphProto.input / .output), without onnxruntime:
// enough to tell whether a deleted model and an added one are the same model under a new name
// (docs/workflows.md, "How changed models are gated"). Initializers listed as inputs (IR < 4 exports) are not inputs.

/** A graph input or output as declared: its element type and dims (a number, a dynamic dim's name, or '?'). */
export interface ValueInfo {
  name: string;
  elemType: number;
  dims: string[];
}

/** The graph's declared inputs (initializers listed as inputs left out) and outputs, and its largest weight. */
export interface GraphValues {
  inputs: ValueInfo[];
  outputs: ValueInfo[];
  /** Bytes of the largest initializer stored in the file (raw_data); external data is not counted. */
  largestInitializerBytes: number;
}

function readValueInfo(reader: Reader): ValueInfo {
  let name = '';
  let elemType = 0;
  const dims: string[] = [];
  message(reader, (field, wt) => {
    if (field === 1 && wt === 2) return ((name = reader.string()), true);
    if (field !== 2 || wt !== 2) return false;
    message(reader, (typeField, typeWt) => {
      if (typeField !== 1 || typeWt !== 2) return false;
      message(reader, (tensorField, tensorWt) => {
        if (tensorField === 1 && tensorWt === 0) return ((elemType = reader.int32()), true);
        if (tensorField !== 2 || tensorWt !== 2) return false;
        message(reader, (shapeField, shapeWt) => {
          if (shapeField !== 1 || shapeWt !== 2) return false;
          let dim = '?';
          message(reader, (dimField, dimWt) => {
            if (dimField === 1 && dimWt === 0) return ((dim = String(reader.int64())), true);
            if (dimField === 2 && dimWt === 2) return ((dim = reader.string() || '?'), true);
            return false;
          });
          dims.push(dim);
          return true;
        });
        return true;
      });
      return true;
    });
    return true;
  });
  return { name, elemType, dims };
}

/** A TensorProto's name and the length of its raw_data, without reading the payload. */
function readInitializer(reader: Reader): { name: string; bytes: number } {
  let name = '';
  let bytes = 0;
  message(reader, (field, wt) => {
    if (field === 8 && wt === 2) return ((name = reader.string()), true);
    if (field === 9 && wt === 2) {
      bytes = reader.uint32();
      reader.skip(bytes);
      return true;
    }
    return false;
  });
  return { name, bytes };
}

/** The graph's inputs, outputs and largest weight, or undefined when the bytes are not an ONNX model. */
export function parseGraphValues(bytes: Uint8Array): GraphValues | undefined {
  const inputs: ValueInfo[] = [];
  const outputs: ValueInfo[] = [];
  const initializers = new Set<string>();
  let largestInitializerBytes = 0;
  try {
    const reader = protobuf.Reader.create(bytes);
    let sawGraph = false;
    walk(reader, bytes.length, (field, wt) => {
      if (field !== 7 || wt !== 2) return false;
      sawGraph = true;
      message(reader, (graphField, graphWt) => {
        if (graphWt !== 2) return false;
        if (graphField === 5) {
          const initializer = readInitializer(reader);
          initializers.add(initializer.name);
          largestInitializerBytes = Math.max(largestInitializerBytes, initializer.bytes);
          return true;
        }
        if (graphField === 11) return (inputs.push(readValueInfo(reader)), true);
        if (graphField === 12) return (outputs.push(readValueInfo(reader)), true);
        return false;
      });
      return true;
    });
    if (!sawGraph) return undefined;
  } catch {
    return undefined;
  }
  return { inputs: inputs.filter(({ name }) => !initializers.has(name)), outputs, largestInitializerBytes };
}

/**
 * The graph's inputs and outputs (each tensor as 'name elemType:[dims]') as one string, equal exactly when both
 * models take and give the same tensors; undefined when the bytes are not an ONNX model.
 */
export function signatureKey(bytes: Uint8Array): string | undefined {
  const values = parseGraphValues(bytes);
  if (!values) return undefined;
  const text = ({ name, elemType, dims }: ValueInfo) => `${name} ${elemType}:[${dims.join(',')}]`;
  return JSON.stringify({ inputs: values.inputs.map(text), outputs: values.outputs.map(text) });
}
