// Runs the conditions of the decision simulation, in this thread or in worker threads, and tallies them.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { CONDITIONS, type Condition } from './conditions.js';
import { simulateRun, type RunResult } from './gate-run.js';
import { addRun, emptyTally, trueRatios, type ConditionTally } from './tally.js';

/** Calls per block simulated one by one; the rest of a block only takes its time (see world.ts, skipCalls). */
export const CALLS_CAP = 64;

/** Run `run` of a condition: its seed depends on the condition's name and the run's number only. */
export function runSeed(condition: Condition, run: number): number {
  let h = 2166136261;
  for (const ch of condition.name) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h + run * 7919) >>> 0;
}

export function simulateCondition(condition: Condition, run: number): RunResult {
  return simulateRun(
    {
      model: condition.model,
      effect: condition.effect,
      noise: condition.noise,
      budgetMs: condition.budgetS * 1000,
      pairs: condition.pairs,
      thresholds: condition.thresholds,
      callsCap: CALLS_CAP,
    },
    runSeed(condition, run),
  );
}

/** The conditions whose name holds `only`, or any of its `|`-separated parts. */
export function selectConditions(only: string | undefined): Condition[] {
  const parts = only?.split('|').filter(Boolean) ?? [];
  return parts.length ? CONDITIONS.filter((c) => parts.some((part) => c.name.includes(part))) : CONDITIONS;
}

/**
 * Runs `runs` runs of each condition (or as many as `runs` gives for it) in `workers` threads (1: this thread),
 * in chunks, and tallies them.
 */
export async function runSuite(
  conditions: Condition[],
  runs: number | ((condition: Condition) => number),
  workers: number,
  onCondition?: (tally: ConditionTally) => void,
): Promise<ConditionTally[]> {
  const tallies = conditions.map((c) => emptyTally(c, trueRatios(c)));
  const remaining = conditions.map((c) => (typeof runs === 'number' ? runs : runs(c)));
  const chunks: { condition: number; from: number; to: number }[] = [];
  remaining.forEach((count, condition) => {
    const size = Math.max(1, Math.ceil(count / Math.max(1, workers * 2)));
    for (let from = 0; from < count; from += size) chunks.push({ condition, from, to: Math.min(count, from + size) });
  });
  const done = (condition: number, results: RunResult[]) => {
    const tally = tallies[condition] as ConditionTally;
    for (const r of results) addRun(tally, r);
    remaining[condition] = (remaining[condition] as number) - results.length;
    if (remaining[condition] === 0) onCondition?.(tally);
  };
  if (workers <= 1) {
    for (const chunk of chunks) {
      const c = conditions[chunk.condition] as Condition;
      const results: RunResult[] = [];
      for (let run = chunk.from; run < chunk.to; run++) results.push(simulateCondition(c, run));
      done(chunk.condition, results);
    }
    return tallies;
  }
  const names = conditions.map((c) => c.name);
  await Promise.all(
    Array.from({ length: Math.min(workers, availableParallelism()) }, async () => {
      const worker = new Worker(new URL('./worker.js', import.meta.url));
      try {
        for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
          const results = await new Promise<RunResult[]>((resolve, reject) => {
            const fail = (error: Error) => reject(error);
            worker.once('error', fail);
            worker.once('message', (message: RunResult[]) => {
              worker.off('error', fail);
              resolve(message);
            });
            worker.postMessage({ name: names[chunk.condition], from: chunk.from, to: chunk.to });
          });
          done(chunk.condition, results);
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
  return tallies;
}
