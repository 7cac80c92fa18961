import { matchParts } from '../models/match.js';
import { CPU_PROVIDER, type ModelProfile, type ProfiledNode } from './trace.js';

// The per-operator profile diff (docs/explain.md, "Profile diff"): profiled nodes paired between the models by name,
// then by operator type and order of execution; each pair's change in median kernel time; the contributors
// grouped the way a reader asks ("Gemm +0.21 ms, 3 new MatMul nodes +0.09 ms"); how much of the change sits
// in nodes the model diff marks as changed; and, on a GPU, host↔device copies apart from compute and the nodes
// that fell back to the CPU provider. Pure: profiles in, numbers out; shares of the measured p50 delta are
// taken at render time from the record's own latency section.

export const MAX_CONTRIBUTORS = 15;
export const MAX_GROUPS = 10;
export const MAX_OP_ROWS = 100;
export const MAX_FALLBACK_NODES = 20;
export const MAX_ORIGINAL_NAMES = 8;

export interface NodeDelta {
  status: 'matched' | 'added' | 'removed';
  /** The candidate's profiled name (the baseline's for removed nodes). */
  name: string;
  /** Paired by position under another name: the baseline's. */
  baselineName: string | null;
  op: string;
  /** Paired with a node of another operator type (a fusion that no longer applies): the baseline's. */
  baselineOp: string | null;
  provider: { baseline: string | null; candidate: string | null };
  baselineUs: number | null;
  candidateUs: number | null;
  deltaUs: number;
  /** Model nodes this profiled node ran that the model diff marks added, removed or changed (capped). */
  changedNodes: string[];
  /** Whether it counts as changed: it exists on one side only, runs a changed model node, or moved provider. */
  changed: boolean;
  /** A candidate node on the CPU provider under a GPU provider that was not on the CPU in the baseline. */
  fellBack: boolean;
}

export interface ContributorGroup {
  /** changed: paired nodes marked changed; unchanged: paired nodes that are not (noise, knock-on effects). */
  kind: 'changed' | 'unchanged' | 'new' | 'removed';
  op: string;
  nodes: number;
  deltaUs: number;
}

export interface OpDelta {
  op: string;
  baselineUs: number;
  candidateUs: number;
  baselineNodes: number;
  candidateNodes: number;
}

export interface ProfileDiff {
  runs: { baseline: number; candidate: number };
  /** Median native run time with profiling on, µs. */
  runUs: { baseline: number; candidate: number };
  /** Sum of the per-node medians, µs. */
  nodesUs: { baseline: number; candidate: number };
  /** Candidate − baseline summed over all nodes, µs. */
  deltaUs: number;
  /** The part of deltaUs in nodes marked changed, µs. */
  changedDeltaUs: number;
  /** Node pairs found by name, by position; profiled nodes on one side only. */
  nodes: { byName: number; byPosition: number; added: number; removed: number };
  /** Largest |delta| first, capped. */
  contributors: NodeDelta[];
  /** The same grouped by kind and operator, largest |delta| first, capped. */
  groups: ContributorGroup[];
  /** Per operator type, largest |delta| first, capped. */
  byOp: OpDelta[];
  /** Host↔device copies (Memcpy nodes) apart from compute, µs. */
  copies: { baselineUs: number; candidateUs: number; baselineNodes: number; candidateNodes: number };
  /** Candidate nodes that fell back to the CPU provider (GPU runs), capped; the count and time are exact. */
  fallback: { count: number; deltaUs: number; nodes: { name: string; op: string }[] };
}

export interface ChangedNodes {
  /** Profiled node name → names of the model nodes it ran that the model diff marks changed. */
  baseline: ReadonlyMap<string, string[]>;
  candidate: ReadonlyMap<string, string[]>;
}

/** Host↔device copies: the Memcpy nodes. */
const copyNodes = (profile: ModelProfile) => profile.nodes.filter((n) => n.op.startsWith('Memcpy'));

function byOp(baseline: ModelProfile, candidate: ModelProfile): OpDelta[] {
  const rows = new Map<string, OpDelta>();
  const add = (nodes: ProfiledNode[], side: 'baseline' | 'candidate') => {
    for (const n of nodes) {
      const row = rows.get(n.op) ?? { op: n.op, baselineUs: 0, candidateUs: 0, baselineNodes: 0, candidateNodes: 0 };
      row[`${side}Us`] += n.us;
      row[`${side}Nodes`]++;
      rows.set(n.op, row);
    }
  };
  add(baseline.nodes, 'baseline');
  add(candidate.nodes, 'candidate');
  const delta = (r: OpDelta) => Math.abs(r.candidateUs - r.baselineUs);
  return [...rows.values()].sort((a, b) => delta(b) - delta(a) || a.op.localeCompare(b.op)).slice(0, MAX_OP_ROWS);
}

