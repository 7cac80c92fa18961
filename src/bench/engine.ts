import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AgreementResult } from '../agreement/types.js';
import type { ModelSignature } from '../models/signature.js';
import type { BenchJob, ChildMessage, ColdStart, ParentMessage, RoundMessage, WarmupSummary } from './protocol.js';

/** Extra time past the budget before the child is killed: a round in flight plus the last look. */
export const KILL_GRACE_MS = 10_000;

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
  error?: { message: string; kind: 'input' | 'crash' | 'timeout' | 'internal'; phase: string };
  durationMs: number;
}

export interface BenchHooks {
  onPhase?(phase: string, elapsedMs: number): void;
  onRound?(count: number, elapsedMs: number): void;
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
  return new Promise((resolve) => {
    const child = fork(workerPath(), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      env: options.env ?? process.env,
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => {
      outcome.error ??= {
        kind: 'timeout',
        phase,
        message: `The benchmark did not finish within 'max-duration' (${job.budgetMs / 1000}s) plus a ${KILL_GRACE_MS / 1000}s grace and was stopped during ${phase}; a model may hang, or loading took too long: raise 'max-duration' or check the model`,
      };
      child.kill('SIGKILL');
    }, job.budgetMs + KILL_GRACE_MS);

    child.on('message', (message: ChildMessage) => {
      switch (message.type) {
        case 'phase':
          phase = message.phase;
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
          break;
        case 'error':
          outcome.error = { message: message.message, kind: message.user ? 'input' : 'internal', phase: message.phase };
          break;
      }
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      outcome.durationMs = performance.now() - started;
      if (!outcome.error && !outcome.stopReason) {
        const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
        const detail = stderr.trim().split('\n').filter(Boolean).slice(-1)[0];
        outcome.error = {
          kind: 'crash',
          phase,
          message: `The benchmark process ${how} during ${phase}${detail ? ` (${detail.slice(0, 300)})` : ''}; onnxruntime crashed on one of the models`,
        };
      }
      resolve(outcome);
    });
    child.send({ type: 'job', job } satisfies ParentMessage);
  });
}
