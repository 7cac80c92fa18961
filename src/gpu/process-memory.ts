// Device memory of one process, as nvidia-smi reports it per process (docs/matrix.md, "Memory"): the memory
// children of a GPU run read their own figure before and after creating the session and after the calls.
// onnxruntime's CUDA arena only grows, so the figure after the calls is the steady state's peak.
import { csvRows, runNvidiaSmi, smiNumber } from './nvidia-smi.js';

const MIB = 1024 * 1024;

/** `pid, used_memory` rows (MiB, no units): the bytes of `pid`, summed over devices; null when it is not listed. */
export function parseComputeApps(stdout: string, pid: number): number | null {
  let total: number | null = null;
  for (const [rowPid, used] of csvRows(stdout)) {
    const mib = smiNumber(used);
    if (Number(rowPid) === pid && mib !== null) total = (total ?? 0) + mib * MIB;
  }
  return total;
}

export type DeviceMemory = { bytes: number } | { note: string };

/**
 * This process's device memory now. A process with no CUDA context yet is not listed: that is 0 bytes when
 * `listedOrZero` (before the first session), and a note otherwise (in a container with its own PID namespace,
 * nvidia-smi shows host pids that never match).
 */
export async function deviceMemoryOf(pid: number, listedOrZero = false): Promise<DeviceMemory> {
  const result = await runNvidiaSmi(['--query-compute-apps=pid,used_memory', '--format=csv,noheader,nounits']);
  if (!result.ok)
    return { note: result.missing ? 'nvidia-smi is not on PATH' : `nvidia-smi failed: ${result.message}` };
  const bytes = parseComputeApps(result.stdout, pid);
  if (bytes !== null) return { bytes };
  return listedOrZero
    ? { bytes: 0 }
    : { note: `nvidia-smi lists no process ${pid} (a container with its own PID namespace shows host pids)` };
}
