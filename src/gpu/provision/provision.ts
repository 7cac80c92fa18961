// Puts the GPU provider libraries of exactly the bundled onnxruntime version beside a private copy of
// libonnxruntime.so.1, in a directory made for this run. onnxruntime looks for its provider libraries in the
// directory it was itself loaded from, and the binding finds libonnxruntime.so.1 through its RUNPATH ($ORIGIN),
// which LD_LIBRARY_PATH overrides: so the benchmark child, started with LD_LIBRARY_PATH=<this directory>, loads
// the stock binding, our copy of the runtime and the providers beside it, and the action's own files are never
// touched. Every file that will be loaded is hashed on every run and compared with a hash whose source the
// record states (docs/gpu.md, "Verification on every use").
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { LibraryMismatchError, PackageIntegrityError, UserError } from '../../errors.js';
import { readElf } from './elf.js';
import { downloadPackage, MAX_PACKAGE_BYTES } from './download.js';
import { copyHashed, sha256File, type ProvisionedFile } from './file-hash.js';
import { extractPackageFile, packageEntries, readNuspec } from './nupkg.js';
import { feedError, resolvePackage, type ResolvedPackage } from './nuget-feed.js';
import { gpuPackage, type GpuPackage } from './ort-gpu-package.js';
import { cachePackage, ensureCacheEnvironment, findCachedPackage } from './package-cache.js';
import { pinnedPackage, PINNED_GPU_PACKAGES, PINNED_RUNTIMES, type PinnedPackages } from './pinned-hashes.js';
import { copyPrivateRuntime } from './private-runtime.js';

/** The CUDA provider of onnxruntime 1.2x is a few hundred MB; a package entry declaring more is refused. */
export const MAX_LIBRARY_BYTES = 2 * 1024 ** 3;

/**
 * Where the hashes the files were compared with came from: `pinned` in latency-gate's source, the feed's
 * `catalog` (read again on this run), or none: a `gpu-libs` directory outside the pinned set, trusted as given.
 */
export type VerifiedAgainst = 'pinned' | 'catalog' | 'unverified-directory';

export interface ProvisionedLibs {
  /** This run's private directory, to put first on the child's LD_LIBRARY_PATH; removed after the run. */
  dir: string;
  source: 'downloaded' | 'tool-cache' | 'directory';
  package: { name: string; version: string };
  feed: string | null;
  verifiedAgainst: VerifiedAgainst;
  /** SHA-512 (base64) of the package the libraries were extracted from; null for a directory. */
  packageSha512: string | null;
  /** Every file the child will load: the provider libraries and the private runtime copy. */
  files: ProvisionedFile[];
}

export type ProviderName = 'cuda' | 'tensorrt';

/** Tables to verify against; tests pass their own, the product uses the ones in pinned-hashes.ts. */
export interface PinnedTables {
  pinned?: PinnedPackages;
  pinnedRuntimes?: Readonly<Record<string, string>>;
}

/** The provider libraries a provider needs: TensorRT runs with CUDA registered too (docs/gpu.md, "Session options"). */
export function requiredFiles(provider: ProviderName): string[] {
  const files = ['libonnxruntime_providers_shared.so', 'libonnxruntime_providers_cuda.so'];
  return provider === 'tensorrt' ? [...files, 'libonnxruntime_providers_tensorrt.so'] : files;
}

interface ExpectedPackage {
  sha512Base64: string;
  size: number | null;
  source: 'pinned' | 'catalog';
  pinnedFiles: Readonly<Record<string, string>> | null;
}

/** The hash the package must have: pinned in the source, else the one the feed's catalog publishes now. */
async function expectedPackage(
  feed: string,
  pkg: GpuPackage,
  pinned: PinnedPackages,
  signal: AbortSignal | undefined,
): Promise<{ expected: ExpectedPackage; resolved?: ResolvedPackage }> {
  const pin = pinnedPackage(pkg.name, pkg.version, pinned);
  if (pin)
    return { expected: { sha512Base64: pin.packageSha512, size: null, source: 'pinned', pinnedFiles: pin.files } };
  // Read on every run, cache hit or not: an unreachable feed cannot vouch for a cached package.
  const resolved = await resolvePackage(feed, pkg.name, pkg.version, signal);
  if (!resolved.published) {
    throw feedError(
      feed,
      `publishes no hash for ${pkg.name} ${pkg.version} (${resolved.publishedNote}) and latency-gate pins none for this version, so its package cannot be verified; extract runtimes/linux-x64/native/ of the package yourself and set 'gpu-libs' to that directory, which is then trusted as given`,
    );
  }
  const { sha512Base64, size } = resolved.published;
  return { expected: { sha512Base64, size, source: 'catalog', pinnedFiles: null }, resolved };
}

function whose(expected: ExpectedPackage, pkg: GpuPackage, feed: string): string {
  return expected.source === 'pinned'
    ? `the SHA-512 latency-gate pins for ${pkg.name} ${pkg.version}`
    : `the SHA-512 the catalog of 'gpu-feed' ${feed} publishes for ${pkg.name} ${pkg.version}`;
}

