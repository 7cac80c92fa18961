import * as core from '@actions/core';
import { z } from 'zod';
import { UserError } from '../errors.js';
import type { GitHubClient } from './client.js';
import { httpStatusOf } from './permission-fallback.js';
import { readWorkflowEvent, type WorkflowEvent } from './event.js';
import { logLine } from '../report/escape.js';

export type PullRequestTrigger =
  'pull_request' | 'pull_request_target' | 'workflow_dispatch' | 'workflow_run' | (string & {}); // any other event, when `pr-number` names the PR explicitly

/** The pull request that the comment belongs to. */
export interface PullRequestRef {
  number: number;
  trigger: PullRequestTrigger;
  /** The head lives in another repository, so the `pull_request` token is read-only. */
  isFork: boolean;
  headSha: string;
  /** The head branch's name (in the fork's repository for a fork); null when GitHub's payload did not say. */
  headRef: string | null;
  /** A manual dispatch or a "Re-run jobs" attempt: the PR may already have a comment from this head. */
  rerun: boolean;
}

/**
 * `head`: the PR head itself. `merge`: on a `pull_request` event, the merge commit GitHub made of the head and
 * the base (GITHUB_SHA, what actions/checkout checks out by default). `other`: anything else.
 */
export type CommitRelation = 'head' | 'merge' | 'other';

/** The commit the checkout holds and how it relates to the PR (measured-commit.ts), carried with the lookup. */
export interface MeasuredCommit {
  sha: string;
  relation: CommitRelation;
}

export type PullRequestLookup =
  | {
      pullRequest: PullRequestRef;
      /** The checkout's commit, when the run measures one (gate mode). */ measured?: MeasuredCommit;
    }
  | { pullRequest: null; reason: string };

const Repository = z.object({ full_name: z.string() });
const PullRequest = z.object({
  number: z.number().int().positive(),
  state: z.string().optional(),
  head: z.object({ sha: z.string(), ref: z.string().optional(), repo: Repository.nullish() }),
});
const PullRequestEvent = z.object({ pull_request: PullRequest });
const DispatchEvent = z.object({ inputs: z.record(z.string(), z.unknown()).nullish(), ref: z.string().optional() });
const WorkflowRunEvent = z.object({
  workflow_run: z.object({
    head_sha: z.string(),
    run_attempt: z.number().optional(),
    head_repository: z.object({ full_name: z.string() }).nullish(),
    pull_requests: z
      .array(z.object({ number: z.number(), head: z.object({ sha: z.string(), ref: z.string().optional() }) }))
      .nullish(),
  }),
});

/** A payload that does not have the shape its event name promises: a hand-made event file, named in one sentence. */
function payloadOf<T>(schema: z.ZodType<T>, event: WorkflowEvent): T {
  const parsed = schema.safeParse(event.payload);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new UserError(
    `The '${event.name}' event payload (GITHUB_EVENT_PATH) has no valid '${issue?.path.join('.') ?? ''}' (${issue?.message ?? 'invalid'}); use the payload GitHub sends for that event, or set 'pr-number'`,
  );
}

interface Lookup {
  octokit: GitHubClient;
  event: WorkflowEvent;
}

// A deleted fork shows up as `head.repo: null`: still a fork, and still a read-only token.
function isFork(headRepo: string | null | undefined, event: WorkflowEvent): boolean {
  return headRepo?.toLowerCase() !== `${event.owner}/${event.repo}`.toLowerCase();
}

/** Whether the run that produced the records (the triggering run of a `workflow_run`, else this one) was a fork's. */
export function measuredOnFork(event: WorkflowEvent): boolean {
  const payload = event.payload as {
    workflow_run?: { head_repository?: { full_name?: string } | null };
    pull_request?: { head?: { repo?: { full_name?: string } | null } };
  };
  if (payload.workflow_run) return isFork(payload.workflow_run.head_repository?.full_name, event);
  if (payload.pull_request) return isFork(payload.pull_request.head?.repo?.full_name, event);
  return false;
}

function fromPullRequest(pr: z.infer<typeof PullRequest>, event: WorkflowEvent, rerun: boolean): PullRequestRef {
  return {
    number: pr.number,
    trigger: event.name,
    isFork: isFork(pr.head.repo?.full_name, event),
    headSha: pr.head.sha,
    headRef: pr.head.ref ?? null,
    rerun,
  };
}

async function byNumber({ octokit, event }: Lookup, raw: string): Promise<PullRequestLookup> {
  if (!/^\d+$/.test(raw) || Number(raw) < 1)
    throw new UserError(`'pr-number' must be a pull request number like '42', got '${raw}'`);
  const number = Number(raw);
  try {
    const { data } = await octokit.rest.pulls.get({ owner: event.owner, repo: event.repo, pull_number: number });
    const rerun = event.name === 'workflow_dispatch' || event.runAttempt > 1;
    return { pullRequest: fromPullRequest(PullRequest.parse(data), event, rerun) };
  } catch (error) {
    if (httpStatusOf(error) !== 404) throw error;
    throw new UserError(
      `'pr-number' is ${number}, but ${event.owner}/${event.repo} has no pull request #${number}; give the number of an open pull request, or leave it empty on a pull_request event`,
    );
  }
}

