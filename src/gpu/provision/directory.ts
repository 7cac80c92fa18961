// `gpu-libs: <dir>`: provider libraries the runner's owner put there. They are hashed on every run; files that
// match the hashes pinned for this onnxruntime version are `pinned`, anything else (another build, a CUDA 12
// build from another feed) is used as given and said to be so: `unverified-directory` in the record and the log.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../../errors.js';
import { readElf } from './elf.js';
import { sha256File } from './file-hash.js';
import { gpuPackage } from './ort-gpu-package.js';
import { ensureCacheEnvironment } from './package-cache.js';
import { pinnedPackage, PINNED_GPU_PACKAGES, PINNED_RUNTIMES } from './pinned-hashes.js';
import { copyPrivateRuntime } from './private-runtime.js';
import { requiredFiles, type PinnedTables, type ProviderName, type ProvisionedLibs } from './provision.js';

/** Said in the log and among the report's warnings whenever a directory's files are not the pinned ones. */
export function trustedAsGiven(source?: string): string {
  return `The 'gpu-libs' directory${source ? ` '${source}'` : ''} does not hold files whose hashes latency-gate pins for this onnxruntime version, so its provider libraries were trusted as given: whoever can write to that directory decides what the benchmark process runs.`;
}

export async function provisionFromDirectory(
  source: string,
  provider: ProviderName,
  tables: PinnedTables = {},
): Promise<ProvisionedLibs> {
  const pkg = gpuPackage();
  const needed = requiredFiles(provider);
  const missing = needed.filter((f) => !existsSync(path.join(source, f)));
  if (missing.length) {
    throw new UserError(
      `'gpu-libs' directory '${source}' lacks ${missing.join(', ')}; put the files from runtimes/linux-x64/native/ of ${pkg.name} ${pkg.version} there, or set 'gpu-libs: auto' to download them`,
    );
  }
  for (const f of needed) {
    if (!(await readElf(path.join(source, f)))?.x86_64SharedObject)
      throw new UserError(
        `'gpu-libs' file '${path.join(source, f)}' is not an x86-64 shared library; use the files from runtimes/linux-x64/native/ of ${pkg.name} ${pkg.version}`,
      );
  }
  const dir = await mkdtemp(path.join(await ensureCacheEnvironment(), 'latency-gate-gpu-libs-'));
  try {
    const runtime = await copyPrivateRuntime(dir, pkg.version, tables.pinnedRuntimes ?? PINNED_RUNTIMES);
    // The provider libraries are hundreds of MB: linked, not copied. onnxruntime opens them by full path.
    const files = [];
    for (const f of needed) {
      const link = path.join(dir, f);
      await symlink(path.resolve(source, f), link);
      files.push({ file: f, bytes: (await stat(link)).size, sha256: await sha256File(link) });
    }
    const pin = pinnedPackage(pkg.name, pkg.version, tables.pinned ?? PINNED_GPU_PACKAGES);
    const pinned = pin !== undefined && files.every((f) => pin.files[f.file] === f.sha256);
    return {
      dir,
      source: 'directory',
      package: { name: pkg.name, version: pkg.version },
      feed: null,
      verifiedAgainst: pinned ? 'pinned' : 'unverified-directory',
      packageSha512: null,
      files: [...files, runtime],
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
