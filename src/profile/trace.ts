// onnxruntime's profile: a Chrome-trace JSON array. Each session.run writes one 'model_run' event (cat
// 'Session') around one '<node>_kernel_time' event per node executed (cat 'Node'), whose args name the operator
// (op_name) and the execution provider that ran it (provider). Node names are the optimised graph's: a fusion
// keeps its anchor's name with a suffix ('fc0.matmul/MatMulAddFusion'), an activation fused into it adds a
// 'fused ' prefix (attribute.ts maps them back to the model's nodes). Pure: events in, per-node times out.

export const CPU_PROVIDER = 'CPUExecutionProvider';

export interface NodeEvent {
  /** The node's name in the optimised graph ('_kernel_time' removed). */
  node: string;
  op: string;
  provider: string;
  ts: number;
  dur: number;
  /** The thread that ran it: nesting is only within one thread. */
  tid: number;
}

export interface ProfiledNode {
  name: string;
  op: string;
  provider: string;
  /** Median over the profiled runs of this node's summed self time in a run, µs (an If or Loop without its body's nodes). */
  us: number;
  /** Kernel events per run (more than 1 inside loops). */
  calls: number;
  /** Order of first execution: the position used to pair nodes that were renamed. */
  order: number;
}

export interface ModelProfile {
  /** Runs aggregated (the warm-up runs at the start of the trace are left out). */
  runs: number;
  /** Median 'model_run' duration, µs: the native run with profiling on. */
  runUs: number;
  nodes: ProfiledNode[];
}

const KERNEL = '_kernel_time';

interface RawEvent {
  cat?: unknown;
  name?: unknown;
  ts?: unknown;
  dur?: unknown;
  tid?: unknown;
  args?: { provider?: unknown; op_name?: unknown };
}

/** The node events of a trace, in trace order; anything else (and anything malformed) is skipped. */
export function nodeEvents(events: unknown): NodeEvent[] {
  const out: NodeEvent[] = [];
  for (const e of Array.isArray(events) ? (events as RawEvent[]) : []) {
    if (e?.cat !== 'Node' || typeof e.name !== 'string' || !e.name.endsWith(KERNEL)) continue;
    const provider = e.args?.provider;
    if (typeof provider !== 'string') continue;
    out.push({
      node: e.name.slice(0, -KERNEL.length),
      op: typeof e.args?.op_name === 'string' ? e.args.op_name : '?',
      provider,
      ts: typeof e.ts === 'number' ? e.ts : 0,
      dur: typeof e.dur === 'number' && e.dur >= 0 ? e.dur : 0,
      tid: typeof e.tid === 'number' ? e.tid : 0,
    });
  }
  return out;
}

function runWindows(events: unknown): { ts: number; end: number }[] {
  const runs: { ts: number; end: number }[] = [];
  for (const e of Array.isArray(events) ? (events as RawEvent[]) : []) {
    if (e?.cat !== 'Session' || e.name !== 'model_run' || typeof e.ts !== 'number' || typeof e.dur !== 'number')
      continue;
    runs.push({ ts: e.ts, end: e.ts + e.dur });
  }
  return runs.sort((a, b) => a.ts - b.ts);
}

/**
 * Each event's time less the time of the node events nested inside it on the same thread: an If, Loop or Scan
 * node's kernel time holds its body's nodes, which the trace also lists one by one. `events` sorted by start.
 */
function selfTimes(events: readonly NodeEvent[]): Float64Array {
  const self = Float64Array.from(events, (e) => e.dur);
  const open = new Map<number, number[]>();
  events.forEach((event, i) => {
    const stack = open.get(event.tid) ?? [];
    open.set(event.tid, stack);
    const end = (j: number) => (events[j] as NodeEvent).ts + (events[j] as NodeEvent).dur;
    while (stack.length && end(stack.at(-1) as number) <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent !== undefined && event.ts + event.dur <= end(parent)) self[parent] = (self[parent] ?? 0) - event.dur;
    stack.push(i);
  });
  return self.map((v) => Math.max(0, v));
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * Per-node times of one model's trace. Node events are assigned to the run whose 'model_run' window holds them;
 * the first `skipRuns` runs are warm-up and left out. A node that did not run in some run counts 0 there, so a
 * node inside a branch weighs as often as it ran.
 */
export function aggregateTrace(events: unknown, skipRuns = 0): ModelProfile {
  const windows = runWindows(events).slice(skipRuns);
  const nodes = nodeEvents(events);
  const perNode = new Map<string, { op: string; provider: string; order: number; runs: Float64Array; calls: number }>();
  let run = 0;
  // Both lists are in time order: one pass walks them together.
  const sorted = [...nodes].sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = selfTimes(sorted);
  let order = 0;
  for (const [index, event] of sorted.entries()) {
    while (run < windows.length && event.ts > (windows[run] as { end: number }).end) run++;
    const window = windows[run];
    if (!window || event.ts < window.ts) continue;
    let entry = perNode.get(event.node);
    if (!entry) {
      entry = {
        op: event.op,
        provider: event.provider,
        order: order++,
        runs: new Float64Array(windows.length),
        calls: 0,
      };
      perNode.set(event.node, entry);
    }
    entry.runs[run] = (entry.runs[run] ?? 0) + (self[index] ?? 0);
    entry.calls++;
  }
  const count = windows.length;
  return {
    runs: count,
    runUs: median(windows.map((w) => w.end - w.ts)),
    nodes: [...perNode].map(([name, e]) => ({
      name,
      op: e.op,
      provider: e.provider,
      us: median(Array.from(e.runs)),
      calls: count ? e.calls / count : 0,
      order: e.order,
    })),
  };
}
