import { duration, interval, percentChange } from '../format.js';
import { gatedRecords, shortRef, type ChangedEntry, type ChangedModelsRecord } from '../record/changed-models.js';
import { verdictIcon } from '../record/headline.js';
import type { ReportRecord } from '../record/schema.js';
import { changeLine, legDetails, rerunHelp, type CommentContext } from './comment.js';
import { rerunCanHelp } from './comment-head.js';
import { code, escapeMarkdown, logLine, markdownCell } from './escape.js';
import { table } from './markdown-tables.js';
import { DETAILS_MARKER } from './markers.js';
import { renderTerminal } from './terminal.js';
import { attributionLine, contributorsLine } from './explain-phrases.js';

// The reports of a changed-models run: one row per model (path, verdict, p50/p95 change, agreement), the
// details of each gated model collapsed below. Paths come from the repository (a PR names them): escaped.

const ADDED = '🆕';

/** A code span inside a table cell: GFM splits cells at '|' even inside code, so it is escaped (the table parser drops the backslash). */
function cellCode(text: string): string {
  return markdownCell(text, { code: true });
}

function pathCell(entry: ChangedEntry): string {
  if (entry.status === 'renamed') return `${cellCode(entry.path)} (renamed from ${cellCode(entry.basePath)})`;
  return entry.status === 'modified' ? cellCode(entry.path) : `${cellCode(entry.path)} (${entry.status})`;
}

function metricCell(record: ReportRecord, metric: 'p50' | 'p95'): string {
  const m = record.latency?.[metric];
  return m ? `${percentChange(m.ratio)} (${interval(m.ci)})` : '—';
}

function row(entry: ChangedEntry): string[] {
  if ('record' in entry) {
    const r = entry.record;
    return [
      pathCell(entry),
      `${verdictIcon(r.verdict)} ${r.verdict}`,
      metricCell(r, 'p50'),
      metricCell(r, 'p95'),
      r.agreement.verdict,
    ];
  }
  if (entry.status === 'added') {
    if (entry.error || !entry.latency) return [pathCell(entry), `${verdictIcon('error')} error`, '—', '—', '—'];
    return [pathCell(entry), `${ADDED} no baseline`, duration(entry.latency.p50), duration(entry.latency.p95), '—'];
  }
  return [pathCell(entry), 'removed', '—', '—', '—'];
}

function modelsTable(set: ChangedModelsRecord): string {
  const shown = set.entries.filter((e) => e.status !== 'deleted');
  if (shown.length === 0) return '';
  return table(['model', 'verdict', 'p50', 'p95', 'agreement'], shown.map(row));
}

function deletedLine(set: ChangedModelsRecord): string {
  const deleted = set.entries.filter((e) => e.status === 'deleted');
  return deleted.length ? `Deleted (nothing to gate): ${deleted.map((e) => code(e.path)).join(', ')}.` : '';
}

function addedNote(set: ChangedModelsRecord): string {
  const added = set.entries.some((e) => e.status === 'added' && e.latency);
  return added ? `${ADDED} Added models have no baseline: their own p50 and p95 are shown, and no verdict.` : '';
}

function budgetLine(set: ChangedModelsRecord): string {
  const measured = set.entries.filter((e) => e.status !== 'deleted').length;
  if (measured === 0) return '';
  return `Compared with ${code(shortRef(set.baselineRef))}; each of the ${measured} measured model(s) had ${duration(set.budget.perModelMs)} of the ${duration(set.budget.maxDurationMs)} \`max-duration\`.`;
}

function entryDetails(entry: ChangedEntry): string {
  if ('record' in entry) {
    return `<details><summary>${verdictIcon(entry.record.verdict)} ${escapeMarkdown(entry.path)}: details</summary>\n\n${legDetails(entry.record, true)}\n\n</details>`;
  }
  if (entry.status === 'added' && entry.error)
    return `<details><summary>${verdictIcon('error')} ${escapeMarkdown(entry.path)}: error</summary>\n\n${escapeMarkdown(entry.error)}\n\n</details>`;
  return '';
}

