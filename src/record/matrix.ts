// The record of a matrix run (docs/record.md, "Matrix document"): one document at `report-path` holding, for each cell
// (a combination of the `input-shapes` lists and the `threads` list), the cell's axis values, its share of the
// budget and its full record, the same record a single run writes (raw timings included). Validated by this
// schema before it is written, like the single record.
import { z } from 'zod';
import { reportRecordSchema, SCHEMA_VERSION, type ReportRecord, type Verdict } from './schema.js';
import { TOOL_VERSION } from './version.js';

const finite = z.number().finite();
const verdict = z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'error']);
const axisText = z.string().max(1024);

export const matrixCellSchema = z.object({
  /** The varying axes, 'batch=8 threads=4'. */
  label: axisText,
  /** The same as data, for charts and scripts: { batch: '8', threads: '4' }. */
  axes: z.record(axisText, axisText).refine((a) => Object.keys(a).length <= 64, 'too many axes'),
  /** The cell's share of `max-duration` when it started, ms (src/bench/budget.ts, cellBudget). */
  budgetMs: finite,
  /** Time added to the share for the memory probes of the cell's thread count (its first cell only), ms. */
  memoryBudgetMs: finite.default(0),
  record: reportRecordSchema,
});

export const matrixRecordSchema = z.object({
  schemaVersion: z.literal(SCHEMA_VERSION),
  kind: z.literal('matrix'),
  tool: z.object({ name: z.literal('latency-gate'), version: z.string().regex(/^[0-9A-Za-z.+-]{1,64}$/) }),
  id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
  label: z.string().regex(/^[A-Za-z0-9._-]{0,64}$/),
  createdAt: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/),
  /** The worst cell's verdict (error > regression > inconclusive > improvement > pass). */
  verdict,
  /** Whether any cell failed by `fail-on`. */
  failed: z.boolean(),
  headline: z.string().max(8000),
  /** The lists as given: `input-shapes` and `threads`, and the names of the axes that vary. */
  axes: z.object({ inputShapes: z.string().max(4096), threads: z.string().max(256), names: z.array(axisText).max(64) }),
  /** Cores the runner had: no cell's thread count may exceed it. */
  cores: z.number().int().nonnegative(),
  /** `max-duration` for the whole matrix, the rule that shares it, and the time all cells took. */
  budget: z.object({ maxDurationMs: finite, rule: z.literal('remaining / cells left'), spentMs: finite }),
  /** The worst cell's memory verdict; null when memory was not judged. */
  memoryVerdict: z.enum(['pass', 'regression', 'improvement', 'inconclusive']).nullable(),
  /** In the order they ran. */
  cells: z.array(matrixCellSchema).max(64),
});

export type MatrixRecord = z.infer<typeof matrixRecordSchema>;
export type MatrixCellRecord = z.infer<typeof matrixCellSchema>;

const ORDER: Verdict[] = ['error', 'regression', 'inconclusive', 'improvement', 'pass'];
const MEMORY_ORDER = ['regression', 'inconclusive', 'improvement', 'pass'] as const;

const rank = (v: Verdict): number => ORDER.indexOf(v);

/**
 * Worst first: by verdict, then a cell whose memory regressed, then the larger p50 ratio. Every renderer
 * shows the cells in this order; the record keeps the order they ran in.
 */
export function cellsWorstFirst(cells: readonly MatrixCellRecord[]): MatrixCellRecord[] {
  const memoryBad = (c: MatrixCellRecord) => (c.record.memory?.verdict === 'regression' ? 0 : 1);
  const p50 = (c: MatrixCellRecord) => c.record.latency?.p50.ratio ?? 0;
  return [...cells].sort(
    (a, b) => rank(a.record.verdict) - rank(b.record.verdict) || memoryBad(a) - memoryBad(b) || p50(b) - p50(a),
  );
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** One line: the verdict, how many cells, and the worst cell's own headline. */
function matrixHeadline(cells: readonly MatrixCellRecord[], overall: Verdict): string {
  const count = `${cells.length} cells`;
  const passed = cells.filter((c) => c.record.verdict === 'pass').length;
  const worst = cellsWorstFirst(cells)[0];
  if (!worst) return `Error: the matrix has no cells`;
  const memoryFailed = cells.some((c) => c.record.memory?.verdict === 'regression');
  if (overall === 'pass' && !memoryFailed) return `Pass: all ${count} within the thresholds`;
  const own = worst.record.headline.replace(/^[A-Z][a-z]+: /, '');
  return `${capital(overall)}: ${worst.label}: ${own} (${passed} of ${count} pass)`;
}

export interface MatrixParts {
  id: string;
  label: string;
  axes: MatrixRecord['axes'];
  cores: number;
  maxDurationMs: number;
  spentMs: number;
  cells: MatrixCellRecord[];
}

export function buildMatrixRecord(parts: MatrixParts): MatrixRecord {
  const verdicts = parts.cells.map((c) => c.record.verdict);
  const overall = ORDER.find((v) => verdicts.includes(v)) ?? 'error';
  const memory = parts.cells.map((c) => c.record.memory?.verdict ?? null);
  return matrixRecordSchema.parse({
    schemaVersion: SCHEMA_VERSION,
    kind: 'matrix',
    tool: { name: 'latency-gate', version: TOOL_VERSION },
    id: parts.id,
    label: parts.label,
    createdAt: new Date().toISOString(),
    verdict: overall,
    failed: parts.cells.some((c) => c.record.failed),
    headline: matrixHeadline(parts.cells, overall).slice(0, 8000),
    axes: parts.axes,
    cores: parts.cores,
    budget: { maxDurationMs: parts.maxDurationMs, rule: 'remaining / cells left', spentMs: parts.spentMs },
    memoryVerdict: MEMORY_ORDER.find((v) => memory.includes(v)) ?? null,
    cells: parts.cells,
  });
}

/** The cells' records, in the order they ran. */
export function cellRecords(matrix: Pick<MatrixRecord, 'cells'>): ReportRecord[] {
  return matrix.cells.map((c) => c.record);
}
