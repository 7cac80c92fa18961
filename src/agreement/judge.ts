import { measureNumericAgreement, type NumericStats, type SamplePair } from './numeric.js';
import { measureRanking } from './ranking.js';
import { describeChecks, summarize, type OutputHeader } from './summary.js';
import { asNumbers, countMismatches, dtypeKind, elementCount, sameDims } from './tensor.js';
import { formatAtLeast, formatCount, formatPercent, formatShape, formatTolerance } from './format.js';
import type { AgreementVerdict, EffectiveTolerances, OutputAgreement, OutputTensor, Precision } from './types.js';

/** One output of both models, sample by sample (same order as the agreement samples). */
export interface PairedOutput {
  name: string;
  baselineName?: string;
  samples: { baseline: OutputTensor; candidate: OutputTensor }[];
}

/**
 * The verdict for one output present in both models. A changed dtype or shape fails rather than being
 * skipped: a consumer of the output breaks just as surely as on wrong values. Float widths are the
 * exception (float32 → float16 is the precision change the float16 preset exists to judge).
 */
export function judgeOutput(pair: PairedOutput, tolerances: EffectiveTolerances, preset: Precision): OutputAgreement {
  const first = pair.samples[0];
  if (!first) return notCompared(headerOf(pair.name, pair.baselineName), tolerances, 'skipped', 'no agreement samples');
  const { baseline, candidate } = first;
  const header = headerOf(pair.name, pair.baselineName, candidate, baseline);
  const kind = dtypeKind(candidate.type);
  if (kind !== dtypeKind(baseline.type) || (kind !== 'float' && candidate.type !== baseline.type)) {
    return notCompared(header, tolerances, 'fail', `dtype changed from ${baseline.type} to ${candidate.type}`);
  }
  if (kind === 'other') return notCompared(header, tolerances, 'skipped', `${candidate.type} outputs are not compared`);
  const problem = findSampleProblem(pair);
  if (problem) return notCompared(header, tolerances, problem.verdict, problem.reason);
  return kind === 'float' ? judgeNumeric(header, pair, tolerances, preset) : judgeExact(header, pair, tolerances);
}

export function headerOf(
  name: string,
  baselineName?: string,
  candidate?: Pick<OutputTensor, 'type' | 'dims'>,
  baseline?: Pick<OutputTensor, 'type' | 'dims'>,
): OutputHeader {
  const shown = candidate ?? baseline;
  const header: OutputHeader = { name, dtype: shown?.type ?? 'unknown', shape: shown?.dims ?? [] };
  if (baselineName !== undefined && baselineName !== name) header.baselineName = baselineName;
  if (candidate && baseline && baseline.type !== candidate.type) header.baselineDtype = baseline.type;
  if (candidate && baseline && !sameDims(baseline.dims, candidate.dims)) header.baselineShape = baseline.dims;
  return header;
}

/** An output that was not measured: only present in one model, or unusable data. */
export function notCompared(
  header: OutputHeader,
  tolerances: EffectiveTolerances,
  verdict: AgreementVerdict,
  reason: string,
): OutputAgreement {
  const agreement: Omit<OutputAgreement, 'summary'> = {
    ...header,
    verdict,
    reason,
    comparison: 'none',
    ...emptyStats(0),
    tolerances,
  };
  return { ...agreement, summary: summarize(agreement) };
}

function findSampleProblem(pair: PairedOutput): { verdict: AgreementVerdict; reason: string } | undefined {
  for (const [i, { baseline, candidate }] of pair.samples.entries()) {
    const where = i === 0 ? '' : ` in sample ${i}`;
    if (!sameDims(baseline.dims, candidate.dims)) {
      return {
        verdict: 'fail',
        reason: `shape changed from ${formatShape(baseline.dims)} to ${formatShape(candidate.dims)}${where}`,
      };
    }
    for (const [model, tensor] of [
      ['baseline', baseline],
      ['candidate', candidate],
    ] as const) {
      const expected = elementCount(tensor.dims);
      if (tensor.data.length !== expected) {
        const reason = `the ${model}'s data has ${tensor.data.length} values for dims ${formatShape(tensor.dims)} (${expected} expected)${where}`;
        return { verdict: 'skipped', reason };
      }
    }
  }
  return undefined;
}

