import { pathToFileURL } from 'node:url';
import * as core from '@actions/core';
import type { GitHubClient } from './client.js';
import { explainCommentFailure, type CommentNotPosted } from './permission-fallback.js';
import { isWrittenBy, resolveCommentAuthor } from './identity.js';
import { COMMENT_BODY_LIMIT } from './limits.js';
import { commentMarker, hasCommentMarker, stickyCommentBody } from '../report/markers.js';
import { logLine } from '../report/escape.js';
import { writeCheckedFile, type CheckedPath } from '../workspace.js';

export interface CommentTarget {
  octokit: GitHubClient;
  owner: string;
  repo: string;
  issueNumber: number;
  /** Gate id (e.g. a matrix label): one sticky comment per id. Sanitised into the hidden marker. */
  id: string;
}

/** An existing sticky comment written by the token's own account. */
export interface OwnComment {
  id: number;
  url: string;
  body: string;
}

export interface UpsertCommentOptions extends Omit<CommentTarget, 'octokit'> {
  /** Not needed for a dry run, which never touches the network. */
  octokit?: GitHubClient;
  /** Markdown of the report; fit it with `fitCommentBody` first. */
  body: string;
  /** Write the comment to this file ('comment-dry-run', checked with the settings) instead of posting it. */
  dryRunPath?: CheckedPath;
  /** Recorded in a hidden marker so the next run can tell whether the verdict changed. */
  verdict?: string;
  /** The result of an earlier `findOwnComment` (null: none), to avoid listing the comments twice. */
  existing?: OwnComment | null;
}

export interface UpsertCommentResult {
  url: string;
  action: 'created' | 'updated' | 'dry-run';
  /** The replaced comment's body, hidden markers included, for "what changed since last time". */
  previousBody?: string;
}

/**
 * Finds the sticky comment: the oldest comment on the issue that carries this id's marker and was written
 * by the token's own account. A comment by anyone else with the same marker (a copy-paste, a mischievous
 * contributor, another bot) is never edited. All pages are read until a match: busy PRs pass 100 comments.
 */
export async function findOwnComment(target: CommentTarget): Promise<OwnComment | undefined> {
  const { octokit, owner, repo, issueNumber } = target;
  const marker = commentMarker(target.id);
  const me = await resolveCommentAuthor(octokit);
  const pages = octokit.paginate.iterator(octokit.rest.issues.listComments, {
    owner,
    repo,
    issue_number: issueNumber,
    per_page: 100,
  });
  for await (const { data } of pages) {
    for (const comment of data) {
      if (!comment.body || !hasCommentMarker(comment.body, target.id)) continue;
      if (isWrittenBy(comment.user, me)) return { id: comment.id, url: comment.html_url, body: comment.body };
      core.debug(
        logLine(
          `Comment ${comment.id} starts with ${marker} but was written by ${comment.user?.login ?? 'a deleted account'}; leaving it alone.`,
        ),
      );
    }
  }
  return undefined;
}

/** Creates the sticky comment, or updates it in place when this token already wrote one. */
export async function upsertComment(options: UpsertCommentOptions): Promise<UpsertCommentResult> {
  const body = stickyCommentBody(options.id, options.verdict, options.body);
  if (options.dryRunPath !== undefined) {
    const target = options.dryRunPath;
    await writeCheckedFile(target, body);
    core.info(logLine(`Dry run: wrote the PR comment to ${target.resolved} instead of posting it.`));
    return { url: pathToFileURL(target.resolved).href, action: 'dry-run' };
  }
  if (body.length > COMMENT_BODY_LIMIT) {
    throw new Error(
      `The PR comment is ${body.length} characters, over GitHub's ${COMMENT_BODY_LIMIT} limit; pass it through fitCommentBody first.`,
    );
  }
  const { octokit, owner, repo, issueNumber } = options;
  if (octokit === undefined) {
    throw new Error('Posting the PR comment needs a GitHub token; pass one, or use a dry run for local runs.');
  }
  const existing =
    options.existing === undefined ? await findOwnComment({ ...options, octokit }) : (options.existing ?? undefined);
  if (existing) {
    const { data } = await octokit.rest.issues.updateComment({ owner, repo, comment_id: existing.id, body });
    core.info(logLine(`Updated the latency-gate comment: ${data.html_url}`));
    return { url: data.html_url, action: 'updated', previousBody: existing.body };
  }
  const { data } = await octokit.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
  core.info(logLine(`Posted the latency-gate comment: ${data.html_url}`));
  return { url: data.html_url, action: 'created' };
}

export type CommentOutcome = ({ posted: true } & UpsertCommentResult) | CommentNotPosted;

/**
 * `upsertComment` for the action path: a missing permission (401/403/404, typical for fork PRs) becomes a
 * warning and `{ posted: false, reason }`, so the caller falls back to the job summary and the job's
 * outcome stays the gate's. Other errors (GitHub down, a bug) still throw. A dry run counts as posted.
 */
export async function publishComment(options: UpsertCommentOptions & { isFork?: boolean }): Promise<CommentOutcome> {
  try {
    return { posted: true, ...(await upsertComment(options)) };
  } catch (error) {
    const notPosted = explainCommentFailure(error, options.isFork);
    if (notPosted) return notPosted;
    throw error;
  }
}
