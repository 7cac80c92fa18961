import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InferenceSession } from 'onnxruntime-node';
import { TraceTooLargeError } from '../../errors.js';
import type { ProviderTarget } from '../../gpu/provider-options.js';
import type { Arm } from '../protocol.js';
import { sessionOptions } from './session.js';

// Sessions with onnxruntime's profiler on, for the separate profiling passes (GPU node placement before
// agreement, the per-operator profile after the last look). Never the timed sessions: profiling roughly doubles
// the cost of a small model. Each session writes '<dir>/<arm>_<date>.json' when its profiling ends.

export async function profileDirectory(): Promise<{ path: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-profile-'));
  return { path: dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A fresh session of `file` with the run's options and the profiler on, writing under `dir`. */
export function openProfiled(
  dir: string,
  arm: Arm,
  file: string,
  threads: number,
  target: ProviderTarget,
): Promise<InferenceSession> {
  return InferenceSession.create(file, {
    ...sessionOptions(threads, target),
    enableProfiling: true,
    profileFilePrefix: path.join(dir, arm),
  });
}

/** The most bytes of one model's trace the pass reads: about 100,000 node events. */
export const MAX_TRACE_BYTES = 64 * 1024 * 1024;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Ends profiling and releases the session; returns the trace file's path and size, or undefined. */
async function endProfiled(session: InferenceSession, dir: string, arm: Arm) {
  session.endProfiling();
  await session.release();
  const name = (await readdir(dir)).find((f) => f.startsWith(`${arm}_`) && f.endsWith('.json'));
  if (!name) return undefined;
  const file = path.join(dir, name);
  return { file, bytes: (await stat(file)).size };
}

/**
 * Ends profiling, releases the session, and returns the trace's events (the file is deleted after reading). A
 * trace past MAX_TRACE_BYTES is not parsed: a Loop of many iterations writes gigabytes of events.
 */
export async function closeProfiled(session: InferenceSession, dir: string, arm: Arm): Promise<unknown> {
  const trace = await endProfiled(session, dir, arm);
  if (!trace) return [];
  try {
    if (trace.bytes > MAX_TRACE_BYTES)
      throw new TraceTooLargeError(
        `the ${arm}'s trace holds ${mb(trace.bytes)}, more than the ${mb(MAX_TRACE_BYTES)} the pass reads`,
      );
    return JSON.parse(await readFile(trace.file, 'utf8')) as unknown;
  } finally {
    await rm(trace.file, { force: true });
  }
}

/** The size of the trace one call writes, from a session opened for it, run once and closed (a probe). */
export async function traceBytesPerRun(session: InferenceSession, dir: string, arm: Arm): Promise<number> {
  const trace = await endProfiled(session, dir, arm);
  if (!trace) return 0;
  await rm(trace.file, { force: true });
  return trace.bytes;
}
