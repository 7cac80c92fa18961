// Conditions under which an interval is not trustworthy, whatever it says. Each one turns the metric's
// verdict into `inconclusive` with a reason; none can ever produce a regression (docs/statistics.md, "Guards"):
// when the runner is too noisy or the run has not settled, the honest answer is inconclusive.

import type { TailSplit } from './tail.js';
import type { Guard, Metric, MetricVerdict } from './types.js';
import { percentUp } from './verdict.js';
import {
  BIMODALITY_CUTOFF,
  MIN_ROUNDS,
  MIN_ROUNDS_PER_PAIR,
  MIN_CALLS_P95,
  MAX_INTERFERENCE_SHARE,
  MAX_INTERFERENCE_GAP,
} from './policy.js';

/** Where the run stands in its budget at this look, for the budget plan of p95 (p95CallsPlan). */
export interface LookPace {
  /** Time spent measuring so far, and the whole measuring window, ms. */
  measuredMs: number;
  windowMs: number;
  /** The run's `max-duration`, ms. */
  budgetMs: number;
}

/**
 * Whether the budget can reach the calls p95 needs: at this look's pace of calls, the window's end brings
 * about `calls · windowMs / measuredMs` per arm. When that is short of MIN_CALLS_P95, says so and what
 * budget would reach them (the part of the budget before and after the window stays, the window grows),
 * rounded up to 5 s. Undefined when the budget suffices or nothing is known yet.
 */
export function p95CallsPlan(calls: number, pace: LookPace | undefined): string | undefined {
  if (!pace || pace.measuredMs <= 0 || calls <= 0) return undefined;
  const projected = Math.floor((calls * pace.windowMs) / pace.measuredMs);
  if (projected >= MIN_CALLS_P95) return undefined;
  const window = (MIN_CALLS_P95 * pace.measuredMs) / calls;
  const budget = Math.ceil((pace.budgetMs - pace.windowMs + window * 1.1) / 5000) * 5;
  return `at this pace the budget reaches about ${projected} calls per model, short of the ${MIN_CALLS_P95} p95 needs, so p95 cannot be decided in this run: a 'max-duration' of about ${budget}s would reach them`;
}

export interface GuardContext {
  metric: Metric;
  rounds: number;
  callsPerArm: { baseline: number; candidate: number };
  /** Each arm's hits split into a steady tail and clustered interference. */
  tails: { baseline: TailSplit; candidate: TailSplit };
  /** Bimodality coefficient of the bootstrap log-ratios. */
  bimodality: number;
  ci: [number, number];
  noiseFloor: number;
  /** What the interval rules say before any guard. */
  ruled: MetricVerdict;
  /** False when warm-up hit its cap before the block medians settled. */
  warmupSettled: boolean;
  /** Set when the ratio drifted across the run (drift.ts). */
  trend?: string;
  /** Rounds of the session pair with the fewest. */
  roundsPerPair?: number;
  /** Where the run stands in its budget (for saying up front when p95 cannot be reached). */
  pace?: LookPace;
}

/** A guard that held a metric back, and its reason in full. */
export interface GuardStop {
  guard: Guard;
  reason: string;
}

