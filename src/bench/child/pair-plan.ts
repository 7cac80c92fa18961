// How many session pairs a run gets (docs/statistics.md, "Session pairs"). Each pair is one more session of
// each model: memory for their weights and arenas, and time to create and run them once. More pairs
// average away more of the systematic difference between two sessions of one model.
import { PAIR_TIME_SHARE } from '../budget.js';
import type { SessionPairsPlan } from '../protocol.js';

/** 'auto' aims for this many pairs, and settles for no fewer than PREFERRED_MIN_PAIRS where they fit. */
export const MAX_AUTO_PAIRS = 8;
export const PREFERRED_MIN_PAIRS = 4;
/** All pairs together may use this share of the memory that was free after the first pair was loaded. */
const MEMORY_SHARE = 0.5;

export interface PairCosts {
  /** Creating and first-running one baseline and one candidate session, ms. */
  pairMs: number;
  /** Resident memory one pair added, bytes. */
  pairBytes: number;
  freeBytes: number;
  budgetMs: number;
}

export function planPairs(requested: number | 'auto', costs: PairCosts): SessionPairsPlan {
  const byMemory = Math.max(1, Math.floor((costs.freeBytes * MEMORY_SHARE) / Math.max(1, costs.pairBytes)) + 1);
  const byTime = (share: number) =>
    Math.max(1, Math.floor((costs.budgetMs * share) / Math.max(1e-3, costs.pairMs)) + 1);
  if (requested !== 'auto') {
    if (requested > byMemory) {
      return {
        count: byMemory,
        reason: `'session-pairs' asked for ${requested}, but only ${byMemory} fit in memory (${mb(costs.pairBytes)} per pair, ${mb(costs.freeBytes)} free)`,
      };
    }
    return { count: requested, reason: `'session-pairs' is ${requested}` };
  }
  let count = Math.min(MAX_AUTO_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.auto));
  if (count < PREFERRED_MIN_PAIRS)
    count = Math.max(count, Math.min(PREFERRED_MIN_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.preferredMinimum)));
  const limits = [
    count === byMemory ? `memory (${mb(costs.pairBytes)} per pair, ${mb(costs.freeBytes)} free)` : undefined,
    count < MAX_AUTO_PAIRS && count !== byMemory
      ? `the budget (${(costs.pairMs / 1000).toFixed(2)} s to create a pair)`
      : undefined,
  ].filter(Boolean);
  return {
    count,
    reason: `auto: ${count} of at most ${MAX_AUTO_PAIRS}${limits.length ? `, limited by ${limits.join(' and ')}` : ''}`,
  };
}

function mb(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
