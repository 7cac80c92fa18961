import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgreementResult } from '../agreement/types.js';
import type { ModelSignature } from '../models/signature.js';
import { crashMessage, timeoutMessage } from './child-exit.js';
import type { BenchJob, ChildMessage, ColdStart, ParentMessage, RoundMessage, WarmupSummary } from './protocol.js';

/**
 * Extra time past the budget before the child is killed: a round in flight plus the last look. The child
 * stops itself inside the budget; the grace only bounds a child that cannot stop (a hung model).
 */
export const KILL_GRACE_MS = 10_000;
/** After its last message a child has this long to exit before it is killed (a handle left open in it). */
const EXIT_GRACE_MS = 5_000;

export interface BenchOutcome {
  ortVersion?: string;
  timerResolutionUs?: number;
  signatures?: { baseline: ModelSignature; candidate: ModelSignature };
  warnings: string[];
  coldStart?: { baseline: ColdStart; candidate: ColdStart };
  agreement?: AgreementResult;
  warmup?: WarmupSummary;
  rounds: RoundMessage[];
  /** The look (0-based) at which sampling stopped, and why. */
  stoppedAtLook?: number;
  looks?: number;
  stopReason?: 'decided' | 'budget-spent';
  /** `stack` (internal errors only) is for debug output; the record carries the one-line message. */
  error?: { message: string; kind: 'input' | 'crash' | 'timeout' | 'internal'; phase: string; stack?: string };
  durationMs: number;
}

export interface BenchHooks {
  onPhase?(phase: string, elapsedMs: number): void;
  onRound?(count: number, elapsedMs: number): void;
  /** Text for debug output only: the child's stderr (onnxruntime's log) and internal stack traces. */
  onDebug?(text: string): void;
  /** Called at each look with the rounds so far; return true to stop sampling. */
  onLook(rounds: RoundMessage[], index: number, of: number, soFar: BenchOutcome): boolean;
}

/**
 * The worker is a separate bundle beside this one (dist/worker.js, or build/src/bench/worker.js when run from
 * tsc output). The name is assembled at run time so the bundler does not try to inline the worker as an asset.
 */
export function workerPath(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.join(here, ['worker', 'js'].join('.'));
}

/**
 * Runs one benchmark job in a child process and collects everything it reports. The budget is enforced from
 * out here: a child that overruns (a hung model) is killed, and what it measured so far is kept.
 */
export function runBenchmark(job: BenchJob, hooks: BenchHooks, options: { env?: NodeJS.ProcessEnv } = {}): Promise<BenchOutcome> {
  const started = performance.now();
  const outcome: BenchOutcome = { warnings: [], rounds: [], durationMs: 0 };
  let phase = 'start';
  let step: string | undefined;
  return new Promise((resolve) => {
    const child = fork(workerPath(), [], {
      serialization: 'advanced',
      // stdout is piped too: nothing the runtime prints may end up in the CLI's --json output.
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: options.env ?? process.env,
    });
    // onnxruntime logs to stderr with colour codes; users see it only with debug output, and the tail of it
    // explains a crash.
    let stderr = '';
    const forward = (stream: string) => (chunk: Buffer) => {
      if (stream === 'stderr') stderr = (stderr + chunk.toString()).slice(-8000);
      hooks.onDebug?.(`benchmark process ${stream}: ${chunk.toString().replace(/\x1b\[[0-9;]*m/g, '').trimEnd()}`);
    };
    child.stdout?.on('data', forward('stdout'));
    child.stderr?.on('data', forward('stderr'));
    const kill = (): void => void (child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'));
    const budgetTimer = setTimeout(() => {
      if (!outcome.stopReason && !outcome.error) {
        outcome.error = { kind: 'timeout', phase, message: timeoutMessage(job.budgetMs, KILL_GRACE_MS, phase, step, outcome.rounds.length) };
      }
      kill();
    }, job.budgetMs + KILL_GRACE_MS);
    let exitTimer: NodeJS.Timeout | undefined;
    const finished = (): void => void (exitTimer ??= setTimeout(kill, EXIT_GRACE_MS));

    child.on('message', (message: ChildMessage) => {
      switch (message.type) {
        case 'phase':
          phase = message.phase;
          step = undefined;
          hooks.onPhase?.(message.phase, message.elapsedMs);
          break;
        case 'environment':
          outcome.ortVersion = message.ortVersion;
          outcome.timerResolutionUs = message.timerResolutionUs;
          break;
        case 'signatures':
          outcome.signatures = { baseline: message.baseline, candidate: message.candidate };
          outcome.warnings.push(...message.warnings);
          break;
        case 'warnings':
          outcome.warnings.push(...message.warnings);
          break;
        case 'step':
          step = message.step;
          break;
        case 'cold-start':
          outcome.coldStart = { baseline: message.baseline, candidate: message.candidate };
          break;
        case 'agreement':
          outcome.agreement = message.result;
          break;
        case 'warmup':
          outcome.warmup = message.summary;
          break;
        case 'round':
          outcome.rounds.push(message.round);
          hooks.onRound?.(outcome.rounds.length, performance.now() - started);
          break;
        case 'look': {
          const stop = hooks.onLook(outcome.rounds, message.index, message.of, outcome);
          outcome.stoppedAtLook = message.index;
          outcome.looks = message.of;
          child.send({ type: 'look-result', stop } satisfies ParentMessage);
          break;
        }
        case 'done':
          outcome.stopReason = message.reason;
          finished();
          break;
        case 'error':
          outcome.error = { message: message.message, kind: message.user ? 'input' : 'internal', phase: message.phase, ...(message.stack ? { stack: message.stack } : {}) };
          if (message.stack) hooks.onDebug?.(message.stack);
          finished();
          break;
      }
    });
    // 'close', not 'exit': it comes after the last stderr chunk, which may be what explains a crash.
    child.on('close', (code, signal) => {
      clearTimeout(budgetTimer);
      clearTimeout(exitTimer);
      outcome.durationMs = performance.now() - started;
      if (!outcome.error && !outcome.stopReason) {
        outcome.error = { kind: 'crash', phase, message: crashMessage({ code, signal }, phase, step, outcome.rounds.length, stderr) };
      }
      resolve(outcome);
    });
    // A child that cannot be started or written to: without this handler the 'error' event would throw.
    child.on('error', (error) => {
      outcome.error ??= { kind: 'internal', phase, message: `Internal error: the benchmark process could not be started or reached (${error.message}); rerun with debug output and report it` };
      if (child.pid === undefined) {
        clearTimeout(budgetTimer);
        resolve(outcome);
      } else kill();
    });
    child.send({ type: 'job', job } satisfies ParentMessage);
  });
}
