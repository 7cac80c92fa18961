import type { GraphNode } from '../models/onnx-graph.js';

// Which of the model's own nodes each profiled node ran. onnxruntime optimises the graph before it runs it, and
// the profile names the optimised nodes: a fusion keeps its anchor's name with a suffix per fusion
// ('fc0.matmul/MatMulAddFusion'), an activation fused into a Gemm adds a 'fused ' prefix, and the nodes it
// swallowed (the Add, the Relu) no longer appear. So: a profiled node is its anchor (the longest '/'-cut of its
// name that is a node of the model) plus the absorbed nodes around it, found on the graph: every connected run
// of nodes that did not appear goes to the profiled node it touches on both sides (a fusion that swallowed
// both a producer and a consumer), else the one upstream of it (a Gemm absorbs the Add and the activation after
// it), else the one downstream; a run fed only by initializers was folded into constants and ran nowhere.
// An inference from names and edges, not a record onnxruntime keeps: docs/record.md, "profile".

const FUSED_PREFIX = 'fused ';

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
  const names = new Map<string, number>();
  graph.forEach((n, i) => {
    if (n.name && !names.has(n.name)) names.set(n.name, i);
  });
  const owner = new Int32Array(graph.length).fill(-1);
  const result = new Map<string, number[]>();
  profiled.forEach((p, k) => {
    const anchor = anchorOf(p, names);
    result.set(p, []);
    if (anchor === undefined || owner[anchor] !== -1) return;
    owner[anchor] = k;
    result.get(p)?.push(anchor);
  });
  const producer = new Map<string, number>();
  const consumers = new Map<string, number[]>();
  graph.forEach((n, i) => {
    n.outputs.forEach((t) => t && producer.set(t, i));
    n.inputs.forEach((t) => t && consumers.set(t, [...(consumers.get(t) ?? []), i]));
  });
  const seen = new Uint8Array(graph.length);
  for (let start = 0; start < graph.length; start++) {
    if (owner[start] !== -1 || seen[start]) continue;
    // One connected run of nodes that did not appear in the profile.
    const run: number[] = [];
    const stack = [start];
    seen[start] = 1;
    const upstream = new Set<number>();
    const downstream = new Set<number>();
    let fedOnlyByConstants = true;
    while (stack.length) {
      const i = stack.pop() as number;
      run.push(i);
      const node = graph[i] as GraphNode;
      const neighbours: [number, Set<number>][] = [];
      for (const t of node.inputs) {
        if (!t) continue;
        const p = producer.get(t);
        if (p === undefined) {
          if (!initializers.has(t)) fedOnlyByConstants = false;
        } else neighbours.push([p, upstream]);
      }
      for (const t of node.outputs) for (const c of consumers.get(t) ?? []) neighbours.push([c, downstream]);
      for (const [j, side] of neighbours) {
        if (owner[j] !== -1) {
          side.add(j);
          fedOnlyByConstants &&= side !== upstream;
        } else if (!seen[j]) {
          seen[j] = 1;
          stack.push(j);
        }
      }
    }
    if (fedOnlyByConstants && upstream.size === 0) continue;
    const both = [...upstream].filter((j) => downstream.has(j));
    const pick = both[0] ?? Math.max(-1, ...upstream);
    const host = pick >= 0 ? pick : Math.min(graph.length, ...downstream);
    if (host >= graph.length) continue;
    const name = profiled[owner[host] as number];
    if (name !== undefined) result.get(name)?.push(...run.sort((a, b) => a - b));
  }
  return result;
}
