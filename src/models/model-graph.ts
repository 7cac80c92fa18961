// The graph of an ONNX file as the model and weight diffs see it: the shapes onnx-graph.ts decodes a file into and
// its helpers (graph-nodes.ts, tensor-proto.ts) fill in. Weights are not held: each initializer says where its
// bytes can be read back from. The shapes sit below the decoder and its helpers so that each can name them
// without importing the others.

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
