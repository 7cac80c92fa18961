// The action end to end, as a runner runs it: the built entry (build/src/index.js) in a child process with
// INPUT_* variables, an event payload file, and GITHUB_API_URL / ACTIONS_RESULTS_URL pointing at the loopback
// GitHub in test/fixtures/github. The assertions read what a PR reader and a reviewer of the API traffic see:
// the requests made, the comment left, the outputs, the job summary and the annotations.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { captured } from '../fixtures/github/capture.js';
import { FakeGitHub, type FakeComment, type RecordedRequest } from '../fixtures/github/server.js';
import { ACTIONS_BOT } from '../fixtures/github/state.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction, titleLine, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, ROOT, tempDir, withModelRecord } from '../helpers/cli.js';

const REPO = 'acme/vision-models';
const EVENTS = path.join(ROOT, 'test/fixtures/github/events');
const PR = { number: 42, headSha: '8d2a6c1e4f7b9a3c5e7d9f1b3d5f7a9c1e3b5d7f', headRef: 'quantize-int8' };
const FORK_PR = {
  number: 57,
  headSha: 'c4e6a8c0e2a4c6e8a0c2e4a6c8e0a2c4e6a8c0e2',
  headRef: 'faster-resnet',
  headRepository: 'contrib-dev/vision-models',
};
/** `workflow_run.id` in events/workflow_run.json: the measuring run whose artifacts the report job reads. */
const MEASURE_RUN = 9876543210;
const REPORT_RUN = 9876549999;
const GATE_RUN = 4242;
const GITHUB_LIMIT = 65_536;

const MLP = { inputDim: 128, hiddenDims: [256, 256], outputDim: 10, batch: 4, seed: 3 };
const VERDICT_LINE = (id: string, run: ActionRun) => titleLine('###', ` \`${id}\``, run.outputs);
const MATRIX_VERDICT_LINE = (run: ActionRun, legs: number, level: '##' | '###' = '###') =>
  titleLine(level, ' `vision`', run.outputs, ` (${legs} legs)`);
const LATENCY_ROW = /^\| \*\*p50\*\* \| .+ \|$/m;

/** The workspace the runner checked out: models, records and reports all live inside it. */
let workspace = '';
let runs = 0;

before(async () => {
  workspace = await tempDir('latency-gate-workspace-');
  await mkdir(path.join(workspace, 'models'));
  await writeMlp(path.join(workspace, 'models/base.onnx'), MLP);
  await copyFile(path.join(workspace, 'models/base.onnx'), path.join(workspace, 'models/same.onnx'));
  await writeMlp(path.join(workspace, 'models/slow.onnx'), { ...MLP, identityLayers: 3 });
});

interface RunnerOptions {
  event: string;
  eventName: string;
  inputs?: Record<string, string>;
  env?: NodeJS.ProcessEnv;
}

