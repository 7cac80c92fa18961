// A trend in the arms' relative speed across the run (docs/statistics.md, "Guards"). The round
// bootstrap treats rounds as exchangeable; when the candidate/baseline ratio drifts (one session's memory
// migrates, a cache warms for one model only), the pooled ratio is an average over a moving target and
// its interval under-covers. Such a run decides nothing.

import { probit } from 'simple-statistics';
import { quantile } from './quantile.js';
import type { Round } from './types.js';
import { TREND_MIN_DOF, TREND_MIN_PAIR_ROUNDS } from './policy.js';

export interface RatioTrend {
  /** Spearman correlation of the per-round log ratio with the round's order, within each session pair, averaged. */
  rho: number;
  /** ρ·√(Σ (n_k − 1)): standard normal when there is no trend. */
  z: number;
  /** Median per-round ratio in the first and in the last third of each pair's rounds, at the run's median. */
  start: number;
  end: number;
}

/** Per-round log ratio: log(median of the candidate block / median of the baseline block). */
export function roundLogRatios(rounds: readonly Round[]): Float64Array {
  return Float64Array.from(rounds, (r) => Math.log(quantile(r.candidate, 0.5) / quantile(r.baseline, 0.5)));
}

/**
 * The trend of the per-round log ratio in time, judged within each session pair. A pair's bias is in all its
 * rounds, and renewed pairs (src/bench/child/pair-renewal.ts) each live in one stretch of the run, so one
 * correlation over the whole run read the generations' biases as a drift and blocked looks of identical pairs
 * whose renewed pairs merely differed; judged within the pairs it blocked none. A pair kept for the whole run sees the whole run's trend, so for
 * pairs that are never renewed the test is the one correlation it was, stratified: Spearman's ρ_k of pair k's
 * n_k rounds against their order, which has variance 1/(n_k − 1) when there is no trend, combined as
 * Σ ρ_k (n_k − 1) / √Σ (n_k − 1). Pairs of fewer than 3 rounds add nothing.
 */
export function ratioTrend(rounds: readonly Round[]): RatioTrend | undefined {
  const logs = roundLogRatios(rounds);
  const byPair = new Map<number, number[]>();
  rounds.forEach((r, i) => {
    const own = byPair.get(r.pair ?? 0);
    if (own) own.push(logs[i] as number);
    else byPair.set(r.pair ?? 0, [logs[i] as number]);
  });
  let weighted = 0;
  let dof = 0;
  const first: number[] = [];
  const last: number[] = [];
  for (const own of byPair.values()) {
    if (own.length < TREND_MIN_PAIR_ROUNDS) continue;
    const centre = quantile(own, 0.5);
    const third = Math.floor(own.length / 3);
    first.push(...own.slice(0, third).map((l) => l - centre));
    last.push(...own.slice(own.length - third).map((l) => l - centre));
    weighted += spearmanWithOrder(Float64Array.from(own)) * (own.length - 1);
    dof += own.length - 1;
  }
  if (dof < TREND_MIN_DOF) return undefined;
  const level = quantile(logs, 0.5);
  return {
    rho: weighted / dof,
    z: weighted / Math.sqrt(dof),
    start: Math.exp(level + quantile(first, 0.5)),
    end: Math.exp(level + quantile(last, 0.5)),
  };
}

/** Spearman correlation of `values` with their positions 0..n−1 (which are their own ranks). */
function spearmanWithOrder(values: Float64Array): number {
  const n = values.length;
  const ranks = rankOf(values);
  const mean = (n - 1) / 2;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const x = i - mean;
    const y = (ranks[i] as number) - mean;
    sxy += x * y;
    sxx += x * x;
    syy += y * y;
  }
  return syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

/**
 * A trend blocks a decision when it is real (|z| beyond the interval's own two-sided level, so at the
 * Bonferroni per-look level it fires by chance no more often than the interval misses), large (the median
 * ratio moved by more than the noise floor between the first and last third of the run) and able to change
 * the verdict: the ratios at the start and at the end lie on different sides of a boundary the rules use
 * (1 ± the noise floor, 1 ± the threshold). A stable −32 % that creeps from ×0.669 to ×0.680 is an
 * improvement at either end; a ratio that moves from ×1.00 to ×1.08 is not one ratio to judge.
 *
 * The per-round ratios are of medians, so `noiseFloor` and `threshold` are the p50's and they place the p50
 * itself. Another metric (`judged`: its ratio over the whole run and its own boundaries) is blocked when the
 * same move, centred on its own estimate, crosses one of its boundaries: a real tail's p95 at ×1.32 is not in
 * doubt because the p50 crept from ×1.047 to ×1.064 across the p50's 5 % threshold (measured on a model whose
 * slow path 10 % of calls take).
 */
export function trendReason(
  trend: RatioTrend | undefined,
  confidence: number,
  noiseFloor: number,
  threshold = Infinity,
  judged?: { metric: string; ratio: number; noiseFloor: number; threshold: number },
): string | undefined {
  if (!trend) return undefined;
  const limit = probit(1 - (1 - confidence) / 2);
  const moved = Math.abs(Math.log(trend.end / trend.start));
  if (Math.abs(trend.z) <= limit || moved <= Math.log(1 + noiseFloor)) return undefined;
  const [low, high] = judged
    ? [judged.ratio * Math.exp(-moved / 2), judged.ratio * Math.exp(moved / 2)]
    : [Math.min(trend.start, trend.end), Math.max(trend.start, trend.end)];
  const floor = judged?.noiseFloor ?? noiseFloor;
  const limitOfChange = judged?.threshold ?? threshold;
  const boundaries = [1 / (1 + limitOfChange), 1 / (1 + floor), 1 + floor, 1 + limitOfChange];
  if (!boundaries.some((b) => low < b && b < high)) return undefined;
  const where = judged ? `, which moves the ${judged.metric} ratio over ×${low.toFixed(3)}-×${high.toFixed(3)}` : '';
  return `the candidate/baseline ratio drifted during the run (per-round median ratio ×${trend.start.toFixed(3)} in the first third, ×${trend.end.toFixed(3)} in the last, moving steadily with time)${where}, across a boundary of the verdict, so the rounds do not measure one ratio: rerun, and if it persists look for state that builds up in one model`;
}

/** Average ranks (ties share their mean rank), 0-based. */
function rankOf(values: Float64Array): Float64Array {
  // Log ratios can be negative, so not the radix sort of sort.ts; rounds number thousands at most.
  const order = Array.from(values.keys()).sort((a, b) => (values[a] as number) - (values[b] as number));
  const ranks = new Float64Array(values.length);
  for (let i = 0; i < order.length;) {
    let j = i;
    while (j + 1 < order.length && values[order[j + 1] as number] === values[order[i] as number]) j++;
    for (let k = i; k <= j; k++) ranks[order[k] as number] = (i + j) / 2;
    i = j + 1;
  }
  return ranks;
}
