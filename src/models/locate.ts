import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { git } from '../git.js';
import { UserError } from '../errors.js';
import type { BaselineSource } from '../inputs/config.js';
import { runTempDir } from '../run-temp.js';
import { writeCommitFile, type LfsObjectSource } from './commit-file.js';
import { dvcAtRef, dvcTrackingFile } from '../dvc.js';
import { checkRef, readBlob, resolveAtCommit, resolveCommit } from './git-tree.js';
import { parseModelFacts } from './inspect.js';
import type { CheckedPath } from '../workspace.js';

export interface LocatedModels {
  candidate: string;
  baseline: string;
  /** Where the baseline came from, for the report: a path, or 'origin/main:models/x.onnx'. */
  baselineLabel: string;
  /** The commit a baseline from a git ref was read from. */
  baselineCommit?: string;
  /** Where each model's bytes came from, for the record. */
  sources: { candidate: ModelSource; baseline: ModelSource };
  warnings: string[];
}

/**
 * Where a model's bytes came from: a file of the workspace as it is on disk, or a file of a commit (its real
 * path after symlinks, the ref as given, the blob, and the LFS object the blob pointed to).
 */
export type ModelSource =
  | { kind: 'workspace'; path: string }
  | { kind: 'git'; path: string; ref: string; commit: string; blob: string; lfs: LfsObjectSource | null };

/**
 * Models larger than this are refused before loading: 2 GiB is protobuf's own limit for a single .onnx file
 * (bigger models keep their weights in external data files). Checked with stat, so a huge file costs nothing.
 */
export const MAX_MODEL_BYTES = 2 * 1024 ** 3;

/** Is a regular file, not empty, within the size guard; the messages quote the path as given. */
export async function checkModelFile(input: string, checked: CheckedPath): Promise<CheckedPath> {
  const file = checked.given;
  const info = await stat(checked.resolved).catch(() => undefined);
  if (!info)
    throw new UserError(
      `'${input}' points to '${file}', which does not exist; check the path (it is relative to ${process.cwd()})`,
    );
  if (info.isDirectory())
    throw new UserError(
      `'${input}' points to '${file}', which is a directory; give the path of the .onnx file inside it`,
    );
  if (!info.isFile())
    throw new UserError(`'${input}' points to '${file}', which is not a regular file; give the path of the .onnx file`);
  if (info.size === 0)
    throw new UserError(
      `'${input}' points to '${file}', which is empty; check that the file was committed (and is not a Git LFS pointer) and was checked out`,
    );
  if (info.size > MAX_MODEL_BYTES) {
    throw new UserError(
      `'${input}' points to '${file}', which is ${info.size.toLocaleString('en-US')} bytes, over the 2 GiB limit of a single .onnx file; export the model with its weights in external data files`,
    );
  }
  return checked;
}

/**
 * The path the benchmark child opens, and names in its messages: the path as the user typed it where it is the
 * checked file itself (no symlink on the way), so messages quote what the user wrote; else the checked path.
 */
function asGiven(checked: CheckedPath): string {
  return path.resolve(checked.given) === checked.resolved ? checked.given : checked.resolved;
}

/** The model files of a run, as checked with the settings (or by the function that discovered them). */
export interface CheckedModels {
  candidate: CheckedPath;
  baseline?: CheckedPath;
}

/**
 * Checks both model files (the baseline from a git ref is written by the gate itself, to a temp file) and
 * warns when candidate and baseline are one file, also through a symlink (checked paths are resolved).
 */
export async function locateModels(
  baseline: BaselineSource,
  checked: CheckedModels,
  { lfsFetch = false }: { lfsFetch?: boolean } = {},
): Promise<LocatedModels> {
  const candidateReal = await checkModelFile('candidate', checked.candidate);
  const candidate = candidateReal.given;
  const warnings: string[] = [];
  if (baseline.kind === 'file') {
    if (!checked.baseline) throw new Error('the baseline file was not checked with the settings');
    const baselineReal = await checkModelFile('baseline', checked.baseline);
    if (baselineReal.resolved === candidateReal.resolved) {
      warnings.push(
        `'candidate' and 'baseline' are the same file (${candidate}): this is an A/A run that measures the runner's noise, not a change.`,
      );
    }
    return {
      candidate: asGiven(candidateReal),
      baseline: asGiven(baselineReal),
      baselineLabel: baselineReal.given,
      sources: {
        candidate: { kind: 'workspace', path: candidate },
        baseline: { kind: 'workspace', path: baselineReal.given },
      },
      warnings,
    };
  }
  // Before the path is looked up: a ref that is not one is the first thing to say.
  checkRef('baseline-ref', baseline.ref);
  const inRef = baseline.path ?? (await pathInRepo(candidate));
  const { file, commit, source } = await showFromRef(baseline.ref, inRef, lfsFetch);
  return {
    candidate: asGiven(candidateReal),
    baseline: file,
    baselineLabel: `${baseline.ref}:${inRef}`,
    baselineCommit: commit,
    sources: { candidate: { kind: 'workspace', path: candidate }, baseline: source },
    warnings,
  };
}

