import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { UserError } from '../errors.js';
import { matchesAny } from './glob.js';

const run = promisify(execFile);

/** An .onnx file a branch changed, as git sees it: paths are relative to the repository's top level. */
export type ChangedModel =
  | { status: 'added' | 'modified'; path: string }
  | { status: 'renamed'; path: string; basePath: string }
  | { status: 'deleted'; path: string };

/**
 * Parses `git diff --name-status -z`: NUL-separated fields, a status letter (R and C carry a similarity
 * score, R100) and one path, or two for renames and copies (old, then new). Paths are kept as git wrote
 * them: -z turns off its quoting, so any byte a file name may hold arrives unchanged.
 */
export function parseNameStatus(output: string): ChangedModel[] {
  const fields = output.split('\0');
  const changes: ChangedModel[] = [];
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
export function selectModels(changes: readonly ChangedModel[], globs: readonly string[]): ChangedModel[] {
  return changes
    .filter((c) => c.path.toLowerCase().endsWith('.onnx'))
    .filter((c) => matchesAny(c.path, globs) || (c.status === 'renamed' && matchesAny(c.basePath, globs)))
    .sort((a, b) => a.path.localeCompare(b.path, 'en'));
}

async function git(args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 60_000 });
  return stdout;
}

/**
 * Every .onnx file the working tree changed since `ref` forked (git diff --merge-base: what this branch
 * did, not what the ref did since), following renames, narrowed by `globs`. Returns the repository's top
 * level too: the paths are relative to it.
 */
export async function findChangedModels(
  ref: string,
  globs: readonly string[],
): Promise<{ top: string; changes: ChangedModel[] }> {
  // A ref is passed to git as an argument: one starting with '-' would be read as an option.
  if (/^-|[\s:]/.test(ref))
    throw new UserError(`'changed-since' must be a git ref such as 'origin/main' or a commit hash, got '${ref}'`);
  const top = await git(['rev-parse', '--show-toplevel']).then(
    (out) => out.trim(),
    () => {
      throw new UserError(
        `'changed-since' needs a git repository, but ${process.cwd()} is not one; check out the repository (actions/checkout) or name the model with 'candidate'`,
      );
    },
  );
  const found = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(
    () => true,
    () => false,
  );
  if (!found) {
    const shallow = (await git(['rev-parse', '--is-shallow-repository']).catch(() => '')).trim() === 'true';
    const fix = shallow
      ? "this is a shallow clone: set 'fetch-depth: 0' on actions/checkout"
      : `fetch it first (or set 'fetch-depth: 0' on actions/checkout)`;
    throw new UserError(`'changed-since' '${ref}' was not found in this clone; ${fix}`);
  }
  const output = await git([
    '-C',
    top,
    'diff',
    '--name-status',
    '-z',
    '--find-renames',
    '--no-ext-diff',
    '--merge-base',
    ref,
    '--',
    '*.onnx',
    '*.ONNX',
  ]).catch((error: Error) => {
    throw new UserError(
      `'changed-since' '${ref}': git could not compare it with the working tree (${error.message.split('\n')[0]}); check that the ref shares history with this branch ('fetch-depth: 0' on actions/checkout)`,
    );
  });
  return { top, changes: selectModels(parseNameStatus(output), globs) };
}

/** A repository-relative path as a path the gate can open from the working directory. */
export function fromTop(top: string, file: string): string {
  return path.relative(process.cwd(), path.join(top, ...file.split('/'))) || '.';
}
