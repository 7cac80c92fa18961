// How the commit a run measured relates to the PR it reports on, the ref its rerun help dispatches on, and the
// refusal of a run that would label another commit as the PR's (docs/publishing.md, "The commit a comment names").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { refuseOtherCommit, relationTo, rerunTarget } from '../../src/github/measured-commit.js';
import type { PullRequestRef } from '../../src/github/pull-request.js';
import { commitPhrase } from '../../src/report/comment-head.js';
import { dispatchCommand, shellWord } from '../../src/report/rerun.js';

const HEAD = '1'.repeat(40);
const MERGE = '2'.repeat(40);
const MAIN = '3'.repeat(40);
const pr: PullRequestRef = {
  number: 7,
  trigger: 'workflow_dispatch',
  isFork: false,
  headSha: HEAD,
  headRef: 'feature-x',
  rerun: true,
};
const pullRequestEvent = { name: 'pull_request', payload: { pull_request: { number: 7 } } };
const dispatchEvent = { name: 'workflow_dispatch', payload: {} };

describe('the measured commit and the PR', () => {
  it('is the head, the merge commit of a pull_request run, or something else', () => {
    assert.equal(relationTo(HEAD, pr, dispatchEvent), 'head');
    assert.equal(relationTo(MERGE, pr, pullRequestEvent, { GITHUB_SHA: MERGE }), 'merge');
    assert.equal(relationTo(MERGE, pr, dispatchEvent, { GITHUB_SHA: MERGE }), 'other', 'only pull_request merges');
    assert.equal(relationTo(MAIN, pr, pullRequestEvent, { GITHUB_SHA: MERGE }), 'other');
    assert.equal(
      relationTo(MERGE, { ...pr, number: 9 }, pullRequestEvent, { GITHUB_SHA: MERGE }),
      'other',
      "another PR's merge",
    );
  });

  it("reruns on the PR's branch, on the workflow's branch when it checks out another commit, and never a fork's", () => {
    assert.deepEqual(
      rerunTarget(pr, HEAD, {
        GITHUB_SHA: HEAD,
        GITHUB_WORKFLOW_REF: 'a/b/.github/workflows/g.yml@refs/heads/feature-x',
      }),
      { ref: 'feature-x' },
    );
    assert.deepEqual(
      rerunTarget(pr, HEAD, { GITHUB_SHA: MAIN, GITHUB_WORKFLOW_REF: 'a/b/.github/workflows/g.yml@refs/heads/main' }),
      { ref: 'main' },
    );
    assert.deepEqual(
      rerunTarget(pr, MERGE, {
        GITHUB_SHA: MERGE,
        GITHUB_WORKFLOW_REF: 'a/b/.github/workflows/g.yml@refs/pull/7/merge',
      }),
      { ref: 'feature-x' },
    );
    assert.deepEqual(rerunTarget({ ...pr, isFork: true }, MERGE, { GITHUB_SHA: MERGE }), { fork: true });
    assert.deepEqual(rerunTarget(pr, undefined, {}), { ref: 'feature-x' });
  });

  it('refuses another commit with the command that would measure the head; accepts the head and the merge', () => {
    assert.throws(
      () => refuseOtherCommit({ sha: MAIN, relation: 'other' }, pr, 'gate.yml', { GITHUB_SHA: MAIN }),
      /^UserError: This run checked out 333333333333, but pull request #7's head is 111111111111 \(branch 'feature-x'\), so its numbers would be posted on #7 as the pull request's; run the workflow on the pull request's branch: gh workflow run gate\.yml --ref feature-x -f pr-number=7$/,
    );
    refuseOtherCommit({ sha: HEAD, relation: 'head' }, pr, 'gate.yml');
    refuseOtherCommit({ sha: MERGE, relation: 'merge' }, pr, 'gate.yml');
  });

  it('says the commit in the comment, with the PR head beside it when they differ', () => {
    assert.equal(commitPhrase({ sha: HEAD, relation: 'head', prHead: HEAD }), ' at `1111111`');
    assert.equal(
      commitPhrase({ sha: MERGE, relation: 'merge', prHead: HEAD }),
      ' at `2222222` (PR head `1111111` merged into its base)',
    );
    assert.equal(
      commitPhrase({ sha: MAIN, relation: 'other', prHead: HEAD }),
      ' at `3333333` (not the PR head `1111111`)',
    );
    assert.equal(commitPhrase({ sha: HEAD, relation: 'reported' }), ' (from the run for PR head `1111111`)');
    assert.equal(commitPhrase({ sha: 'not a sha`', relation: 'head' }), '', 'only what looks like a commit');
  });

  it("shows no made-up PR head: a local run has none, or git's all-zero id", () => {
    const zeros = '0'.repeat(40);
    assert.equal(commitPhrase({ sha: MAIN, relation: 'other', prHead: zeros }), ' at `3333333`');
    assert.equal(commitPhrase({ sha: MAIN, relation: 'other' }), ' at `3333333`');
    assert.equal(commitPhrase({ sha: MERGE, relation: 'merge', prHead: '0000000' }), ' at `2222222`');
    assert.equal(commitPhrase({ sha: zeros, relation: 'head', prHead: zeros }), '', 'no commit at all');
    assert.equal(commitPhrase({ sha: zeros, relation: 'reported' }), '');
  });

  it('writes branch names a shell reads as one word', () => {
    assert.equal(shellWord('feature/x-1.2'), 'feature/x-1.2');
    assert.equal(shellWord("it's; rm -rf $HOME"), `'it'\\''s; rm -rf $HOME'`);
    assert.equal(shellWord('-x'), "'-x'");
    assert.equal(
      dispatchCommand('gate.yml', 'a b', 7, ' -f max-duration=3m'),
      "gh workflow run gate.yml --ref 'a b' -f pr-number=7 -f max-duration=3m",
    );
  });
});
