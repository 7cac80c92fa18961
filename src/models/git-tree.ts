import path from 'node:path';
import { UserError } from '../errors.js';
import { git, gitBytes } from '../git.js';

// Reading files as they are in a commit, without a checkout: what a baseline at a git ref is made of. A path
// may pass through symlinks (a committed `models/current -> v3`, or `classifier.onnx -> real.bin`); git
// stores a symlink as a blob holding its target, so each one is followed here, as the file system would.

const MAX_LINK_HOPS = 40;

interface TreeEntry {
  mode: string;
  type: string;
  oid: string;
}

async function treeEntry(commit: string, file: string, cwd?: string): Promise<TreeEntry | undefined> {
  const out = await git(['ls-tree', '-z', commit, '--', file], cwd).catch(() => '');
  const line = out.split('\0').find((l) => l.endsWith(`\t${file}`));
  if (!line) return undefined;
  const [mode = '', type = '', oid = ''] = line.slice(0, line.indexOf('\t')).split(' ');
  return { mode, type, oid };
}

/** A file in a commit after following symlinks: its real repository path and blob id. */
export interface CommitFile {
  path: string;
  oid: string;
}

/**
 * `file` (repository-relative, '/'-separated) as it is in `commit`, following symlinks in any component; the
 * links passed are added to `via`. Undefined when it does not exist or leads out of the repository.
 */
export async function resolveAtCommit(
  commit: string,
  file: string,
  options: { cwd?: string; via?: string[] } = {},
  hops = 0,
): Promise<CommitFile | undefined> {
  const direct = await treeEntry(commit, file, options.cwd);
  if (direct && direct.type === 'blob' && direct.mode !== '120000') return { path: file, oid: direct.oid };
  const parts = file.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const prefix = parts.slice(0, i + 1).join('/');
    const entry = i === parts.length - 1 && direct ? direct : await treeEntry(commit, prefix, options.cwd);
    if (!entry) return undefined;
    if (entry.mode === '120000') {
      if (hops >= MAX_LINK_HOPS) return undefined;
      options.via?.push(prefix);
      const target = (await gitBytes(['cat-file', 'blob', entry.oid], options.cwd)).toString('utf8');
      if (path.posix.isAbsolute(target)) return undefined;
      const next = path.posix.normalize(path.posix.join(path.posix.dirname(prefix), target, ...parts.slice(i + 1)));
      if (next === '..' || next.startsWith('../')) return undefined;
      return resolveAtCommit(commit, next, options, hops + 1);
    }
    if (i === parts.length - 1) return entry.type === 'blob' ? { path: prefix, oid: entry.oid } : undefined;
    if (entry.type !== 'tree') return undefined;
  }
  return undefined;
}

export function checkRef(input: string, ref: string): void {
  // A ref is passed to git as an argument: one starting with '-' would be read as an option (git show
  // --output=… writes files), and ':' or whitespace cannot be part of a ref anyway.
  if (/^-|[\s:]/.test(ref))
    throw new UserError(`'${input}' must be a git ref such as 'origin/main' or a commit hash, got '${ref}'`);
}

/** The commit `ref` names; a UserError naming `input` and the fix when this clone has none (`fetchFix` unless shallow). */
export async function resolveCommit(
  input: string,
  ref: string,
  fetchFix = "fetch it first (or set 'fetch-depth: 0' on actions/checkout)",
): Promise<string> {
  checkRef(input, ref);
  const commit = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(
    (out) => out.trim(),
    () => '',
  );
  if (commit) return commit;
  const shallow = (await git(['rev-parse', '--is-shallow-repository']).catch(() => '')).trim() === 'true';
  const fix = shallow ? "this is a shallow clone: set 'fetch-depth: 0' on actions/checkout" : fetchFix;
  throw new UserError(`'${input}' '${ref}' was not found in this clone; ${fix}`);
}

/** A blob's bytes. */
export function readBlob(oid: string, cwd?: string): Promise<Buffer> {
  return gitBytes(['cat-file', 'blob', oid], cwd);
}

/** The blob id git would give a file of the working tree (clean filters applied, as `git add` would). */
export async function workingTreeOid(top: string, repoPath: string): Promise<string | undefined> {
  return git(['hash-object', '--', repoPath], top).then(
    (out) => out.trim() || undefined,
    () => undefined,
  );
}
