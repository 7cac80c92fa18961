import { agreementSection } from './agreement-markdown.js';
import { code, escapeMarkdown } from './escape.js';
import { duration } from '../format.js';
import { recordHeadline, verdictIcon } from '../record/headline.js';
import { gpuMarkdown } from './gpu-section.js';
import { coldStartTable, latencyTable, settingsTable } from './markdown-tables.js';
import type { MetricResult, ReportRecord } from '../record/schema.js';
import { describeDetectable } from '../stats/verdict.js';

function details(title: string, body: string): string {
  return body ? `<details><summary>${title}</summary>\n\n${body}\n\n</details>` : '';
}

/** How sampling ended, in words: the look that decided, or the budget running out. */
export function samplingLine(record: ReportRecord): string {
  const s = record.sampling;
  const calls = `${s.calls.baseline.toLocaleString('en-US')} / ${s.calls.candidate.toLocaleString('en-US')} calls`;
  const how =
    s.stopReason === 'decided'
      ? `Decided at look ${s.decidedAtLook} of ${s.looks}`
      : s.stopReason === 'budget-spent'
        ? `Budget spent (${s.looks} looks)`
        : 'Stopped by an error';
  return `${how} after ${duration(s.durationMs)}: ${s.rounds.toLocaleString('en-US')} interleaved rounds, ${calls} (baseline / candidate).`;
}

/** Rebuilt from `minDetectable`: the record's own `detectable` text is never rendered (it may be a fork's). */
export function detectableLine(record: ReportRecord): string {
  const l = record.latency;
  const sentence = (metric: 'p50' | 'p95', m: MetricResult) => describeDetectable(metric, { minDetectable: m.minDetectable ?? Infinity });
  return l ? `${capitalize(sentence('p50', l.p50))}; ${sentence('p95', l.p95).replace(/^this run could detect /, '')}.` : '';
}

export function reasons(record: ReportRecord): string {
  const l = record.latency;
  if (!l) return '';
  return (['p50', 'p95'] as const)
    .map((n) => `- **${n}** (${l[n].verdict}): ${l[n].reasons.map(escapeMarkdown).join('; ')}.`)
    .join('\n');
}

/** The job summary: verdict line and small table first, everything else folded away. */
export function renderSummary(record: ReportRecord): string {
  const title = `## ${verdictIcon(record.verdict)} latency-gate ${code(record.id)}: ${record.verdict}`;
  const parts = [
    title,
    `**${escapeMarkdown(recordHeadline(record))}**`,
    latencyTable(record),
    record.latency ? `${samplingLine(record)} ${detectableLine(record)}` : '',
    record.warnings.length ? record.warnings.map((w) => `> ⚠️ ${escapeMarkdown(w)}`).join('\n>\n') : '',
    details('Why this verdict', reasons(record)),
    record.verdict === 'error' && record.agreement.verdict === 'skipped' ? '' : agreementSection(record.agreement),
    details('GPU: device, clocks, node placement', gpuMarkdown(record)),
    details('Cold start (not part of the verdict)', coldStartTable(record)),
    details('Settings and environment', settingsTable(record)),
  ];
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
