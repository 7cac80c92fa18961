import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DiffStoppedError, TooLargeToDiffError } from '../errors.js';
import { decodeLimit, type DiffLimits } from './diff-budget.js';
import type { GraphWorkerReply } from './graph-worker.js';
import type { ModelGraph } from './model-graph.js';
import { parseModelGraph } from './onnx-graph.js';

// A model's graph decoded in a worker thread (docs/explain.md, "Bounds"). The decoding budget bounds what the
// walk keeps; the thread bounds the rest: SIGINT, SIGTERM or the end of the diffs' time terminate it at once
// (a synchronous walk in this thread would hold the signal until it ended), and its heap limit turns a budget
// estimate that fell short into "too large to diff" instead of the whole process aborting.

const MIB = 1024 * 1024;
/** The worker's heap beyond the decoding budget: its modules, the message to the parent. */
const WORKER_HEAP_MARGIN_MB = 128;

/**
 * The worker is a bundle of its own beside this one (dist/graph-worker.js), or graph-worker.js beside this
 * file when run from tsc output. The name is assembled at run time so the bundler does not inline it as an asset.
 */
function workerFile(): string | undefined {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), ['graph-worker', 'js'].join('.'));
  return existsSync(file) ? file : undefined;
}

export async function decodeModelGraph(file: string, side: string, limits?: DiffLimits): Promise<ModelGraph> {
  const script = workerFile();
  // Without the worker's file (a bundle built without it) the walk runs here, still under its budget.
  if (!script) return parseModelGraph(await readFile(file), side, limits);
  const { size } = await stat(file);
  const heapMb = Math.ceil((1.5 * decodeLimit(size)) / MIB) + WORKER_HEAP_MARGIN_MB;
  return new Promise<ModelGraph>((resolve, reject) => {
    const worker = new Worker(script, {
      workerData: { file, side },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      limits?.signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      settle();
    };
    const stop = (why: string) => finish(() => reject(new DiffStoppedError(why)));
    const onAbort = () => stop(`interrupted by ${String(limits?.signal?.reason)}`);
    const left = limits?.deadline === undefined ? undefined : limits.deadline - performance.now();
    const timer =
      left === undefined
        ? undefined
        : setTimeout(() => stop("it ran out of the time left in 'max-duration' plus its grace"), Math.max(0, left));
    if (limits?.signal?.aborted) return onAbort();
    limits?.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (reply: GraphWorkerReply) =>
      finish(() => {
        if (reply.graph) resolve(reply.graph);
        else if (reply.error?.tooLarge)
          reject(new TooLargeToDiffError(reply.error.message.replace(/^too large to diff: /, '')));
        else reject(new Error(reply.error?.message ?? 'the graph could not be decoded'));
      }),
    );
    worker.on('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new TooLargeToDiffError(`the ${side}'s graph ran out of the ${heapMb} MB its decoding may use`)
            : error,
        ),
      ),
    );
    worker.on('exit', (code) => finish(() => reject(new Error(`the decoding thread exited (${code})`))));
  });
}
