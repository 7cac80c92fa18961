import { quantileSorted } from './tensor.js';
import type { NonFiniteCounts } from './types.js';

/** Denominator floor for relative error: keeps exact zeros in the baseline from dividing by zero. */
export const RELATIVE_ERROR_FLOOR = 1e-12;

/**
 * Errors kept for the median and p99: 2^22 float64s (32 MiB). Above that an evenly spaced subsample is
 * used, so a segmentation output of hundreds of millions of elements cannot exhaust memory. Max, mean,
 * cosine, SQNR and the minimum passing atol always see every element.
 */
export const QUANTILE_SAMPLE_CAP = 1 << 22;

export interface SamplePair {
  baseline: ArrayLike<number>;
  candidate: ArrayLike<number>;
}

export interface NumericStats {
  elements: number;
  failingElements: number;
  nonFiniteMismatches: number;
  nonFinite: { baseline: NonFiniteCounts; candidate: NonFiniteCounts };
  /** Pairs where both values are finite; every statistic below is over these. */
  finitePairs: number;
  maxAbsError: number | null;
  meanAbsError: number | null;
  medianAbsError: number | null;
  p99AbsError: number | null;
  maxRelError: number | null;
  quantilesExact: boolean;
  cosine: number | null;
  sqnrDb: number | null;
  sqnrInfinite: boolean;
  minPassingAtol: number | null;
  /** Root mean square of the baseline: tells whether cosine has a direction to judge at this atol. */
  baselineRms: number;
}

/**
 * Elementwise comparison of one float output over all samples, accumulated in float64.
 * An element fails when |c−b| > atol AND |c−b| > rtol·|b| (Polygraphy's elemwise rule), or when the
 * pair is not finite and not the same infinity: NaN never equals NaN, as in Polygraphy without equal_nan,
 * because a NaN in a baseline is a bug the gate should surface rather than wave through.
 * The smallest passing atol is the max over elements of (|c−b| if |c−b| > rtol·|b| else 0), computed
 * with the same arithmetic as the rule, so the rule passes at exactly that atol and fails just below it.
 */
export function measureNumericAgreement(pairs: readonly SamplePair[], atol: number, rtol: number): NumericStats {
  const total = pairs.reduce((sum, pair) => sum + pair.baseline.length, 0);
  const stride = Math.max(1, Math.ceil(total / QUANTILE_SAMPLE_CAP));
  const kept = new Float64Array(Math.ceil(total / stride));
  const nonFinite = { baseline: { nan: 0, inf: 0 }, candidate: { nan: 0, inf: 0 } };
  let keptCount = 0;
  let index = 0;
  let failing = 0;
  let nonFiniteMismatches = 0;
  let finitePairs = 0;
  let maxAbs = 0;
  let sumAbs = 0;
  let maxRel = 0;
  let minPassingAtol = 0;
  let dot = 0;
  let baselineEnergy = 0;
  let candidateEnergy = 0;
  let errorEnergy = 0;

  for (const pair of pairs) {
    const baseline = pair.baseline;
    const candidate = pair.candidate;
    for (let i = 0; i < baseline.length; i++, index++) {
      const b = baseline[i] as number;
      const c = candidate[i] as number;
      countNonFinite(nonFinite.baseline, b);
      countNonFinite(nonFinite.candidate, c);
      const diff = Math.abs(c - b);
      // The same infinity on both sides is agreement (an overflow both models share), not an error. A
      // difference that overflows float64 (|values| near 1e308) is as unpassable as a NaN.
      if (!Number.isFinite(diff)) {
        if (b !== c) {
          nonFiniteMismatches++;
          failing++;
        }
        continue;
      }
      const relativeBound = rtol * Math.abs(b);
      if (diff > relativeBound) {
        if (diff > atol) failing++;
        if (diff > minPassingAtol) minPassingAtol = diff;
      }
      finitePairs++;
      sumAbs += diff;
      if (diff > maxAbs) maxAbs = diff;
      const rel = diff / Math.max(Math.abs(b), RELATIVE_ERROR_FLOOR);
      if (rel > maxRel) maxRel = rel;
      dot += b * c;
      baselineEnergy += b * b;
      candidateEnergy += c * c;
      errorEnergy += diff * diff;
      if (index % stride === 0) kept[keptCount++] = diff;
    }
  }

  const sorted = kept.subarray(0, keptCount).sort();
  const measured = finitePairs > 0;
  // Float64 outputs near 1e154 overflow the sums of squares; a statistic that is not finite becomes null.
  const finite = (value: number): number | null => (measured && Number.isFinite(value) ? value : null);
  const sqnrDb = 10 * (Math.log10(baselineEnergy) - Math.log10(errorEnergy));
  return {
    elements: total,
    failingElements: failing,
    nonFiniteMismatches,
    nonFinite,
    finitePairs,
    maxAbsError: finite(maxAbs),
    meanAbsError: finite(sumAbs / finitePairs),
    medianAbsError: finite(quantileSorted(sorted, 0.5)),
    p99AbsError: finite(quantileSorted(sorted, 0.99)),
    maxRelError: finite(maxRel),
    quantilesExact: stride === 1,
    cosine: finite(cosineOf(dot, baselineEnergy, candidateEnergy)),
    // +Infinity (no error) and −Infinity/undefined (silent baseline) both become null; sqnrInfinite tells which.
    sqnrDb: errorEnergy > 0 ? finite(sqnrDb) : null,
    sqnrInfinite: measured && errorEnergy === 0,
    minPassingAtol: nonFiniteMismatches > 0 ? null : minPassingAtol,
    baselineRms: measured ? Math.sqrt(baselineEnergy / finitePairs) : 0,
  };
}

function countNonFinite(counts: NonFiniteCounts, value: number): void {
  if (Number.isNaN(value)) counts.nan++;
  else if (value === Infinity || value === -Infinity) counts.inf++;
}

/**
 * Two all-zero outputs agree (1); an all-zero one against a non-zero one has no common direction (0).
 * sqrt(a·b) rather than sqrt(a)·sqrt(b): sqrt(x²) is exactly x, so identical outputs give exactly 1.
 */
function cosineOf(dot: number, baselineEnergy: number, candidateEnergy: number): number {
  if (baselineEnergy === 0 && candidateEnergy === 0) return 1;
  if (baselineEnergy === 0 || candidateEnergy === 0) return 0;
  let norms = Math.sqrt(baselineEnergy * candidateEnergy);
  if (!Number.isFinite(norms)) norms = Math.sqrt(baselineEnergy) * Math.sqrt(candidateEnergy);
  return Math.min(1, Math.max(-1, dot / norms));
}
