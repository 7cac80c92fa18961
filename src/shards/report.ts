import type { FailCondition } from '../inputs/config.js';
import { buildRun, withOutcome } from '../record/run-builder.js';
import { NO_GIT_CONTEXT, type RunEntry, type RunRecord } from '../record/run-record.js';
import { exitCodeOf } from '../decision/verdicts.js';
import { checkShards } from './completeness.js';

// One report of every shard of every leg (docs/workflows.md, "Sharded changed models"): one run record with a
// row per planned model and leg, judged by the one decision of a changed-models run. Shards that do not add up
// to the plan make the verdict `error`, naming the shards and the models nobody measured, while the rows of
// what was measured stay in the report.

type ShardedRun = RunRecord & { shard: NonNullable<RunRecord['shard']> };

export function isShardRun(run: RunRecord): run is ShardedRun {
  return run.shard !== undefined;
}

/** The models a leg's shards list but nobody measures (deleted, unchanged): said once, from the first shard. */
function listedOnly(run: RunRecord | undefined): RunEntry[] {
  return (run?.entries ?? []).filter((e) => e.status === 'deleted' || e.status === 'unchanged');
}

export function combineShards(
  runs: readonly ShardedRun[],
  settings: { id: string; failOn: readonly FailCondition[] },
): RunRecord {
  const result = checkShards(runs);
  const legs = [...result.legs.keys()];
  const manyLegs = legs.length > 1;
  const entries: RunEntry[] = [];
  for (const leg of legs) {
    const kept = result.legs.get(leg) ?? new Map<number, ShardedRun>();
    const byPath = new Map([...kept.values()].flatMap((run) => run.entries.map((e) => [e.path, e] as const)));
    for (const path of result.planned) {
      const lost = result.unmeasured.find((u) => u.leg === leg && u.path === path);
      const found = byPath.get(path);
      const entry: RunEntry = found ?? { path, status: 'modified', basePath: path, pairedBy: null, record: null };
      entries.push({
        ...entry,
        ...(manyLegs ? { leg } : {}),
        ...(lost ? { record: null, notMeasured: lost.reason } : {}),
      });
    }
  }
  // What every shard shares (the ref, the budget, the deleted models) is read from a shard that was counted.
  const kept = [...result.legs.values()].flatMap((byIndex) => [...byIndex.values()]);
  const first = kept.find((r) => r.shard.index === 1) ?? kept[0];
  entries.push(...listedOnly(first));
  const judged = buildRun({
    id: settings.id,
    label: legs.length === 1 ? (legs[0] ?? '') : '',
    shape: {
      kind: 'changed-models',
      changes: first?.changes ?? {
        since: '',
        baselineRef: '',
        globs: [],
        renamed: [],
        maxDurationMs: 0,
        perModelMs: 0,
      },
    },
    entries,
    failOn: settings.failOn,
    git: first?.git ?? NO_GIT_CONTEXT,
  });
  if (result.problems.length === 0) return judged;
  const unmeasured = result.unmeasured.length;
  const message = `${unmeasured} of ${result.planned.length * Math.max(1, legs.length)} planned model runs not measured or not counted: ${result.problems.join('; ')}`;
  return withOutcome({
    ...judged,
    verdict: 'error',
    failed: true,
    exitCode: exitCodeOf('error', true),
    headline: `Error: ${message}`.slice(0, 8000),
    error: { message: message.slice(0, 4000), kind: 'input', phase: 'shards' },
  } satisfies RunRecord);
}
