import * as core from '@actions/core';
import type { GitHubClient } from './client.js';
import { httpStatusOf } from './permission-fallback.js';
import { logLine } from '../report/escape.js';

/** The account the token acts as: only comments written by it are ever edited. */
export interface CommentAuthor {
  login: string;
  /** The account type: from GET /user's own answer; `Bot` for an app installation token (GraphQL, or assumed). */
  type: string;
  /** `user`: a personal token (GET /user); `viewer`: an app installation token; `fallback`: assumed. */
  source: 'user' | 'viewer' | 'fallback';
}

/** The author of every comment made with the default `GITHUB_TOKEN`. */
export const ACTIONS_BOT_LOGIN = 'github-actions[bot]';

/**
 * Finds who the token acts as.
 *
 * `GET /user` answers personal tokens. Installation tokens (the default `GITHUB_TOKEN`, tokens from
 * actions/create-github-app-token) get 403 "Resource not accessible by integration" there, but GraphQL's
 * `viewer` still names the bot (`github-actions[bot]`, `<app-slug>[bot]`); sticky-pull-request-comment
 * relies on the same query. Guessing `github-actions[bot]` is the last resort: right for the default
 * token, and at worst it creates a second comment instead of editing someone else's.
 */
export async function resolveCommentAuthor(octokit: GitHubClient): Promise<CommentAuthor> {
  try {
    const { data } = await octokit.request('GET /user');
    // The answer says what kind of account the token acts as; a 200 is not proof of a `User`.
    return { login: data.login, type: String(data.type), source: 'user' };
  } catch (error) {
    if (httpStatusOf(error) !== 403) throw error;
    core.debug(
      logLine('GET /user answered 403: the token is an app installation token; asking GraphQL for the viewer.'),
    );
  }
  try {
    const data = await octokit.graphql<{ viewer?: { login?: unknown } }>('query { viewer { login } }');
    const login = data.viewer?.login;
    if (typeof login === 'string' && login !== '') return { login, type: 'Bot', source: 'viewer' };
  } catch (error) {
    core.debug(logLine(`GraphQL viewer lookup failed (${error instanceof Error ? error.message : String(error)}).`));
  }
  core.debug(logLine(`Assuming the token acts as ${ACTIONS_BOT_LOGIN}.`));
  return { login: ACTIONS_BOT_LOGIN, type: 'Bot', source: 'fallback' };
}

const BOT_SUFFIX = /\[bot\]$/;

/**
 * Whether a comment's author is the token's account. The account type comes first: the type GET /user answered
 * for a token it knows, `Bot` for an app or Actions token, and a comment by any other type is never ours,
 * whatever its login (a user named like the bot's GraphQL login, without `[bot]`, must not pass). GraphQL
 * spells bot logins with or without the `[bot]` suffix depending on the field, so bot logins compare without it.
 */
export function isWrittenBy(user: { login: string; type?: string } | null | undefined, author: CommentAuthor): boolean {
  if (!user || user.type !== author.type) return false;
  if (author.type !== 'Bot') return user.login === author.login;
  return user.login.replace(BOT_SUFFIX, '') === author.login.replace(BOT_SUFFIX, '');
}
