// The run record of a matrix run (docs/record.md, "matrix"): one entry per cell (a combination of the
// `input-shapes` lists and the `threads` list), each with its `cell` and its full record, the same record a
// single run writes (raw timings included), and the run's `matrix` section. Validated by the run record's
// schema before it is written.
import type { MatrixCellInfo, MatrixSection } from './matrix-section.js';
import {
  runRecordHead,
  runRecordSchema,
  type GitContext,
  type RunEntry,
  type RunRecord,
  type RunVerdict,
} from './run-record.js';
import { clip, type ReportRecord } from './schema.js';
import { briefHeadline, shortName } from './headline.js';
import { runFailsStep } from '../decision/decision.js';
import { verdictRank, worstVerdict } from '../decision/verdicts.js';
import type { FailCondition } from '../inputs/config.js';

const MEMORY_ORDER = ['regression', 'inconclusive', 'improvement', 'pass'] as const;

/** A cell of a matrix run: its entry's cell and record. */
export interface MatrixCellEntry {
  cell: MatrixCellInfo;
  record: ReportRecord;
}

/** The cells of a matrix run, in the order they ran. */
export function cellEntries(run: Pick<RunRecord, 'entries'>): MatrixCellEntry[] {
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

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line: the verdict, how many cells, and the worst cell's own headline. */
function matrixHeadline(cells: readonly MatrixCellEntry[], overall: RunVerdict): string {
  const count = `${cells.length} cells`;
  const passed = cells.filter((c) => c.record.verdict === 'pass').length;
  const worst = cellsWorstFirst(cells)[0];
  if (!worst) return 'Error: the matrix has no cells';
  const memoryFailed = cells.some((c) => c.record.memory?.verdict === 'regression');
  if (overall === 'pass' && !memoryFailed) return `Pass: all ${count} within the thresholds`;
  const own = briefHeadline(worst.record).replace(/^[A-Z][a-z]+(, suspected [a-z]+)?: /, '');
  return `${capital(overall)}: ${passed} of ${count} pass; ${shortName(worst.cell.label)}: ${own}`;
}

export interface MatrixParts {
  id: string;
  label: string;
  /** The candidate's path, as given: every cell's entry is the same model. */
  path: string;
  git: GitContext;
  matrix: Omit<MatrixSection, 'memoryVerdict'>;
  cells: MatrixCellEntry[];
  failOn: readonly FailCondition[];
}

/** Assembles and validates the run record: the worst cell's verdict, failed when any cell failed. */
export function buildMatrixRun(parts: MatrixParts): RunRecord {
  const verdict: RunVerdict = parts.cells.length ? worstVerdict(parts.cells.map((c) => c.record.verdict)) : 'error';
  const memory = parts.cells.map((c) => c.record.memory?.verdict ?? null);
  const entries: RunEntry[] = parts.cells.map(({ cell, record }) => ({
    path: parts.path,
    status: 'given',
    basePath: null,
    pairedBy: null,
    record,
    cell,
  }));
  const failed = verdict === 'error' || runFailsStep(parts.failOn, entries);
  return runRecordSchema.parse({
    ...runRecordHead({ id: parts.id, label: parts.label, kind: 'matrix', verdict, failed }),
    headline: clip(matrixHeadline(parts.cells, verdict), 8000),
    error: parts.cells.find((c) => c.record.verdict === 'error')?.record.error ?? null,
    git: parts.git,
    changes: null,
    matrix: { ...parts.matrix, memoryVerdict: MEMORY_ORDER.find((v) => memory.includes(v)) ?? null },
    entries,
  } satisfies RunRecord);
}
