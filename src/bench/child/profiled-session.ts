import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { InferenceSession } from 'onnxruntime-node';
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

/** Ends profiling, releases the session, and returns the trace's events (the file is deleted after reading). */
export async function closeProfiled(session: InferenceSession, dir: string, arm: Arm): Promise<unknown> {
  session.endProfiling();
  await session.release();
  const file = (await readdir(dir)).find((f) => f.startsWith(`${arm}_`) && f.endsWith('.json'));
  if (!file) return [];
  const events: unknown = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  await rm(path.join(dir, file), { force: true });
  return events;
}
