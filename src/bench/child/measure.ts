import { UserError } from '../../errors.js';
import { measuringWindow } from '../budget.js';
import { createRng } from '../../stats/prng.js';
import { lookSchedule } from '../../stats/sequential.js';
import { askParent, elapsedMs, send } from './channel.js';
import { planCycle } from './cycle.js';
import { injectFault } from './test-fault.js';
import type { Arm, BenchJob, RoundMessage } from '../protocol.js';
import type { Arms } from './session.js';
import { collectGarbage, timeBlock } from './timing.js';

/** Calls run untimed at the start of every block: the first call after a switch of sessions (timing.ts). */
export const UNTIMED_CALLS = 1;

/**
 * Rounds of one baseline block and one candidate block, in cycles that rotate the session pairs in a seeded
 * shuffled order with ABBA-balanced arm order (cycle.ts). Looks happen at the end of a half cycle, once
 * their time has come, so every look weighs every pair equally; the parent analyses the rounds so far and may
 * stop early.
 */
export async function measureRounds(
  pairs: readonly Arms[],
  job: BenchJob,
  calls: Record<Arm, number>,
  profileAllowanceMs = 0,
): Promise<{ reason: 'decided' | 'budget-spent'; profile: boolean; allowanceMs: number }> {
  // The verdict comes first: the profiling pass's allowance only takes what the window holds beyond min-duration.
  const full = measuringWindow(job.budgetMs, elapsedMs());
  const allowance = Math.min(profileAllowanceMs, Math.max(0, full.endMs - full.startMs - job.minDurationMs));
  const { startMs: windowStart, endMs: windowEnd } = measuringWindow(job.budgetMs, full.startMs, allowance);
  if (windowEnd - windowStart < Math.min(job.minDurationMs, 1000)) {
    throw new UserError(
      `'max-duration' (${job.budgetMs / 1000}s) is too short: loading and warm-up took ${(windowStart / 1000).toFixed(1)}s and left no time to measure; raise 'max-duration'`,
    );
  }
  // Look times are ms since the child started: the schedule is laid over the measuring window.
  const looks = lookSchedule(windowEnd - windowStart, job.minDurationMs, job.lookFractions).map((t) => windowStart + t);
  const rng = createRng(job.seed ^ 0x5bd1e995);
  let look = 0;
  let profile = false;
  while (look < looks.length) {
    collectGarbage('major');
    const cycle = planCycle(pairs.length, rng);
    for (const [position, planned] of cycle.entries()) {
      const arms = pairs[planned.pair] as Arms;
      const round: RoundMessage = { order: planned.order, baseline: [], candidate: [], pair: planned.pair };
      const sequence: Arm[] = planned.order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
      for (const arm of sequence) {
        collectGarbage('minor');
        await timeBlock(arms[arm].session, arms[arm].feeds, calls[arm], round[arm], UNTIMED_CALLS);
      }
      await send({ type: 'round', round });
      // Each half of a cycle holds every pair once, so a look at the end of either half weighs every pair
      // the same. Past the window's end a look cannot wait: the budget comes first.
      const cycleDone = position === cycle.length - 1;
      const balanced = cycleDone || position === pairs.length - 1;
      const now = elapsedMs();
      if (now >= (looks[look] ?? Infinity) && (balanced || now >= windowEnd)) {
        const answer = await askParent(look, looks.length);
        profile = answer.profile;
        injectFault('look');
        if (answer.stop) return { reason: 'decided', profile, allowanceMs: allowance };
        look++;
        // A slow analysis must not push later looks past the window: skip looks whose time has already passed.
        while (look < looks.length - 1 && elapsedMs() >= (looks[look] ?? Infinity)) look++;
        // The cycle goes on after a look at its half, so the next look still finds every pair balanced.
        if (look >= looks.length) break;
      }
    }
  }
  return { reason: 'budget-spent', profile, allowanceMs: allowance };
}
