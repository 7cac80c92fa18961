import { UserError } from '../errors.js';
import { modelKey } from '../inputs/acceptance.js';
import type { GateConfig } from '../inputs/config.js';
import { checkDiscovered, type RunConfig } from '../inputs/paths.js';
import { findChangedModels, fromTop } from '../models/changed-files.js';
import type { ChangedModel } from '../models/changed-model.js';
import type { ShardSection } from '../record/shard-section.js';
import { MAX_CHANGED_MODELS } from '../bench/budget.js';
import { planDigest, plannedOrder, shardName, shardShare } from '../shards/partition.js';
import type { ListEntry } from './run-entry.js';

// The entries of the models a branch changed (docs/workflows.md, "Changed models"): every .onnx model changed
// since `changed-since`, narrowed by `models`, each paired with its version at the baseline ref (a renamed model
// with its old path). An added model is paired with itself, which measures its latency and judges nothing;
// deleted and unchanged ones have no pair and are only listed. A plan and each of its shards find this one list.

/** Whether the model is benchmarked: added, modified or renamed (deleted and unchanged ones are only listed). */
export function measured(change: ChangedModel): boolean {
  return change.status === 'added' || change.status === 'modified' || change.status === 'renamed';
}

/** The models changed since `changed-since`, narrowed and paired as every changed-models run finds them. */
export async function discoverChanges(config: GateConfig) {
  const since = config.changedSince ?? '';
  const baselineRef = config.baseline.kind === 'ref' ? config.baseline.ref : since;
  const found = await findChangedModels(since, {
    globs: config.models,
    renamed: config.modelsRenamed,
    baselineRef,
    lfsFetch: config.lfsFetch,
  });
  return { since, baselineRef, ...found };
}

export function tooMany(count: number, config: GateConfig): UserError {
  const matched =
    config.models.length > 0
      ? `match 'models' (${config.models.join(', ')})`
      : `changed since '${config.changedSince}'`;
  return new UserError(
    `${count} .onnx models ${matched}, but one run gates at most ${MAX_CHANGED_MODELS}; narrow 'models' to the ones that matter, or split them over shards: a 'mode: plan' step, then one 'shard: i/n' job per planned shard`,
  );
}

/** A shard's share of the models the run would measure, and the plan it belongs to. */
export function shardOf(found: readonly ChangedModel[], setting: { index: number; count: number }): ShardSection {
  const planned = plannedOrder(found.filter(measured).map((c) => c.path));
  return {
    index: setting.index,
    count: setting.count,
    assigned: shardShare(planned, setting),
    planned,
    digest: planDigest(planned),
  };
}

/**
 * A shard is a filter of the list: a measured model of its share; the deleted and unchanged models, which nobody
 * measures, are listed by the first shard only, so the report lists them once.
 */
export function inShare(change: ChangedModel, share: ShardSection): boolean {
  if (change.status === 'deleted' || change.status === 'unchanged') return share.index === 1;
  return share.assigned.includes(change.path);
}

export function tooManyInShard(count: number, share: ShardSection): UserError {
  const needed = Math.ceil(share.planned.length / MAX_CHANGED_MODELS);
  return new UserError(
    `'shard: ${shardName(share)}' holds ${count} of ${share.planned.length} changed models, but one run gates at most ${MAX_CHANGED_MODELS}; plan at least ${needed} shards ('mode: plan' with 'max-shards: ${needed}') and pass its 'shards' output to the matrix`,
  );
}

/** Entries of the accept file that name no changed model: left over from a change that has merged. */
export function unusedAcceptances(config: GateConfig, changes: readonly ChangedModel[]): string[] {
  const changed = new Set(changes.flatMap((e) => [e.path, e.basePath ?? e.path].map(modelKey)));
  return (config.acceptances?.entries ?? []).map((a) => a.model).filter((model) => !changed.has(model));
}

/** How the record lists a changed model. */
export function listedChange(change: ChangedModel): ListEntry['listed'] {
  return { path: change.path, status: change.status, basePath: change.basePath, pairedBy: change.pairedBy };
}

/** One changed model as an entry: its pair's settings, or no pair when it is deleted or unchanged. */
export async function changedEntry(
  change: ChangedModel,
  { config, top, baselineRef }: { config: RunConfig; top: string; baselineRef: string },
): Promise<ListEntry> {
  const listed = listedChange(change);
  if (!measured(change)) return { listed, pair: null, title: '', memoryGroup: null };
  const candidate = fromTop(top, change.path);
  // A discovery point: git named this file, so it is checked here, against the workspace of the settings.
  const checked = await checkDiscovered('changed-since', candidate, config.paths.access);
  const model: RunConfig = {
    ...config,
    candidate,
    changedSince: undefined,
    models: [],
    modelsRenamed: {},
    paths: { ...config.paths, candidate: checked },
  };
  if (change.status === 'added')
    // Against itself: the same engine measures the model's own latency; nothing is judged from the A/A run.
    return {
      listed,
      pair: {
        config: {
          ...model,
          baseline: { kind: 'file', path: candidate },
          paths: { ...model.paths, baseline: checked },
          agreement: { ...config.agreement, enabled: false },
        },
        unjudged: true,
      },
      title: `Benchmark ${change.path} (added: measured, no baseline)`,
      memoryGroup: null,
    };
  const baseline = { kind: 'ref', ref: baselineRef, path: change.basePath ?? change.path } as const;
  return { listed, pair: { config: { ...model, baseline } }, title: `Benchmark ${change.path}`, memoryGroup: null };
}
