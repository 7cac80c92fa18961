import { getOctokit } from '@actions/github';

export type GitHubClient = ReturnType<typeof getOctokit>;

/**
 * An authenticated REST client for the repository's GitHub (github.com or GHES).
 *
 * `@actions/github` captures `GITHUB_API_URL` once, when the module is first imported; reading it here,
 * at call time, lets the API address be set after import (tests, a CLI that loads .env files late).
 */
export function createGitHubClient(token: string, baseUrl = process.env['GITHUB_API_URL']): GitHubClient {
  if (token.trim() === '') {
    throw new Error(
      'The GitHub token is empty; pass one with `pull-requests: write` (the default `github.token` works) to post the PR comment.',
    );
  }
  return getOctokit(token, { baseUrl: baseUrl ?? 'https://api.github.com' });
}
