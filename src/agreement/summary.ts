import { formatCosine, formatCount, formatError, formatPercent, formatTolerance } from './format.js';
import type { OutputAgreement } from './types.js';

export type OutputHeader = Pick<
  OutputAgreement,
  'name' | 'baselineName' | 'dtype' | 'baselineDtype' | 'shape' | 'baselineShape'
>;

type Unsummarized = Omit<OutputAgreement, 'summary'>;

/**
 * The one line the report prints per output, e.g.
 * "'logits': max |Δ| 4.9e-3, cosine 0.99998, top-1 98.3 % — fails atol 1e-5, rtol 1e-5 on 12 of 32,000
 * elements (would pass at atol ≥ 4.9e-3)". Failures reuse `reason`; passes name the checks that held.
 */
export function summarize(agreement: Unsummarized, passedChecks?: string): string {
  // Quoted: an output may be called '39' or 'max', which read as numbers or words in a sentence.
  const label =
    agreement.baselineName === undefined
      ? `'${agreement.name}'`
      : `'${agreement.name}' (was '${agreement.baselineName}')`;
  if (agreement.comparison === 'none') {
    return `${label}: ${agreement.reason ?? 'not compared'} — ${agreement.verdict === 'fail' ? 'fails' : 'skipped'}`;
  }
  if (agreement.comparison === 'exact') {
    return agreement.verdict === 'pass'
      ? `${label}: all ${formatCount(agreement.elements)} elements equal — passes exact match`
      : `${label}: ${agreement.reason ?? 'fails exact match'}`;
  }
  const metrics = numericMetrics(agreement);
  const verdict =
    agreement.verdict === 'pass' ? `passes ${passedChecks ?? 'its checks'}` : (agreement.reason ?? 'fails');
  return `${label}: ${metrics} — ${verdict}`;
}

function numericMetrics(agreement: Unsummarized): string {
  if (agreement.maxAbsError === null) return 'no finite values to compare';
  const parts = [`max |Δ| ${formatError(agreement.maxAbsError)}`];
  if (agreement.cosine !== null) parts.push(`cosine ${formatCosine(agreement.cosine)}`);
  if (agreement.ranking) parts.push(`top-1 ${formatPercent(agreement.ranking.top1Agreement)}`);
  return parts.join(', ');
}

/** The checks that decided a numeric output's verdict, as the user would type them. */
export function describeChecks(agreement: Unsummarized): string {
  const { tolerances } = agreement;
  const checks: string[] = [];
  if (tolerances.elementwise) {
    checks.push(`atol ${formatTolerance(tolerances.atol)}`, `rtol ${formatTolerance(tolerances.rtol)}`);
  }
  if (agreement.cosineChecked) checks.push(`min-cosine ${tolerances.minCosine}`);
  if (tolerances.minTop1Agreement !== null && agreement.ranking) {
    checks.push(`min-top1-agreement ${formatPercent(tolerances.minTop1Agreement)}`);
  }
  if (checks.length === 0) return 'no NaN/Inf mismatches (no other check applies)';
  return tolerances.elementwise ? checks.join(', ') : `${checks.join(', ')} (elementwise not enforced)`;
}
