// A trend in the arms' relative speed across the run (docs/statistics.md, "Guards"). The round
// bootstrap treats rounds as exchangeable; when the candidate/baseline ratio drifts (one session's memory
// migrates, a cache warms for one model only), the pooled ratio is an average over a moving target and
// its interval under-covers. Such a run decides nothing.

import { probit } from 'simple-statistics';
import { quantile } from './quantile.js';
import type { Round } from './types.js';

export interface RatioTrend {
  /** Spearman correlation of the per-round log ratio with the round's position. */
  rho: number;
  /** ρ·√(n − 1): standard normal when there is no trend. */
  z: number;
  /** Median per-round ratio in the first and in the last third of the run. */
  start: number;
  end: number;
}

/** Per-round log ratio: log(median of the candidate block / median of the baseline block). */
export function roundLogRatios(rounds: readonly Round[]): Float64Array {
  return Float64Array.from(rounds, (r) => Math.log(quantile(r.candidate, 0.5) / quantile(r.baseline, 0.5)));
}

export function ratioTrend(rounds: readonly Round[]): RatioTrend | undefined {
  const n = rounds.length;
  if (n < 6) return undefined;
  const logs = roundLogRatios(rounds);
  const ranks = rankOf(logs);
  // Spearman ρ with the positions 0..n−1 (which are their own ranks), from Pearson's formula on ranks.
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
  const rho = syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
  const third = Math.floor(n / 3);
  return {
    rho,
    z: rho * Math.sqrt(n - 1),
    start: Math.exp(quantile(logs.subarray(0, third), 0.5)),
    end: Math.exp(quantile(logs.subarray(n - third), 0.5)),
  };
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
  return `the candidate/baseline ratio drifted during the run (per-round median ratio ×${trend.start.toFixed(3)} in the first third, ×${trend.end.toFixed(3)} in the last; rank correlation with time ${trend.rho.toFixed(2)})${where}, across a boundary of the verdict, so the rounds do not measure one ratio: rerun, and if it persists look for state that builds up in one model`;
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
