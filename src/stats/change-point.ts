// E-divisive means (Matteson and James, "A Nonparametric Approach for Multiple Change Point Analysis of
// Multivariate Data", 2014), in the form MongoDB's signal-processing-algorithms and Hunter (now Apache Otava)
// run it on performance histories: the energy distance between the entries before and after a candidate split,
// a hierarchical search (split, then split each side again), and a permutation test that decides whether a
// split is real. docs/history-and-charts.md, "How a change is found", gives the formulas and the parameters.
// Pure: values in, indices and p-values out; the permutations come from the seeded PRNG, so a history gives the
// same answer on every run.

import { createRng, type SeededRng } from './prng.js';
import type { EDivisiveOptions } from './types.js';

export interface SplitPoint {
  /** The first entry after the change (0-based). */
  index: number;
  /** The divergence q̂ of the split. */
  q: number;
  /** Permutation p-value: (1 + permutations whose best q̂ reached this one) / (1 + permutations). */
  pValue: number;
}

/**
 * q̂ of splitting `x[start, end)` at `tau` (left [start, tau), right [tau, end)), with distance |a − b|:
 *   ê = 2/(m·k) Σ|xᵢ − yⱼ| − 1/C(m,2) Σ|xᵢ − xⱼ| − 1/C(k,2) Σ|yᵢ − yⱼ|,   q̂ = m·k/(m + k) · ê
 * (a side of one entry has no within-side pairs: its term is 0).
 */
export function splitDivergence(x: readonly number[], start: number, tau: number, end: number): number {
  const m = tau - start;
  const k = end - tau;
  let between = 0;
  let left = 0;
  let right = 0;
  for (let i = start; i < end; i++) {
    const xi = x[i] as number;
    for (let j = i + 1; j < end; j++) {
      const d = Math.abs(xi - (x[j] as number));
      if (j < tau) left += d;
      else if (i >= tau) right += d;
      else between += d;
    }
  }
  const pairs = (n: number) => (n * (n - 1)) / 2;
  const e = (2 * between) / (m * k) - (m > 1 ? left / pairs(m) : 0) - (k > 1 ? right / pairs(k) : 0);
  return ((m * k) / (m + k)) * e;
}

interface Best {
  tau: number;
  q: number;
}

/** The split of one segment with the largest q̂, each side at least `minSize` long; undefined when none fits. */
function bestSplit(x: readonly number[], start: number, end: number, minSize: number): Best | undefined {
  let best: Best | undefined;
  for (let tau = start + minSize; tau <= end - minSize; tau++) {
    const q = splitDivergence(x, start, tau, end);
    if (!best || q > best.q) best = { tau, q };
  }
  return best;
}

/** The best split over all segments (bounds: sorted cut points including 0 and n). */
function bestOverSegments(x: readonly number[], bounds: readonly number[], minSize: number): Best | undefined {
  let best: Best | undefined;
  for (let s = 0; s + 1 < bounds.length; s++) {
    const split = bestSplit(x, bounds[s] as number, bounds[s + 1] as number, minSize);
    if (split && (!best || split.q > best.q)) best = split;
  }
  return best;
}

/** Fisher-Yates within each segment: the order inside a segment is what the null hypothesis says is arbitrary. */
function shuffleWithin(x: readonly number[], bounds: readonly number[], rng: SeededRng): number[] {
  const out = [...x];
  for (let s = 0; s + 1 < bounds.length; s++) {
    const start = bounds[s] as number;
    for (let i = (bounds[s + 1] as number) - 1; i > start; i--) {
      const j = start + rng.int(i - start + 1);
      [out[i], out[j]] = [out[j] as number, out[i] as number];
    }
  }
  return out;
}

/**
 * Significant change points of `values`, in order. Each step finds the split with the largest q̂ over the
 * current segments, then permutes the values within each segment `permutations` times; the split is accepted
 * when the best q̂ of a permuted series reaches the observed one in at most a share `alpha` of them (counting
 * the observed series itself, so p ≥ 1 / (permutations + 1)). The search stops at the first split that is not
 * significant.
 */
export function eDivisive(values: readonly number[], options: EDivisiveOptions): SplitPoint[] {
  const { alpha, permutations, minSize, maxChangePoints } = options;
  if (values.some((v) => !Number.isFinite(v))) throw new Error('eDivisive needs finite values');
  const rng = createRng(options.seed);
  const bounds = [0, values.length];
  const found: SplitPoint[] = [];
  while (found.length < maxChangePoints) {
    const best = bestOverSegments(values, bounds, minSize);
    if (!best || !(best.q > 0)) break;
    let reached = 0;
    for (let r = 0; r < permutations; r++) {
      const permuted = bestOverSegments(shuffleWithin(values, bounds, rng), bounds, minSize);
      if (permuted && permuted.q >= best.q) reached++;
    }
    const pValue = (reached + 1) / (permutations + 1);
    if (pValue > alpha) break;
    found.push({ index: best.tau, q: best.q, pValue });
    bounds.push(best.tau);
    bounds.sort((a, b) => a - b);
  }
  return found.sort((a, b) => a.index - b.index);
}
