// A slow creep: many small steps in one direction, none of which a single run calls a regression. Two shapes
// compete for the same history (docs/history-and-charts.md, "How a change is found"): a step (one level, then
// another) and a hinge (one level, then a straight rise or fall on the log scale). Both have three parameters,
// so the one with the smaller squared error is the better description. A creep is the hinge, with a
// Mann-Kendall trend test on the part that moves.

import { errorFunction } from 'simple-statistics';

export interface MannKendall {
  /** Σ sign(xⱼ − xᵢ) over i < j. */
  s: number;
  z: number;
  /** Two-sided p-value from the normal approximation with the tie correction. */
  pValue: number;
}

/**
 * Mann-Kendall trend test (Kendall, "Rank Correlation Methods", 1975): S = Σ sign(xⱼ − xᵢ), variance
 * [n(n−1)(2n+5) − Σ t(t−1)(2t+5)] / 18 over tie groups of size t, z = (S − sign S) / √var (continuity
 * correction), p = 2 · (1 − Φ(|z|)).
 */
export function mannKendall(values: readonly number[]): MannKendall {
  const n = values.length;
  let s = 0;
  for (let i = 0; i < n; i++)
    for (let j = i + 1; j < n; j++) s += Math.sign((values[j] as number) - (values[i] as number));
  const ties = new Map<number, number>();
  for (const v of values) ties.set(v, (ties.get(v) ?? 0) + 1);
  let tieTerm = 0;
  for (const t of ties.values()) tieTerm += t * (t - 1) * (2 * t + 5);
  const variance = (n * (n - 1) * (2 * n + 5) - tieTerm) / 18;
  if (!(variance > 0)) return { s, z: 0, pValue: 1 };
  const z = (s - Math.sign(s)) / Math.sqrt(variance);
  // 2 · (1 − Φ(|z|)) = 1 − erf(|z| / √2); erf is computed, where simple-statistics' Φ is a two-digit table.
  return { s, z, pValue: Math.min(1, Math.max(0, 1 - errorFunction(Math.abs(z) / Math.SQRT2))) };
}

export interface StepFit {
  /** First entry of the second level. */
  index: number;
  sse: number;
}

/** The two-level fit with the smallest squared error, each level at least `minSize` entries. */
export function bestStep(values: readonly number[], minSize: number): StepFit | undefined {
  let best: StepFit | undefined;
  for (let tau = minSize; tau <= values.length - minSize; tau++) {
    const sse = levelSse(values, 0, tau) + levelSse(values, tau, values.length);
    if (!best || sse < best.sse) best = { index: tau, sse };
  }
  return best;
}

function levelSse(values: readonly number[], start: number, end: number): number {
  let mean = 0;
  for (let i = start; i < end; i++) mean += values[i] as number;
  mean /= end - start;
  let sse = 0;
  for (let i = start; i < end; i++) sse += ((values[i] as number) - mean) ** 2;
  return sse;
}

export interface HingeFit {
  /** The last entry of the flat part: the line moves from here on (0 when the whole history moves). */
  start: number;
  /** Change per entry after `start`, in the units of the values (log ratio per entry on the log scale). */
  slope: number;
  intercept: number;
  sse: number;
}

/**
 * Least squares of y = a + b · max(0, i − start) over every start that leaves at least `minMoving` entries
 * after it: flat until `start`, a straight line from there. The hinge is one parameter more than a straight
 * line through every entry (start 0), so a later start must earn it by the Bayesian information criterion,
 * n · ln(SSE_line / SSE_hinge) > ln n; otherwise noise in the first entries would date a creep too late.
 */
export function bestHinge(values: readonly number[], minMoving: number): HingeFit | undefined {
  let best: HingeFit | undefined;
  for (let start = 0; start + minMoving < values.length; start++) {
    const fit = hingeAt(values, start);
    if (fit && (!best || fit.sse < best.sse)) best = fit;
  }
  const line = hingeAt(values, 0);
  const n = values.length;
  if (best && line && best.start > 0 && !(n * Math.log(line.sse / best.sse) > Math.log(n))) return line;
  return best;
}

function hingeAt(values: readonly number[], start: number): HingeFit | undefined {
  const n = values.length;
  const u = (i: number) => Math.max(0, i - start);
  let su = 0;
  let sy = 0;
  for (let i = 0; i < n; i++) {
    su += u(i);
    sy += values[i] as number;
  }
  const mu = su / n;
  const my = sy / n;
  let suu = 0;
  let suy = 0;
  for (let i = 0; i < n; i++) {
    suu += (u(i) - mu) ** 2;
    suy += (u(i) - mu) * ((values[i] as number) - my);
  }
  if (!(suu > 0)) return undefined;
  const slope = suy / suu;
  const intercept = my - slope * mu;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += ((values[i] as number) - intercept - slope * u(i)) ** 2;
  return { start, slope, intercept, sse };
}
