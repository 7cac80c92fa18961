// The round bootstrap for one metric, end to end, as the tests of the statistics use it: the gate itself
// runs the same steps for both metrics at once (src/stats/analyze.ts).
import {
  bootstrapRatios,
  replicatesNeeded,
  summarizeReplicates,
  type BootstrapOptions,
  type RatioInterval,
} from '../../src/stats/bootstrap.js';
import { poolRounds, type PooledRounds } from '../../src/stats/pool.js';
import type { Metric, Round } from '../../src/stats/types.js';

/** Percentile interval of the pooled-quantile ratio, resampling whole rounds. */
export function ratioInterval(
  rounds: readonly Round[] | PooledRounds,
  metric: Metric,
  options: BootstrapOptions,
): RatioInterval {
  const pooled = Array.isArray(rounds) ? poolRounds(rounds) : (rounds as PooledRounds);
  const resamples = replicatesNeeded(options.confidence, options.resamples);
  const replicates = bootstrapRatios(pooled, [metric], resamples, options.seed).get(metric)!;
  return summarizeReplicates(pooled, metric, replicates, { ...options, resamples });
}
