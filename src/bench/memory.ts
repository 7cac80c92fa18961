// The parent's side of the memory measurement (docs/design.md, "Memory"): one fresh worker process per model
// and repeat, baseline and candidate alternating, within a time cap that is part of the run's budget. A probe
// that fails (a model that does not load) ends the measurement with its message; the latency benchmark that
// follows reports the same fault in full.
import { fork } from 'node:child_process';
import { workerPath } from './engine.js';
import type { MemoryArm, MemoryChildMessage, MemoryJob, MemoryParentMessage, MemoryProbe } from './memory-protocol.js';

/** At least this many probes per model: the record gives min–max over them. */
export const MEMORY_REPEATS = 3;
/** Calls after creation: the first grows the arena and plans memory patterns, the rest show the steady state. */
export const MEMORY_INFERENCES = 5;

export interface MemoryRun {
  probes: MemoryProbe[];
  /** Wall time of all the memory children, ms (counted in the run's budget). */
  durationMs: number;
  /** Repeats per model that were planned. */
  repeats: number;
  /** Why the measurement stopped short, when it did: a probe failed, or the time cap was reached. */
  stopped: string | null;
}

type ProbeOutcome = { probe: MemoryProbe } | { error: string };

function runProbe(job: MemoryJob, limitMs: number, env: NodeJS.ProcessEnv | undefined): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    let settled: ProbeOutcome | undefined;
    let stderr = '';
    const child = fork(workerPath(), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: env ?? process.env,
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    child.stdout?.resume();
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => {
      settled ??= { error: `the ${job.arm} model's memory probe did not finish within ${Math.round(limitMs)} ms` };
      child.kill('SIGKILL');
    }, limitMs);
    child.on('message', (message: MemoryChildMessage) => {
      if (message.type === 'memory') settled ??= { probe: message.probe };
      else if (message.type === 'memory-error') settled ??= { error: message.message };
    });
    child.on('error', (error) => {
      settled ??= { error: `the memory probe could not be started (${error.message})` };
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const last = stderr.trim().split('\n').at(-1);
      resolve(
        settled ?? {
          error: `the ${job.arm} model's memory probe ended without a result (${signal ?? `exit code ${code}`})${last ? `: ${last}` : ''}`,
        },
      );
    });
    child.send({ type: 'memory-job', job } satisfies MemoryParentMessage);
  });
}

/**
 * Probes both models `repeats` times each (B C B C …), stopping when the next probe could not finish inside
 * `capMs`: its limit is what is left of the cap. Each probe is a new process, so nothing one model allocated
 * (or freed into the C heap) is seen by the other.
 */
export async function measureMemory(
  job: Omit<MemoryJob, 'arm' | 'model'>,
  models: Record<MemoryArm, string>,
  options: { capMs: number; repeats?: number; env?: NodeJS.ProcessEnv; onProbe?: (done: number, of: number) => void },
): Promise<MemoryRun> {
  const started = performance.now();
  const repeats = options.repeats ?? MEMORY_REPEATS;
  const probes: MemoryProbe[] = [];
  const plan: MemoryArm[] = Array.from({ length: repeats }, () => ['baseline', 'candidate'] as const).flat();
  let stopped: string | null = null;
  let slowest = 0;
  for (const [index, arm] of plan.entries()) {
    const left = options.capMs - (performance.now() - started);
    // A probe that would likely not fit is not started: a killed probe measures nothing.
    if (index > 0 && left < slowest * 1.2) {
      stopped = `the time for memory (${Math.round(options.capMs)} ms of the budget) allowed ${probes.length} of ${plan.length} probes`;
      break;
    }
    const probeStart = performance.now();
    const outcome = await runProbe({ ...job, arm, model: models[arm] }, Math.max(1000, left), options.env);
    slowest = Math.max(slowest, performance.now() - probeStart);
    if ('error' in outcome) {
      stopped = outcome.error;
      break;
    }
    probes.push(outcome.probe);
    options.onProbe?.(probes.length, plan.length);
  }
  return { probes, durationMs: performance.now() - started, repeats, stopped };
}
