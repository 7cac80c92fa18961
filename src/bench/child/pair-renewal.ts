// Renewed session pairs (docs/statistics.md, "Session pairs"). When memory holds fewer pairs than 'auto' aims
// for (a model of a hundred MB or more keeps 3 pairs within 4× the two models' bytes), the interval must still see enough pairs: the
// between-pair margin is a t quantile with K − 1 degrees of freedom, and with K = 3 (t = 9.9 at 99 %) p95 could
// never pass. So the pairs held in memory form a generation; after it has run its cycles the child releases it
// and creates the next, and the run's K grows with time while memory stays at one generation.
// Pure policy, shared by the child (measure.ts) and the decision simulation; its constants are in stats/policy.ts.
import { generationMeasureMs } from '../pair-balance.js';
import { GENERATION_CYCLES, MAX_RENEWED_PAIRS, MEASURE_PER_RENEWAL, RENEWAL_WARM_BLOCKS } from '../../stats/policy.js';

/**
 * A new session's untimed calls: as many as each session ran in the warm-up, which found them settled
 * (`warmupCalls` an arm over `pairs` sessions), never more than RENEWAL_WARM_BLOCKS measuring blocks. Whole
 * blocks of a big model's calls would cost over half of creating the pair, while its warm-up settles within
 * a few calls a session.
 */
export function renewalWarmCalls(warmupCalls: number, pairs: number, perBlock: number): number {
  return Math.max(1, Math.min(RENEWAL_WARM_BLOCKS * perBlock, Math.ceil(warmupCalls / Math.max(1, pairs))));
}

export interface RenewalState {
  /** Pairs in the current generation, and pairs seen before it. */
  alive: number;
  before: number;
  /** Whole cycles the current generation has run, and how long it has measured, ms. */
  cycles: number;
  generationMs: number;
  /** What creating the last generation cost, ms (its sessions, first calls and warm-up calls). */
  renewMs: number;
  /** Now, the next look, and the end of the measuring window, ms. */
  nowMs: number;
  nextLookMs: number;
  windowEndMs: number;
  /**
   * Grown pairs (pair-growth.ts): each generation also measures its share of what is left of the window, split
   * over the generations MAX_RENEWED_PAIRS still allows. Cheap sessions would otherwise reach the most pairs
   * early, and the last generation, measured for the rest of the run, would hold most of the calls the pooled
   * quantile rests on: many pairs seen, few weighed.
   */
  evenly?: boolean;
  /**
   * σ²/τ² from the last look (pair-balance.ts): one round's sampling variance over the pairs' bias variance.
   * Absent before the first look, when a generation measures as long as creating it cost.
   */
  spreadRatio?: number;
}

/**
 * Whether to replace the current generation now, at the end of a cycle: it has run GENERATION_CYCLES cycles
 * and measured as long as its pairs are worth (generationMeasureMs: at most as long as a renewal costs, shorter
 * where the last look found the sessions' spread, not the rounds' noise, bounding the interval), the next
 * generation fits under MAX_RENEWED_PAIRS, the window leaves it time for its own cycles after it is created, and
 * the next look would not fall due while the sessions are created. A renewing run looks only at whole cycles, so
 * a look due during a renewal waited for it and the new generation's first cycle, a couple of seconds for a big
 * model (docs/decisions/0004-renewal-timing.md); the current generation runs on to that look instead and is
 * renewed after it. Only then: a look due after the renewal would come no sooner for running on, and would see
 * fewer pairs.
 */
export function shouldRenew(s: RenewalState): boolean {
  if (s.cycles < GENERATION_CYCLES) return false;
  const cycleMs = s.generationMs / s.cycles;
  const measureMs = generationMeasureMs(s.renewMs, cycleMs, MEASURE_PER_RENEWAL * s.renewMs, s.spreadRatio);
  if (s.generationMs < measureMs) return false;
  if (s.before + 2 * s.alive > MAX_RENEWED_PAIRS) return false;
  if (s.nowMs + s.renewMs > s.nextLookMs) return false;
  if (s.evenly) {
    const generationsLeft = Math.floor((MAX_RENEWED_PAIRS - s.before - s.alive) / s.alive);
    if (s.generationMs * (generationsLeft + 1) < s.windowEndMs - (s.nowMs - s.generationMs)) return false;
  }
  return s.nowMs + s.renewMs + GENERATION_CYCLES * cycleMs <= s.windowEndMs;
}
