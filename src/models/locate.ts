import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { execFile } from 'node:child_process';
import { mkdtemp, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { UserError } from '../inputs/errors.js';
import type { BaselineSource } from '../inputs/schema.js';

const run = promisify(execFile);

export interface LocatedModels {
  candidate: string;
  baseline: string;
  /** Where the baseline came from, for the report: a path, or 'origin/main:models/x.onnx'. */
  baselineLabel: string;
  warnings: string[];
}

/** Models larger than this are refused before loading: 2 GiB is protobuf's own limit for a single .onnx file. */
export const MAX_MODEL_BYTES = 2 * 1024 ** 3;

export async function checkModelFile(input: string, file: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info) throw new UserError(`'${input}' points to '${file}', which does not exist; check the path (it is relative to ${process.cwd()})`);
  if (info.isDirectory()) throw new UserError(`'${input}' points to '${file}', which is a directory; give the path of the .onnx file inside it`);
  if (info.size === 0) throw new UserError(`'${input}' points to '${file}', which is empty; check that the file was committed (and is not a Git LFS pointer) and was checked out`);
  if (info.size > MAX_MODEL_BYTES) throw new UserError(`'${input}' points to '${file}', which is ${(info.size / 1024 ** 3).toFixed(1)} GiB; models over 2 GiB must keep their weights in external data files`);
}

export async function locateModels(candidate: string, baseline: BaselineSource): Promise<LocatedModels> {
  await checkModelFile('candidate', candidate);
  const warnings: string[] = [];
  if (baseline.kind === 'file') {
    await checkModelFile('baseline', baseline.path);
    if (path.resolve(baseline.path) === path.resolve(candidate)) {
      warnings.push(`'candidate' and 'baseline' are the same file (${candidate}): this is an A/A run that measures the runner's noise, not a change.`);
    }
    return { candidate, baseline: baseline.path, baselineLabel: baseline.path, warnings };
  }
  const inRef = baseline.path ?? (await pathInRepo(candidate));
  const file = await showFromRef(baseline.ref, inRef);
  return { candidate, baseline: file, baselineLabel: `${baseline.ref}:${inRef}`, warnings };
}

async function git(args: string[], options: { encoding: 'buffer' | 'utf8' } = { encoding: 'utf8' }) {
  return run('git', args, { encoding: options.encoding as BufferEncoding, maxBuffer: MAX_MODEL_BYTES });
}

async function pathInRepo(file: string): Promise<string> {
  try {
    const { stdout } = await git(['ls-files', '--full-name', '--error-unmatch', '--', file]);
    return String(stdout).trim().split('\n')[0] ?? file;
  } catch {
    // Not tracked (or not a repository): fall back to the path relative to the top level.
    try {
      const { stdout } = await git(['rev-parse', '--show-toplevel']);
      return path.relative(String(stdout).trim(), path.resolve(file)).split(path.sep).join('/');
    } catch {
      throw new UserError(`'baseline-ref' needs a git repository, but ${process.cwd()} is not one; check out the repository (actions/checkout) or use 'baseline'`);
    }
  }
}

/** Reads REF:PATH with `git show` into a temp file; a missing ref or a shallow clone gets a message saying what to fetch. */
async function showFromRef(ref: string, file: string): Promise<string> {
  const refOk = await git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).then(() => true, () => false);
  if (!refOk) {
    const shallow = await git(['rev-parse', '--is-shallow-repository']).then((r) => String(r.stdout).trim() === 'true', () => false);
    const fix = shallow
      ? "this is a shallow clone: set 'fetch-depth: 0' on actions/checkout"
      : `fetch it first, e.g. 'git fetch origin ${ref.replace(/^origin\//, '')}' (or 'fetch-depth: 0' on actions/checkout)`;
    throw new UserError(`'baseline-ref' '${ref}' was not found in this clone; ${fix}`);
  }
  let bytes: Buffer;
  try {
    const { stdout } = await git(['show', `${ref}:${file}`], { encoding: 'buffer' });
    bytes = stdout as unknown as Buffer;
  } catch {
    throw new UserError(`'${file}' does not exist at 'baseline-ref' '${ref}'; set 'baseline-path' to the model's path in that ref (a new model has no baseline: use 'baseline' instead)`);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-baseline-'));
  const target = path.join(dir, path.basename(file));
  await writeFile(target, bytes);
  return target;
}

export interface ModelFileInfo {
  bytes: number | null;
  sha256: string | null;
}

/** Size and content hash, so a record says exactly which bytes were measured (null if unreadable). */
export async function describeModelFile(file: string): Promise<ModelFileInfo> {
  try {
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
