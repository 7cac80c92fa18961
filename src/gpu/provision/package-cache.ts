// The tool cache keeps the verified .nupkg, keyed by onnxruntime version and feed: a package one feed served is
// never reused for another feed (docs/gpu.md, "Where the libraries live and how the child finds them").
// Nothing in the cache is trusted: every use hashes the package again against a hash from outside the cache.
import { createHash } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as toolCache from '@actions/tool-cache';
import { withQuietStdout } from './quiet-stdout.js';

export const TOOL_NAME = 'latency-gate-onnxruntime-gpu';
export const PACKAGE_FILE = 'package.nupkg';

/** The key's arch part: x64 and a digest of the feed URL (credentials are refused in 'gpu-feed' before this). */
export function cacheArch(feed: string): string {
  return `x64-feed-${createHash('sha256').update(feed).digest('hex').slice(0, 16)}`;
}

/** The tool cache lives in RUNNER_TOOL_CACHE on a runner; a terminal run gets one under the user's cache dir. */
export async function ensureCacheEnvironment(): Promise<string> {
  const cacheHome = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  process.env.RUNNER_TOOL_CACHE ||= path.join(cacheHome, 'latency-gate', 'tool-cache');
  process.env.RUNNER_TEMP ||= os.tmpdir();
  await mkdir(process.env.RUNNER_TEMP, { recursive: true });
  return process.env.RUNNER_TEMP;
}

/** The cached package of this version from this feed, if a complete entry exists (not yet verified). */
export function findCachedPackage(version: string, feed: string): string | undefined {
  const dir = withQuietStdout(() => toolCache.find(TOOL_NAME, version, cacheArch(feed)));
  return dir ? path.join(dir, PACKAGE_FILE) : undefined;
}

/** Stores a package that passed every check; the next run verifies it again before extracting anything. */
export async function cachePackage(file: string, version: string, feed: string): Promise<string> {
  const dir = await withQuietStdout(() => toolCache.cacheFile(file, PACKAGE_FILE, TOOL_NAME, version, cacheArch(feed)));
  return path.join(dir, PACKAGE_FILE);
}
