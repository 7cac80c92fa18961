import type { FailCondition } from '../inputs/config.js';
import { buildRun, withOutcome } from '../record/run-builder.js';
import { NO_GIT_CONTEXT, type RunEntry, type RunRecord } from '../record/run-record.js';
import { exitCodeOf } from '../decision/verdicts.js';
import { checkShards } from './completeness.js';
import { UserError } from '../errors.js';
import { clip } from '../format.js';
import { MAX_RUN_ENTRIES } from '../record/shard-section.js';
import { MESSAGE } from '../record/schema.js';

// One report of every shard of every leg (docs/workflows.md, "Sharded changed models"): one run record with a
// row per planned model and leg, judged by the one decision of a changed-models run. Shards that do not add up
// to the plan make the verdict `error`, naming the shards and the models nobody measured, while the rows of
// what was measured stay in the report.

type ShardedRun = RunRecord & { shard: NonNullable<RunRecord['shard']> };

export function isShardRun(run: RunRecord): run is ShardedRun {
  return run.shard !== undefined;
}

/** The models a leg's shards list but nobody measures (deleted, unchanged): said once, from the first shard. */
function listedOnly(run: ShardedRun | undefined): RunEntry[] {
  const planned = new Set(run?.shard.planned ?? []);
  return (run?.entries ?? []).filter((e) => !planned.has(e.path));
}

/** A shard's entries of its own share only: no entry of one shard stands in a row of another's models. */
function ownEntries(run: ShardedRun): [string, RunEntry][] {
  const share = new Set(run.shard.assigned);
  return run.entries.filter((e) => share.has(e.path)).map((e) => [e.path, e]);
}

/**
 * A report has a row per planned model and leg, and one run record holds at most MAX_RUN_ENTRIES rows (four
 * legs of the largest plan): more legs are refused here, before anything is built, in one sentence.
 */
function refuseOversized(legs: number, planned: number, listed: number, id: string): void {
  const rows = legs * planned + listed;
  if (rows <= MAX_RUN_ENTRIES) return;
  const fit = Math.max(1, Math.floor((MAX_RUN_ENTRIES - listed) / Math.max(1, planned)));
  throw new UserError(
    `'mode: report' found shards of ${legs} legs for id '${id}' planning ${planned} models and listing ${listed} more: ${rows} rows, over the ${MAX_RUN_ENTRIES} one report holds; give each group of at most ${fit} legs its own 'id'`,
  );
}

export function combineShards(
  runs: readonly ShardedRun[],
  settings: { id: string; failOn: readonly FailCondition[] },
): RunRecord {
  const result = checkShards(runs);
  const legs = [...result.legs.keys()];
  // What every shard shares (the ref, the budget, the deleted models) is read from a shard that was counted.
  const kept = [...result.legs.values()].flatMap((byIndex) => [...byIndex.values()]);
  const first = kept.find((r) => r.shard.index === 1) ?? kept[0];
  const listed = listedOnly(first);
  refuseOversized(legs.length, result.planned.length, listed.length, settings.id);
  const manyLegs = legs.length > 1;
  const entries: RunEntry[] = [];
  for (const [leg, byIndex] of result.legs) {
    const byPath = new Map([...byIndex.values()].flatMap(ownEntries));
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
  entries.push(...listed);
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
    headline: clip(`Error: ${message}`, 8000),
    error: { message: clip(message, MESSAGE), kind: 'input', phase: 'shards' },
  } satisfies RunRecord);
}