/** One step of a job: a short, never-failing gate of an identical pair unless the case says otherwise. */
async function runStep(
  github: FakeGitHub,
  { event, eventName, inputs = {}, env = {} }: RunnerOptions,
): Promise<ActionRun> {
  runs++;
  return runAction(
    BUILT_ACTION,
    {
      candidate: 'models/same.onnx',
      baseline: 'models/base.onnx',
      'max-duration': '6s',
      'min-duration': '1s',
      'fail-on': 'never',
      id: 'vision',
      'github-token': 'ghs_token',
      'report-path': `out/run-${runs}.json`,
      ...inputs,
    },
    {
      cwd: workspace,
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: REPO,
        GITHUB_EVENT_NAME: eventName,
        GITHUB_EVENT_PATH: event,
        GITHUB_WORKSPACE: workspace,
        GITHUB_RUN_ID: String(GATE_RUN),
        GITHUB_RUN_ATTEMPT: '1',
        GITHUB_ACTOR: 'mldev',
        GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/latency.yml@refs/pull/42/merge`,
        ...env,
      },
    },
  );
}

const pullRequestStep = (github: FakeGitHub, inputs: Record<string, string> = {}) =>
  runStep(github, { event: path.join(EVENTS, 'pull_request.json'), eventName: 'pull_request', inputs });

/**
 * The same step publishing the record of an earlier measured run ('mode: report'): the comment's way to the PR
 * is the one a measured run takes, without measuring again. The first case of the file measures for real.
 */
async function publishStep(github: FakeGitHub, inputs: Record<string, string> = {}): Promise<ActionRun> {
  const record = (await gateRecords()).at(0);
  assert.ok(record, 'an earlier case wrote a record');
  return pullRequestStep(github, { mode: 'report', records: path.relative(workspace, record), ...inputs });
}

/** A GitHub whose token is the default GITHUB_TOKEN (an installation: GET /user is 403, GraphQL names the bot). */
async function startGitHub(): Promise<FakeGitHub> {
  const github = await FakeGitHub.start();
  github.state.identity = { kind: 'installation' };
  github.state.addPullRequest(REPO, PR);
  return github;
}

const commentWrites = (github: FakeGitHub): RecordedRequest[] =>
  github.requests.filter(
    (r) => (r.method === 'POST' || r.method === 'PATCH') && /\/issues\/(\d+\/)?comments/.test(r.path),
  );
const bodyOf = (request: RecordedRequest | undefined): string =>
  String((request?.body as { body?: unknown } | undefined)?.body ?? '');
/** The lines of a body that match, so a failure shows them instead of a 60 kB comment. */
const linesOf = (body: string, pattern: RegExp): string[] => body.split('\n').filter((line) => pattern.test(line));
const log = (run: ActionRun) => `exit ${run.code}\n${run.stdout}\n${run.stderr}`;

function ownComment(github: FakeGitHub, issue: number, body: string): FakeComment {
  return github.state.addComment(REPO, issue, body, ACTIONS_BOT);
}

describe('the sticky PR comment, posted by the action to a loopback GitHub', () => {
  let github: FakeGitHub;
  before(async () => (github = await startGitHub()));
  after(() => github.close());

  it('creates one comment on the first run and updates the same comment on the second, saying whether the verdict changed', async () => {
    const first = await pullRequestStep(github);
    assert.equal(first.code, 0, log(first));
    const comments = github.state.commentsOn(REPO, PR.number);
    assert.equal(comments.length, 1);
    const comment = comments[0]!;
    assert.equal(comment.user.login, 'github-actions[bot]');
    assert.ok(comment.body.startsWith('<!-- latency-gate:vision -->\n'), comment.body.slice(0, 200));
    assert.match(comment.body, VERDICT_LINE('vision', first));
    assert.match(comment.body, LATENCY_ROW);
    // A rerun with a bigger budget can only change an undecided or failing verdict; a pass gets no rerun advice.
    const rerunHelps = (verdict: string) => verdict === 'inconclusive' || verdict === 'regression';
    if (rerunHelps(first.outputs.verdict!))
      assert.match(comment.body, /gh workflow run latency\.yml --ref quantize-int8 -f pr-number=42 -f max-duration=3m/);
    else assert.doesNotMatch(comment.body, /How to rerun/);
    assert.match(
      comment.body,
      /\[Job summary and records\]\(https:\/\/github\.com\/acme\/vision-models\/actions\/runs\/4242\)/,
    );
    assert.doesNotMatch(comment.body, /since the previous run/);
    assert.equal(first.outputs['comment-url'], comment.html_url);
    assert.deepEqual(
      commentWrites(github).map((r) => `${r.method} ${r.path}`),
      [`POST /repos/${REPO}/issues/42/comments`],
    );

    const second = await pullRequestStep(github, { candidate: 'models/slow.onnx' });
    assert.equal(second.code, 0, log(second));
    assert.equal(github.state.commentsOn(REPO, PR.number).length, 1, 'still one comment');
    assert.deepEqual(
      commentWrites(github).map((r) => `${r.method} ${r.path}`),
      [`POST /repos/${REPO}/issues/42/comments`, `PATCH /repos/${REPO}/issues/comments/${comment.id}`],
    );
    assert.equal(second.outputs['comment-url'], comment.html_url);
    const updated = github.state.commentsOn(REPO, PR.number)[0]!.body;
    assert.match(updated, VERDICT_LINE('vision', second));
    const before = first.outputs.verdict!;
    const now = second.outputs.verdict!;
    if (rerunHelps(now)) {
      assert.match(updated, /<details><summary>How to rerun<\/summary>/);
      assert.match(
        updated,
        /gh workflow run latency\.yml --ref quantize-int8 -f pr-number=42 -f max-duration=3m/,
        'the real workflow file and PR number, nothing to fill in',
      );
    }
    if (before === now) assert.ok(updated.includes(`Verdict unchanged since the previous run (${now}).`), updated);
    else
      assert.match(
        updated,
        new RegExp(`^Verdict changed since the previous run: \\S+ ${before} → \\S+ ${now}\\.$`, 'm'),
      );
  });

  it('leaves a comment by another account alone even when it carries the same marker', async () => {
    const other = await startGitHub();
    try {
      const impostorBody = '<!-- latency-gate:vision -->\n### ✅ latency-gate `vision`: pass\nTrust me.';
      const impostor = other.state.addComment(REPO, PR.number, impostorBody, { login: 'mallory' });
      const run = await publishStep(other);
      assert.equal(run.code, 0, log(run));
      const comments = other.state.commentsOn(REPO, PR.number);
      assert.equal(comments.length, 2);
      assert.equal(comments[0]!.body, impostorBody);
      assert.equal(comments[0]!.updated_at, impostor.updated_at);
      assert.equal(other.calls('PATCH', /\/issues\/comments\//).length, 0);
      assert.equal(comments[1]!.user.login, 'github-actions[bot]');
      assert.equal(run.outputs['comment-url'], comments[1]!.html_url);
    } finally {
      await other.close();
    }
  });

  it('finds its comment on the second page of 150 and updates it in place', async () => {
    const busy = await startGitHub();
    try {
      let ours: FakeComment | undefined;
      for (let i = 0; i < 150; i++) {
        if (i === 130)
          ours = ownComment(
            busy,
            PR.number,
            '<!-- latency-gate:vision -->\n<!-- latency-gate-verdict:pass -->\nold report',
          );
        else if (i === 7)
          ownComment(busy, PR.number, '<!-- latency-gate:nightly -->\nanother gate of the same workflow');
        else if (i % 10 === 3) ownComment(busy, PR.number, `a deploy preview, #${i}`);
        else busy.state.addComment(REPO, PR.number, `LGTM ${i}`, { login: `reviewer-${i % 4}` });
      }
      const run = await publishStep(busy);
      assert.equal(run.code, 0, log(run));
      const pages = busy.calls('GET', `/repos/${REPO}/issues/42/comments`).map((r) => r.query.page ?? '1');
      assert.deepEqual(pages, ['1', '2']);
      assert.deepEqual(
        commentWrites(busy).map((r) => `${r.method} ${r.path}`),
        [`PATCH /repos/${REPO}/issues/comments/${ours!.id}`],
      );
      assert.equal(busy.state.commentsOn(REPO, PR.number).length, 150);
      assert.match(ours!.body, VERDICT_LINE('vision', run));
      assert.equal(run.outputs['comment-url'], ours!.html_url);
    } finally {
      await busy.close();
    }
  });

  it('on a 403 warns with the missing permission, keeps the report in the job summary, and does not fail the job', async () => {
    const readOnly = await startGitHub();
    readOnly.state.forbidWrites = true;
    try {
      const run = await pullRequestStep(readOnly);
      assert.equal(run.code, 0, log(run));
      const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
      const warning = warnings.find((line) => line.includes('PR comment not posted'));
      assert.ok(warning, warnings.join('\n'));
      assert.match(warning, /403 Resource not accessible by integration/);
      assert.match(warning, /`permissions: pull-requests: write`/);
      assert.match(warning, /job summary/);
      assert.doesNotMatch(run.stdout, /^::error/m);
      assert.match(run.summary, /^## \S+ latency-gate `vision`: /m);
      assert.match(run.summary, LATENCY_ROW);
      assert.equal(run.outputs['comment-url'], '');
      assert.equal(readOnly.state.commentsOn(REPO, PR.number).length, 0);
      assert.equal(readOnly.calls('POST', `/repos/${REPO}/issues/42/comments`).length, 1);
    } finally {
      await readOnly.close();
    }
  });

  it('on a fork PR the 403 warning points to the fork-safe pair instead of a permission the fork cannot get', async () => {
    const fork = await startGitHub();
    fork.state.forbidWrites = true;
    fork.state.addPullRequest(REPO, FORK_PR);
    try {
      const run = await runStep(fork, {
        event: path.join(EVENTS, 'pull_request_fork.json'),
        eventName: 'pull_request',
        inputs: { 'github-token': 'ghs_read_only' },
      });
      assert.equal(run.code, 0, log(run));
      const warning = run.stdout
        .split('\n')
        .find((line) => line.startsWith('::warning') && line.includes('PR comment not posted'));
      assert.ok(warning, run.stdout);
      assert.match(warning, /pull requests from forks only get a read-only token/);
      assert.match(warning, /`mode: measure` on `pull_request`, then `mode: report` on `workflow_run`/);
      assert.match(run.summary, LATENCY_ROW);
      assert.equal(run.outputs['comment-url'], '');
      assert.deepEqual(
        fork.calls('POST', /\/comments$/).map((r) => r.path),
        [`/repos/${REPO}/issues/57/comments`],
      );
    } finally {
      await fork.close();
    }
  });

  it('writes the comment to a file with comment-dry-run and posts nothing', async () => {
    const quiet = await startGitHub();
    try {
      const run = await publishStep(quiet, { 'comment-dry-run': 'out/comment.md' });
      assert.equal(run.code, 0, log(run));
      const file = path.join(workspace, 'out/comment.md');
      const body = await readFile(file, 'utf8');
      assert.ok(body.startsWith('<!-- latency-gate:vision -->\n'), body.slice(0, 200));
      assert.match(body, VERDICT_LINE('vision', run));
      assert.match(body, LATENCY_ROW);
      assert.deepEqual(commentWrites(quiet), []);
      assert.equal(quiet.state.commentsOn(REPO, PR.number).length, 0);
      assert.equal(run.outputs['comment-url'], pathToFileURL(file).href);
      assert.match(run.stdout, /Dry run: wrote the PR comment to /);
    } finally {
      await quiet.close();
    }
  });
});

