// Zero-config PR mode through the built action: a pull_request event and no `candidate`. The action reads the
// PR's base sha from the event, gates every model the branch changed in a scratch repository
// (test/helpers/scratch-repo.ts), and leaves one comment on the loopback GitHub with a row per model.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runRecordSchema } from '../../src/record/run-record.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { runAction, titleLine } from '../helpers/action.js';
import { BUILT_ACTION, ROOT, tempDir } from '../helpers/cli.js';
import { scratchRepo, type ScratchRepo } from '../helpers/scratch-repo.js';

const REPO = 'acme/vision-models';
const PR = 42;

describe('a pull_request event with no candidate gates every model the PR changed', () => {
  let github: FakeGitHub;
  let repo: ScratchRepo;
  let event = '';
  before(async () => {
    repo = await scratchRepo();
    github = await FakeGitHub.start();
    github.state.identity = { kind: 'installation' };
    github.state.addPullRequest(REPO, { number: PR, headSha: repo.head, headRef: 'pr' });
    // The fixture event, pointing at the scratch repository's commits.
    const payload = JSON.parse(
      await readFile(path.join(ROOT, 'test/fixtures/github/events/pull_request.json'), 'utf8'),
    ) as { pull_request: { base: { sha: string }; head: { sha: string } } };
    payload.pull_request.base.sha = repo.base;
    payload.pull_request.head.sha = repo.head;
    event = path.join(await tempDir('latency-gate-event-'), 'pull_request.json');
    await writeFile(event, JSON.stringify(payload));
  });
  after(() => github.close());

  it('one comment, a row per model, the worst verdict; the record holds every model and joins to the run', async () => {
    const run = await runAction(
      BUILT_ACTION,
      {
        models: 'models/**',
        'max-duration': '6s',
        'min-duration': '1s',
        'session-pairs': '1',
        id: 'models',
        'github-token': 'ghs_token',
        'report-path': 'out/changed.json',
        'fail-on': 'never',
      },
      {
        cwd: repo.dir,
        env: {
          GITHUB_ACTIONS: 'true',
          GITHUB_API_URL: github.url,
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_REPOSITORY: REPO,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: event,
          GITHUB_WORKSPACE: repo.dir,
          GITHUB_RUN_ID: '4242',
          GITHUB_RUN_ATTEMPT: '2',
          GITHUB_WORKFLOW: 'model latency',
          RUNNER_NAME: 'runner-7',
        },
      },
    );
    const log = `exit ${run.code}\n${run.stdout}\n${run.stderr}`;
    assert.equal(run.code, 0, log);
    const set = runRecordSchema.parse(JSON.parse(await readFile(path.join(repo.dir, 'out/changed.json'), 'utf8')));
    assert.equal(set.changes?.since, repo.base, 'changed-since defaults to the PR base sha from the event');
    assert.equal(set.changes?.baselineRef, repo.base, 'and so does the baseline ref');
    assert.deepEqual(
      set.entries.map((e) => [e.status, e.path]),
      [
        ['renamed', 'models/added.onnx'],
        ['modified', 'models/classifier.onnx'],
        ['unchanged', 'models/new-name.onnx'],
      ],
    );
    // The record joins: the commits, the pull request and the workflow run.
    assert.deepEqual(
      { ...set.git, candidateCommit: set.git.candidateCommit === repo.head },
      {
        repository: REPO,
        candidateCommit: true,
        baselineCommit: repo.base,
        branch: 'pr',
        pullRequest: PR,
        pullRequestHead: repo.head,
        event: 'pull_request',
        workflow: 'model latency',
        runId: 4242,
        runAttempt: 2,
        runner: 'runner-7',
      },
    );
    assert.equal(run.outputs.verdict, set.verdict);
    assert.equal(run.outputs['report-path'], 'out/changed.json');
    const comments = github.state.commentsOn(REPO, PR);
    assert.equal(comments.length, 1, log);
    const body = comments[0]!.body;
    assert.ok(body.startsWith('<!-- latency-gate:models -->\n'), body.slice(0, 200));
    assert.match(body, titleLine('###', ' `models`', run.outputs, ' (3 changed models)'));
    assert.equal(body.split('\n').filter((line) => /^\| `models\//.test(line)).length, 2, 'a row per measured model');
    assert.match(
      body,
      /^Unchanged \(the same bytes and external data as the baseline, not measured\): `models\/new-name\.onnx`/m,
    );
    assert.match(body, /<details><summary>\S+ models\/classifier\.onnx: details<\/summary>/);
    assert.match(body, /<details><summary>\S+ models\/added\.onnx: details<\/summary>/);
    assert.match(body, /^\*\*Outcome: (not failed|passed) \\\(exit code 0\\\)/m);
    assert.match(run.summary, /^## \S+ latency-gate `models`: /m);
    assert.equal(run.outputs['comment-url'], comments[0]!.html_url);
  });

  it('with the default fail-on, the model renamed and retrained is compared and fails the step', async () => {
    const run = await runAction(
      BUILT_ACTION,
      {
        models: 'models/**',
        'max-duration': '6s',
        'min-duration': '1s',
        'session-pairs': '1',
        id: 'models',
        'github-token': 'ghs_token',
        'report-path': 'out/strict.json',
      },
      {
        cwd: repo.dir,
        env: {
          GITHUB_ACTIONS: 'true',
          GITHUB_API_URL: github.url,
          GITHUB_REPOSITORY: REPO,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: event,
          GITHUB_WORKSPACE: repo.dir,
        },
      },
    );
    const log = `exit ${run.code}\n${run.stdout}\n${run.stderr}`;
    const set = runRecordSchema.parse(JSON.parse(await readFile(path.join(repo.dir, 'out/strict.json'), 'utf8')));
    assert.equal(run.code, 1, log);
    assert.equal(set.exitCode, 1);
    assert.equal(set.entries[0]?.record?.agreement.verdict, 'fail');
    assert.notEqual(set.verdict, 'pass');
    assert.match(run.stdout, /^Outcome: failed \(exit code 1\): models\/added\.onnx: the outputs disagree/m);
    assert.match(run.stdout, /^::error::/m, 'the step is marked failed');
  });
});
