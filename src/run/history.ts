import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import { isUserError } from '../errors.js';
import { git } from '../git.js';
import type { RunConfig } from '../inputs/paths.js';
import { writeCheckedFile, type CheckedPath } from '../workspace.js';
import { buildHistorySection, historySectionSchema } from '../record/history-section.js';
import { MAX_HISTORY_BYTES, parseHistory, PLAUSIBLE } from '../record/history.js';
import { historyEntry, sameSeries } from '../record/history-entry.js';
import type { ReportRecord } from '../record/schema.js';

// The latency history file (docs/history-and-charts.md, "History file"): read for the trend of this gate's
// series, and in `mode: record` appended to. The action never commits or pushes it: a later workflow step does,
// or the file travels as an artifact.

/** The last MAX_HISTORY_BYTES of the file (a cut first line is then skipped as invalid); '' when there is none. */
async function readTail({ file, exists }: { file: CheckedPath; exists: boolean }): Promise<string> {
  if (!exists) return '';
  const handle = await open(file.resolved, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, MAX_HISTORY_BYTES);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The commit being measured: GITHUB_SHA on a runner, else the checkout's HEAD, else unknown (''). */
async function measuredCommit(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.GITHUB_SHA && /^[0-9a-f]{40}$/.test(env.GITHUB_SHA)) return env.GITHUB_SHA;
  try {
    const head = (await git(['rev-parse', 'HEAD'])).trim();
    return /^[0-9a-f]{40}$/.test(head) ? head : '';
  } catch {
    return '';
  }
}

/** The record with its history section, and the append that `mode: record` makes once the run's record is valid. */
export interface HistoryStep {
  record: ReportRecord;
  append(): Promise<void>;
}

const nothingToAppend = async () => undefined;

/**
 * The record with its `history` section: the file's entries of this series, this run, and the trend judgement.
 * In `mode: record` the caller appends this run (`append`) only once the record that holds the section has
 * passed its schema, so a run that cannot be recorded leaves the file as it was. A section that cannot be built
 * (hostile lines past every check) is left out with a warning: the history explains, it never decides the
 * verdict. Without 'history-path' the record is returned as it is.
 */
export async function withHistory(config: RunConfig, record: ReportRecord): Promise<HistoryStep> {
  const checked = config.paths.history;
  if (!checked) return { record, append: nothingToAppend };
  const file = checked.file.given;
  const skipped = (why: string) =>
    `The history of 'history-path' '${file}' was skipped (${why})${config.mode === 'record' ? ' and this run was not appended' : ''}; the verdict is unaffected.`;
  let text: string;
  try {
    text = await readTail(checked);
  } catch (error) {
    // A path outside the workspace stays the user's mistake; a file that cannot be read only loses the trend.
    if (isUserError(error)) throw error;
    const why = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    const warning = skipped(`it could not be read: ${why}`);
    return { record: { ...record, warnings: [...record.warnings, warning] }, append: nothingToAppend };
  }
  const parsed = parseHistory(text);
  const series = parsed.entries.filter((entry) => sameSeries(entry, record));
  const entry = historyEntry(record, await measuredCommit());
  const warnings: string[] = [];
  const invalid = parsed.skipped - parsed.implausible;
  if (invalid > 0)
    warnings.push(
      `Skipped ${invalid} line(s) of 'history-path' '${file}' that are not latency-gate history entries (the first is line ${parsed.firstSkipped}).`,
    );
  if (parsed.implausible > 0)
    warnings.push(
      `Skipped ${parsed.implausible} entries of 'history-path' '${file}' whose latencies are outside ${PLAUSIBLE.ms.min} to ${PLAUSIBLE.ms.max} ms per call or whose ratios are outside ${PLAUSIBLE.ratio.min} to ${PLAUSIBLE.ratio.max}.`,
    );
  const wantsAppend = config.mode === 'record' && entry !== undefined;
  let next: ReportRecord;
  try {
    const history = buildHistorySection({
      path: file,
      recorded: series,
      skipped: parsed.skipped,
      current: entry && {
        commit: entry.commit,
        date: entry.date,
        verdict: entry.verdict,
        p50: entry.p50,
        p95: entry.p95,
        current: true,
      },
      appended: wantsAppend,
      thresholds: { p50: record.settings.p50Threshold, p95: record.settings.p95Threshold },
      seed: record.settings.seed,
    });
    if (!historySectionSchema.safeParse(history).success) throw new Error('its trend is not one a record can hold');
    next = { ...record, history };
  } catch (error) {
    const warning = skipped(error instanceof Error ? error.message : String(error));
    return { record: { ...record, warnings: [...record.warnings, ...warnings, warning] }, append: nothingToAppend };
  }
  if (config.mode === 'record' && !wantsAppend)
    warnings.push(`Nothing was added to 'history-path' '${file}': this run measured no latency.`);
  const line = JSON.stringify(entry);
  return {
    record: { ...next, warnings: [...record.warnings, ...warnings] },
    append: wantsAppend
      ? () =>
          writeCheckedFile(checked.file, `${text === '' || text.endsWith('\n') ? '' : '\n'}${line}\n`, { append: true })
      : nothingToAppend,
  };
}
