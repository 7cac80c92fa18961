import { duration, interval, percentChange } from '../format.js';
import { shortRef } from '../record/changed-models.js';
import { verdictIcon } from '../record/headline.js';
import { decideRun } from '../decision/decision.js';
import { baselinePathHint, pairingHint } from '../decision/entries.js';
import { entryRecords, type RunEntry, type RunRecord } from '../record/run-record.js';
import type { ReportRecord } from '../record/schema.js';
import { changeLine, legDetails, moreDetails, rerunHelp, type CommentContext } from './comment.js';
import { rerunCanHelp } from './comment-head.js';
import { code, escapeMarkdown, markdownCell, plainLine, type LineDestination } from './escape.js';
import { table } from './markdown-tables.js';
import { DETAILS_MARKER } from './markers.js';
import { renderTerminal } from './terminal.js';
import { attributionLine, contributorsLine } from './explain-phrases.js';

// The reports of a changed-models run: one row per measured model (path, verdict, p50/p95 change, agreement),
// the deleted, unchanged and unpaired ones listed, the outcome, and the details of each measured model
// collapsed below. Paths come from the repository (a PR names them): escaped.

const ADDED = '🆕';

/** A code span inside a table cell: GFM splits cells at '|' even inside code, so it is escaped (the table parser drops the backslash). */
function cellCode(text: string): string {
  return markdownCell(text, { code: true });
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

function pathCell(entry: RunEntry): string {
  if (entry.status === 'renamed')
    return `${cellCode(entry.path)} (renamed from ${cellCode(entry.basePath ?? '')}${pairedWords(entry)})`;
  return entry.status === 'modified' ? cellCode(entry.path) : `${cellCode(entry.path)} (${entry.status})`;
}

function metricCell(record: ReportRecord, metric: 'p50' | 'p95'): string {
  const m = record.latency?.[metric];
  return m ? `${percentChange(m.ratio)} (${interval(m.ci)})` : '—';
}

function row(entry: RunEntry): string[] {
  const r = entry.record;
  if (!r) return [pathCell(entry), 'not measured (interrupted)', '—', '—', '—'];
  if (r.verdict === 'error') return [pathCell(entry), `${verdictIcon('error')} error`, '—', '—', '—'];
  if (r.verdict === 'unjudged' && r.latency)
    return [
      pathCell(entry),
      `${ADDED} no baseline`,
      duration(r.latency.candidate.p50),
      duration(r.latency.candidate.p95),
      '—',
    ];
  return [
    pathCell(entry),
    `${verdictIcon(r.verdict)} ${r.verdict}`,
    metricCell(r, 'p50'),
    metricCell(r, 'p95'),
    r.agreement.verdict,
  ];
}

function listed(run: RunRecord, status: RunEntry['status']): RunEntry[] {
  return run.entries.filter((e) => e.status === status && !e.record);
}

function modelsTable(run: RunRecord): string {
  const shown = run.entries.filter((e) => e.status !== 'deleted' && e.status !== 'unchanged');
  if (shown.length === 0) return '';
  return table(['model', 'verdict', 'p50', 'p95', 'agreement'], shown.map(row));
}

/** Deleted, unchanged and unpaired models, each in a sentence (Markdown), with the setting that pairs them. */
function notesMarkdown(run: RunRecord): string[] {
  const deleted = listed(run, 'deleted');
  const unchanged = listed(run, 'unchanged');
  const hint = pairingHint(run);
  const alone = baselinePathHint(run);
  const from = (e: RunEntry) => (e.basePath && e.basePath !== e.path ? ` (renamed from ${code(e.basePath)})` : '');
  return [
    deleted.length ? `Deleted (nothing to compare): ${deleted.map((e) => code(e.path)).join(', ')}.` : '',
    unchanged.length
      ? `Unchanged (the same bytes and external data as the baseline, not measured): ${unchanged.map((e) => `${code(e.path)}${from(e)}`).join(', ')}.`
      : '',
    run.entries.some((e) => e.status === 'added' && e.record?.latency)
      ? `${ADDED} Added models have no baseline: their own p50 and p95 are shown, and nothing is judged.`
      : '',
    hint
      ? `Not paired: the added and deleted models above could not be paired unambiguously. If one is a renamed model, set ${code(hint)}${alone ? `, or gate it alone with ${code(alone)}` : ''}.`
      : '',
  ];
}

function budgetLine(run: RunRecord): string {
  const measured = entryRecords(run).length;
  if (measured === 0 || !run.changes) return '';
  return `Compared with ${code(shortRef(run.changes.baselineRef))}; each of the ${measured} measured model(s) had ${duration(run.changes.perModelMs)} of the ${duration(run.changes.maxDurationMs)} \`max-duration\`.`;
}

function entryDetails(entry: RunEntry): string {
  if (!entry.record) return '';
  return `<details><summary>${verdictIcon(entry.record.verdict)} ${escapeMarkdown(entry.path)}: details</summary>\n\n${legDetails(entry.record, true)}\n\n</details>`;
}

/** Where the time went, one line per model with a regression and a profile (the rest is in its details). */
function regressionLines(run: RunRecord): string {
  const lines = run.entries.flatMap((entry) => {
    const record = entry.record;
    if (!record || record.verdict !== 'regression') return [];
    const diff = record.profile?.status === 'measured' ? record.profile.diff : null;
    if (!diff) return [];
    const leaders = contributorsLine(record, diff, escapeMarkdown) || 'no node moved';
    return [`- ${code(entry.path)}: ${leaders}; ${attributionLine(record, diff)}.`];
  });
  return lines.length ? `Where the time went:\n\n${lines.join('\n')}` : '';
}

/** The heading and verdict line shared by the comment and the job summary. */
function head(run: RunRecord, level: '##' | '###'): string[] {
  const n = run.entries.length;
  return [
    // The default id would read 'latency-gate `latency-gate`'.
    `${level} ${verdictIcon(run.verdict)} latency-gate${run.id === 'latency-gate' ? '' : ` ${code(run.id)}`}: ${run.verdict} (${n} changed model${n === 1 ? '' : 's'})`,
    `**${escapeMarkdown(run.headline)}**`,
  ];
}

/** The sticky PR comment of a changed-models run; the overall verdict is the worst compared model's. */
export function renderChangedComment(run: RunRecord, ctx: CommentContext = {}): string {
  // Read in five seconds: the headline, the table that answers the question, the outcome; the rest folded.
  // Above the fold besides the outcome: where a regressed model's time went, when a profile measured it.
  const where = regressionLines(run);
  const parts = [...head(run, '###'), modelsTable(run), where, `**${escapeMarkdown(decideRun(run).line)}**`];
  const more = [changeLine(run.verdict, ctx.previousVerdict), ...notesMarkdown(run), budgetLine(run)].filter(Boolean);
  const details = [moreDetails(more), ...run.entries.map(entryDetails)];
  const tail = [
    // Only where re-measuring can change an outcome (src/report/comment-head.ts).
    entryRecords(run).some(rerunCanHelp)
      ? `<details><summary>How to rerun</summary>\n\n${rerunHelp(ctx)}\n\n</details>`
      : '',
    ctx.runUrl ? `[Job summary and records](${ctx.runUrl})` : '',
  ];
  return `${[...parts.filter(Boolean), DETAILS_MARKER, ...details.filter(Boolean), ...tail.filter(Boolean)].join('\n\n')}\n`;
}

/** The job summary: the same table, each measured model's details folded away, the outcome last. */
export function renderChangedSummary(run: RunRecord): string {
  const parts = [
    ...head(run, '##'),
    modelsTable(run),
    regressionLines(run),
    ...notesMarkdown(run),
    budgetLine(run),
    ...run.entries.map(entryDetails),
    `**${escapeMarkdown(decideRun(run).line)}**`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

function terminalRow(entry: RunEntry, line: (text: string) => string): string {
  const from = entry.basePath && entry.basePath !== entry.path ? ` (renamed from ${entry.basePath})` : '';
  const where = line(`${entry.path}${from}`);
  const r = entry.record;
  if (entry.status === 'deleted') return `${'DELETED'.padEnd(13)}${where}`;
  if (entry.status === 'unchanged') return `${'UNCHANGED'.padEnd(13)}${where} (identical bytes, not measured)`;
  if (!r) return `${'NOT MEASURED'.padEnd(13)}${where} (interrupted)`;
  if (r.verdict === 'error') return `${'ERROR'.padEnd(13)}${where}: ${line(r.error?.message ?? r.headline)}`;
  if (r.verdict === 'unjudged' && r.latency)
    return `${'NEW'.padEnd(13)}${where} (added, no baseline)  p50 ${duration(r.latency.candidate.p50)}  p95 ${duration(r.latency.candidate.p95)}`;
  const metrics = r.latency
    ? `  p50 ${percentChange(r.latency.p50.ratio)}  p95 ${percentChange(r.latency.p95.ratio)}`
    : '';
  const paired = entry.pairedBy && entry.pairedBy !== 'git' ? `  paired by ${entry.pairedBy}` : '';
  return `${r.verdict.toUpperCase().padEnd(13)}${where}${metrics}  agreement ${r.agreement.verdict}${paired}`;
}

/** The CLI's text: one line per model, the pairing hint, each measured model's own report, the outcome last. */
export function renderChangedTerminal(run: RunRecord, destination: LineDestination = 'terminal'): string {
  const line = (text: string) => plainLine(text, destination);
  // The verdict said once: the headline's own leading 'Regression: ' would repeat it.
  const id = run.id === 'latency-gate' ? '' : ` [${run.id}]`;
  const lines = [
    `latency-gate${id} ${run.verdict.toUpperCase()}: ${line(run.headline.replace(/^[A-Z][a-z]+: /, ''))}`,
    '',
  ];
  for (const entry of run.entries) lines.push(`  ${terminalRow(entry, line)}`);
  const hint = pairingHint(run);
  const alone = baselinePathHint(run);
  // 'a: x, b: y' as the flags '--a x --b y'.
  const flags = (setting: string) => `--${setting.replace(/, /g, ' --').replace(/: /g, ' ')}`;
  if (hint)
    lines.push(
      '',
      line(
        `Not paired: if an added model is a deleted one renamed, set ${flags(hint)}${alone ? ` (or gate it alone: ${flags(alone)})` : ''}.`,
      ),
    );
  if (run.changes && entryRecords(run).length > 0)
    lines.push(
      '',
      `Compared with ${line(shortRef(run.changes.baselineRef))}; ${(run.changes.perModelMs / 1000).toFixed(0)}s of 'max-duration' per measured model.`,
    );
  for (const entry of run.entries) {
    // An error with nothing measured is already said in full on its row.
    const report = entry.record && renderTerminal(entry.record, { destination, outcome: false }).trimEnd();
    if (report) lines.push('', `== ${line(entry.path)}`, report);
  }
  lines.push('', line(decideRun(run).line));
  return `${lines.join('\n')}\n`;
}
