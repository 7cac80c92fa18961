// Opening the extra session pairs, and renewing them during the run when memory holds fewer than 'auto' aims
// for (pair-renewal.ts). A pair is one more session of each model on the same file, options and inputs.
import type { ProviderTarget } from '../../gpu/provider-options.js';
import type { Arm, BenchJob, SessionPairsPlan } from '../protocol.js';
import type { Renewal } from './measure.js';
import type { InferenceSession } from 'onnxruntime-node';
import { loadSession, runOnce, type Arms } from './session.js';

/**
 * A new pair on the feeds of `like`, each session created and run once (its first call is the slow one). Pair
 * `index` creates its candidate first when odd: where sessions created later run faster (on 4 KiB pages a big
 * model's did, by up to about 1 % a session), a fixed order would give every pair's candidate that edge, a bias
 * no rotation of rounds removes; alternating it makes the edge cancel over the pairs, as the ABBA order does for
 * rounds (docs/benchmark.md, "Why sessions of one model differ").
 */
export async function openPair(job: BenchJob, target: ProviderTarget, like: Arms, index: number): Promise<Arms> {
  const open = (arm: Arm) => loadSession(arm, job[arm], job.threads, target);
  const order: [Arm, Arm] = index % 2 === 1 ? ['candidate', 'baseline'] : ['baseline', 'candidate'];
  const created = {} as Record<Arm, InferenceSession>;
  for (const arm of order) created[arm] = await open(arm);
  const pair: Arms = {
    baseline: { session: created.baseline, feeds: like.baseline.feeds },
    candidate: { session: created.candidate, feeds: like.candidate.feeds },
  };
  await runOnce('baseline', pair.baseline.session, pair.baseline.feeds);
  await runOnce('candidate', pair.candidate.session, pair.candidate.feeds);
  return pair;
}

/**
 * Renewal of a generation: its sessions are released first, so memory never holds two generations, then as
 * many new pairs are opened and each new session runs `warmCalls` untimed calls (renewalWarmCalls in
 * pair-renewal.ts: warm-up already found how many calls settle these models; a fresh session needs its arena
 * and caches filled again). With `grows` (cheap pairs, pair-growth.ts) renewal waits until a check asks for it.
 */
export function pairRenewal(
  job: BenchJob,
  target: ProviderTarget,
  warmCalls: Record<Arm, number>,
  initialMs: number,
  grows?: SessionPairsPlan,
): Renewal {
  // Pair numbers continue across generations, and so does the alternation of which arm is created first.
  let opened = 0;
  return {
    initialMs,
    ...(grows ? { grows } : {}),
    async next(current) {
      const like = current[0] as Arms;
      for (const pair of current)
        for (const arm of ['baseline', 'candidate'] as const) await pair[arm].session.release();
      const next: Arms[] = [];
      if (opened === 0) opened = current.length;
      for (let k = 0; k < current.length; k++) {
        const pair = await openPair(job, target, like, opened++);
        for (const arm of ['baseline', 'candidate'] as const) {
          for (let i = 0; i < warmCalls[arm]; i++) await pair[arm].session.run(pair[arm].feeds);
        }
        next.push(pair);
      }
      return next;
    },
  };
}
