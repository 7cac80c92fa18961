// The machine's conditions the experiments run under: quiet, one core kept busy, both cores busy. A spinning
// process is the neighbour: it never sleeps, so the scheduler shares its core with the benchmark in slices.
import { spawn, type ChildProcess } from 'node:child_process';

/** Spinning processes per condition: the machine is 2 cores, so 'both busy' keeps every core busy. */
export const SPINNERS = { quiet: 0, 'busy-core': 1, 'both-busy': 2 } as const;
export type Condition = keyof typeof SPINNERS;

/** Runs `work` with the condition's spinning processes (none when quiet), killed when it ends. */
export async function underCondition<T>(condition: Condition, work: () => Promise<T>): Promise<T> {
  const spinners: ChildProcess[] = Array.from({ length: SPINNERS[condition] }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
  try {
    return await work();
  } finally {
    for (const spinner of spinners) spinner.kill('SIGKILL');
  }
}