function judgeNumeric(
  header: OutputHeader,
  pair: PairedOutput,
  tolerances: EffectiveTolerances,
  preset: Precision,
): OutputAgreement {
  const pairs: SamplePair[] = pair.samples.map(({ baseline, candidate }) => ({
    baseline: asNumbers(baseline.data),
    candidate: asNumbers(candidate.data),
  }));
  const stats = measureNumericAgreement(pairs, tolerances.atol, tolerances.rtol);
  // Rows are only well defined when every sample has the same last dim (a dynamic last axis has none).
  const classes = header.shape.at(-1);
  const ranked =
    classes !== undefined && classes >= 2 && pair.samples.every((s) => s.candidate.dims.at(-1) === classes);
  const ranking = ranked ? measureRanking(pairs, classes) : null;
  // In the float presets cosine only judges outputs that stand above atol: an output whose RMS is within
  // atol of zero has no direction worth judging (its cosine is noise), and atol already bounds it.
  const cosineChecked =
    stats.cosine !== null &&
    (preset === 'quantized' || tolerances.origin.minCosine === 'input' || stats.baselineRms > tolerances.atol);
  const failures = numericFailures(stats, tolerances, cosineChecked, ranking?.top1Agreement);
  const { finitePairs: _finitePairs, baselineRms: _baselineRms, ...reported } = stats;
  const agreement: Omit<OutputAgreement, 'summary'> = {
    ...header,
    verdict: failures.length > 0 ? 'fail' : 'pass',
    ...(failures.length > 0 ? { reason: failures.join('; ') } : {}),
    comparison: 'numeric',
    ...reported,
    failingFraction: stats.elements === 0 ? 0 : stats.failingElements / stats.elements,
    cosineChecked,
    ranking,
    tolerances,
  };
  return { ...agreement, summary: summarize(agreement, describeChecks(agreement)) };
}

function numericFailures(
  stats: NumericStats,
  tolerances: EffectiveTolerances,
  cosineChecked: boolean,
  top1Agreement: number | undefined,
): string[] {
  const failures: string[] = [];
  if (stats.nonFiniteMismatches > 0) {
    const sides = (['baseline', 'candidate'] as const)
      .map((side) => `${side} ${stats.nonFinite[side].nan} NaN, ${stats.nonFinite[side].inf} Inf`)
      .join('; ');
    failures.push(`fails on ${formatCount(stats.nonFiniteMismatches)} NaN/Inf mismatches (${sides})`);
  }
  const outOfTolerance = stats.failingElements - stats.nonFiniteMismatches;
  if (tolerances.elementwise && outOfTolerance > 0) {
    const atLeast =
      stats.minPassingAtol === null ? '' : ` (would pass at atol ≥ ${formatAtLeast(stats.minPassingAtol)})`;
    failures.push(
      `fails atol ${formatTolerance(tolerances.atol)}, rtol ${formatTolerance(tolerances.rtol)} on ` +
        `${formatCount(outOfTolerance)} of ${formatCount(stats.elements)} elements${atLeast}`,
    );
  }
  if (cosineChecked && stats.cosine !== null && stats.cosine < tolerances.minCosine) {
    failures.push(`fails min-cosine ${tolerances.minCosine}`);
  }
  const minTop1 = tolerances.minTop1Agreement;
  if (minTop1 !== null && top1Agreement !== undefined && top1Agreement < minTop1) {
    failures.push(`fails min-top1-agreement ${formatPercent(minTop1)}`);
  }
  return failures;
}

function judgeExact(header: OutputHeader, pair: PairedOutput, tolerances: EffectiveTolerances): OutputAgreement {
  let elements = 0;
  let mismatches = 0;
  for (const { baseline, candidate } of pair.samples) {
    elements += baseline.data.length;
    mismatches += countMismatches(baseline.data, candidate.data);
  }
  const agreement: Omit<OutputAgreement, 'summary'> = {
    ...header,
    verdict: mismatches > 0 ? 'fail' : 'pass',
    ...(mismatches > 0
      ? { reason: `fails exact match on ${formatCount(mismatches)} of ${formatCount(elements)} elements` }
      : {}),
    comparison: 'exact',
    ...emptyStats(elements),
    failingElements: mismatches,
    failingFraction: elements === 0 ? 0 : mismatches / elements,
    tolerances,
  };
  return { ...agreement, summary: summarize(agreement) };
}

function emptyStats(elements: number) {
  return {
    elements,
    failingElements: 0,
    failingFraction: 0,
    nonFiniteMismatches: 0,
    nonFinite: { baseline: { nan: 0, inf: 0 }, candidate: { nan: 0, inf: 0 } },
    maxAbsError: null,
    meanAbsError: null,
    medianAbsError: null,
    p99AbsError: null,
    maxRelError: null,
    quantilesExact: true,
    cosine: null,
    cosineChecked: false,
    sqnrDb: null,
    sqnrInfinite: false,
    ranking: null,
    minPassingAtol: null,
  };
}
