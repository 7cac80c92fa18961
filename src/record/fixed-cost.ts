import { z } from 'zod';
import type { FixedCostResult } from '../bench/protocol.js';
import { percent } from '../format.js';

// The fixed cost of a call in the record (docs/benchmark.md, "Fixed cost of a call"): what a model with the same
// inputs and outputs and no work costs per call, and its share of each model's median call. Both arms pay it, so
// the ratio the gate judges moves by only (1 − share) of a change in the model's own time
// (docs/decisions/0120-judge-the-whole-call.md); the report says so when that is a large part of the call.

const finite = z.number().finite();
export const fixedCostSchema = z.object({
  status: z.enum(['measured', 'skipped']),
  /** Why it was not measured; null when it was. */
  reason: z.string().max(1024).nullable(),
  /** µs per call (median) of each model's counterpart without work. */
  baselineUs: finite.nullable(),
  candidateUs: finite.nullable(),
  /** Each model's own median call in the same pass, µs (warm-up's, for calls of 2 ms or more). */
  baselineCallUs: finite.nullable(),
  candidateCallUs: finite.nullable(),
  /** The fixed cost over the model's median call. */
  baselineShare: finite.nullable(),
  candidateShare: finite.nullable(),
});
export type FixedCostSection = z.infer<typeof fixedCostSchema>;

/**
 * From this share of the baseline's call on, the report states the dilution: a change at the threshold then reads
 * a tenth or more smaller than it is, which is when a reviewer reading the ratio needs to know.
 */
export const FIXED_COST_NOTE_SHARE = 0.1;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** The record's section from the child's pass. */
export function fixedCostSection(result: FixedCostResult): FixedCostSection {
  const { us, callUs } = result;
  const at = (arm: 'baseline' | 'candidate') =>
    us && callUs && callUs[arm] > 0
      ? { us: round(us[arm], 2), callUs: round(callUs[arm], 2), share: round(us[arm] / callUs[arm], 3) }
      : { us: null, callUs: null, share: null };
  const [baseline, candidate] = [at('baseline'), at('candidate')];
  return {
    status: result.status,
    reason: result.reason,
    baselineUs: baseline.us,
    candidateUs: candidate.us,
    baselineCallUs: baseline.callUs,
    candidateCallUs: candidate.callUs,
    baselineShare: baseline.share,
    candidateShare: candidate.share,
  };
}

const micro = (us: number) => (us >= 100 ? us.toFixed(0) : us.toPrecision(2));

/**
 * One sentence when the fixed cost is a large share of the baseline's call: how much of the call it is, and what
 * a change of the p50 threshold's size in the model's own time reads as. A ratio r of the model's own times reads
 * as 1 + (r − 1)(1 − share), because both arms add the same constant.
 */
export function fixedCostNote(section: FixedCostSection, p50Threshold: number): string | null {
  const { baselineUs, baselineCallUs, baselineShare } = section;
  if (section.status !== 'measured' || baselineUs === null || baselineCallUs === null || baselineShare === null)
    return null;
  if (baselineShare < FIXED_COST_NOTE_SHARE || baselineShare >= 1) return null;
  const change = p50Threshold > 0 ? p50Threshold : 0.1;
  const reads = change * (1 - baselineShare);
  return (
    `Of the baseline's ${micro(baselineCallUs)} µs per call about ${micro(baselineUs)} µs is a fixed cost that ` +
    `any model with these inputs and outputs pays, so a ${percent(change, 1)} change in the ` +
    `model's own time reads as about ${percent(reads, 1)}: the threshold is judged on the whole call.`
  );
}
