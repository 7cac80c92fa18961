import { readFileSync } from 'node:fs';
import { git } from '../git.js';
import type { GitContext } from '../record/run-record.js';

// Where a run came from, so its record joins to commits, pull requests and workflow runs (docs/record.md,
// "git"). Read from the repository and the runner's variables; anything unknown is null. Every value is
// checked against the record schema's pattern here, so a strange environment costs a field, never the record.

const COMMIT = /^[0-9a-f]{40}([0-9a-f]{24})?$/;

function commit(value: unknown): string | null {
  return typeof value === 'string' && COMMIT.test(value.trim()) ? value.trim() : null;
}

function short(value: string | undefined, max = 256): string | null {
  const text = value?.trim();
  return text ? text.slice(0, max) : null;
}

function count(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/** The pull request of the workflow event, when there is one (pull_request, pull_request_target). */
function eventPullRequest(env: NodeJS.ProcessEnv): { number: number | null; head: string | null } {
  try {
    const payload = JSON.parse(readFileSync(env.GITHUB_EVENT_PATH ?? '', 'utf8')) as {
      pull_request?: { number?: unknown; head?: { sha?: unknown } };
    };
    const pr = payload.pull_request;
    const number = typeof pr?.number === 'number' && Number.isInteger(pr.number) && pr.number > 0 ? pr.number : null;
    return { number, head: commit(pr?.head?.sha) };
  } catch {
    return { number: null, head: null };
  }
}

/**
 * The git context of this run. `baselineCommit` is the commit baselines were read from, when the caller knows
 * it; `pullRequest` an explicit PR number (`pr-number`), which the event's number takes precedence over.
 */
export async function gitContext(
  known: { baselineCommit?: string | null; pullRequest?: number } = {},
  env: NodeJS.ProcessEnv = process.env,
): Promise<GitContext> {
  const head = await git(['rev-parse', '--verify', '--quiet', 'HEAD^{commit}']).catch(() => '');
  const branchHere = await git(['symbolic-ref', '--short', '--quiet', 'HEAD']).catch(() => '');
  const onRunner = env.GITHUB_ACTIONS === 'true';
  const pr = onRunner ? eventPullRequest(env) : { number: null, head: null };
  return {
    repository: onRunner ? short(env.GITHUB_REPOSITORY) : null,
    candidateCommit: commit(head),
    baselineCommit: commit(known.baselineCommit ?? null),
    // On a pull_request event the checkout is a detached merge commit: the PR's branch is GITHUB_HEAD_REF.
    branch: (onRunner ? short(env.GITHUB_HEAD_REF) || short(env.GITHUB_REF_NAME) : null) ?? short(branchHere),
    pullRequest: pr.number ?? known.pullRequest ?? null,
    pullRequestHead: pr.head,
    event: onRunner ? short(env.GITHUB_EVENT_NAME, 64) : null,
    workflow: onRunner ? short(env.GITHUB_WORKFLOW) : null,
    runId: onRunner ? count(env.GITHUB_RUN_ID) : null,
    runAttempt: onRunner ? count(env.GITHUB_RUN_ATTEMPT) || null : null,
    runner: onRunner ? short(env.RUNNER_NAME) : null,
  };
}
