// Reads /proc/<pid>/environ of every process started below a given one while a test runs: the children a real
// action run starts (the benchmark worker, the dlopen probe, git, nvidia-smi) are found by their parent chain and
// read while they live. Short-lived ones can end between two polls; the fixtures that stand in for git,
// nvidia-smi and the provider libraries also record their own environment, so nothing depends on timing alone.
import { readdirSync, readFileSync } from 'node:fs';
import { parseEnviron } from '../fixtures/gpu/constructor-library.js';

export interface SeenProcess {
  pid: number;
  command: string;
  variables: Map<string, string>;
}

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: number): string {
  return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim();
}

/**
 * Polls every `intervalMs` for processes whose ancestors include `root` (not `root` itself), reading each again
 * on every poll while it lives. Between fork and exec a child still shows its parent's command line and
 * environment: such a snapshot is not the child's and is skipped.
 */
export function watchDescendants(root: () => number | undefined, intervalMs = 10): { stop(): SeenProcess[] } {
  const seen = new Map<number, SeenProcess>();
  let rootCommand: string | undefined;
  const poll = () => {
    const top = root();
    if (top === undefined) return;
    try {
      rootCommand ??= commandOf(top);
    } catch {
      return;
    }
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const pid = Number(entry);
      if (pid === top) continue;
      let ancestor = parentOf(pid);
      for (let depth = 0; ancestor !== undefined && ancestor > 1 && ancestor !== top && depth < 16; depth++)
        ancestor = parentOf(ancestor);
      if (ancestor !== top) continue;
      try {
        // The command line before and after the environment: a child that execs between the reads pairs its
        // parent's environment with an empty or new command line; only a snapshot the same on both sides counts.
        const command = commandOf(pid);
        const variables = parseEnviron(readFileSync(`/proc/${pid}/environ`, 'latin1'));
        if (command !== '' && command !== rootCommand && commandOf(pid) === command)
          seen.set(pid, { pid, command, variables });
      } catch {
        // It ended between the listing and the read.
      }
    }
  };
  const timer = setInterval(poll, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      poll();
      return [...seen.values()];
    },
  };
}
