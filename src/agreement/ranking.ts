import type { SamplePair } from './numeric.js';
import type { RankingAgreement } from './types.js';

export const TOP_K = 5;

/**
 * Argmax agreement along the last axis, every leading position of every sample being one row.
 * top-k agreement is "the candidate's top-1 is among the baseline's top k" (the usual top-1-in-top-5
 * reading), not set overlap: quantization reshuffles the near-equal low scores at the tail of a top 5,
 * which nobody acts on, while a top-1 leaving the baseline's top 5 is a real change of decision.
 * A row with a NaN on either side counts as disagreeing. Returns null when there are no rows.
 */
export function measureRanking(pairs: readonly SamplePair[], classes: number): RankingAgreement | null {
  const k = Math.min(TOP_K, classes);
  let rows = 0;
  let top1 = 0;
  let topK = 0;
  for (const pair of pairs) {
    const rowCount = Math.floor(pair.baseline.length / classes);
    for (let row = 0; row < rowCount; row++) {
      const offset = row * classes;
      const baselineTop = topIndices({ data: pair.baseline, offset, length: classes }, k);
      const candidateTop = topIndices({ data: pair.candidate, offset, length: classes }, 1);
      rows++;
      const choice = candidateTop?.[0];
      if (!baselineTop || choice === undefined) continue;
      if (baselineTop[0] === choice) top1++;
      if (baselineTop.includes(choice)) topK++;
    }
  }
  if (rows === 0) return null;
  return { k, rows, top1Agreement: top1 / rows, topKAgreement: topK / rows };
}

/**
 * Indices of the k largest values of one row, largest first; on ties the lower index ranks first
 * (numpy's argmax). A short insertion list, since k ≤ 5 and rows can have thousands of classes.
 */
export function topIndices(
  { data, offset, length }: { data: ArrayLike<number>; offset: number; length: number },
  k: number,
): number[] | null {
  const best: number[] = [];
  const values: number[] = [];
  for (let j = 0; j < length; j++) {
    const value = data[offset + j] as number;
    if (Number.isNaN(value)) return null;
    const last = values[values.length - 1];
    if (best.length === k && last !== undefined && !(value > last)) continue;
    let position = values.length;
    while (position > 0 && value > (values[position - 1] as number)) position--;
    best.splice(position, 0, j);
    values.splice(position, 0, value);
    if (best.length > k) {
      best.pop();
      values.pop();
    }
  }
  return best;
}
