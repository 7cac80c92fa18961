// Puts the GPU provider libraries of exactly the bundled onnxruntime version beside a private copy of
// libonnxruntime.so.1. onnxruntime looks for its provider libraries in the directory it was itself loaded
// from, and the binding finds libonnxruntime.so.1 through its RUNPATH ($ORIGIN), which LD_LIBRARY_PATH
// overrides: so the benchmark child, started with LD_LIBRARY_PATH=<this directory>, loads the stock binding,
// our copy of the runtime and the providers beside it, and the action's own files are never touched.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as toolCache from '@actions/tool-cache';
import { PackageIntegrityError, UserError } from '../../errors.js';
import { downloadPackage, type DownloadCheck } from './download.js';
import { readElf } from './elf.js';
import { extractPackageFile, packageEntries, readNuspec } from './nupkg.js';
import { resolvePackage } from './nuget-feed.js';
import { gpuPackage } from './ort-gpu-package.js';
import { bundledRuntimeDir, ORT_LIBRARY } from './runtime-files.js';
import { withQuietStdout } from './quiet-stdout.js';

export const TOOL_NAME = 'latency-gate-onnxruntime-gpu';
export const PROVENANCE = 'latency-gate-provenance.json';

export interface ProvisionedFile {
  file: string;
  bytes: number;
  sha256: string;
}

export interface ProvisionedLibs {
  /** The directory to put first on the child's LD_LIBRARY_PATH. */
  dir: string;
  source: 'downloaded' | 'tool-cache' | 'directory';
  package: { name: string; version: string };
  feed: string | null;
  download: DownloadCheck | null;
  files: ProvisionedFile[];
}

export type ProviderName = 'cuda' | 'tensorrt';

