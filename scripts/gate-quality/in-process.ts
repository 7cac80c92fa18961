// Measurements the experiment makes in its own process (it loads onnxruntime once, the gate runs in its own
// child processes): the long interleaved reference that establishes each candidate's true ratio.
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { sessionOptions } from '../../src/bench/child/session.js';
import { timeBlock } from '../../src/bench/child/timing.js';
import { measuringCallsPerBlock } from '../../src/bench/child/warmup.js';
import { BLOCK_TARGET_MS } from '../../src/bench/budget.js';
import { quantile } from '../../src/stats/quantile.js';
import { createRng } from '../../src/stats/prng.js';

interface Loaded {
  session: InferenceSession;
  feeds: Record<string, Tensor>;
}

/**
 * Session pairs the reference measures. Two sessions of one model can differ by a few percent at p50, so one
 * pair's ratio is not the model's; the geometric mean over many fresh pairs is.
 */
const REFERENCE_PAIRS = 16;
const WARM_CALLS = 50;

/**
 * A fresh session of the model, warmed by `warmCalls` calls; the experiment's models have one fixed-shape float32
 * input, fed from its metadata with uniform values in [-1, 1), the kind the gate synthesizes.
 */
export async function load(file: string, warmCalls = WARM_CALLS): Promise<Loaded> {
  const random = createRng(7);
  const s = await InferenceSession.create(file, sessionOptions(1));
  const meta = s.inputMetadata[0];
  const dims = meta?.isTensor ? meta.shape.map((d) => (typeof d === 'number' && d > 0 ? d : 1)) : [1];
  const size = dims.reduce((a, b) => a * b, 1);
  const loaded = {
    session: s,
    feeds: {
      [meta?.name ?? 'input']: new Tensor(
        'float32',
        Float32Array.from({ length: size }, () => random.next() * 2 - 1),
        dims,
      ),
    },
  };
  for (let i = 0; i < warmCalls; i++) await s.run(loaded.feeds);
  return loaded;
}

/**
 * The true ratios: `pairs` fresh session pairs, each measured for its share of `ms` in the gate's own rounds
 * (one block of each model in random order, as many calls as make the slower model's block last the gate's
 * block time, the first call after a switch untimed); the geometric mean of the pairs' p50 and p95 ratios.
 * Closer to the gate than timing fixed segments with the first calls timed, but not the gate: MLPs whose
 * weights are about a core's cache read several points apart depending on how they are run and on this
 * long-lived process's own state (docs/decisions/0002-size-near-threshold-pairs-off-cache.md), which is why
 * the experiment also prints a reading with one model to a process (./solo-reference.ts).
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
    const arms = [await load(baseline), await load(candidate)] as const;
    const probes: number[] = [];
    for (const m of arms) {
      const probe: number[] = [];
      await timeBlock(m.session, m.feeds, WARM_CALLS, probe);
      probes.push(quantile(probe, 0.5));
    }
    const calls = measuringCallsPerBlock(Math.max(...probes), BLOCK_TARGET_MS);
    const times = [[], []] as [number[], number[]];
    const end = performance.now() + ms / pairs;
    while (performance.now() < end) {
      const order = rng.next() < 0.5 ? ([0, 1] as const) : ([1, 0] as const);
      for (const i of order) await timeBlock(arms[i].session, arms[i].feeds, calls, times[i], 1);
    }
    logs.p50 += Math.log(quantile(times[1], 0.5) / quantile(times[0], 0.5)) / pairs;
    logs.p95 += Math.log(quantile(times[1], 0.95) / quantile(times[0], 0.95)) / pairs;
    for (const m of arms) await m.session.release();
  }
  return { p50: Math.exp(logs.p50), p95: Math.exp(logs.p95) };
}
