import { readFile } from 'node:fs/promises';
import { parsePlacement, type Placement } from '../../gpu/placement.js';
import type { ProviderTarget } from '../../gpu/provider-options.js';
import type { Arm } from '../protocol.js';
import { closeProfiled, openProfiled, profileDirectory } from './profiled-session.js';
import type { Arms } from './session.js';

const PROFILED_CALLS = 3;

/**
 * A separate profiling pass: fresh sessions with profiling on (it roughly doubles the cost of a small model,
 * so never in the timed rounds), a few calls, and the provider of every node from the profile.
 */
export async function profilePlacement(
  arms: Arms,
  files: Record<Arm, string>,
  threads: number,
  target: ProviderTarget,
): Promise<Record<Arm, Placement>> {
  const dir = await profileDirectory();
  try {
    const result = {} as Record<Arm, Placement>;
    for (const arm of ['baseline', 'candidate'] as const) {
      const session = await openProfiled(dir.path, arm, files[arm], threads, target);
      for (let i = 0; i < PROFILED_CALLS; i++) await session.run(arms[arm].feeds);
      result[arm] = parsePlacement(await closeProfiled(session, dir.path, arm));
    }
    return result;
  } finally {
    await dir.remove();
  }
}

/** The libonnxruntime this process mapped: proves the private copy (and so its providers) is the one in use. */
export async function loadedRuntimeLibrary(): Promise<string | null> {
  try {
    const maps = await readFile('/proc/self/maps', 'utf8');
    return /\s(\/\S*libonnxruntime\.so[.\d]*)$/m.exec(maps)?.[1] ?? null;
  } catch {
    return null;
  }
}
