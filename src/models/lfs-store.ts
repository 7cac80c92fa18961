import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { git } from '../git.js';

// The local Git LFS store: where `git lfs fetch` leaves objects, each named by its SHA-256. A model read from a
// commit whose blob is a pointer is read from here. The gate never trusts the name: every copy is hashed and
// counted as it streams (one chunk in memory at a time), and one that is not exactly what the pointer says is
// deleted and refused, so a planted object or a pointer that lies is never measured as something else.

/**
 * The store's directory. `git lfs env` knows it (it follows `lfs.storage`); without git-lfs installed it is
 * `lfs/objects` under the common git directory, which a worktree shares with its main checkout.
 */
export async function lfsObjectsDir(cwd?: string): Promise<string> {
  const env = await git(['lfs', 'env'], cwd).catch(() => '');
  const local = /^LocalMediaDir=(.+)$/m.exec(env)?.[1]?.trim();
  if (local) return local;
  const common = (await git(['rev-parse', '--git-common-dir'], cwd)).trim();
  const storage = (await git(['config', '--get', 'lfs.storage'], cwd).catch(() => '')).trim();
  const gitDir = path.resolve(cwd ?? process.cwd(), common);
  return path.join(storage ? path.resolve(gitDir, storage) : path.join(gitDir, 'lfs'), 'objects');
}

/** Where an object lives in the store: `<dir>/<oid[0:2]>/<oid[2:4]>/<oid>`. */
export function objectPath(dir: string, oid: string): string {
  return path.join(dir, oid.slice(0, 2), oid.slice(2, 4), oid);
}

/** Whether `git lfs` runs here: a fetch needs the binary, reading the store does not. */
export async function gitLfsInstalled(cwd?: string): Promise<boolean> {
  return git(['lfs', 'version'], cwd).then(
    () => true,
    () => false,
  );
}

/** What a copied object turned out to be when it is not what its pointer says. */
export interface ObjectMismatch {
  bytes: number;
  sha256: string;
}

/**
 * Copies the object at `source` to `target`, hashing and counting on the way; stops reading once more bytes
 * than `size` have passed (a huge file under a small pointer costs no more than the pointer's size). Returns
 * undefined when the copy is exactly `size` bytes with SHA-256 `oid`; otherwise deletes `target` and returns
 * what it was.
 */
export async function copyVerified(
  source: string,
  target: string,
  expected: { oid: string; size: number },
): Promise<ObjectMismatch | undefined> {
  const hash = createHash('sha256');
  let bytes = 0;
  let over = false;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > expected.size) {
        over = true;
        done(new Error('larger than its pointer'));
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(createReadStream(source), counter, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await unlink(target).catch(() => undefined);
    if (!over) throw error;
    return { bytes: (await stat(source)).size, sha256: '' };
  }
  const sha256 = hash.digest('hex');
  if (bytes === expected.size && sha256 === expected.oid) return undefined;
  await unlink(target).catch(() => undefined);
  return { bytes, sha256 };
}

/** The remote a fetch names: 'origin' when there is one, else the only remote; undefined when it is unclear. */
export async function fetchRemote(cwd?: string): Promise<string | undefined> {
  const remotes = (await git(['remote'], cwd).catch(() => ''))
    .split('\n')
    .map((r) => r.trim())
    .filter((r) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(r));
  if (remotes.includes('origin')) return 'origin';
  return remotes.length === 1 ? remotes[0] : undefined;
}

/**
 * `--include` takes gitignore-style patterns separated by commas: a path holding a pattern character cannot
 * be named exactly, and the fetch then takes every object of the commit instead (more bytes, never a wrong one).
 */
export function includeArgument(repoPath: string): string | undefined {
  return /^[A-Za-z0-9._/@+=-]+$/.test(repoPath) && !repoPath.startsWith('-') ? `--include=${repoPath}` : undefined;
}

/**
 * `git lfs fetch <remote> <commit> [--include=<path>]`. Credentials are the checkout's own (actions/checkout
 * keeps its token in the repository's git config unless 'persist-credentials: false'): the gate passes none,
 * and its child environment carries no token (docs/decisions/0115-lfs-fetch-credentials.md).
 */
export async function fetchObject(remote: string, commit: string, repoPath: string, cwd?: string): Promise<void> {
  const include = includeArgument(repoPath);
  await git(['lfs', 'fetch', remote, commit, ...(include ? [include] : [])], cwd, { slow: true });
}
