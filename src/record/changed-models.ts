import type { RunEntry, RunVerdict } from './run-record.js';
import { headlineDetail, shortName } from './headline.js';
import { countPhrase } from '../decision/entries.js';

// The words of a changed-models run (`changed-since`, or a pull_request event with no `candidate`): one entry per
// changed model, each measured one with its full record (docs/workflows.md, "How changed models are gated"). Its
// record is built by src/record/run-builder.ts, like every run's.

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line for the whole set: the verdict, what changed, and the first model that decided it. */
export function changedHeadline(entries: readonly RunEntry[], overall: RunVerdict, since: string): string {
  if (entries.length === 0) return `Unjudged: no .onnx model changed since ${since}`;
  const what = `${countPhrase(entries)} since ${shortName(since)}`;
  if (overall === 'unjudged') return `Unjudged: no model was compared with a baseline (${what})`;
  const decisive = entries.find((e) => e.record?.verdict === overall);
  if (!decisive?.record || overall === 'pass') return `${capital(overall)}: ${what}`;
  return `${capital(overall)}: ${what}; ${shortName(decisive.path)}: ${headlineDetail(decisive.record)}`;
}

/** A commit sha shortened for reading (12 hex digits, as GitHub shows them); a ref name as it is. */
export function shortRef(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref;
}
