import { TOLERANCE_PRESETS } from '../agreement/tolerances.js';
import { formatCosine, formatPercent } from '../agreement/format.js';
import type { AgreementFacts } from './facts.js';

// The next step after outputs disagreed. Advice is a setting the user will apply, so it is checked against what
// that setting lets through: the smallest tolerances that pass this run, every one of them named, and never a
// loosening past the loosest bars any precision is held to (test/decision/agreement-advice.test.ts re-judges the
// outputs under each advised setting).

/**
 * Below these an output is not the same computation at another precision but another model: the loosest bars
 * of the presets (the quantized one), which an int8 export of the same model clears.
 */
const DIFFERENT_MODEL = {
  cosine: TOLERANCE_PRESETS.quantized.minCosine,
  top1: TOLERANCE_PRESETS.quantized.minTop1Agreement ?? 0.9,
};

/** x rounded up to two significant digits, so the advised atol is never below the one that passes. */
export function ceilTwoDigits(x: number): number {
  if (!(x > 0)) return 0;
  const step = 10 ** (Math.floor(Math.log10(x)) - 1);
  const up = Math.ceil(x / step - 1e-9) * step;
  return Number(up.toPrecision(2)) >= x ? Number(up.toPrecision(2)) : Number((up + step).toPrecision(2));
}

/** x rounded down to four decimals, so the advised floor is never above the value that passes. */
function floorFourDecimals(x: number): number {
  return Math.floor(x * 1e4 + 1e-9) / 1e4;
}

/** Whether the failure is the signature (inputs or outputs removed, re-typed or re-shaped), not the values. */
export function signatureFailed(a: AgreementFacts): boolean {
  return (
    a.verdict === 'fail' &&
    a.signatureDiff.length > 0 &&
    a.outputs.every((o) => o.verdict !== 'fail' || o.comparison === 'none')
  );
}

const quote = (name: string) => `'${name}'`;

/** What 'agreement: off' leaves unchecked, said wherever it is advised. */
const UNCHECKED =
  "this model's outputs are then not compared with the baseline's at all, in every run until the entry is removed";

/** The tolerances that would pass this run's outputs, and what each lets through. */
export interface ToleranceAcceptance {
  /** "'atol: 0.0021'", "'min-cosine: 0.9967'": each as it is written in an acceptance entry. */
  settings: string[];
  lets: string[];
}

/** Why no tolerance should pass these outputs, and the step instead; undefined when tolerances would do. */
function noTolerance(a: AgreementFacts, entry: string): string | undefined {
  if (signatureFailed(a))
    return "restore the inputs and outputs, or if the change is intended and every consumer is updated, set 'allow-signature-change: true' in this pull request and remove it once it merges";
  const { failing, cosine, top1, lowCosine, lowTop1 } = lows(a);
  const changedType = failing.find((o) => o.comparison === 'none');
  if (changedType)
    return `output ${quote(changedType.name)} changed its type or shape: restore it, or once every consumer is updated set 'allow-signature-change: true' in this pull request and remove it once it merges`;
  const exact = failing.find((o) => o.comparison === 'exact');
  if (exact)
    return `integer output ${quote(exact.name)} has different values and no tolerance applies to it: fix the export, or if the new values are intended accept them for this model with 'agreement: off' in ${entry} (${UNCHECKED})`;
  const nonFinite = failing.find((o) => o.nonFiniteMismatches > 0);
  if (nonFinite)
    return `output ${quote(nonFinite.name)} has NaN or Inf where the baseline has none (or the other way round), which no tolerance passes: fix the export`;
  if (cosine < DIFFERENT_MODEL.cosine || top1 < DIFFERENT_MODEL.top1) {
    const worst =
      cosine < DIFFERENT_MODEL.cosine
        ? `cosine ${formatCosine(cosine)} on ${quote(lowCosine.find((o) => o.cosine === cosine)?.name ?? '')}`
        : `top-1 agreement ${formatPercent(top1)} on ${quote(lowTop1[0]?.name ?? '')}`;
    return `the outputs differ as another model's would (${worst}), more than any precision change explains, so no tolerance should pass them: fix the export, or if the model was changed on purpose accept it for this model with 'agreement: off' in ${entry} (${UNCHECKED})`;
  }
  return undefined;
}

/** The failing outputs whose cosine or top-1 agreement is below its bar, and the lowest of each. */
function lows(a: AgreementFacts) {
  const failing = a.outputs.filter((o) => o.verdict === 'fail');
  const lowCosine = failing.filter((o) => o.cosine !== null && o.cosine < o.tolerances.minCosine);
  const lowTop1 = failing.filter(
    (o) =>
      o.ranking && o.tolerances.minTop1Agreement !== null && o.ranking.top1Agreement < o.tolerances.minTop1Agreement,
  );
  const cosine = Math.min(...lowCosine.map((o) => o.cosine ?? 1));
  const top1 = Math.min(...lowTop1.map((o) => o.ranking?.top1Agreement ?? 1));
  return { failing, lowCosine, lowTop1, cosine, top1 };
}

/** The smallest tolerances that pass this run's outputs, when tolerances are the right fix at all. */
export function toleranceAcceptance(a: AgreementFacts): ToleranceAcceptance | undefined {
  if (a.verdict !== 'fail' || noTolerance(a, '')) return undefined;
  const { failing, lowCosine, lowTop1, top1 } = lows(a);
  const settings: string[] = [];
  const lets: string[] = [];
  const atols = failing.filter((o) => o.tolerances.elementwise && o.failingElements > 0 && o.minPassingAtol !== null);
  if (atols.length > 0) {
    const atol = ceilTwoDigits(Math.max(...atols.map((o) => o.minPassingAtol ?? 0)));
    settings.push(`'atol: ${atol}'`);
    lets.push(`elements off by up to ${atol}`);
  }
  // A larger atol stops judging the direction of outputs whose size is within it, so a cosine below its bar is
  // named as a setting of its own: set explicitly, min-cosine is judged at any atol.
  const cosines =
    lowCosine.length > 0 ? a.outputs.filter((o) => o.cosine !== null && o.cosine < o.tolerances.minCosine) : [];
  if (cosines.length > 0) {
    const floor = floorFourDecimals(Math.min(...cosines.map((o) => o.cosine ?? 1)));
    settings.push(`'min-cosine: ${floor}'`);
    lets.push(`outputs whose cosine with the baseline's is ${floor}`);
  }
  if (lowTop1.length > 0) {
    const floor = Math.floor(top1 * 100);
    settings.push(`'min-top1-agreement: ${floor}%'`);
    lets.push(`${100 - floor} % of rows with another top-1 class`);
  }
  return settings.length ? { settings, lets } : undefined;
}

/** The settings that would pass this run's outputs, or why no setting should. */
export function agreementAdvice(a: AgreementFacts, entry = 'its entry of the accept file'): string {
  const refused = noTolerance(a, entry);
  if (refused) return refused;
  const fix = toleranceAcceptance(a);
  if (!fix) return 'see the agreement details for which check failed';
  const { settings, lets } = fix;
  return `if the difference is intended, accept it for this model with ${settings.join(' and ')} in ${entry} (the smallest that pass; ${settings.length > 1 ? 'together they let' : 'it lets'} through ${lets.join(', ')}); otherwise fix the export`;
}
