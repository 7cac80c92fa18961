import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { TooLargeToDiffError } from '../errors.js';
import { parseModelGraph } from './onnx-graph.js';

// Decodes one model's graph for the diffs in a worker thread (graph-decode.ts): the walk is synchronous, and a
// thread the parent can terminate is what lets a signal or the clock stop it at once.

export interface GraphWorkerReply {
  graph?: ReturnType<typeof parseModelGraph>;
  error?: { tooLarge: boolean; message: string };
}

const { file, side } = workerData as { file: string; side: string };
let reply: GraphWorkerReply;
try {
  reply = { graph: parseModelGraph(await readFile(file), side) };
} catch (error) {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
  reply = { error: { tooLarge: error instanceof TooLargeToDiffError, message } };
}
parentPort?.postMessage(reply);
