// Whether other work on the machine disturbed a look (docs/statistics.md, "Busy runners"). Pure: it reads the
// windows environment/load.ts recorded, says in words how busy the machine was, and decides when a look may
// not call a change.

import { MAX_INTERFERENCE_SHARE, BOTH_METRICS_HIT_SHARE, DISTURBED, HEAVY, SHOWN_WAIT_SHARE } from './policy.js';
import type { LatencyAnalysis, MetricAnalysis } from './types.js';

/** What a load window says about the machine (environment/load.ts measures it); shares are of all cores' time. */
export interface LoadFacts {
  cores: number;
  /** 1-minute load average at the end of the window; null where the OS has none (Windows). */
  loadAverage: number | null;
  /** Share of all cores used by processes other than latency-gate's own (0.5 = one core of two). */
  otherShare: number;
  /** Off Linux the benchmark process's own use is not visible, so `otherShare` is a lower bound. */
  otherShareIsLowerBound: boolean;
  /** Share of all cores the hypervisor gave to other guests; null where not reported. */
  stealShare: number | null;
  /**
   * The benchmark's timing thread (latency-gate's busiest thread in the window): the share of the time it was
   * ready to run but waited for a CPU, and how long it ran between two preemptions on average (µs: its run
   * time over its involuntary context switches, so sleeps it chose, waiting for the parent, do not shorten
   * it). Null off Linux.
   */
  waitShare: number | null;
  sliceUs: number | null;
  /**
   * The busiest other processes, in cores (1 = one full core); empty off Linux. Names are for the job log only:
   * they belong to other tenants of the runner, so the record and the comment carry the shares alone.
   */
  top: { name?: string; cores: number }[];
}

export type DisturbanceLevel = 'quiet' | 'disturbed' | 'heavy';

export function disturbanceLevel(f: LoadFacts): DisturbanceLevel {
  const heavy =
    (f.waitShare ?? 0) >= HEAVY.waitShare ||
    (f.stealShare ?? 0) >= HEAVY.stealShare ||
    (f.waitShare === null && f.loadAverage !== null && f.loadAverage >= HEAVY.loadPerCore * f.cores);
  if (heavy) return 'heavy';
  const disturbed =
    f.otherShare >= DISTURBED.otherShare ||
    (f.waitShare ?? 0) >= DISTURBED.waitShare ||
    (f.stealShare ?? 0) >= DISTURBED.stealShare;
  return disturbed ? 'disturbed' : 'quiet';
}

/**
 * How the calls were timed (the benchmark child's run-queue.ts): whether each call's waits for a CPU were
 * taken out of its time. Then no wait is inside a timed call, whatever the neighbours did.
 */
export interface CallTiming {
  runQueueWaitsRemoved: boolean;
}

/**
 * Share of timed calls that contained a wait for the CPU. The benchmark thread runs `sliceUs` on average
 * between two waits, so a call of `callUs` spans one with probability about callUs / sliceUs. Waits below
 * the flag's bar are mostly the thread's own pauses between rounds, not neighbours: 0. Null off Linux; 0
 * when the waits were taken out of the calls.
 */
export function waitHitShare(f: LoadFacts, callUs: number, timing?: CallTiming): number | null {
  if (f.waitShare === null || f.sliceUs === null || f.sliceUs <= 0) return null;
  if (timing?.runQueueWaitsRemoved) return 0;
  return f.waitShare < DISTURBED.waitShare ? 0 : Math.min(1, callUs / f.sliceUs);
}

/**
 * The metrics whose change a look may not call. Interleaving lets waits hit both models alike, so a short call
 * between long slices keeps its verdicts even on a swamped machine (2-core machine with other builds: the
 * benchmark waited 50-85 % of its ready time, slowed 20 µs models still decided correctly). It is when the
 * waits land inside the calls that they become part of the quantiles: 5 % of calls hit and the p95 measures
 * the neighbours (the same bar as the interference guard, guards.ts); half and so does the p50. Where each
 * call's waits were taken out of its time (`timing`) none is left inside a call. Steal of a quarter, and off
 * Linux a load of three per core, refuse both: a stolen CPU is no wait the thread can see.
 */
export function refusedMetrics(f: LoadFacts, callUs: number, timing?: CallTiming): ('p50' | 'p95')[] {
  if ((f.stealShare ?? 0) >= HEAVY.stealShare) return ['p50', 'p95'];
  const hit = waitHitShare(f, callUs, timing);
  if (hit === null)
    return f.waitShare === null && f.loadAverage !== null && f.loadAverage >= HEAVY.loadPerCore * f.cores
      ? ['p50', 'p95']
      : [];
  return hit >= BOTH_METRICS_HIT_SHARE ? ['p50', 'p95'] : hit >= MAX_INTERFERENCE_SHARE ? ['p95'] : [];
}

