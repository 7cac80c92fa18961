// One run of the built CLI as a real child process, watched from outside: wall time, the peak resident memory
// of the CLI process and of its benchmark child (VmHWM in /proc, polled), an optional signal at a set time, and
// whether the run's temporary directory is gone afterwards.
import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';

export interface CliRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  wallS: number;
  /** Seconds from the signal to the exit; null without a signal. */
  afterSignalS: number | null;
  /** Peak RSS of the CLI (parent) and of the largest process it started, MB; 0 where it could not be read. */
  parentMb: number;
  childMb: number;
  stdout: string;
  stderr: string;
  /** latency-gate-run-* directories left under the run's RUNNER_TEMP. */
  leftDirs: number;
}

async function peakKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

async function childrenOf(pid: number): Promise<number[]> {
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
}

export async function runCli(
  cli: string,
  args: readonly string[],
  /** SIGTERM at `signalAtS` seconds, or when the output first matches `signalOn` (a phase line). */
  options: { runnerTemp: string; signalAtS?: number; signalOn?: RegExp; cwd: string },
): Promise<CliRun> {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, ...args], {
    cwd: options.cwd,
    env: { ...process.env, RUNNER_TEMP: options.runnerTemp, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let signalledAt: number | null = null;
  const terminate = () => {
    if (signalledAt !== null) return;
    signalledAt = performance.now();
    child.kill('SIGTERM');
  };
  const watch = (text: string) => {
    if (options.signalOn?.test(text)) terminate();
  };
  child.stdout.on(
    'data',
    (chunk: Buffer) => (watch(chunk.toString()), (stdout = (stdout + chunk.toString()).slice(-20_000))),
  );
  child.stderr.on(
    'data',
    (chunk: Buffer) => (watch(chunk.toString()), (stderr = (stderr + chunk.toString()).slice(-20_000))),
  );
  const peaks = new Map<number, number>();
  const poll = setInterval(() => {
    const pid = child.pid;
    if (pid === undefined) return;
    void (async () => {
      for (const p of [pid, ...(await childrenOf(pid))]) peaks.set(p, Math.max(peaks.get(p) ?? 0, await peakKb(p)));
    })();
  }, 50);
  const timer = options.signalAtS === undefined ? undefined : setTimeout(terminate, options.signalAtS * 1000);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.on('close', (c, s) => resolve([c, s])),
  );
  const ended = performance.now();
  clearInterval(poll);
  clearTimeout(timer);
  const parentKb = peaks.get(child.pid ?? -1) ?? 0;
  const childKb = Math.max(0, ...[...peaks].filter(([p]) => p !== child.pid).map(([, kb]) => kb));
  const left = (await readdir(options.runnerTemp).catch(() => [])).filter((f) => f.startsWith('latency-gate-run-'));
  return {
    code,
    signal,
    wallS: (ended - started) / 1000,
    afterSignalS: signalledAt === null ? null : (ended - signalledAt) / 1000,
    parentMb: parentKb / 1024,
    childMb: childKb / 1024,
    stdout,
    stderr,
    leftDirs: left.length,
  };
}
