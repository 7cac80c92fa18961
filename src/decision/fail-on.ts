import type { FailCondition } from '../inputs/config.js';

// `fail-on` is applied here and nowhere else (docs/publishing.md, "Outcome line"): the record builder asks this
// function whether a model's record fails, the run's decision asks it whether a run of several entries fails,
// and every printer reads the answer. test/decision/one-home.test.ts fails when another module reads `failOn`.

/** What a record or a run shows that some `fail-on` condition can fail. */
export interface FailFacts {
  verdict: string;
  agreement: 'pass' | 'fail' | 'skipped';
  /** An inconclusive metric whose interval said regression before a guard stopped the verdict. */
  suspectsRegression?: boolean;
  memory?: 'pass' | 'regression' | 'improvement' | 'inconclusive' | null;
  /** Changed models that needed a baseline and had none (added, deleted, unpaired). */
  uncompared?: number;
}

/** A problem that fails the step, and the `fail-on` entry that made it fail. */
export type FailKind = 'agreement' | 'regression' | 'suspected-regression' | 'inconclusive' | 'memory' | 'unjudged';

export interface FiredCondition {
  kind: FailKind;
  by: FailCondition;
}

/**
 * The `fail-on` entries that fail each kind of problem. The conditions nest: 'suspected-regression' includes
 * 'regression', and 'inconclusive' includes both (it is the strictest). An error is not here: it always fails,
 * whatever `fail-on` says (src/decision/decision.ts).
 */
const FAILED_BY: Readonly<Record<FailKind, readonly FailCondition[]>> = {
  agreement: ['agreement'],
  regression: ['regression', 'suspected-regression', 'inconclusive'],
  'suspected-regression': ['suspected-regression', 'inconclusive'],
  inconclusive: ['inconclusive'],
  memory: ['memory'],
  unjudged: ['unjudged'],
};

/** The `fail-on` entry that fails a problem of this kind, if any. */
export function failingCondition(failOn: readonly FailCondition[], kind: FailKind): FailCondition | undefined {
  return FAILED_BY[kind].find((c) => failOn.includes(c));
}

/** Which problems the facts show that fail the step under `failOn`, worst first. */
export function firedConditions(failOn: readonly FailCondition[], facts: FailFacts): FiredCondition[] {
  const kinds: FailKind[] = [];
  if (facts.agreement === 'fail') kinds.push('agreement');
  if (facts.verdict === 'regression') kinds.push('regression');
  if (facts.verdict === 'inconclusive') kinds.push(facts.suspectsRegression ? 'suspected-regression' : 'inconclusive');
  if (facts.memory === 'regression') kinds.push('memory');
  if (facts.verdict === 'unjudged' || (facts.uncompared ?? 0) > 0) kinds.push('unjudged');
  return kinds.flatMap((kind) => {
    const by = failingCondition(failOn, kind);
    return by ? [{ kind, by }] : [];
  });
}

/** The `fail-on` setting as the record keeps it ('regression,agreement'; '' for never). */
export function parseRecordedFailOn(text: string): FailCondition[] {
  return text.split(',').filter(Boolean) as FailCondition[];
}