const pct = (share: number) => `${Math.round(share * 100)} %`;

/** Below this many cores, what the listed processes leave unexplained is rounding and small fry. */
const UNLISTED_SHOWN_CORES = 0.05;

/**
 * The other processes' time the busiest few do not account for, in words, or undefined when they nearly do.
 * /proc/stat counts the whole machine, the process list only this pid namespace's live processes: another
 * container's processes, ones that started and ended inside the window, and the kernel's own work show in the
 * total and in no process. Without this the shares seem to contradict the total (0.02 and 0.01 cores of 1.00).
 */
function unlistedCores(f: LoadFacts): string | undefined {
  const listed = f.top.reduce((sum, t) => sum + t.cores, 0);
  const rest = f.otherShare * f.cores - listed;
  if (rest < UNLISTED_SHOWN_CORES) return undefined;
  return `the other ${rest.toFixed(2)} cores went to the kernel or to processes not visible here, such as another container's or ones that ended within the window`;
}

/**
 * "other processes used 41 % of 2 cores during measurement (busiest: 0.80, 0.02 cores); the benchmark waited
 * …". With `names` (the job log only) each share is named: "(busiest: cc1plus 0.80 cores, …)".
 */
export function describeLoad(f: LoadFacts, { names = false }: { names?: boolean } = {}): string {
  const atLeast = f.otherShareIsLowerBound ? 'at least ' : '';
  const parts = [
    `other processes used ${atLeast}${pct(f.otherShare)} of ${f.cores} core${f.cores === 1 ? '' : 's'} during measurement`,
  ];
  if (f.top.length > 0) {
    const busiest = names
      ? `busiest: ${f.top.map((t) => `${t.name ?? '?'} ${t.cores.toFixed(2)} cores`).join(', ')}`
      : `busiest: ${f.top.map((t) => t.cores.toFixed(2)).join(', ')} cores`;
    const rest = unlistedCores(f);
    parts[0] +=
      rest === undefined ? ` (${busiest})` : ` (${(f.otherShare * f.cores).toFixed(2)} cores; ${busiest}; ${rest})`;
  }
  if (f.waitShare !== null && f.waitShare >= SHOWN_WAIT_SHARE)
    parts.push(`the benchmark waited for a CPU ${pct(f.waitShare)} of the time it was ready to run`);
  if (f.stealShare !== null && f.stealShare >= SHOWN_WAIT_SHARE)
    parts.push(`the hypervisor took ${pct(f.stealShare)} of the CPU (steal)`);
  if (f.waitShare === null && f.loadAverage !== null) parts.push(`load average ${f.loadAverage.toFixed(1)}`);
  return parts.join('; ');
}

/** The busiest window of a run: the one every report flags (a run is as trustworthy as its worst look). */
export function worstWindow<T extends LoadFacts>(windows: readonly T[]): T | undefined {
  const rank = { quiet: 0, disturbed: 1, heavy: 2 } as const;
  const score = (w: T) => rank[disturbanceLevel(w)] * 10 + (w.waitShare ?? 0) + w.otherShare;
  return windows.reduce<T | undefined>(
    (worst, w) => (worst === undefined || score(w) > score(worst) ? w : worst),
    undefined,
  );
}

/**
 * A look disturbed where it counts: the refused metrics' verdicts become inconclusive, a pass as much as a
 * regression or improvement (the quantile measured the waits either way). A refused regression or
 * improvement stays visible as `suspected`.
 */
export function refuseDisturbedChange(
  analysis: LatencyAnalysis,
  facts: LoadFacts | undefined,
  timing?: CallTiming,
): LatencyAnalysis {
  if (!facts) return analysis;
  const callUs = Math.max(analysis.baseline.p50, analysis.candidate.p50);
  const refused = refusedMetrics(facts, callUs, timing);
  const hit = waitHitShare(facts, callUs, timing);
  const refuse = (m: MetricAnalysis): MetricAnalysis => {
    if (!refused.includes(m.metric) || m.verdict === 'inconclusive') return m;
    const inside = !hit ? '' : `, and about ${pct(hit)} of the timed calls contained a wait`;
    const reason = `the runner was heavily disturbed during this look (${describeLoad(facts)}${inside}), so the ${m.metric} measures the neighbours as much as the model and no verdict is called from it (it would have been ${m.verdict}); rerun on a quieter runner`;
    const suspected = m.verdict === 'regression' || m.verdict === 'improvement' ? { suspected: m.verdict } : {};
    return {
      ...m,
      verdict: 'inconclusive',
      minDetectable: Infinity,
      reasons: [reason, ...m.reasons],
      heldBy: ['busy runner'],
      ...suspected,
    };
  };
  return { ...analysis, p50: refuse(analysis.p50), p95: refuse(analysis.p95) };
}
