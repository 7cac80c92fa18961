import { HISTORY_FORMAT_VERSION, historyEntrySchema, plausible, type HistoryEntry } from './history.js';
import type { ReportRecord } from './schema.js';

// A record's place in the latency history (docs/history-and-charts.md, "History file"): the entry a run adds,
// and which entries belong to its series. Apart from the file format (history.ts), which the record's own
// history section builds on and which therefore must not import the record.

/** The entries of one series: the same gate id and model, and the same leg where an entry names one. */
export function sameSeries(entry: HistoryEntry, record: Pick<ReportRecord, 'id' | 'label' | 'models'>): boolean {
  return (
    entry.id === record.id &&
    entry.model === record.models.candidate.path &&
    (entry.label === undefined || entry.label === record.label)
  );
}

/** The entry a run adds to the history; undefined when nothing was measured, or nothing a history can hold. */
export function historyEntry(record: ReportRecord, commit: string): HistoryEntry | undefined {
  const latency = record.latency;
  // A model measured without a baseline has no ratio to follow over time.
  if (!latency || record.verdict === 'error' || record.verdict === 'unjudged') return undefined;
  const metric = (m: 'p50' | 'p95') => ({
    baseline: latency[m].baseline,
    candidate: latency[m].candidate,
    ratio: latency[m].ratio,
  });
  const entry: HistoryEntry = {
    v: HISTORY_FORMAT_VERSION,
    id: record.id,
    label: record.label,
    model: record.models.candidate.path,
    commit: /^[0-9a-f]{7,40}$/.test(commit) ? commit : '',
    date: record.createdAt,
    verdict: record.verdict,
    p50: metric('p50'),
    p95: metric('p95'),
    ...(record.models.candidate.sha256 ? { candidateSha256: record.models.candidate.sha256 } : {}),
    ...(record.models.baseline.sha256 ? { baselineSha256: record.models.baseline.sha256 } : {}),
    ...(record.acceptance?.honored ? { accepted: true as const } : {}),
  };
  // Validated like every line read back: a line a later run would skip is not written.
  const valid = historyEntrySchema.safeParse(entry);
  return valid.success && plausible(valid.data) ? valid.data : undefined;
}
