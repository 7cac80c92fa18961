// The identical-pair rows, the code before a change against the code after it. Each tree runs its own
// bench:gate-quality (the old one from a checkout of its commit), and each run keeps, beside its models, the
// per-run details (runs.jsonl) and its own result, which names the commit it measured and its conditions. The
// runs are made apart, alternating trees over the same hours; this reads them afterwards and tallies both trees
// budget by budget, so one check holds old and new side by side. It measures nothing itself.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { quantile } from '../../src/stats/quantile.js';
import { machineName, readResult, type ResultCheck } from '../results/result-file.js';
import { bothPass, wrong } from './table.js';

const detailSchema = z.object({
  plan: z.string(),
  budget: z.string(),
  p50: z.object({ verdict: z.string() }).optional(),
  p95: z.object({ verdict: z.string() }).optional(),
  sampling: z.object({ durationMs: z.number(), stopReason: z.string() }),
  load: z.number(),
});
type Detail = z.infer<typeof detailSchema>;

const conditionsSchema = z.array(z.string()).min(1);

/** One run of an identical-pair row: its condition, verdicts and time. */
interface Outcome {
  condition: string;
  budget: string;
  p50: string;
  p95: string;
  seconds: number;
  decided: boolean;
  load: number;
}

export interface TreeRuns {
  commit: string;
  /** Where the runs were made ("AMD EPYC, 2 cores"), which need not be where they are tallied. */
  machine: string;
  outcomes: Outcome[];
}

/**
 * The identical-pair (A/A) runs of one or more bench:gate-quality runs of one tree. A row's runs take its
 * conditions in turn, run by run, so the k-th line of a row ran under the k-th condition modulo their number.
 */
export async function readTree(dirs: string[]): Promise<TreeRuns> {
  const commits = new Set<string>();
  const machines = new Set<string>();
  const outcomes: Outcome[] = [];
  for (const dir of dirs) {
    const result = await readResult(path.join(dir, 'gate-quality.json'));
    commits.add(result.commit.slice(0, 7));
    machines.add(machineName(result.machine));
    const conditions = conditionsSchema.parse(result.settings.conditions);
    const lines = (await readFile(path.join(dir, 'runs.jsonl'), 'utf8')).split('\n').filter(Boolean);
    const seen = new Map<string, number>();
    for (const line of lines) {
      const d: Detail = detailSchema.parse(JSON.parse(line));
      const row = `${d.plan} ${d.budget}`;
      const k = seen.get(row) ?? 0;
      seen.set(row, k + 1);
      if (d.plan !== 'A/A') continue;
      outcomes.push({
        condition: conditions[k % conditions.length] ?? '?',
        budget: d.budget,
        p50: d.p50?.verdict ?? 'error',
        p95: d.p95?.verdict ?? 'error',
        seconds: d.sampling.durationMs / 1000,
        decided: d.sampling.stopReason === 'decided',
        load: d.load,
      });
    }
  }
  if (commits.size !== 1) throw new Error(`one tree's runs name ${commits.size} commits: ${[...commits].join(', ')}`);
  if (machines.size !== 1)
    throw new Error(`one tree's runs were made on ${machines.size} machines: ${[...machines].join('; ')}`);
  return { commit: [...commits][0] as string, machine: [...machines][0] as string, outcomes };
}

const median = (os: Outcome[]) =>
  os.length
    ? quantile(
        os.map((o) => o.seconds),
        0.5,
      )
    : NaN;
const round1 = (x: number) => Math.round(x * 10) / 10;
const mean = (os: Outcome[]) => os.reduce((sum, o) => sum + o.seconds, 0) / os.length;
/** 'busy-core' → 'BusyCore', for a count's name. */
const pascal = (words: string) => words.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());

/** A change may cost this much of the code before's mean time to stop and still keep it. */
const TIME_ALLOWANCE = 1.2;

/**
 * One check a budget, of runs made on one machine: false verdicts, both-pass shares and times of both trees, per condition in the counts. Met
 * when the new code gave no false verdict and its mean time to stop is within TIME_ALLOWANCE of the old code's.
 * The mean, not the median: a small pair's runs stop at the first or the second look (about 7 and 18 s at 60 s),
 * so the median of either tree jumps between the two with a few runs, while the mean moves with the share of
 * runs each look decides. The pass shares are shown beside, since their own checks carry the targets.
 */
export function sideBySideChecks(old: TreeRuns, fresh: TreeRuns): ResultCheck[] {
  if (old.machine !== fresh.machine)
    throw new Error(`the old runs were made on ${old.machine} and the new on ${fresh.machine}: compare one machine's`);
  const budgets = [...new Set(fresh.outcomes.map((o) => o.budget))].filter((b) =>
    old.outcomes.some((o) => o.budget === b),
  );
  return budgets.map((budget) => {
    const counts: Record<string, number> = {};
    const tallies = { old, new: fresh } as const;
    for (const [tree, runs] of Object.entries(tallies)) {
      const os = runs.outcomes.filter((o) => o.budget === budget);
      counts[`${tree}Runs`] = os.length;
      counts[`${tree}False`] = os.filter(wrong).length;
      counts[`${tree}BothPass`] = os.filter(bothPass).length;
      counts[`${tree}Decided`] = os.filter((o) => o.decided).length;
      counts[`${tree}MedianSeconds`] = round1(median(os));
      counts[`${tree}MeanSeconds`] = round1(mean(os));
      for (const condition of [...new Set(os.map((o) => o.condition))]) {
        const inCondition = os.filter((o) => o.condition === condition);
        counts[`${tree}${pascal(condition)}BothPass`] = inCondition.filter(bothPass).length;
        counts[`${tree}${pascal(condition)}MedianSeconds`] = round1(median(inCondition));
      }
    }
    const loads = [...old.outcomes, ...fresh.outcomes].filter((o) => o.budget === budget).map((o) => o.load);
    const share = (tree: 'old' | 'new') => `${counts[`${tree}BothPass`]}/${counts[`${tree}Runs`]}`;
    const met =
      counts.newFalse === 0 && (counts.newMeanSeconds ?? Infinity) <= TIME_ALLOWANCE * (counts.oldMeanSeconds ?? 0);
    return {
      id: `identical-old-new-${budget}`,
      title: `Identical pairs, ${budget.replace('s', ' s')}: this code against the code before (${old.commit})`,
      target: `0 false, time ≤ ${TIME_ALLOWANCE}× before`,
      figure: `pass ${share('old')} → ${share('new')}, mean ${counts.oldMeanSeconds} → ${counts.newMeanSeconds} s, ${counts.newFalse} false`,
      met,
      counts,
      note: `old ${old.commit}, new ${fresh.commit}; both-pass runs and mean seconds to stop; load ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
    };
  });
}
