import { UserError } from '../errors.js';
import type { GateConfig, Mode } from './config.js';
import { INPUTS, type InputName, type RawInputs } from './definitions.js';
import { cellCount } from './matrix.js';

// Every input either works the same in every run or is refused, before anything is measured, with a sentence
// that names the input and the run: a setting silently ignored (a dry-run comment never written, charts never
// drawn for a list of several) is a promise the gate breaks. A run is two facts, its mode and what its list
// holds (docs/architecture.md, "Runs"); each input that is not for every run says which of them it needs.

/** What a run's list holds, from the settings alone: one pair, the cells of a matrix, or the changed models. */
type ListOf = 'pair' | 'cells' | 'changed';

interface Run {
  mode: Mode;
  list: ListOf;
}

const MODE_WORDS: Record<Mode, string> = {
  gate: "'mode: gate'",
  measure: "'mode: measure', which only records (its comment is posted by 'mode: report'),",
  record: "'mode: record', which appends to the history and posts no comment,",
  calibrate: "'mode: calibrate', which runs A/A comparisons of one model with output agreement and profiling off",
  report: "'mode: report', which publishes records measured elsewhere (each with its own settings)",
  plan: "'mode: plan', which lists and splits the changed models and measures nothing",
};

const LIST_WORDS: Record<ListOf, string> = {
  pair: 'with one model pair',
  cells: "over a matrix (lists in 'input-shapes' or 'threads')",
  changed: "over every model changed since 'changed-since'",
};

/** A run in words; the modes that measure no list of their own are named alone. */
function runWords({ mode, list }: Run): string {
  return mode === 'calibrate' || mode === 'report' || mode === 'plan'
    ? MODE_WORDS[mode]
    : `${MODE_WORDS[mode]} ${LIST_WORDS[list]}`;
}

const measures = (mode: Mode) => mode === 'gate' || mode === 'measure' || mode === 'record';
const judges = (mode: Mode) => mode !== 'calibrate';
const ofOnePair = (run: Run) => measures(run.mode) && run.list === 'pair';

/** Each input that is not for every run: the runs it is for, and what it is for, as the refusal says it. */
const FOR: Partial<Record<InputName, { applies: (run: Run) => boolean; why: string }>> = {
  records: { applies: (r) => r.mode === 'report', why: "it names the records of 'mode: report'" },
  'calibration-runs': { applies: (r) => r.mode === 'calibrate', why: "it counts the A/A runs of 'mode: calibrate'" },
  'max-shards': { applies: (r) => r.mode === 'plan', why: "it caps the shards of 'mode: plan'" },
  models: {
    applies: (r) => r.mode === 'plan' || (r.list === 'changed' && measures(r.mode)),
    why: "it narrows the models of 'changed-since'",
  },
  'comment-dry-run': {
    applies: (r) => r.mode === 'gate' || r.mode === 'report' || r.mode === 'plan',
    why: "it writes the PR comment of 'mode: gate' or 'mode: report' to a file",
  },
  charts: { applies: ofOnePair, why: 'it draws the latency of one measured model' },
  'history-path': { applies: ofOnePair, why: 'it follows the latency of one measured model' },
  export: { applies: ofOnePair, why: 'it exports the latency of one measured model' },
  'fail-on': { applies: (r) => judges(r.mode), why: "it decides whether a measuring run's step fails" },
  profile: {
    applies: (r) => judges(r.mode) && r.mode !== 'plan',
    why: 'it profiles the models of a measuring run',
  },
  'accept-file': {
    applies: (r) => measures(r.mode),
    why: 'it names the changes accepted for the models a measuring run judges',
  },
  // A/A runs probe no memory (src/run/walk.ts gives probes only to the entries of a list).
  memory: { applies: (r) => judges(r.mode), why: 'it measures peak memory, which A/A runs leave off' },
  'memory-threshold': { applies: (r) => judges(r.mode), why: 'it judges peak memory, which A/A runs leave off' },
  // Output agreement: A/A runs leave it off. Report mode keeps the measuring settings a workflow shares with its
  // measuring legs (each record carries the settings it was measured with), and a plan keeps 'max-duration' and
  // the models' settings its estimate and shards use.
  ...Object.fromEntries(
    (
      [
        'agreement-samples',
        'atol',
        'rtol',
        'min-cosine',
        'min-top1-agreement',
        'output-map',
        'allow-signature-change',
      ] as const
    ).map((name) => [
      name,
      { applies: (r: Run) => judges(r.mode), why: 'it belongs to output agreement, which A/A runs leave off' },
    ]),
  ),
};

/**
 * Refuses an input set to something other than its default in a run it is not for. A default is never
 * refused: the action passes every input with a default, whether the workflow set it or not.
 */
export function refuseInputsNotFor(raw: RawInputs, config: GateConfig): void {
  const list: ListOf = config.changedSince ? 'changed' : cellCount(config.matrix) > 1 ? 'cells' : 'pair';
  const run = { mode: config.mode, list };
  for (const def of INPUTS) {
    const rule = FOR[def.name];
    const given = raw[def.name]?.trim();
    if (!rule || rule.applies(run) || !given || ('default' in def && given === def.default)) continue;
    throw new UserError(
      `'${def.name}' does not apply to ${runWords(run)} (${rule.why}); remove '${def.name}' from this run`,
    );
  }
}
