import { duration } from '../format.js';
import { decideRun } from '../decision/decision.js';
import { asMeasured } from '../record/headline.js';
import { shortRef } from '../record/run-headline.js';
import { entryRecords, singleRecordOf, type RunRecord } from '../record/run-record.js';
import {
  changeLine,
  FORK_NOTE,
  moreDetails,
  renderComment,
  rerunDetails,
  rerunLine,
  type CommentContext,
} from './comment.js';
import { entriesMarkdown, entriesText } from './entries-table.js';
import { codeSpan, markdownText, markdownCell, plainLine, type LineDestination } from './escape.js';
import { table } from './markdown-tables.js';
import { DETAILS_MARKER } from './markers.js';
import { renderSummary } from './summary.js';
import { renderTerminal, titleLine } from './terminal.js';
import { columns } from './text-columns.js';
import {
  entryDetails,
  entryName,
  measuredInOrder,
  notesMarkdown,
  notesText,
  regressionLines,
  runHead,
  runnerLine,
  THROUGHPUT_NOTE,
} from './run-parts.js';
import { pairingHint, baselinePathHint } from '../decision/entries.js';

// One renderer per destination for a run record of any kind: the action's publisher and the CLI's printer call
// these and never choose a layout themselves. A list of one is its record's own report; a plan, which measured
// nothing, is its shards; a run of several is one table whose columns follow what the entries vary
// (src/report/entries-table.ts), the blocks its entries call for (src/report/run-parts.ts), the outcome, and each
// measured entry's details collapsed below.

const bold = (text: string) => `**${markdownText(text)}**`;

/** Read in five seconds: the headline, the table that answers the question, the outcome; the rest folded. */
export function renderRunComment(run: RunRecord, ctx: CommentContext = {}): string {
  const single = singleRecordOf(run);
  if (single) return renderComment(single, ctx);
  if (run.plan) return planMarkdown(run, run.plan);
  // Above the fold besides the outcome: where a regressed model's time went, when a profile measured it. Shards
  // reported from a fork's workflow ran the fork's code: said under the verdict, as for one model.
  const parts = [
    ...runHead(run, '###'),
    ctx.fork ? FORK_NOTE : '',
    entriesMarkdown(run),
    regressionLines(run),
    bold(decideRun(run).line),
  ];
  const more = [rerunLine(ctx), changeLine(run.verdict, ctx.previousVerdict), ...notesMarkdown(run)];
  const details = [moreDetails(more), ...measuredInOrder(run).map(entryDetails)];
  const tail = [rerunDetails(entryRecords(run), ctx), ctx.runUrl ? `[Job summary and records](${ctx.runUrl})` : ''];
  // The table is above the details marker, so truncation cuts only details.
  return `${[...parts, DETAILS_MARKER, ...details, ...tail].filter(Boolean).join('\n\n')}\n`;
}

/** The job summary: the same table, each measured entry's details folded away, the outcome last. */
export function renderRunSummary(run: RunRecord): string {
  const single = singleRecordOf(run);
  if (single) return renderSummary(single);
  if (run.plan) return planMarkdown(run, run.plan);
  const parts = [
    ...runHead(run, '##'),
    entriesMarkdown(run),
    regressionLines(run),
    ...notesMarkdown(run),
    ...measuredInOrder(run).map(entryDetails),
    bold(decideRun(run).line),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** What a terminal shows of a run; '' for a single run that ended in an error before measuring anything. */
export function renderRunTerminal(run: RunRecord, destination: LineDestination = 'terminal'): string {
  const single = singleRecordOf(run);
  if (single) return renderTerminal(single, { destination });
  if (run.plan) return planText(run, run.plan, destination);
  const line = (text: string) => plainLine(text, destination);
  const lines = [titleLine(run.id, decideRun(run), line), line(asMeasured(run.verdict, run.headline)), ''];
  lines.push(entriesText(run, destination));
  const notes = notesText(run, line);
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
  if (run.matrix) lines.push('', line(runnerLine(run)), THROUGHPUT_NOTE);
  for (const entry of measuredInOrder(run)) {
    // An error with nothing measured is already said in full on its row.
    const report = entry.record && renderTerminal(entry.record, { destination, outcome: false }).trimEnd();
    if (report) lines.push('', `== ${line(entryName(entry))}`, report);
  }
  lines.push('', line(decideRun(run).line));
  return `${lines.join('\n')}\n`;
}

type Plan = NonNullable<RunRecord['plan']>;
const PLAN_HEADER = ['shard', 'models', 'estimate', 'paths'];

/** A plan's shards: which shard measures which model, and what each is expected to take. */
function shardRows(plan: Plan, name: (path: string) => string): string[][] {
  return plan.shards.map((shard) => {
    const models = plan.models.filter((m) => m.shard === shard);
    const ms = models.reduce((sum, m) => sum + m.estimatedMs, 0);
    return [shard, String(models.length), duration(ms), models.map((m) => name(m.path)).join(', ')];
  });
}

/** The job summary (and a dry-run comment) of a plan: nothing was measured, so there is no verdict table. */
function planMarkdown(run: RunRecord, plan: Plan): string {
  const parts = [
    `## latency-gate${run.id === 'latency-gate' ? '' : ` ${codeSpan(run.id)}`}: plan`,
    bold(run.headline),
    plan.shards.length
      ? table(
          PLAN_HEADER,
          shardRows(plan, (p) => markdownCell(p, { code: true })),
        )
      : '',
    plan.shards.length
      ? `Plan digest ${codeSpan(plan.digest)}: every shard recomputes it from the changed models, and the report checks that they agree. Estimates assume each model uses its whole share of \`max-duration\`; a model that decides early takes less.`
      : 'Nothing to measure: the matrix is empty, so the gate jobs are skipped.',
    bold(decideRun(run).line),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

/** What a terminal shows of a plan: the shards as JSON (what the matrix takes), then each shard's models. */
function planText(run: RunRecord, plan: Plan, destination: LineDestination): string {
  const line = (text: string) => plainLine(text, destination);
  const lines = [`latency-gate ${line(run.headline)}`, `shards=${JSON.stringify(plan.shards)}`];
  if (plan.shards.length) lines.push('', columns([PLAN_HEADER, ...shardRows(plan, line)]));
  lines.push('', line(decideRun(run).line));
  return `${lines.join('\n')}\n`;
}
