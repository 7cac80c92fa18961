import assert from 'node:assert/strict';
import { checkWritableInsideWorkspace, workspaceAccess } from '../../src/workspace.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { createGitHubClient } from '../../src/github/client.js';
import { findOwnComment, publishComment, upsertComment } from '../../src/github/comment.js';
import { commentMarker, readCommentVerdict, sanitizeCommentId } from '../../src/report/markers.js';
import { captured } from '../fixtures/github/capture.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { tempDir } from '../helpers/scratch.js';

const REPO = 'acme/vision-models';
const target = { owner: 'acme', repo: 'vision-models', issueNumber: 42, id: 'cpu' };

let github: FakeGitHub;
const client = () => createGitHubClient('ghp_fake-token');

before(async () => {
  github = await FakeGitHub.start();
  process.env['GITHUB_API_URL'] = github.url;
});
after(() => github.close());

beforeEach(() => {
  github.requests.length = 0;
  github.state.identity = { kind: 'user', login: 'latency-bot' };
  github.state.forbidWrites = false;
  github.state.failAll = undefined;
});

let issue = 100;
const nextIssue = () => ({ ...target, issueNumber: ++issue });

describe('upsertComment', () => {
  test('creates the first comment with the hidden marker on top', async () => {
    const where = nextIssue();
    const { result } = await captured(() => upsertComment({ octokit: client(), ...where, body: '## ✅ pass' }));
    assert.equal(result.action, 'created');
    assert.equal(result.previousBody, undefined);
    const comments = github.state.commentsOn(REPO, where.issueNumber);
    assert.equal(comments.length, 1);
    assert.equal(comments[0]?.body, '<!-- latency-gate:cpu -->\n## ✅ pass');
    assert.equal(result.url, comments[0]?.html_url);
    assert.ok(github.requests.every((request) => request.authorized));
  });

  test('a second run updates the same comment in place', async () => {
    const where = nextIssue();
    const octokit = client();
    await captured(() => upsertComment({ octokit, ...where, body: 'first', verdict: 'regression' }));
    const { result } = await captured(() => upsertComment({ octokit, ...where, body: 'second', verdict: 'pass' }));
    assert.equal(result.action, 'updated');
    assert.match(result.previousBody ?? '', /first/);
    assert.equal(readCommentVerdict(result.previousBody), 'regression');
    const comments = github.state.commentsOn(REPO, where.issueNumber);
    assert.equal(comments.length, 1);
    assert.match(comments[0]?.body ?? '', /second/);
    assert.equal(github.calls('PATCH', `/repos/${REPO}/issues/comments/${comments[0]?.id}`).length, 1);
    assert.equal(github.calls('POST', `/repos/${REPO}/issues/${where.issueNumber}/comments`).length, 1);
  });

  test("leaves another account's comment with the same marker alone", async () => {
    const where = nextIssue();
    const foreign = github.state.addComment(REPO, where.issueNumber, `${commentMarker('cpu')}\nfake verdict`, {
      login: 'mallory',
    });
    const { result } = await captured(() => upsertComment({ octokit: client(), ...where, body: 'real verdict' }));
    assert.equal(result.action, 'created');
    const comments = github.state.commentsOn(REPO, where.issueNumber);
    assert.equal(comments.length, 2);
    assert.equal(comments[0]?.body, `${commentMarker('cpu')}\nfake verdict`);
    assert.equal(comments[0]?.updated_at, foreign.created_at);
    assert.equal(github.calls('PATCH', /\/issues\/comments\//).length, 0);
  });

  test('finds its comment on page 2 of 150', async () => {
    const where = nextIssue();
    for (let n = 0; n < 150; n++) {
      const ours = n === 120;
      github.state.addComment(
        REPO,
        where.issueNumber,
        ours ? `${commentMarker('cpu')}\nold report` : `review note ${n}`,
        {
          login: ours ? 'latency-bot' : `reviewer-${n % 7}`,
        },
      );
    }
    const { result } = await captured(() => upsertComment({ octokit: client(), ...where, body: 'new report' }));
    assert.equal(result.action, 'updated');
    assert.match(result.previousBody ?? '', /old report/);
    const pages = github.calls('GET', `/repos/${REPO}/issues/${where.issueNumber}/comments`);
    assert.deepEqual(
      pages.map((request) => request.query['page'] ?? '1'),
      ['1', '2'],
    );
    assert.ok(pages.every((request) => request.query['per_page'] === '100'));
    assert.equal(github.state.commentsOn(REPO, where.issueNumber).length, 150);
  });

  test('with an installation token, GraphQL names the bot and its comment is updated', async () => {
    const where = nextIssue();
    github.state.identity = { kind: 'installation' };
    github.state.addComment(REPO, where.issueNumber, `${commentMarker('cpu')}\nby a human`, { login: 'latency-bot' });
    const ours = github.state.addComment(REPO, where.issueNumber, `${commentMarker('cpu')}\nold`, {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const { result } = await captured(() => upsertComment({ octokit: client(), ...where, body: 'new' }));
    assert.equal(result.action, 'updated');
    assert.equal(github.calls('GET', '/user').length, 1);
    assert.equal(github.calls('POST', '/graphql').length, 1);
    assert.equal(github.calls('PATCH', `/repos/${REPO}/issues/comments/${ours.id}`).length, 1);
  });

  test('falls back to github-actions[bot] when the viewer cannot be read', async () => {
    const where = nextIssue();
    github.state.identity = { kind: 'installation', graphql: false };
    const ours = github.state.addComment(REPO, where.issueNumber, `${commentMarker('cpu')}\nold`, {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const { result: found, output } = await captured(() => findOwnComment({ octokit: client(), ...where }));
    assert.equal(found?.id, ours.id);
    assert.match(output.text(), /Assuming the token acts as github-actions\[bot\]/);
  });

  test('an app token only matches its own bot', async () => {
    const where = nextIssue();
    github.state.identity = { kind: 'installation', login: 'perf-app[bot]' };
    github.state.addComment(REPO, where.issueNumber, `${commentMarker('cpu')}\nold`, {
      login: 'github-actions[bot]',
      type: 'Bot',
    });
    const { result } = await captured(() => upsertComment({ octokit: client(), ...where, body: 'new' }));
    assert.equal(result.action, 'created');
    assert.equal(github.state.commentsOn(REPO, where.issueNumber)[1]?.user.login, 'perf-app[bot]');
  });

  test('gate ids are sanitised so they cannot close the HTML comment', () => {
    assert.equal(sanitizeCommentId('gpu --> <b>x</b>'), 'gpu-b-x-b');
    assert.equal(commentMarker(' '), '<!-- latency-gate:default -->');
    assert.doesNotMatch(commentMarker('a-->b').slice(4, -4), /--|>/);
  });

  test('a dry run writes the body to a file and calls nothing', async () => {
    const dir = await tempDir('latency-gate-comment-');
    const dryRunPath = await checkWritableInsideWorkspace(
      'comment-dry-run',
      join(dir, 'nested', 'comment.md'),
      workspaceAccess(true),
    );
    const { result } = await captured(() =>
      upsertComment({ ...target, body: 'local report', verdict: 'pass', dryRunPath }),
    );
    assert.equal(result.action, 'dry-run');
    assert.ok(result.url.startsWith('file://'));
    assert.equal(
      await readFile(dryRunPath.resolved, 'utf8'),
      '<!-- latency-gate:cpu -->\n<!-- latency-gate-verdict:pass -->\nlocal report',
    );
    assert.equal(github.requests.length, 0);
  });

  test('refuses a body over GitHub’s limit instead of getting a 422', async () => {
    await assert.rejects(
      upsertComment({ octokit: client(), ...nextIssue(), body: 'x'.repeat(70_000) }),
      /over GitHub's 65536 limit/,
    );
    assert.equal(github.requests.length, 0);
  });
});

describe('publishComment', () => {
  test('403 on write becomes a warning and { posted: false }, never a throw', async () => {
    const where = nextIssue();
    github.state.forbidWrites = true;
    const { result, output } = await captured(() =>
      publishComment({ octokit: client(), ...where, body: 'report', isFork: false }),
    );
    assert.equal(result.posted, false);
    assert.ok(!result.posted && /pull-requests: write/.test(result.reason));
    const warnings = output.commands('warning');
    assert.equal(warnings.length, 1);
    assert.match(warnings[0] ?? '', /Resource not accessible by integration/);
    assert.match(warnings[0] ?? '', /job summary/);
    assert.equal(github.state.commentsOn(REPO, where.issueNumber).length, 0);
  });

  test('on a fork PR the warning points to the measure/report workflows', async () => {
    github.state.forbidWrites = true;
    const { result, output } = await captured(() =>
      publishComment({ octokit: client(), ...nextIssue(), body: 'report', isFork: true }),
    );
    assert.ok(!result.posted && /mode: measure/.test(result.reason) && /mode: report/.test(result.reason));
    assert.equal(output.commands('warning').length, 1);
  });

  test('a rejected token (401) is a warning too', async () => {
    github.state.failAll = { status: 401, message: 'Bad credentials' };
    const { result, output } = await captured(() =>
      publishComment({ octokit: client(), ...nextIssue(), body: 'report' }),
    );
    assert.ok(!result.posted && /401 Bad credentials/.test(result.reason));
    assert.equal(output.commands('warning').length, 1);
  });

  test('other failures (GitHub down) still throw', async () => {
    github.state.failAll = { status: 500, message: 'Server Error' };
    await assert.rejects(
      captured(() => publishComment({ octokit: client(), ...nextIssue(), body: 'report' })),
      (error: { status?: number }) => error.status === 500,
    );
  });
});
