// The same features from a terminal: --charts, --export and --history-path through the built CLI, on real
// models in the real benchmark child.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { parseHistory } from '../../src/record/history.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { benchmarkActionSchema, bencherMetricFormatSchema } from '../fixtures/formats/dashboards.js';
import { runCli, tempDir } from '../helpers/cli.js';
import { commitOf, jsonLines, syntheticHistory } from '../helpers/history.js';

// Large enough that a call stays far above 50 timer steps on a runner whose clock reads coarse (0.2 µs seen).
const MLP = { inputDim: 128, hiddenDims: [256, 256], outputDim: 10, batch: 8, seed: 9 };
let dir = '';

before(async () => {
  dir = await tempDir('latency-gate-cli-history-');
  await mkdir(path.join(dir, 'models'));
  await writeMlp(path.join(dir, 'models/base.onnx'), MLP);
  await copyFile(path.join(dir, 'models/base.onnx'), path.join(dir, 'models/cand.onnx'));
});

const models = () => [
  '--candidate',
  'models/cand.onnx',
  '--baseline',
  'models/base.onnx',
  '--max-duration',
  '5s',
  '--min-duration',
  '1s',
  '--fail-on',
  'never',
];

describe('charts, history and exports from the CLI', () => {
  it('a creep of +2 % per entry in the history is dated in the record; charts and both exports are written', async () => {
    const history = syntheticHistory({ model: 'models/cand.onnx', entries: 15, seed: 21, shape: (i) => 1.02 ** i });
    await writeFile(path.join(dir, 'creep.jsonl'), jsonLines(history));
    const run = await runCli(
      [
        ...models(),
        '--history-path',
        'creep.jsonl',
        '--charts',
        'charts',
        '--export',
        'bencher=bmf.json,benchmark-action=gab.json',
        '--comment-dry-run',
        'comment.md',
      ],
      { cwd: dir, reportPath: path.join(dir, 'gate.json') },
    );
    assert.equal(run.code, 0, run.stderr);
    const creep = run.record.history?.p50.creep;
    assert.ok(creep, JSON.stringify(run.record.history?.p50));
    assert.ok(creep.start <= 2 && creep.crossedAt >= 3 && creep.crossedAt <= 5, JSON.stringify(creep));
    assert.equal(run.record.history?.entries[creep.crossedAt]?.commit, commitOf(creep.crossedAt));
    assert.deepEqual(run.record.history?.p50.changes, [], 'a creep is not reported as steps as well');
    assert.equal(
      parseHistory(await readFile(path.join(dir, 'creep.jsonl'), 'utf8')).entries.length,
      15,
      'a gate run does not append',
    );
    const svgs = (await readdir(path.join(dir, 'charts'))).sort();
    assert.deepEqual(svgs, ['history-latency.svg', 'history-ratio.svg', 'latency-quantiles.svg', 'round-ratio.svg']);
    for (const svg of svgs) {
      const doc = new JSDOM(await readFile(path.join(dir, 'charts', svg), 'utf8'), { contentType: 'image/svg+xml' });
      assert.equal(doc.window.document.documentElement.tagName, 'svg');
    }
    const bmf = bencherMetricFormatSchema.parse(JSON.parse(await readFile(path.join(dir, 'bmf.json'), 'utf8')));
    // Bencher's latency is in nanoseconds, rounded to a thousandth.
    const p50 = bmf[`models/cand.onnx p50 (candidate, ${run.record.label})`]?.latency?.value ?? NaN;
    assert.ok(Math.abs(p50 - run.record.latency!.p50.candidate * 1e6) <= 0.0005, String(p50));
    assert.equal(benchmarkActionSchema.parse(JSON.parse(await readFile(path.join(dir, 'gab.json'), 'utf8'))).length, 4);
    // A single-pair run writes the dry-run comment as every other kind of run does.
    const comment = await readFile(path.join(dir, 'comment.md'), 'utf8');
    assert.match(
      comment,
      /^<!-- latency-gate:latency-gate -->\n<!-- latency-gate-verdict:[a-z]+ -->\n### .*latency-gate/,
    );
    assert.match(
      run.stdout,
      /^History: 15 earlier entries of this series read from creep\.jsonl; this run was not appended/m,
    );
  });

  it("'--mode record' creates the history file and appends one entry per run", async () => {
    for (let i = 0; i < 2; i++) {
      const run = await runCli([...models(), '--mode', 'record', '--history-path', 'history/latency.jsonl'], {
        cwd: dir,
        reportPath: path.join(dir, `record-${i}.json`),
      });
      assert.equal(run.code, 0, run.stderr);
      assert.equal(run.record.history?.appended, true);
      assert.match(run.stdout, /^History: this run was appended to history\/latency\.jsonl, after \d earlier entries/m);
    }
    const parsed = parseHistory(await readFile(path.join(dir, 'history/latency.jsonl'), 'utf8'));
    assert.equal(parsed.skipped, 0);
    assert.equal(parsed.entries.length, 2);
    assert.ok(parsed.entries.every((e) => e.model === 'models/cand.onnx' && e.p50.candidate > 0));
  });

  it('a bad export value is one sentence naming the input, exit code 2, and a written error record', async () => {
    const run = await runCli([...models(), '--export', 'csv=x.csv'], {
      cwd: dir,
      reportPath: path.join(dir, 'bad.json'),
    });
    assert.equal(run.code, 2);
    assert.match(run.stderr, /^error: 'export' must be a list of 'bencher=FILE' and 'benchmark-action=FILE'/m);
    assert.equal(run.record.verdict, 'error');
  });
});
