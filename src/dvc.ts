import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// DVC keeps a model outside git: git holds `<model>.dvc` (or a `dvc.lock` stage output), and `dvc pull` puts the
// file in place. The gate does not run DVC (it would need the team's remote and its credentials); where it
// expects a model and finds DVC's bookkeeping instead, it says the one command that brings the model.

/** The outputs (`outs: - path: …`) of a dvc.lock, relative to the lock file's directory. */
export function dvcLockOutputs(text: string): string[] {
  const outputs: string[] = [];
  let outsIndent = -1;
  for (const line of text.split(/\r?\n/)) {
    const indent = line.length - line.trimStart().length;
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    if (outsIndent >= 0 && indent <= outsIndent && !trimmed.startsWith('-')) outsIndent = -1;
    if (/^outs:\s*$/.test(trimmed)) {
      outsIndent = indent;
      continue;
    }
    const out = outsIndent >= 0 ? /^-\s+path:\s*(.+)$/.exec(trimmed) : null;
    if (out?.[1]) outputs.push(out[1].replace(/^(['"])(.*)\1$/, '$2'));
  }
  return outputs;
}

/** Whether a file's first bytes are a `.dvc` pointer's YAML (an `outs:` list with an md5 or hash). */
export function looksLikeDvcPointer(head: string): boolean {
  return /^outs:\s*$/m.test(head) && /^\s*-?\s*(md5|hash|etag):/m.test(head);
}

/** How the DVC files are read: from the working tree, or from a commit (paths relative to the place asked). */
export interface DvcFiles {
  isFile(file: string): Promise<boolean>;
  /** The text of a file, undefined when there is none. */
  read(file: string): Promise<string | undefined>;
}

/**
 * The DVC file that tracks `file` ('/'-separated, relative to `top`): `<file>.dvc`, or a `dvc.lock` in its
 * directory or one above it listing it as an output; undefined when DVC does not track it. One rule for the
 * working tree and for a commit, so the two never disagree.
 */
export async function dvcTrackingFile(file: string, files: DvcFiles): Promise<string | undefined> {
  if (await files.isFile(`${file}.dvc`)) return `${file}.dvc`;
  const parts = file.split('/');
  for (let i = parts.length - 1; i >= 0; i--) {
    const dir = parts.slice(0, i).join('/');
    const lockPath = dir ? `${dir}/dvc.lock` : 'dvc.lock';
    const text = await files.read(lockPath);
    const rest = parts.slice(i).join('/');
    if (text && dvcLockOutputs(text).some((out) => path.posix.normalize(out) === rest)) return lockPath;
  }
  return undefined;
}

/** The working tree under `top` as DvcFiles. */
export function workingTreeDvcFiles(top: string): DvcFiles {
  const at = (file: string) => path.join(top, ...file.split('/'));
  return {
    isFile: (file) =>
      stat(at(file)).then(
        (s) => s.isFile(),
        () => false,
      ),
    read: (file) => readFile(at(file), 'utf8').catch(() => undefined),
  };
}

/**
 * The .onnx models DVC tracks among a branch's changed files: `<model>.onnx.dvc` files, and the .onnx outputs
 * of each changed `dvc.lock` (as repository paths). git's diff cannot see them change; the caller says so.
 */
export async function dvcModelsAmong(changed: readonly string[], files: DvcFiles): Promise<string[]> {
  const models = new Set<string>();
  for (const file of changed) {
    if (/\.onnx\.dvc$/i.test(file)) models.add(file.slice(0, -'.dvc'.length));
    if (file !== 'dvc.lock' && !file.endsWith('/dvc.lock')) continue;
    const dir = path.posix.dirname(file);
    for (const out of dvcLockOutputs((await files.read(file)) ?? ''))
      if (out.toLowerCase().endsWith('.onnx')) models.add(path.posix.normalize(path.posix.join(dir, out)));
  }
  return [...models].sort();
}

/** The sentence for models DVC tracks that a changed-models run cannot gate from git. */
export function dvcChangedModels(since: string, models: readonly string[]): string {
  return `${models.map((m) => `'${m}'`).join(', ')} changed since '${since}' through DVC, which git holds no model of, so this run does not gate ${models.length === 1 ? 'it' : 'them'}; gate each in its own step: 'dvc pull' the model, 'dvc get . <path> --rev <base> -o <file>' its base, and pass them as 'candidate' and 'baseline' (docs/workflows.md, "Models in DVC")`;
}

/** A path as a shell word in advice: plain when it is safe, else double-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9._/@%+=:,-]+$/.test(word) ? word : `"${word.replace(/(["\\$`])/g, '\\$1')}"`;
}

/** The sentence for a model in the working tree that DVC tracks but nobody pulled. */
export function dvcNotPulled(input: string, file: string, tracking: string): string {
  return `'${input}' points to '${file}', which DVC tracks ('${tracking}') but is not in the workspace; add a step that runs 'dvc pull ${shellWord(file)}' before the gate`;
}

/** The sentence for a baseline at a git ref whose model DVC tracks: git holds no model there to read. */
export function dvcAtRef(ref: string, repoPath: string, tracking: string): string {
  const name = path.posix.basename(repoPath);
  return `'baseline-ref' '${ref}' has no model at '${repoPath}' because DVC tracks it ('${tracking}'); add a step that runs 'dvc get . ${shellWord(repoPath)} --rev ${shellWord(ref)} -o ${shellWord(`baseline-${name}`)}' and set 'baseline: ${`baseline-${name}`}' instead of 'baseline-ref'`;
}
