// The one way the gate runs git: with the allowlisted environment (no input or token reaches git's hooks and
// helpers, src/child-env.ts), the run's temporary directory as TMPDIR, a bound on time (a wedged git, a lock or a
// slow network filesystem, must not hang the step) and on output.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { childEnv } from './child-env.js';
import { runTempEnv } from './run-temp.js';

const run = promisify(execFile);
const GIT_TIMEOUT_MS = 60_000;
/** 2 GiB: protobuf's limit for one .onnx file, and so for any blob the gate reads. */
export const MAX_BLOB_BYTES = 2 * 1024 ** 3;

export async function git(args: string[], cwd?: string): Promise<string> {
  const { stdout } = await run('git', args, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: GIT_TIMEOUT_MS,
    ...(cwd ? { cwd } : {}),
    env: childEnv(runTempEnv()),
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
