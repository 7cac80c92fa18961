import { z } from 'zod';
import { commitId, errorSchema, reportRecordSchema, SCHEMA_VERSION, type ReportRecord } from './schema.js';
import { matrixCellSchema, matrixSectionSchema } from './matrix-section.js';
import { MAX_RUN_ENTRIES, planSectionSchema, shardSectionSchema } from './shard-section.js';
import { TOOL_VERSION } from './version.js';
import { exitCodeOf } from '../decision/verdicts.js';

// The file at `report-path`: one run record for every kind of gate run (docs/record.md). A single run holds one
// entry; a changed-models run holds one entry per changed model; a matrix run one entry per cell (the same model
// at other sizes or threads). Each measured entry carries the model's full record (src/record/schema.ts) in the
// same place, `entries[].record`, so a script reads every model and every cell one way.

/** Where the JSON Schema of this version lives; the same file ships in the package (record.schema.json). */
export const RECORD_SCHEMA_URL = `https://unpkg.com/latency-gate@${TOOL_VERSION}/record.schema.json`;

const finite = z.number().finite();
const text = (max: number) => z.string().max(max);
const PATH = 4096;

/** The run's own verdict: a model's verdicts, and `unjudged` when no pair was compared (docs/record.md, "Verdicts"). */
export const runVerdictSchema = z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'error', 'unjudged']);

/**
 * Where the run came from, so a record joins to commits, pull requests and workflow runs. Every field is null
 * when it is not known (a terminal outside a repository, a run outside GitHub Actions).
 */
export const gitContextSchema = z.object({
  /** owner/name on GitHub (GITHUB_REPOSITORY). */
  repository: text(256).nullable(),
  /** The commit checked out where the candidate was read (HEAD; on a pull_request event, the merge commit). */
  candidateCommit: commitId.nullable(),
  /** The commit the baseline was read from (`baseline-ref`, or the changed-models baseline ref); null for a file. */
  baselineCommit: commitId.nullable(),
  branch: text(256).nullable(),
  pullRequest: z.number().int().positive().nullable(),
  /** The pull request's head commit from the event (what a reviewer sees as the PR's latest commit). */
  pullRequestHead: commitId.nullable(),
  event: text(64).nullable(),
  workflow: text(256).nullable(),
  runId: z.number().int().nonnegative().nullable(),
  runAttempt: z.number().int().positive().nullable(),
  runner: text(256).nullable(),
});

/**
 * How a changed model relates to the baseline ref. `given`: a single run, candidate and baseline named by the
 * settings. `unchanged`: renamed or touched, but its bytes and external data are identical: not measured.
 */
export const entryStatusSchema = z.enum(['given', 'modified', 'renamed', 'added', 'deleted', 'unchanged']);

export const entrySchema = z.object({
  /** The candidate's path: as given in a single run, repository-relative in a changed-models run. */
  path: text(PATH),
  status: entryStatusSchema,
  /** The path compared with at the baseline ref (a rename's old path); null when there is none. */
  basePath: text(PATH).nullable(),
  /** How a rename was found: by git, one deleted and one added model in a directory, their signatures, or 'models-renamed'. */
  pairedBy: z.enum(['git', 'directory', 'signature', 'models-renamed']).nullable(),
  /** The model's record; null for a deleted or unchanged model, or one not reached (an interrupted run). */
  record: reportRecordSchema.nullable(),
  /** A matrix run's cell: the sizes and threads this record was measured at (absent in other runs). */
  cell: matrixCellSchema.optional(),
  /** A report of legs or shards: the leg (runner label) that measured it, where legs differ. */
  leg: text(64).optional(),
  /** A report of shards: why a planned model has no record (its shard is missing or failed). */
  notMeasured: text(1000).optional(),
});

/** What a changed-models run looked at: the ref, the baselines, the `models` globs and renames, the budget split. */
export const changesSchema = z.object({
  since: text(256),
  baselineRef: text(256),
  /** The `models` setting: globs that narrowed the changed files; empty: every .onnx file. */
  globs: z.array(text(PATH)).max(100),
  /** The `models-renamed` setting: explicit pairs. */
  renamed: z.array(z.object({ path: text(PATH), basePath: text(PATH) })).max(100),
  maxDurationMs: finite,
  /** Each measured model's share of `max-duration` (src/bench/budget.ts). */
  perModelMs: finite,
  /** Models the accept file names that this run did not change: entries to remove (absent in older records). */
  unusedAcceptances: z.array(text(PATH)).max(1000).optional(),
});

/** One pair: a single entry, or the same pair measured on several legs, each leg once. */
function oneOrOnePerLeg(entries: readonly { leg?: string | undefined }[]): boolean {
  const legs = new Set(entries.map((e) => e.leg));
  return entries.length === 1 || (entries.length > 1 && legs.size === entries.length && !legs.has(undefined));
}

