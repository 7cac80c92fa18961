// What the decision simulation counts per condition, the true ratios it counts against, and the targets
// (docs/statistics.md, "Simulation suite").
import { mean } from 'simple-statistics';
import { quantile } from '../../src/stats/quantile.js';
import { createRng } from '../../src/stats/prng.js';
import { METRICS, type Metric, type MetricVerdict, type PerMetric } from '../../src/stats/types.js';
import { DEFAULT_NOISE_FLOOR } from '../../src/stats/policy.js';
import type { Condition } from './conditions.js';
import type { RunResult } from './gate-run.js';

/**
 * True p50 and p95 ratios of the model's own call-time distribution: the candidate's change, its slow path
 * and the sessions' modes averaged over many sessions; no session bias, drift, spikes, bursts or waits
 * (those are the machine, not the model). From 400,000 seeded draws per arm.
 */
export function trueRatios(c: Condition): PerMetric<number> {
  const draws = 400_000;
  // Common random numbers: both arms draw the same sequence, so identical arms have a true ratio of exactly 1
  // (a mixture's median sits between its modes, where 400,000 independent draws still leave it 0.1 % apart).
  const arm = (candidate: boolean): Float64Array => {
    const rng = createRng(12345);
    const bimodal = c.noise.bimodal;
    const slowShare = mean([...((candidate ? bimodal?.candidateShares : undefined) ?? bimodal?.shares ?? [0])]);
    return Float64Array.from({ length: draws }, () => {
      let us = c.model.medianUs * Math.exp(c.model.sigma * rng.normal());
      if (c.noise.bimodal && rng.next() < slowShare) us *= c.noise.bimodal.factor;
      if (!candidate) return us;
      us *= c.effect.factor;
      const t = c.effect.tail;
      return t && rng.next() < t.share ? us * t.factor : us;
    });
  };
  const [b, k] = [arm(false), arm(true)];
  return { p50: quantile(k, 0.5) / quantile(b, 0.5), p95: quantile(k, 0.95) / quantile(b, 0.95) };
}

export type Outcome = 'false' | 'sub-threshold' | 'ok';

/** Is this verdict wrong for this truth? A change within the noise floor is "no change"; past the threshold, "a change". */
export function judgeOutcome(verdict: MetricVerdict, truth: number, metric: Metric, threshold: number): Outcome {
  const floor = DEFAULT_NOISE_FLOOR[metric];
  const none = truth <= 1 + floor && truth >= 1 / (1 + floor);
  if (verdict === 'regression') return truth < 1 || none ? 'false' : truth < 1 + threshold ? 'sub-threshold' : 'ok';
  if (verdict === 'improvement')
    return truth > 1 || none ? 'false' : truth > 1 / (1 + threshold) ? 'sub-threshold' : 'ok';
  if (verdict === 'pass') return truth >= 1 + threshold || truth <= 1 / (1 + threshold) ? 'false' : 'ok';
  return 'ok';
}

export interface ConditionTally {
  condition: Condition;
  truth: PerMetric<number>;
  runs: number;
  pairs: number[];
  verdicts: PerMetric<Record<MetricVerdict, number>>;
  falseRuns: number;
  subThreshold: PerMetric<number>;
  /**
   * Per look and claimed level: the looks the gate took (a run that stopped has no later look; looking on
   * after a stop would count the pairs that made it stop, which the gate never reports again) and those whose
   * interval missed the truth, either metric apart. A run whose pairs grew claims the look's share of the level
   * rather than the run's, so the same look can hold two claims; each is tested on its own runs.
   */
  coverage: CoverageSlot[];
  decided: number;
  roundsToStop: number[];
  secondsToStop: number[];
  /** Per run: seconds until both metrics passed, Infinity when they did not. */
  secondsToPass: number[];
  warmupUnsettled: number;
}

export interface CoverageSlot {
  /** The look's index in the schedule, from 0. */
  look: number;
  /** The miss rate the look's interval claims (1 − its claimed level). */
  claimed: number;
  looks: number;
  misses: PerMetric<number>;
}

export function emptyTally(condition: Condition, truth: PerMetric<number>): ConditionTally {
  const none = (): Record<MetricVerdict, number> => ({ pass: 0, regression: 0, improvement: 0, inconclusive: 0 });
  return {
    condition,
    truth,
    runs: 0,
    pairs: [],
    verdicts: { p50: none(), p95: none() },
    falseRuns: 0,
    subThreshold: { p50: 0, p95: 0 },
    coverage: [],
    decided: 0,
    roundsToStop: [],
    secondsToStop: [],
    secondsToPass: [],
    warmupUnsettled: 0,
  };
}

export function addRun(t: ConditionTally, run: RunResult): void {
  t.runs += 1;
  if (!t.pairs.includes(run.pairs)) t.pairs.push(run.pairs);
  let wrong = false;
  for (const metric of METRICS) {
    const verdict = run.final[metric].verdict;
    t.verdicts[metric][verdict] += 1;
    const outcome = judgeOutcome(verdict, t.truth[metric], metric, t.condition.thresholds[metric]);
    if (outcome === 'false') wrong = true;
    if (outcome === 'sub-threshold') t.subThreshold[metric] += 1;
  }
  if (wrong) t.falseRuns += 1;
  if (run.stopReason === 'decided') t.decided += 1;
  t.roundsToStop.push(run.final.rounds);
  t.secondsToStop.push(run.final.elapsedMs / 1000);
  const passed = run.final.p50.verdict === 'pass' && run.final.p95.verdict === 'pass';
  t.secondsToPass.push(passed ? run.final.elapsedMs / 1000 : Number.POSITIVE_INFINITY);
  if (!run.warmupSettled) t.warmupUnsettled += 1;
  if (!t.condition.coverage) return;
  for (const look of run.looks) {
    const claimed = 1 - look.confidence;
    let slot = t.coverage.find((s) => s.look === look.index && s.claimed === claimed);
    if (!slot) {
      slot = { look: look.index, claimed, looks: 0, misses: { p50: 0, p95: 0 } };
      t.coverage.push(slot);
      t.coverage.sort((a, b) => a.look - b.look || b.claimed - a.claimed);
    }
    slot.looks += 1;
    for (const metric of METRICS) {
      const [low, high] = look[metric].ci;
      if (!(low <= t.truth[metric] && t.truth[metric] <= high)) slot.misses[metric] += 1;
    }
  }
}

/** Most false-verdict runs allowed: 0.3 % of the runs. */
export const MAX_FALSE_SHARE = 0.003;

/**
 * Most misses a look may have before its coverage is called short of the claim: the largest count that a
 * binomial with the claimed miss rate reaches with probability ≥ 1 % (a one-sided test at 1 %).
 */
export function allowedMisses(looks: number, claimed: number): number {
  let k = 0;
  let term = (1 - claimed) ** looks; // P(X = 0)
  let tail = 1;
  while (k < looks) {
    tail -= term;
    if (tail < 0.01) return k;
    term *= ((looks - k) / (k + 1)) * (claimed / (1 - claimed));
    k += 1;
  }
  return looks;
}

export function pct(x: number, digits = 1): string {
  return `${(x * 100).toFixed(digits)} %`;
}
