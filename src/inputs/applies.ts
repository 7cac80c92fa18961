import { UserError } from '../errors.js';
import type { GateConfig } from './config.js';
import { INPUTS, type InputName, type RawInputs } from './definitions.js';
import { cellCount } from './matrix.js';

// Every input either works the same in every kind of run or is refused, before anything is measured, with a
// sentence that names the input and the kind of run: a setting that is silently ignored in one kind of run
// (a dry-run comment never written, charts never drawn) is a promise the gate breaks.

/** The kinds of run the settings can ask for. */
export type RunKind = 'single' | 'matrix' | 'changed-models' | 'measure' | 'record' | 'calibrate' | 'report' | 'plan';

const KIND_WORDS: Record<RunKind, string> = {
  single: "'mode: gate' with one model pair",
  matrix: "a matrix run (lists in 'input-shapes' or 'threads')",
  'changed-models': "a run of every model changed since 'changed-since'",
  measure: "'mode: measure', which only records (its comment is posted by 'mode: report')",
  record: "'mode: record', which appends to the history and posts no comment",
  calibrate: "'mode: calibrate', which runs A/A comparisons of one model with output agreement and profiling off",
  report: "'mode: report', which publishes records measured elsewhere (each with its own settings)",
  plan: "'mode: plan', which lists and splits the changed models and measures nothing",
};

/** What each input that is not for every run is for, as the fix of the refusal says it. */
const FOR: Partial<Record<InputName, string>> = {
  records: "it names the records of 'mode: report'",
  'calibration-runs': "it counts the A/A runs of 'mode: calibrate'",
  models: "it narrows the models of 'changed-since'",
  'comment-dry-run': "it writes the PR comment of 'mode: gate' or 'mode: report' to a file",
  charts: 'it draws the latency of one measured model',
  'history-path': 'it follows the latency of one measured model',
  export: 'it exports the latency of one measured model',
  'fail-on': "it decides whether a measuring run's step fails",
  profile: 'it profiles the models of a measuring run',
  'max-shards': "it caps the shards of 'mode: plan'",
  'accept-file': 'it names the changes accepted for the models a measuring run judges',
};

const AGREEMENT: InputName[] = [
  'agreement-samples',
  'atol',
  'rtol',
  'min-cosine',
  'min-top1-agreement',
  'output-map',
  'allow-signature-change',
];

/** The inputs each kind of run does not use. */
const NOT_FOR: Record<RunKind, readonly InputName[]> = {
  single: ['records', 'calibration-runs', 'models', 'max-shards'],
  matrix: ['records', 'calibration-runs', 'models', 'max-shards'],
  'changed-models': ['records', 'calibration-runs', 'max-shards'],
  measure: ['records', 'calibration-runs', 'models', 'comment-dry-run', 'max-shards'],
  record: ['records', 'calibration-runs', 'models', 'comment-dry-run', 'max-shards'],
  calibrate: [
    'max-shards',
    'records',
    'models',
    'comment-dry-run',
    'charts',
    'history-path',
    'export',
    'fail-on',
    'profile',
    'accept-file',
    ...AGREEMENT,
  ],
  // Report mode keeps the measuring settings a workflow shares with its measuring legs (each record carries the
  // settings it was measured with); it refuses what it would have to write or select itself.
  report: ['calibration-runs', 'models', 'charts', 'history-path', 'export', 'max-shards', 'accept-file'],
  // A plan keeps 'max-duration' and the models' settings: its estimate and the shards it starts use them.
  plan: [
    'records',
    'calibration-runs',
    'comment-dry-run',
    'charts',
    'history-path',
    'export',
    'profile',
    'accept-file',
  ],
};

/** The kind of run parsed settings ask for. */
export function runKindOf(config: Pick<GateConfig, 'mode' | 'changedSince' | 'matrix'>): RunKind {
  if (config.mode === 'report' || config.mode === 'calibrate' || config.mode === 'record' || config.mode === 'plan')
    return config.mode;
  if (config.changedSince) return 'changed-models';
  if (cellCount(config.matrix) > 1) return 'matrix';
  return config.mode === 'measure' ? 'measure' : 'single';
}

/**
 * Refuses an input set to something other than its default in a kind of run that does not use it. A default
 * is never refused: the action passes every input with a default, whether the workflow set it or not.
 */
export function refuseInputsNotFor(raw: RawInputs, config: GateConfig): void {
  const kind = runKindOf(config);
  for (const name of NOT_FOR[kind]) {
    const def = INPUTS.find((d) => d.name === name);
    const given = raw[name]?.trim();
    if (!given || (def && 'default' in def && given === def.default)) continue;
    const why = FOR[name] ?? 'it belongs to output agreement, which A/A runs leave off';
    throw new UserError(`'${name}' does not apply to ${KIND_WORDS[kind]} (${why}); remove '${name}' from this run`);
  }
}
