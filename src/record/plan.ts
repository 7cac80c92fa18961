import type { PlanSection } from './shard-section.js';
import { duration } from '../format.js';

// The words of a `mode: plan` record (docs/workflows.md, "Sharded changed models"): the changed models, none of
// them measured, and how they are split over shards. Its verdict is `unjudged`, as any run that compared
// nothing: a plan never passes or fails a pull request; the shards and the report do.

export function planHeadline(plan: PlanSection): string {
  const n = plan.planned.length;
  if (n === 0) return 'Planned: no changed model to measure, no shard';
  return `Planned: ${n} model${n === 1 ? '' : 's'} in ${plan.shards.length} shard${plan.shards.length === 1 ? '' : 's'}, the longest about ${duration(plan.estimatedShardedMs)} (${duration(plan.estimatedSingleRunnerMs)} on one runner)`;
}
