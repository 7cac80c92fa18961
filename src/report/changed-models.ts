import { duration } from '../format.js';
import { shortRef } from '../record/changed-models.js';
import { asMeasured, verdictIcon } from '../record/headline.js';
import { titleLine } from './terminal.js';
import { decideRun } from '../decision/decision.js';
import { baselinePathHint, pairingHint } from '../decision/entries.js';
import { entryRecords, type RunEntry, type RunRecord } from '../record/run-record.js';
import { changeLine, FORK_NOTE, legDetails, moreDetails, rerunHelp, type CommentContext } from './comment.js';
import { rerunCanHelp } from './comment-head.js';
import { code, escapeMarkdown, plainLine, type LineDestination } from './escape.js';
import { entriesMarkdown, entriesText } from './entries-table.js';
import { DETAILS_MARKER } from './markers.js';
import { renderTerminal } from './terminal.js';
import { attributionLine, contributorsLine } from './explain-phrases.js';

// The reports of a changed-models run: the run's table (src/report/entries-table.ts: a row per measured model),
// the deleted, unchanged and unpaired ones listed, the outcome, and the details of each measured model
// collapsed below. Paths come from the repository (a PR names them): escaped.

const ADDED = '🆕';

function listed(run: RunRecord, status: RunEntry['status']): RunEntry[] {
  return run.entries.filter((e) => e.status === status && !e.record);
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
    run.changes?.unusedAcceptances?.length
      ? `Accepted in the accept file but not changed here: ${run.changes.unusedAcceptances.map((m) => code(m)).join(', ')}; remove those entries, so the next change to each model is held to its thresholds.`
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
  const leg = entry.leg ? ` on ${escapeMarkdown(entry.leg)}` : '';
  return `<details><summary>${verdictIcon(entry.record.verdict)} ${escapeMarkdown(entry.path)}${leg}: details</summary>\n\n${legDetails(entry.record, true)}\n\n</details>`;
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
  // Shards from several runners hold a model once per runner: it is still one changed model.
  const n = new Set(run.entries.map((e) => e.path)).size;
  const decided = decideRun(run);
  return [
    // The default id would read 'latency-gate `latency-gate`'. The outcome leads, the latency verdict follows.
    `${level} ${decided.icon} latency-gate${run.id === 'latency-gate' ? '' : ` ${code(run.id)}`}: ${escapeMarkdown(decided.title)} (${n} changed model${n === 1 ? '' : 's'})`,
    `**${escapeMarkdown(asMeasured(run.verdict, run.headline))}**`,
  ];
}

/** The sticky PR comment of a changed-models run; the overall verdict is the worst compared model's. */
export function renderChangedComment(run: RunRecord, ctx: CommentContext = {}): string {
  // Read in five seconds: the headline, the table that answers the question, the outcome; the rest folded.
  // Above the fold besides the outcome: where a regressed model's time went, when a profile measured it.
  const where = regressionLines(run);
  // Shards reported from a fork's workflow ran the fork's code: said under the verdict, as for one model.
  const fork = ctx.fork ? FORK_NOTE : '';
  const parts = [...head(run, '###'), fork, entriesMarkdown(run), where, `**${escapeMarkdown(decideRun(run).line)}**`];
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
    entriesMarkdown(run),
    regressionLines(run),
    ...notesMarkdown(run),
    budgetLine(run),
    ...run.entries.map(entryDetails),
    `**${escapeMarkdown(decideRun(run).line)}**`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** What the table does not show, one line each: deleted and unchanged models, and a model's error in full. */
function terminalNotes(run: RunRecord, line: (text: string) => string): string[] {
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

/** The CLI's text: one line per model, the pairing hint, each measured model's own report, the outcome last. */
export function renderChangedTerminal(run: RunRecord, destination: LineDestination = 'terminal'): string {
  const line = (text: string) => plainLine(text, destination);
  const lines = [titleLine(run.id, decideRun(run), line), line(asMeasured(run.verdict, run.headline)), ''];
  lines.push(entriesText(run, destination));
  const notes = terminalNotes(run, line);
  if (notes.length) lines.push('', ...notes);
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
