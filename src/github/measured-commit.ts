// Which commit a run measured, and how it relates to the pull request its comment goes to
// (docs/publishing.md, "The commit a comment names"). The candidate is read from the working tree, so the commit is the checkout's
// HEAD, not the PR head the API reports: a dispatch from `main` with `pr-number: 7` measures main, and must
// never be posted on #7 as #7's result.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { git } from '../git.js';
import { UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import type { CommitLabel } from '../report/comment-head.js';
import { dispatchCommand, type RerunTarget } from '../report/rerun.js';
import type { WorkflowEvent } from './event.js';
import type { CommitRelation, MeasuredCommit, PullRequestLookup, PullRequestRef } from './pull-request.js';

/** HEAD of the git checkout holding `file` (or the working directory); undefined outside a git checkout. */
export async function checkedOutCommit(file?: string): Promise<string | undefined> {
  const dir = file && existsSync(path.dirname(path.resolve(file))) ? path.dirname(path.resolve(file)) : process.cwd();
  try {
    const sha = (await git(['-C', dir, 'rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])).trim();
    return /^[0-9a-f]{40,64}$/.test(sha) ? sha : undefined;
  } catch {
    return undefined;
  }
}

export function relationTo(
  sha: string,
  pr: PullRequestRef,
  event: Pick<WorkflowEvent, 'name' | 'payload'>,
  env: NodeJS.ProcessEnv = process.env,
): CommitRelation {
  if (sha === pr.headSha) return 'head';
  const own = (event.payload as { pull_request?: { number?: unknown } }).pull_request?.number === pr.number;
  return event.name === 'pull_request' && own && sha === env.GITHUB_SHA ? 'merge' : 'other';
}

/** How a rerun reaches the PR head: the command a refusal and the comment's rerun help show. */
export function rerunTarget(
  pr: PullRequestRef,
  measured: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): RerunTarget {
  // A workflow that checked out something other than its own commit picks the PR itself (a workflow_run
  // workflow checking out the head): it is dispatched where its file lives, with the PR number.
  const workflowBranch = /@refs\/heads\/(.+)$/.exec(env.GITHUB_WORKFLOW_REF ?? '')?.[1];
  if (measured && env.GITHUB_SHA && measured !== env.GITHUB_SHA && workflowBranch) return { ref: workflowBranch };
  if (pr.isFork || !pr.headRef) return { fork: true };
  return { ref: pr.headRef };
}

/**
 * Refuses, before anything is measured, a run whose checkout is neither the PR's head nor its merge commit:
 * its comment would show another commit's numbers as the PR's. The message is the command that would measure
 * the head, or for a fork (whose branch a dispatch cannot name) what the workflow must check out.
 */
export function refuseOtherCommit(
  measured: MeasuredCommit,
  pr: PullRequestRef,
  workflowFile: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): void {
  if (measured.relation !== 'other') return;
  const target = rerunTarget(pr, measured.sha, env);
  const fix =
    'fork' in target
      ? `the pull request comes from a fork, whose branch a dispatch cannot run on: check out 'refs/pull/${pr.number}/head' in this workflow (actions/checkout 'ref:') to measure it`
      : `run the workflow on the pull request's branch: ${dispatchCommand(workflowFile ?? '<workflow file>', target.ref, pr.number)}`;
  throw new UserError(
    `This run checked out ${measured.sha.slice(0, 12)}, but pull request #${pr.number}'s head is ${pr.headSha.slice(0, 12)}${pr.headRef ? ` (branch '${pr.headRef}')` : ''}, so its numbers would be posted on #${pr.number} as the pull request's; ${fix}`,
  );
}

/** The pull request a dry run without a token would comment on, from the event alone (nothing is looked up). */
function payloadPullRequest(event: WorkflowEvent, prNumber: number | undefined): PullRequestRef | undefined {
  const pr = (event.payload['pull_request'] ?? {}) as {
    number?: unknown;
    head?: { sha?: unknown; ref?: unknown; repo?: { full_name?: unknown } | null };
  };
  const number = prNumber ?? (typeof pr.number === 'number' ? pr.number : undefined);
  if (!number || typeof pr.head?.sha !== 'string') return undefined;
  const repo = typeof pr.head.repo?.full_name === 'string' ? pr.head.repo.full_name : '';
  return {
    number,
    trigger: event.name,
    isFork: repo.toLowerCase() !== `${event.owner}/${event.repo}`.toLowerCase(),
    headSha: pr.head.sha,
    headRef: typeof pr.head.ref === 'string' ? pr.head.ref : null,
    rerun: false,
  };
}

/**
 * What the comment says about the commit, and where its rerun help dispatches: in gate mode the checkout's
 * commit beside the PR head; in report mode the PR head the measuring run was made for (its records carry no
 * commit of their own).
 */
export async function commentCommit(
  config: GateConfig,
  lookup: PullRequestLookup | undefined,
  event: WorkflowEvent,
): Promise<{ commit?: CommitLabel; rerunTarget?: RerunTarget }> {
  const found = lookup?.pullRequest ?? undefined;
  if (config.mode === 'report') return found ? { commit: { sha: found.headSha, relation: 'reported' } } : {};
  const pr = found ?? payloadPullRequest(event, config.comment.prNumber);
  const sha =
    (lookup?.pullRequest ? lookup.measured?.sha : undefined) ?? (await checkedOutCommit(config.candidate || undefined));
  if (!pr) return sha ? { commit: { sha, relation: 'checkout' } } : {};
  const target = rerunTarget(pr, sha);
  if (!sha) return { rerunTarget: target };
  return { commit: { sha, relation: relationTo(sha, pr, event), prHead: pr.headSha }, rerunTarget: target };
}
