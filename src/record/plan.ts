import {
  runRecordHead,
  runRecordSchema,
  type GitContext,
  type RunChanges,
  type RunEntry,
  type RunRecord,
} from './run-record.js';
import type { PlanSection } from './shard-section.js';
import { duration } from '../format.js';

// The record of `mode: plan` (docs/workflows.md, "Sharded changed models"): the changed models, none of them
// measured, and how they are split over shards. Its verdict is `unjudged`, as any run that compared nothing:
// a plan never passes or fails a pull request; the shards and the report do.

export interface PlanParts {
  id: string;
  label: string;
  changes: RunChanges;
  entries: RunEntry[];
  plan: PlanSection;
  git: GitContext;
}

function planHeadline(plan: PlanSection): string {
  const n = plan.planned.length;
  if (n === 0) return 'Planned: no changed model to measure, no shard';
  return `Planned: ${n} model${n === 1 ? '' : 's'} in ${plan.shards.length} shard${plan.shards.length === 1 ? '' : 's'}, the longest about ${duration(plan.estimatedShardedMs)} (${duration(plan.estimatedSingleRunnerMs)} on one runner)`;
}

export function buildPlanRecord(parts: PlanParts): RunRecord {
  return runRecordSchema.parse({
    ...runRecordHead({ id: parts.id, label: parts.label, kind: 'plan', verdict: 'unjudged', failed: false }),
    headline: planHeadline(parts.plan),
    error: null,
    git: parts.git,
    changes: parts.changes,
    plan: parts.plan,
    entries: parts.entries.map((e) => ({ ...e, record: null })),
  } satisfies RunRecord);
}
