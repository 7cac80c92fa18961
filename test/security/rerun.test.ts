// A rerun is labelled with what it measured (docs/publishing.md, "The commit a comment names"), through the built
// action against the loopback GitHub: a dispatch from `main` with `pr-number: 7`, whose head is another commit,
// is refused before measuring with the command that would measure the head; the same dispatch on the PR's branch
// comments with the commit it measured; a workflow that checks the PR head out itself is told to dispatch where
// its file lives.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from '../fixtures/github/server.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, tempDir } from '../helpers/cli.js';
import { git } from '../helpers/scratch-repo.js';

const REPO = 'acme/models';
const MLP = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 8, seed: 1 };
const log = (run: ActionRun) => `exit ${run.code}\n${run.stdout}\n${run.stderr}`;

describe('a workflow_dispatch rerun for a pull request', () => {
  let github: FakeGitHub;
  let dir = '';
  let main = '';
  let head = '';
  let runs = 0;
  before(async () => {
    dir = await tempDir('latency-gate-rerun-');
    await writeMlp(path.join(dir, 'model.onnx'), MLP);
    await git(dir, 'init', '-q', '-b', 'main');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'model');
    main = await git(dir, 'rev-parse', 'HEAD');
    await git(dir, 'checkout', '-q', '-b', 'feature-x');
    // Three identity layers: the same outputs, clearly slower, so the verdict calls for rerun help.
    await writeMlp(path.join(dir, 'model.onnx'), { ...MLP, identityLayers: 3 });
    await git(dir, 'commit', '-q', '-am', 'slower');
    head = await git(dir, 'rev-parse', 'HEAD');
    github = await FakeGitHub.start();
    github.state.identity = { kind: 'installation' };
    github.state.addPullRequest(REPO, { number: 7, headSha: head, headRef: 'feature-x' });
    github.state.addPullRequest(REPO, {
      number: 8,
      headSha: 'f'.repeat(40),
      headRef: 'main',
      headRepository: 'someone/models',
    });
  });
  after(() => github.close());

  /** A dispatch of gate.yml on `branch` with `pr-number`, the checkout at whatever `checkout` names. */
  async function dispatch(pr: number, branch: string, checkout: string, sha: string): Promise<ActionRun> {
    runs++;
    await git(dir, 'checkout', '-q', checkout);
    const event = path.join(await tempDir('latency-gate-event-'), 'dispatch.json');
    await writeFile(
      event,
      JSON.stringify({
        inputs: { 'pr-number': String(pr) },
        ref: `refs/heads/${branch}`,
        repository: { full_name: REPO },
      }),
    );
    return runAction(
      BUILT_ACTION,
      {
        candidate: 'model.onnx',
        'baseline-ref': main,
        'max-duration': '5s',
        'min-duration': '1s',
        'fail-on': 'never',
        'github-token': 'ghs_token',
        'report-path': `../rerun-${runs}.json`,
        'allow-outside-workspace': 'true',
        'pr-number': String(pr),
      },
      {
        cwd: dir,
        env: {
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: dir,
          GITHUB_API_URL: github.url,
          GITHUB_REPOSITORY: REPO,
          GITHUB_EVENT_NAME: 'workflow_dispatch',
          GITHUB_EVENT_PATH: event,
          GITHUB_SHA: sha,
          GITHUB_REF: `refs/heads/${branch}`,
          GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/gate.yml@refs/heads/${branch}`,
          GITHUB_RUN_ID: '77',
        },
      },
    );
  }

  const commentWrites = () =>
    github.requests.filter((r) => (r.method === 'POST' || r.method === 'PATCH') && /\/comments/.test(r.path));

  it('dispatched from main for a PR whose head is another commit: refused before measuring, with the command that would measure the head', async () => {
    const run = await dispatch(7, 'main', 'main', main);
    assert.equal(run.code, 1, log(run));
    assert.equal(run.outputs.verdict, 'error');
    const failure = run.stdout.split('\n').find((l) => l.startsWith('::error::')) ?? '';
    assert.ok(
      failure.endsWith(
        `This run checked out ${main.slice(0, 12)}, but pull request #7's head is ${head.slice(0, 12)} (branch 'feature-x'), so its numbers would be posted on #7 as the pull request's; run the workflow on the pull request's branch: gh workflow run gate.yml --ref feature-x -f pr-number=7`,
      ),
      failure,
    );
    assert.doesNotMatch(run.stdout, /Benchmark|Check 1 of/, 'nothing was measured');
    assert.deepEqual(commentWrites(), [], 'no comment was posted');
  });

  it('for a fork PR, whose branch cannot be dispatched: refused, naming what to check out', async () => {
    const run = await dispatch(8, 'main', 'main', main);
    assert.equal(run.code, 1, log(run));
    assert.match(
      run.stdout,
      /pull request #8's head is ffffffffffff \(branch 'main'\), .*; the pull request comes from a fork, whose branch a dispatch cannot run on: check out 'refs\/pull\/8\/head' in this workflow/,
    );
    assert.deepEqual(commentWrites(), []);
  });

  it("dispatched on the PR's branch: measured, and the comment names the commit; its rerun help gives --ref", async () => {
    const run = await dispatch(7, 'feature-x', 'feature-x', head);
    assert.equal(run.code, 0, log(run));
    const body = github.state.commentsOn(REPO, 7)[0]?.body ?? '';
    assert.ok(
      body.includes(` at \`${head.slice(0, 7)}\` compared with baseline`),
      body.split('\n').slice(0, 8).join('\n'),
    );
    assert.match(body, /gh workflow run gate\.yml --ref feature-x -f pr-number=7 -f max-duration=3m/, 'rerun help');
    assert.doesNotMatch(body, /gh workflow run gate\.yml -f/, 'never without --ref');
  });

  it('a workflow dispatched on main that checks out the PR head itself is measured, and told to dispatch on main', async () => {
    const run = await dispatch(7, 'main', head, main);
    assert.equal(run.code, 0, log(run));
    const body = github.state.commentsOn(REPO, 7)[0]?.body ?? '';
    assert.ok(body.includes(` at \`${head.slice(0, 7)}\` compared with baseline`));
    assert.match(body, /gh workflow run gate\.yml --ref main -f pr-number=7 -f max-duration=3m/);
  });
});
