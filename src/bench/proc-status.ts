// Linux's /proc/<pid>/status, the fields the memory children read (docs/matrix.md, "Memory"). VmRSS is the
// resident set now; VmHWM its high-water mark, which writing '5' to /proc/self/clear_refs resets, so the peak
// of one phase (session creation, then inference) can be read on its own.

export interface ProcMemory {
  rssBytes: number;
  hwmBytes: number;
}

/** The two fields, in bytes; null when either is missing (not Linux, or a kernel that does not report them). */
export function parseProcStatus(text: string): ProcMemory | null {
  const field = (name: string): number | null => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB\\s*$`, 'm').exec(text);
    return match ? Number(match[1]) * 1024 : null;
  };
  const rssBytes = field('VmRSS');
  const hwmBytes = field('VmHWM');
  return rssBytes === null || hwmBytes === null ? null : { rssBytes, hwmBytes };
}
