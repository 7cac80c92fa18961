import { describeEnvironment } from '../environment/describe.js';
import { UserError } from '../errors.js';
import { modelKey } from '../inputs/acceptance.js';
import type { GateConfig } from '../inputs/config.js';
import { checkDiscovered, type RunConfig } from '../inputs/paths.js';
import { findChangedModels, fromTop } from '../models/changed-files.js';
import type { ChangedModel } from '../models/changed-model.js';
import { buildRun } from '../record/run-builder.js';
import type { RunEntry, RunRecord } from '../record/run-record.js';
import { MAX_CHANGED_MODELS, splitBudget } from '../bench/budget.js';
import { runGate } from './gate.js';
import { inShare, shardOf, tooManyInShard } from './shard.js';
import { gitContext } from './git-context.js';
import type { GateReporter } from './reporter.js';

type Group = <T>(name: string, work: () => Promise<T>) => Promise<T>;

function tooMany(count: number, config: GateConfig): UserError {
  const matched =
    config.models.length > 0
      ? `match 'models' (${config.models.join(', ')})`
      : `changed since '${config.changedSince}'`;
  return new UserError(
    `${count} .onnx models ${matched}, but one run gates at most ${MAX_CHANGED_MODELS}; narrow 'models' to the ones that matter, or split them over shards: a 'mode: plan' step, then one 'shard: i/n' job per planned shard`,
  );
}

/** Whether the model is benchmarked: added, modified or renamed (deleted and unchanged ones are only listed). */
export function measured(change: ChangedModel): boolean {
  return change.status === 'added' || change.status === 'modified' || change.status === 'renamed';
}

/**
 * Changed-models mode (docs/workflows.md, "Changed models"): every .onnx model changed since `changed-since`,
 * narrowed by `models`, each gated against its version at the baseline ref (a renamed model against its old
 * path). Added models are run against themselves, which measures their latency and judges nothing; deleted and
 * unchanged ones are only listed. A user mistake in one model (it does not load, its base version is missing)
 * is that model's error record; a mistake that stops the whole run (no such ref, too many models) is thrown.
 * After an interruption (`signal`) the models not reached are listed without a record.
 */
export async function runChangedModels(
  config: RunConfig,
  reporter: GateReporter,
  group: Group,
  signal?: AbortSignal,
): Promise<RunRecord> {
  const { since, baselineRef, top, baselineCommit, changes: found, dvcWarning } = await discoverChanges(config);
  if (dvcWarning) reporter.warning(dvcWarning);
  const share = config.shard ? shardOf(found.filter(measured), config.shard) : undefined;
  const changes = share ? found.filter((c) => inShare(c, share, config.shard?.index)) : found;
  const count = changes.filter(measured).length;
  if (count > MAX_CHANGED_MODELS) throw share ? tooManyInShard(count, share) : tooMany(count, config);
  const budget = splitBudget(config.maxDurationMs, config.minDurationMs, count);
  reporter.info(
    changes.length === 0
      ? `No .onnx model changed since ${since}${config.models.length ? ` matching ${config.models.join(', ')}` : ''}.`
      : `${changes.length} changed model(s) since ${since}: ${changes.map((c) => `${c.path} (${c.status})`).join(', ')}; ${(budget.maxDurationMs / 1000).toFixed(0)}s of 'max-duration' each.`,
  );
  const entries: RunEntry[] = [];
  for (const change of changes) {
    const entry: RunEntry = {
      path: change.path,
      status: change.status,
      basePath: change.basePath,
      pairedBy: change.pairedBy,
      record: null,
    };
    if (measured(change) && !signal?.aborted)
      entry.record = await gateOne(change, { config, top, baselineRef, budget, reporter, group, signal });
    entries.push(entry);
  }
  return buildRun({
    id: config.id,
    label: config.label || describeEnvironment().label,
    shape: {
      kind: 'changed-models',
      changes: {
        since,
        baselineRef,
        globs: config.models,
        renamed: Object.entries(config.modelsRenamed).map(([path, basePath]) => ({ path, basePath })),
        maxDurationMs: config.maxDurationMs,
        perModelMs: budget.maxDurationMs,
        // A shard sees only its share of the models: an entry for another shard's model is not unused.
        unusedAcceptances: share ? [] : unusedAcceptances(config, entries),
      },
    },
    entries,
    failOn: config.failOn,
    git: await gitContext({ baselineCommit, pullRequest: config.comment.prNumber }),
    ...(share ? { shard: share } : {}),
  });
}

/** Entries of the accept file that name no changed model: left over from a change that has merged. */
function unusedAcceptances(config: GateConfig, entries: readonly RunEntry[]): string[] {
  const changed = new Set(entries.flatMap((e) => [e.path, e.basePath ?? e.path].map(modelKey)));
  return (config.acceptances?.entries ?? []).map((a) => a.model).filter((model) => !changed.has(model));
}

/**
 * The models changed since `changed-since`, narrowed and paired as every changed-models run finds them: a plan
 * and each of its shards call this one function, so they see the same list.
 */
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

interface OneModel {
  config: RunConfig;
  top: string;
  baselineRef: string;
  budget: { maxDurationMs: number; minDurationMs: number };
  reporter: GateReporter;
  group: Group;
  signal: AbortSignal | undefined;
}

async function gateOne(
  change: ChangedModel,
  { config, top, baselineRef, budget, reporter, group, signal }: OneModel,
): Promise<RunEntry['record']> {
  const candidate = fromTop(top, change.path);
  // A discovery point: git named this file, so it is checked here, against the workspace of the settings.
  const checked = await checkDiscovered('changed-since', candidate, config.paths.access);
  const model: RunConfig = {
    ...config,
    ...budget,
    candidate,
    changedSince: undefined,
    models: [],
    modelsRenamed: {},
    paths: { ...config.paths, candidate: checked },
  };
  const options = signal ? { signal } : {};
  if (change.status === 'added') {
    // Against itself: the same engine measures the model's own latency; nothing is judged from the A/A run.
    const self: RunConfig = {
      ...model,
      baseline: { kind: 'file', path: candidate },
      paths: { ...model.paths, baseline: checked },
      agreement: { ...config.agreement, enabled: false },
    };
    return group(`Benchmark ${change.path} (added: measured, no baseline)`, () =>
      runGate(self, reporter, { ...options, unjudged: true }),
    );
  }
  const gated: RunConfig = {
    ...model,
    baseline: { kind: 'ref', ref: baselineRef, path: change.basePath ?? change.path },
  };
  return group(`Benchmark ${change.path}`, () => runGate(gated, reporter, options));
}
