// A second, independent view of the typical slowdown, for the report and for experiments; it never decides
// a verdict. Each round gives one paired log ratio, log(median of its candidate block / median of its
// baseline block), and pragmastat's Center (the Hodges-Lehmann pseudomedian) with its exact signed-rank
// bounds summarizes them. It respects the round as the independent unit without any resampling.
//
// Why pragmastat does not produce the verdicts: its two-sample ratio / ratioBounds / compare2 treat every
// call as an independent draw (the drift shared within a round would make them overconfident; docs/design.md,
// "Rounds and blocks") and estimate the median of all pairwise ratios, which is neither the p50 ratio nor
// anything about p95.
// Its one-sample Center bounds fit the per-round ratios, which are independent, so that is where it is used.

import { AssumptionError, Sample, center, centerBounds } from 'pragmastat';
import { quantile } from './quantile.js';
import type { Round } from './types.js';

export interface PairedRoundRatio {
  /** exp(Center of the per-round log ratios): the typical per-round slowdown factor. */
  ratio: number;
  ci: [number, number];
  confidence: number;
  rounds: number;
}

/**
 * `undefined` when there are too few rounds for bounds at this confidence (the signed-rank bounds need
 * about log2(2 / (1 − confidence)) rounds: 8 at 99 %) or every per-round ratio is the same.
 */
export function pairedRoundRatio(rounds: readonly Round[], confidence: number): PairedRoundRatio | undefined {
  if (!(confidence > 0 && confidence < 1)) throw new Error(`confidence must be in (0, 1), got ${confidence}`);
  const logRatios = rounds.map((round) => Math.log(quantile(round.candidate, 0.5) / quantile(round.baseline, 0.5)));
  if (logRatios.length < 2 || logRatios.some((v) => !Number.isFinite(v))) return undefined;
  try {
    const sample = Sample.of(logRatios);
    const bounds = centerBounds(sample, 1 - confidence);
    return {
      ratio: Math.exp(center(sample).value),
      ci: [Math.exp(bounds.lower), Math.exp(bounds.upper)],
      confidence,
      rounds: rounds.length,
    };
  } catch (error) {
    if (error instanceof AssumptionError) return undefined;
    throw error;
  }
}
