import { matchParts } from './match.js';
import type { GraphNode, ModelGraph, TensorEntry } from './model-graph.js';

// What changed between the baseline's graph and the candidate's (docs/explain.md, "Model diff"). Nodes are paired
// by name, then by operator type and position (match.ts); a pair is 'changed' when its attributes differ or a
// weight it reads has another dtype or shape, and 'renamed' when it was paired by position under another name.
// Weight values are the weight diff's business (weight-diff.ts).

export interface OpCount {
  op: string;
  baseline: number;
  candidate: number;
  added: number;
  removed: number;
  changed: number;
}

export type NodeChangeKind = 'added' | 'removed' | 'changed' | 'renamed';

export interface NodeChange {
  change: NodeChangeKind;
  /** The candidate's name (the baseline's for removed nodes). */
  name: string;
  op: string;
  /** Renamed nodes: the baseline's name. Changed nodes: what differs. */
  detail: string;
}

export interface ModelDiff {
  files: { baseline: FileFacts; candidate: FileFacts };
  nodes: {
    baseline: number;
    candidate: number;
    added: number;
    removed: number;
    changed: number;
    renamed: number;
  };
  /** Every operator type present in either model, sorted by name. */
  ops: OpCount[];
  /** Added, removed, changed and renamed nodes, in that order, capped at MAX_NODE_CHANGES (the counts are exact). */
  changes: NodeChange[];
  /** Bytes of initializers by dtype, sorted by dtype name. */
  bytesByDtype: { dtype: string; baseline: number; candidate: number }[];
}

export interface FileFacts {
  bytes: number;
  externalBytes: number;
  irVersion: number;
  producer: string;
  opsets: Record<string, number>;
  /** Elements of all initializers. */
  parameters: number;
  externalData: string[];
}

export const MAX_NODE_CHANGES = 50;
export const MAX_OPS = 500;

/** 'Gelu', or 'com.microsoft:Gelu' outside the default domain. */
export function opName(node: Pick<GraphNode, 'opType' | 'domain'>): string {
  return node.domain && node.domain !== 'ai.onnx' ? `${node.domain}:${node.opType}` : node.opType;
}

function fileFacts(graph: ModelGraph): FileFacts {
  return {
    bytes: graph.fileBytes,
    externalBytes: graph.externalBytes,
    irVersion: graph.irVersion,
    producer: graph.producer,
    opsets: graph.opsets,
    // Declared, not held: a file can declare more than can be counted exactly.
    parameters: Math.min(
      Number.MAX_SAFE_INTEGER,
      graph.initializers.reduce((sum, t) => sum + t.elements, 0),
    ),
    externalData: graph.externalData,
  };
}

const shapeText = (t: TensorEntry) => `${t.dtype}[${t.dims.join(',')}]`;

/** The weights a node reads, as dtype[shape] per input (empty for inputs that are not initializers). */
function weightSignature(node: GraphNode, weights: Map<string, TensorEntry>): string[] {
  return node.inputs.map((input) => {
    const t = weights.get(input);
    return t ? shapeText(t) : '';
  });
}

function describeChange(
  b: GraphNode,
  c: GraphNode,
  weights: { baseline: Map<string, TensorEntry>; candidate: Map<string, TensorEntry> },
): string {
  const what: string[] = [];
  if (b.attributes !== c.attributes) what.push('attributes differ');
  const bw = weightSignature(b, weights.baseline);
  const cw = weightSignature(c, weights.candidate);
  if (b.inputs.length !== c.inputs.length) what.push(`${b.inputs.length} → ${c.inputs.length} inputs`);
  for (let i = 0; i < Math.min(bw.length, cw.length); i++) {
    if (bw[i] !== cw[i]) what.push(`weight ${bw[i] || 'none'} → ${cw[i] || 'none'}`);
  }
  return what.join('; ');
}

