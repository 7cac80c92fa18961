// What a latency history says beyond any single run: a change point (E-divisive means with its permutation
// test, change-point.ts) or a slow creep (a hinge that fits better than any step, with a Mann-Kendall test,
// creep.ts). Values are positive latencies or ratios, judged on the log scale, so +8 % is the same step at
// 1 ms and at 100 ms. docs/history-and-charts.md, "How a change is found".

import { eDivisive } from './change-point.js';
import { E_DIVISIVE_DEFAULTS, TREND_RULES } from './policy.js';
import { bestHinge, bestStep, mannKendall } from './creep.js';
import { quantile } from './quantile.js';

export interface ChangeFinding {
  /** First entry at the new level (0-based within the judged entries). */
  index: number;
  /** Medians of the levels before and after (in the values' units). */
  before: number;
  after: number;
  /** after / before − 1. */
  change: number;
  pValue: number;
}

export interface CreepFinding {
  /** Last entry at the old level: the line moves from here. */
  start: number;
  /** Last entry judged. */
  end: number;
  /** Fitted change per entry (fraction). */
  perEntry: number;
  /** Fitted change from `start` to `end` (fraction). */
  total: number;
  /** First entry where the fitted change since `start` reached the threshold. */
  crossedAt: number;
  /** Mann-Kendall p-value of the entries from `start` on. */
  pValue: number;
}

export interface TrendFinding {
  /** Entries judged; 0 when there were fewer than TREND_RULES.minEntries. */
  judged: number;
  changes: ChangeFinding[];
  creep: CreepFinding | null;
}

/**
 * exp(x) − 1 of a change on the log scale, kept finite: latencies that pass every check can still be 600 orders of
 * magnitude apart, and a record holds finite numbers only.
 */
const LOG_LIMIT = Math.log(Number.MAX_VALUE) - 1;
export const finiteChange = (logRatio: number): number =>
  Math.expm1(Math.min(LOG_LIMIT, Math.max(-LOG_LIMIT, logRatio)));

/**
 * Change points and creep in `values` (oldest first). `threshold` is the metric's gate threshold (0.05 = 5 %):
 * a creep is reported once its fitted total passes it, a change point once it moves the level by half of it.
 */
export function analyzeTrend(values: readonly number[], threshold: number, seed: number): TrendFinding {
  if (values.length < TREND_RULES.minEntries || values.some((v) => !(v > 0) || !Number.isFinite(v)))
    return { judged: 0, changes: [], creep: null };
  const logs = values.map((v) => Math.log(v));
  const creep = findCreep(logs, threshold);
  const splits = eDivisive(logs, { ...E_DIVISIVE_DEFAULTS, seed });
  const cuts = [0, ...splits.map((s) => s.index), values.length];
  const changes: ChangeFinding[] = [];
  splits.forEach((split, i) => {
    const before = quantile(values.slice(cuts[i], split.index), 0.5);
    const after = quantile(values.slice(split.index, cuts[i + 2]), 0.5);
    const change = finiteChange(Math.log(after) - Math.log(before));
    // A creep's ramp looks like a step to E-divisive; inside the ramp the creep is the better description.
    const insideCreep = creep !== null && split.index > creep.start;
    if (
      !insideCreep &&
      Math.abs(Math.log(after) - Math.log(before)) >= Math.log1p(threshold * TREND_RULES.minChangeOfThreshold)
    )
      changes.push({ index: split.index, before, after, change, pValue: split.pValue });
  });
  return { judged: values.length, changes, creep };
}

function findCreep(logs: readonly number[], threshold: number): CreepFinding | null {
  const hinge = bestHinge(logs, TREND_RULES.minMoving);
  if (!hinge || hinge.slope === 0) return null;
  const step = bestStep(logs, E_DIVISIVE_DEFAULTS.minSize);
  if (step && step.sse <= hinge.sse) return null;
  const end = logs.length - 1;
  const trend = mannKendall(logs.slice(hinge.start));
  if (trend.pValue > TREND_RULES.creepAlpha || Math.sign(trend.s) !== Math.sign(hinge.slope)) return null;
  const moved = hinge.slope * (end - hinge.start);
  // Symmetric on the log scale, like the verdict rules: a creep down by the same factor is an improvement.
  if (Math.abs(moved) < Math.log1p(threshold)) return null;
  const steps = Math.ceil(Math.log1p(threshold) / Math.abs(hinge.slope) - 1e-9);
  return {
    start: hinge.start,
    end,
    perEntry: finiteChange(hinge.slope),
    total: finiteChange(moved),
    crossedAt: Math.min(end, hinge.start + steps),
    pValue: trend.pValue,
  };
}
