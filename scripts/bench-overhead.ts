// npm run bench:overhead — what the engine's timing loop costs. A trivial model (one Identity node) runs in
// blocks as the engine runs them (a minor GC, one untimed call after the switch, then timeBlock()) and as a
// bare `await session.run()` loop of the same number of calls, interleaved in random order in one process
// started with --expose-gc, as the benchmark child is. Each block's wall time / calls is the true per-call
// cost of that loop, harness included; the harness also reports what it timed per call. Where the run-queue
// clock opens (Linux), a third loop times the blocks as the engine does for calls of 100 µs or more: the
// thread's run-queue delay read before and after each call (src/bench/child/run-queue.ts), outside the
// timed span, and taken off the call's time. Writes bench/results/overhead.json.
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { sessionOptions } from '../src/bench/child/session.js';
import { UNTIMED_CALLS } from '../src/bench/child/measure.js';
import { openRunQueueClock } from '../src/bench/child/run-queue.js';
import { collectGarbage, timeBlock } from '../src/bench/child/timing.js';
import { quantile } from '../src/stats/quantile.js';
import { createRng } from '../src/stats/prng.js';
import { identityModel } from '../test/fixtures/onnx/index.js';
import { startResult, writeResult, type ResultCheck } from './results/result-file.js';

const CALLS_PER_BLOCK = 200;
const BLOCKS = Number(process.env.BLOCKS ?? 300);

async function bare(session: InferenceSession, feeds: Record<string, Tensor>, calls: number): Promise<void> {
  for (let i = 0; i < calls; i++) await session.run(feeds);
}

const result = startResult();
const session = await InferenceSession.create(identityModel(), sessionOptions(1));
const feeds = { input: new Tensor('float32', new Float32Array(16), [1, 16]) };
const clock = openRunQueueClock();
type Loop = 'harness' | 'clock' | 'bare';
const loops: Loop[] = clock ? ['harness', 'clock', 'bare'] : ['harness', 'bare'];
const perCall: Record<Loop, number[]> = { harness: [], clock: [], bare: [] };
const reported: Record<Loop, number[]> = { harness: [], clock: [], bare: [] };
const rng = createRng(1);
for (let i = 0; i < 50; i++) await bare(session, feeds, CALLS_PER_BLOCK); // warm-up

for (let b = 0; b < BLOCKS; b++) {
  // A random rotation, reversed half the time: for two or three loops that is every order, equally often.
  const turn = rng.int(loops.length);
  const order = [...loops.slice(turn), ...loops.slice(0, turn)];
  if (rng.next() < 0.5) order.reverse();
  for (const loop of order) {
    const start = process.hrtime.bigint();
    if (loop === 'bare') await bare(session, feeds, CALLS_PER_BLOCK + UNTIMED_CALLS);
    else {
      collectGarbage('minor');
      await timeBlock(session, feeds, CALLS_PER_BLOCK, reported[loop], UNTIMED_CALLS, loop === 'clock' ? clock : null);
    }
    perCall[loop].push(Number(process.hrtime.bigint() - start) / 1000 / (CALLS_PER_BLOCK + UNTIMED_CALLS));
  }
}
clock?.close();

const p50 = { harness: quantile(perCall.harness, 0.5), bare: quantile(perCall.bare, 0.5) };
const rows = [
  ['loop', 'per-call p50 (µs, block wall time / calls)'],
  ['bare await session.run()', p50.bare.toFixed(2)],
  ['engine timeBlock()', p50.harness.toFixed(2)],
  ['ratio harness / bare', (p50.harness / p50.bare).toFixed(3)],
  ['added per call (µs)', (p50.harness - p50.bare).toFixed(2)],
  ['p50 the harness reports per call (µs)', quantile(reported.harness, 0.5).toFixed(2)],
];
if (clock) {
  const withClock = quantile(perCall.clock, 0.5);
  rows.push(
    ['timeBlock() with the run-queue clock', withClock.toFixed(2)],
    ['added per call by the clock (µs)', (withClock - p50.harness).toFixed(2)],
    ['p50 it reports per call (µs)', quantile(reported.clock, 0.5).toFixed(2)],
  );
}
process.stdout.write(
  `bench:overhead: Identity [1,16], ${BLOCKS} blocks × ${CALLS_PER_BLOCK + UNTIMED_CALLS} calls per loop, interleaved; gc exposed: ${typeof (globalThis as { gc?: unknown }).gc === 'function'}\n`,
);
for (const [name, value] of rows) process.stdout.write(`${(name ?? '').padEnd(42)} ${value}\n`);
process.stdout.write(
  `${p50.harness - p50.bare <= 2 ? 'OK' : 'OVER BUDGET'}: a block as the engine runs it (GC, untimed switch call, timed loop) must add ≤ ~2 µs per call; the timed region itself holds nothing but the call\n`,
);
if (clock)
  process.stdout.write(
    'The clock is read only where calls take 100 µs or more (worker.ts, runQueueClockFor): its reads, outside the timed span, are what it adds to such a call\n',
  );
else process.stdout.write('No run-queue clock here (not Linux, or /proc hidden): its loop was not run\n');

const us = (x: number) => `${x.toFixed(2)} µs`;
const checks: ResultCheck[] = [
  {
    id: 'harness-added',
    title: 'A block as the engine runs it (GC, untimed switch call, timed loop): added per call',
    target: '≤ 2 µs',
    figure: us(p50.harness - p50.bare),
    met: p50.harness - p50.bare <= 2,
    counts: { bareMicros: p50.bare, harnessMicros: p50.harness },
    summary: false,
  },
  {
    id: 'harness-reported',
    title: 'What the harness reports per call (p50)',
    target: null,
    figure: us(quantile(reported.harness, 0.5)),
    met: null,
    counts: { reportedMicros: quantile(reported.harness, 0.5) },
  },
];
if (clock) {
  const withClock = quantile(perCall.clock, 0.5);
  checks.push(
    {
      id: 'clock-added-wall',
      title: "The run-queue clock's reads: added to each call's wall time",
      target: null,
      figure: us(withClock - p50.harness),
      met: null,
      counts: { withClockMicros: withClock, harnessMicros: p50.harness },
    },
    {
      id: 'clock-reported',
      title: 'What the harness reports per call with the run-queue clock (p50)',
      target: null,
      figure: us(quantile(reported.clock, 0.5)),
      met: null,
      counts: { reportedMicros: quantile(reported.clock, 0.5) },
    },
  );
}
const file = await writeResult(result, {
  name: 'overhead',
  command: 'npm run bench:overhead',
  settings: { model: 'Identity [1,16]', blocks: BLOCKS, callsPerBlock: CALLS_PER_BLOCK + UNTIMED_CALLS },
  checks,
});
process.stdout.write(`results: ${file}\n`);
