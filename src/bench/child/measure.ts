import { UserError } from '../../errors.js';
import { measuringWindow } from '../budget.js';
import { createRng } from '../../stats/prng.js';
import { lookSchedule } from '../../stats/sequential.js';
import { askParent, elapsedMs, send } from './channel.js';
import { planCycle } from './cycle.js';
import { grownPlan } from '../pair-growth.js';
import { shouldRenew } from './pair-renewal.js';
import { injectFault } from './test-fault.js';
import type { Arm, BenchJob, RoundMessage, SessionPairsPlan } from '../protocol.js';
import type { Arms } from './session.js';
import type { RunQueueClock } from './run-queue.js';
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
  first: readonly Arms[],
  job: BenchJob,
  calls: Record<Arm, number>,
  profileAllowanceMs = 0,
  renew?: Renewal,
  waits: RunQueueClock | null = null,
): Promise<{ reason: 'decided' | 'budget-spent'; profile: boolean; allowanceMs: number; pairs: readonly Arms[] }> {
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
  // The pairs held now (a generation) and the pairs measured before it; rounds carry pair numbers over the run.
  let pairs = first;
  const generation = { before: 0, cycles: 0, startMs: elapsedMs(), renewMs: renew?.initialMs ?? 0 };
  const done = (reason: 'decided' | 'budget-spent') => ({ reason, profile, allowanceMs: allowance, pairs });
  // Pairs that may grow are renewed only once a check asks (`asked`); `renewing` once the first grown generation
  // exists, when the parent is told (its later checks take the pairs as renewed).
  let renewing = renew !== undefined && renew.grows === undefined;
  let asked: number | undefined;
  // σ²/τ² from the last look: how long a generation measures before the next (pair-balance.ts).
  let spreadRatio: number | undefined;
  while (look < looks.length) {
    const may = renewing || asked !== undefined;
    const due = looks[look] ?? windowEnd;
    if (renew && may && renewNow(generation, pairs.length, due, windowEnd, !!renew.grows, spreadRatio)) {
      const started = elapsedMs();
      const measured = pairs.length;
      if (!renewing && renew.grows) await send({ type: 'pairs', plan: grownPlan(renew.grows, asked ?? 0) });
      renewing = true;
      pairs = await renew.next(pairs);
      Object.assign(generation, {
        before: generation.before + measured,
        cycles: 0,
        startMs: elapsedMs(),
        renewMs: elapsedMs() - started,
      });
    }
    collectGarbage('major');
    const cycle = planCycle(pairs.length, rng);
    for (const [position, planned] of cycle.entries()) {
      const arms = pairs[planned.pair] as Arms;
      const pair = generation.before + planned.pair;
      const round: RoundMessage = { order: planned.order, baseline: [], candidate: [], pair };
      const sequence: Arm[] = planned.order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
      for (const arm of sequence) {
        collectGarbage('minor');
        await timeBlock(arms[arm].session, arms[arm].feeds, calls[arm], round[arm], UNTIMED_CALLS, waits);
      }
      await send({ type: 'round', round });
      // Each half of a cycle holds every pair once, so a look at the end of either half weighs every pair
      // the same. Past the window's end a look cannot wait: the budget comes first.
      // A renewing run looks only at whole cycles: at a half cycle the new generation's pairs have one round.
      const cycleDone = position === cycle.length - 1;
      const balanced = cycleDone || (!renewing && position === pairs.length - 1);
      const now = elapsedMs();
      if (now >= (looks[look] ?? Infinity) && (balanced || now >= windowEnd)) {
        const answer = await askParent(look, looks.length);
        profile = answer.profile;
        injectFault('look');
        if (answer.stop) return done('decided');
        if (answer.growPairs && renew?.grows && asked === undefined) asked = look;
        spreadRatio = answer.spreadRatio;
        look++;
        // A slow analysis must not push later looks past the window: skip looks whose time has already passed.
        while (look < looks.length - 1 && elapsedMs() >= (looks[look] ?? Infinity)) look++;
        // The cycle goes on after a look at its half, so the next look still finds every pair balanced.
        if (look >= looks.length) break;
      }
    }
    generation.cycles++;
  }
  return done('budget-spent');
}

/** How the child renews its session pairs (pair-renewal.ts); absent when the pairs are kept for the whole run. */
export interface Renewal {
  /** What creating the first pairs cost, ms: the estimate of a renewal until one has been timed. */
  initialMs: number;
  /** Releases the generation and returns the next, as many pairs, created and warmed. */
  next(current: readonly Arms[]): Promise<Arms[]>;
  /** Cheap pairs that grow (pair-growth.ts): renewed only once a check asks; the plan as it was made. */
  grows?: SessionPairsPlan;
}

function renewNow(
  g: { before: number; cycles: number; startMs: number; renewMs: number },
  alive: number,
  nextLookMs: number,
  windowEndMs: number,
  evenly: boolean,
  spreadRatio: number | undefined,
) {
  const nowMs = elapsedMs();
  return shouldRenew({
    ...g,
    alive,
    generationMs: nowMs - g.startMs,
    nowMs,
    nextLookMs,
    windowEndMs,
    evenly,
    ...(spreadRatio !== undefined ? { spreadRatio } : {}),
  });
}
