import type { FailCondition } from '../inputs/config.js';
import type { Verdict } from './schema.js';

/**
 * Whether the step fails. An error always fails: a gate that could not measure has not earned a green check.
 * 'suspected-regression' includes 'regression' and adds an inconclusive run that suspects one (a metric whose
 * interval said regression before a guard stopped it); 'inconclusive' includes both (it is the strictest
 * setting); 'agreement' adds output disagreement; 'unjudged' a model that was measured without a baseline to
 * compare it with; 'memory' peak memory past 'memory-threshold'.
 */
export function failsPolicy(
  failOn: readonly FailCondition[],
  verdict: Verdict,
  agreement: 'pass' | 'fail' | 'skipped',
  suspectsRegression = false,
  memory: 'pass' | 'regression' | 'improvement' | 'inconclusive' | null = null,
): boolean {
  if (verdict === 'error') return true;
  if (failOn.includes('unjudged') && verdict === 'unjudged') return true;
  // 'memory': peak memory grew past 'memory-threshold' (docs/matrix.md, "Memory").
  if (failOn.includes('memory') && memory === 'regression') return true;
  if (failOn.includes('agreement') && agreement === 'fail') return true;
  if (failOn.includes('regression') && verdict === 'regression') return true;
  if (failOn.includes('suspected-regression') && (verdict === 'regression' || suspectsRegression)) return true;
  return failOn.includes('inconclusive') && (verdict === 'regression' || verdict === 'inconclusive');
}
