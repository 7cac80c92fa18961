import protobuf from 'protobufjs/minimal.js';
import { message, walk, type Reader } from './inspect.js';

// A model's inputs and outputs read from the file itself (GraphProto.input / .output), without onnxruntime:
// enough to tell whether a deleted model and an added one are the same model under a new name
// (docs/workflows.md, "How changed models are gated"). Initializers listed as inputs (IR < 4 exports) are not inputs.

/** Each tensor as 'name elemType:[dims]'. */
export interface GraphSignature {
  inputs: string[];
  outputs: string[];
}

/** A ValueInfoProto as [name, 'elemType:[dims]']; a dynamic dim by its name, an unnamed one as '?'. */
function readValueInfo(reader: Reader): [string, string] {
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
  return [name, `${elemType}:[${dims.join(',')}]`];
}

function initializerName(reader: Reader): string {
  let name = '';
  message(reader, (field, wt) => (field === 8 && wt === 2 ? ((name = reader.string()), true) : false));
  return name;
}

/** The graph's inputs and outputs, or undefined when the bytes are not an ONNX model. */
export function parseGraphSignature(bytes: Uint8Array): GraphSignature | undefined {
  const inputs: [string, string][] = [];
  const outputs: [string, string][] = [];
  const initializers = new Set<string>();
  try {
    const reader = protobuf.Reader.create(bytes);
    let sawGraph = false;
    walk(reader, bytes.length, (field, wt) => {
      if (field !== 7 || wt !== 2) return false;
      sawGraph = true;
      message(reader, (graphField, graphWt) => {
        if (graphWt !== 2) return false;
        if (graphField === 5) return (initializers.add(initializerName(reader)), true);
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
  const text = ([name, type]: [string, string]) => `${name} ${type}`;
  return { inputs: inputs.filter(([name]) => !initializers.has(name)).map(text), outputs: outputs.map(text) };
}

/** One string per signature, equal exactly when both models take and give the same tensors. */
export function signatureKey(signature: GraphSignature): string {
  return JSON.stringify(signature);
}