/** The open PR whose head is `owner:branch`, newest first as the API sorts them. */
async function openPullRequestFor(
  { octokit, event }: Lookup,
  branch: string,
): Promise<z.infer<typeof PullRequest> | undefined> {
  const { data } = await octokit.rest.pulls.list({
    owner: event.owner,
    repo: event.repo,
    head: `${event.owner}:${branch}`,
    state: 'open',
    per_page: 100,
  });
  const candidates = data.map((pr) => PullRequest.parse(pr));
  if (candidates.length > 1)
    core.info(logLine(`${candidates.length} open pull requests come from ${branch}; using #${candidates[0]?.number}.`));
  return candidates[0];
}

async function byDispatchedBranch(lookup: Lookup): Promise<PullRequestLookup> {
  const { event } = lookup;
  const ref = DispatchEvent.safeParse(event.payload).data?.ref ?? event.ref ?? '';
  if (!ref.startsWith('refs/heads/'))
    return { pullRequest: null, reason: `the dispatched ref '${ref}' is not a branch` };
  const branch = ref.slice('refs/heads/'.length);
  const pr = await openPullRequestFor(lookup, branch);
  if (!pr) return { pullRequest: null, reason: `no open pull request has '${branch}' as its head branch` };
  return { pullRequest: fromPullRequest(pr, event, true) };
}

/**
 * The PR of the run that triggered this `workflow_run` job. GitHub leaves `pull_requests` empty when the
 * head is in a fork, which is exactly when this two-workflow setup is used, so the head commit is looked
 * up instead. Only GitHub's own payload and API decide the number: never anything inside an artifact the
 * fork's workflow uploaded.
 */
async function byWorkflowRun(lookup: Lookup): Promise<PullRequestLookup> {
  const { octokit, event } = lookup;
  const run = payloadOf(WorkflowRunEvent, event).workflow_run;
  const headSha = run.head_sha;
  const rerun = (run.run_attempt ?? 1) > 1 || event.runAttempt > 1;
  const fork = isFork(run.head_repository?.full_name, event);
  const listed = run.pull_requests?.find((pr) => pr.head.sha === headSha) ?? run.pull_requests?.[0];
  if (listed) {
    const headRef = listed.head.ref ?? null;
    return { pullRequest: { number: listed.number, trigger: event.name, isFork: fork, headSha, headRef, rerun } };
  }

  const { data } = await octokit.rest.repos.listPullRequestsAssociatedWithCommit({
    owner: event.owner,
    repo: event.repo,
    commit_sha: headSha,
  });
  const associated = data.map((pr) => PullRequest.parse(pr)).filter((pr) => pr.head.sha === headSha);
  // Only open PRs: after a rebase-merge a pushed commit can be the head of a merged PR, which is done.
  const found = associated.find((pr) => pr.state === 'open');
  if (!found) return { pullRequest: null, reason: `no open pull request has head commit ${headSha.slice(0, 12)}` };
  return { pullRequest: { ...fromPullRequest(found, event, rerun), isFork: fork } };
}

async function lookUp(lookup: Lookup, prNumber: string | undefined): Promise<PullRequestLookup> {
  const { event } = lookup;
  const dispatchInput =
    event.name === 'workflow_dispatch' ? DispatchEvent.safeParse(event.payload).data?.inputs?.['pr-number'] : undefined;
  const explicit = prNumber?.trim() || (typeof dispatchInput === 'string' ? dispatchInput.trim() : '');
  if (explicit !== '') return byNumber(lookup, explicit);
  switch (event.name) {
    case 'pull_request':
    case 'pull_request_target': {
      const pr = payloadOf(PullRequestEvent, event).pull_request;
      return { pullRequest: fromPullRequest(pr, event, event.runAttempt > 1) };
    }
    case 'workflow_dispatch':
      return byDispatchedBranch(lookup);
    case 'workflow_run':
      return byWorkflowRun(lookup);
    default:
      return { pullRequest: null, reason: `the '${event.name || 'unknown'}' event is not tied to a pull request` };
  }
}

/**
 * Finds the pull request this run reports on. `prNumber` is the action's `pr-number` input; a
 * `workflow_dispatch` input of the same name works too. When there is no PR (a push, a schedule) the
 * result carries the reason, which has already been logged as an info line.
 */
export async function findPullRequest(options: {
  octokit: GitHubClient;
  prNumber?: string;
  event?: WorkflowEvent;
}): Promise<PullRequestLookup> {
  const result = await lookUp(
    { octokit: options.octokit, event: options.event ?? readWorkflowEvent() },
    options.prNumber,
  );
  if (result.pullRequest === null) core.info(logLine(`No PR comment: ${result.reason}.`));
  return result;
}
