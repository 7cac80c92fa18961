// Scratch directories for tests, removed when the test file's process exits: an installed copy of the package
// alone is about 600 MB, so a suite that left its directories behind filled /tmp by a gigabyte a run.
// LATENCY_GATE_KEEP_SCRATCH=1 keeps them for a look after a failure.
import { rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

function removeAll(): void {
  if (process.env.LATENCY_GATE_KEEP_SCRATCH === '1') return;
  // Children the tests spawned have ended by now; a file still open elsewhere must not fail the exit.
  for (const dir of made) rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
}

/** A fresh directory under `parent` (the system temp directory by default), removed at exit. */
export async function tempDir(prefix = 'latency-gate-test-', parent = tmpdir()): Promise<string> {
  const dir = await mkdtemp(path.join(parent, prefix));
  if (made.push(dir) === 1) process.once('exit', removeAll);
  return dir;
}
