import { DETAILS_MARKER } from './markers.js';
import { agreementLine, agreementSection } from './agreement-markdown.js';
import { codeSpan, markdownText } from './escape.js';
import { asMeasured, briefHeadline, recordHeadline, verdictIcon } from '../record/headline.js';
import { decideRecord } from '../decision/decision.js';
import { isOverallVerdict } from '../decision/verdicts.js';
import { gpuMarkdown } from './gpu-section.js';
import { memoryTable } from './memory-markdown.js';
import { explainDetails, explainLines, whereTimeWentLine } from './explain-markdown.js';
import { coldStartTable, details, latencyTable, settingsTable } from './markdown-tables.js';
import type { ReportRecord } from '../record/schema.js';
import { detectableLine, reasons, samplingLine } from './summary.js';
import { comparedLine, rerunCanHelp, whatHappened, type CommitLabel } from './comment-head.js';
import { dispatchCommand, type RerunTarget } from './rerun.js';
import { latencyChartMarkdown } from './chart-markdown.js';
import { acceptanceLine } from './acceptance-line.js';
import { historyHeadLine, historyMarkdown } from './history-markdown.js';

export interface CommentContext {
  /** The verdict the previous comment showed, read from its hidden marker. */
  previousVerdict?: string;
  /** Set for workflow_dispatch and re-run attempts: shown so readers know this is not a new push. */
  rerun?: { trigger: string; actor?: string };
  pullRequest?: number;
  /** The workflow file (from GITHUB_WORKFLOW_REF), for the rerun instructions. */
  workflowFile?: string;
  runUrl?: string;
  /** `mode: report`: the records came from the measuring workflow, which is what a rerun must start. */
  measuredElsewhere?: boolean;
  /** `mode: report` on records a fork's workflow produced: the fork ran the code that wrote them. */
  fork?: boolean;
  /** The commit the candidate was measured at, and how it relates to the PR head. */
  commit?: CommitLabel;
  /** Where a dispatch measures the PR head: its branch, the workflow's own branch, or a fork's (none). */
  rerunTarget?: RerunTarget;
}

/** Said plainly, under the verdict: a fork's workflow can write any number it likes into its record. */
export const FORK_NOTE =
  "> [!CAUTION]\n> Measured by the pull request's own workflow on a fork: these numbers are self-reported by code from the fork, not checked by this repository. Treat them as information, not as a merge gate.";

/**
 * The one line of prose a comment shows above the fold besides the outcome: where the time went when the profile
 * measured it, else what the history found, else which files were compared at which commit.
 */
function explainingLine(record: ReportRecord, ctx: CommentContext): string {
  return whereTimeWentLine(record) || historyHeadLine(record) || comparedLine(record, ctx.commit);
}

/** What a report says beyond its headline, table and outcome, folded under one summary line. */
export function moreDetails(parts: readonly string[]): string {
  return details('More about this run', parts.filter(Boolean).join('\n\n'));
}

/** A verdict with its mark; a previous comment's marker that names no verdict is shown as the text it is. */
function markedVerdict(verdict: string): string {
  return isOverallVerdict(verdict) ? `${verdictIcon(verdict)} ${verdict}` : markdownText(verdict);
}

/** What changed since the previous comment, from the verdict its marker holds. */
export function changeLine(verdict: string, previous: string | undefined): string {
  if (previous === undefined) return '';
  if (previous === verdict) return `Verdict unchanged since the previous run (${verdict}).`;
  return `Verdict changed since the previous run: ${markedVerdict(previous)} → ${markedVerdict(verdict)}.`;
}

