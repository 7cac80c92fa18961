import * as core from '@actions/core';
import type { GateConfig } from '../inputs/config.js';
import type { CommentContext } from '../report/comment.js';
import type { Verdict } from '../record/schema.js';
import { createGitHubClient } from './client.js';
import { findOwnComment, publishComment } from './comment.js';
import { shouldComment } from './comment-policy.js';
import { readWorkflowEvent } from './event.js';
import { fitCommentBody, jobSummaryUrl } from './limits.js';
import { readCommentVerdict } from '../report/markers.js';
import { commentCommit } from './measured-commit.js';
import { findPullRequest, measuredOnFork, type PullRequestLookup } from './pull-request.js';
import { workflowFile } from './workflow-file.js';
import type { CheckedPath } from '../workspace.js';
import { logLine } from '../report/escape.js';

/**
 * A dry run without a token looks nothing up, but the event and `pr-number` still say which PR the comment is
 * for, so its rerun command is the one that would be posted.
 */
function dryRunPullRequest(payload: Record<string, unknown>, config: GateConfig): { pullRequest?: number } {
  const pr = (payload['pull_request'] ?? {}) as { number?: unknown };
  const number = config.comment.prNumber ?? (typeof pr.number === 'number' ? pr.number : undefined);
  return number ? { pullRequest: Number(number) } : {};
}

/** A run's verdict, whether it failed, and its comment (src/report/run-report.ts) for the context found here. */
export interface Publishable {
  verdict: Verdict;
  failed: boolean;
  render: (context: CommentContext) => string;
}

export interface PublishOptions {
  /** The uploaded record artifact, linked from a comment that had to be truncated. */
  artifactName?: string;
  /** The pull request found before the benchmark (src/github/preflight.ts), so it is looked up once. */
  known?: PullRequestLookup;
  /** 'comment-dry-run' as checked with the settings: the comment is written there instead of posted. */
  dryRunPath?: CheckedPath;
}

/**
 * Creates or updates the sticky PR comment of a run. Returns the comment URL, or '' when none was posted: no PR,
 * the policy said no, or the token may not comment (a warning; the job summary has the same report, and the job
 * does not fail for it).
 */
export async function publishToPullRequest(
  config: GateConfig,
  run: Publishable,
  { artifactName, known, dryRunPath }: PublishOptions = {},
): Promise<string> {
  const { policy } = config.comment;
  if (policy === 'never' && !dryRunPath) return '';
  const token = config.comment.token || process.env.GITHUB_TOKEN || '';
  if (!token && !dryRunPath) {
    core.info(logLine("No PR comment: no 'github-token' (set it, or GITHUB_TOKEN)."));
    return '';
  }
  const event = readWorkflowEvent();
  const octokit = token ? createGitHubClient(token) : undefined;
  const lookup =
    known ??
    (octokit ? await findPullRequest({ octokit, prNumber: config.comment.prNumber?.toString(), event }) : undefined);
  const pullRequest = lookup?.pullRequest ?? null;
  if (!pullRequest && !dryRunPath) return '';
  const target =
    pullRequest && octokit
      ? { octokit, owner: event.owner, repo: event.repo, issueNumber: pullRequest.number, id: config.id }
      : undefined;
  const existing = target ? ((await findOwnComment(target)) ?? null) : null;
  const { verdict, failed } = run;
  const previousVerdict = readCommentVerdict(existing?.body);
  if (!dryRunPath && !shouldComment(policy, { verdict, previousVerdict, failed })) {
    core.info(logLine(`No PR comment: 'comment: ${policy}' and the verdict (${verdict}) does not call for one.`));
    return existing?.url ?? '';
  }
  const runUrl = jobSummaryUrl();
  const { commit, rerunTarget } = await commentCommit(config, lookup, event);
  const file = workflowFile();
  const context: CommentContext = {
    ...(previousVerdict ? { previousVerdict } : {}),
    ...(pullRequest?.rerun
      ? {
          rerun: {
            trigger: pullRequest.trigger,
            ...(process.env.GITHUB_ACTOR ? { actor: process.env.GITHUB_ACTOR } : {}),
          },
        }
      : {}),
    ...(pullRequest ? { pullRequest: pullRequest.number } : dryRunPullRequest(event.payload, config)),
    ...(commit ? { commit } : {}),
    ...(rerunTarget ? { rerunTarget } : {}),
    ...(file ? { workflowFile: file } : {}),
    ...(runUrl ? { runUrl } : {}),
    ...(config.mode === 'report' ? { measuredElsewhere: true } : {}),
    ...(config.mode === 'report' && (pullRequest?.isFork ?? measuredOnFork(event)) ? { fork: true } : {}),
  };
  const { body } = fitCommentBody(run.render(context), {
    link: { ...(runUrl ? { summaryUrl: runUrl } : {}), ...(artifactName ? { artifactName } : {}) },
  });
  const outcome = await publishComment({
    ...(octokit ? { octokit } : {}),
    owner: event.owner,
    repo: event.repo,
    issueNumber: pullRequest?.number ?? 0,
    id: config.id,
    body,
    verdict,
    existing,
    isFork: pullRequest?.isFork ?? false,
    ...(dryRunPath ? { dryRunPath } : {}),
  });
  return outcome.posted ? outcome.url : '';
}
