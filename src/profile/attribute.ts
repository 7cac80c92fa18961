import type { GraphNode } from '../models/model-graph.js';

// Which of the model's own nodes each profiled node ran. onnxruntime optimises the graph before it runs it, and
// the profile names the optimised nodes: a fusion keeps its anchor's name with a suffix per fusion
// ('fc0.matmul/MatMulAddFusion'), an activation fused into a Gemm adds a 'fused ' prefix, and the nodes it
// swallowed (the Add, the Relu) no longer appear. So: a profiled node is its anchor (the longest '/'-cut of its
// name that is a node of the model) plus the absorbed nodes around it, found on the graph: a node that did not
// appear joins the profiled node of its nearest producer (a Gemm absorbs the Add and the activation after it),
// or of its first consumer when it has no such producer; quantizers and transposes join their consumer first (a
// quantized MatMul absorbs the quantizer before it). Nodes fed only by initializers were folded into constants
// and ran nowhere.
// An inference from names and edges, not a record onnxruntime keeps: docs/explain.md, "Profile diff".

const FUSED_PREFIX = 'fused ';
/** Operators onnxruntime fuses into the node that reads them (quantize/dequantize into the quantized op, a transpose into the MatMul). */
const FUSED_INTO_CONSUMER = new Set(['DynamicQuantizeLinear', 'QuantizeLinear', 'DequantizeLinear', 'Transpose']);

/** Each node name of the graph with the index of its first node (unnamed nodes left out). */
export function nodeIndexByName(graph: readonly GraphNode[]): Map<string, number> {
  const names = new Map<string, number>();
  graph.forEach((n, i) => {
    if (n.name && !names.has(n.name)) names.set(n.name, i);
  });
  return names;
}

/** The model node a profiled name starts from, or undefined (a node onnxruntime inserted, such as a copy). */
export function anchorOf(profiled: string, names: ReadonlyMap<string, number>): number | undefined {
  let name = profiled;
  while (name.startsWith(FUSED_PREFIX)) name = name.slice(FUSED_PREFIX.length);
  for (let cut = name; cut; cut = cut.includes('/') ? cut.slice(0, cut.lastIndexOf('/')) : '') {
    const index = names.get(cut);
    if (index !== undefined) return index;
  }
  return undefined;
}

/** Profiled node name → indices of the model's nodes it ran (anchor first). */
export function originalNodes(
  profiled: readonly string[],
  graph: readonly GraphNode[],
  initializers: ReadonlySet<string>,
): Map<string, number[]> {
  const names = nodeIndexByName(graph);
  const owner = new Int32Array(graph.length).fill(-1);
  const result = new Map<string, number[]>();
  profiled.forEach((p, k) => {
    const anchor = anchorOf(p, names);
    result.set(p, []);
    if (anchor === undefined || owner[anchor] !== -1) return;
    owner[anchor] = k;
    result.get(p)?.push(anchor);
  });
  const producers: number[][] = graph.map(() => []);
  const consumers: number[][] = graph.map(() => []);
  const producerOf = new Map<string, number>();
  graph.forEach((node, i) => node.outputs.forEach((t) => t && producerOf.set(t, i)));
  const consumersOf = new Map<string, number[]>();
  graph.forEach((node, i) =>
    node.inputs.forEach((t) => {
      if (!t) return;
      const list = consumersOf.get(t);
      if (list) list.push(i);
      else consumersOf.set(t, [i]);
    }),
  );
  // Folded: every input an initializer or the output of another folded node (the graph is in topological order).
  const folded = new Uint8Array(graph.length);
  graph.forEach((node, i) => {
    const inputs = node.inputs.filter(Boolean);
    for (const t of inputs) {
      const p = producerOf.get(t);
      if (p !== undefined) producers[i]?.push(p);
    }
    for (const t of node.outputs) consumers[i]?.push(...(consumersOf.get(t) ?? []));
    if (owner[i] === -1)
      folded[i] = inputs.every((t) => {
        const p = producerOf.get(t);
        return p === undefined ? initializers.has(t) : folded[p] === 1;
      })
        ? 1
        : 0;
  });
  const hostOf = (i: number) => owner[i] as number;
  const nearest = (candidates: number[], latest: boolean) => {
    const hosted = candidates.filter((j) => hostOf(j) !== -1);
    if (hosted.length === 0) return -1;
    return hostOf(latest ? Math.max(...hosted) : Math.min(...hosted));
  };
  // Repeat until nothing moves: a node takes the host of its nearest producer, or of its first consumer;
  // quantizers and transposes are fused into what reads them, so they look downstream first.
  for (let changed = true, pass = 0; changed && pass < 8; pass++) {
    changed = false;
    for (let i = 0; i < graph.length; i++) {
      if (hostOf(i) !== -1 || folded[i]) continue;
      const forward = FUSED_INTO_CONSUMER.has(graph[i]?.opType ?? '');
      const up = nearest(producers[i] ?? [], true);
      const down = nearest(consumers[i] ?? [], false);
      const host = forward ? (down !== -1 ? down : up) : up !== -1 ? up : pass > 0 ? down : -1;
      if (host === -1) continue;
      owner[i] = host;
      const name = profiled[host];
      if (name !== undefined) result.get(name)?.push(i);
      changed = true;
    }
  }
  for (const indices of result.values()) indices.splice(1, indices.length, ...indices.slice(1).sort((a, b) => a - b));
  return result;
}
