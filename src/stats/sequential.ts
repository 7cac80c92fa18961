// Sample until decisive, within a budget (docs/statistics.md, "Looks"): look at the data on a fixed schedule and
// spend the error rate across the looks, so that stopping at the first decisive look is still honest.

import type { LatencyAnalysis } from './types.js';
import { LOOK_FRACTIONS } from './policy.js';

/**
 * Times (ms from the start of the measuring window) at which to analyze: each fraction of the window (or
 * i/looks for a count), moved up to `minDurationMs` when earlier (the earliest a user allows a decision),
 * duplicates merged. The last look is always the window's end. The window is what the budget leaves after
 * loading, warm-up and the end reserve (src/bench/budget.ts), not `max-duration` itself. Fewer looks than asked can come back; pass the returned length to
 * perLookConfidence so no error rate is spent on looks that never happen.
 */
export function lookSchedule(
  windowMs: number,
  minDurationMs = 0,
  looks: number | readonly number[] = LOOK_FRACTIONS,
): number[] {
  if (!(windowMs > 0 && Number.isFinite(windowMs))) {
    throw new Error(
      `the measuring window (the time budget less set-up and reserve) must be a positive number of ms, got ${windowMs}`,
    );
  }
  if (!(minDurationMs >= 0)) throw new Error(`the minimum duration must be ≥ 0 ms, got ${minDurationMs}`);
  if (typeof looks === 'number' && !(Number.isInteger(looks) && looks >= 1))
    throw new Error(`looks must be a positive integer, got ${looks}`);
  const fractions = typeof looks === 'number' ? Array.from({ length: looks }, (_, i) => (i + 1) / looks) : looks;
  const times: number[] = [];
  for (const fraction of fractions) {
    const at = Math.min(windowMs, Math.max(minDurationMs, windowMs * fraction));
    if (times[times.length - 1] !== at) times.push(at);
  }
  if (times[times.length - 1] !== windowMs) times.push(windowMs);
  return times;
}

/**
 * Interval level for each look: Bonferroni, 1 − (1 − overall) / looks. The intervals of all looks then
 * cover the true ratios simultaneously with probability ≥ `overall`, whatever the dependence between looks,
 * so a wrong verdict at any look (a regression when the truth is within the noise floor, a pass when it is
 * beyond the threshold) has probability ≤ 1 − overall. Why not Pocock or O'Brien-Fleming: their boundaries
 * assume normal statistics with independent increments at planned information fractions; ours are
 * bootstrap quantile ratios looked at on a clock, with throughput that varies. Pocock would buy little
 * anyway (4 looks at 99 %: per-look 99.67 % against Bonferroni's 99.75 %, an interval ~3 % narrower), and
 * O'Brien-Fleming spends almost nothing early, which would defeat stopping early on clear cases.
 */
export function perLookConfidence(overallConfidence: number, looks: number): number {
  if (!(overallConfidence > 0 && overallConfidence < 1)) {
    throw new Error(`confidence must be in (0, 1), got ${overallConfidence}`);
  }
  if (!(Number.isInteger(looks) && looks >= 1)) throw new Error(`looks must be a positive integer, got ${looks}`);
  return 1 - (1 - overallConfidence) / looks;
}

export type StopReason = 'decided' | 'budget-spent' | 'continue';

/**
 * After analyzing at look `lookIndex` (0-based) of `looks`: stop when every metric has a verdict other than
 * inconclusive, or when one metric is a regression (the gate's verdict can no longer change: any regression
 * fails it), or when this is the last look. With `earlyStop: false` (calibration, which needs full-size
 * runs) only the last look stops. Never look again after a stop: a rerun "until it is significant" is
 * exactly what the error spending forbids.
 */
export function decide(
  analysis: Pick<LatencyAnalysis, 'p50' | 'p95'>,
  lookIndex: number,
  looks: number,
  options: { earlyStop?: boolean } = {},
): { stop: boolean; reason: StopReason } {
  if (!(Number.isInteger(lookIndex) && lookIndex >= 0 && lookIndex < looks)) {
    throw new Error(`look index must be an integer in [0, ${looks}), got ${lookIndex}`);
  }
  const verdicts = [analysis.p50.verdict, analysis.p95.verdict];
  const settled = verdicts.every((v) => v !== 'inconclusive') || verdicts.includes('regression');
  if (settled && (options.earlyStop ?? true)) return { stop: true, reason: 'decided' };
  if (lookIndex === looks - 1) return { stop: true, reason: settled ? 'decided' : 'budget-spent' };
  return { stop: false, reason: 'continue' };
}
