// The private copy of libonnxruntime.so.1 that the benchmark child loads through LD_LIBRARY_PATH: copied from
// the bundled onnxruntime-node for every run, then hashed again and compared with the hash pinned for this
// version (or, for a version without a pin, with the bundled file's own hash read before the copy).
import { copyFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LibraryMismatchError } from '../../errors.js';
import { sha256File, type ProvisionedFile } from './file-hash.js';
import { PINNED_RUNTIMES } from './pinned-hashes.js';
import { bundledRuntimeDir, ORT_LIBRARY } from './runtime-files.js';

export async function copyPrivateRuntime(
  dir: string,
  version: string,
  pinned: Readonly<Record<string, string>> = PINNED_RUNTIMES,
): Promise<ProvisionedFile> {
  const bundled = path.join(bundledRuntimeDir(), ORT_LIBRARY);
  const expected = pinned[version] ?? (await sha256File(bundled));
  const target = path.join(dir, ORT_LIBRARY);
  await copyFile(bundled, target);
  const sha256 = await sha256File(target);
  if (sha256 !== expected) {
    throw new LibraryMismatchError(
      `The private copy of ${ORT_LIBRARY} made from '${bundled}' has SHA-256 ${sha256}, not the ${expected} ${pinned[version] ? `latency-gate pins for onnxruntime ${version}` : 'of the bundled file'}, so it was not loaded; reinstall the action (its node_modules were changed), or report it if they were not`,
    );
  }
  return { file: ORT_LIBRARY, bytes: (await stat(target)).size, sha256 };
}
