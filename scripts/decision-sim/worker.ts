// A worker thread of the decision simulation: runs the chunks of runs it is sent and posts back the results.
import { parentPort } from 'node:worker_threads';
import { CONDITIONS } from './conditions.js';
import { simulateCondition } from './suite.js';

parentPort?.on('message', (task: { name: string; from: number; to: number }) => {
  const condition = CONDITIONS.find((c) => c.name === task.name);
  if (!condition) throw new Error(`no condition named ${task.name}`);
  const results = [];
  for (let run = task.from; run < task.to; run++) results.push(simulateCondition(condition, run));
  parentPort?.postMessage(results);
});
