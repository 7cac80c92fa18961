import { agreementSection } from './agreement-markdown.js';
import { detectableNote } from './detectable.js';
import { codeSpan, markdownText } from './escape.js';
import { duration } from '../format.js';
import { asMeasured, recordHeadline } from '../record/headline.js';
import { decideRecord } from '../decision/decision.js';
import { gpuMarkdown } from './gpu-section.js';
import { memoryTable } from './memory-markdown.js';
import { explainDetails, explainLines } from './explain-markdown.js';
import { coldStartTable, details, latencyTable, settingsTable } from './markdown-tables.js';
import type { ReportRecord } from '../record/schema.js';
import { latencyChartMarkdown } from './chart-markdown.js';
import { acceptanceLine } from './acceptance-line.js';
import { modesPhrase } from './run-facts.js';
import { historyHeadLine, historyMarkdown } from './history-markdown.js';

/**
 * How sampling ended, in plain words. The statistics look at the data at a few fixed points of the budget
 * ("checks"); a round runs each model once for a block of calls, in random order.
 */
export function samplingLine(record: ReportRecord): string {
  const s = record.sampling;
  const calls =
    s.calls.baseline === s.calls.candidate
      ? `${s.calls.baseline.toLocaleString('en-US')} calls per model`
      : `${s.calls.baseline.toLocaleString('en-US')} / ${s.calls.candidate.toLocaleString('en-US')} calls (baseline / candidate)`;
  const pairs = s.sessionPairs ? ` over ${s.sessionPairs} session pair${s.sessionPairs === 1 ? '' : 's'}` : '';
  // An added model has no baseline: its rounds run two sessions of the same model.
  const each = record.verdict === 'unjudged' ? 'each runs the model twice' : 'each runs both models, in random order';
  const measured = `${s.rounds.toLocaleString('en-US')} rounds${pairs} (${each}), ${calls}`;
  if (s.stopReason === 'decided') {
    const early =
      s.decidedAtLook !== null && s.decidedAtLook < s.looks
        ? `, stopped early at check ${s.decidedAtLook} of ${s.looks}`
        : '';
    return `Decided after ${duration(s.durationMs)}${early}: ${measured}.`;
  }
  if (s.stopReason === 'budget-spent')
    return `Not every metric was decided within the budget (${duration(s.durationMs)}, ${s.looks} checks): ${measured}.`;
  return `Stopped by an error after ${duration(s.durationMs)}: ${measured}.`;
}

/** Rebuilt from `minDetectable`: the record's own `detectable` text is never rendered (it may be a fork's). */
export function detectableLine(record: ReportRecord): string {
  const modes = modesPhrase(record);
  return modes ? `${detectableNote(record)} ${markdownText(modes)}`.trim() : detectableNote(record);
}

export function reasons(record: ReportRecord): string {
  const l = record.latency;
  if (!l) return '';
  return (['p50', 'p95'] as const)
    .map((n) => `- **${n}** (${l[n].verdict}): ${l[n].reasons.map(markdownText).join('; ')}.`)
    .join('\n');
}

/** The job summary: verdict line and small table first, everything else folded away. */
export function renderSummary(record: ReportRecord): string {
  const named = record.id === 'latency-gate' ? '' : ` ${codeSpan(record.id)}`;
  const decided = decideRecord(record);
  const title = `## ${decided.icon} latency-gate${named}: ${markdownText(decided.title)}`;
  const parts = [
    title,
    `**${markdownText(asMeasured(record.verdict, recordHeadline(record)))}**`,
    latencyTable(record),
    markdownText(acceptanceLine(record)),
    record.latency ? `${samplingLine(record)} ${detectableLine(record)}`.trim() : '',
    explainLines(record),
    record.warnings.length ? record.warnings.map((w) => `> ⚠️ ${markdownText(w)}`).join('\n>\n') : '',
    historyHeadLine(record),
    details('Why this verdict', reasons(record)),
    latencyChartMarkdown(record),
    historyMarkdown(record),
    explainDetails(record, { openChanges: true }),
    record.verdict === 'error' && record.agreement.verdict === 'skipped' ? '' : agreementSection(record.agreement),
    details('Peak memory', memoryTable(record)),
    details('GPU: device, clocks, node placement', gpuMarkdown(record)),
    details('Cold start (not part of the verdict)', coldStartTable(record)),
    details('Settings and environment', settingsTable(record)),
    `**${markdownText(decided.line)}**`,
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}
