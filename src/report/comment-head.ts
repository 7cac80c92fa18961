import { percent } from '../format.js';
import type { ReportRecord } from '../record/schema.js';
import { comparedModels, noiseFloorPhrase } from './run-facts.js';
import { code, escapeMarkdown } from './escape.js';

/** The PR's head commit, when the comment knows it: what the candidate was measured at. */
export interface HeadCommit {
  sha?: string;
}

/**
 * The first facts a reviewer needs under the verdict: which model file, compared with what (a path or a git
 * ref, with short content hashes), at which PR commit, and where the noise floor came from.
 */
export function comparedLine(record: ReportRecord, head: HeadCommit = {}): string {
  const [candidate, baseline] = comparedModels(record);
  if (!candidate || !baseline) return '';
  // Paths come from records that may be hostile (report mode): escaped as text, never put in a code span raw.
  const hash = (h: string) => (h ? ` (sha256 ${code(h)})` : '');
  const at = head.sha && /^[0-9a-f]{7,64}$/i.test(head.sha) ? ` at ${code(head.sha.slice(0, 7))}` : '';
  if (!record.latency)
    return `Candidate **${escapeMarkdown(candidate.path)}**${at}, baseline **${escapeMarkdown(baseline.path)}**.`;
  const models = `**${escapeMarkdown(candidate.path)}**${hash(candidate.hash)}${at} compared with baseline **${escapeMarkdown(baseline.path)}**${hash(baseline.hash)}`;
  return `${models}; ${escapeMarkdown(noiseFloorPhrase(record, (x) => percent(x, 1)))}.`;
}

/** An error in plain words: whether anything was measured, and whether the cause is in the inputs. */
export function whatHappened(record: ReportRecord): string {
  const error = record.error;
  if (record.verdict !== 'error' || !error) return '';
  const rounds = record.sampling.rounds;
  if (error.phase === 'output')
    return 'The benchmark finished, but its record could not be written; the numbers above are from that run.';
  if (rounds === 0 && error.kind === 'input')
    return 'Nothing was measured: latency-gate stopped at a mistake in its settings or inputs before running either model. Fix what the message names and push again.';
  if (rounds === 0) return `Nothing was measured: the run stopped during ${escapeMarkdown(error.phase)}.`;
  return `The benchmark stopped during ${escapeMarkdown(error.phase)} after ${rounds.toLocaleString('en-US')} rounds; what was measured is kept in the record but decides nothing.`;
}

/**
 * Whether re-measuring can change the outcome: an undecided or failing latency verdict (a bigger budget, a
 * quieter runner), or a run cut off by its time budget. Never for a mistake in the inputs or a crash.
 */
export function rerunCanHelp(record: ReportRecord): boolean {
  if (record.verdict === 'inconclusive' || record.verdict === 'regression') return true;
  return record.verdict === 'error' && record.error?.kind === 'timeout';
}
