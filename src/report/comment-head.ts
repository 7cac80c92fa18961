import { percent } from '../format.js';
import type { ReportRecord } from '../record/schema.js';
import { comparedModels, noiseFloorPhrase } from './run-facts.js';
import { codeSpan, markdownText } from './escape.js';

/**
 * The commit the candidate was measured at (the checkout's HEAD) and how it relates to the PR head:
 * `head` it is the head; `merge` GitHub's merge of the head into the base (a `pull_request` run); `other`
 * something else; `checkout` no PR head to compare with; `reported` the records came from another run, made
 * for PR head `sha` (report mode).
 */
export interface CommitLabel {
  sha: string;
  relation: 'head' | 'merge' | 'other' | 'checkout' | 'reported';
  prHead?: string;
}

const HEX = /^[0-9a-f]{7,64}$/i;

/**
 * A sha that names a real commit: git's all-zero id stands for "no commit" (a local run's made-up event, a
 * push that created a branch), and showing it would point a reviewer at a commit that does not exist.
 */
function isCommit(sha: string | undefined): sha is string {
  return sha !== undefined && HEX.test(sha) && !/^0+$/.test(sha);
}

/** " at `1a2b3c4`", with the PR head beside it when they differ; '' for nothing that looks like a commit. */
export function commitPhrase(commit: CommitLabel | undefined): string {
  if (!commit || !isCommit(commit.sha)) return '';
  const sha = codeSpan(commit.sha.slice(0, 7));
  const head = isCommit(commit.prHead) ? codeSpan(commit.prHead.slice(0, 7)) : undefined;
  if (commit.relation === 'reported') return ` (from the run for PR head ${sha})`;
  if (head && commit.relation === 'merge') return ` at ${sha} (PR head ${head} merged into its base)`;
  if (head && commit.relation === 'other') return ` at ${sha} (not the PR head ${head})`;
  return ` at ${sha}`;
}

/**
 * The first facts a reviewer needs under the verdict: which model file, compared with what (a path or a git
 * ref, with short content hashes), at which commit (the checkout measured, beside the PR head when they differ), and where the noise floor came from.
 */
export function comparedLine(record: ReportRecord, commit?: CommitLabel): string {
  const [candidate, baseline] = comparedModels(record);
  if (!candidate || !baseline) return '';
  // Paths come from records that may be hostile (report mode): escaped as text, never put in a code span raw.
  const hash = (h: string) => (h ? ` (sha256 ${codeSpan(h)})` : '');
  const at = commitPhrase(commit);
  if (!record.latency)
    return `Candidate **${markdownText(candidate.path)}**${at}, baseline **${markdownText(baseline.path)}**.`;
  const models = `**${markdownText(candidate.path)}**${hash(candidate.hash)}${at} compared with baseline **${markdownText(baseline.path)}**${hash(baseline.hash)}`;
  return `${models}; ${markdownText(noiseFloorPhrase(record, (x) => percent(x, 1)))}.`;
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
  if (rounds === 0) return `Nothing was measured: the run stopped during ${markdownText(error.phase)}.`;
  return `The benchmark stopped during ${markdownText(error.phase)} after ${rounds.toLocaleString('en-US')} rounds; what was measured is kept in the record but decides nothing.`;
}

/**
 * Whether re-measuring can change the outcome: an undecided or failing latency verdict (a bigger budget, a
 * quieter runner), or a run cut off by its time budget. Never for a mistake in the inputs or a crash.
 */
export function rerunCanHelp(record: ReportRecord): boolean {
  if (record.verdict === 'inconclusive' || record.verdict === 'regression') return true;
  return record.verdict === 'error' && record.error?.kind === 'timeout';
}
