import { codeSpan, markdownText } from './escape.js';
import { duration, percentChange, settingPercent } from '../format.js';
import { details, table } from './markdown-tables.js';
import type { HistorySection } from '../record/history-section.js';
import type { ReportRecord } from '../record/schema.js';
import { type ChangeFinding, type CreepFinding } from '../stats/trend.js';
import { TREND_RULES } from '../stats/policy.js';
import { historyCharts } from './chart-history.js';
import { colourKey, mermaidBlock } from './chart-markdown.js';

// The history trend in words (docs/history-and-charts.md): what the change-point and creep tests found, said
// from the record's numbers (never from its text), each finding dated by entry number, commit and date so a
// reader can find the commit that moved the latency.

type Metric = 'p50' | 'p95';

/** "entry 12 (`3f2a9c1`, 2026-03-05)": how a reader finds the commit. */
function entryName(section: HistorySection, index: number): string {
  const e = section.entries[index];
  if (!e) return `entry ${index + 1}`;
  if (e.current) return 'this run';
  const commit = e.commit ? `${codeSpan(e.commit.slice(0, 12))}, ` : '';
  return `entry ${index + 1} (${commit}${markdownText(e.date.slice(0, 10))})`;
}

function level(section: HistorySection, value: number): string {
  return section.series === 'ratio' ? value.toFixed(3) : duration(value);
}

function changeSentence(section: HistorySection, m: Metric, c: ChangeFinding): string {
  return `**${m}** changed at ${entryName(section, c.index)}: ${level(section, c.before)} → ${level(section, c.after)} (${percentChange(1 + c.change)}, a step too large for the entries' own scatter).`;
}

function creepSentence(section: HistorySection, m: Metric, c: CreepFinding, threshold: number): string {
  const direction = c.total > 0 ? 'crept up' : 'crept down';
  const regressions = section.entries.slice(c.start, c.end + 1).filter((e) => e.verdict === 'regression').length;
  const single =
    regressions === 0 ? ' No run in it was a regression on its own.' : ` ${regressions} run(s) in it were regressions.`;
  return `**${m}** ${direction} ${percentChange(1 + c.total)} from ${entryName(section, c.start)} to ${entryName(section, c.end)} (about ${percentChange(1 + c.perEntry)} per entry, too steady to be the entries' own scatter); the trend passed the ${settingPercent(threshold)} threshold at ${entryName(section, c.crossedAt)}.${single}`;
}

/** One sentence per finding, p50 first; empty when the history shows nothing. */
export function historyFindings(record: ReportRecord): string[] {
  const section = record.history;
  if (!section) return [];
  const threshold = { p50: record.settings.p50Threshold, p95: record.settings.p95Threshold };
  return (['p50', 'p95'] as const).flatMap((m) => [
    ...(section[m].creep ? [creepSentence(section, m, section[m].creep, threshold[m])] : []),
    ...section[m].changes.map((c) => changeSentence(section, m, c)),
  ]);
}

/** The line under the verdict when the history shows a change; '' otherwise. */
export function historyHeadLine(record: ReportRecord): string {
  const findings = historyFindings(record);
  if (findings.length === 0) return '';
  return `📈 **Latency history** (${codeSpan(record.history?.path ?? '')}): ${findings.join(' ')}`;
}

function judgedLine(section: HistorySection): string {
  const judged = Math.max(section.p50.judged, section.p95.judged);
  if (judged === 0)
    return `Too few entries to judge a trend (${section.entries.length} shown; it takes ${TREND_RULES.minEntries}).`;
  const what =
    section.series === 'ratio'
      ? 'the ratio to the baseline (every entry compared with the same baseline file)'
      : "the candidate's own latency (comparable only between entries measured on alike runners)";
  const current = section.appended
    ? ' This run was appended to the file and is judged from the next run on.'
    : ' This run is drawn last and not judged.';
  return `The last ${judged} recorded entries were judged on ${what}, for a sudden step and for a slow creep, each flagged only when larger than the entries' own scatter.${section.entries.some((e) => e.current) ? current : ''}`;
}

function entriesTable(section: HistorySection): string {
  const cell = (m: { candidate: number; ratio: number } | null, key: 'candidate' | 'ratio') =>
    m === null ? '—' : key === 'ratio' ? m.ratio.toFixed(3) : duration(m.candidate);
  return table(
    ['entry', 'commit', 'date', 'verdict', 'p50', 'p95', 'p50 ratio', 'p95 ratio'],
    section.entries.map((e, i) => [
      e.current ? 'this run' : String(i + 1),
      e.commit ? codeSpan(e.commit.slice(0, 12)) : '—',
      markdownText(e.date.slice(0, 10)),
      e.verdict,
      cell(e.p50, 'candidate'),
      cell(e.p95, 'candidate'),
      cell(e.p50, 'ratio'),
      cell(e.p95, 'ratio'),
    ]),
  );
}

/** The trend charts, the findings and the entries, folded; '' without a history. */
export function historyMarkdown(record: ReportRecord): string {
  const section = record.history;
  if (!section) return '';
  const findings = historyFindings(record);
  const charts = historyCharts(section).flatMap((chart) => [mermaidBlock(chart), colourKey(chart)]);
  const skipped = section.skipped
    ? `${section.skipped} line(s) of the history file were not valid entries and were skipped.`
    : '';
  const body = [
    findings.length ? findings.join('\n\n') : 'No change point and no slow creep in p50 or p95.',
    judgedLine(section),
    ...charts,
    entriesTable(section),
    skipped,
  ];
  return details(
    `Latency history: ${section.entries.length} entries${findings.length ? `, ${findings.length} finding(s)` : ''}`,
    body.filter(Boolean).join('\n\n'),
  );
}
