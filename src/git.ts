// The one way the gate runs git: with the allowlisted environment (no input or token reaches git's hooks and
// helpers, src/child-env.ts), the run's temporary directory as TMPDIR, a bound on time (a wedged git, a lock or a
// slow network filesystem, must not hang the step) and on output.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnv } from './child-env.js';
import { runTempEnv } from './run-temp.js';

const run = promisify(execFile);
const GIT_TIMEOUT_MS = 60_000;
const SLOW_GIT_TIMEOUT_MS = 15 * 60_000;
/** 2 GiB: protobuf's limit for one .onnx file, and so for any blob the gate reads. */
export const MAX_BLOB_BYTES = 2 * 1024 ** 3;

/**
 * `slow`: a command that moves data over the network (a Git LFS fetch of a large model) gets minutes, not the
 * minute a local query gets, and never waits for a password prompt no one will answer on a runner.
 */
export async function git(args: string[], cwd?: string, { slow = false }: { slow?: boolean } = {}): Promise<string> {
  const { stdout } = await run('git', args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: slow ? SLOW_GIT_TIMEOUT_MS : GIT_TIMEOUT_MS,
    ...(cwd ? { cwd } : {}),
    env: childEnv(slow ? { ...runTempEnv(), GIT_TERMINAL_PROMPT: '0' } : runTempEnv()),
  });
  return stdout;
}

export async function gitBytes(args: string[], cwd?: string): Promise<Buffer> {
  const { stdout } = await run('git', args, {
    encoding: 'buffer',
    maxBuffer: MAX_BLOB_BYTES,
    timeout: GIT_TIMEOUT_MS,
    ...(cwd ? { cwd } : {}),
    env: childEnv(runTempEnv()),
  });
  return stdout;
}
