import { duration, interval, percentChange } from '../format.js';
import { verdictIcon } from '../record/headline.js';
import { cellsWorstFirst } from '../record/run-headline.js';
import type { RunEntry, RunRecord } from '../record/run-record.js';
import type { ReportRecord } from '../record/schema.js';
import { markdownCell, plainLine, type LineDestination } from './escape.js';
import { table } from './markdown-tables.js';
import { memoryCell } from './memory-markdown.js';
import { columns } from './text-columns.js';

// The one table of a run of several entries (changed models, matrix cells), for the comment, the job summary and
// the terminal alike. Its columns follow what the entries vary: the model when models vary (with each model's
// agreement), the cell when sizes or threads vary (with throughput), peak memory wherever it was measured. Names
// come from the repository or the settings: escaped for where they go.

const NEW = '🆕';

type Style = { kind: 'markdown' } | { kind: 'text'; destination: LineDestination };

interface Column {
  header: string;
  cell(entry: RunEntry, style: Style): string;
}

/** How a rename was found, in words; git's own detection needs none. */
function pairedWords(entry: RunEntry): string {
  switch (entry.pairedBy) {
    case 'directory':
      return ', paired: the only deleted and added model in its directory';
    case 'signature':
      return ', paired: the same inputs and outputs';
    case 'models-renamed':
      return ", paired by 'models-renamed'";
    default:
      return '';
  }
}

/** Text as the destination needs it: a Markdown cell (a name in a code span), one escaped line at a terminal. */
function cellText(text: string, style: Style, code = true): string {
  return style.kind === 'markdown' ? markdownCell(text, { code }) : plainLine(text, style.destination);
}

function modelCell(entry: RunEntry, style: Style): string {
  const path = cellText(entry.path, style);
  if (entry.status === 'renamed')
    return `${path} (renamed from ${cellText(entry.basePath ?? '', style)}${pairedWords(entry)})`;
  return entry.status === 'modified' || entry.status === 'given' ? path : `${path} (${entry.status})`;
}

function verdictCell(entry: RunEntry, style: Style): string {
  const r = entry.record;
  if (!r && entry.notMeasured) return cellText(entry.notMeasured, style, false);
  if (!r) return 'not measured (interrupted)';
  if (r.verdict === 'unjudged') return style.kind === 'markdown' ? `${NEW} no baseline` : 'no baseline';
  const word = style.kind === 'markdown' ? `${verdictIcon(r.verdict)} ${r.verdict}` : r.verdict.toUpperCase();
  // A cell that ran out of its share undecided says so; its verdict alone would not tell why.
  const undecided = r.verdict === 'inconclusive' && r.sampling.stopReason === 'budget-spent' && entry.cell;
  return undecided ? `${word}: undecided in its ${duration(entry.cell?.budgetMs ?? 0)} share` : word;
}

function metricCell(name: 'p50' | 'p95'): Column['cell'] {
  return (entry, style) => {
    const r = entry.record;
    const m = r?.latency?.[name];
    if (!r || !m || r.verdict === 'error') return '—';
    // An added model has no baseline: its own latency, not a change.
    if (r.verdict === 'unjudged') return duration(r.latency?.candidate[name] ?? 0);
    const ci = style.kind === 'markdown' ? ` (${interval(m.ci)})` : '';
    return `${percentChange(m.ratio)}${ci} ${m.verdict}`;
  };
}

function rate(itemsPerSecond: number): string {
  return itemsPerSecond >= 100 ? Math.round(itemsPerSecond).toLocaleString('en-US') : itemsPerSecond.toPrecision(3);
}

function throughputCell(entry: RunEntry): string {
  const t = entry.record?.throughput;
  return t ? `${rate(t.baseline)} → ${rate(t.candidate)} (${percentChange(t.ratio)})` : '—';
}

function agreementCell(entry: RunEntry): string {
  const r = entry.record;
  return r && r.verdict !== 'unjudged' && r.verdict !== 'error' ? r.agreement.verdict : '—';
}

function peakMemoryCell(entry: RunEntry, style: Style): string {
  return entry.record ? memoryCell(entry.record, style.kind === 'markdown') : '—';
}

const has = (run: RunRecord, what: (r: ReportRecord) => unknown) => run.entries.some((e) => e.record && what(e.record));

/** The columns this run's entries call for. */
function columnsOf(run: RunRecord): Column[] {
  const cells = run.matrix !== undefined;
  const legs = run.entries.some((e) => e.leg);
  // The legs of one gate id are named by their runner (unique among them): each leg's details name its models,
  // and a path from a fork's record stays out of the table. Shards on several runners: a row per model and runner.
  const given = legs && run.entries.every((e) => e.status === 'given');
  return [
    ...(cells ? [{ header: 'cell', cell: (e: RunEntry, s: Style) => cellText(e.cell?.label || '(one cell)', s) }] : []),
    ...(cells || given ? [] : [{ header: 'model', cell: modelCell }]),
    ...(legs ? [{ header: 'runner', cell: (e: RunEntry, s: Style) => cellText(e.leg ?? '', s) }] : []),
    { header: 'verdict', cell: verdictCell },
    { header: 'p50', cell: metricCell('p50') },
    { header: 'p95', cell: metricCell('p95') },
    ...(cells ? [] : [{ header: 'agreement', cell: agreementCell }]),
    ...(has(run, (r) => r.throughput) ? [{ header: 'throughput (items/s)', cell: throughputCell }] : []),
    ...(has(run, (r) => r.memory?.inference) ? [{ header: 'peak memory (inference)', cell: peakMemoryCell }] : []),
  ];
}

/** The entries in the order every report shows them: cells worst first, models as the run lists them. */
export function entriesInOrder(run: RunRecord): RunEntry[] {
  if (!run.matrix) return run.entries;
  const cells = run.entries.flatMap((e) => (e.cell && e.record ? [{ cell: e.cell, record: e.record, entry: e }] : []));
  return cellsWorstFirst(cells).map((c) => c.entry);
}

/** The header and a row per shown entry; none when no entry is shown. */
function tableRows(run: RunRecord, style: Style): [string[], string[][]] | undefined {
  // Deleted and unchanged models were not measured: they are named in sentences below the table.
  const shown = entriesInOrder(run).filter((e) => e.status !== 'deleted' && e.status !== 'unchanged');
  if (shown.length === 0) return undefined;
  const cols = columnsOf(run);
  return [cols.map((c) => c.header), shown.map((e) => cols.map((c) => c.cell(e, style)))];
}

/** The run's table in Markdown; '' when no entry is shown. */
export function entriesMarkdown(run: RunRecord): string {
  const rows = tableRows(run, { kind: 'markdown' });
  return rows ? table(...rows) : '';
}

/** The run's table as terminal columns; '' when no entry is shown. */
export function entriesText(run: RunRecord, destination: LineDestination): string {
  const rows = tableRows(run, { kind: 'text', destination });
  return rows ? columns([rows[0], ...rows[1]]) : '';
}
