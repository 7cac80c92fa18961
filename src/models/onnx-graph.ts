import protobuf from 'protobufjs/minimal.js';
import { DecodeBudget, stringCost, type DiffLimits } from './diff-budget.js';
import { walkGraph, type WalkContext } from './graph-nodes.js';
import { message, walk } from './inspect.js';
import type { ModelGraph } from './model-graph.js';
import { int64 } from './tensor-proto.js';

// The graph of an ONNX file as the model and weight diffs need it, read by a streaming protobuf walk over the
// file's bytes (onnx.proto field numbers) rather than decoded whole: a decoded ModelProto turns every int64 value
// into an object and every empty node into several, gigabytes for a 95 MB file. Weights are not kept: each
// initializer remembers where its bytes are (an offset into the .onnx file, or into an external data file), so
// two 100 MB models are never held in memory at once; the weight diff reads matched tensors back one chunk at a
// time (weight-values.ts). What is kept is charged to a budget as it is decoded (diff-budget.ts).

const MODEL = { irVersion: 1, producerName: 2, producerVersion: 3, graph: 7, opsetImport: 8 } as const;

/**
 * Decodes a model's bytes (raw weights are located by their offset in them), charging what it keeps to a
 * budget proportional to their size. Throws on a non-model, TooLargeToDiffError past the budget.
 */
export function parseModelGraph(file: Uint8Array, side = 'model', limits?: DiffLimits): ModelGraph {
  const context: WalkContext = {
    bytes: file,
    budget: new DecodeBudget(side, limits),
    out: { nodes: [], initializers: [] },
  };
  const reader = protobuf.Reader.create(file);
  let irVersion = 0;
  const producer: string[] = [];
  const opsets: Record<string, number> = {};
  let sawGraph = false;
  walk(reader, file.byteLength, (field, wt) => {
    if (field === MODEL.irVersion && wt === 0) return ((irVersion = int64(reader.int64())), true);
    if ((field === MODEL.producerName || field === MODEL.producerVersion) && wt === 2) {
      const text = reader.string();
      if (text) producer[field] = text.slice(0, 256);
      return true;
    }
    if (field === MODEL.graph && wt === 2) {
      sawGraph = true;
      const end = reader.uint32() + reader.pos;
      walkGraph(reader, end, context, '', 0);
      return true;
    }
    if (field === MODEL.opsetImport && wt === 2) {
      let domain = '';
      let version = 0;
      message(reader, (f, w) =>
        f === 1 && w === 2
          ? ((domain = reader.string()), true)
          : f === 2 && w === 0
            ? ((version = int64(reader.int64())), true)
            : false,
      );
      context.budget.charge(stringCost(domain) + 16);
      opsets[domain || 'ai.onnx'] = version;
      return true;
    }
    return false;
  });
  if (!sawGraph || !irVersion) throw new Error('no graph or IR version');
  const { nodes, initializers } = context.out;
  const externalData: string[] = [];
  let externalBytes = 0;
  for (const t of initializers) {
    if (t.source.kind !== 'external') continue;
    if (!externalData.includes(t.source.location)) externalData.push(t.source.location);
    externalBytes += t.bytes;
  }
  return {
    fileBytes: file.byteLength,
    externalBytes,
    irVersion,
    producer: producer.filter(Boolean).join(' '),
    opsets,
    nodes,
    initializers,
    externalData,
  };
}
