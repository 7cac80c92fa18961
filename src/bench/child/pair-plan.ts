// How many session pairs a run gets (docs/statistics.md, "Session pairs"). Each pair is one more session of
// each model: memory for their weights and arenas, and time to create and run them once. More pairs
// average away more of the systematic difference between two sessions of one model.
import { mayGrow } from '../pair-growth.js';
import type { SessionPairsPlan } from '../protocol.js';
import {
  FREE_SHARE,
  MAX_AUTO_PAIRS,
  MEMORY_MULTIPLE,
  PAIR_TIME_SHARE,
  PREFERRED_MIN_PAIRS,
  SMALL_MODELS_BYTES,
} from '../../stats/policy.js';

// Memory is a cost, not a pool to fill: the child, what it held before its first pair included, may hold
// MEMORY_MULTIPLE times the two model files' bytes; its pairs at least SMALL_MODELS_BYTES, so small models
// still get their pairs; and never more than FREE_SHARE of the memory that was free after the first pair was
// loaded. A model of a hundred MB gets 3 pairs, renewed during the run, not 8.

export interface PairCosts {
  /** Creating and first-running one baseline and one candidate session, ms. */
  pairMs: number;
  /** Resident memory one pair added, bytes. */
  pairBytes: number;
  freeBytes: number;
  budgetMs: number;
  /** Bytes of the two model files together. */
  modelBytes: number;
  /** Resident memory of the child before its first pair (Node.js and the runtime), bytes. */
  baseBytes: number;
}

export function planPairs(requested: number | 'auto', costs: PairCosts): SessionPairsPlan {
  const perPair = Math.max(1, costs.pairBytes);
  const byFree = Math.max(1, Math.floor((costs.freeBytes * FREE_SHARE) / perPair) + 1);
  const allowance = Math.max(MEMORY_MULTIPLE * costs.modelBytes - costs.baseBytes, SMALL_MODELS_BYTES);
  const byMemory = Math.min(byFree, Math.max(1, Math.floor(allowance / perPair)));
  const byTime = (share: number) =>
    Math.max(1, Math.floor((costs.budgetMs * share) / Math.max(1e-3, costs.pairMs)) + 1);
  const memory =
    byMemory === byFree
      ? `memory (${mb(costs.pairBytes)} a pair, ${mb(costs.freeBytes)} free)`
      : `memory (${mb(costs.pairBytes)} a pair; the benchmark may hold ${MEMORY_MULTIPLE}× the two models' ${mb(costs.modelBytes)}, ${mb(costs.baseBytes)} of it before the first pair)`;
  if (requested !== 'auto') {
    if (requested > byFree) {
      return {
        count: byFree,
        reason: `'session-pairs' asked for ${requested}, but only ${byFree} fit in memory (${mb(costs.pairBytes)} a pair, ${mb(costs.freeBytes)} free)`,
      };
    }
    return { count: requested, reason: `'session-pairs' is ${requested}` };
  }
  let count = Math.min(MAX_AUTO_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.auto));
  if (count < PREFERRED_MIN_PAIRS)
    count = Math.max(count, Math.min(PREFERRED_MIN_PAIRS, byMemory, byTime(PAIR_TIME_SHARE.preferredMinimum)));
  const limits = [
    count === byMemory ? memory : undefined,
    count < MAX_AUTO_PAIRS && count !== byMemory
      ? `the budget (${(costs.pairMs / 1000).toFixed(2)} s to create a pair)`
      : undefined,
  ].filter(Boolean);
  // Held pairs short of the aim because of memory are renewed during the run instead (pair-renewal.ts).
  const renew = count < MAX_AUTO_PAIRS && count === byMemory;
  const renewed = renew ? `; renewed during the run, ${count} held at a time, so more pairs are measured` : '';
  const plan: SessionPairsPlan = {
    count,
    reason: `auto: ${count} of at most ${MAX_AUTO_PAIRS}${limits.length ? `, limited by ${limits.join(' and ')}` : ''}${renewed}`,
    ...(renew ? { renew } : {}),
  };
  // Cheap pairs are kept until a check finds their spread bounding the interval (pair-growth.ts).
  return mayGrow(plan, costs.pairMs, costs.budgetMs) ? { ...plan, grow: true } : plan;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MiB`;
}
