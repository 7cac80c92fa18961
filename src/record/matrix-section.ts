// The parts of a run record that only a matrix run has (docs/record.md, "matrix"): the run's `matrix` section
// (the axes as given, the runner's cores, how the budget was shared) and each entry's `cell` (which
// combination of sizes and threads its record is). Kept apart from run-record.ts, which imports them.
import { z } from 'zod';

const finite = z.number().finite();
const axisText = z.string().max(1024);

export const matrixCellSchema = z.object({
  /** The varying axes, 'batch=8 threads=4'. */
  label: axisText,
  /** The same as data, for charts and scripts: { batch: '8', threads: '4' }. */
  axes: z.record(axisText, axisText).refine((a) => Object.keys(a).length <= 64, 'too many axes'),
  /** The cell's share of `max-duration` when it started, ms (src/bench/budget.ts, cellBudget). */
  budgetMs: finite,
  /** Time added to the share for the memory probes of the cell's thread count (its first cell only), ms. */
  memoryBudgetMs: finite,
});

export const matrixSectionSchema = z.object({
  /** The lists as given: `input-shapes` and `threads`, and the names of the axes that vary. */
  axes: z.object({ inputShapes: z.string().max(4096), threads: z.string().max(256), names: z.array(axisText).max(64) }),
  /** Cores the runner had: no cell's thread count may exceed it. */
  cores: z.number().int().nonnegative(),
  /** `max-duration` for the whole matrix, the rule that shares it, and the time all cells took. */
  budget: z.object({ maxDurationMs: finite, rule: z.literal('remaining / cells left'), spentMs: finite }),
  /** The worst cell's memory verdict; null when memory was not judged. */
  memoryVerdict: z.enum(['pass', 'regression', 'improvement', 'inconclusive']).nullable(),
});

export type MatrixCellInfo = z.infer<typeof matrixCellSchema>;
export type MatrixSection = z.infer<typeof matrixSectionSchema>;
