import { UserError } from '../errors.js';
import { createRng } from '../stats/prng.js';
import { lookSchedule } from '../stats/sequential.js';
import { askParent, elapsedMs, send } from './channel.js';
import { injectFault } from './test-fault.js';
import type { Arm, BenchJob, RoundMessage } from './protocol.js';
import type { Arms } from './session.js';
import { timeBlock } from './timing.js';

/** Time kept back at the end of the budget for the last round, the final analysis and writing the report. */
export function reserveMs(budgetMs: number): number {
  return Math.min(5_000, Math.max(500, budgetMs * 0.05));
}

/**
 * Rounds of one baseline block and one candidate block in a seeded random order (AB or BA), so drift and
 * neighbours hit both arms alike. At each look the parent analyses the rounds so far and may stop early.
 */
export async function measureRounds(
  arms: Arms,
  job: BenchJob,
  calls: Record<Arm, number>,
): Promise<'decided' | 'budget-spent'> {
  const windowStart = elapsedMs();
  const windowEnd = job.budgetMs - reserveMs(job.budgetMs);
  if (windowEnd - windowStart < Math.min(job.minDurationMs, 1000)) {
    throw new UserError(
      `'max-duration' (${job.budgetMs / 1000}s) is too short: loading and warm-up took ${(windowStart / 1000).toFixed(1)}s and left no time to measure; raise 'max-duration'`,
    );
  }
  // Look times are ms since the child started: the schedule is laid over the measuring window.
  const looks = lookSchedule(windowEnd - windowStart, job.minDurationMs, job.lookFractions).map((t) => windowStart + t);
  const rng = createRng(job.seed ^ 0x5bd1e995);
  let look = 0;
  while (look < looks.length) {
    const order: RoundMessage['order'] = rng.next() < 0.5 ? 'AB' : 'BA';
    const round: RoundMessage = { order, baseline: [], candidate: [] };
    const sequence: Arm[] = order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
    for (const arm of sequence) await timeBlock(arms[arm].session, arms[arm].feeds, calls[arm], round[arm]);
    await send({ type: 'round', round });
    const now = elapsedMs();
    if (now >= (looks[look] ?? Infinity)) {
      const stop = await askParent(look, looks.length);
      injectFault('look');
      if (stop) return 'decided';
      look++;
      // A slow analysis must not push later looks past the window: skip looks whose time has already passed.
      while (look < looks.length - 1 && elapsedMs() >= (looks[look] ?? Infinity)) look++;
    }
  }
  return 'budget-spent';
}
