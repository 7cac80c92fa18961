import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { createGitHubClient } from '../../src/github/client.js';
import { readWorkflowEvent } from '../../src/github/event.js';
import { findPullRequest } from '../../src/github/pull-request.js';
import { captured } from '../fixtures/github/capture.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { ROOT } from '../helpers/paths.js';
import { tempDir } from '../helpers/scratch.js';

// Compiled tests run from .tmp/…/test/, the JSON fixtures stay in the source tree.
const EVENTS = join(ROOT, 'test/fixtures/github/events');
const REPO = 'acme/vision-models';
const PR_HEAD = '8d2a6c1e4f7b9a3c5e7d9f1b3d5f7a9c1e3b5d7f';
const FORK_HEAD = 'c4e6a8c0e2a4c6e8a0c2e4a6c8e0a2c4e6a8c0e2';
const FEATURE_X_HEAD = 'e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0';

let github: FakeGitHub;
let scratch: string;
const client = () => createGitHubClient('ghs_fake-installation-token');

before(async () => {
  github = await FakeGitHub.start();
  process.env['GITHUB_API_URL'] = github.url;
  scratch = await tempDir('latency-gate-events-');
  github.state.addPullRequest(REPO, {
    number: 40,
    headSha: 'aaaa000000000000000000000000000000000000',
    headRef: 'old',
    state: 'closed',
  });
  github.state.addPullRequest(REPO, { number: 42, headSha: PR_HEAD, headRef: 'quantize-int8' });
  github.state.addPullRequest(REPO, {
    number: 57,
    headSha: FORK_HEAD,
    headRef: 'faster-resnet',
    headRepository: 'contrib-dev/vision-models',
  });
  github.state.addPullRequest(REPO, { number: 61, headSha: FEATURE_X_HEAD, headRef: 'feature-x' });
});
after(() => github.close());
beforeEach(() => {
  github.requests.length = 0;
});

/** Points the runner's environment at an event, as the runner does before a step starts. */
async function useEvent(
  name: string,
  fixture: string,
  edit?: (payload: Record<string, unknown>) => void,
  attempt = '1',
) {
  let path = join(EVENTS, fixture);
  if (edit) {
    const payload = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    edit(payload);
    path = join(scratch, `${name}-${Math.random().toString(36).slice(2)}.json`);
    await writeFile(path, JSON.stringify(payload));
  }
  Object.assign(process.env, {
    GITHUB_EVENT_NAME: name,
    GITHUB_EVENT_PATH: path,
    GITHUB_REPOSITORY: REPO,
    GITHUB_RUN_ATTEMPT: attempt,
    GITHUB_REF: name === 'workflow_dispatch' ? 'refs/heads/feature-x' : 'refs/pull/42/merge',
  });
}

const find = (prNumber?: string) =>
  captured(() => findPullRequest({ octokit: client(), ...(prNumber === undefined ? {} : { prNumber }) }));

test('pull_request: read from the payload, no API call', async () => {
  await useEvent('pull_request', 'pull_request.json');
  const { result } = await find();
  assert.deepEqual(result.pullRequest, {
    number: 42,
    trigger: 'pull_request',
    isFork: false,
    headSha: PR_HEAD,
    headRef: 'quantize-int8',
    rerun: false,
  });
  assert.equal(github.requests.length, 0);
});

test('pull_request re-run attempt is flagged as a rerun', async () => {
  await useEvent('pull_request', 'pull_request.json', undefined, '2');
  assert.equal((await find()).result.pullRequest?.rerun, true);
});

test('pull_request from a fork is flagged as a fork', async () => {
  await useEvent('pull_request', 'pull_request_fork.json');
  const { result } = await find();
  assert.deepEqual(result.pullRequest, {
    number: 57,
    trigger: 'pull_request',
    isFork: true,
    headSha: FORK_HEAD,
    headRef: 'faster-resnet',
    rerun: false,
  });
});

test('pull_request_target keeps its trigger name', async () => {
  await useEvent('pull_request_target', 'pull_request_fork.json');
  const { result } = await find();
  assert.equal(result.pullRequest?.trigger, 'pull_request_target');
  assert.equal(result.pullRequest?.isFork, true);
});

test('workflow_dispatch with a pr-number input fetches that PR', async () => {
  await useEvent('workflow_dispatch', 'workflow_dispatch.json');
  const { result } = await find();
  assert.deepEqual(result.pullRequest, {
    number: 42,
    trigger: 'workflow_dispatch',
    isFork: false,
    headSha: PR_HEAD,
    headRef: 'quantize-int8',
    rerun: true,
  });
  assert.equal(github.calls('GET', `/repos/${REPO}/pulls/42`).length, 1);
});