/** Extracts, checks and re-hashes each provider library into `dir`. */
async function extractLibraries(
  nupkg: string,
  dir: string,
  scratch: string,
  pkg: GpuPackage,
  pinnedFiles: Readonly<Record<string, string>> | null,
): Promise<ProvisionedFile[]> {
  const entries = await packageEntries(nupkg);
  const declared = await readNuspec(nupkg, entries, path.join(scratch, 'package.nuspec'));
  if (declared.id.toLowerCase() !== pkg.name.toLowerCase() || declared.version.toLowerCase() !== pkg.version) {
    throw new PackageIntegrityError(
      `its .nuspec says ${declared.id} ${declared.version}, not ${pkg.name} ${pkg.version}`,
    );
  }
  const files: ProvisionedFile[] = [];
  for (const { file, pathInPackage } of pkg.files) {
    const entry = entries.find((e) => e.name === pathInPackage);
    if (!entry) throw new PackageIntegrityError(`it has no ${pathInPackage}`);
    const target = path.join(dir, file);
    const bytes = await extractPackageFile(nupkg, entry, target, MAX_LIBRARY_BYTES);
    if (!(await readElf(target))?.x86_64SharedObject)
      throw new PackageIntegrityError(`${pathInPackage} is not an x86-64 shared library`);
    // Hashed from disk: the bytes the child will map, not the bytes that went past on the way.
    const sha256 = await sha256File(target);
    const pin = pinnedFiles?.[file];
    if (pinnedFiles && pin !== sha256) {
      throw new LibraryMismatchError(
        `${pathInPackage} in ${pkg.name} ${pkg.version} has SHA-256 ${sha256}, not the ${pin ?? '(none)'} latency-gate pins for it, so it was not loaded; report it, the pinned table and the package disagree`,
      );
    }
    files.push({ file, bytes, sha256 });
  }
  return files;
}

/** The package, verified, as a private copy in `scratch`: from the tool cache, or downloaded. */
async function verifiedPackage(
  feed: string,
  pkg: GpuPackage,
  scratch: string,
  { expected, resolved, signal }: { expected: ExpectedPackage; resolved?: ResolvedPackage; signal?: AbortSignal },
): Promise<{ file: string; source: 'downloaded' | 'tool-cache' }> {
  const file = path.join(scratch, 'package.nupkg');
  const maxBytes = expected.size ?? MAX_PACKAGE_BYTES;
  const cached = findCachedPackage(pkg.version, feed);
  if (cached) {
    // Copied while hashing, then only the copy is read: a cache entry swapped after the check is never used.
    const copy = await copyHashed(cached, file, maxBytes, signal).catch((error: unknown) => {
      signal?.throwIfAborted();
      if (error instanceof PackageIntegrityError) return undefined;
      throw error;
    });
    if (copy?.sha512Base64 !== expected.sha512Base64) {
      throw new LibraryMismatchError(
        `The GPU package in this runner's tool cache, '${cached}', does not have ${whose(expected, pkg, feed)}, so nothing in it was loaded; something changed the tool cache: delete '${path.dirname(cached)}' and find out what wrote there before trusting this runner again`,
      );
    }
    return { file, source: 'tool-cache' };
  }
  const { packageUrl } = resolved ?? (await resolvePackage(feed, pkg.name, pkg.version, signal));
  const download = await downloadPackage(packageUrl, file, (what) => feedError(feed, what), maxBytes, signal);
  if (expected.size !== null && expected.size !== download.bytes)
    throw feedError(feed, `sent ${download.bytes} bytes of ${packageUrl} but its catalog says ${expected.size}`);
  if (download.sha512Base64 !== expected.sha512Base64) {
    const what = expected.source === 'pinned' ? 'the one latency-gate pins' : 'the one its catalog publishes';
    throw new LibraryMismatchError(
      `'gpu-feed' ${feed} sent a ${packageUrl} whose SHA-512 differs from ${what}, so nothing in it was loaded; if the feed is a mirror, check what it serves`,
    );
  }
  return { file, source: 'downloaded' };
}

/**
 * `gpu-libs: auto`: the package from the tool cache (or downloaded from `feed` and then cached), verified
 * against its pinned or published hash on this run, extracted into a new private directory. The run's `signal`
 * stops the download or the copy at once; its reason is thrown and both directories are removed.
 */
export async function provisionFromFeed(
  feed: string,
  tables: PinnedTables = {},
  signal?: AbortSignal,
): Promise<ProvisionedLibs> {
  const temp = await ensureCacheEnvironment();
  const pkg = gpuPackage();
  const found = await expectedPackage(feed, pkg, tables.pinned ?? PINNED_GPU_PACKAGES, signal);
  const scratch = await mkdtemp(path.join(temp, 'latency-gate-nupkg-'));
  const dir = await mkdtemp(path.join(temp, 'latency-gate-gpu-'));
  try {
    const { file, source } = await verifiedPackage(feed, pkg, scratch, { ...found, ...(signal ? { signal } : {}) });
    signal?.throwIfAborted();
    const files = await extractLibraries(file, dir, scratch, pkg, found.expected.pinnedFiles);
    files.push(await copyPrivateRuntime(dir, pkg.version, tables.pinnedRuntimes ?? PINNED_RUNTIMES));
    // Cached only once everything above passed: nothing that failed a check is ever kept.
    if (source === 'downloaded') await cachePackage(file, pkg.version, feed);
    return {
      dir,
      source,
      package: { name: pkg.name, version: pkg.version },
      feed,
      verifiedAgainst: found.expected.source,
      packageSha512: found.expected.sha512Base64,
      files,
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    if (!(error instanceof PackageIntegrityError)) throw error;
    throw new UserError(
      `'gpu-feed' ${feed} sent a broken ${pkg.name} ${pkg.version} package (${error.message}); rerun to download it again, or fix the mirror`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