export const runRecordSchema = z
  .object({
    $schema: z.string().max(300),
    schemaVersion: z.literal(SCHEMA_VERSION),
    tool: z.object({ name: z.literal('latency-gate'), version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/) }),
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    label: z.string().regex(/^[A-Za-z0-9._-]{0,64}$/),
    kind: z.enum(['single', 'changed-models', 'matrix', 'plan']),
    createdAt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/),
    verdict: runVerdictSchema,
    /** Whether `fail-on` failed the step (exit code 1, or 2 for an error). */
    failed: z.boolean(),
    /** The CLI's exit code and the action's: 0 passed or not failed, 1 failed by `fail-on`, 2 an error. */
    exitCode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    /**
     * What happened to the step and the one reason that decided it, as every report's first line says it
     * (docs/decisions/0105-outcome-before-verdict.md); `verdict` stays the latency verdict. Absent in older records.
     */
    outcome: z.object({ status: z.enum(['passed', 'failed', 'error', 'planned']), reason: text(8000) }).optional(),
    headline: text(8000),
    error: errorSchema.nullable(),
    git: gitContextSchema,
    changes: changesSchema.nullable(),
    /** A matrix run's axes, cores and budget (docs/matrix.md); absent in other runs. */
    matrix: matrixSectionSchema.optional(),
    /** A sharded changed-models run: which share of which plan it measured. */
    shard: shardSectionSchema.optional(),
    /** A plan (`mode: plan`): the shards it chose and its estimate; its entries have no record. */
    plan: planSectionSchema.optional(),
    // A report of shards holds every planned model of every leg.
    entries: z.array(entrySchema).max(MAX_RUN_ENTRIES),
  })
  .superRefine((run, ctx) => {
    if (run.kind === 'single' && (run.changes !== null || !oneOrOnePerLeg(run.entries)))
      ctx.addIssue({
        code: 'custom',
        path: ['entries'],
        message: 'a single run holds one entry (one per leg in a report of legs) and no changes',
      });
    const matrix = run.kind === 'matrix';
    if (matrix !== (run.matrix !== undefined) || run.entries.some((e) => matrix !== (e.cell !== undefined)))
      ctx.addIssue({
        code: 'custom',
        path: ['matrix'],
        message: 'a matrix run, and only a matrix run, has the matrix section and a cell on every entry',
      });
    if ((run.kind === 'plan') !== (run.plan !== undefined) || (run.shard && run.kind !== 'changed-models'))
      ctx.addIssue({
        code: 'custom',
        path: ['plan'],
        message: 'a plan, and only a plan, has the plan section; only a changed-models run has a shard section',
      });
    if (run.exitCode !== exitCodeOf(run.verdict, run.failed))
      ctx.addIssue({
        code: 'custom',
        path: ['exitCode'],
        message: 'the exit code does not follow from verdict and failed',
      });
  });

export type RunRecord = z.infer<typeof runRecordSchema>;
export type RunVerdict = RunRecord['verdict'];
export type RunEntry = z.infer<typeof entrySchema>;
export type GitContext = z.infer<typeof gitContextSchema>;
export type RunChanges = z.infer<typeof changesSchema>;

export const NO_GIT_CONTEXT: GitContext = {
  repository: null,
  candidateCommit: null,
  baselineCommit: null,
  branch: null,
  pullRequest: null,
  pullRequestHead: null,
  event: null,
  workflow: null,
  runId: null,
  runAttempt: null,
  runner: null,
};

/**
 * The fields a run record of several entries (changed models, matrix cells) starts with, made now by this
 * version: what the run was and how it ended.
 */
export function runRecordHead(head: {
  id: string;
  label: string;
  kind: RunRecord['kind'];
  verdict: RunVerdict;
  failed: boolean;
}): Pick<
  RunRecord,
  '$schema' | 'schemaVersion' | 'tool' | 'id' | 'label' | 'kind' | 'createdAt' | 'verdict' | 'failed' | 'exitCode'
> {
  return {
    $schema: RECORD_SCHEMA_URL,
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'latency-gate', version: TOOL_VERSION },
    ...head,
    createdAt: new Date().toISOString(),
    exitCode: exitCodeOf(head.verdict, head.failed),
  };
}

/** The one model record of a single run on one leg (report mode reads these, one per leg). */
export function singleRecordOf(run: RunRecord): ReportRecord | undefined {
  return run.kind === 'single' && run.entries.length === 1 ? (run.entries[0]?.record ?? undefined) : undefined;
}

/** The records of the entries that have one, in entry order. */
export function entryRecords(run: Pick<RunRecord, 'entries'>): ReportRecord[] {
  return run.entries.flatMap((e) => (e.record ? [e.record] : []));
}
