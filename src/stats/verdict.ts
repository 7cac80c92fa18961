// The verdict rules (docs/statistics.md, "Verdict rules"), applied to a ratio (candidate / baseline) and its interval.

import type { Metric, MetricAnalysis, MetricVerdict } from './types.js';
import { THRESHOLD_SHARE } from './policy.js';

export interface RatioJudgement {
  ratio: number;
  ci: [number, number];
  /** Fraction: 0.05 = 5 %. */
  threshold: number;
  /** Fraction. */
  noiseFloor: number;
}

/**
 * The pass band: the interval must lie inside the threshold on both sides *and* keep the noise floor's
 * distance from it, the same margin a regression must keep from 1. The floor is the bias the interval
 * cannot see; an interval that ends within the floor of the threshold could hide a slowdown beyond it.
 *   passBand = [(1 + floor) / (1 + threshold), (1 + threshold) / (1 + floor)]
 */
export function passBand(threshold: number, noiseFloor: number): [number, number] {
  const margin = (1 + threshold) / (1 + noiseFloor);
  return [1 / margin, margin];
}

const SHARE_WORDS = `${Math.round(THRESHOLD_SHARE * 100)} % of the way`;

/** The estimate moved THRESHOLD_SHARE of the way (log scale) toward `end`: what is tested against the threshold. */
export function thresholdBound(ratio: number, end: number): number {
  return ratio * (end / ratio) ** THRESHOLD_SHARE;
}

/**
 * Checked in this order (the first that holds wins); t = threshold, f = noise floor, b(x) = thresholdBound:
 * - `regression`  : ci[0] > 1 + f          and b(ci[0]) > 1 + t
 * - `improvement` : ci[1] < 1 / (1 + f)    and b(ci[1]) < 1 / (1 + t)
 * - `pass`        : (1 + f) / (1 + t) < ci[0]  and  ci[1] < (1 + t) / (1 + f)
 * - `inconclusive`: anything else.
 * Symmetric: a regression needs the whole interval a floor's distance beyond "no change" and the change
 * clearly past the threshold (not just its estimate), a pass needs the whole interval a floor's distance
 * inside the threshold, on both sides; nothing the interval cannot exclude is called either. Improvement
 * mirrors regression on the reciprocal scale, so a 5 % threshold means the same factor either way. The four
 * are mutually exclusive: pass puts the interval strictly inside (1/(1 + t), 1 + t).
 */
export function judge({ ratio, ci, threshold, noiseFloor }: RatioJudgement): MetricVerdict {
  if (ci[0] > 1 + noiseFloor && thresholdBound(ratio, ci[0]) > 1 + threshold) return 'regression';
  if (ci[1] < 1 / (1 + noiseFloor) && thresholdBound(ratio, ci[1]) < 1 / (1 + threshold)) return 'improvement';
  const [low, high] = passBand(threshold, noiseFloor);
  if (ci[0] > low && ci[1] < high) return 'pass';
  return 'inconclusive';
}

/**
 * Smallest true slowdown s (fraction) that this run would call a regression. Model: a slowdown scales the
 * candidate, so the run would have estimated about 1 + s with the same relative distance from the
 * estimate down to the interval's low end, span = ratio / ci[0]. Both regression conditions then read
 * (1 + s) / span > 1 + noiseFloor and (1 + s) / span^THRESHOLD_SHARE > 1 + threshold, hence
 *   minDetectable = max((1 + threshold) · span^THRESHOLD_SHARE, (1 + noiseFloor) · span) − 1.
 * At exactly that size the estimate scatters around the truth, so the call comes about half the time.
 */
export function minDetectable({ ratio, ci, threshold, noiseFloor }: RatioJudgement): number {
  const span = Math.max(1, ratio / ci[0]);
  return Math.max((1 + threshold) * span ** THRESHOLD_SHARE, (1 + noiseFloor) * span) - 1;
}

/** "this run could detect a p95 slowdown of 8.2 % or more". */
export function describeDetectable(metric: Metric, analysis: Pick<MetricAnalysis, 'minDetectable'>): string {
  if (!Number.isFinite(analysis.minDetectable)) {
    return `this run could not detect a ${metric} slowdown of any size (see the reasons)`;
  }
  return `this run could detect a ${metric} slowdown of ${percentUp(analysis.minDetectable)} or more`;
}

/** One plain-English reason for the verdict the interval gives, before any guard. */
export function explainJudgement(metric: Metric, j: RatioJudgement, verdict: MetricVerdict): string {
  const interval = `the ${metric} ratio ${j.ratio.toFixed(3)} has interval [${j.ci[0].toFixed(3)}, ${j.ci[1].toFixed(3)}]`;
  const over = (1 + j.threshold).toFixed(3);
  const floor = (1 + j.noiseFloor).toFixed(3);
  const band = passBand(j.threshold, j.noiseFloor);
  switch (verdict) {
    case 'regression':
      return `${interval}: the whole interval is above the noise floor ${floor}, and the slowdown is past the threshold ${over} with room to spare (a cautious estimate, ${thresholdBound(j.ratio, j.ci[0]).toFixed(3)}, ${SHARE_WORDS} from the estimate to the interval's low end, still is)`;
    case 'improvement':
      return `${interval}: the whole interval is below ${(1 / (1 + j.noiseFloor)).toFixed(3)}, and the speed-up is past ${(1 / (1 + j.threshold)).toFixed(3)} with room to spare (a cautious estimate, ${thresholdBound(j.ratio, j.ci[1]).toFixed(3)}, ${SHARE_WORDS} from the estimate to the interval's high end, still is)`;
    case 'pass':
      return `${interval}: the whole interval lies inside the pass band [${band[0].toFixed(3)}, ${band[1].toFixed(3)}] (the threshold ${over} less the noise floor ${floor}, on both sides)`;
    case 'inconclusive':
      if (j.ci[0] > 1 + j.noiseFloor) {
        return `${interval}: the slowdown is real (interval above the noise floor ${floor}) but it is not clear whether it exceeds the threshold ${over}`;
      }
      if (j.ci[1] < 1 / (1 + j.noiseFloor)) {
        return `${interval}: the speed-up is real (interval below ${(1 / (1 + j.noiseFloor)).toFixed(3)}) but it is not clear whether it exceeds the threshold ${(1 / (1 + j.threshold)).toFixed(3)}`;
      }
      return `${interval}: it reaches outside the pass band [${band[0].toFixed(3)}, ${band[1].toFixed(3)}] and into the noise floor around 1, so the run can exclude neither a change beyond the threshold nor no change`;
  }
}

/** Gate-level verdict: any regression fails; otherwise any inconclusive is inconclusive. */
export function overallVerdict(p50: MetricVerdict, p95: MetricVerdict): MetricVerdict {
  if (p50 === 'regression' || p95 === 'regression') return 'regression';
  if (p50 === 'inconclusive' || p95 === 'inconclusive') return 'inconclusive';
  if (p50 === 'improvement' || p95 === 'improvement') return 'improvement';
  return 'pass';
}

/** Fraction → percent, rounded up so the claim is never better than the run: 0.0812 → "8.2 %", 0.123 → "13 %". */
export function percentUp(fraction: number): string {
  const percent = fraction * 100;
  if (percent < 10) return `${(Math.ceil(percent * 10 - 1e-9) / 10).toFixed(1)} %`;
  return `${Math.ceil(percent - 1e-9)} %`;
}
