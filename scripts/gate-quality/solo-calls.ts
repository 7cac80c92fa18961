// One model alone in this process, as a user's service runs it: one session with the gate's session options
// (one thread), warmed, then every call timed back to back. Prints {"p50", "p95"} in µs and the call count.
// Spawned by soloRatio (./solo-reference.ts), one process per reading. With `--preemptions` it also counts,
// per call, whether the process was preempted during it (its involuntary context switches, read before and
// after the call, outside the timed span), and prints the share of such calls and the quantiles of the rest
// (scripts/bench-preemption.ts).
import { quantile } from '../../src/stats/quantile.js';
import { load } from './in-process.js';

/** Warm-up calls before the timed ones: the cache-sized MLPs settle within a few dozen. */
const WARM_CALLS = 200;

const [file, ms] = process.argv.slice(2);
if (!file || !(Number(ms) > 0)) throw new Error('usage: solo-calls <model.onnx> <milliseconds> [--preemptions]');
const countPreemptions = process.argv.includes('--preemptions');
const switches = () => (countPreemptions ? process.resourceUsage().involuntaryContextSwitches : 0);
const { session, feeds } = await load(file, WARM_CALLS);
const times: number[] = [];
const clean: number[] = [];
const end = performance.now() + Number(ms);
while (performance.now() < end) {
  const before = switches();
  const started = performance.now();
  await session.run(feeds);
  const took = (performance.now() - started) * 1000;
  times.push(took);
  if (switches() === before) clean.push(took);
}
const reading = { p50: quantile(times, 0.5), p95: quantile(times, 0.95), calls: times.length };
const preempted = countPreemptions
  ? {
      preemptedShare: 1 - clean.length / times.length,
      // Every call preempted (a call much longer than the neighbours' slices) leaves nothing to read.
      unpreempted: clean.length > 0 ? { p50: quantile(clean, 0.5), p95: quantile(clean, 0.95) } : null,
    }
  : {};
process.stdout.write(JSON.stringify({ ...reading, ...preempted }));
