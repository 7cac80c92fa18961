import type { GateConfig } from '../inputs/config.js';
import { createGitHubClient } from './client.js';
import { readWorkflowEvent } from './event.js';
import { checkedOutCommit, refuseOtherCommit, relationTo } from './measured-commit.js';
import { findPullRequest, type PullRequestLookup } from './pull-request.js';
import { workflowFile } from './workflow-file.js';

/**
 * What publishing will need, checked before anything is measured: a minute of benchmarking must not end in
 * "the event file is missing" or "there is no PR #7". Reads the event (a bad file is a user error) and, in gate
 * mode with a comment to post, finds the pull request and the commit the checkout holds: a run that would post
 * another commit's numbers on the PR is refused here (src/github/measured-commit.ts). The lookup is handed to
 * publishing so it is made once.
 */
export async function checkPublishing(config: GateConfig): Promise<PullRequestLookup | undefined> {
  // The same conditions under which publishing reads the event and looks the PR up (src/github/publish.ts).
  const { policy, dryRunPath } = config.comment;
  if (config.mode !== 'gate' || (policy === 'never' && !dryRunPath)) return undefined;
  const token = config.comment.token || process.env.GITHUB_TOKEN || '';
  if (!token && !dryRunPath) return undefined;
  const event = readWorkflowEvent();
  if (!token) return undefined;
  const lookup = await findPullRequest({
    octokit: createGitHubClient(token),
    prNumber: config.comment.prNumber?.toString(),
    event,
  });
  if (!lookup.pullRequest) return lookup;
  const sha = await checkedOutCommit(config.candidate || undefined);
  if (!sha) return lookup;
  const measured = { sha, relation: relationTo(sha, lookup.pullRequest, event) };
  refuseOtherCommit(measured, lookup.pullRequest, workflowFile());
  return { ...lookup, measured };
}
