import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// One temporary directory per run (docs/benchmark.md, "Run directory"): baselines extracted from git refs, and
// whatever the benchmark child and onnxruntime leave in TMPDIR (onnxruntime 1.30 writes an empty
// `mat-debug-<pid>.log` there), live under it and go with it. It sits under RUNNER_TEMP on a runner (the
// runner empties that after the job too) and under os.tmpdir() elsewhere, and is removed in every exit path:
// the end of a run, an error, a signal. Code that drives the benchmark without the run's flow (the quality
// scripts, the tests) still gets it removed when its process exits.

let current: string | undefined;

function base(env: NodeJS.ProcessEnv = process.env): string {
  return env.RUNNER_TEMP?.trim() || tmpdir();
}

/** This run's directory, made on first use (mkdtemp: a fresh name, readable by this user only). */
export function runTempDir(): string {
  if (current) return current;
  // RUNNER_TEMP exists on a runner; a terminal user may name one that does not yet.
  mkdirSync(base(), { recursive: true });
  current = mkdtempSync(path.join(base(), 'latency-gate-run-'));
  process.once('exit', removeRunTempDir);
  return current;
}

/** The environment a child process needs to keep its temporary files in the run's directory. */
export function runTempEnv(): { TMPDIR: string; TMP: string; TEMP: string } {
  const dir = runTempDir();
  return { TMPDIR: dir, TMP: dir, TEMP: dir };
}

/** Removes the run's directory with everything in it. Synchronous, so a signal handler can call it; repeatable. */
export function removeRunTempDir(): void {
  if (!current) return;
  const dir = current;
  current = undefined;
  process.off('exit', removeRunTempDir);
  rmSync(dir, { recursive: true, force: true, maxRetries: 2 });
}
