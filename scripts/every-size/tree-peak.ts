// Peak resident memory of the largest process under a root (the gate's benchmark child, a grandchild here): its
// VmHWM, read from /proc every 200 ms while it runs; the high-water mark only grows, so the last reading is its peak.
import { readdirSync, readFileSync } from 'node:fs';

function parentsAndPeaks(): Map<number, { parent: number; peakKb: number }> {
  const procs = new Map<number, { parent: number; peakKb: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      procs.set(Number(entry), {
        parent: Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]),
        peakKb: Number(/^VmHWM:\s*(\d+)/m.exec(status)?.[1] ?? 0),
      });
    } catch {
      // Gone between listing and reading.
    }
  }
  return procs;
}

function largestUnder(root: number): number {
  const procs = parentsAndPeaks();
  let peak = 0;
  for (const [pid, { peakKb }] of procs) {
    for (let at = pid, hops = 0; at > 1 && hops < 8; at = procs.get(at)?.parent ?? 0, hops++) {
      if (at === root) {
        peak = Math.max(peak, peakKb);
        break;
      }
    }
  }
  return peak;
}

/** Samples the largest peak among `root`'s descendants until `done` settles; MiB, null off Linux. */
export async function treePeakMiB<T>(root: number, done: Promise<T>): Promise<[T, number | null]> {
  if (process.platform !== 'linux') return [await done, null];
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, largestUnder(root))), 200);
  try {
    return [await done, peak / 1024];
  } finally {
    clearInterval(timer);
  }
}
