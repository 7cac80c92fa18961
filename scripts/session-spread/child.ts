// One condition of the session-spread study, in a process of its own (its environment is the condition's):
// a reference session held for the whole run, then the sessions under study, measured round-robin in blocks of
// about 25 ms with one reference block a round. A session's bias is its median call over the reference's median
// in the rounds it ran, so drift over the run (and a renewed generation's time) cancels. Prints one JSON line.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { sessionOptions } from '../../src/bench/child/session.js';
import { createRng } from '../../src/stats/prng.js';
import { quantile } from '../../src/stats/quantile.js';
import type { Condition } from './conditions.js';

export interface ChildJob {
  model: string;
  sessions: number;
  measureMs: number;
  seed: number;
  condition: Condition;
}

export interface SessionReading {
  createMs: number;
  firstCallMs: number;
  /** log(session median / reference median over the same rounds). */
  logBias: number;
  /** Sampling variance of logBias, from the session's odd and even rounds. */
  noiseVar: number;
  calls: number;
}

export interface ChildResult {
  callMs: number;
  sessions: SessionReading[];
  peakRssMiB: number;
}

const BLOCK_MS = 25;
const WARM_CALLS = 3;

const median = (xs: number[]) => quantile(xs, 0.5);

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '{}') as ChildJob;
  const c = job.condition;
  const options = sessionOptions(1);
  if (c.arena === false) options.enableCpuMemArena = false;
  if (c.prepacking === false) {
    const extra = options.extra as { session: Record<string, unknown> };
    extra.session = { ...extra.session, disable_prepacking: '1' };
  }
  const optimized = path.join(tmpdir(), `session-spread-${process.pid}.onnx`);
  const bytes = c.source === 'buffer' ? new Uint8Array(await readFile(job.model)) : undefined;
  let created = 0;
  const create = async (): Promise<{ session: InferenceSession; ms: number }> => {
    const start = performance.now();
    let session: InferenceSession;
    if (bytes) session = await InferenceSession.create(bytes, options);
    else if (c.source === 'optimized-once' && created === 0)
      session = await InferenceSession.create(job.model, { ...options, optimizedModelFilePath: optimized });
    else if (c.source === 'optimized-once')
      session = await InferenceSession.create(optimized, { ...options, graphOptimizationLevel: 'disabled' });
    else session = await InferenceSession.create(job.model, options);
    created++;
    return { session, ms: performance.now() - start };
  };
  const ref = (await create()).session;
  const meta = ref.inputMetadata[0] as { name: string; shape: readonly (number | string)[] };
  const dims = meta.shape.map((d) => (typeof d === 'number' && d > 0 ? d : 1));
  const data = new Float32Array(dims.reduce((a, b) => a * b, 1)).map((_, i) => Math.sin(i));
  const feeds = { [meta.name]: new Tensor('float32', data, dims) };
  for (let i = 0; i < WARM_CALLS; i++) await ref.run(feeds);
  let t = performance.now();
  await ref.run(feeds);
  const callMs = performance.now() - t;
  const perBlock = Math.max(1, Math.round(BLOCK_MS / callMs));
  const block = async (session: InferenceSession, into: number[]) => {
    await session.run(feeds); // untimed: the first call after another session's block
    for (let i = 0; i < perBlock; i++) {
      t = performance.now();
      await session.run(feeds);
      into.push(performance.now() - t);
    }
  };
  const rng = createRng(job.seed);
  const generation = job.condition.lifecycle === 'renewed' ? 2 : job.sessions;
  const readings: SessionReading[] = [];
  let peakRss = process.memoryUsage().rss;
  for (let first = 0; first < job.sessions; first += generation) {
    const live: { session: InferenceSession; createMs: number; firstCallMs: number; odd: number[]; even: number[] }[] =
      [];
    for (let k = first; k < Math.min(job.sessions, first + generation); k++) {
      const { session, ms } = await create();
      t = performance.now();
      await session.run(feeds);
      const firstCallMs = performance.now() - t;
      for (let i = 0; i < WARM_CALLS; i++) await session.run(feeds);
      live.push({ session, createMs: ms, firstCallMs, odd: [], even: [] });
    }
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    const refOdd: number[] = [];
    const refEven: number[] = [];
    const until = performance.now() + (job.measureMs * live.length) / job.sessions;
    for (let round = 0; performance.now() < until || round < 4; round++) {
      const odd = round % 2 === 1;
      // Fisher-Yates: sorting by a random comparator does not give every order alike.
      const order = [-1, ...live.keys()];
      for (let i = order.length - 1; i > 0; i--) {
        const k = rng.int(i + 1);
        [order[i], order[k]] = [order[k] as number, order[i] as number];
      }
      for (const k of order) {
        if (k < 0) await block(ref, odd ? refOdd : refEven);
        else {
          const s = live[k] as (typeof live)[number];
          await block(s.session, odd ? s.odd : s.even);
        }
      }
    }
    const refMedian = median([...refOdd, ...refEven]);
    for (const s of live) {
      const halves = Math.log(median(s.odd) / median(s.even));
      readings.push({
        createMs: s.createMs,
        firstCallMs: s.firstCallMs,
        logBias: Math.log(median([...s.odd, ...s.even]) / refMedian),
        noiseVar: halves ** 2 / 4,
        calls: s.odd.length + s.even.length,
      });
      await s.session.release();
    }
  }
  await rm(optimized, { force: true });
  process.stdout.write(`${JSON.stringify({ callMs, sessions: readings, peakRssMiB: peakRss / 1024 ** 2 })}\n`);
}

await main();
