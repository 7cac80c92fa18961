// How long a renewed generation of session pairs measures before the next (docs/benchmark.md, "Generation length").
// A pair's ratio carries its sessions' bias (variance τ² between pairs) and its rounds'
// sampling noise (σ² for one round, σ²/n over n rounds). With a pair costing c to create and a round t to
// measure, a run that measures n rounds a pair gets K = W / (c + n·t) pairs, and the mean over them has variance
// (τ² + σ²/n) / K ∝ (τ² + σ²/n)(c + n·t): least at n* = √(σ²·c / (τ²·t)). For a generation of pairs that costs C
// to create and T a cycle (two rounds a pair) that is M* = √(σ²/τ² · C · T / 2) of measuring. Where sessions
// differ more than a round's noise shows (a big model on a runner whose sessions differ), M* is short: the
// budget buys more, cheaper pairs, each a new layout of the model's memory.
// The parent knows σ and τ from its look, the child C and T from its clock: the look's answer carries σ²/τ².
// Pure: the gate (run/gate.ts), the child (measure.ts) and the decision simulation use it alike.
import { METRICS, type LatencyAnalysis } from '../stats/types.js';

/**
 * σ²/τ² of the undecided metric furthest from its decision (its half-width against the room its pass band
 * leaves, the threshold less the noise floor): one round's sampling variance of the pooled log ratio (the
 * bootstrap's w² times the rounds) over the pairs' bias variance (τ, floored by the prior). p95's rounds are far
 * noisier than p50's; serving whichever metric decided last would give p50's pairs p95's length. Undefined
 * when every metric is decided or none has pairs.
 */
export function spreadRatio(look: Pick<LatencyAnalysis, 'p50' | 'p95' | 'rounds'>): number | undefined {
  let furthest: { need: number; ratio: number } | undefined;
  for (const metric of METRICS) {
    const m = look[metric];
    if (m.verdict !== 'inconclusive' || !m.pairs || !(m.pairs.betweenSd > 0)) continue;
    const ratio = (m.pairs.withinSd ** 2 * look.rounds) / m.pairs.betweenSd ** 2;
    const need = m.halfWidth / Math.max(1e-6, m.threshold - m.noiseFloor);
    if (Number.isFinite(ratio) && (!furthest || need > furthest.need)) furthest = { need, ratio };
  }
  return furthest?.ratio;
}

/**
 * How long a generation measures before it may be renewed, ms: M* from the last look's σ²/τ², never longer
 * than `fallbackMs` (the rule before any look). Longer generations would leave the run few pairs, and the
 * margin's t quantile on few pairs costs more than their rounds gain; shorter ones are bounded by the
 * generation's whole cycles elsewhere (pair-renewal.ts).
 */
export function generationMeasureMs(
  renewMs: number,
  cycleMs: number,
  fallbackMs: number,
  ratio: number | undefined,
): number {
  if (ratio === undefined) return fallbackMs;
  return Math.min(fallbackMs, Math.sqrt((ratio * renewMs * cycleMs) / 2));
}
