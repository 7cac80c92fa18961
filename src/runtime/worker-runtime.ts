// Which onnxruntime-node binary the benchmark worker loads. Where the installed package has this platform's
// binary (the npm package always; the release layout on linux-x64) nothing changes. Where it has not, the
// binaries are provisioned once per process (src/runtime/ort-binding.ts) and the worker is told where they are
// through one variable, which only the release layout's copy of onnxruntime-node reads
// (scripts/release-layout.ts): the worker still loads one onnxruntime-node, the one beside the action.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LibraryMismatchError, UserError } from '../errors.js';
import { hostPlatform, provisionOrtBinding, type OrtBinding } from './ort-binding.js';

/** Set in the worker's environment to the directory of the provisioned binaries. */
export const BINDING_DIR_VARIABLE = 'LATENCY_GATE_ORT_BINDING_DIR';
/** Test switch: act as if the installed package had no binary for this platform (it still loads its own). */
export const FORCE_DOWNLOAD_VARIABLE = 'LATENCY_GATE_TEST_ORT_DOWNLOAD';

/** The installed onnxruntime-node, found the way Node resolves it from this file (dist/ or build/src/runtime/). */
export function installedOrtDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', 'onnxruntime-node');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error('onnxruntime-node is not installed beside latency-gate');
  }
}

export function hasBundledBinary(ortDir: string, platform = hostPlatform()): boolean {
  const [os, arch] = platform.split('-');
  return existsSync(path.join(ortDir, 'bin', 'napi-v6', os ?? '', arch ?? '', 'onnxruntime_binding.node'));
}

/** Whether this copy of onnxruntime-node can load its binding from BINDING_DIR_VARIABLE (the release layout's can). */
export function loadsProvisionedBinary(ortDir: string): boolean {
  return readFileSync(path.join(ortDir, 'dist', 'binding.js'), 'utf8').includes(BINDING_DIR_VARIABLE);
}

let provisioned: Promise<OrtBinding> | undefined;

/** Where the worker's binaries came from, for debug output. */
export function describeBinding(binding: OrtBinding): string {
  const from =
    binding.source === 'downloaded'
      ? `downloaded from ${binding.registry ?? 'the npm registry'} and checked against package-lock.json's integrity`
      : 'taken from the tool cache';
  return `onnxruntime-node binaries for ${binding.platform}: ${from}, each file checked against its pinned SHA-512, loaded from ${binding.dir}`;
}

/**
 * The variables the worker's environment needs to load onnxruntime-node on this platform: none where the
 * installed package has the binary, else the provisioned directory (removed when this process exits). The run's
 * `signal` stops a download or a copy under way; the abort's reason is thrown, and nothing it wrote is left.
 */
export async function workerRuntime(
  signal?: AbortSignal,
): Promise<{ env: Record<string, string>; binding?: OrtBinding }> {
  signal?.throwIfAborted();
  const ortDir = installedOrtDir();
  const forced = process.env[FORCE_DOWNLOAD_VARIABLE] === '1';
  if (!forced && hasBundledBinary(ortDir)) return { env: {} };
  // Forced in a development checkout, the download is exercised but its stock onnxruntime-node still loads its own
  // binary (the same bytes): only the release layout's copy reads the variable.
  if (!forced && !loadsProvisionedBinary(ortDir)) {
    throw new UserError(
      `The onnxruntime-node installed at '${ortDir}' has no binary for ${hostPlatform()}; reinstall latency-gate on this platform (npm ci)`,
    );
  }
  // One provisioning per process. A registry that failed may answer the next model of the run; a package that
  // failed its hash is refused for the rest of the process, never downloaded again and again.
  provisioned ??= provisionOrtBinding(signal ? { signal } : {}).then(
    (binding) => {
      process.once('exit', () => rmSync(binding.dir, { recursive: true, force: true, maxRetries: 2 }));
      return binding;
    },
    (error: unknown) => {
      if (!(error instanceof LibraryMismatchError)) provisioned = undefined;
      throw error;
    },
  );
  const binding = await provisioned;
  return { env: { [BINDING_DIR_VARIABLE]: binding.dir }, binding };
}
