// One model alone in this process, as a user's service runs it: one session with the gate's session options
// (one thread), warmed, then every call timed back to back. Prints {"p50", "p95"} in µs and the call count.
// Spawned by soloRatio (./solo-reference.ts), one process per reading.
import { quantile } from '../../src/stats/quantile.js';
import { load } from './in-process.js';

/** Warm-up calls before the timed ones: the cache-sized MLPs settle within a few dozen. */
const WARM_CALLS = 200;

const [file, ms] = process.argv.slice(2);
if (!file || !(Number(ms) > 0)) throw new Error('usage: solo-calls <model.onnx> <milliseconds>');
const { session, feeds } = await load(file, WARM_CALLS);
const times: number[] = [];
const end = performance.now() + Number(ms);
while (performance.now() < end) {
  const started = performance.now();
  await session.run(feeds);
  times.push((performance.now() - started) * 1000);
}
process.stdout.write(JSON.stringify({ p50: quantile(times, 0.5), p95: quantile(times, 0.95), calls: times.length }));
