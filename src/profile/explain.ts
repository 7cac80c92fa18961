import { changedNodeIndices, pairNodes } from '../models/model-diff.js';
import type { ModelGraph } from '../models/model-graph.js';
import { anchorOf, nodeIndexByName, originalNodes } from './attribute.js';
import { diffProfiles, MAX_ORIGINAL_NAMES, type ChangedNodes, type ProfileDiff } from './diff.js';
import type { ModelProfile } from './trace.js';

/**
 * For each profiled node of one model, the names of the model nodes it ran that the model diff marks changed
 * (unnamed nodes are shown as 'OpType #index').
 */
function changedByProfiledNode(profile: ModelProfile, graph: ModelGraph, changed: Set<number>): Map<string, string[]> {
  const initializers = new Set(graph.initializers.map((t) => t.name));
  const ran = originalNodes(
    profile.nodes.map((n) => n.name),
    graph.nodes,
    initializers,
  );
  const result = new Map<string, string[]>();
  for (const [name, indices] of ran) {
    const names = indices
      .filter((i) => changed.has(i))
      .map((i) => graph.nodes[i]?.name || `${graph.nodes[i]?.opType ?? '?'} #${i}`);
    if (names.length) result.set(name, names.slice(0, MAX_ORIGINAL_NAMES));
  }
  return result;
}

/**
 * The key each profiled node is paired by: the baseline name of the model node it starts from (its anchor),
 * carried over to the candidate through the model diff's node pairs. So a Gemm that lost its fused activation
 * ('fused fc0.matmul/MatMulAddFusion' → 'fc0.matmul/MatMulAddFusion') and a renamed model's nodes still pair up.
 * Nodes onnxruntime inserted (copies) keep their profiled name.
 */
function pairingKeys(
  profiles: { baseline: ModelProfile; candidate: ModelProfile },
  graphs: { baseline: ModelGraph; candidate: ModelGraph },
): { baseline: Map<string, string>; candidate: Map<string, string> } {
  const partner = new Map(pairNodes(graphs.baseline, graphs.candidate).pairs.map((p) => [p.candidate, p.baseline]));
  const keys = (side: 'baseline' | 'candidate') => {
    const index = nodeIndexByName(graphs[side].nodes);
    const map = new Map<string, string>();
    for (const node of profiles[side].nodes) {
      let anchor = anchorOf(node.name, index);
      if (anchor !== undefined && side === 'candidate') anchor = partner.get(anchor) ?? -1 - anchor;
      map.set(node.name, anchor === undefined ? `name:${node.name}` : `node:${anchor}`);
    }
    return map;
  };
  return { baseline: keys('baseline'), candidate: keys('candidate') };
}

/** The profile diff with each profiled node tied to the model nodes the model diff marks changed. */
export function explainProfiles(
  profiles: { baseline: ModelProfile; candidate: ModelProfile },
  graphs: { baseline: ModelGraph; candidate: ModelGraph } | undefined,
  provider: string,
): ProfileDiff {
  let changed: ChangedNodes | undefined;
  let keys: ReturnType<typeof pairingKeys> | undefined;
  if (graphs) {
    keys = pairingKeys(profiles, graphs);
    const indices = changedNodeIndices(graphs.baseline, graphs.candidate);
    changed = {
      baseline: changedByProfiledNode(profiles.baseline, graphs.baseline, indices.baseline),
      candidate: changedByProfiledNode(profiles.candidate, graphs.candidate, indices.candidate),
    };
  }
  return diffProfiles(profiles.baseline, profiles.candidate, {
    provider,
    ...(changed ? { changed } : {}),
    ...(keys ? { keys } : {}),
  });
}
