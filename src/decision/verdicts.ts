// The verdict of several entries and the exit code, each computed here only (docs/publishing.md, "Outcome line").

/** Worst first: an error anywhere is the run's; `unjudged` only when nothing was compared. */
const ORDER = ['error', 'regression', 'inconclusive', 'improvement', 'pass', 'unjudged'] as const;
export type OverallVerdict = (typeof ORDER)[number];

/** The worst of the given verdicts; `unjudged` when there are none. */
export function worstVerdict(verdicts: readonly string[]): OverallVerdict {
  return ORDER.find((v) => verdicts.includes(v)) ?? 'unjudged';
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
