import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import type { LoadFacts } from '../stats/disturbance.js';

// What else the machine was doing while the benchmark measured (docs/statistics.md, "Busy runners"). On Linux the
// counters in /proc say it exactly: CPU time of every process, steal, and how long the benchmark's own threads
// waited for a CPU; elsewhere os.cpus() and os.loadavg() give a lower bound. Judged in stats/disturbance.ts.

/** One look's window of the machine's activity; shares are of all cores' time over the window. */
export interface LoadWindow extends LoadFacts {
  /** ms since the sampler started (the start of measuring) at the end of this window, and its length. */
  atMs: number;
  durationMs: number;
}

export interface LoadSampler {
  /** Closes the current window and opens the next. */
  mark(): LoadWindow;
}

interface ProcSnapshot {
  at: number;
  total: number;
  busy: number;
  steal: number;
  cores: number;
  /** Ticks per pid, with its name and parent. */
  processes: Map<number, { name: string; ppid: number; ticks: number }>;
  /**
   * Run ns and wait-for-CPU ns (schedstat) and involuntary context switches (status) of each of
   * latency-gate's own threads, by 'pid/tid'.
   */
  threads: Map<string, [number, number, number]>;
}

/** Process names are untrusted text: printable, short, and never able to break a line or a table. */
export function sanitizeProcessName(name: string): string {
  const clean = name.replace(/[^\x20-\x7e]/g, '?').trim();
  return clean.slice(0, 32) || '?';
}

function readProcStat(): { total: number; busy: number; steal: number; cores: number } {
  const lines = readFileSync('/proc/stat', 'utf8').split('\n');
  const fields = (lines[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = fields;
  const cores = lines.filter((l) => /^cpu\d+ /.test(l)).length || os.cpus().length;
  return {
    total: user + nice + system + idle + iowait + irq + softirq + steal,
    busy: user + nice + system + irq + softirq,
    steal,
    cores,
  };
}

function readProcesses(): ProcSnapshot['processes'] {
  const processes: ProcSnapshot['processes'] = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": the name may hold spaces and parentheses, so split at the last ')'.
      const close = stat.lastIndexOf(')');
      const rest = stat.slice(close + 2).split(' ');
      processes.set(Number(entry), {
        name: stat.slice(stat.indexOf('(') + 1, close),
        ppid: Number(rest[1]),
        ticks: Number(rest[11]) + Number(rest[12]),
      });
    } catch {
      // The process exited between listing and reading: its time is in /proc/stat's totals, counted as other.
    }
  }
  return processes;
}

/** latency-gate's own processes: this one and its descendants (the benchmark child). */
function ownTree(processes: ProcSnapshot['processes']): Set<number> {
  const own = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, info] of processes) {
      if (own.has(pid) || !own.has(info.ppid)) continue;
      own.add(pid);
      grew = true;
    }
  }
  return own;
}

function schedstat(pids: Iterable<number>): ProcSnapshot['threads'] {
  const threads: ProcSnapshot['threads'] = new Map();
  for (const pid of pids) {
    let tasks: string[] = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      try {
        const [run = 0, wait = 0] = readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ').map(Number);
        // schedstat's time slices also count the sleeps the thread chose (waiting for the parent at a look,
        // for a message's callback): only preemptions put a wait inside a timed call.
        const status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
        const preempted = Number(/^nonvoluntary_ctxt_switches:\s*(\d+)/m.exec(status)?.[1] ?? 0);
        threads.set(`${pid}/${task}`, [run, wait, preempted]);
      } catch {
        // A thread that ended.
      }
    }
  }
  return threads;
}

function procSnapshot(): ProcSnapshot {
  const processes = readProcesses();
  return { at: performance.now(), ...readProcStat(), processes, threads: schedstat(ownTree(processes)) };
}