function groupsOf(deltas: readonly NodeDelta[]): ContributorGroup[] {
  const groups = new Map<string, ContributorGroup>();
  for (const d of deltas) {
    const kind =
      d.status === 'added' ? 'new' : d.status === 'removed' ? 'removed' : d.changed ? 'changed' : 'unchanged';
    const key = `${kind}\u0000${d.op}`;
    const group = groups.get(key) ?? { kind, op: d.op, nodes: 0, deltaUs: 0 };
    group.nodes++;
    group.deltaUs += d.deltaUs;
    groups.set(key, group);
  }
  return [...groups.values()]
    .filter((g) => g.deltaUs !== 0)
    .sort((a, b) => Math.abs(b.deltaUs) - Math.abs(a.deltaUs))
    .slice(0, MAX_GROUPS);
}

export function diffProfiles(
  baseline: ModelProfile,
  candidate: ModelProfile,
  context: {
    provider: string;
    changed?: ChangedNodes;
    /** Keys to pair by instead of profiled names, across operator types (explain.ts: the model nodes behind them). */
    keys?: { baseline: ReadonlyMap<string, string>; candidate: ReadonlyMap<string, string> };
  },
): ProfileDiff {
  const keys = context.keys;
  const side = new Map<ProfiledNode, 'baseline' | 'candidate'>([
    ...baseline.nodes.map((n) => [n, 'baseline'] as const),
    ...candidate.nodes.map((n) => [n, 'candidate'] as const),
  ]);
  const matching = matchParts(baseline.nodes, candidate.nodes, {
    name: (n) => (keys ? (keys[side.get(n) ?? 'candidate'].get(n.name) ?? n.name) : n.name),
    kind: (n) => n.op,
    namesAcrossKinds: Boolean(keys),
  });
  const gpu = context.provider !== CPU_PROVIDER;
  const changedOf = (b: ProfiledNode | undefined, c: ProfiledNode | undefined) =>
    [
      ...new Set([
        ...(c ? (context.changed?.candidate.get(c.name) ?? []) : []),
        ...(b ? (context.changed?.baseline.get(b.name) ?? []) : []),
      ]),
    ].slice(0, MAX_ORIGINAL_NAMES);
  const delta = (status: NodeDelta['status'], b?: ProfiledNode, c?: ProfiledNode): NodeDelta => {
    const changedNodes = changedOf(b, c);
    const moved = Boolean(b && c && (b.provider !== c.provider || b.op !== c.op));
    const fellBack = gpu && c?.provider === CPU_PROVIDER && (!b || b.provider !== CPU_PROVIDER);
    return {
      status,
      name: (c ?? b)?.name ?? '',
      baselineName: b && c && b.name !== c.name ? b.name : null,
      op: (c ?? b)?.op ?? '?',
      baselineOp: b && c && b.op !== c.op ? b.op : null,
      provider: { baseline: b?.provider ?? null, candidate: c?.provider ?? null },
      baselineUs: b?.us ?? null,
      candidateUs: c?.us ?? null,
      deltaUs: (c?.us ?? 0) - (b?.us ?? 0),
      changedNodes,
      changed: status !== 'matched' || changedNodes.length > 0 || moved,
      fellBack,
    };
  };
  const deltas: NodeDelta[] = [
    ...matching.pairs.map((p) => delta('matched', baseline.nodes[p.baseline], candidate.nodes[p.candidate])),
    ...matching.added.map((i) => delta('added', undefined, candidate.nodes[i])),
    ...matching.removed.map((i) => delta('removed', baseline.nodes[i], undefined)),
  ];
  const sum = (nodes: readonly { us: number }[]) => nodes.reduce((s, n) => s + n.us, 0);
  const fellBack = deltas.filter((d) => d.fellBack);
  const [bc, cc] = [copyNodes(baseline), copyNodes(candidate)];
  return {
    runs: { baseline: baseline.runs, candidate: candidate.runs },
    runUs: { baseline: baseline.runUs, candidate: candidate.runUs },
    nodesUs: { baseline: sum(baseline.nodes), candidate: sum(candidate.nodes) },
    deltaUs: sum(candidate.nodes) - sum(baseline.nodes),
    changedDeltaUs: deltas.filter((d) => d.changed).reduce((s, d) => s + d.deltaUs, 0),
    nodes: {
      byName: matching.pairs.filter((p) => p.by === 'name').length,
      byPosition: matching.pairs.filter((p) => p.by === 'position').length,
      added: matching.added.length,
      removed: matching.removed.length,
    },
    contributors: [...deltas].sort((a, b) => Math.abs(b.deltaUs) - Math.abs(a.deltaUs)).slice(0, MAX_CONTRIBUTORS),
    groups: groupsOf(deltas),
    byOp: byOp(baseline, candidate),
    copies: { baselineUs: sum(bc), candidateUs: sum(cc), baselineNodes: bc.length, candidateNodes: cc.length },
    fallback: {
      count: fellBack.length,
      deltaUs: fellBack.reduce((s, d) => s + d.deltaUs, 0),
      nodes: fellBack.slice(0, MAX_FALLBACK_NODES).map((d) => ({ name: d.name, op: d.op })),
    },
  };
}
