import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { readBlob, workingTreeOid, type CommitFile } from './git-tree.js';
import { describePointer, looksLikeLfsPointer, parseLfsPointer, type LfsPointer } from './lfs-pointer.js';
import {
  copyVerified,
  fetchObject,
  fetchRemote,
  gitLfsInstalled,
  includeArgument,
  lfsObjectsDir,
  objectPath,
} from './lfs-store.js';

// A file as it is in a commit, written where the benchmark can open it: the blob itself, or, when the blob is a
// Git LFS pointer, the object it names from the local LFS store (fetched first only when 'lfs-fetch' allows).
// What a baseline at a git ref is made of, and what the record says it came from.

/** Objects this process fetched: one fetched to pair a rename is still this run's fetch when the model is read. */
const fetchedThisRun = new Set<string>();

/** The LFS object a file was read from, for the record. */
export interface LfsObjectSource {
  oid: string;
  size: number;
  /** True when this run fetched it ('lfs-fetch: true'); false when it was already in the store. */
  fetched: boolean;
}

/** Where a commit's file is and how the gate may get its LFS object; `input` and `ref` name it in messages. */
export interface CommitFileAccess {
  input: string;
  ref: string;
  commit: string;
  lfsFetch: boolean;
  cwd?: string;
}

function pointerAt(where: CommitFileAccess, file: CommitFile): string {
  return `'${where.input}' '${where.ref}': '${file.path}' is a Git LFS pointer there`;
}

/** The exact step a workflow adds so the object is in the store before the gate runs. */
function fetchStep(remote: string | undefined, where: CommitFileAccess, file: CommitFile): string {
  const include = includeArgument(file.path);
  return `git lfs fetch ${remote ?? 'origin'} ${where.commit}${include ? ` ${include}` : ''}`;
}

async function missingObject(pointer: LfsPointer, where: CommitFileAccess, file: CommitFile, why: string) {
  const step = fetchStep(await fetchRemote(where.cwd), where, file);
  return new UserError(
    `${pointerAt(where, file)}, and its object (${describePointer(pointer)}) is not in this clone's LFS store${why}; add a step that runs '${step}' before the gate ('lfs: true' on actions/checkout fetches only the checked-out commit's objects)${where.lfsFetch ? '' : ", or set 'lfs-fetch: true'"}`,
  );
}

/** Fetches the object when allowed and possible; the reason it is still missing otherwise ('' when fetched). */
async function tryFetch(where: CommitFileAccess, file: CommitFile): Promise<string> {
  if (!where.lfsFetch) return '';
  if (!(await gitLfsInstalled(where.cwd))) return " and 'lfs-fetch' needs git-lfs, which is not installed here";
  const remote = await fetchRemote(where.cwd);
  if (!remote) return " and 'lfs-fetch' found no remote named 'origin' to fetch it from";
  try {
    await fetchObject(remote, where.commit, file.path, where.cwd);
    return '';
  } catch (error) {
    // git-lfs's first line says what failed (no credentials, no such object); the rest is its progress output.
    // Its words come from the remote too: control characters would forge lines in a CI log.
    const text = String((error as { stderr?: unknown }).stderr || (error as Error).message).trim();
    const first = (text.split('\n')[0] ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, 200);
    return ` and 'lfs-fetch' could not fetch it (${first || 'git lfs fetch failed'})`;
  }
}

function mismatch(pointer: LfsPointer, where: CommitFileAccess, file: CommitFile, found: { bytes: number }) {
  return new UserError(
    `${pointerAt(where, file)} whose object does not match it (the pointer says ${describePointer(pointer)}, the object in the LFS store is ${found.bytes.toLocaleString('en-US')} bytes with another hash), so it is not measured; commit the model again through LFS so the pointer names its real content`,
  );
}

