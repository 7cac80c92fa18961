import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction } from '../helpers/action.js';
import { BUILT_ACTION, tempDir } from '../helpers/cli.js';
import { parseRunRecord } from '../helpers/cli.js';

const MLP = { inputDim: 128, hiddenDims: [256, 256], outputDim: 10, batch: 4, seed: 3 };
let dir = '';

before(async () => {
  dir = await tempDir();
  await writeMlp(path.join(dir, 'base.onnx'), MLP);
  await writeMlp(path.join(dir, 'slow.onnx'), { ...MLP, identityLayers: 3 });
});

describe('the action entry, run as a runner would', () => {
  it('fails the step with the short verdict on a regression, and still writes outputs, summary and record', async () => {
    const reportPath = path.join(dir, 'out/report.json');
    const run = await runAction(
      BUILT_ACTION,
      {
        candidate: path.join(dir, 'slow.onnx'),
        baseline: path.join(dir, 'base.onnx'),
        'max-duration': '25s',
        'min-duration': '2s',
        'report-path': reportPath,
        id: 'unit',
      },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    assert.equal(run.code, 1, run.stdout);
    assert.match(
      run.stdout,
      /^::error::failed: p50 regression \(\+[^)]*\)(, p95 regression \(\+[^)]*\))?\. Latency regression: p50 \+/m,
    );
    assert.equal(run.outputs.outcome, 'failed');
    assert.match(run.outputs['outcome-reason'] ?? '', /^failed: p50 regression/);
    assert.equal(run.outputs.verdict, 'regression');
    assert.ok(Number(run.outputs['p50-ratio']) > 1.3, run.outputs['p50-ratio']);
    assert.equal(run.outputs.agreement, 'pass');
    assert.equal(run.outputs['report-path'], reportPath);
    assert.match(run.summary, /^## ❌ latency-gate `unit`: failed: p50 regression/);
    assert.match(run.summary, /\| \*\*p50\*\* \|/);
    assert.match(run.summary, /<details><summary>Settings and environment<\/summary>/);
    const record = parseRunRecord(await readFile(reportPath, 'utf8')).record;
    assert.equal(record.verdict, 'regression');
    assert.equal(record.id, 'unit');
    assert.match(run.stdout, /::group::Benchmark/);
  });

  it('reports bad input as one sentence with verdict error, no stack trace, and writes the record', async () => {
    const reportPath = path.join(dir, 'bad.json');
    const run = await runAction(
      BUILT_ACTION,
      {
        candidate: path.join(dir, 'base.onnx'),
        baseline: path.join(dir, 'base.onnx'),
        'p95-threshold': 'abc',
        'report-path': reportPath,
      },
      { env: { GITHUB_WORKSPACE: dir } },
    );
    // An error exits 2 from the action as from the CLI (the record's exitCode); any non-zero fails the step.
    assert.equal(run.code, 2);
    // Workflow commands escape '%' as '%25'; the runner decodes it.
    assert.match(run.stdout, /^::error::'p95-threshold' must be a percentage like '10%25', got 'abc'$/m);
    assert.doesNotMatch(run.stdout + run.stderr, /\n\s+at /, 'no stack trace');
    assert.equal(run.outputs.verdict, 'error');
    assert.match(run.summary, /^## 💥 latency-gate: error: 'p95-threshold' must be a percentage/m);
    assert.equal(run.outputs.outcome, 'error');
    const record = parseRunRecord(await readFile(reportPath, 'utf8')).record;
    assert.equal(record.verdict, 'error');
    assert.equal(record.error?.message, "'p95-threshold' must be a percentage like '10%', got 'abc'");
  });
});
