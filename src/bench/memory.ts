// The parent's side of the memory measurement (docs/matrix.md, "Memory"): one fresh worker process per model
// and repeat, baseline and candidate alternating, within a time cap that is part of the run's budget. A probe
// that fails (a model that does not load) ends the measurement with its message; the latency benchmark that
// follows reports the same fault in full.
import { fork } from 'node:child_process';
import { childEnv } from '../child-env.js';
import { runTempEnv } from '../run-temp.js';
import { workerRuntime } from '../runtime/worker-runtime.js';
import { workerPath } from './engine.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import type { MemoryArm, MemoryChildMessage, MemoryJob, MemoryParentMessage, MemoryProbe } from './memory-protocol.js';

/** At least this many probes per model: the record gives min–max over them. */
export const MEMORY_REPEATS = 3;
/** Calls after creation: the first grows the arena and plans memory patterns, the rest show the steady state. */
export const MEMORY_INFERENCES = 5;
/** How far past their planned time (src/bench/budget.ts, MEMORY_SHARE) the probes may run to reach the repeats. */
export const MEMORY_OVERRUN = 2;

export interface MemoryRun {
  /** One per model, repeat and shape. */
  probes: MemoryProbe[];
  /** Wall time of all the memory children, ms (counted in the run's budget). */
  durationMs: number;
  /** Processes per model that were planned. */
  repeats: number;
  /** Why the measurement stopped short, when it did: a probe failed, or the time cap was reached. */
  stopped: string | null;
}

type ProbeOutcome = { probes: MemoryProbe[] } | { error: string };

function runProbe(
  job: MemoryJob,
  limitMs: number,
  options: { env?: Readonly<Record<string, string>>; signal?: AbortSignal },
): Promise<ProbeOutcome> {
  return new Promise((resolve) => {
    let settled: ProbeOutcome | undefined;
    let stderr = '';
    const child = fork(workerPath(), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      // The allowlisted environment, as for the benchmark child (src/child-env.ts), in the run's temp directory.
      env: childEnv({ ...options.env, ...runTempEnv() }),
      execArgv: [...process.execArgv, '--expose-gc'],
    });
    child.stdout?.resume();
    child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => {
      settled ??= { error: `the ${job.arm} model's memory probe did not finish within ${Math.round(limitMs)} ms` };
      child.kill('SIGKILL');
    }, limitMs);
    child.on('message', (message: MemoryChildMessage) => {
      if (message.type === 'memory') settled ??= { probes: message.probes };
      else if (message.type === 'memory-error') settled ??= { error: message.message };
    });
    child.on('error', (error) => {
      settled ??= { error: `the memory probe could not be started (${error.message})` };
    });
    const interrupt = (): void => {
      settled ??= { error: 'interrupted' };
      child.kill('SIGKILL');
    };
    options.signal?.addEventListener('abort', interrupt, { once: true });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', interrupt);
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

/** Total input elements a shape setting implies, to order the inference phases from small to large. */
function sizeOf(shapes: ShapeOverrides): number {
  const dims = Object.values(shapes.byDim).reduce((a, b) => a * b, 1);
  return Object.values(shapes.byInput).reduce((a, shape) => a * shape.reduce((x, y) => x * y, 1), dims);
}

/**
 * Indexes of `shapes` from the smallest input to the largest: the order a probe runs them in, so what a
 * larger shape grows never shows in a smaller one's figure.
 */
export function ascendingShapes(shapes: readonly ShapeOverrides[]): number[] {
  return shapes
    .map((s, i) => [sizeOf(s), i] as const)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1])
    .map(([, i]) => i);
}

/** The probes of one shape (an index into the job's `shapes`), as a run of their own. */
export function runForShape(run: MemoryRun, shape: number): MemoryRun {
  return { ...run, probes: run.probes.filter((p) => p.shape === shape) };
}

/**
 * Probes both models `repeats` times each, each process at every one of `job.shapes`. The two models of a
 * repeat run side by side (a process's resident memory is its own, whatever runs beside it), one repeat
 * after another; a repeat that would likely not finish inside twice `capMs` is not started, since a killed
 * probe measures nothing. Each probe is a new process, so nothing one model allocated (or freed into the C heap)
 * is seen by the other.
 */
export async function measureMemory(
  job: Omit<MemoryJob, 'arm' | 'model'>,
  models: Record<MemoryArm, string>,
  options: { capMs: number; repeats?: number; env?: Readonly<Record<string, string>>; signal?: AbortSignal },
): Promise<MemoryRun> {
  // The same onnxruntime binary as the benchmark child (src/runtime/worker-runtime.ts); provisioned before the clock.
  let runtime: Awaited<ReturnType<typeof workerRuntime>>;
  try {
    runtime = await workerRuntime(options.signal);
  } catch (error) {
    if (!options.signal?.aborted) throw error;
    return { probes: [], durationMs: 0, repeats: options.repeats ?? MEMORY_REPEATS, stopped: 'interrupted' };
  }
  const probeOptions = { ...options, env: { ...options.env, ...runtime.env } };
  const started = performance.now();
  const repeats = options.repeats ?? MEMORY_REPEATS;
  const probes: MemoryProbe[] = [];
  let stopped: string | null = null;
  let slowest = 0;
  // The child runs the shapes from small to large; its indexes are mapped back to the caller's.
  const order = ascendingShapes(job.shapes);
  const shapes = order.map((i) => job.shapes[i] ?? { byDim: {}, byInput: {} });
  // The cap is what the probes are planned to take; on a slow machine they may run to twice that to reach
  // the repeats a min–max needs, never further.
  const hardCapMs = options.capMs * MEMORY_OVERRUN;
  for (let repeat = 0; repeat < repeats; repeat++) {
    const left = hardCapMs - (performance.now() - started);
    if (options.signal?.aborted) {
      stopped = 'interrupted';
      break;
    }
    if (repeat > 0 && left < slowest * 1.2) {
      stopped = `the time for memory (${Math.round(hardCapMs)} ms of the budget) allowed ${repeat} of ${repeats} probes per model`;
      break;
    }
    const repeatStart = performance.now();
    const limit = Math.max(1000, left);
    const outcomes = await Promise.all(
      (['baseline', 'candidate'] as const).map((arm) =>
        runProbe({ ...job, shapes, arm, model: models[arm] }, limit, probeOptions),
      ),
    );
    slowest = Math.max(slowest, performance.now() - repeatStart);
    const failed = outcomes.find((o): o is { error: string } => 'error' in o);
    if (failed) {
      stopped = failed.error;
      break;
    }
    for (const outcome of outcomes)
      if ('probes' in outcome) probes.push(...outcome.probes.map((p) => ({ ...p, shape: order[p.shape] ?? p.shape })));
  }
  return { probes, durationMs: performance.now() - started, repeats, stopped };
}
