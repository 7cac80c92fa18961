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

// The run record of a changed-models run (`changed-since`, or a pull_request event with no `candidate`): one
// entry per changed model, each measured one with its full record (docs/workflows.md, "How changed models are gated").

const ORDER: RunVerdict[] = ['error', 'regression', 'inconclusive', 'improvement', 'pass'];

/** A model that needed a comparison and got none: added without a baseline, or deleted. */
export function notCompared(entry: RunEntry): boolean {
  return entry.status === 'added' || entry.status === 'deleted';
}

/** Whether the entry's model was compared with a baseline (a judged verdict, or an error while trying). */
function judged(entry: RunEntry): boolean {
  return entry.record !== null && entry.record.verdict !== 'unjudged';
}

/**
 * The run's verdict: an error anywhere is the run's; else the worst verdict of the compared models; and
 * `unjudged` when no model was compared at all (only added, deleted or unchanged ones, or none).
 */
export function runVerdict(entries: readonly RunEntry[]): RunVerdict {
  const verdicts = entries.filter(judged).map((e) => e.record?.verdict);
  return ORDER.find((v) => verdicts.includes(v)) ?? 'unjudged';
}

/** Fails when a model's record failed by `fail-on`, or with `fail-on: unjudged` when a changed model went uncompared. */
export function runFails(entries: readonly RunEntry[], failOn: readonly FailCondition[]): boolean {
  if (entries.some((e) => e.record?.failed)) return true;
  return failOn.includes('unjudged') && entries.some(notCompared);
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "2 changed, 1 added, 1 deleted models": the counts that are not zero. */
export function countPhrase(entries: readonly RunEntry[]): string {
  const count = (...statuses: RunEntry['status'][]) => entries.filter((e) => statuses.includes(e.status)).length;
  const parts = [
    `${count('modified', 'renamed')} changed`,
    `${count('added')} added`,
    `${count('deleted')} deleted`,
    `${count('unchanged')} unchanged`,
  ].filter((p) => !p.startsWith('0 '));
  return `${parts.join(', ')} model${entries.length === 1 ? '' : 's'}`;
}

/** One line for the whole set: the verdict, what changed, and the first model that decided it. */
function setHeadline(entries: readonly RunEntry[], overall: RunVerdict, since: string): string {
  if (entries.length === 0) return `Unjudged: no .onnx model changed since ${since}`;
  const what = `${countPhrase(entries)} since ${since}`;
  if (overall === 'unjudged') return `Unjudged: no model was compared with a baseline (${what})`;
  const decisive = entries.find((e) => e.record?.verdict === overall);
  if (!decisive?.record || overall === 'pass') return `${capital(overall)}: ${what}`;
  return `${capital(overall)}: ${what}; ${decisive.path}: ${decisive.record.headline}`;
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
  const verdict = runVerdict(parts.entries);
  const failed = verdict === 'error' || runFails(parts.entries, parts.failOn);
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
