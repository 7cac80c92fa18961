import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { NpyFormatError, NpzFormatError, UserError } from '../errors.js';
import type { TensorData } from './dtype-ranges.js';
import { parseNpy } from './npy.js';
import { formatBytes, readNpz } from './npz.js';
import type { SynthesizableType } from './signature.js';
import { checkDiscovered } from '../inputs/paths.js';
import type { CheckedPath, WorkspaceAccess } from '../workspace.js';

// The `inputs` input: real data for some or all model inputs, as a .npz archive, a directory of .npy files or
// one .npy file, each array named after the model input it feeds. Read and parsed here, in the parent, so a
// wrong path or a damaged file is reported before onnxruntime starts, and the workspace guard for data
// files lives next to the one for models; the arrays travel to the benchmark child as typed arrays (the IPC
// channel uses structured clone). Whether they fit the models is checked in the child, which alone knows
// the models' signatures (src/models/fit-user-inputs.ts).

export interface UserArray {
  /** The model input it feeds: the file name without '.npy', or the key given to np.savez. */
  name: string;
  /** Where it came from, quoted for messages: "'data/input.npy'" or "'data.npz' (array 'input')". */
  origin: string;
  type: SynthesizableType;
  shape: number[];
  data: TensorData;
}

export interface UserInputs {
  source: string;
  arrays: UserArray[];
}

/**
 * The most input data the gate reads (uncompressed). Timing needs one batch, agreement a few: more only
 * costs memory in two processes and time to copy. Compressed archives are checked before inflating.
 */
export const MAX_INPUT_BYTES = 512 * 1024 ** 2;

function tooLarge(source: string, bytes: number): UserError {
  return new UserError(
    `'inputs' '${source}' holds ${formatBytes(bytes)} of data, over the ${formatBytes(MAX_INPUT_BYTES)} input size guard; give a smaller batch (one batch is enough to time a model)`,
  );
}

function parseArray(name: string, origin: string, bytes: Uint8Array): UserArray {
  try {
    return { name, origin, ...parseNpy(bytes) };
  } catch (error) {
    if (error instanceof NpyFormatError) throw new UserError(`'inputs' file ${origin} ${error.message}`);
    throw error;
  }
}

async function fromDirectory(dir: CheckedPath, access: WorkspaceAccess): Promise<UserArray[]> {
  const source = dir.given;
  const files = (await readdir(dir.resolved, { withFileTypes: true }))
    .filter((entry) => entry.name.toLowerCase().endsWith('.npy') && !entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  if (files.length === 0) {
    throw new UserError(
      `'inputs' directory '${source}' holds no .npy files; save one '<input name>.npy' per model input with np.save, or give a .npz file`,
    );
  }
  let total = 0;
  const arrays: UserArray[] = [];
  for (const file of files) {
    const full = path.join(source, file);
    // A discovery point: each file is checked on its own, since a symlink inside the directory could lead
    // anywhere.
    const checked = await checkDiscovered('inputs', full, access);
    total += (await stat(checked.resolved)).size;
    if (total > MAX_INPUT_BYTES) throw tooLarge(source, total);
    arrays.push(parseArray(file.replace(/\.npy$/i, ''), `'${full}'`, await readFile(checked.resolved)));
  }
  return arrays;
}

function fromArchive(source: string, bytes: Uint8Array): UserArray[] {
  let members;
  try {
    members = readNpz(bytes, MAX_INPUT_BYTES);
  } catch (error) {
    if (error instanceof NpzFormatError) throw new UserError(`'inputs' file '${source}' ${error.message}`);
    throw error;
  }
  if (members.length === 0)
    throw new UserError(
      `'inputs' file '${source}' holds no arrays; save one array per model input with np.savez(path, input_name=array)`,
    );
  return members.map((m) => parseArray(m.name, `'${source}' (array '${m.name}')`, m.bytes));
}

/**
 * Reads `inputs` into named typed arrays; every problem is one UserError. The messages and the record name the
 * path as given.
 */
export async function loadUserInputs(checked: CheckedPath, access: WorkspaceAccess): Promise<UserInputs> {
  const source = checked.given;
  const info = await stat(checked.resolved).catch(() => undefined);
  if (!info)
    throw new UserError(
      `'inputs' points to '${source}', which does not exist; check the path (it is relative to ${process.cwd()})`,
    );
  if (info.isDirectory()) return { source, arrays: await fromDirectory(checked, access) };
  const extension = path.extname(source).toLowerCase();
  if (extension !== '.npz' && extension !== '.npy') {
    throw new UserError(
      `'inputs' must be a .npz file, a .npy file or a directory of .npy files, got '${source}'; save arrays with np.savez(path, input_name=array)`,
    );
  }
  if (info.size > MAX_INPUT_BYTES) throw tooLarge(source, info.size);
  const bytes = await readFile(checked.resolved);
  if (extension === '.npy')
    return { source, arrays: [parseArray(path.basename(source, path.extname(source)), `'${source}'`, bytes)] };
  return { source, arrays: fromArchive(source, bytes) };
}
