import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { childEnv } from '../child-env.js';
import { applyChildMessage, initialChildState, type BenchOutcome, type ChildState } from './child-messages.js';
import { KILL_GRACE_MS } from './budget.js';
import { crashMessage, timeoutMessage } from './child-exit.js';
import { stoppedPass } from '../profile/pass.js';
import { withOrtLog } from './ort-messages.js';
import { runTempEnv } from '../run-temp.js';
import { describeBinding, workerRuntime } from '../runtime/worker-runtime.js';
import type { BenchJob, ChildMessage, ParentMessage, RoundMessage } from './protocol.js';

/**
 * Extra time past the budget before the child is killed: a round in flight plus the last look. The child
 * stops itself inside the budget; the grace only bounds a child that cannot stop (a hung model).
 */
/** After its last message a child has this long to exit before it is killed (a handle left open in it). */
const EXIT_GRACE_MS = 5_000;

/** A look's answer: stop sampling, and whether the child should grow its session pairs from now on. */
export interface LookReply {
  stop: boolean;
  growPairs?: boolean;
  /** σ²/τ² of the undecided metric furthest from deciding: how long a generation measures (pair-balance.ts). */
  spreadRatio?: number;
}

export interface BenchHooks {
  onPhase?(phase: string, elapsedMs: number): void;
  onRound?(count: number, elapsedMs: number): void;
  /** Text for debug output only: the child's stderr (onnxruntime's log) and internal stack traces. */
  onDebug?(text: string): void;
  /**
   * Called at each look with the rounds so far; return true to stop sampling, or the stop and whether the
   * child should grow its session pairs from now on (pair-growth.ts).
   */
  onLook(rounds: RoundMessage[], index: number, of: number, soFar: BenchOutcome): boolean | LookReply;
  /** Asked at the look that ends sampling (a stop, or the last look): should the child run the profiling pass? */
  profileAfter?(soFar: BenchOutcome): boolean;
}

/** The error of a run stopped by a signal: which one, where, and that what was measured is kept. */
export function interruptedMessage(signal: AbortSignal | undefined, phase: string, rounds: number): string {
  const name = typeof signal?.reason === 'string' ? signal.reason : 'a signal';
  const kept = rounds > 0 ? `; the ${rounds} rounds measured before are kept in the record` : '';
  return `Interrupted by ${name} during ${phase}: the benchmark process was stopped${kept}`;
}

/**
 * The worker is a separate bundle beside this one (dist/worker.js), or build/src/bench/child/worker.js when run
 * from tsc output. The name is assembled at run time so the bundler does not try to inline the worker as an asset.
 */
export function workerPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, ['worker', 'js'].join('.'));
  return existsSync(bundled) ? bundled : path.join(here, 'child', ['worker', 'js'].join('.'));
}

/**
 * Runs one benchmark job in a child process and collects everything it reports. The budget is enforced from
 * out here: a child that overruns (a hung model) is killed, and what it measured so far is kept.
 */