/** The provider libraries a provider needs: TensorRT runs with CUDA registered too (docs/gpu.md, "Session options"). */
export function requiredFiles(provider: ProviderName): string[] {
  const files = ['libonnxruntime_providers_shared.so', 'libonnxruntime_providers_cuda.so'];
  return provider === 'tensorrt' ? [...files, 'libonnxruntime_providers_tensorrt.so'] : files;
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function describeFile(dir: string, file: string): Promise<ProvisionedFile> {
  const full = path.join(dir, file);
  return { file, bytes: (await stat(full)).size, sha256: await sha256(full) };
}

/** The tool cache lives in RUNNER_TOOL_CACHE on a runner; a terminal run gets one under the user's cache dir. */
async function ensureCacheEnvironment(): Promise<string> {
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  process.env.RUNNER_TOOL_CACHE ||= path.join(cacheHome, 'latency-gate', 'tool-cache');
  process.env.RUNNER_TEMP ||= os.tmpdir();
  await mkdir(process.env.RUNNER_TEMP, { recursive: true });
  return process.env.RUNNER_TEMP;
}

async function checkElf(file: string, label: string): Promise<void> {
  const elf = await readElf(file);
  if (!elf?.x86_64SharedObject) throw new PackageIntegrityError(`${label} is not an x86-64 shared library`);
}

async function downloadToStaging(
  feed: string,
  staging: string,
): Promise<{ download: DownloadCheck; files: ProvisionedFile[] }> {
  const pkg = gpuPackage();
  const resolved = await resolvePackage(feed, pkg.name, pkg.version);
  const scratch = await mkdtemp(path.join(process.env.RUNNER_TEMP ?? os.tmpdir(), 'latency-gate-nupkg-'));
  try {
    const nupkg = path.join(scratch, 'package.nupkg');
    const download = await downloadPackage(resolved, nupkg, feed);
    const entries = await packageEntries(nupkg);
    const declared = await readNuspec(nupkg, entries, path.join(scratch, 'package.nuspec'));
    if (
      declared.id.toLowerCase() !== pkg.name.toLowerCase() ||
      declared.version.toLowerCase() !== pkg.version.toLowerCase()
    ) {
      throw new PackageIntegrityError(
        `its .nuspec says ${declared.id} ${declared.version}, not ${pkg.name} ${pkg.version}`,
      );
    }
    for (const { file, pathInPackage } of pkg.files) {
      const entry = entries.find((e) => e.name === pathInPackage);
      if (!entry) throw new PackageIntegrityError(`it has no ${pathInPackage}`);
      await extractPackageFile(nupkg, entry, path.join(staging, file));
      await checkElf(path.join(staging, file), pathInPackage);
    }
    return { download, files: await Promise.all(pkg.files.map((f) => describeFile(staging, f.file))) };
  } catch (error) {
    if (!(error instanceof PackageIntegrityError)) throw error;
    throw new UserError(
      `'gpu-feed' ${feed} sent a broken ${pkg.name} ${pkg.version} package (${error.message}); rerun to download it again, or fix the mirror`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** A cache entry is used only when it is complete and its runtime copy is the bundled runtime, byte for byte. */
async function validCacheEntry(dir: string, runtimeSha: string): Promise<ProvisionedLibs | null> {
  try {
    const saved = JSON.parse(await readFile(path.join(dir, PROVENANCE), 'utf8')) as ProvisionedLibs & {
      runtimeSha256: string;
    };
    if (saved.runtimeSha256 !== runtimeSha) return null;
    for (const f of saved.files)
      if (!existsSync(path.join(dir, f.file)) || (await stat(path.join(dir, f.file))).size !== f.bytes) return null;
    return { ...saved, dir, source: 'tool-cache' };
  } catch {
    return null;
  }
}

/** `gpu-libs: auto`: the tool cache, or a verified download from the feed that is then cached. */
export async function provisionFromFeed(feed: string): Promise<ProvisionedLibs> {
  const temp = await ensureCacheEnvironment();
  const pkg = gpuPackage();
  const runtime = path.join(bundledRuntimeDir(), ORT_LIBRARY);
  const runtimeSha = await sha256(runtime);
  const cached = withQuietStdout(() => toolCache.find(TOOL_NAME, pkg.version, 'x64'));
  if (cached) {
    const entry = await validCacheEntry(cached, runtimeSha);
    if (entry) return entry;
  }
  const staging = await mkdtemp(path.join(temp, 'latency-gate-gpu-'));
  try {
    const { download, files } = await downloadToStaging(feed, staging);
    await copyFile(runtime, path.join(staging, ORT_LIBRARY));
    const provisioned: ProvisionedLibs = {
      dir: staging,
      source: 'downloaded',
      package: { name: pkg.name, version: pkg.version },
      feed,
      download,
      files,
    };
    await writeFile(
      path.join(staging, PROVENANCE),
      `${JSON.stringify({ ...provisioned, runtimeSha256: runtimeSha }, null, 2)}\n`,
    );
    const dir = await withQuietStdout(() => toolCache.cacheDir(staging, TOOL_NAME, pkg.version, 'x64'));
    return { ...provisioned, dir };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** `gpu-libs: <dir>`: the user's provider libraries, linked beside a private runtime copy in a temp dir. */
export async function provisionFromDirectory(source: string, provider: ProviderName): Promise<ProvisionedLibs> {
  const pkg = gpuPackage();
  const missing = requiredFiles(provider).filter((f) => !existsSync(path.join(source, f)));
  if (missing.length) {
    throw new UserError(
      `'gpu-libs' directory '${source}' lacks ${missing.join(', ')}; put the files from runtimes/linux-x64/native/ of ${pkg.name} ${pkg.version} there, or set 'gpu-libs: auto' to download them`,
    );
  }
  for (const f of requiredFiles(provider)) {
    if (!(await readElf(path.join(source, f)))?.x86_64SharedObject)
      throw new UserError(
        `'gpu-libs' file '${path.join(source, f)}' is not an x86-64 shared library; use the files from runtimes/linux-x64/native/ of ${pkg.name} ${pkg.version}`,
      );
  }
  const dir = await mkdtemp(path.join(await ensureCacheEnvironment(), 'latency-gate-gpu-libs-'));
  await copyFile(path.join(bundledRuntimeDir(), ORT_LIBRARY), path.join(dir, ORT_LIBRARY));
  // The provider libraries are hundreds of MB: linked, not copied. onnxruntime opens them by full path.
  for (const f of requiredFiles(provider)) await symlink(path.resolve(source, f), path.join(dir, f));
  const files = await Promise.all(requiredFiles(provider).map((f) => describeFile(dir, f)));
  return {
    dir,
    source: 'directory',
    package: { name: pkg.name, version: pkg.version },
    feed: null,
    download: null,
    files,
  };
}