/** The guards that hold the metric inconclusive, each with its reason; empty when the interval can be judged. */
export function guardStops(c: GuardContext): GuardStop[] {
  const stops: GuardStop[] = [];
  const hold = (guard: Guard, reason: string) => stops.push({ guard, reason });
  if (!c.warmupSettled) {
    hold(
      'warm-up',
      "warm-up ended at its time cap before the call times settled, so the models may still have been warming up while they were measured; rerun, or raise 'max-duration'",
    );
  }
  if (c.trend) hold('trend', c.trend);
  if ((c.roundsPerPair ?? MIN_ROUNDS_PER_PAIR) < MIN_ROUNDS_PER_PAIR) {
    hold(
      'pair rounds',
      `a session pair has only ${c.roundsPerPair} round; ${c.metric} needs at least ${MIN_ROUNDS_PER_PAIR} in every pair, because the interval resamples rounds within each pair`,
    );
  }
  if (c.rounds < MIN_ROUNDS) {
    hold(
      'rounds',
      `only ${c.rounds} rounds; ${c.metric} needs at least ${MIN_ROUNDS}, because the interval resamples whole rounds and fewer cannot show how much rounds differ`,
    );
  }
  if (c.metric === 'p95') {
    const calls = Math.min(c.callsPerArm.baseline, c.callsPerArm.candidate);
    if (calls < MIN_CALLS_P95) {
      const plan = p95CallsPlan(calls, c.pace);
      hold(
        'p95 calls',
        `only ${calls} calls per model; p95 needs ${MIN_CALLS_P95}, so that at least 20 calls lie above it${plan ? `; ${plan}` : ''}`,
      );
    }
    for (const reason of interferenceReasons(c.tails, stops.length === 0)) hold('interference', reason);
  }
  // Two modes mean the replicate quantile jumps between clusters of call times; a percentile interval then
  // spans a gap and its ends depend on which cluster a few draws hit. That can hide a change beyond the
  // threshold, so it blocks a pass; a regression or improvement already needs the whole interval beyond
  // the floor, which both modes then satisfy. Modes closer together than the noise floor change nothing.
  const spread = c.ci[1] / c.ci[0] - 1;
  if (c.ruled === 'pass' && c.bimodality > BIMODALITY_CUTOFF && spread > c.noiseFloor) {
    hold(
      'bimodal',
      // Said without the statistics (the coefficient is in docs/statistics.md): a reviewer reads this line.
      `the ${c.metric} jumps between two clusters of call times from one resampling of the rounds to the next, so its interval cannot be trusted to hold a change beyond the threshold`,
    );
  }
  return stops;
}

/**
 * The share of an arm's calls that interference can explain: its clustered share, except for an arm whose
 * hits are its own (tail.ts, attributeTails), where interference can be no more than the other arm shows.
 */
export function interferenceShare(tails: GuardContext['tails'], arm: 'baseline' | 'candidate'): number {
  const other = tails[arm === 'baseline' ? 'candidate' : 'baseline'];
  return tails[arm].own ? Math.min(tails[arm].clustered, other.clustered) : tails[arm].clustered;
}

function interferenceReasons(tails: GuardContext['tails'], checkGap: boolean): string[] {
  const reasons: string[] = [];
  const share = { baseline: interferenceShare(tails, 'baseline'), candidate: interferenceShare(tails, 'candidate') };
  for (const arm of ['baseline', 'candidate'] as const) {
    if (share[arm] >= MAX_INTERFERENCE_SHARE) {
      reasons.push(
        `${percentUp(share[arm])} of ${arm} calls were slow calls that came in bursts, as from another process (at least twice the median, and bunched in a few rounds or stretches of the run rather than spread over it); at ${MAX_INTERFERENCE_SHARE * 100} % or more the p95 measures those bursts, not the model: the runner is too noisy for the tail`,
      );
    }
  }
  const gap = Math.abs(share.baseline - share.candidate);
  if (checkGap && reasons.length === 0 && gap >= MAX_INTERFERENCE_GAP) {
    reasons.push(
      `bursts of slow calls, as from another process, hit the two models unevenly (${percentUp(share.baseline)} of baseline calls, ${percentUp(share.candidate)} of candidate calls); a gap of ${MAX_INTERFERENCE_GAP * 100} point or more moves one p95 and not the other: the runner is too noisy for the tail`,
    );
  }
  return reasons;
}

/** Says so when an arm has a tail that is judged as its p95 (it would look like interference otherwise). */
export function steadyTailNote(tails: GuardContext['tails']): string | undefined {
  const notes = (['baseline', 'candidate'] as const).flatMap((arm) => {
    const other = tails[arm === 'baseline' ? 'candidate' : 'baseline'];
    if (tails[arm].own) {
      return [
        `${percentUp(tails[arm].share)} of ${arm} calls are at least twice its median, far more often in its own turns than in the other model's turns of the same rounds: another process cannot pick one model, so that is the model's own tail (even where it comes in bursts or only in some sessions), judged as its p95`,
      ];
    }
    if (tails[arm].steady - other.steady >= MAX_INTERFERENCE_GAP) {
      return [
        `${percentUp(tails[arm].steady)} of ${arm} calls are at least twice its median, spread evenly over the whole run: that is the model's own tail, judged as its p95`,
      ];
    }
    return [];
  });
  return notes.length > 0 ? notes.join('; ') : undefined;
}