/** The object's path in the store, fetched first when allowed; a UserError saying the step when it is not there. */
async function objectFor(pointer: LfsPointer, where: CommitFileAccess, file: CommitFile) {
  const located = async () => {
    const object = objectPath(await lfsObjectsDir(where.cwd), pointer.oid);
    return (await stat(object).catch(() => undefined))?.isFile() ? object : undefined;
  };
  const present = await located();
  if (present) return { object: present, fetched: fetchedThisRun.has(pointer.oid) };
  const why = await tryFetch(where, file);
  const fetched = !why && where.lfsFetch ? await located() : undefined;
  if (!fetched) throw await missingObject(pointer, where, file, why);
  fetchedThisRun.add(pointer.oid);
  return { object: fetched, fetched: true };
}

function malformed(where: CommitFileAccess, file: CommitFile): UserError {
  return new UserError(
    `'${where.input}' '${where.ref}': '${file.path}' starts like a Git LFS pointer but is not a valid one (it needs an 'oid sha256:' of 64 hex digits and a 'size'), so it is not measured; commit the model again through LFS`,
  );
}

/**
 * Writes `file` of the commit to `target` (a new file); returns the LFS object it came from, or null for a plain
 * blob. `maxBytes` refuses, before any copying, an object larger than the caller would ever read.
 */
export async function writeCommitFile(
  file: CommitFile,
  target: string,
  where: CommitFileAccess,
  refuseOver?: { maxBytes: number; message: (bytes: number) => string },
): Promise<LfsObjectSource | null> {
  const bytes = await readBlob(file.oid, where.cwd);
  if (!looksLikeLfsPointer(bytes)) {
    await writeFile(target, bytes);
    return null;
  }
  const pointer = parseLfsPointer(bytes);
  if (!pointer) throw malformed(where, file);
  if (refuseOver && pointer.size > refuseOver.maxBytes) throw new UserError(refuseOver.message(pointer.size));
  const { object, fetched } = await objectFor(pointer, where, file);
  const wrong = await copyVerified(object, target, pointer);
  if (wrong) throw mismatch(pointer, where, file, wrong);
  return { oid: pointer.oid, size: pointer.size, fetched };
}

/**
 * A commit's file as bytes, for reading its graph (rename pairing): the blob, or its LFS object when it is in
 * the store (fetched first when `fetchFrom` is given, that is with 'lfs-fetch: true') and matches the pointer.
 * Undefined otherwise: the pairing then does without this file's signature.
 */
export async function readCommitFile(
  file: CommitFile,
  cwd?: string,
  fetchFrom?: { commit: string },
): Promise<Buffer | undefined> {
  const bytes = await readBlob(file.oid, cwd).catch(() => undefined);
  if (!bytes || !looksLikeLfsPointer(bytes)) return bytes;
  const pointer = parseLfsPointer(bytes);
  if (!pointer) return undefined;
  const object = objectPath(await lfsObjectsDir(cwd).catch(() => ''), pointer.oid);
  const present = async () => (await stat(object).catch(() => undefined))?.size === pointer.size;
  if (!(await present()) && fetchFrom) {
    const remote = (await gitLfsInstalled(cwd)) ? await fetchRemote(cwd) : undefined;
    // A failed fetch is said later, by the gate of the model that needs this object, with the step to add.
    if (remote) await fetchObject(remote, fetchFrom.commit, file.path, cwd).catch(() => undefined);
    if (await present()) fetchedThisRun.add(pointer.oid);
  }
  if (!(await present())) return undefined;
  const content = await readFile(object);
  return createHash('sha256').update(content).digest('hex') === pointer.oid ? content : undefined;
}

/**
 * Whether the working tree's `repoPath` has the commit file's content: the same blob (git applies the LFS clean
 * filter where it is installed), or, for an LFS pointer, the pointer's size and SHA-256 (where the filter is not).
 */
export async function sameAsCommitFile(top: string, repoPath: string, base: CommitFile): Promise<boolean> {
  if ((await workingTreeOid(top, repoPath)) === base.oid) return true;
  const blob = await readBlob(base.oid, top).catch(() => undefined);
  const pointer = blob && parseLfsPointer(blob);
  if (!pointer) return false;
  const file = path.join(top, ...repoPath.split('/'));
  if ((await stat(file).catch(() => undefined))?.size !== pointer.size) return false;
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex') === pointer.oid;
}
