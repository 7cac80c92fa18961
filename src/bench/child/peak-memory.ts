// Peak resident memory of this process, phase by phase (docs/matrix.md, "Memory"). On Linux the kernel's
// high-water mark (VmHWM) is exact and is reset between phases through /proc/self/clear_refs; where that
// cannot be written (an old kernel, a locked-down container) or /proc is absent, the peak is the highest of
// the resident sizes sampled after each step, which can miss a peak inside a call, and the record says which.
import { readFileSync, writeFileSync } from 'node:fs';
import type { PeakMethod } from '../memory-protocol.js';
import { parseProcStatus, type ProcMemory } from '../proc-status.js';

function readStatus(): ProcMemory | null {
  try {
    return parseProcStatus(readFileSync('/proc/self/status', 'utf8'));
  } catch {
    return null;
  }
}

function resetHighWaterMark(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}

export interface PeakReader {
  method: PeakMethod;
  /** Resident memory now, bytes. */
  rss(): number;
  /** Starts a phase: its peak is measured from here. */
  reset(): void;
  /** A point inside the phase worth sampling (after each call); a no-op with the high-water mark. */
  sample(): void;
  /** The highest resident memory since the last reset, bytes. */
  peak(): number;
}

export function peakReader(): PeakReader {
  const proc = readStatus() !== null;
  const exact = proc && resetHighWaterMark() && readStatus() !== null;
  const method: PeakMethod = exact ? 'VmHWM' : proc ? 'sampled VmRSS' : 'sampled rss';
  const rss = (): number => (proc ? (readStatus()?.rssBytes ?? process.memoryUsage().rss) : process.memoryUsage().rss);
  let sampled = 0;
  return {
    method,
    rss,
    reset: () => {
      if (exact) resetHighWaterMark();
      sampled = rss();
    },
    sample: () => void (sampled = Math.max(sampled, rss())),
    peak: () => (exact ? (readStatus()?.hwmBytes ?? sampled) : Math.max(sampled, rss())),
  };
}
