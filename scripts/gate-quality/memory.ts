// Peak resident memory of the gate's benchmark child: its VmHWM (the kernel's high-water mark), read from
// /proc every 200 ms while a run is on. The gate runs in this process and forks the child, so the child is
// a direct descendant; its high-water mark only grows, so the last reading before it exits is the peak.
import { readdirSync, readFileSync } from 'node:fs';

function childrenPeakKb(): number {
  let peak = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s*(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      peak = Math.max(peak, Number(/^VmHWM:\s*(\d+)/m.exec(status)?.[1] ?? 0));
    } catch {
      // Gone between listing and reading.
    }
  }
  return peak;
}

/** Runs `work` while sampling the children's peak; returns its result and the peak in MiB (null off Linux). */
export async function withPeakMemory<T>(work: () => Promise<T>): Promise<[T, number | null]> {
  if (process.platform !== 'linux') return [await work(), null];
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, childrenPeakKb())), 200);
  try {
    return [await work(), peak / 1024];
  } finally {
    clearInterval(timer);
  }
}
