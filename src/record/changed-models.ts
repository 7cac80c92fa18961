import type { FailCondition } from '../inputs/config.js';
import {
  runRecordHead,
  runRecordSchema,
  type GitContext,
  type RunChanges,
  type RunEntry,
  type RunRecord,
  type RunVerdict,
} from './run-record.js';
import { clip } from './schema.js';
import { briefHeadline, shortName } from './headline.js';
import { runFailsStep, runVerdictOf } from '../decision/decision.js';
import { countPhrase } from '../decision/entries.js';

// The run record of a changed-models run (`changed-since`, or a pull_request event with no `candidate`): one
// entry per changed model, each measured one with its full record (docs/workflows.md, "How changed models are gated").

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line for the whole set: the verdict, what changed, and the first model that decided it. */
function setHeadline(entries: readonly RunEntry[], overall: RunVerdict, since: string): string {
  if (entries.length === 0) return `Unjudged: no .onnx model changed since ${since}`;
  const what = `${countPhrase(entries)} since ${shortName(since)}`;
  if (overall === 'unjudged') return `Unjudged: no model was compared with a baseline (${what})`;
  const decisive = entries.find((e) => e.record?.verdict === overall);
  if (!decisive?.record || overall === 'pass') return `${capital(overall)}: ${what}`;
  return `${capital(overall)}: ${what}; ${shortName(decisive.path)}: ${briefHeadline(decisive.record).replace(/^[A-Z][a-z]+(, suspected [a-z]+)?: /, '')}`;
}

/** A commit sha shortened for reading (12 hex digits, as GitHub shows them); a ref name as it is. */
export function shortRef(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref;
}

export interface ChangedSetParts {
  id: string;
  label: string;
  changes: RunChanges;
  entries: RunEntry[];
  failOn: readonly FailCondition[];
  git: GitContext;
}

/** Assembles and validates the run record of a changed-models run. */
export function buildChangedRecord(parts: ChangedSetParts): RunRecord {
  const verdict = runVerdictOf(parts.entries) as RunVerdict;
  const failed = runFailsStep(parts.failOn, parts.entries);
  const error = parts.entries.find((e) => e.record?.verdict === 'error')?.record?.error ?? null;
  return runRecordSchema.parse({
    ...runRecordHead({ id: parts.id, label: parts.label, kind: 'changed-models', verdict, failed }),
    headline: clip(setHeadline(parts.entries, verdict, shortRef(parts.changes.since)), 8000),
    error,
    git: parts.git,
    changes: parts.changes,
    entries: parts.entries,
  } satisfies RunRecord);
}
