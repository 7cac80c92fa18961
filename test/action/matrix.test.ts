// A matrix through the built action on a pull_request event: the outputs of the whole matrix, one job summary
// and one sticky comment on the loopback GitHub with a row per cell, the matrix document at report-path.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cellEntries } from '../../src/record/run-headline.js';
import { runRecordSchema } from '../../src/record/run-record.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction, titleLine } from '../helpers/action.js';
import { BUILT_ACTION, ROOT, tempDir } from '../helpers/cli.js';

const REPO = 'acme/vision-models';
const PR = 7;
const MLP = { inputDim: 128, hiddenDims: [128, 128], outputDim: 10, seed: 3, batch: 'batch' };

describe('a matrix in the action', () => {
  let github: FakeGitHub;
  let dir = '';
  let event = '';
  before(async () => {
    dir = await tempDir('latency-gate-matrix-action-');
    await writeMlp(path.join(dir, 'base.onnx'), MLP);
    await writeMlp(path.join(dir, 'cand.onnx'), { ...MLP, producerName: 're-export' });
    github = await FakeGitHub.start();
    github.state.identity = { kind: 'installation' };
    github.state.addPullRequest(REPO, { number: PR, headSha: 'a'.repeat(40), headRef: 'pr' });
    const payload = JSON.parse(
      await readFile(path.join(ROOT, 'test/fixtures/github/events/pull_request.json'), 'utf8'),
    ) as { number: number; pull_request: { number: number } };
    payload.number = PR;
    payload.pull_request.number = PR;
    event = path.join(dir, 'event.json');
    await writeFile(event, JSON.stringify(payload));
  });
  after(() => github.close());

  it('publishes one table for the matrix: outputs, summary and the sticky comment', async () => {
    const run = await runAction(
      BUILT_ACTION,
      {
        candidate: 'cand.onnx',
        baseline: 'base.onnx',
        'input-shapes': 'batch=1,4',
        'max-duration': '30s',
        'min-duration': '1s',
        'fail-on': 'never',
        'github-token': 'ghs_token',
        'report-path': 'out/matrix.json',
      },
      {
        cwd: dir,
        env: {
          GITHUB_ACTIONS: 'true',
          GITHUB_API_URL: github.url,
          GITHUB_SERVER_URL: 'https://github.com',
          GITHUB_REPOSITORY: REPO,
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: event,
          GITHUB_WORKSPACE: dir,
          GITHUB_RUN_ID: '77',
        },
      },
    );
    const matrix = runRecordSchema.parse(JSON.parse(await readFile(path.join(dir, 'out/matrix.json'), 'utf8')));
    const log = `exit ${run.code}: ${matrix.headline}\n${run.stdout}\n${run.stderr}`;
    assert.equal(run.code, 0, log);
    assert.deepEqual(
      cellEntries(matrix).map((c) => c.cell.label),
      ['batch=1', 'batch=4'],
    );
    assert.equal(run.outputs.verdict, matrix.verdict);
    assert.equal(run.outputs['p50-ratio'], '', 'one ratio per cell: they are in the record');
    assert.equal(run.outputs.agreement, 'pass');
    assert.equal(run.outputs['report-path'], 'out/matrix.json');
    assert.match(run.summary, titleLine('##', '', run.outputs, ' (2 cells)'));
    assert.match(
      run.summary,
      /^\| cell \| verdict \| p50 \| p95 \| throughput \(items\/s\) \| peak memory \(inference\) \|$/m,
    );
    const comments = github.state.commentsOn(REPO, PR);
    assert.equal(comments.length, 1, log);
    const body = comments[0]!.body;
    assert.ok(body.startsWith('<!-- latency-gate:latency-gate -->\n'), body.slice(0, 200));
    assert.equal(body.split('\n').filter((line) => /^\| `batch=\d` \|/.test(line)).length, 2, 'a row per cell');
    assert.match(body, /Runner: \d+ cores; threads 1\./);
    assert.equal(run.outputs['comment-url'], comments[0]!.html_url);
    // The log says what each cell decided, one line each.
    assert.match(run.stdout, /Cell batch=1: /);
    assert.match(run.stdout, /Cell batch=4: /);
  });
});
