import * as core from '@actions/core';
import { logLine } from '../report/escape.js';

/** The comment was not posted; the caller shows the report in the job summary instead. */
export interface CommentNotPosted {
  posted: false;
  reason: string;
}

interface HttpErrorShape {
  status?: unknown;
  message?: unknown;
  response?: { headers?: Record<string, unknown>; data?: unknown };
}

/** The HTTP status of an Octokit `RequestError` (duck-typed: `@octokit/request-error` is not our dependency). */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as HttpErrorShape).status;
  return typeof status === 'number' ? status : undefined;
}

function apiMessageOf(error: unknown): string {
  const data = (error as HttpErrorShape).response?.data;
  if (typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string') {
    return (data as { message: string }).message;
  }
  const message = (error as HttpErrorShape).message;
  return typeof message === 'string' ? message : 'no message';
}

// A 403 also means "rate limited"; telling that user to change permissions would send them the wrong way.
function isRateLimited(error: unknown, apiMessage: string): boolean {
  const remaining = (error as HttpErrorShape).response?.headers?.['x-ratelimit-remaining'];
  return remaining === '0' || remaining === 0 || /rate limit/i.test(apiMessage);
}

const FORK_ADVICE =
  'pull requests from forks only get a read-only token, so run the fork-safe pair of workflows: ' +
  '`mode: measure` on `pull_request`, then `mode: report` on `workflow_run`';

/**
 * Turns a 401/403/404 from the comment API into a warning and a `{ posted: false }` result, so a missing
 * permission never fails a job whose benchmark passed. Any other error is not ours to swallow: the
 * function returns undefined and the caller rethrows.
 */
export function explainCommentFailure(error: unknown, isFork?: boolean): CommentNotPosted | undefined {
  const status = httpStatusOf(error);
  if (status !== 401 && status !== 403 && status !== 404) return undefined;
  const apiMessage = apiMessageOf(error);
  let reason: string;
  if (status === 401) {
    reason = `GitHub rejected the token (401 ${apiMessage}), so the PR comment was not posted; check the token passed to latency-gate.`;
  } else if (status === 403 && isRateLimited(error, apiMessage)) {
    reason = `GitHub's API rate limit stopped the PR comment (403 ${apiMessage}); it will be posted on the next run.`;
  } else if (isFork === true) {
    reason = `The token cannot comment on this pull request (${status} ${apiMessage}): ${FORK_ADVICE}.`;
  } else {
    const forkHint = isFork === false ? '' : `; if the pull request comes from a fork, ${FORK_ADVICE}`;
    reason =
      `The token cannot comment on this pull request (${status} ${apiMessage}): ` +
      `give the job \`permissions: pull-requests: write\`${forkHint}.`;
  }
  core.warning(logLine(`${reason} The report is in the job summary instead.`), {
    title: logLine('latency-gate: PR comment not posted'),
  });
  return { posted: false, reason };
}
