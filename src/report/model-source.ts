import type { ReportRecord } from '../record/schema.js';

type ModelInfo = ReportRecord['models']['candidate'];

// Where a model's bytes came from, in words for the comment's settings table: a reviewer of an LFS repository
// needs to see that the baseline is the base branch's object, not a pointer or a stale copy.

/**
 * A model's path with where it came from, when the record says: `workspace file`, or `commit …, blob …, Git LFS
 * object sha256 … (N bytes)` with the file when the path lacks it.
 */
export function modelWithSource(model: ModelInfo): string {
  const source = model.source;
  if (!source) return model.path;
  if (source.kind === 'workspace') return `${model.path} (workspace file)`;
  const where = `${source.ref}:${source.path}`;
  const lfs = source.lfs
    ? `, Git LFS object sha256 ${source.lfs.oid.slice(0, 12)} (${source.lfs.size.toLocaleString('en-US')} bytes${source.lfs.fetched ? ', fetched by this run' : ''})`
    : '';
  return `${model.path} (${where === model.path ? '' : `${where}, `}commit ${source.commit.slice(0, 12)}, blob ${source.blob.slice(0, 12)}${lfs})`;
}