test('workflow_dispatch without pr-number finds the open PR of the dispatched branch', async () => {
  await useEvent('workflow_dispatch', 'workflow_dispatch.json', (payload) => {
    payload['inputs'] = { 'max-time': '600s' };
  });
  const { result } = await find();
  assert.deepEqual(result.pullRequest, {
    number: 61,
    trigger: 'workflow_dispatch',
    isFork: false,
    headSha: FEATURE_X_HEAD,
    headRef: 'feature-x',
    rerun: true,
  });
  const [lookup] = github.calls('GET', `/repos/${REPO}/pulls`);
  assert.deepEqual(
    { head: lookup?.query['head'], state: lookup?.query['state'] },
    { head: 'acme:feature-x', state: 'open' },
  );
});

test('workflow_dispatch on a branch without a PR: null, with an info line', async () => {
  await useEvent('workflow_dispatch', 'workflow_dispatch.json', (payload) => {
    payload['inputs'] = {};
    payload['ref'] = 'refs/heads/no-pr-here';
  });
  const { result, output } = await find();
  assert.equal(result.pullRequest, null);
  assert.ok(result.pullRequest === null && /no-pr-here/.test(result.reason));
  assert.match(output.text(), /No PR comment: no open pull request has 'no-pr-here'/);
});

test('the pr-number action input wins over the event', async () => {
  await useEvent('push', 'pull_request.json');
  assert.equal((await find('57')).result.pullRequest?.number, 57);
  await assert.rejects(find('#57'), {
    name: 'UserError',
    message: /'pr-number' must be a pull request number like '42', got '#57'/,
  });
  await assert.rejects(find('999'), { name: 'UserError', message: /has no pull request #999/ });
});

test('workflow_run from a fork (empty pull_requests) falls back to commits/{sha}/pulls', async () => {
  await useEvent('workflow_run', 'workflow_run.json');
  const { result } = await find();
  assert.deepEqual(result.pullRequest, {
    number: 57,
    trigger: 'workflow_run',
    isFork: true,
    headSha: FORK_HEAD,
    headRef: 'faster-resnet',
    rerun: false,
  });
  assert.equal(github.calls('GET', `/repos/${REPO}/commits/${FORK_HEAD}/pulls`).length, 1);
});

test('workflow_run with pull_requests filled uses it directly', async () => {
  await useEvent('workflow_run', 'workflow_run.json', (payload) => {
    const run = payload['workflow_run'] as Record<string, unknown>;
    run['head_sha'] = PR_HEAD;
    run['run_attempt'] = 3;
    run['head_repository'] = { full_name: REPO };
    run['pull_requests'] = [{ number: 42, head: { sha: PR_HEAD, ref: 'quantize-int8' }, base: { ref: 'main' } }];
  });
  const { result } = await find();
  assert.deepEqual(result.pullRequest, {
    number: 42,
    trigger: 'workflow_run',
    isFork: false,
    headSha: PR_HEAD,
    headRef: 'quantize-int8',
    rerun: true,
  });
  assert.equal(github.requests.length, 0);
});

test('workflow_run for a commit with no open PR: null', async () => {
  await useEvent('workflow_run', 'workflow_run.json', (payload) => {
    (payload['workflow_run'] as Record<string, unknown>)['head_sha'] = 'aaaa000000000000000000000000000000000000';
  });
  const { result } = await find();
  assert.equal(result.pullRequest, null);
});

test('push: no PR, the comment is skipped with an info line', async () => {
  await useEvent('push', 'pull_request.json');
  const { result, output } = await find();
  assert.deepEqual(result, { pullRequest: null, reason: "the 'push' event is not tied to a pull request" });
  assert.match(output.text(), /No PR comment: the 'push' event is not tied to a pull request\./);
});

test('readWorkflowEvent reads a given environment and explains a broken payload', async () => {
  const broken = join(scratch, 'broken.json');
  await writeFile(broken, '{ not json');
  assert.throws(() => readWorkflowEvent({ GITHUB_EVENT_PATH: broken, GITHUB_REPOSITORY: REPO }), {
    name: 'UserError',
    message: /^The workflow event file '.*broken\.json' \(GITHUB_EVENT_PATH\) could not be read \(not valid JSON\)/,
  });
  assert.throws(() => readWorkflowEvent({}), {
    name: 'UserError',
    message: /GITHUB_REPOSITORY must look like 'owner\/repo'/,
  });
  const event = readWorkflowEvent({
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: join(EVENTS, 'pull_request.json'),
  });
  assert.deepEqual([event.owner, event.repo, event.runAttempt], ['acme', 'vision-models', 1]);
});
