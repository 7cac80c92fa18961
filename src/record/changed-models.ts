import { z } from 'zod';
import { reportRecordSchema, SCHEMA_VERSION, type ReportRecord, type Verdict } from './schema.js';
import { TOOL_VERSION } from './version.js';

// The record of a changed-models run (`changed-since`, or a pull_request event with no `candidate`): one
// document at `report-path` holding each gated model's full record, so a single-model run keeps the record
// format it always had. Validated by this schema before it is written, like the single record.

const finite = z.number().finite();
const verdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'error']);

/** A model the branch added: measured on its own (against itself), shown with its latency and no verdict. */
const addedModel = z.object({
  status: z.literal('added'),
  path: z.string(),
  latency: z.object({ p50: finite, p95: finite, p99: finite, calls: z.number().int() }).nullable(),
  coldStart: z.object({ createMs: finite, firstRunMs: finite }).nullable(),
  /** Why it could not be measured (a broken model); null when it was. */
  error: z.string().nullable(),
});

export const changedEntrySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('modified'), path: z.string(), record: reportRecordSchema }),
  z.object({ status: z.literal('renamed'), path: z.string(), basePath: z.string(), record: reportRecordSchema }),
  addedModel,
  z.object({ status: z.literal('deleted'), path: z.string() }),
]);

export const changedModelsRecordSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  kind: z.literal('changed-models'),
  tool: z.object({ name: z.literal('latency-gate'), version: z.string() }),
  id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  createdAt: z.string(),
  /** The worst verdict of the gated models (an added model that could not even run counts as 'error'). */
  verdict,
  failed: z.boolean(),
  headline: z.string(),
  changedSince: z.string(),
  baselineRef: z.string(),
  /** The `models` globs that narrowed the changed files; empty: every .onnx file. */
  models: z.array(z.string()),
  /** `max-duration` for the whole run and each measured model's share (src/bench/budget.ts). */
  budget: z.object({ maxDurationMs: finite, perModelMs: finite }),
  entries: z.array(changedEntrySchema),
});

export type ChangedModelsRecord = z.infer<typeof changedModelsRecordSchema>;
export type ChangedEntry = z.infer<typeof changedEntrySchema>;
export type AddedModel = z.infer<typeof addedModel>;

const ORDER: Verdict[] = ['error', 'regression', 'inconclusive', 'improvement', 'pass'];

/** The gated models' records, in entry order. */
export function gatedRecords(set: Pick<ChangedModelsRecord, 'entries'>): ReportRecord[] {
  return set.entries.flatMap((e) => ('record' in e ? [e.record] : []));
}

function worst(verdicts: readonly Verdict[]): Verdict {
  return ORDER.find((v) => verdicts.includes(v)) ?? 'pass';
}

/** One line for the whole set: the verdict, what changed, and the first model that decided it. */
function setHeadline(entries: readonly ChangedEntry[], overall: Verdict, since: string): string {
  const count = (status: ChangedEntry['status']) => entries.filter((e) => e.status === status).length;
  const gated = count('modified') + count('renamed');
  const parts = [`${gated} changed`, `${count('added')} added`, `${count('deleted')} deleted`].filter(
    (p) => !p.startsWith('0 '),
  );
  if (entries.length === 0) return `No .onnx model changed since ${since}`;
  const what = `${parts.join(', ')} model${entries.length === 1 ? '' : 's'} since ${since}`;
  const decisive = entries.find((e) =>
    'record' in e ? e.record.verdict === overall : e.status === 'added' && e.error !== null && overall === 'error',
  );
  if (!decisive || overall === 'pass') return `${capital(overall)}: ${what}`;
  const why =
    'record' in decisive ? decisive.record.headline : `Error: ${decisive.status === 'added' ? decisive.error : ''}`;
  return `${capital(overall)}: ${what}; ${decisive.path}: ${why}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface ChangedSetParts {
  id: string;
  changedSince: string;
  baselineRef: string;
  models: string[];
  budget: { maxDurationMs: number; perModelMs: number };
  entries: ChangedEntry[];
}

/** Assembles and validates the set record; the verdict is the worst, and it fails when any model failed. */
export function buildChangedRecord(parts: ChangedSetParts): ChangedModelsRecord {
  const verdicts = parts.entries.flatMap((e): Verdict[] =>
    'record' in e ? [e.record.verdict] : e.status === 'added' && e.error !== null ? ['error'] : [],
  );
  const overall = worst(verdicts);
  const failed = parts.entries.some((e) =>
    'record' in e ? e.record.failed : e.status === 'added' && e.error !== null,
  );
  return changedModelsRecordSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    kind: 'changed-models',
    tool: { name: 'latency-gate', version: TOOL_VERSION },
    id: parts.id,
    createdAt: new Date().toISOString(),
    verdict: overall,
    failed,
    headline: setHeadline(parts.entries, overall, shortRef(parts.changedSince)),
    changedSince: parts.changedSince,
    baselineRef: parts.baselineRef,
    models: parts.models,
    budget: parts.budget,
    entries: parts.entries,
  });
}

/** A commit sha shortened for reading (12 hex digits, as GitHub shows them); a ref name as it is. */
export function shortRef(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref;
}

/** An added model's own latency, read from a run against itself (only the candidate arm is kept). */
export function addedFromSelfRun(path: string, record: ReportRecord): AddedModel {
  const l = record.latency;
  return {
    status: 'added',
    path,
    latency: l ? { p50: l.candidate.p50, p95: l.candidate.p95, p99: l.candidate.p99, calls: l.candidate.count } : null,
    coldStart: record.coldStart?.candidate ?? null,
    error: record.verdict === 'error' ? (record.error?.message ?? record.headline) : null,
  };
}
