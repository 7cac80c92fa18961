// Which execution provider ran each node, read from onnxruntime's profile (Chrome-trace JSON): every node
// event ('cat: Node', name '<node>_kernel_time') carries the provider in args.provider. A candidate whose
// nodes quietly fall back to the CPU provider is a regression a latency ratio alone may hide.
export interface Placement {
  /** Distinct graph nodes seen in the profile (after onnxruntime's graph optimisations). */
  nodes: number;
  /** Provider name ('CUDAExecutionProvider', …) → nodes it ran. */
  byProvider: Record<string, number>;
  /** Operator type → nodes of that type that ran on the CPU provider. */
  cpuOps: Record<string, number>;
}

export const CPU_PROVIDER = 'CPUExecutionProvider';

interface NodeEvent {
  cat?: unknown;
  name?: unknown;
  args?: { provider?: unknown; op_name?: unknown };
}

export function parsePlacement(events: unknown): Placement {
  const seen = new Map<string, { provider: string; op: string }>();
  for (const event of Array.isArray(events) ? (events as NodeEvent[]) : []) {
    if (event?.cat !== 'Node' || typeof event.name !== 'string' || !event.name.endsWith('_kernel_time')) continue;
    const provider = event.args?.provider;
    if (typeof provider !== 'string') continue;
    const node = event.name.slice(0, -'_kernel_time'.length);
    if (!seen.has(node))
      seen.set(node, { provider, op: typeof event.args?.op_name === 'string' ? event.args.op_name : '?' });
  }
  const byProvider: Record<string, number> = {};
  const cpuOps: Record<string, number> = {};
  for (const { provider, op } of seen.values()) {
    byProvider[provider] = (byProvider[provider] ?? 0) + 1;
    if (provider === CPU_PROVIDER) cpuOps[op] = (cpuOps[op] ?? 0) + 1;
  }
  return { nodes: seen.size, byProvider, cpuOps };
}

export function cpuNodes(placement: Placement): number {
  return placement.byProvider[CPU_PROVIDER] ?? 0;
}
