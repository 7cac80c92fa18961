import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createGitHubClient } from '../../src/github/client.js';
import { upsertComment } from '../../src/github/comment.js';
import { COMMENT_BODY_LIMIT, fitCommentBody, jobSummaryUrl } from '../../src/github/limits.js';
import { DETAILS_MARKER } from '../../src/report/markers.js';
import { captured } from '../fixtures/github/capture.js';
import { FakeGitHub } from '../fixtures/github/server.js';

const VERDICT = '## ❌ latency-gate: regression: p95 +18.2% (95% CI +12.1% … +24.9%), threshold 10%';
const HEADER = `${VERDICT}\n\n| metric | baseline | candidate | ratio |\n|---|---|---|---|\n| p50 | 1.20 ms | 1.31 ms | 1.09 |\n| p95 | 2.00 ms | 2.36 ms | 1.18 |\n`;

function report(rows: number): string {
  const lines = Array.from(
    { length: rows },
    (_, n) => `| round ${n} | ${(1 + n / 1e4).toFixed(4)} ms | ${(1.1 + n / 1e4).toFixed(4)} ms |`,
  );
  return `${HEADER}\n${DETAILS_MARKER}\n<details><summary>Raw rounds</summary>\n\n| round | baseline | candidate |\n|---|---|---|\n${lines.join('\n')}\n</details>\n`;
}

test('a short body is returned untouched', () => {
  const body = report(10);
  assert.deepEqual(fitCommentBody(body), { body, truncated: false });
});

test('an over-long body is cut below 65,536 with the verdict and header intact', () => {
  const link = {
    summaryUrl: 'https://github.com/acme/vision-models/actions/runs/77',
    artifactName: 'latency-gate-cpu',
  };
  const { body, truncated } = fitCommentBody(report(5000), { link });
  assert.ok(truncated);
  assert.ok(body.length < COMMENT_BODY_LIMIT, `${body.length} characters`);
  assert.ok(body.startsWith(`${HEADER}\n${DETAILS_MARKER}`));
  assert.match(body, /\[job summary\]\(https:\/\/github\.com\/acme\/vision-models\/actions\/runs\/77\)/);
  assert.match(body, /`latency-gate-cpu` artifact/);
  // Cut at a line boundary, and the <details> opened before the cut is closed before the note.
  assert.match(body, /\| round \d+ \| [\d.]+ ms \| [\d.]+ ms \|\n<\/details>\n\n> \[!NOTE\]/);
});

test('an open code fence is closed so the note renders outside it', () => {
  const body = `${VERDICT}\n${DETAILS_MARKER}\n\`\`\`text\n${'trace line\n'.repeat(2000)}\`\`\`\n`;
  const fitted = fitCommentBody(body, { max: 5000 }).body;
  assert.ok(fitted.length <= 5000);
  assert.equal(fitted.match(/```/g)?.length, 2);
  assert.ok(fitted.indexOf('> [!NOTE]') > fitted.lastIndexOf('```'));
});

test('without the marker only the first line is protected', () => {
  const body = `${VERDICT}\n${'x'.repeat(200)}\n${'y'.repeat(10_000)}`;
  const fitted = fitCommentBody(body, { max: 1000 }).body;
  assert.ok(fitted.startsWith(`${VERDICT}\n`));
  assert.ok(fitted.length <= 1000);
  assert.match(fitted, /job summary of this run/);
});

test('a single huge line is cut without splitting a surrogate pair', () => {
  const body = `${VERDICT}\n${DETAILS_MARKER}\n${'📉'.repeat(3000)}`;
  for (const max of [600, 601, 602]) {
    const fitted = fitCommentBody(body, { max }).body;
    assert.ok(fitted.length <= max);
    assert.doesNotMatch(fitted, /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  }
});

test('the fitted body is accepted by the API where the raw one is rejected', async () => {
  const github = await FakeGitHub.start();
  try {
    const octokit = createGitHubClient('ghp_fake-token', github.url);
    const where = { owner: 'acme', repo: 'vision-models', issueNumber: 9, id: 'cpu', octokit };
    const huge = report(5000);
    await assert.rejects(
      octokit.rest.issues.createComment({ owner: 'acme', repo: 'vision-models', issue_number: 9, body: huge }),
      {
        status: 422,
      },
    );
    const { result } = await captured(() =>
      upsertComment({ ...where, body: fitCommentBody(huge).body, verdict: 'regression' }),
    );
    assert.equal(result.action, 'created');
    const posted = github.state.commentsOn('acme/vision-models', 9)[0]?.body ?? '';
    assert.ok(posted.length <= COMMENT_BODY_LIMIT);
    assert.ok(posted.includes(VERDICT));
  } finally {
    await github.close();
  }
});

test('jobSummaryUrl points at the run (and the attempt on re-runs)', () => {
  const env = { GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'acme/vision-models', GITHUB_RUN_ID: '77' };
  assert.equal(jobSummaryUrl(env), 'https://github.com/acme/vision-models/actions/runs/77');
  assert.equal(
    jobSummaryUrl({ ...env, GITHUB_RUN_ATTEMPT: '2' }),
    'https://github.com/acme/vision-models/actions/runs/77/attempts/2',
  );
  assert.equal(jobSummaryUrl({}), undefined);
});
