import type { FailCondition } from '../inputs/config.js';
import { decideRun, runFailsStep, runVerdictOf } from '../decision/decision.js';
import { worstMemoryVerdict } from '../stats/memory.js';
import type { MatrixSection } from './matrix-section.js';
import { cellEntries, changedHeadline, legsHeadline, matrixHeadline, planHeadline, shortRef } from './run-headline.js';
import type { PlanSection, ShardSection } from './shard-section.js';
import {
  NO_GIT_CONTEXT,
  runRecordHead,
  runRecordSchema,
  type GitContext,
  type RunChanges,
  type RunEntry,
  type RunRecord,
  type RunVerdict,
} from './run-record.js';
import { clip } from '../format.js';
import type { ReportRecord } from './schema.js';

// The one builder of a run record (docs/record.md): a single pair, the models a branch changed and the cells of
// a matrix are all runs of labelled entries. What differs by kind is the section that says what the entries
// vary (`changes`, `matrix`) and the words of the headline; the verdict, `failed`, the exit code and the error are
// taken from the entries the same way for every kind.

/** What the entries of a run vary, with the kind's own section. */
export type RunShape =
  | { kind: 'single' }
  | { kind: 'changed-models'; changes: RunChanges }
  | { kind: 'matrix'; matrix: Omit<MatrixSection, 'memoryVerdict'> }
  | { kind: 'plan'; changes: RunChanges; plan: PlanSection };

/**
 * A run of labelled entries. An entry's own label is on the entry (a changed model's `path` and `status`, a
 * matrix cell's `cell`); what labels the run as a whole (the runner `label`, the git context, and the shard of
 * a sharded run) is a field here, copied to the record's top level by `buildRun` alone.
 */
export interface RunParts {
  id: string;
  label: string;
  git: GitContext;
  failOn: readonly FailCondition[];
  shape: RunShape;
  entries: RunEntry[];
  /** A sharded changed-models run: its share of the plan (docs/workflows.md, "Sharded changed models"). */
  shard?: ShardSection;
}

function headlineOf(shape: RunShape, entries: readonly RunEntry[], verdict: RunVerdict): string {
  switch (shape.kind) {
    case 'single':
      return entries.length > 1
        ? legsHeadline(entries, verdict)
        : (entries[0]?.record?.headline ?? 'Error: the run has no entry');
    case 'changed-models':
      return changedHeadline(entries, verdict, shortRef(shape.changes.since));
    case 'matrix':
      return matrixHeadline(cellEntries({ entries }), verdict);
    case 'plan':
      return planHeadline(shape.plan);
  }
}

/** The worst memory verdict of the cells, for the matrix section: the order memory verdicts have in stats/memory.ts. */
function memoryVerdict(entries: readonly RunEntry[]): MatrixSection['memoryVerdict'] {
  return worstMemoryVerdict(entries.map((e) => e.record?.memory?.verdict ?? null));
}

/**
 * Assembles and validates the run record of any kind of run. A single run's verdict and `failed` are its one
 * record's (whose `fail-on` was applied when it was built); a run of several takes the worst verdict of its
 * compared entries and fails when any entry failed or `fail-on` fires on the run (src/decision/). A matrix with
 * no cell is an error.
 */
export function buildRun(parts: RunParts): RunRecord {
  const { shape, shard } = parts;
  // A plan measures nothing: its entries are the models it splits, never a record.
  const entries = shape.kind === 'plan' ? parts.entries.map((e) => ({ ...e, record: null })) : parts.entries;
  const single = shape.kind === 'single' && entries.length === 1 ? entries[0]?.record : undefined;
  const empty = shape.kind === 'matrix' && entries.length === 0;
  const verdict = (single?.verdict ?? (empty ? 'error' : runVerdictOf(entries))) as RunVerdict;
  const failed = single ? single.failed : runFailsStep(parts.failOn, entries, verdict);
  const head = runRecordHead({ id: parts.id, label: parts.label, kind: shape.kind, verdict, failed });
  return withOutcome({
    ...head,
    // A single run's record was made when it was measured, by the tool that measured it.
    ...(single ? { tool: single.tool, createdAt: single.createdAt } : {}),
    headline: clip(
      `${headlineOf(shape, entries, verdict)}${shard ? ` (shard ${shard.index}/${shard.count})` : ''}`,
      8000,
    ),
    error: entries.find((e) => e.record?.verdict === 'error')?.record?.error ?? null,
    git: single
      ? { ...parts.git, baselineCommit: parts.git.baselineCommit ?? single.models.baseline.commit }
      : parts.git,
    changes: shape.kind === 'changed-models' || shape.kind === 'plan' ? shape.changes : null,
    ...(shape.kind === 'matrix' ? { matrix: { ...shape.matrix, memoryVerdict: memoryVerdict(entries) } } : {}),
    ...(shape.kind === 'plan' ? { plan: shape.plan } : {}),
    ...(shard ? { shard } : {}),
    entries,
  } satisfies RunRecord);
}

/**
 * The run record validated, with the outcome its reports lead with: computed by the one decision every printer
 * reads (src/decision/decision.ts), so the record and the reports cannot say different things.
 */
export function withOutcome(run: RunRecord): RunRecord {
  const parsed = runRecordSchema.parse(run);
  const decided = decideRun(parsed);
  const { $schema, schemaVersion, tool, id, label, kind, createdAt, verdict, failed, exitCode, ...rest } = parsed;
  const outcome = { status: decided.outcome, reason: clip(decided.title, 8000) };
  // Right after the exit code, so a reader of the JSON meets the outcome before any verdict's detail.
  return { $schema, schemaVersion, tool, id, label, kind, createdAt, verdict, failed, exitCode, outcome, ...rest };
}

/** A single run's entry: the pair the settings gave, its record, and the leg that measured it where legs differ. */
function givenEntry(record: ReportRecord, leg?: string): RunEntry {
  return {
    path: record.models.candidate.path,
    status: 'given',
    basePath: null,
    pairedBy: null,
    record,
    ...(leg ? { leg } : {}),
  };
}

/** The run record of a single run: the model's record as its one entry, the run's fields taken from it. */
export function singleRunRecord(record: ReportRecord, git: GitContext): RunRecord {
  const entries = [givenEntry(record)];
  return buildRun({ id: record.id, label: record.label, git, failOn: [], shape: { kind: 'single' }, entries });
}

/**
 * `mode: report` over the legs of a matrix of runners (one single run's record each, sorted by label): one
 * list with an entry per leg. Each leg's verdict and `failed` were decided where it was measured; the run takes
 * the worst and fails where a leg failed. One leg is its own single run.
 */
export function legsRun(id: string, records: readonly ReportRecord[]): RunRecord {
  const [only] = records;
  if (only && records.length === 1) return singleRunRecord(only, NO_GIT_CONTEXT);
  // Labels are unique among legs, and no label can read '(no label)'.
  const entries = records.map((r) => givenEntry(r, r.label || '(no label)'));
  return buildRun({ id, label: '', git: NO_GIT_CONTEXT, failOn: [], shape: { kind: 'single' }, entries });
}
