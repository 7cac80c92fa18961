import type { ModelDiff } from '../models/model-diff.js';
import type { WeightDiff } from '../models/weight-changes.js';
import type { ProfileDiff } from '../profile/diff.js';
import type { ModelDiffRecord, ProfileRecord } from './explain-schema.js';

// The explanation sections of the record, cut to the schema's caps: node and tensor names come from the model
// and may be of any length; the record keeps the first 1,024 characters of each (docs/explain.md, "Record fields").

const NAME = 1024;
const cut = (text: string, max = NAME) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const cutOrNull = (text: string | null, max = NAME) => (text === null ? null : cut(text, max));
const cutKeys = (record: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(record)
      .slice(0, 256)
      .map(([k, v]) => [cut(k, 256), v]),
  );

export function modelDiffRecord(diff: ModelDiff, durationMs: number): ModelDiffRecord {
  const file = (f: ModelDiff['files']['baseline']) => ({
    ...f,
    producer: cut(f.producer),
    opsets: cutKeys(f.opsets),
    externalData: f.externalData.slice(0, 1000).map((l) => cut(l, 4096)),
  });
  return {
    ...diff,
    files: { baseline: file(diff.files.baseline), candidate: file(diff.files.candidate) },
    ops: diff.ops.map((o) => ({ ...o, op: cut(o.op, 256) })),
    changes: diff.changes.map((c) => ({ ...c, name: cut(c.name), op: cut(c.op, 256), detail: cut(c.detail, 2000) })),
    durationMs,
  };
}

export function weightDiffRecord(diff: WeightDiff): WeightDiff {
  return {
    ...diff,
    largest: diff.largest.map((t) => ({
      ...t,
      name: cut(t.name),
      baselineName: cutOrNull(t.baselineName),
      reason: cutOrNull(t.reason, 1000),
    })),
    notCompared: diff.notCompared.map((t) => ({ name: cut(t.name), reason: cut(t.reason, 1000) })),
  };
}

export function profileDiffRecord(diff: ProfileDiff): NonNullable<ProfileRecord['diff']> {
  const op = (text: string) => cut(text, 256);
  const provider = (text: string | null) => cutOrNull(text, 128);
  return {
    ...diff,
    contributors: diff.contributors.map((c) => ({
      ...c,
      name: cut(c.name),
      baselineName: cutOrNull(c.baselineName),
      op: op(c.op),
      baselineOp: c.baselineOp === null ? null : op(c.baselineOp),
      provider: { baseline: provider(c.provider.baseline), candidate: provider(c.provider.candidate) },
      changedNodes: c.changedNodes.map((n) => cut(n)),
    })),
    groups: diff.groups.map((g) => ({ ...g, op: op(g.op) })),
    byOp: diff.byOp.map((o) => ({ ...o, op: op(o.op) })),
    fallback: { ...diff.fallback, nodes: diff.fallback.nodes.map((n) => ({ name: cut(n.name), op: op(n.op) })) },
  };
}