async function pathInRepo(file: string): Promise<string> {
  try {
    const stdout = await git(['ls-files', '--full-name', '--error-unmatch', '--', file]);
    return stdout.trim().split('\n')[0] ?? file;
  } catch {
    // Not tracked (or not a repository): fall back to the path relative to the top level.
    try {
      const stdout = await git(['rev-parse', '--show-toplevel']);
      return path.relative(stdout.trim(), path.resolve(file)).split(path.sep).join('/');
    } catch {
      throw new UserError(
        `'baseline-ref' needs a git repository, but ${process.cwd()} is not one; check out the repository (actions/checkout) or use 'baseline'`,
      );
    }
  }
}

/**
 * Reads REF:PATH (following symlinks, as a checkout would) into the run's temporary directory, with the
 * external data files the model names beside it, each through the LFS store when git holds a pointer; a missing
 * ref or a shallow clone gets a message saying what to fetch, a model DVC tracks the DVC step.
 */
async function showFromRef(
  ref: string,
  file: string,
  lfsFetch: boolean,
): Promise<{ file: string; commit: string; source: ModelSource }> {
  const commit = await resolveCommit(
    'baseline-ref',
    ref,
    `fetch it first, e.g. 'git fetch origin ${ref.replace(/^origin\//, '')}' (or 'fetch-depth: 0' on actions/checkout)`,
  );
  const found = await resolveAtCommit(commit, file);
  if (!found) {
    const dvc = await dvcTrackingFile(file, {
      isFile: async (p) => Boolean(await resolveAtCommit(commit, p)),
      read: async (p) => {
        const blob = await resolveAtCommit(commit, p);
        return blob && (await readBlob(blob.oid).catch(() => undefined))?.toString('utf8');
      },
    });
    if (dvc) throw new UserError(dvcAtRef(ref, file, dvc));
    throw new UserError(
      `'${file}' does not exist at 'baseline-ref' '${ref}'; set 'baseline-path' to the model's path in that ref (a new model has no baseline: use 'baseline' instead)`,
    );
  }
  const access = { input: 'baseline-ref', ref, commit, lfsFetch };
  const dir = await mkdtemp(path.join(runTempDir(), 'baseline-'));
  const target = path.join(dir, path.basename(file));
  const lfs = await writeCommitFile(found, target, access, {
    maxBytes: MAX_MODEL_BYTES,
    message: (bytes) =>
      `'baseline-ref' '${ref}': '${found.path}' is a Git LFS object of ${bytes.toLocaleString('en-US')} bytes, over the 2 GiB limit of a single .onnx file; export the model with its weights in external data files`,
  });
  // Weights kept in external data files live beside the model in the ref too; a side file that is not there
  // is reported by the model inspection, which names it.
  let locations: string[] = [];
  try {
    locations = parseModelFacts(await readFile(target)).externalData;
  } catch {
    // Not a model: the inspection says what it is.
  }
  for (const location of locations.filter((l) => !path.isAbsolute(l) && !l.split(/[\\/]/).includes('..'))) {
    const sideFile = await resolveAtCommit(commit, path.posix.join(path.posix.dirname(found.path), location));
    if (!sideFile) continue;
    await mkdir(path.dirname(path.join(dir, location)), { recursive: true });
    await writeCommitFile(sideFile, path.join(dir, location), access);
  }
  return {
    file: target,
    commit,
    source: {
      kind: 'git',
      // Clipped to the record's limits: a ref or path this long is legal git, and costs only its tail in the record.
      path: found.path.slice(0, 4096),
      ref: ref.slice(0, 256),
      commit,
      blob: found.oid,
      lfs,
    },
  };
}

export interface ModelFileInfo {
  bytes: number | null;
  sha256: string | null;
}

/** Size and content hash, so a record says exactly which bytes were measured (null if unreadable). */
export async function describeModelFile(file: string): Promise<ModelFileInfo> {
  try {
    // Only regular files within the size guard are read: a FIFO would block the read forever, and a refused
    // huge file would cost gigabytes of reading for a hash nobody needs.
    const info = await stat(file);
    if (!info.isFile()) return { bytes: null, sha256: null };
    if (info.size > MAX_MODEL_BYTES) return { bytes: info.size, sha256: null };
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of createReadStream(file)) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    return { bytes, sha256: hash.digest('hex') };
  } catch {
    return { bytes: null, sha256: null };
  }
}