function bytesByDtype(baseline: ModelGraph, candidate: ModelGraph): ModelDiff['bytesByDtype'] {
  const rows = new Map<string, { baseline: number; candidate: number }>();
  const add = (graph: ModelGraph, side: 'baseline' | 'candidate') => {
    for (const t of graph.initializers) {
      const row = rows.get(t.dtype) ?? { baseline: 0, candidate: 0 };
      row[side] += t.bytes;
      rows.set(t.dtype, row);
    }
  };
  add(baseline, 'baseline');
  add(candidate, 'candidate');
  return [...rows].sort(([a], [b]) => a.localeCompare(b)).map(([dtype, row]) => ({ dtype, ...row }));
}

/** The node pairing behind the diff: pairs (with what differs, '' when nothing), added and removed indices. */
export function pairNodes(baseline: ModelGraph, candidate: ModelGraph) {
  const keys = { name: (n: GraphNode) => n.name, kind: (n: GraphNode) => `${n.graph}\u0000${opName(n)}` };
  const matching = matchParts(baseline.nodes, candidate.nodes, keys);
  const weights = {
    baseline: new Map(baseline.initializers.map((t) => [t.name, t])),
    candidate: new Map(candidate.initializers.map((t) => [t.name, t])),
  };
  const pairs = matching.pairs.map((pair) => ({
    ...pair,
    detail: describeChange(
      baseline.nodes[pair.baseline] as GraphNode,
      candidate.nodes[pair.candidate] as GraphNode,
      weights,
    ),
  }));
  return { ...matching, pairs };
}

/** Indices of the nodes the diff marks: removed and changed ones in the baseline, added and changed ones in the candidate. */
export function changedNodeIndices(
  baseline: ModelGraph,
  candidate: ModelGraph,
): { baseline: Set<number>; candidate: Set<number> } {
  const { pairs, added, removed } = pairNodes(baseline, candidate);
  const changed = pairs.filter((p) => p.detail);
  return {
    baseline: new Set([...removed, ...changed.map((p) => p.baseline)]),
    candidate: new Set([...added, ...changed.map((p) => p.candidate)]),
  };
}

export function diffModels(baseline: ModelGraph, candidate: ModelGraph): ModelDiff {
  const matching = pairNodes(baseline, candidate);
  const ops = new Map<string, OpCount>();
  const op = (name: string): OpCount => {
    const row = ops.get(name) ?? { op: name, baseline: 0, candidate: 0, added: 0, removed: 0, changed: 0 };
    ops.set(name, row);
    return row;
  };
  baseline.nodes.forEach((n) => op(opName(n)).baseline++);
  candidate.nodes.forEach((n) => op(opName(n)).candidate++);

  const added = matching.added.map((i) => candidate.nodes[i] as GraphNode);
  const removed = matching.removed.map((i) => baseline.nodes[i] as GraphNode);
  added.forEach((n) => op(opName(n)).added++);
  removed.forEach((n) => op(opName(n)).removed++);
  const changed: NodeChange[] = [];
  const renamed: NodeChange[] = [];
  for (const pair of matching.pairs) {
    const b = baseline.nodes[pair.baseline] as GraphNode;
    const c = candidate.nodes[pair.candidate] as GraphNode;
    const detail = pair.detail;
    if (detail) {
      op(opName(c)).changed++;
      changed.push({ change: 'changed', name: c.name, op: opName(c), detail });
    }
    if (b.name !== c.name) renamed.push({ change: 'renamed', name: c.name, op: opName(c), detail: b.name });
  }
  const changes: NodeChange[] = [
    ...added.map((n) => ({ change: 'added' as const, name: n.name, op: opName(n), detail: '' })),
    ...removed.map((n) => ({ change: 'removed' as const, name: n.name, op: opName(n), detail: '' })),
    ...changed,
    ...renamed,
  ];
  return {
    files: { baseline: fileFacts(baseline), candidate: fileFacts(candidate) },
    nodes: {
      baseline: baseline.nodes.length,
      candidate: candidate.nodes.length,
      added: added.length,
      removed: removed.length,
      changed: changed.length,
      renamed: renamed.length,
    },
    ops: [...ops.values()].sort((a, b) => a.op.localeCompare(b.op)).slice(0, MAX_OPS),
    changes: changes.slice(0, MAX_NODE_CHANGES),
    bytesByDtype: bytesByDtype(baseline, candidate),
  };
}
