// Measurements the experiment makes in its own process (it loads onnxruntime once, the gate runs in its own
// child processes): the long interleaved reference that establishes each candidate's true ratio, and the
// naive "all baseline, then all candidate" sampling (kept for comparisons; the current table leaves it out).
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { sessionOptions } from '../../src/bench/child/session.js';
import { timeBlock } from '../../src/bench/child/timing.js';
import { quantile } from '../../src/stats/quantile.js';
import { createRng } from '../../src/stats/prng.js';

interface Loaded {
  session: InferenceSession;
  feeds: Record<string, Tensor>;
}
const sessions = new Map<string, Loaded>();

/** The experiment's models have one fixed-shape float32 input; feed it from its own metadata. */
async function session(file: string): Promise<Loaded> {
  let loaded = sessions.get(file);
  if (!loaded) {
    const s = await InferenceSession.create(file, sessionOptions(1));
    const meta = s.inputMetadata[0];
    const dims = meta?.isTensor ? meta.shape.map((d) => (typeof d === 'number' && d > 0 ? d : 1)) : [1];
    const size = dims.reduce((a, b) => a * b, 1);
    loaded = {
      session: s,
      feeds: {
        [meta?.name ?? 'input']: new Tensor(
          'float32',
          Float32Array.from({ length: size }, (_, i) => Math.sin(i)),
          dims,
        ),
      },
    };
    for (let i = 0; i < 200; i++) await s.run(loaded.feeds);
    sessions.set(file, loaded);
  }
  return loaded;
}

async function timeFor(m: Loaded, ms: number, out: number[]): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) await timeBlock(m.session, m.feeds, 20, out);
}

/** The true p50 ratio: a long run of short interleaved blocks in random order. */
export async function referenceRatio(
  baseline: string,
  candidate: string,
  ms: number,
): Promise<{ p50: number; p95: number }> {
  const [a, b] = [await session(baseline), await session(candidate)];
  const times = { a: [] as number[], b: [] as number[] };
  const rng = createRng(99);
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const first = rng.next() < 0.5;
    await timeFor(first ? a : b, 10, first ? times.a : times.b);
    await timeFor(first ? b : a, 10, first ? times.b : times.a);
  }
  return {
    p50: quantile(times.b, 0.5) / quantile(times.a, 0.5),
    p95: quantile(times.b, 0.95) / quantile(times.a, 0.95),
  };
}

/** Naive sampling: all baseline calls, then all candidate calls, compared as point p50 ratio. */
export async function sequentialRatio(baseline: string, candidate: string, msPerArm: number): Promise<number> {
  const a: number[] = [];
  const b: number[] = [];
  await timeFor(await session(baseline), msPerArm, a);
  await timeFor(await session(candidate), msPerArm, b);
  return quantile(b, 0.5) / quantile(a, 0.5);
}