/** A record's details; its headline only as an entry of a run of several (a single gate's headline leads its comment). */
export function recordDetails(record: ReportRecord, withHeadline: boolean): string {
  const parts = [
    withHeadline ? `**${markdownText(recordHeadline(record))}**` : '',
    withHeadline ? comparedLine(record) : '',
    withHeadline ? markdownText(acceptanceLine(record)) : '',
    record.latency ? `${samplingLine(record)} ${detectableLine(record)}`.trim() : '',
    reasons(record),
    withHeadline ? historyHeadLine(record) : '',
    withHeadline ? latencyChartMarkdown(record) : '',
    withHeadline ? historyMarkdown(record) : '',
    // A single gate's explanation lines are in the comment's head; a matrix leg's sit here.
    withHeadline ? explainLines(record) : '',
    explainDetails(record),
    // A single gate's agreement line is already under its table; its details start at the per-output list.
    record.agreement.verdict === 'skipped' &&
    (record.verdict === 'error' || !withHeadline) &&
    record.agreement.warnings.length === 0
      ? ''
      : agreementSection(record.agreement, { withLine: withHeadline }),
    record.warnings.map((w) => `> ⚠️ ${markdownText(w)}`).join('\n>\n'),
    details('GPU: device, clocks, node placement', gpuMarkdown(record)),
    details('Peak memory', memoryTable(record)),
    coldStartTable(record) ? `Cold start (not part of the verdict):\n\n${coldStartTable(record)}` : '',
    details('Settings and environment', settingsTable(record)),
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** How to re-measure: the real workflow file and PR number when known; no command with a placeholder in it. */
export function rerunHelp(ctx: CommentContext): string {
  if (ctx.measuredElsewhere) {
    return 'These records were measured by another workflow run (`mode: measure`); re-run its jobs, or dispatch it with a longer `max-duration`, and this comment is updated when it finishes.';
  }
  const target = ctx.rerunTarget;
  if (target && 'fork' in target) {
    const head = ctx.pullRequest ? `\`refs/pull/${ctx.pullRequest}/head\`` : 'the pull request head';
    return `This pull request comes from a fork: a dispatch cannot run on its branch, and one on a branch of this repository would measure that branch instead. Re-run this workflow run's jobs from the Actions tab to measure it again, or give the workflow a \`workflow_dispatch\` trigger that checks out ${head} (actions/checkout \`ref:\`).`;
  }
  // The file name goes into a shell block a reader may copy: only a plain name is shown, and no command with a
  // placeholder in it. The ref is always given: without it gh dispatches on the default branch, which measures
  // that branch and not the pull request.
  const file = ctx.workflowFile && /^[A-Za-z0-9._-]+$/.test(ctx.workflowFile) ? ctx.workflowFile : undefined;
  const branch = target ? `, branch ${codeSpan(target.ref)}` : ", on the pull request's branch";
  const where = file
    ? `Run workflow on ${codeSpan(file)}${branch}`
    : `Run workflow on the workflow that runs latency-gate${branch}`;
  const fields = ctx.pullRequest ? `\`pr-number\` ${ctx.pullRequest}` : '`pr-number`';
  const command =
    file && target ? dispatchCommand(file, target.ref, ctx.pullRequest, ' -f max-duration=3m') : undefined;
  const lines = [
    `Re-measure with a bigger budget from the Actions tab (${where}, with ${fields} and a longer \`max-duration\`)${command ? ', or:' : '.'}`,
  ];
  if (command) lines.push('', '```sh', command, '```');
  lines.push(
    '',
    "The workflow needs a `workflow_dispatch` trigger whose inputs are passed to the action (latency-gate's docs/workflows.md, 'Manual rerun with a bigger budget', shows one).",
  );
  return lines.join('\n');
}

/** Said where a person started this run again by hand, so readers know it is not a new push. */
export function rerunLine(ctx: CommentContext): string {
  if (!ctx.rerun) return '';
  return `🔁 Rerun via ${codeSpan(ctx.rerun.trigger)}${ctx.rerun.actor ? ` by ${markdownText(ctx.rerun.actor)}` : ''}.`;
}

/** How to re-measure, folded; only where re-measuring can change an outcome (src/report/comment-head.ts). */
export function rerunDetails(records: readonly ReportRecord[], ctx: CommentContext): string {
  return records.some(rerunCanHelp) ? details('How to rerun', rerunHelp(ctx)) : '';
}

/**
 * The sticky PR comment of one record: verdict line, compact table, what changed since the previous comment,
 * then (after the details marker, so truncation cuts only from there) the details and how to rerun.
 */
export function renderComment(record: ReportRecord, ctx: CommentContext = {}): string {
  const decided = decideRecord(record);
  // The default id says nothing the product name does not: 'latency-gate `latency-gate`' would repeat it.
  const named = record.id !== 'latency-gate' ? ` ${codeSpan(record.id)}` : '';
  // The outcome leads (docs/decisions/0105-outcome-before-verdict.md); the latency verdict follows as what it is.
  const title = `### ${decided.icon} latency-gate${named}: ${markdownText(decided.title)}`;
  const explaining = explainingLine(record, ctx);
  // Read in five seconds: the headline, the table that answers the question, at most two short lines (what was
  // compared, the outcome); everything else is folded below the details marker.
  const head = [
    title,
    ctx.fork ? FORK_NOTE : '',
    `**${markdownText(asMeasured(record.verdict, briefHeadline(record)))}**`,
    latencyTable(record),
    explaining,
    markdownText(acceptanceLine(record)),
    `**${markdownText(decided.line)}**`,
  ];
  const more = moreDetails([
    markdownText(recordHeadline(record)),
    whatHappened(record),
    rerunLine(ctx),
    changeLine(decided.verdict, ctx.previousVerdict),
    // An error that stopped everything already says that nothing ran; "agreement skipped" would say it again.
    !(record.verdict === 'error' && record.agreement.verdict === 'skipped') ? agreementLine(record.agreement) : '',
    explaining !== historyHeadLine(record) ? historyHeadLine(record) : '',
    explaining !== comparedLine(record, ctx.commit) ? comparedLine(record, ctx.commit) : '',
    explainLines(record, { withWhere: explaining !== whereTimeWentLine(record) }),
  ]);
  // The charts come first after the marker, folded: the verdict and its table stay on top.
  const folded = details(
    `${verdictIcon(record.verdict)} ${markdownText(record.id)}: details`,
    recordDetails(record, false),
  );
  const tail = [rerunDetails([record], ctx), ctx.runUrl ? `[Job summary and records](${ctx.runUrl})` : ''];
  const parts = [...head, DETAILS_MARKER, more, latencyChartMarkdown(record), historyMarkdown(record), folded, ...tail];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
