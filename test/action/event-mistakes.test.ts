// Mistakes in what the runner (or a local run) hands the action: the event file, the pull request to comment
// on, the local-action script's arguments. Each is one line naming the input and the fix, found before any
// model is loaded, and never called an internal error.
import assert from 'node:assert/strict';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from '../fixtures/github/server.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, parseRunRecord, ROOT, runProcess, tempDir } from '../helpers/cli.js';

const REPO = 'acme/vision-models';
const EVENTS = path.join(ROOT, 'test/fixtures/github/events');
let workspace = '';
let github: FakeGitHub;

before(async () => {
  workspace = await tempDir('latency-gate-events-');
  await mkdir(path.join(workspace, 'models'));
  await writeMlp(path.join(workspace, 'models/base.onnx'), {
    inputDim: 16,
    hiddenDims: [16],
    outputDim: 4,
    batch: 2,
    seed: 3,
  });
  await writeFile(path.join(workspace, 'not-json.json'), '{ "pull_request": ');
  await writeFile(path.join(workspace, 'no-pr.json'), JSON.stringify({ repository: { full_name: REPO } }));
  github = await FakeGitHub.start();
  github.state.identity = { kind: 'installation' };
  github.state.addPullRequest(REPO, {
    number: 42,
    headSha: '8d2a6c1e4f7b9a3c5e7d9f1b3d5f7a9c1e3b5d7f',
    headRef: 'feature-x',
  });
});
after(() => github.close());

function step(eventName: string, event: string, inputs: Record<string, string> = {}): Promise<ActionRun> {
  return runAction(
    BUILT_ACTION,
    {
      candidate: 'models/base.onnx',
      baseline: 'models/base.onnx',
      'max-duration': '5s',
      'min-duration': '1s',
      'github-token': 'ghs_token',
      'report-path': 'out/record.json',
      ...inputs,
    },
    {
      cwd: workspace,
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url,
        GITHUB_REPOSITORY: REPO,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: event,
        GITHUB_WORKSPACE: workspace,
        GITHUB_RUN_ID: '1',
      },
    },
  );
}

/** The whole contract of a user mistake in the action, with the message it must show. */
async function expectUserError(run: ActionRun, message: RegExp): Promise<void> {
  const context = `exit ${run.code}\nstdout:\n${run.stdout}\nstderr:\n${run.stderr}`;
  const errors = run.stdout.split('\n').filter((l) => l.startsWith('::error'));
  assert.equal(errors.length, 1, `one error line\n${context}`);
  assert.match(errors[0] ?? '', message, context);
  assert.doesNotMatch(run.stdout + run.stderr, /internal error/i, context);
  assert.doesNotMatch(run.stdout, /::group::Benchmark/, `found before the benchmark\n${context}`);
  assert.equal(run.outputs.verdict, 'error', context);
  const record = parseRunRecord(await readFile(path.join(workspace, 'out/record.json'), 'utf8')).record;
  assert.equal(record.verdict, 'error');
  assert.equal(record.sampling.rounds, 0);
}

describe('event and pull request mistakes are user errors, found before the benchmark', () => {
  it('an event file that does not exist', async () => {
    const run = await step('pull_request', path.join(workspace, 'pr.json'));
    await expectUserError(
      run,
      /^::error::The workflow event file '.*pr\.json' \(GITHUB_EVENT_PATH\) could not be read \(ENOENT\); point it at a webhook payload/,
    );
  });

  it('an event file that is not JSON', async () => {
    await expectUserError(
      await step('pull_request', path.join(workspace, 'not-json.json')),
      /could not be read \(not valid JSON\)/,
    );
  });

  it("a pull_request event without 'pull_request'", async () => {
    await expectUserError(
      await step('pull_request', path.join(workspace, 'no-pr.json')),
      /^::error::The 'pull_request' event payload \(GITHUB_EVENT_PATH\) has no valid 'pull_request'/,
    );
  });

  it("a 'pr-number' with no such pull request, as input and as dispatch input", async () => {
    await expectUserError(
      await step('push', path.join(workspace, 'no-pr.json'), { 'pr-number': '7' }),
      /^::error::'pr-number' is 7, but acme\/vision-models has no pull request #7; give the number of an open pull request/,
    );
    const dispatch = JSON.parse(await readFile(path.join(EVENTS, 'workflow_dispatch.json'), 'utf8')) as {
      inputs: Record<string, string>;
    };
    dispatch.inputs['pr-number'] = 'seven';
    await writeFile(path.join(workspace, 'dispatch.json'), JSON.stringify(dispatch));
    await expectUserError(
      await step('workflow_dispatch', path.join(workspace, 'dispatch.json')),
      /^::error::'pr-number' must be a pull request number like '42', got 'seven'$/,
    );
  });
});

describe("the local-action script's own arguments", () => {
  let tmp = '';
  before(async () => {
    tmp = await tempDir('latency-gate-tmp-');
  });
  const local = (...args: string[]) =>
    runProcess(process.execPath, [path.join(ROOT, 'build/scripts/local-action.js'), ...args], {
      cwd: workspace,
      env: { ...process.env, TMPDIR: tmp },
    });
  const cases: [string, string[], RegExp][] = [
    [
      'an event file that is missing',
      ['--candidate', 'models/base.onnx', '--event', 'pr.json', '--event-name', 'pull_request'],
      /^local-action: '--event' 'pr\.json' does not exist; give a webhook payload file, or use '--pull-request <number>'/,
    ],
    ['an event without its name', ['--candidate', 'models/base.onnx', '--event', 'no-pr.json'], /needs '--event-name'/],
    [
      'a flag that is not an input',
      ['--candidat', 'models/base.onnx'],
      /^local-action: '--candidat' is not an action input/,
    ],
    ['a flag without its value', ['--candidate'], /^local-action: '--candidate' needs a value/],
    [
      'a pull request that is not a number',
      ['--pull-request', 'abc'],
      /'--pull-request' must be a pull request number like '42', got 'abc'/,
    ],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const run = await local(...args);
      assert.equal(run.code, 2, run.stderr);
      assert.equal(run.stderr.trim().split('\n').length, 1, run.stderr);
      assert.match(run.stderr, message);
      assert.equal(run.stdout, '');
      assert.deepEqual(await readdir(tmp), [], 'a mistake leaves no directory behind');
    });
  }
});
