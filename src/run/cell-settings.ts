// An entry's cell settings, and what they add to the gate (docs/matrix.md, "Matrix"): a cell is an ordinary gate
// run with its own sizes, thread count and share of the budget; a run without lists is a list of one cell.
import type { BenchOutcome } from '../bench/child-messages.js';
import { UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import { cellCount } from '../inputs/matrix.js';
import { itemsPerCall, type ItemsPerCall } from '../models/items-per-call.js';

/**
 * More intra-op threads than cores would make each model's threads wait for a core, so the measured
 * difference would be the scheduler's: refused, naming the cores this runner has.
 */
export function refuseThreadsAboveCores(threads: readonly number[], cores: number): void {
  const above = threads.filter((t) => t > cores);
  if (above.length === 0) return;
  const counts = above.length === 1 ? `is ${above[0]}` : `lists ${above.join(', ')}`;
  throw new UserError(
    `'threads' ${counts}, but this runner has ${cores} core${cores === 1 ? '' : 's'}: more intra-op threads than cores make both models wait for a core and the comparison measures the scheduler; use at most ${cores}`,
  );
}

/**
 * Items per call for a cell's throughput; nothing for a run without a matrix (its record stays as it was) or
 * with real `inputs` data (their arrays, not the settings, give the sizes).
 */
export function cellThroughput(config: GateConfig, outcome: BenchOutcome): { itemsPerCall?: ItemsPerCall } {
  const signature = outcome.signatures?.candidate;
  if (cellCount(config.matrix) <= 1 || config.userInputs || !signature) return {};
  const items = itemsPerCall(signature, config.inputShapes);
  return items ? { itemsPerCall: items } : {};
}
