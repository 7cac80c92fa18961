import { z } from 'zod';
import { analyzeTrend, type TrendFinding } from '../stats/trend.js';
import type { HistoryEntry } from './history.js';

// The record's `history` section: the entries of this gate's series that the trend was drawn from, which series
// was judged, and what the judgement found (docs/history-and-charts.md). The record carries numbers only; the
// sentences are built at render time, so a record from another run cannot put its own words in the comment.

/** The newest entries of the series that are drawn and judged. */
export const HISTORY_WINDOW = 30;

const finite = z.number().finite();
const index = z.number().int().nonnegative();
const metric = z.object({ baseline: finite, candidate: finite, ratio: finite });

const trendSchema = z.object({
  judged: index,
  changes: z
    .array(z.object({ index, before: finite, after: finite, change: finite, pValue: finite }))
    .max(HISTORY_WINDOW),
  creep: z
    .object({
      start: index,
      end: index,
      perEntry: finite,
      total: finite,
      crossedAt: index,
      pValue: finite,
    })
    .nullable(),
});

export const historySectionSchema = z
  .object({
    /** `history-path` as given. */
    path: z.string().max(4096),
    /**
     * 'ratio' when every judged entry compared with the same baseline file (the in-run ratio then carries no
     * runner drift); else 'candidate', the candidate's own latency, comparable only between alike runners.
     */
    series: z.enum(['candidate', 'ratio']),
    /** Lines of the file that were not valid entries. */
    skipped: index,
    /** Whether this run was appended to the file ('mode: record'). */
    appended: z.boolean(),
    /** Oldest first; the last is this run (`current`) when it measured anything. */
    entries: z
      .array(
        z.object({
          commit: z.string().regex(/^([0-9a-f]{7,40})?$/),
          date: z.string().max(40),
          verdict: z.enum(['pass', 'regression', 'improvement', 'inconclusive', 'error']),
          p50: metric.nullable(),
          p95: metric.nullable(),
          current: z.boolean(),
        }),
      )
      .max(HISTORY_WINDOW + 1),
    p50: trendSchema,
    p95: trendSchema,
  })
  .superRefine((section, ctx) => {
    // Indices point into `entries`: a record from elsewhere that points past them is refused, not rendered.
    for (const m of ['p50', 'p95'] as const) {
      const t = section[m];
      const last = Math.max(...t.changes.map((c) => c.index), t.creep ? Math.max(t.creep.end, t.creep.crossedAt) : 0);
      if (t.judged > section.entries.length || last >= Math.max(1, t.judged))
        ctx.addIssue({ code: 'custom', path: [m], message: 'a finding points past the judged entries' });
    }
  });

export type HistorySection = z.infer<typeof historySectionSchema>;
export type HistoryPoint = HistorySection['entries'][number];

export interface HistoryInput {
  path: string;
  /** The series' entries from the file before this run, oldest first. */
  recorded: readonly HistoryEntry[];
  skipped: number;
  /** This run; drawn last and never judged (a run is judged once it is history, by the runs after it). */
  current: HistoryPoint | undefined;
  /** Whether this run was appended to the file ('mode: record'). */
  appended: boolean;
  thresholds: { p50: number; p95: number };
  seed: number;
}

/** The section for a record: the newest HISTORY_WINDOW recorded entries judged, this run drawn after them. */
export function buildHistorySection(input: HistoryInput): HistorySection {
  const recorded = input.recorded.slice(-HISTORY_WINDOW);
  const baselines = new Set(recorded.map((e) => e.baselineSha256));
  const series = recorded.length > 0 && baselines.size === 1 && !baselines.has(undefined) ? 'ratio' : 'candidate';
  const points: HistoryPoint[] = recorded.map((e) => ({
    commit: e.commit,
    date: e.date,
    verdict: e.verdict,
    p50: e.p50,
    p95: e.p95,
    current: false,
  }));
  if (input.current) points.push(input.current);
  const judge = (m: 'p50' | 'p95', offset: number): TrendFinding => {
    const found = analyzeTrend(
      recorded.map((e) => (series === 'ratio' ? e[m].ratio : e[m].candidate)),
      input.thresholds[m],
      input.seed + offset,
    );
    // A step a maintainer accepted (its first entry was measured under the acceptance) was reviewed once; flagging
    // it on every later run would teach readers to skip the history.
    return { ...found, changes: found.changes.filter((c) => !recorded[c.index]?.accepted) };
  };
  return {
    path: input.path,
    series,
    skipped: input.skipped,
    appended: input.appended,
    entries: points,
    p50: judge('p50', 0),
    p95: judge('p95', 1),
  };
}
