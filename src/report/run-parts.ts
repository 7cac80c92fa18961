import { duration } from '../format.js';
import { shortRef } from '../record/run-headline.js';
import { asMeasured, verdictIcon } from '../record/headline.js';
import { decideRun } from '../decision/decision.js';
import { baselinePathHint, pairingHint } from '../decision/entries.js';
import { entryRecords, type RunEntry, type RunRecord } from '../record/run-record.js';
import { recordDetails } from './comment.js';
import { entriesInOrder } from './entries-table.js';
import { codeSpan, markdownText } from './escape.js';
import { details } from './markdown-tables.js';
import { attributionLine, contributorsLine } from './explain-phrases.js';

// The blocks of a run of several entries, each shown only where the entries call for it: what varies (models or
// the cells of a matrix) names the entries and orders them; the deleted, unchanged and unpaired models are said
// in sentences; the budget rule of each list in its own words. Names come from the repository or the settings:
// escaped for where they go.

const ADDED = '🆕';

export const THROUGHPUT_NOTE =
  'Throughput: items per second at each model’s p50, an item being one entry of the leading dim of the first input. Peak memory: the steady-state inference peak, median of the probes.';

/** How the entries are named: a cell by its axes, a leg of the pair the settings gave by its runner, a model by its path. */
export function entryName(entry: RunEntry): string {
  if (entry.cell) return entry.cell.label || '(one cell)';
  return entry.status === 'given' && entry.leg ? entry.leg : entry.path;
}

/** The measured entries in the order their details are shown. */
export function measuredInOrder(run: RunRecord): RunEntry[] {
  return entriesInOrder(run).filter((e) => e.record);
}

/** The heading and verdict line shared by the comment and the job summary. */
export function runHead(run: RunRecord, level: '##' | '###'): string[] {
  // Shards from several runners hold a model once per runner: it is still one changed model.
  const n = new Set(run.entries.map((e) => e.path)).size;
  const what = run.matrix
    ? `${run.entries.length} cells`
    : run.kind === 'single'
      ? `${run.entries.length} legs`
      : `${n} changed model${n === 1 ? '' : 's'}`;
  const decided = decideRun(run);
  return [
    // The default id would read 'latency-gate `latency-gate`'. The outcome leads, the latency verdict follows.
    `${level} ${decided.icon} latency-gate${run.id === 'latency-gate' ? '' : ` ${codeSpan(run.id)}`}: ${markdownText(decided.title)} (${what})`,
    `**${markdownText(asMeasured(run.verdict, run.headline))}**`,
  ];
}

function listed(run: RunRecord, status: RunEntry['status']): RunEntry[] {
  return run.entries.filter((e) => e.status === status && !e.record);
}

/**
 * Deleted, unchanged and unpaired models, each in a sentence (Markdown), with the setting that pairs them; then
 * how the budget was shared and, for a matrix, the runner and what the throughput and memory columns mean.
 */
export function notesMarkdown(run: RunRecord): string[] {
  const deleted = listed(run, 'deleted');
  const unchanged = listed(run, 'unchanged');
  const hint = pairingHint(run);
  const alone = baselinePathHint(run);
  const from = (e: RunEntry) => (e.basePath && e.basePath !== e.path ? ` (renamed from ${codeSpan(e.basePath)})` : '');
  return [
    deleted.length ? `Deleted (nothing to compare): ${deleted.map((e) => codeSpan(e.path)).join(', ')}.` : '',
    unchanged.length
      ? `Unchanged (the same bytes and external data as the baseline, not measured): ${unchanged.map((e) => `${codeSpan(e.path)}${from(e)}`).join(', ')}.`
      : '',
    run.entries.some((e) => e.status === 'added' && e.record?.latency)
      ? `${ADDED} Added models have no baseline: their own p50 and p95 are shown, and nothing is judged.`
      : '',
    run.changes?.unusedAcceptances?.length
      ? `Accepted in the accept file but not changed here: ${run.changes.unusedAcceptances.map((m) => codeSpan(m)).join(', ')}; remove those entries, so the next change to each model is held to its thresholds.`
      : '',
    hint
      ? `Not paired: the added and deleted models above could not be paired unambiguously. If one is a renamed model, set ${codeSpan(hint)}${alone ? `, or gate it alone with ${codeSpan(alone)}` : ''}.`
      : '',
    budgetLine(run),
    markdownText(runnerLine(run)),
    run.matrix ? THROUGHPUT_NOTE : '',
  ];
}

/** What the table does not show, one line each: deleted and unchanged models, and a model's error in full. */
export function notesText(run: RunRecord, line: (text: string) => string): string[] {
  if (run.matrix) return [];
  const from = (e: RunEntry) => (e.basePath && e.basePath !== e.path ? ` (renamed from ${e.basePath})` : '');
  const names = (entries: RunEntry[]) => entries.map((e) => line(`${e.path}${from(e)}`)).join(', ');
  const deleted = listed(run, 'deleted');
  const unchanged = listed(run, 'unchanged');
  return [
    deleted.length ? `Deleted (nothing to compare): ${names(deleted)}.` : '',
    unchanged.length ? `Unchanged (identical bytes, not measured): ${names(unchanged)}.` : '',
    ...run.entries.flatMap((e) =>
      e.record?.verdict === 'error'
        ? [`Error in ${line(e.path)}: ${line(e.record.error?.message ?? e.record.headline)}`]
        : [],
    ),
  ].filter(Boolean);
}

/** How the budget was shared, for a list with a fixed share per model (the Markdown line). */
function budgetLine(run: RunRecord): string {
  const measured = entryRecords(run).length;
  if (measured === 0 || !run.changes) return '';
  return `Compared with ${codeSpan(shortRef(run.changes.baselineRef))}; each of the ${measured} measured model(s) had ${duration(run.changes.perModelMs)} of the ${duration(run.changes.maxDurationMs)} \`max-duration\`.`;
}

/** Cores, thread counts and how the one budget was shared over cells: what a reader needs to trust the cells. */
export function runnerLine(run: RunRecord): string {
  const m = run.matrix;
  if (!m) return '';
  const b = m.budget;
  return `Runner: ${m.cores} cores; threads ${m.axes.threads}. Budget: ${duration(b.maxDurationMs)} for ${run.entries.length} cells, each given the time left divided by the cells left (a cell that decides early leaves its time to the rest); ${duration(b.spentMs)} spent.`;
}

/** An entry's own report, folded. */
export function entryDetails(entry: RunEntry): string {
  if (!entry.record) return '';
  const leg = entry.leg && entry.status !== 'given' ? ` on ${markdownText(entry.leg)}` : '';
  const summary = `${verdictIcon(entry.record.verdict)} ${markdownText(entryName(entry))}${leg}: details`;
  return details(summary, recordDetails(entry.record, true));
}

/** Where the time went, one line per model with a regression and a profile (the rest is in its details). */
export function regressionLines(run: RunRecord): string {
  if (run.matrix) return '';
  const lines = run.entries.flatMap((entry) => {
    const record = entry.record;
    if (!record || record.verdict !== 'regression') return [];
    const diff = record.profile?.status === 'measured' ? record.profile.diff : null;
    if (!diff) return [];
    const leaders = contributorsLine(record, diff, markdownText) || 'no node moved';
    return [`- ${codeSpan(entry.path)}: ${leaders}; ${attributionLine(record, diff)}.`];
  });
  return lines.length ? `Where the time went:\n\n${lines.join('\n')}` : '';
}