/** Where the time went, one line per model with a regression and a profile (the rest is in its details). */
function regressionLines(set: ChangedModelsRecord): string {
  const lines = set.entries.flatMap((entry) => {
    if (!('record' in entry) || entry.record.verdict !== 'regression') return [];
    const diff = entry.record.profile?.status === 'measured' ? entry.record.profile.diff : null;
    if (!diff) return [];
    const leaders = contributorsLine(entry.record, diff, escapeMarkdown) || 'no node moved';
    return [`- ${code(entry.path)}: ${leaders}; ${attributionLine(entry.record, diff)}.`];
  });
  return lines.length ? `Where the time went:\n\n${lines.join('\n')}` : '';
}

/** The heading, verdict line and table shared by the comment and the job summary. */
function head(set: ChangedModelsRecord, level: '##' | '###'): string[] {
  return [
    // The default id would read 'latency-gate `latency-gate`'.
    `${level} ${verdictIcon(set.verdict)} latency-gate${set.id === 'latency-gate' ? '' : ` ${code(set.id)}`}: ${set.verdict} (${set.entries.length} changed model${set.entries.length === 1 ? '' : 's'})`,
    `**${escapeMarkdown(set.headline)}**`,
  ];
}

/** The sticky PR comment of a changed-models run; the overall verdict is the worst model's. */
export function renderChangedComment(set: ChangedModelsRecord, ctx: CommentContext = {}): string {
  const parts = [
    ...head(set, '###'),
    changeLine(set.verdict, ctx.previousVerdict),
    modelsTable(set),
    regressionLines(set),
    deletedLine(set),
    addedNote(set),
    budgetLine(set),
  ];
  const details = set.entries.map(entryDetails);
  const tail = [
    // Only where re-measuring can change an outcome (src/report/comment-head.ts).
    gatedRecords(set).some(rerunCanHelp)
      ? `<details><summary>How to rerun</summary>\n\n${rerunHelp(ctx)}\n\n</details>`
      : '',
    ctx.runUrl ? `[Job summary and records](${ctx.runUrl})` : '',
  ];
  return `${[...parts.filter(Boolean), DETAILS_MARKER, ...details.filter(Boolean), ...tail.filter(Boolean)].join('\n\n')}\n`;
}

/** The job summary: the same table, each gated model's details folded away. */
export function renderChangedSummary(set: ChangedModelsRecord): string {
  const parts = [
    ...head(set, '##'),
    modelsTable(set),
    regressionLines(set),
    deletedLine(set),
    addedNote(set),
    budgetLine(set),
    ...set.entries.map(entryDetails),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

function terminalRow(entry: ChangedEntry): string {
  // A path is the PR's text: one line, no escape codes or workflow commands (the CLI runs in CI logs too).
  const where = logLine(entry.status === 'renamed' ? `${entry.path} (renamed from ${entry.basePath})` : entry.path);
  if ('record' in entry) {
    const r = entry.record;
    const metrics = r.latency
      ? `  p50 ${percentChange(r.latency.p50.ratio)}  p95 ${percentChange(r.latency.p95.ratio)}`
      : '';
    return `${r.verdict.toUpperCase().padEnd(13)}${where}${metrics}  agreement ${r.agreement.verdict}`;
  }
  if (entry.status === 'added') {
    if (entry.error || !entry.latency)
      return `${'ERROR'.padEnd(13)}${where} (added): ${logLine(entry.error ?? 'not measured')}`;
    return `${'NEW'.padEnd(13)}${where} (added, no baseline)  p50 ${duration(entry.latency.p50)}  p95 ${duration(entry.latency.p95)}`;
  }
  return `${'DELETED'.padEnd(13)}${where}`;
}

/** The CLI's text: one line per model, then each gated model's own report. */
export function renderChangedTerminal(set: ChangedModelsRecord): string {
  // The verdict said once: the headline's own leading 'Regression: ' would repeat it.
  const id = set.id === 'latency-gate' ? '' : ` [${set.id}]`;
  const lines = [
    `latency-gate${id} ${set.verdict.toUpperCase()}: ${logLine(set.headline.replace(/^[A-Z][a-z]+: /, ''))}`,
    '',
  ];
  for (const entry of set.entries) lines.push(`  ${terminalRow(entry)}`);
  if (set.entries.length > 0)
    lines.push(
      '',
      `Compared with ${logLine(shortRef(set.baselineRef))}; ${(set.budget.perModelMs / 1000).toFixed(0)}s of 'max-duration' per measured model.`,
    );
  for (const record of gatedRecords(set))
    lines.push('', `== ${logLine(record.models.candidate.path)}`, renderTerminal(record).trimEnd());
  return `${lines.join('\n')}\n`;
}
