import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import type { ChangedModel } from './changed-model.js';
import { readCommitFile, sameAsCommitFile } from './commit-file.js';
import { resolveAtCommit } from './git-tree.js';
import { signatureKey } from './graph-signature.js';
import { externalLocations, linksOnPath } from './model-parts.js';

// What git's rename detection cannot see, and what it sees too eagerly (docs/workflows.md, "How changed models are gated"). git
// gives up on a binary file whose bytes changed, so a model renamed and retrained arrives as one deletion and
// one addition; here they are paired when that is unambiguous, or by 'models-renamed'. And a model renamed or
// touched without a change to its bytes needs no benchmark: it is `unchanged`.

interface Where {
  top: string;
  baselineCommit: string;
  /** 'lfs-fetch': a base model's missing LFS object may be fetched to read its signature. */
  lfsFetch?: boolean;
}

/** The `models-renamed` pairs: each new path must be a changed model, each old path a file at the baseline ref. */
async function explicitPairs(
  models: ChangedModel[],
  renamed: Readonly<Record<string, string>>,
  { baselineCommit, since }: Where & { since: string },
): Promise<ChangedModel[]> {
  let out = models;
  for (const [newPath, oldPath] of Object.entries(renamed)) {
    if (!out.some((m) => m.path === newPath && m.status !== 'deleted')) {
      const changed = out.filter((m) => m.status !== 'deleted').map((m) => `'${m.path}'`);
      throw new UserError(
        `'models-renamed' names '${newPath}', which is not a .onnx model changed since '${since}'; give the new path as git shows it, relative to the repository's top level${changed.length ? ` (changed: ${changed.join(', ')})` : ''}`,
      );
    }
    if (!(await resolveAtCommit(baselineCommit, oldPath)))
      throw new UserError(
        `'models-renamed' pairs '${newPath}' with '${oldPath}', which does not exist at the baseline ref; give the old model's path relative to the repository's top level`,
      );
    out = out
      .filter((m) => !(m.status === 'deleted' && m.path === oldPath))
      .map((m) =>
        m.path === newPath && m.status !== 'deleted'
          ? { status: 'renamed', path: newPath, basePath: oldPath, pairedBy: 'models-renamed' }
          : m,
      );
  }
  return out;
}

function pair(added: ChangedModel, deleted: ChangedModel, by: 'directory' | 'signature'): ChangedModel {
  return { status: 'renamed', path: added.path, basePath: deleted.path, pairedBy: by };
}

/** One added and one deleted model in the same directory: a rename. */
function byDirectory(models: ChangedModel[]): ChangedModel[] {
  const dir = (m: ChangedModel) => path.posix.dirname(m.path);
  const pairs = new Map<string, ChangedModel>();
  for (const added of models.filter((m) => m.status === 'added')) {
    const inDir = (status: string) => models.filter((m) => m.status === status && dir(m) === dir(added));
    const [deleted, ...moreDeleted] = inDir('deleted');
    if (deleted && moreDeleted.length === 0 && inDir('added').length === 1) pairs.set(deleted.path, added);
  }
  return pairByMap(models, pairs, 'directory');
}

function pairByMap(models: ChangedModel[], pairs: Map<string, ChangedModel>, by: 'directory' | 'signature') {
  const taken = new Set([...pairs.values()].map((m) => m.path));
  return models.flatMap((m): ChangedModel[] => {
    if (m.status === 'added' && taken.has(m.path)) return [];
    const added = m.status === 'deleted' ? pairs.get(m.path) : undefined;
    return [added ? pair(added, m, by) : m];
  });
}

/** One added and one deleted model with the same inputs and outputs, read from the files: a rename. */
async function bySignature(models: ChangedModel[], { top, baselineCommit, lfsFetch }: Where): Promise<ChangedModel[]> {
  const added = models.filter((m) => m.status === 'added');
  const deleted = models.filter((m) => m.status === 'deleted');
  if (added.length === 0 || deleted.length === 0) return models;
  const key = (bytes: Uint8Array | undefined) => bytes && signatureKey(bytes);
  const keys = new Map<string, string | undefined>();
  for (const m of added) keys.set(m.path, key(await readFile(path.join(top, m.path)).catch(() => undefined)));
  for (const m of deleted) {
    const found = await resolveAtCommit(baselineCommit, m.path, { cwd: top });
    const fetchFrom = lfsFetch ? { commit: baselineCommit } : undefined;
    keys.set(`-${m.path}`, key(found && (await readCommitFile(found, top, fetchFrom))));
  }
  const pairs = new Map<string, ChangedModel>();
  for (const a of added) {
    const k = keys.get(a.path);
    if (k === undefined) continue;
    const sameDeleted = deleted.filter((d) => keys.get(`-${d.path}`) === k);
    const sameAdded = added.filter((other) => keys.get(other.path) === k);
    if (sameDeleted.length === 1 && sameAdded.length === 1 && sameDeleted[0]) pairs.set(sameDeleted[0].path, a);
  }
  return pairByMap(models, pairs, 'signature');
}

/** Explicit pairs first, then one of each per directory, then one of each with the same signature. */
export async function pairRenames(
  models: ChangedModel[],
  where: Where & { renamed: Readonly<Record<string, string>>; since: string },
): Promise<ChangedModel[]> {
  const explicit = await explicitPairs(models, where.renamed, where);
  return bySignature(byDirectory(explicit), where);
}

/** Whether the working tree's model (and each external data file it names) has the baseline's bytes. */
async function identical(model: ChangedModel, { top, baselineCommit }: Where): Promise<boolean> {
  if (!model.basePath) return false;
  const base = await resolveAtCommit(baselineCommit, model.basePath, { cwd: top });
  const { real } = await linksOnPath(top, model.path);
  if (!base || !real || !(await sameAsCommitFile(top, real, base))) return false;
  const topReal = await realpath(top);
  for (const location of await externalLocations(path.join(top, real))) {
    const side = await realpath(path.join(top, path.posix.dirname(real), location)).catch(() => undefined);
    const baseSide = await resolveAtCommit(baselineCommit, path.posix.join(path.posix.dirname(base.path), location), {
      cwd: top,
    });
    if (!side || !baseSide) return false;
    if (!(await sameAsCommitFile(top, path.relative(topReal, side).split(path.sep).join('/'), baseSide))) return false;
  }
  return true;
}

/** Renamed and modified models whose bytes equal the baseline's become `unchanged`: nothing to measure. */
export async function settleIdentical(models: ChangedModel[], where: Where): Promise<ChangedModel[]> {
  const out: ChangedModel[] = [];
  for (const m of models) {
    const same = (m.status === 'renamed' || m.status === 'modified') && (await identical(m, where));
    out.push(same ? { ...m, status: 'unchanged' } : m);
  }
  return out;
}