describe('manual reruns with workflow_dispatch', () => {
  const dispatchEnv = {
    GITHUB_REF: 'refs/heads/feature-x',
    GITHUB_ACTOR: 'mlops-lead',
    GITHUB_WORKFLOW_REF: `${REPO}/.github/workflows/latency.yml@refs/heads/feature-x`,
  };

  it('comments on the PR named by the dispatch input, updating its comment and marking it as a rerun', async () => {
    const github = await startGitHub();
    try {
      const earlier = ownComment(
        github,
        PR.number,
        '<!-- latency-gate:vision -->\n<!-- latency-gate-verdict:inconclusive -->\nthe push run',
      );
      const run = await runStep(github, {
        event: path.join(EVENTS, 'workflow_dispatch.json'),
        eventName: 'workflow_dispatch',
        inputs: { 'max-duration': '7s' },
        env: dispatchEnv,
      });
      assert.equal(run.code, 0, log(run));
      assert.equal(github.calls('GET', `/repos/${REPO}/pulls/42`).length, 1);
      assert.deepEqual(
        commentWrites(github).map((r) => `${r.method} ${r.path}`),
        [`PATCH /repos/${REPO}/issues/comments/${earlier.id}`],
      );
      assert.match(earlier.body, VERDICT_LINE('vision', run));
      assert.deepEqual(linesOf(earlier.body, /^🔁/), ['🔁 Rerun via `workflow_dispatch` by mlops-lead.']);
      assert.match(earlier.body, /^\| budget \| max 7\.00 s, min 1\.00 s \|$/m);
      assert.equal(run.outputs['comment-url'], earlier.html_url);
    } finally {
      await github.close();
    }
  });

  it('without pr-number, comments on the open PR whose head is the dispatched branch', async () => {
    const github = await startGitHub();
    try {
      github.state.addPullRequest(REPO, { number: 40, headSha: 'aa11', headRef: 'feature-x', state: 'closed' });
      github.state.addPullRequest(REPO, { number: 43, headSha: 'bb22', headRef: 'feature-x' });
      const payload = JSON.parse(await readFile(path.join(EVENTS, 'workflow_dispatch.json'), 'utf8')) as {
        inputs: Record<string, string>;
      };
      delete payload.inputs['pr-number'];
      const event = path.join(workspace, 'out/dispatch-without-pr.json');
      await mkdir(path.dirname(event), { recursive: true });
      await writeFile(event, JSON.stringify(payload));
      const run = await runStep(github, { event, eventName: 'workflow_dispatch', env: dispatchEnv });
      assert.equal(run.code, 0, log(run));
      const lookup = github.calls('GET', `/repos/${REPO}/pulls`);
      assert.equal(lookup.length, 1);
      assert.equal(lookup[0]!.query.head, 'acme:feature-x');
      assert.equal(lookup[0]!.query.state, 'open');
      assert.deepEqual(
        commentWrites(github).map((r) => `${r.method} ${r.path}`),
        [`POST /repos/${REPO}/issues/43/comments`],
      );
      const body = github.state.commentsOn(REPO, 43)[0]!.body;
      assert.deepEqual(linesOf(body, /^🔁/), ['🔁 Rerun via `workflow_dispatch` by mlops-lead.']);
      if (/^### \S+ latency-gate `vision`: (failed|passed, but) /m.test(body)) assert.match(body, /-f pr-number=43 /);
    } finally {
      await github.close();
    }
  });
});

describe('the fork-safe pair: measure on pull_request, report on workflow_run', () => {
  let github: FakeGitHub;
  const measured: Record<string, ActionRun> = {};
  const results = (): NodeJS.ProcessEnv => ({ ACTIONS_RESULTS_URL: `${github.url}/` });

  before(async () => {
    github = await startGitHub();
    github.state.addPullRequest(REPO, FORK_PR);
  });
  after(() => github.close());

  it('measure legs upload one artifact each and comment nothing', async () => {
    for (const label of ['cpu', 'gpu']) {
      measured[label] = await runStep(github, {
        event: path.join(EVENTS, 'pull_request_fork.json'),
        eventName: 'pull_request',
        // A fork's pull_request run: a read-only token, and this run's own runtime token for artifacts.
        inputs: { mode: 'measure', label, 'github-token': 'ghs_read_only', 'report-path': `out/measure/${label}.json` },
        env: {
          ...results(),
          ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(MEASURE_RUN),
          GITHUB_RUN_ID: String(MEASURE_RUN),
        },
      });
      assert.equal(measured[label]!.code, 0, log(measured[label]!));
      assert.match(measured[label]!.stdout, new RegExp(`Uploaded artifact latency-gate-vision-${label} `));
      assert.equal(measured[label]!.outputs['comment-url'], '');
    }
    assert.deepEqual(
      github.artifacts.artifacts.filter((a) => a.finalized).map((a) => `${a.runId}:${a.name}`),
      [`${MEASURE_RUN}:latency-gate-vision-cpu`, `${MEASURE_RUN}:latency-gate-vision-gpu`],
    );
    const prTraffic = github.requests.filter(
      (r) =>
        r.path.startsWith(`/repos/${REPO}/issues`) ||
        r.path.startsWith(`/repos/${REPO}/pulls`) ||
        r.path === '/user' ||
        r.path === '/graphql',
    );
    assert.deepEqual(prTraffic, [], 'measure mode never touches the PR');
  });

  const reportStep = () =>
    runStep(github, {
      event: path.join(EVENTS, 'workflow_run.json'),
      eventName: 'workflow_run',
      inputs: { mode: 'report', 'github-token': 'ghs_write' },
      env: {
        ...results(),
        ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(REPORT_RUN),
        GITHUB_RUN_ID: String(REPORT_RUN),
      },
    });

  it('report downloads both records of the triggering run and upserts one comment with a section per leg', async () => {
    assert.ok(measured.cpu && measured.gpu, 'the measure case ran');
    const run = await reportStep();
    assert.equal(run.code, 0, log(run));
    assert.equal(github.calls('GET', `/repos/${REPO}/actions/runs/${MEASURE_RUN}/artifacts`).length, 1);
    assert.equal(github.calls('GET', /^\/repos\/acme\/vision-models\/actions\/artifacts\/\d+\/zip$/).length, 2);
    assert.equal(github.calls('GET', `/repos/${REPO}/commits/${FORK_PR.headSha}/pulls`).length, 1);
    assert.deepEqual(
      commentWrites(github).map((r) => `${r.method} ${r.path}`),
      [`POST /repos/${REPO}/issues/57/comments`],
    );
    const comments = github.state.commentsOn(REPO, FORK_PR.number);
    assert.equal(comments.length, 1);
    const body = comments[0]!.body;
    const verdicts = [measured.cpu.outputs.verdict!, measured.gpu.outputs.verdict!];
    const order = ['error', 'regression', 'inconclusive', 'improvement', 'pass'];
    const combined = order.find((v) => verdicts.includes(v))!;
    assert.equal(run.outputs.verdict, combined);
    assert.match(body, MATRIX_VERDICT_LINE(run, 2));
    assert.match(body, new RegExp(`^\\| \`cpu\` \\| \\S+ ${verdicts[0]} \\| .* \\|$`, 'm'));
    assert.match(body, new RegExp(`^\\| \`gpu\` \\| \\S+ ${verdicts[1]} \\| .* \\|$`, 'm'));
    assert.equal(body.match(/<details><summary>\S+ (cpu|gpu): details<\/summary>/g)?.length, 2);
    assert.equal(run.outputs['comment-url'], comments[0]!.html_url);
    assert.match(run.summary, MATRIX_VERDICT_LINE(run, 2));
  });

  it('a tampered artifact is skipped with a warning, and nothing raw from a valid but hostile record reaches the comment', async () => {
    const cpu = JSON.parse(await readFile(path.join(workspace, 'out/measure/cpu.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const script = '<script>alert(document.cookie)</script>';
    const hostile = withModelRecord(cpu, {
      label: 'evil',
      headline: `Pass ${script} [click](javascript:alert(1)) @acme/maintainers`,
      models: {
        candidate: { ...(modelOf(cpu).models as { candidate: object }).candidate, path: `models/${script}.onnx` },
        baseline: {
          ...(modelOf(cpu).models as { baseline: object }).baseline,
          path: 'models/base.onnx | injected cell',
        },
      },
      warnings: [`${script}\n\n# heading`, '<img src=x onerror=alert(1)>'],
    });
    const dir = path.join(workspace, 'out/evil');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'broken.json'), '{"schemaVersion": 1, "verdict": "pa');
    await writeFile(
      path.join(dir, 'hacked.json'),
      JSON.stringify({ ...withModelRecord(cpu, { label: 'hacked', verdict: 'hacked' }), verdict: 'hacked' }),
    );
    await writeFile(path.join(dir, 'hostile.json'), JSON.stringify(hostile));
    // The leg name is rendered too (in the leg table, in a code span): a pipe there splits the table row.
    await writeFile(path.join(dir, 'label.json'), JSON.stringify(withModelRecord(cpu, { label: `x | ${script}` })));
    const files = ['broken.json', 'hacked.json', 'hostile.json', 'label.json'].map((f) => path.join(dir, f));
    await uploadToRun(github, MEASURE_RUN, 'latency-gate-vision-evil', files);

    const run = await reportStep();
    assert.equal(run.code, 0, log(run));
    const warnings = run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
    assert.ok(
      warnings.some((w) => /Skipped latency-gate-vision-evil\/broken\.json: it is not JSON/.test(w)),
      warnings.join('\n'),
    );
    assert.ok(
      warnings.some((w) =>
        /Skipped latency-gate-vision-evil\/hacked\.json: it is not a latency-gate record \(verdict: /.test(w),
      ),
      warnings.join('\n'),
    );
    const comments = github.state.commentsOn(REPO, FORK_PR.number);
    assert.equal(comments.length, 1, 'the same comment, updated');
    const body = comments[0]!.body;
    assert.match(body, /^### .* \((3|4) legs\)$/m);
    assert.match(body, /^\| `evil` \|/m);
    assert.doesNotMatch(body, /hacked/);
    assert.deepEqual(linesOf(body, /<script|<img/i), [], 'no raw HTML from a record');
    assert.doesNotMatch(body, /\]\(javascript:/);
    assert.doesNotMatch(body, /(^|[^\u200b])@acme/);
    assert.doesNotMatch(body, /^# heading/m);
    assert.doesNotMatch(body, /[^\\]\| injected cell/);
    // Each row of the leg table keeps its five cells, whatever a record calls its leg.
    for (const row of body.split('\n').filter((line) => line.startsWith('| `'))) {
      assert.equal(row.replace(/\\\|/g, '').split('|').length - 2, 5, row);
    }
  });
});

describe('body size', () => {
  it('a report over many matrix legs is cut below 65,536 characters, keeping the verdict line and the leg table', async () => {
    const github = await startGitHub();
    try {
      const source = (await gateRecords()).at(0);
      assert.ok(source, 'an earlier case wrote a record');
      const record = JSON.parse(await readFile(source, 'utf8')) as Record<string, unknown>;
      const dir = path.join(workspace, 'out/matrix');
      await mkdir(dir, { recursive: true });
      const legs = 60;
      for (let i = 0; i < legs; i++) {
        const label = `runner-${String(i).padStart(2, '0')}`;
        await writeFile(
          path.join(dir, `${label}.json`),
          JSON.stringify(
            withModelRecord(record, {
              label,
              warnings: [`${label}: ${'the CPU frequency changed during the run; '.repeat(20)}`],
            }),
          ),
        );
      }
      const run = await runStep(github, {
        event: path.join(EVENTS, 'pull_request.json'),
        eventName: 'pull_request',
        inputs: { mode: 'report', records: 'out/matrix' },
      });
      assert.equal(run.code, 0, log(run));
      assert.ok(
        run.summary.length > GITHUB_LIMIT,
        `the full report (${run.summary.length} chars) is over the limit, else this case tests nothing`,
      );
      const posted = bodyOf(github.calls('POST', `/repos/${REPO}/issues/42/comments`)[0]);
      assert.ok(posted.length > 0 && posted.length < GITHUB_LIMIT, `${posted.length} characters`);
      assert.ok(posted.startsWith('<!-- latency-gate:vision -->\n'));
      assert.match(posted, MATRIX_VERDICT_LINE(run, legs));
      assert.equal(posted.match(/^\| `runner-\d\d` \|/gm)?.length, legs, 'every leg keeps its row');
      // No artifact was uploaded here (records came from a directory): the note must not send readers to one.
      assert.equal(
        linesOf(posted, /^> Details were cut/).join('\n'),
        "> Details were cut to fit GitHub's comment size limit. The full report is in the [job summary](https://github.com/acme/vision-models/actions/runs/4242).",
      );
      assert.equal(
        posted.match(/<details>/g)?.length,
        posted.match(/<\/details>/g)?.length,
        'every <details> is closed',
      );
      assert.equal(github.state.commentsOn(REPO, PR.number).length, 1);
    } finally {
      await github.close();
    }
  });
});

/** Records written by the gate runs above, to stand in for the legs of a large matrix. */
/** The one model record inside a single run's record file. */
function modelOf(run: Record<string, unknown>): Record<string, unknown> {
  return (run.entries as { record: Record<string, unknown> }[])[0]?.record ?? {};
}

async function gateRecords(): Promise<string[]> {
  const dir = path.join(workspace, 'out');
  return (await readdir(dir)).filter((f) => /^run-\d+\.json$/.test(f)).map((f) => path.join(dir, f));
}

/**
 * Uploads files as an artifact of `runId` the way any job of that run could (a fork's workflow is free to
 * upload whatever it likes under a `latency-gate-…` name), with the artifact client in this process.
 */
async function uploadToRun(github: FakeGitHub, runId: number, name: string, files: string[]): Promise<void> {
  const saved = {
    token: process.env.ACTIONS_RUNTIME_TOKEN,
    url: process.env.ACTIONS_RESULTS_URL,
    server: process.env.GITHUB_SERVER_URL,
  };
  process.env.ACTIONS_RUNTIME_TOKEN = github.artifacts.runtimeToken(runId);
  process.env.ACTIONS_RESULTS_URL = `${github.url}/`;
  delete process.env.GITHUB_SERVER_URL;
  try {
    const { uploadRecords } = await import('../../src/github/artifacts.js');
    await captured(() => uploadRecords(name, files));
  } finally {
    for (const [key, value] of [
      ['ACTIONS_RUNTIME_TOKEN', saved.token],
      ['ACTIONS_RESULTS_URL', saved.url],
      ['GITHUB_SERVER_URL', saved.server],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}
