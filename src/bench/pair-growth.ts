// Growing the session pairs where sessions are cheap (docs/benchmark.md, "Session pairs, planned and renewed").
// With 'auto' the child starts with up to 8 pairs kept for the whole run. Where two sessions of one model
// differ by more than a run's calls can average away, the interval is bounded by the mean of those 8 biases
// however long the run measures. If creating a generation of pairs costs little against the budget, a check
// that finds the pairs' spread bounding an undecided metric asks the child to renew its pairs from then on
// (pair-renewal.ts, as for models whose pairs memory limits), so every later check sees more pairs.
// Pure: the parent decides (run/gate.ts), the child renews, and the decision simulation does both alike.
import { METRICS, type LatencyAnalysis } from '../stats/types.js';
import type { SessionPairsPlan } from './protocol.js';

import { GROWTH_COST_SHARE, PAIR_SHARE_TO_GROW } from '../stats/policy.js';

/** Whether 'auto' may grow these pairs: not when memory already renews them, and only when a generation is cheap. */
export function mayGrow(plan: SessionPairsPlan, pairMs: number, budgetMs: number): boolean {
  return plan.renew !== true && plan.count * pairMs <= GROWTH_COST_SHARE * budgetMs;
}

/**
 * Whether a check asks for more pairs: a metric left undecided by its interval alone (no guard held it) whose
 * variance is mostly the pairs' mean bias. A metric a guard holds would stay held whatever the pairs.
 */
export function morePairsWouldHelp(look: Pick<LatencyAnalysis, 'p50' | 'p95'>): boolean {
  return METRICS.some((metric) => {
    const m = look[metric];
    if (m.verdict !== 'inconclusive' || (m.heldBy?.length ?? 0) > 0 || !m.pairs) return false;
    const between = m.pairs.betweenSd ** 2 / Math.max(1, m.pairs.effectivePairs ?? m.pairs.pairs);
    const within = m.pairs.withinSd ** 2;
    return between >= PAIR_SHARE_TO_GROW * (between + within);
  });
}

/** The plan the child announces when its first grown generation is created: renewed from then on. */
export function grownPlan(plan: SessionPairsPlan, look: number): SessionPairsPlan {
  return {
    count: plan.count,
    reason: `${plan.reason}; renewed from check ${look + 1} on, where the sessions' spread bounded the interval, so more pairs are measured`,
    renew: true,
  };
}
