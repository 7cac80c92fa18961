// The ratio a user's process sees: each model alone in a process of its own (./solo-calls.ts), baseline and
// candidate in alternating order, over several process pairs. The in-process reference (./in-process.ts)
// keeps two sessions alive in the experiment's long-lived process, and on MLPs whose weights are about a
// core's cache that read low, where the gate agreed with this reading
// (docs/decisions/0002-size-near-threshold-pairs-off-cache.md).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CHILD = fileURLToPath(new URL('./solo-calls.js', import.meta.url));

/** Process pairs and timed milliseconds a process: about 30 s a reading. */
const PROCESS_PAIRS = 6;
const CALL_MS = 2000;

/** One model alone in a fresh process (./solo-calls.ts) for `ms` timed milliseconds: its JSON line, parsed. */
export async function soloReading<T extends { p50: number; p95: number }>(
  file: string,
  ms: number,
  extraArgs: string[] = [],
): Promise<T> {
  const { stdout } = await run(process.execPath, [CHILD, file, String(ms), ...extraArgs]);
  return JSON.parse(stdout) as T;
}

/** The geometric mean of the process pairs' p50 and p95 ratios (candidate over baseline). */
export async function soloRatio(baseline: string, candidate: string): Promise<{ p50: number; p95: number }> {
  const logs = { p50: 0, p95: 0 };
  for (let k = 0; k < PROCESS_PAIRS; k++) {
    // Alternating order, so a drift over the pair's few seconds weighs on both models alike.
    const first = k % 2 === 0 ? baseline : candidate;
    const a = await soloReading(first, CALL_MS);
    const b = await soloReading(first === baseline ? candidate : baseline, CALL_MS);
    const [base, cand] = first === baseline ? [a, b] : [b, a];
    logs.p50 += Math.log(cand.p50 / base.p50) / PROCESS_PAIRS;
    logs.p95 += Math.log(cand.p95 / base.p95) / PROCESS_PAIRS;
  }
  return { p50: Math.exp(logs.p50), p95: Math.exp(logs.p95) };
}