export async function runBenchmark(
  job: BenchJob,
  hooks: BenchHooks,
  /** `env`: variables added to the child's allowlisted environment (src/child-env.ts), such as LD_LIBRARY_PATH. */
  options: { env?: Readonly<Record<string, string>>; signal?: AbortSignal } = {},
): Promise<BenchOutcome> {
  let state: ChildState = initialChildState();
  const stoppedInSetup = (): BenchOutcome => ({
    ...state.outcome,
    durationMs: 0,
    error: { kind: 'interrupted', phase: 'setup', message: interruptedMessage(options.signal, 'setup', 0) },
  });
  if (options.signal?.aborted) return stoppedInSetup();
  // Before the clock starts: on a platform the release layout does not carry, the first run fetches onnxruntime,
  // and a signal that came meanwhile must still stop the run before the child starts.
  let runtime: Awaited<ReturnType<typeof workerRuntime>>;
  try {
    runtime = await workerRuntime(options.signal);
  } catch (error) {
    if (options.signal?.aborted) return stoppedInSetup();
    throw error;
  }
  if (options.signal?.aborted) return stoppedInSetup();
  if (runtime.binding) hooks.onDebug?.(describeBinding(runtime.binding));
  const started = performance.now();
  return new Promise((resolve) => {
    const child = fork(workerPath(), [], {
      serialization: 'advanced',
      // stdout is piped too: nothing the runtime prints may end up in the CLI's --json output.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // Never this process's environment, which holds the action's tokens; TMPDIR is the run's directory.
      env: childEnv({ ...options.env, ...runTempEnv(), ...runtime.env }),
      // gc() between blocks, never inside a timed call (timing.ts).
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    // onnxruntime logs to stderr with colour codes; users see it only with debug output, and the tail of it
    // explains a crash.
    let stderr = '';
    const forward = (stream: string) => (chunk: Buffer) => {
      if (stream === 'stderr') stderr = (stderr + chunk.toString()).slice(-8000);
      hooks.onDebug?.(
        `benchmark process ${stream}: ${chunk
          .toString()
          .replace(/\x1b\[[0-9;]*m/g, '')
          .trimEnd()}`,
      );
    };
    child.stdout?.on('data', forward('stdout'));
    child.stderr?.on('data', forward('stderr'));
    const kill = (): void => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    // The profile pass comes after the last look: a child stopped in it has measured everything, and the
    // verdict stands; only the explanation is lost (its reason says why).
    const inProfile = (why: string) => {
      const { outcome } = state;
      if (state.phase !== 'profile' || outcome.error || outcome.stopReason) return false;
      const profile = stoppedPass(job.executionProvider, why);
      state = { ...state, outcome: { ...outcome, profile, stopReason: 'budget-spent' } };
      return true;
    };
    const budgetTimer = setTimeout(() => {
      const grace = `the profiling pass was stopped: it ran past 'max-duration' plus the ${KILL_GRACE_MS / 1000} s grace`;
      const { outcome, phase, step } = state;
      if (!inProfile(grace) && !outcome.stopReason && !outcome.error) {
        const message = timeoutMessage(job.budgetMs, { phase, step, rounds: outcome.rounds.length });
        state = { ...state, outcome: { ...outcome, error: { kind: 'timeout', phase, message } } };
      }
      kill();
    }, job.budgetMs + KILL_GRACE_MS);
    let exitTimer: NodeJS.Timeout | undefined;
    // SIGINT or SIGTERM to this process: the child stops now (SIGKILL: it may be inside a native call that would
    // not see anything gentler for a while), and the rounds it measured are kept in an `interrupted` error.
    const interrupt = () => {
      const { outcome, phase } = state;
      if (!outcome.error) {
        const message = interruptedMessage(options.signal, phase, outcome.rounds.length);
        state = { ...state, outcome: { ...outcome, error: { kind: 'interrupted', phase, message } } };
      }
      kill();
    };
    options.signal?.addEventListener('abort', interrupt, { once: true });

    child.on('message', (message: ChildMessage) => {
      const before = state;
      state = applyChildMessage(state, message);
      if (message.type === 'phase') hooks.onPhase?.(message.phase, message.elapsedMs);
      if (message.type === 'round') hooks.onRound?.(state.outcome.rounds.length, performance.now() - started);
      if (message.type === 'error' && message.stack) hooks.onDebug?.(message.stack);
      if (message.type === 'look') {
        const reply = hooks.onLook(state.outcome.rounds, message.index, message.of, state.outcome);
        const { stop, growPairs, spreadRatio } = typeof reply === 'boolean' ? { stop: reply } : reply;
        const last = stop || message.index >= message.of - 1;
        const profile = last && (hooks.profileAfter?.(state.outcome) ?? false);
        child.send({
          type: 'look-result',
          stop,
          profile,
          ...(growPairs === true && !last ? { growPairs } : {}),
          ...(spreadRatio !== undefined && !last ? { spreadRatio } : {}),
        } satisfies ParentMessage);
      }
      if (state.finished && !before.finished) exitTimer = setTimeout(kill, EXIT_GRACE_MS);
    });
    // 'close', not 'exit': it comes after the last stderr chunk, which may be what explains a crash.
    child.on('close', (code, signal) => {
      clearTimeout(budgetTimer);
      clearTimeout(exitTimer);
      options.signal?.removeEventListener('abort', interrupt);
      inProfile(`the profiling pass ended the benchmark process (${signal ?? `exit code ${code}`})`);
      const { outcome, phase, step } = state;
      const crashed = !outcome.error && !outcome.stopReason;
      // onnxruntime's log is complete only now: a provider failure is explained from it (withOrtLog).
      const reported = outcome.error && { ...outcome.error, message: withOrtLog(outcome.error.message, stderr) };
      const error = crashed
        ? {
            kind: 'crash' as const,
            phase,
            message: crashMessage({ code, signal }, { phase, step, rounds: outcome.rounds.length }, stderr),
          }
        : reported;
      resolve({ ...outcome, durationMs: performance.now() - started, ...(error ? { error } : {}) });
    });
    // A child that cannot be started or written to: without this handler the 'error' event would throw.
    child.on('error', (error) => {
      const message = `Internal error: the benchmark process could not be started or reached (${error.message}); rerun with debug output and report it`;
      if (!state.outcome.error)
        state = { ...state, outcome: { ...state.outcome, error: { kind: 'internal', phase: state.phase, message } } };
      if (child.pid === undefined) {
        clearTimeout(budgetTimer);
        options.signal?.removeEventListener('abort', interrupt);
        resolve(state.outcome);
      } else kill();
    });
    child.send({ type: 'job', job } satisfies ParentMessage);
  });
}
