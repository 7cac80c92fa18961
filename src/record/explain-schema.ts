import { z } from 'zod';
import type { ModelDiff } from '../models/model-diff.js';
import type { WeightDiff } from '../models/weight-changes.js';
import type { ProfileDiff } from '../profile/diff.js';

// The record's explanation of a delta (docs/explain.md, "Record fields"): what changed in
// the graph, in the weights, and where the time went, per operator. Node, operator and tensor names come from
// the model, so whoever wrote the pull request chose them: every string is capped, every list bounded, and the
// renderers escape them. Sentences and shares are rebuilt at render time from these numbers.

const finite = z.number().finite();
const count = z.number().int().nonnegative();
const NAME = 1024;
const name = z.string().max(NAME);
const op = z.string().max(256);
const dtype = z.string().regex(/^[a-z0-9]{1,32}$/);
const share = z.number().min(0).max(1);
const map = (max: number) =>
  z.record(z.string().max(256), z.number().int()).refine((o) => Object.keys(o).length <= max, 'too many entries');

const fileFacts = z.object({
  bytes: count,
  externalBytes: count,
  irVersion: z.number().int(),
  producer: z.string().max(NAME),
  opsets: map(256),
  parameters: count,
  externalData: z.array(z.string().max(4096)).max(1000),
});

export const modelDiffSchema = z.object({
  files: z.object({ baseline: fileFacts, candidate: fileFacts }),
  nodes: z.object({
    baseline: count,
    candidate: count,
    added: count,
    removed: count,
    changed: count,
    renamed: count,
  }),
  ops: z
    .array(z.object({ op, baseline: count, candidate: count, added: count, removed: count, changed: count }))
    .max(500),
  changes: z
    .array(
      z.object({
        change: z.enum(['added', 'removed', 'changed', 'renamed']),
        name,
        op,
        detail: z.string().max(2000),
      }),
    )
    .max(50),
  bytesByDtype: z.array(z.object({ dtype, baseline: count, candidate: count })).max(64),
  /** Time to read both graphs and compare the weights. */
  durationMs: finite,
}) satisfies z.ZodType<ModelDiff & { durationMs: number }>;

const dims = z.array(count).max(64).nullable();
export const weightDiffSchema = z.object({
  tensors: z.object({
    baseline: count,
    candidate: count,
    unchanged: count,
    changed: count,
    reshaped: count,
    retyped: count,
    added: count,
    removed: count,
    renamed: count,
    notCompared: count,
  }),
  dtypeChanges: z.array(z.object({ from: dtype, to: dtype, count, quantization: z.boolean() })).max(64),
  patterns: z.array(z.enum(['identical', 'renamed', 'retrained', 'pruned', 'quantized', 'restructured'])).max(6),
  zeros: z.object({ baseline: share, candidate: share }),
  largest: z
    .array(
      z.object({
        change: z.enum(['unchanged', 'changed', 'added', 'removed', 'not-compared']),
        name,
        baselineName: name.nullable(),
        dtype: z.object({ baseline: dtype.nullable(), candidate: dtype.nullable() }),
        shape: z.object({ baseline: dims, candidate: dims }),
        relativeL2: finite.nonnegative().nullable(),
        maxAbsDiff: finite.nonnegative().nullable(),
        zeros: z.object({ baseline: share, candidate: share }).nullable(),
        reason: z.string().max(1000).nullable(),
      }),
    )
    .max(20),
  notCompared: z.array(z.object({ name, reason: z.string().max(1000) })).max(20),
  bytesCompared: count,
}) satisfies z.ZodType<WeightDiff>;

const provider = z.string().max(128);
const diffSchema = z.object({
  runs: z.object({ baseline: count, candidate: count }),
  runUs: z.object({ baseline: finite, candidate: finite }),
  nodesUs: z.object({ baseline: finite, candidate: finite }),
  deltaUs: finite,
  changedDeltaUs: finite,
  nodes: z.object({ byName: count, byPosition: count, added: count, removed: count }),
  contributors: z
    .array(
      z.object({
        status: z.enum(['matched', 'added', 'removed']),
        name,
        baselineName: name.nullable(),
        op,
        baselineOp: op.nullable(),
        provider: z.object({ baseline: provider.nullable(), candidate: provider.nullable() }),
        baselineUs: finite.nullable(),
        candidateUs: finite.nullable(),
        deltaUs: finite,
        changedNodes: z.array(name).max(8),
        changed: z.boolean(),
        fellBack: z.boolean(),
      }),
    )
    .max(15),
  groups: z
    .array(z.object({ kind: z.enum(['changed', 'unchanged', 'new', 'removed']), op, nodes: count, deltaUs: finite }))
    .max(10),
  byOp: z
    .array(z.object({ op, baselineUs: finite, candidateUs: finite, baselineNodes: count, candidateNodes: count }))
    .max(100),
  copies: z.object({ baselineUs: finite, candidateUs: finite, baselineNodes: count, candidateNodes: count }),
  fallback: z.object({
    count,
    deltaUs: finite,
    nodes: z.array(z.object({ name, op })).max(20),
  }),
}) satisfies z.ZodType<ProfileDiff>;

export const profileSchema = z.object({
  /** The 'profile' setting. */
  setting: z.enum(['on', 'on-regression']),
  /** measured: the pass ran; skipped: not asked for (no regression) or no budget left; failed: it threw. */
  status: z.enum(['measured', 'skipped', 'failed']),
  /** Why it was skipped or failed; null when measured. */
  reason: z.string().max(2000).nullable(),
  /** The execution provider the pass ran on, as onnxruntime names it. */
  provider,
  /** The time kept back from the measuring window for the pass, and what it took (sessions, runs, reading). */
  allowanceMs: finite.nonnegative(),
  durationMs: finite.nonnegative(),
  diff: diffSchema.nullable(),
});

export type ProfileRecord = z.infer<typeof profileSchema>;
export type ModelDiffRecord = z.infer<typeof modelDiffSchema>;