/** The own thread that ran most in the window: the benchmark child's timing loop. */
function timingThread(from: ProcSnapshot, to: ProcSnapshot): { waitShare: number | null; sliceUs: number | null } {
  let best: [number, number, number] | undefined;
  for (const [key, [run, wait, preempted]] of to.threads) {
    const [run0, wait0, preempted0] = from.threads.get(key) ?? [0, 0, 0];
    const delta: [number, number, number] = [run - run0, wait - wait0, preempted - preempted0];
    if (!best || delta[0] > best[0]) best = delta;
  }
  if (!best || best[0] <= 0) return { waitShare: null, sliceUs: null };
  const [run, wait, preempted] = best;
  // Never preempted in the window: the whole run was one slice.
  return { waitShare: clamp(wait / (run + wait)), sliceUs: round(run / Math.max(1, preempted) / 1000) };
}

function procWindow(from: ProcSnapshot, to: ProcSnapshot, started: number): LoadWindow {
  const total = Math.max(1, to.total - from.total);
  const own = ownTree(to.processes);
  const byName = new Map<string, number>();
  let ownTicks = 0;
  for (const [pid, now] of to.processes) {
    const ticks = now.ticks - (from.processes.get(pid)?.ticks ?? 0);
    if (own.has(pid)) ownTicks += ticks;
    else if (ticks > 0) byName.set(now.name, (byName.get(now.name) ?? 0) + ticks);
  }
  const coreTicks = total / to.cores;
  return {
    atMs: to.at - started,
    durationMs: to.at - from.at,
    cores: to.cores,
    loadAverage: os.loadavg()[0] ?? null,
    otherShare: clamp((to.busy - from.busy - ownTicks) / total),
    otherShareIsLowerBound: false,
    stealShare: clamp((to.steal - from.steal) / total),
    ...timingThread(from, to),
    top: [...byName]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([name, ticks]) => ({ name: sanitizeProcessName(name), cores: round(ticks / coreTicks) })),
  };
}

interface OsSnapshot {
  at: number;
  busy: number;
  total: number;
  ownUs: number;
}

function osSnapshot(): OsSnapshot {
  let busy = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  const usage = process.cpuUsage();
  return { at: performance.now(), busy, total, ownUs: usage.user + usage.system };
}

/** Off Linux: the benchmark child's use is counted as its most (`threads` cores the whole window), so others are at least the rest. */
function osWindow(from: OsSnapshot, to: OsSnapshot, started: number, threads: number): LoadWindow {
  const cores = os.cpus().length || 1;
  const total = Math.max(1, to.total - from.total);
  const wallMs = to.at - from.at;
  const ownMs = (to.ownUs - from.ownUs) / 1000 + Math.min(threads, cores) * wallMs;
  return {
    atMs: to.at - started,
    durationMs: wallMs,
    cores,
    loadAverage: process.platform === 'win32' ? null : (os.loadavg()[0] ?? null),
    otherShare: clamp((to.busy - from.busy - ownMs) / total),
    otherShareIsLowerBound: true,
    stealShare: null,
    waitShare: null,
    sliceUs: null,
    top: [],
  };
}

/** A sampler over one kind of snapshot: each mark() takes a new one and returns the window since the last. */
function sampler<T>(snapshot: () => T, windowOf: (from: T, to: T) => LoadWindow): LoadSampler {
  let last = snapshot();
  return {
    mark() {
      const now = snapshot();
      const window = windowOf(last, now);
      last = now;
      return window;
    },
  };
}

/** Starts watching the machine now; each mark() returns the window since the previous one. */
export function startLoadSampler(threads: number): LoadSampler {
  const started = performance.now();
  if (process.platform === 'linux') {
    try {
      return sampler(procSnapshot, (from, to) => procWindow(from, to, started));
    } catch {
      // /proc not mounted or not readable (a locked-down container): the portable counters below.
    }
  }
  return sampler(osSnapshot, (from, to) => osWindow(from, to, started, threads));
}

function clamp(share: number): number {
  return round(Math.min(1, Math.max(0, Number.isFinite(share) ? share : 0)));
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
