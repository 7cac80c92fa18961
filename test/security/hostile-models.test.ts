// A pull request's model names are the attacker's text: input and output names with `|`, newlines, `\r`,
// HTML, links, mentions, markers and workflow commands, run through the built action (gate mode, loopback
// GitHub) and the built CLI. Asserted on the exact text posted, written to the summary and printed.
import assert from 'node:assert/strict';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from '../fixtures/github/server.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, BUILT_CLI, ROOT, runProcess, tempDir } from '../helpers/cli.js';
import { parseRunRecord } from '../helpers/cli.js';
import { logLine, markdownCell, markdownText, terminalLine } from '../../src/report/escape.js';
import { asMeasured, briefHeadline } from '../../src/record/headline.js';
import { CELL_BREAKER, injectedCommands, liveMarkdown, PAYLOAD, writeHostileModels } from './hostile.js';

const REPO = 'acme/vision-models';
const PR = { number: 42, headSha: '8d2a6c1e4f7b9a3c5e7d9f1b3d5f7a9c1e3b5d7f', headRef: 'quantize-int8' };
const log = (run: { code: number | null; stdout: string; stderr: string }) =>
  `exit ${run.code}\n${run.stdout}\n${run.stderr}`;

let workspace = '';
let github: FakeGitHub;
let run: ActionRun;

before(async () => {
  workspace = await tempDir('latency-gate-hostile-models-');
  await mkdir(path.join(workspace, 'models'));
  await writeHostileModels(path.join(workspace, 'models'));
  github = await FakeGitHub.start();
  github.state.identity = { kind: 'installation' };
  github.state.addPullRequest(REPO, PR);
  run = await runAction(
    BUILT_ACTION,
    {
      candidate: 'models/cand.onnx',
      baseline: 'models/base.onnx',
      // What is asserted is the text around the names, whatever the verdict: a short run is enough.
      'max-duration': '6s',
      'min-duration': '1s',
      'fail-on': 'never',
      id: 'vision',
      'github-token': 'ghs_token',
      'report-path': 'out/record.json',
    },
    {
      cwd: workspace,
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: REPO,
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: path.join(ROOT, 'test/fixtures/github/events/pull_request.json'),
        GITHUB_WORKSPACE: workspace,
        GITHUB_RUN_ID: '4242',
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_ACTOR: 'mldev',
      },
    },
  );
});
after(() => github?.close());

describe('hostile model names through the built action (gate mode)', () => {
  it('the posted comment holds the names as inert text: no HTML, link, mention, reference or broken table', async () => {
    assert.equal(run.code, 0, log(run));
    const comments = github.state.commentsOn(REPO, PR.number);
    assert.equal(comments.length, 1, log(run));
    const body = comments[0]!.body;
    assert.ok(body.startsWith('<!-- latency-gate:vision -->\n'));
    assert.deepEqual(liveMarkdown(body), []);
    const record = parseRunRecord(await readFile(path.join(workspace, 'out/record.json'), 'utf8')).record;
    const failing = record.agreement.outputs.find((o) => o.verdict === 'fail')!;
    assert.equal(failing.name, PAYLOAD, 'the record keeps the real name');
    // The exact lines: the output in the agreement list, the added output in the signature table.
    assert.ok(body.split('\n').includes(`- ❌ ${markdownText(failing.summary)}`), body);
    assert.ok(
      body
        .split('\n')
        .includes(`| output | ${markdownCell(CELL_BREAKER, { code: true })} | — | float32 \\[1, 4\\] | added |`),
      body,
    );
    // The brief headline above the fold, the whole sentence (with the failing output's name) folded below it.
    assert.ok(body.includes(`**${markdownText(asMeasured(record.verdict, briefHeadline(record)))}**`), body);
    assert.ok(body.includes(markdownText(record.headline)), body);
  });

  it('the job summary is just as inert', () => {
    assert.deepEqual(liveMarkdown(run.summary), []);
    assert.ok(run.summary.includes(markdownText(PAYLOAD)));
  });

  it('the log has no workflow command the names started, no escape code, and the headline on one line', async () => {
    assert.deepEqual(injectedCommands(run.stdout), []);
    assert.doesNotMatch(run.stdout, /\x1b/);
    const record = parseRunRecord(await readFile(path.join(workspace, 'out/record.json'), 'utf8')).record;
    const measured = logLine(asMeasured(record.verdict, record.headline));
    assert.ok(
      run.stdout.split('\n').some((line) => line.endsWith(`. ${measured}`)),
      run.stdout.slice(-3000),
    );
    assert.doesNotMatch(run.stdout, /^::add-mask::(?!ghs_token$)/m);
  });
});

describe('hostile model names through the built CLI, as a CI step prints them', () => {
  it('stdout and stderr carry no workflow command, escape code or raw line break from a name; --json neither', async () => {
    const dir = path.join(workspace, 'models');
    const common = [
      '--candidate',
      'cand.onnx',
      '--baseline',
      'base.onnx',
      '--max-duration',
      '5s',
      '--min-duration',
      '1s',
      '--fail-on',
      'never',
    ];
    // A step of a GitHub Actions job: its stdout and stderr are the job log.
    const env = { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_ACTIONS: 'true' };
    const text = await runProcess(process.execPath, [BUILT_CLI, ...common, '--report-path', 'cli.json'], {
      cwd: dir,
      env,
    });
    assert.equal(text.code, 0, log(text));
    assert.deepEqual(injectedCommands(text.stdout + text.stderr), []);
    assert.doesNotMatch(text.stdout + text.stderr, /\x1b|\r/);
    assert.ok(text.stdout.includes(logLine(PAYLOAD)), text.stdout);
    // At a terminal the same names print as spelt (pasteable into a flag), controls as visible escapes.
    const terminal = await runProcess(process.execPath, [BUILT_CLI, ...common, '--report-path', 'cli3.json'], {
      cwd: dir,
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
    });
    assert.ok(terminal.stdout.includes(terminalLine(PAYLOAD)), terminal.stdout);
    assert.ok(terminal.stdout.includes('::error title=pwned::PWNED-ERROR'), 'no zero-width space in a name');
    assert.doesNotMatch(terminal.stdout + terminal.stderr, /\x1b|\r|\u200b|\u202e/);
    const json = await runProcess(process.execPath, [BUILT_CLI, ...common, '--json', '--report-path', 'cli2.json'], {
      cwd: dir,
      env,
    });
    assert.deepEqual(injectedCommands(json.stdout), []);
    const printed = parseRunRecord(json.stdout).record;
    assert.equal(
      printed.agreement.outputs.find((o) => o.verdict === 'fail')?.name,
      PAYLOAD,
      'the JSON still holds the exact name',
    );
  });
});
