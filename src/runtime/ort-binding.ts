// onnxruntime-node's binaries for a platform the action's release layout does not carry (it carries linux-x64
// only, so a matrix job downloads tens of MB, not every platform's). On first use the package's tarball comes
// from the npm registry, must match the integrity package-lock.json records for it, and this platform's
// bin/ folder is kept in the tool cache, as the GPU libraries are. Nothing in the cache is trusted: every use
// copies the files into a private directory while hashing them against the pins, and only the copies are loaded
// (docs/publishing.md, "Other platforms").
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import * as toolCache from '@actions/tool-cache';
import { LibraryMismatchError, PackageIntegrityError, UserError } from '../errors.js';
import { downloadPackage } from '../gpu/provision/download.js';
import { copyHashed } from '../gpu/provision/file-hash.js';
import { ensureCacheEnvironment } from '../gpu/provision/package-cache.js';
import { withQuietStdout } from '../gpu/provision/quiet-stdout.js';
import { ORT_PACKAGE_PIN, type OrtPackagePin } from './ort-package-pin.js';
import { extractPlatformBinaries, type PinnedFiles } from './ort-tarball.js';
import { npmRegistry, registryError, tarballUrl } from './registry.js';

export const TOOL_NAME = 'latency-gate-onnxruntime-node';

/** onnxruntime-node 1.30's tarball is about 110 MB; a registry that sends several times that is stopped. */
const MAX_TARBALL_BYTES = 1024 ** 3;

export interface OrtBinding {
  /** A private directory holding this platform's verified binaries; removed by the caller. */
  dir: string;
  source: 'downloaded' | 'tool-cache';
  platform: string;
  /** The registry the tarball came from; null when the tool cache had it. */
  registry: string | null;
}

export interface OrtBindingOptions {
  /** `<platform>-<arch>`, this process's by default; tests take linux-x64 through the download. */
  platform?: string;
  pin?: OrtPackagePin;
  registry?: string;
  /** The run's: a SIGTERM stops the download or the copy at once, and what was written is removed. */
  signal?: AbortSignal;
}

export const hostPlatform = (): string => `${process.platform}-${process.arch}`;

/** Copies each pinned file from the tool cache into `dir`, hashing the copy; false when any differs. */
async function copyFromCache(cached: string, dir: string, files: PinnedFiles, signal?: AbortSignal): Promise<boolean> {
  for (const [name, pin] of Object.entries(files)) {
    const copy = await copyHashed(path.join(cached, name), path.join(dir, name), pin.bytes, signal).catch(() => {
      signal?.throwIfAborted();
      return undefined;
    });
    if (copy?.sha512Base64 !== pin.sha512) return false;
  }
  return true;
}

async function download(
  dir: string,
  platform: string,
  files: PinnedFiles,
  { registry, pin, signal }: { registry: string; pin: OrtPackagePin; signal: AbortSignal | undefined },
) {
  const scratch = await mkdtemp(path.join(await ensureCacheEnvironment(), 'latency-gate-npm-'));
  try {
    const tarball = path.join(scratch, 'package.tgz');
    const url = tarballUrl(registry, pin.name, pin.version);
    const got = await downloadPackage(
      url,
      tarball,
      (what) => registryError(registry, what, pin),
      MAX_TARBALL_BYTES,
      signal,
    );
    if (`sha512-${got.sha512Base64}` !== pin.integrity) {
      throw new LibraryMismatchError(
        `The npm registry ${registry} sent a ${pin.name} ${pin.version} package whose SHA-512 differs from the integrity package-lock.json records for it, so nothing in it was loaded; if npm_config_registry points at a mirror, check what it serves`,
      );
    }
    try {
      await extractPlatformBinaries(tarball, dir, platform, files);
      signal?.throwIfAborted();
    } catch (error) {
      if (!(error instanceof PackageIntegrityError)) throw error;
      throw new LibraryMismatchError(
        `The ${pin.name} ${pin.version} package from ${registry} matches its lockfile integrity but not latency-gate's pins for ${platform} (${error.message}), so nothing in it was loaded; report it: the pins and the lockfile disagree`,
      );
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** This platform's onnxruntime-node binaries, verified, in a new private directory: from the tool cache, or downloaded. */
export async function provisionOrtBinding(options: OrtBindingOptions = {}): Promise<OrtBinding> {
  const pin = options.pin ?? ORT_PACKAGE_PIN;
  const platform = options.platform ?? hostPlatform();
  const files = pin.platforms[platform];
  if (!files) {
    throw new UserError(
      `${pin.name} ${pin.version} has no build for ${platform}; run latency-gate on one of ${Object.keys(pin.platforms).join(', ')}`,
    );
  }
  const dir = await mkdtemp(path.join(await ensureCacheEnvironment(), 'latency-gate-ort-'));
  try {
    const cached = withQuietStdout(() => toolCache.find(TOOL_NAME, pin.version, platform));
    if (cached) {
      if (!(await copyFromCache(cached, dir, files, options.signal))) {
        throw new LibraryMismatchError(
          `The ${pin.name} ${pin.version} binaries in this runner's tool cache, '${cached}', do not have the SHA-512 latency-gate pins for them, so none was loaded; delete '${cached}' and find out what wrote there before trusting this runner again`,
        );
      }
      return { dir, source: 'tool-cache', platform, registry: null };
    }
    const registry = options.registry ?? npmRegistry();
    await download(dir, platform, files, { registry, pin, signal: options.signal });
    // Cached only once every file passed: nothing that failed a check is kept.
    await withQuietStdout(() => toolCache.cacheDir(dir, TOOL_NAME, pin.version, platform));
    return { dir, source: 'downloaded', platform, registry };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
