// The verdict of several entries, their agreement and the exit code, each computed here only (docs/publishing.md,
// "Outcome line"): renderers and publishers import these rules instead of keeping their own order.

import type { AgreementFacts } from './facts.js';

/** Worst first: an error anywhere is the run's; `unjudged` only when nothing was compared. */
const ORDER = ['error', 'regression', 'inconclusive', 'improvement', 'pass', 'unjudged'] as const;
export type OverallVerdict = (typeof ORDER)[number];

/** The worst of the given verdicts; `unjudged` when there are none. */
export function worstVerdict(verdicts: readonly string[]): OverallVerdict {
  return ORDER.find((v) => verdicts.includes(v)) ?? 'unjudged';
}

/** Whether a string is a verdict a record or a run can hold: a previous comment's marker may say anything. */
export function isOverallVerdict(verdict: string): verdict is OverallVerdict {
  return (ORDER as readonly string[]).includes(verdict);
}

/** The rank of a verdict for sorting, worst first. */
export function verdictRank(verdict: string): number {
  const at = ORDER.indexOf(verdict as OverallVerdict);
  return at < 0 ? ORDER.length : at;
}

/** 2 for an error, 1 when the step failed by `fail-on`, else 0: the CLI's and the action's, and the record's. */
export function exitCodeOf(verdict: string, failed: boolean): 0 | 1 | 2 {
  return verdict === 'error' ? 2 : failed ? 1 : 0;
}

/**
 * The agreement of several entries (the `agreement` output): `fail` when any compared entry's outputs disagreed,
 * else `pass` when any agreed, else `skipped`. An entry compared with nothing (`unjudged`) ran its model against
 * itself, so its outputs say nothing about agreement.
 */
export function runAgreement(
  records: readonly { verdict: string; agreement: Pick<AgreementFacts, 'verdict'> }[],
): AgreementFacts['verdict'] {
  const compared = records.filter((r) => r.verdict !== 'unjudged').map((r) => r.agreement.verdict);
  return compared.includes('fail') ? 'fail' : compared.includes('pass') ? 'pass' : 'skipped';
}
