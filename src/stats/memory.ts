// Peak memory of the two models compared (docs/matrix.md, "Memory"). A probe's figure is nearly deterministic
// (the same process, model and inputs allocate the same), so the comparison is over the min–max range of the
// repeats rather than an interval: the ratio's range runs from the candidate's least over the baseline's most
// to the candidate's most over the baseline's least. The verdict rules mirror the latency ones: a regression
// only when the whole range is past the threshold, a pass only when it lies inside, inconclusive otherwise.
// A change smaller than MEMORY_NOISE_BYTES is never a regression: allocator chunks and thread stacks move a
// small model's figure by that much.

import { MEMORY_NOISE_BYTES } from './policy.js';
export type MemoryVerdict = 'pass' | 'regression' | 'improvement' | 'inconclusive';

export interface MemoryRange {
  min: number;
  max: number;
  /** Every repeat's figure, in probe order. */
  values: number[];
}

export interface MemoryComparison {
  baseline: MemoryRange;
  candidate: MemoryRange;
  /** Candidate median / baseline median (1 when both are 0). */
  ratio: number;
  /** [candidate min / baseline max, candidate max / baseline min]. */
  range: [number, number];
  /** Candidate median − baseline median, bytes. */
  changeBytes: number;
  /** null when no threshold was set (shown, never judged). */
  verdict: MemoryVerdict | null;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function rangeOf(values: readonly number[]): MemoryRange {
  return { min: Math.min(...values), max: Math.max(...values), values: [...values] };
}

const ratioOf = (a: number, b: number): number => (b > 0 ? a / b : a > 0 ? Infinity : 1);

export function compareMemory(
  baseline: readonly number[],
  candidate: readonly number[],
  threshold: number | undefined,
  repeatsNeeded: number,
): MemoryComparison {
  const b = rangeOf(baseline);
  const c = rangeOf(candidate);
  const range: [number, number] = [ratioOf(c.min, b.max), ratioOf(c.max, b.min)];
  const comparison = {
    baseline: b,
    candidate: c,
    ratio: ratioOf(median(candidate), median(baseline)),
    range,
    changeBytes: median(candidate) - median(baseline),
  };
  if (threshold === undefined) return { ...comparison, verdict: null };
  const enough = baseline.length >= repeatsNeeded && candidate.length >= repeatsNeeded;
  const grewSurely = c.min - b.max > MEMORY_NOISE_BYTES;
  const shrankSurely = b.min - c.max > MEMORY_NOISE_BYTES;
  const withinNoise = c.max - b.min <= MEMORY_NOISE_BYTES && b.max - c.min <= MEMORY_NOISE_BYTES;
  let verdict: MemoryVerdict;
  if (!enough) verdict = 'inconclusive';
  else if (grewSurely && range[0] > 1 + threshold) verdict = 'regression';
  else if (shrankSurely && range[1] < 1 - threshold) verdict = 'improvement';
  else if (withinNoise || (range[1] <= 1 + threshold && range[0] >= 1 - threshold)) verdict = 'pass';
  else verdict = 'inconclusive';
  return { ...comparison, verdict };
}

const ORDER: MemoryVerdict[] = ['regression', 'inconclusive', 'improvement', 'pass'];

/** The worse of several verdicts (creation, inference, device): a regression in any is a regression. */
export function worstMemoryVerdict(verdicts: readonly (MemoryVerdict | null)[]): MemoryVerdict | null {
  const given = verdicts.filter((v): v is MemoryVerdict => v !== null);
  return given.length ? (ORDER.find((v) => given.includes(v)) ?? 'pass') : null;
}
