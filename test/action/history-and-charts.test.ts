// Charts, history and exports through the built action against the loopback GitHub: a pull request's gate
// whose comment flags a known step in the history file, with SVG charts uploaded beside the record, and
// `mode: record` on a push appending to the history file.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { zipEntries } from '../../src/zip.js';
import { parseHistory } from '../../src/record/history.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { benchmarkActionSchema, bencherMetricFormatSchema } from '../fixtures/formats/dashboards.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, ROOT, tempDir, parseRunRecord } from '../helpers/cli.js';
import { commitOf, jsonLines, syntheticHistory } from '../helpers/history.js';
import { mermaidBlocks, parseXyChart } from '../helpers/mermaid.js';

const REPO = 'acme/vision-models';
const PR = { number: 42, headSha: '8d2a6c1e4f7b9a3c5e7d9f1b3d5f7a9c1e3b5d7f', headRef: 'quantize-int8' };
const RUN = 4343;
const MLP = { inputDim: 64, hiddenDims: [128], outputDim: 10, batch: 4, seed: 5 };
const log = (run: ActionRun) => `exit ${run.code}\n${run.stdout}\n${run.stderr}`;

let workspace = '';
let github: FakeGitHub;

before(async () => {
  workspace = await tempDir('latency-gate-history-');
  await mkdir(path.join(workspace, 'models'));
  await mkdir(path.join(workspace, 'baselines'));
  await writeMlp(path.join(workspace, 'models/base.onnx'), MLP);
  await copyFile(path.join(workspace, 'models/base.onnx'), path.join(workspace, 'models/same.onnx'));
  github = await FakeGitHub.start();
  github.state.identity = { kind: 'installation' };
  github.state.addPullRequest(REPO, PR);
});
after(() => github.close());

function step(inputs: Record<string, string>, env: NodeJS.ProcessEnv): Promise<ActionRun> {
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
      ...inputs,
    },
    {
      cwd: workspace,
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: REPO,
        GITHUB_WORKSPACE: workspace,
        GITHUB_RUN_ID: String(RUN),
        GITHUB_RUN_ATTEMPT: '1',
        ACTIONS_RESULTS_URL: `${github.url}/`,
        ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(RUN),
        ...env,
      },
    },
  );
}

describe('charts, history and exports in the action', () => {
  it("a pull request's comment flags the history's step at its entry; SVGs go up with the record; exports are written", async () => {
    // 20 entries of this gate's series whose p50 and p95 step up 8 % at entry 13, plus another model's entries
    // and a broken line, which are left out.
    const history = [
      ...syntheticHistory({
        id: 'vision',
        model: 'models/same.onnx',
        entries: 20,
        seed: 11,
        shape: (i) => (i >= 12 ? 1.08 : 1),
      }),
      ...syntheticHistory({ id: 'vision', model: 'models/other.onnx', entries: 3, seed: 12, shape: () => 2 }),
    ];
    await writeFile(path.join(workspace, 'baselines/latency-history.jsonl'), `${jsonLines(history)}{"v":1,"broken"\n`);
    const run = await step(
      {
        'history-path': 'baselines/latency-history.jsonl',
        charts: 'out/charts',
        export: 'bencher=out/bencher.json,benchmark-action=out/benchmark.json',
        'report-path': 'out/pr.json',
      },
      {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_EVENT_PATH: path.join(ROOT, 'test/fixtures/github/events/pull_request.json'),
      },
    );
    assert.equal(run.code, 0, log(run));
    const [comment] = github.state.commentsOn(REPO, PR.number);
    assert.ok(comment, log(run));
    const head = comment.body.split('<!-- latency-gate-details -->')[0]!;
    const commit = commitOf(12).slice(0, 12);
    assert.match(
      head,
      new RegExp(`\\*\\*p50\\*\\* changed at entry 13 \\(\`${commit}\`, 2026-01-13\\): 10\\.\\d ms → 10\\.\\d ms`),
      head,
    );
    // The warning as the comment shows it: Markdown-escaped.
    assert.match(comment.body, /Skipped 1 line\\\(s\\\) of 'history-path'/);
    assert.doesNotMatch(comment.body, /models\/other\.onnx/);
    const blocks = mermaidBlocks(comment.body);
    assert.equal(blocks.length, 3, 'latency quantiles, history latency, history ratio');
    for (const block of blocks) assert.equal((await parseXyChart(block)).plots.length, 2);
    assert.equal(mermaidBlocks(run.summary).length, 3);

    const charts = (await readdir(path.join(workspace, 'out/charts'))).sort();
    assert.deepEqual(charts, ['history-latency.svg', 'history-ratio.svg', 'latency-quantiles.svg', 'round-ratio.svg']);
    const artifact = github.artifacts.artifacts.find((a) => a.finalized && a.runId === RUN)!;
    assert.ok(artifact, log(run));
    const names = zipEntries(github.artifacts.zipBytes(artifact)!).map((e) => e.name);
    assert.deepEqual(names.sort(), [...charts.map((c) => `charts/${c}`), 'pr.json'].sort());

    bencherMetricFormatSchema.parse(JSON.parse(await readFile(path.join(workspace, 'out/bencher.json'), 'utf8')));
    benchmarkActionSchema.parse(JSON.parse(await readFile(path.join(workspace, 'out/benchmark.json'), 'utf8')));
    const history2 = await readFile(path.join(workspace, 'baselines/latency-history.jsonl'), 'utf8');
    assert.equal(parseHistory(history2).entries.length, 23, 'a pull request does not append');
  });

  it("'mode: record' on a push appends this run to the history file, with the pushed commit, and comments nothing", async () => {
    const file = path.join(workspace, 'baselines/recorded.jsonl');
    const event = path.join(workspace, 'push.json');
    await writeFile(event, JSON.stringify({ ref: 'refs/heads/main', after: 'f'.repeat(40) }));
    const comments = github.state.commentsOn(REPO, PR.number).length;
    for (const sha of ['a'.repeat(40), 'b'.repeat(40)]) {
      const run = await step(
        { mode: 'record', 'history-path': 'baselines/recorded.jsonl', 'report-path': 'out/record.json' },
        { GITHUB_EVENT_NAME: 'push', GITHUB_EVENT_PATH: event, GITHUB_SHA: sha },
      );
      assert.equal(run.code, 0, log(run));
      assert.equal(run.outputs['comment-url'], '');
    }
    const { entries, skipped } = parseHistory(await readFile(file, 'utf8'));
    assert.equal(skipped, 0);
    assert.deepEqual(
      entries.map((e) => [e.id, e.model, e.commit]),
      [
        ['vision', 'models/same.onnx', 'a'.repeat(40)],
        ['vision', 'models/same.onnx', 'b'.repeat(40)],
      ],
    );
    const { record } = parseRunRecord(await readFile(path.join(workspace, 'out/record.json'), 'utf8'));
    // The first entry is history; the second, this run, is drawn after it and judged by the runs to come.
    assert.equal(record.history?.entries.length, 2);
    assert.equal(record.history?.entries[1]?.current, true);
    assert.equal(record.history?.appended, true);
    assert.equal(github.state.commentsOn(REPO, PR.number).length, comments);
  });
});
