import { CPU_PROVIDER, nodeEvents } from '../profile/trace.js';

// Which execution provider ran each node, read from onnxruntime's profile (Chrome-trace JSON, read by
// src/profile/trace.ts): every node event carries the provider in args.provider. A candidate whose nodes
// quietly fall back to the CPU provider is a regression a latency ratio alone may hide.
export interface Placement {
  /** Distinct graph nodes seen in the profile (after onnxruntime's graph optimisations). */
  nodes: number;
  /** Provider name ('CUDAExecutionProvider', …) → nodes it ran. */
  byProvider: Record<string, number>;
  /** Operator type → nodes of that type that ran on the CPU provider. */
  cpuOps: Record<string, number>;
}

export function parsePlacement(events: unknown): Placement {
  const seen = new Map<string, { provider: string; op: string }>();
  for (const event of nodeEvents(events)) {
    if (!seen.has(event.node)) seen.set(event.node, { provider: event.provider, op: event.op });
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
