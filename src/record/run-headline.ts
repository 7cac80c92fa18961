// The headline of a run of several entries (docs/record.md): one line that says the verdict, what the entries
// were, and the entry that decided it. What the entries vary picks the words: the models a branch changed, the
// cells of a matrix (worst first), or the shards of a plan, which measures nothing.
import type { MatrixCellInfo } from './matrix-section.js';
import type { RunEntry, RunVerdict } from './run-record.js';
import type { ReportRecord } from './schema.js';
import type { PlanSection } from './shard-section.js';
import { headlineDetail, shortName } from './headline.js';
import { countPhrase } from '../decision/entries.js';
import { verdictRank } from '../decision/verdicts.js';
import { duration } from '../format.js';

/** An entry measured at a cell of a matrix: its cell and record. */
export interface MatrixCellEntry {
  cell: MatrixCellInfo;
  record: ReportRecord;
}

/** The entries measured at a cell, in the order they ran. */
export function cellEntries(run: { entries: readonly RunEntry[] }): MatrixCellEntry[] {
  return run.entries.flatMap((e) => (e.cell && e.record ? [{ cell: e.cell, record: e.record }] : []));
}

/**
 * Worst first: by verdict, then a cell whose memory regressed, then the larger p50 ratio. Every renderer
 * shows the cells in this order; the record keeps the order they ran in.
 */
export function cellsWorstFirst<T extends MatrixCellEntry>(cells: readonly T[]): T[] {
  const memoryBad = (c: MatrixCellEntry) => (c.record.memory?.verdict === 'regression' ? 0 : 1);
  const p50 = (c: MatrixCellEntry) => c.record.latency?.p50.ratio ?? 0;
  return [...cells].sort(
    (a, b) =>
      verdictRank(a.record.verdict) - verdictRank(b.record.verdict) || memoryBad(a) - memoryBad(b) || p50(b) - p50(a),
  );
}

/** A commit sha shortened for reading (12 hex digits, as GitHub shows them); a ref name as it is. */
export function shortRef(ref: string): string {
  return /^[0-9a-f]{40}$/.test(ref) ? ref.slice(0, 12) : ref;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Changed models: the verdict, what changed, and the first model that decided it. */
export function changedHeadline(entries: readonly RunEntry[], overall: RunVerdict, since: string): string {
  if (entries.length === 0) return `Unjudged: no .onnx model changed since ${since}`;
  const what = `${countPhrase(entries)} since ${shortName(since)}`;
  if (overall === 'unjudged') return `Unjudged: no model was compared with a baseline (${what})`;
  const decisive = entries.find((e) => e.record?.verdict === overall);
  if (!decisive?.record || overall === 'pass') return `${capital(overall)}: ${what}`;
  return `${capital(overall)}: ${what}; ${shortName(decisive.path)}: ${headlineDetail(decisive.record)}`;
}

/** Cells: the verdict, how many cells, and the worst cell's own headline. */
export function matrixHeadline(cells: readonly MatrixCellEntry[], overall: RunVerdict): string {
  const count = `${cells.length} cells`;
  const passed = cells.filter((c) => c.record.verdict === 'pass').length;
  const worst = cellsWorstFirst(cells)[0];
  if (!worst) return 'Error: the matrix has no cells';
  const memoryFailed = cells.some((c) => c.record.memory?.verdict === 'regression');
  if (overall === 'pass' && !memoryFailed) return `Pass: all ${count} within the thresholds`;
  return `${capital(overall)}: ${passed} of ${count} pass; ${shortName(worst.cell.label)}: ${headlineDetail(worst.record)}`;
}

/** Legs: the verdict, how many legs pass, and the first leg that has the run's verdict. */
export function legsHeadline(entries: readonly RunEntry[], overall: RunVerdict): string {
  const count = `${entries.length} legs`;
  if (overall === 'pass') return `Pass: all ${count} within the thresholds`;
  const passed = entries.filter((e) => e.record?.verdict === 'pass').length;
  const decisive = entries.find((e) => e.record?.verdict === overall);
  const own = decisive?.record ? `; ${shortName(decisive.leg ?? '')}: ${headlineDetail(decisive.record)}` : '';
  return `${capital(overall)}: ${passed} of ${count} pass${own}`;
}

/**
 * A plan: the models and shards, none of them measured. Its verdict is `unjudged`, as any run that compared
 * nothing: a plan never passes or fails a pull request; the shards and the report do.
 */
export function planHeadline(plan: PlanSection): string {
  const n = plan.planned.length;
  if (n === 0) return 'Planned: no changed model to measure, no shard';
  return `Planned: ${n} model${n === 1 ? '' : 's'} in ${plan.shards.length} shard${plan.shards.length === 1 ? '' : 's'}, the longest about ${duration(plan.estimatedShardedMs)} (${duration(plan.estimatedSingleRunnerMs)} on one runner)`;
}
