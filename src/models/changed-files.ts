import path from 'node:path';
import { dvcChangedModels, dvcModelsAmong, workingTreeDvcFiles } from '../dvc.js';
import { UserError } from '../errors.js';
import { git } from '../git.js';
import { resolveCommit } from './git-tree.js';
import { matchesAny } from './glob.js';
import { affectedModels } from './model-parts.js';
import { pairRenames, settleIdentical } from './pairing.js';
import type { ChangedModel } from './changed-model.js';

/** A file change as git reports it: paths are relative to the repository's top level. */
export type GitChange =
  | { status: 'added' | 'modified'; path: string }
  | { status: 'renamed'; path: string; basePath: string }
  | { status: 'deleted'; path: string };

/** `*.onnx` in any case (`model.ONNX`, `other.Onnx`), as git's `:(icase)` pathspec matches it. */
export function isModelPath(file: string): boolean {
  return file.toLowerCase().endsWith('.onnx');
}

/**
 * Parses `git diff --name-status -z`: NUL-separated fields, a status letter (R and C carry a similarity
 * score, R100) and one path, or two for renames and copies (old, then new). Paths are kept as git wrote
 * them: -z turns off its quoting, so any byte a file name may hold arrives unchanged.
 */
export function parseNameStatus(output: string): GitChange[] {
  const fields = output.split('\0');
  const changes: GitChange[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i++] ?? '';
    if (!status) continue;
    const letter = status[0];
    if (letter === 'R' || letter === 'C') {
      const from = fields[i++] ?? '';
      const to = fields[i++] ?? '';
      // A copy leaves its source in place: for the gate it is a new file whose closest ancestor is `from`.
      changes.push(letter === 'R' ? { status: 'renamed', path: to, basePath: from } : { status: 'added', path: to });
      continue;
    }
    const file = fields[i++] ?? '';
    if (letter === 'A') changes.push({ status: 'added', path: file });
    else if (letter === 'D') changes.push({ status: 'deleted', path: file });
    else if (letter === 'M' || letter === 'T') changes.push({ status: 'modified', path: file });
  }
  return changes;
}

/** The changed .onnx files whose path (the new one, or for a rename either one) matches `globs`, sorted. */
export function selectModels<T extends GitChange>(changes: readonly T[], globs: readonly string[]): T[] {
  return changes
    .filter((c) => isModelPath(c.path))
    .filter((c) => matchesAny(c.path, globs) || (c.status === 'renamed' && matchesAny(c.basePath, globs)))
    .sort((a, b) => a.path.localeCompare(b.path, 'en'));
}

/** git's view of one change, as a ChangedModel (a rename git found says so). */
export function fromGit(change: GitChange): ChangedModel {
  if (change.status === 'renamed') return { ...change, pairedBy: 'git' };
  return { ...change, basePath: change.status === 'modified' ? change.path : null, pairedBy: null };
}

export interface ChangedSearch {
  /** The `models` globs; empty: every .onnx file. */
  globs: readonly string[];
  /** `models-renamed`: new path → old path. */
  renamed: Readonly<Record<string, string>>;
  /** Where the baselines are read from (default: the `changed-since` ref). */
  baselineRef: string;
  /** 'lfs-fetch': base objects the pairing needs may be fetched. */
  lfsFetch?: boolean;
}

/**
 * Every .onnx model the working tree changed since `ref` forked (git diff --merge-base: what this branch did,
 * not what the ref did since), with what each is made of: its file, the external data files it names and the
 * symlinks on its path. Deleted and added models are paired where that is unambiguous; renamed or touched
 * models whose bytes did not change are `unchanged`. Paths are relative to the repository's top level.
 */
export async function findChangedModels(
  ref: string,
  search: ChangedSearch,
): Promise<{ top: string; baselineCommit: string; changes: ChangedModel[]; dvcWarning?: string }> {
  const top = await git(['rev-parse', '--show-toplevel']).then(
    (out) => out.trim(),
    () => {
      throw new UserError(
        `'changed-since' needs a git repository, but ${process.cwd()} is not one; check out the repository (actions/checkout) or name the model with 'candidate'`,
      );
    },
  );
  await resolveCommit('changed-since', ref);
  const baselineCommit = await resolveCommit('baseline-ref', search.baselineRef);
  const diff = (args: string[]) =>
    git(['-C', top, 'diff', '-z', '--no-ext-diff', '--merge-base', ref, ...args]).catch((error: Error) => {
      throw new UserError(
        `'changed-since' '${ref}': git could not compare it with the working tree (${error.message.split('\n')[0]}); check that the ref shares history with this branch ('fetch-depth: 0' on actions/checkout)`,
      );
    });
  const models = selectModels(
    parseNameStatus(await diff(['--name-status', '--find-renames', '--', ':(icase)*.onnx'])),
    search.globs,
  ).map(fromGit);
  // Every changed path, to find models changed only through an external data file or a symlink's target.
  const touched = new Set((await diff(['--name-only', '--no-renames'])).split('\0').filter(Boolean));
  const listed = new Set(models.map((m) => m.path));
  for (const file of await affectedModels(top, touched, listed, search.globs))
    models.push({ status: 'modified', path: file, basePath: file, pairedBy: null });
  const paired = await pairRenames(models, {
    top,
    baselineCommit,
    renamed: search.renamed,
    since: ref,
    lfsFetch: search.lfsFetch ?? false,
  });
  const settled = await settleIdentical(paired, { top, baselineCommit });
  const dvc = (await dvcModelsAmong([...touched], workingTreeDvcFiles(top))).filter((m) => matchesAny(m, search.globs));
  return {
    top,
    baselineCommit,
    changes: settled.sort((a, b) => a.path.localeCompare(b.path, 'en')),
    ...(dvc.length > 0 ? { dvcWarning: dvcChangedModels(ref, dvc) } : {}),
  };
}

/** A repository-relative path as a path the gate can open from the working directory. */
export function fromTop(top: string, file: string): string {
  return path.relative(process.cwd(), path.join(top, ...file.split('/'))) || '.';
}
