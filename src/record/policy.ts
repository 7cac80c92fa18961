import type { FailCondition } from '../inputs/config.js';
import type { Verdict } from './schema.js';

/**
 * Whether the step fails. An error always fails: a gate that could not measure has not earned a green check.
 * 'inconclusive' includes 'regression' (it is the stricter setting), 'agreement' adds output disagreement,
 * 'unjudged' a model that was measured without a baseline to compare it with.
 */
export function failsPolicy(
  failOn: readonly FailCondition[],
  verdict: Verdict,
  agreement: 'pass' | 'fail' | 'skipped',
  memory: 'pass' | 'regression' | 'improvement' | 'inconclusive' | null = null,
): boolean {
  if (verdict === 'error') return true;
  if (failOn.includes('unjudged') && verdict === 'unjudged') return true;
  // 'memory': peak memory grew past 'memory-threshold' (docs/matrix.md, "Memory").
  if (failOn.includes('memory') && memory === 'regression') return true;
  if (failOn.includes('agreement') && agreement === 'fail') return true;
  if (failOn.includes('regression') && verdict === 'regression') return true;
  return failOn.includes('inconclusive') && (verdict === 'regression' || verdict === 'inconclusive');
}
