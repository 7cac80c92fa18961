import { z } from 'zod';

// The latency history: a JSON Lines file in the repository, one small entry per recorded run (`mode: record`),
// read by later runs for their trend (docs/history-and-charts.md, "History file"). Every line is untrusted (a
// pull request can edit the file), so each is size-capped and validated here, and a line that fails is skipped
// with one warning for the file, never an error that stops the gate.

export const HISTORY_FORMAT_VERSION = 1;
/** A line longer than this is not one of ours. */
export const MAX_HISTORY_LINE = 4096;
/** Only this much of the end of the file is read: the newest entries are the ones a trend needs. */
export const MAX_HISTORY_BYTES = 8 * 1024 * 1024;
/** The shortest line we write (v, id, model, commit, date, verdict, p50, p95): shorter ones are not parsed. */
const MIN_HISTORY_LINE = 120;
/**
 * Latencies (ms per call) and ratios outside these are no measurement of a model: a femtosecond call, a
 * quarter-hour one. Entries holding them are skipped with a warning, so the trend's arithmetic stays finite.
 */
export const PLAUSIBLE = { ms: { min: 1e-6, max: 1e6 }, ratio: { min: 1e-6, max: 1e6 } } as const;

const finite = z.number().finite();
const positive = finite.positive();
const metric = z.object({ baseline: positive, candidate: positive, ratio: positive }).strict();
const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const historyEntrySchema = z
  .object({
    v: z.literal(HISTORY_FORMAT_VERSION),
    /** The gate's `id` input. */
    id: z.string().regex(/^[A-Za-z0-9._-]{1,64}$/),
    /** Matrix leg or runner (the record's label); entries of another leg are a different series. */
    label: z
      .string()
      .regex(/^[A-Za-z0-9._-]{0,64}$/)
      .optional(),
    /** The candidate's path as given to the gate. */
    model: z.string().min(1).max(1024),
    /** The commit that was measured: 7 to 40 hex digits, '' when unknown. */
    commit: z.string().regex(/^([0-9a-f]{7,40})?$/),
    date: z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,9})?Z$/),
    verdict: z.enum(['pass', 'regression', 'improvement', 'inconclusive']),
    /** Milliseconds per call, and candidate / baseline. */
    p50: metric,
    p95: metric,
    candidateSha256: sha256.optional(),
    /** When every entry compares with the same baseline file, the ratios form a series free of runner drift. */
    baselineSha256: sha256.optional(),
    /** Measured under an accepted change (src/inputs/acceptance.ts): a step up to it is not flagged again. */
    accepted: z.literal(true).optional(),
  })
  .strict();

export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export interface ParsedHistory {
  entries: HistoryEntry[];
  /** Lines that were not valid entries (blank lines are not counted). */
  skipped: number;
  /** 1-based number of the first skipped line, for the warning. */
  firstSkipped: number | undefined;
  /** Valid entries skipped for latencies or ratios outside PLAUSIBLE (counted in `skipped` too). */
  implausible: number;
}

/** Whether an entry's latencies and ratios lie within PLAUSIBLE: the check every line read or written passes. */
export function plausible(entry: HistoryEntry): boolean {
  const within = (v: number, range: { min: number; max: number }) => v >= range.min && v <= range.max;
  return [entry.p50, entry.p95].every(
    (m) => within(m.baseline, PLAUSIBLE.ms) && within(m.candidate, PLAUSIBLE.ms) && within(m.ratio, PLAUSIBLE.ratio),
  );
}

/**
 * Every valid entry of a JSON Lines text, in file order. Only lines shaped like an entry (an object, within
 * the length limits) are parsed: 8 MiB of short lines or of nested arrays is skipped by that test alone.
 */
export function parseHistory(text: string): ParsedHistory {
  const entries: HistoryEntry[] = [];
  let skipped = 0;
  let implausible = 0;
  let firstSkipped: number | undefined;
  let start = 0;
  for (let index = 0; start <= text.length; index++) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const line = text.slice(start, end).trim();
    start = end + 1;
    if (line === '') continue;
    const shaped =
      line.length >= MIN_HISTORY_LINE && line.length <= MAX_HISTORY_LINE && line[0] === '{' && line.endsWith('}');
    const entry = shaped ? parseLine(line) : undefined;
    if (entry && plausible(entry)) entries.push(entry);
    else {
      if (entry) implausible++;
      skipped++;
      firstSkipped ??= index + 1;
    }
  }
  return { entries, skipped, firstSkipped, implausible };
}

function parseLine(line: string): HistoryEntry | undefined {
  try {
    const parsed = historyEntrySchema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
