// Measurements the experiment makes in its own process (it loads onnxruntime once, the gate runs in its own
// child processes): the long interleaved reference that establishes each candidate's true ratio.
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { sessionOptions } from '../../src/bench/child/session.js';
import { timeBlock } from '../../src/bench/child/timing.js';
import { quantile } from '../../src/stats/quantile.js';
import { createRng } from '../../src/stats/prng.js';

interface Loaded {
  session: InferenceSession;
  feeds: Record<string, Tensor>;
}

/**
 * Session pairs the reference measures. Two sessions of one model differ by a few percent at p50 on some CPUs
 * (a calibration on an Intel Xeon read a between-pair sd of 1.7-1.8 % for the 36-layer MLP), so one pair's
 * ratio is not the model's: the same depth read ×1.03 in one pair and ×1.07 in another.
 */
const REFERENCE_PAIRS = 16;
const WARM_CALLS = 50;

/** A fresh session of the model; the experiment's models have one fixed-shape float32 input, fed from its metadata. */
async function load(file: string): Promise<Loaded> {
  const s = await InferenceSession.create(file, sessionOptions(1));
  const meta = s.inputMetadata[0];
  const dims = meta?.isTensor ? meta.shape.map((d) => (typeof d === 'number' && d > 0 ? d : 1)) : [1];
  const size = dims.reduce((a, b) => a * b, 1);
  const loaded = {
    session: s,
    feeds: {
      [meta?.name ?? 'input']: new Tensor(
        'float32',
        Float32Array.from({ length: size }, (_, i) => Math.sin(i)),
        dims,
      ),
    },
  };
  for (let i = 0; i < WARM_CALLS; i++) await s.run(loaded.feeds);
  return loaded;
}

async function timeFor(m: Loaded, ms: number, out: number[]): Promise<void> {
  const end = performance.now() + ms;
  while (performance.now() < end) await timeBlock(m.session, m.feeds, 20, out);
}

/**
 * The true ratios: `pairs` fresh session pairs, each measured for its share of `ms` in short interleaved blocks
 * in random order; the geometric mean of the pairs' p50 and p95 ratios (what the gate's pairs estimate).
 */
export async function referenceRatio(
  baseline: string,
  candidate: string,
  ms: number,
  pairs = REFERENCE_PAIRS,
): Promise<{ p50: number; p95: number }> {
  const rng = createRng(99);
  const logs = { p50: 0, p95: 0 };
  for (let k = 0; k < pairs; k++) {
    const [a, b] = [await load(baseline), await load(candidate)];
    const times = { a: [] as number[], b: [] as number[] };
    const end = performance.now() + ms / pairs;
    while (performance.now() < end) {
      const first = rng.next() < 0.5;
      await timeFor(first ? a : b, 10, first ? times.a : times.b);
      await timeFor(first ? b : a, 10, first ? times.b : times.a);
    }
    logs.p50 += Math.log(quantile(times.b, 0.5) / quantile(times.a, 0.5)) / pairs;
    logs.p95 += Math.log(quantile(times.b, 0.95) / quantile(times.a, 0.95)) / pairs;
    await a.session.release();
    await b.session.release();
  }
  return { p50: Math.exp(logs.p50), p95: Math.exp(logs.p95) };
}
