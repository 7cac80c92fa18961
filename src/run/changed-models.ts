import { UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import { findChangedModels, fromTop, type ChangedModel } from '../models/changed-files.js';
import {
  addedFromSelfRun,
  buildChangedRecord,
  type ChangedEntry,
  type ChangedModelsRecord,
} from '../record/changed-models.js';
import { MAX_CHANGED_MODELS, splitBudget } from '../bench/budget.js';
import { runGate } from './gate.js';
import type { GateReporter } from './reporter.js';

type Group = <T>(name: string, work: () => Promise<T>) => Promise<T>;

function tooMany(count: number, config: GateConfig): UserError {
  const matched =
    config.models.length > 0
      ? `match 'models' (${config.models.join(', ')})`
      : `changed since '${config.changedSince}'`;
  return new UserError(
    `${count} .onnx models ${matched}, but one run gates at most ${MAX_CHANGED_MODELS}; narrow 'models' to the ones that matter, or split them over several steps, each with its own 'models' and 'id'`,
  );
}

/**
 * Changed-models mode (docs/workflows.md, "Changed models"): every .onnx file changed since `changed-since`,
 * narrowed by `models`, each gated against its version at the baseline ref (a renamed model against its old
 * path). Added models are run against themselves, which measures their latency and decides nothing; deleted
 * ones are only listed. A user mistake in one model (it does not load, its base version is missing) is that
 * model's error record; a mistake that stops the whole run (no such ref, too many models) is thrown.
 */
export async function runChangedModels(
  config: GateConfig,
  reporter: GateReporter,
  group: Group,
): Promise<ChangedModelsRecord> {
  const since = config.changedSince ?? '';
  const baselineRef = config.baseline.kind === 'ref' ? config.baseline.ref : since;
  const { top, changes } = await findChangedModels(since, config.models);
  const measured = changes.filter((c) => c.status !== 'deleted');
  if (measured.length > MAX_CHANGED_MODELS) throw tooMany(measured.length, config);
  const budget = splitBudget(config.maxDurationMs, config.minDurationMs, measured.length);
  reporter.info(
    changes.length === 0
      ? `No .onnx model changed since ${since}${config.models.length ? ` matching ${config.models.join(', ')}` : ''}.`
      : `${changes.length} changed model(s) since ${since}: ${changes.map((c) => `${c.path} (${c.status})`).join(', ')}; ${(budget.maxDurationMs / 1000).toFixed(0)}s of 'max-duration' each.`,
  );
  const entries: ChangedEntry[] = [];
  for (const change of changes)
    entries.push(await gateOne(change, { config, top, baselineRef, budget, reporter, group }));
  return buildChangedRecord({
    id: config.id,
    changedSince: since,
    baselineRef,
    models: config.models,
    budget: { maxDurationMs: config.maxDurationMs, perModelMs: budget.maxDurationMs },
    entries,
  });
}

interface OneModel {
  config: GateConfig;
  top: string;
  baselineRef: string;
  budget: { maxDurationMs: number; minDurationMs: number };
  reporter: GateReporter;
  group: Group;
}

async function gateOne(
  change: ChangedModel,
  { config, top, baselineRef, budget, reporter, group }: OneModel,
): Promise<ChangedEntry> {
  if (change.status === 'deleted') return { status: 'deleted', path: change.path };
  const candidate = fromTop(top, change.path);
  const model: GateConfig = { ...config, ...budget, candidate, changedSince: undefined, models: [] };
  if (change.status === 'added') {
    // Against itself: the same engine measures the model's own latency; the A/A verdict is not reported.
    const self: GateConfig = {
      ...model,
      baseline: { kind: 'file', path: candidate },
      agreement: { ...config.agreement, enabled: false },
    };
    const record = await group(`Benchmark ${change.path} (added: measured, no baseline)`, () =>
      runGate(self, reporter),
    );
    return addedFromSelfRun(change.path, record);
  }
  const basePath = change.status === 'renamed' ? change.basePath : change.path;
  const gated: GateConfig = { ...model, baseline: { kind: 'ref', ref: baselineRef, path: basePath } };
  const record = await group(`Benchmark ${change.path}`, () => runGate(gated, reporter));
  return change.status === 'renamed'
    ? { status: 'renamed', path: change.path, basePath, record }
    : { status: 'modified', path: change.path, record };
}
