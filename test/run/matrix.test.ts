// The matrix on real onnxruntime, through the CLI: a pair that is slower only at a large batch (the matrix
// shows the slow cell and passes the other), an identical pair over batch × threads (no verdict in any cell),
// a pair whose slowdown depends on the thread count, and the refusal of more threads than cores.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { cellEntries } from '../../src/record/run-headline.js';
import { runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { batchSlowdownPair, threadPair, writeMlp } from '../fixtures/onnx/index.js';
import { BUILT_CLI, runProcess, tempDir, type ProcessResult } from '../helpers/cli.js';

const MLP = { inputDim: 256, hiddenDims: [256, 256, 256], outputDim: 10, seed: 5 };
let dir = '';
const file = (name: string) => path.join(dir, name);

async function gate(args: string[]): Promise<ProcessResult & { matrix: RunRecord }> {
  const report = file(`report-${Math.random().toString(36).slice(2)}.json`);
  const result = await runProcess(process.execPath, [BUILT_CLI, ...args, '--report-path', report], {
    env: { ...process.env, GITHUB_WORKSPACE: dir },
    timeoutMs: 300_000,
  });
  const matrix = runRecordSchema.parse(JSON.parse(await readFile(report, 'utf8')));
  return { ...result, matrix };
}

const cellOf = (matrix: RunRecord, label: string) => {
  const found = cellEntries(matrix).find((c) => c.cell.label === label);
  assert.ok(
    found,
    `cell ${label} in ${cellEntries(matrix)
      .map((c) => c.cell.label)
      .join(', ')}`,
  );
  return found.record;
};

before(async () => {
  dir = await tempDir();
  // At batch 32 the candidate's branch does 32 times the baseline's work: about +100 % per call.
  const batch = batchSlowdownPair({ mlp: MLP, width: 24 });
  await writeFile(file('batch-base.onnx'), batch.baseline);
  await writeFile(file('batch-slow.onnx'), batch.candidate);
  const threads = threadPair({ mlp: MLP, rows: 256 });
  await writeFile(file('thread-base.onnx'), threads.baseline);
  await writeFile(file('thread-serial.onnx'), threads.candidate);
  await writeMlp(file('mlp.onnx'), { ...MLP, batch: 'batch' });
  await writeMlp(file('mlp-again.onnx'), { ...MLP, batch: 'batch', producerName: 're-export' });
});

describe('the matrix on real models', () => {
  it('shows the slow cell of a batch-dependent slowdown and passes the other', async () => {
    const { code, matrix, stdout } = await gate([
      '--candidate',
      file('batch-slow.onnx'),
      '--baseline',
      file('batch-base.onnx'),
      '--input-shapes',
      'batch=1,32',
      '--memory',
      'off',
      '--max-duration',
      '24s',
      '--min-duration',
      '2s',
    ]);
    assert.equal(matrix.kind, 'matrix');
    assert.deepEqual(
      cellEntries(matrix).map((c) => c.cell.label),
      ['batch=1', 'batch=32'],
    );
    const slow = cellOf(matrix, 'batch=32');
    assert.equal(slow.latency?.p50.verdict, 'regression', stdout);
    assert.ok((slow.latency?.p50.ci[0] ?? 0) > 1.3, `batch 32: p50 interval ${slow.latency?.p50.ci}`);
    const same = cellOf(matrix, 'batch=1');
    assert.ok(!['regression', 'improvement'].includes(same.latency?.p50.verdict ?? ''), stdout);
    assert.ok(!['regression', 'improvement'].includes(same.latency?.p95.verdict ?? ''), stdout);
    assert.equal(matrix.verdict, 'regression');
    assert.equal(code, 1);
    // Throughput counts the batch: 32 items per call.
    assert.equal(slow.throughput?.itemsPerCall, 32);
    assert.equal(slow.throughput?.dim, 'batch');
    const p50 = slow.latency!.p50;
    assert.ok(Math.abs(slow.throughput!.baseline - 32_000 / p50.baseline) < 1e-6 * slow.throughput!.baseline);
    assert.ok(slow.throughput!.ratio < 0.8, `items/s fall with the slowdown: ${slow.throughput!.ratio}`);
    assert.equal(same.throughput?.itemsPerCall, 1);
    // Each cell is a whole record of its own settings, raw timings kept.
    assert.equal(slow.settings.inputShapes, 'batch=32');
    assert.ok(slow.raw.rounds.length > 0 && same.raw.rounds.length > 0);
    assert.equal(slow.memory, undefined, "'memory: off'");
    // One table, the slow cell first.
    const rows = stdout.split('\n').filter((l) => /^batch=\d+\s/.test(l));
    assert.match(rows[0] ?? '', /^batch=32\s+REGRESSION/);
    assert.match(stdout, new RegExp(`Runner: ${os.availableParallelism()} cores; threads 1\\.`));
    assert.ok(
      matrix.matrix!.budget.spentMs < 24_000 + 15_000,
      `the matrix kept to its budget: ${matrix.matrix!.budget.spentMs} ms`,
    );
  });

  it('gives no verdict in any cell of an identical pair over batch × threads, memory included', async () => {
    const { code, matrix, stdout } = await gate([
      '--candidate',
      file('mlp-again.onnx'),
      '--baseline',
      file('mlp.onnx'),
      '--input-shapes',
      'batch=1,8',
      '--threads',
      '1,2',
      // No cell needs a decision here, and the first memory probe of each model always runs; 10 s a cell leaves
      // the last cells time to measure after the probes and process starts of a loaded machine.
      '--max-duration',
      '40s',
      '--min-duration',
      '2s',
    ]);
    assert.deepEqual(
      cellEntries(matrix).map((c) => c.cell.label),
      ['batch=1 threads=1', 'batch=1 threads=2', 'batch=8 threads=1', 'batch=8 threads=2'],
    );
    for (const { cell, record: r } of cellEntries(matrix)) {
      for (const metric of ['p50', 'p95'] as const)
        assert.ok(
          !['regression', 'improvement'].includes(r.latency?.[metric].verdict ?? ''),
          `${cell.label} ${metric}: ${r.headline}`,
        );
      assert.equal(r.settings.threads, Number(cell.axes.threads), 'both models ran with the cell’s threads');
      // Memory is measured in a matrix by default, per cell, and never judged without a threshold.
      assert.ok(r.memory && r.memory.probes.baseline >= 1, `${cell.label}: ${r.memory?.stopped}`);
      assert.equal(r.memory?.verdict, null);
      // Generous: on a loaded machine fewer than three probes may fit, so a cell's minimum may rest on one
      // probe an arm; in these cells this MLP's probes read 1.88-2.05 MiB (48 figures of 24 processes), so two
      // single probes of identical models sit well inside 2 MiB of each other.
      const inference = r.memory!.inference!;
      const gap = Math.abs(inference.candidate.min - inference.baseline.min);
      assert.ok(gap < 2 * 1024 * 1024, `${cell.label}: identical models differ by ${gap} bytes`);
    }
    assert.ok(['pass', 'inconclusive'].includes(matrix.verdict), stdout);
    assert.equal(code, 0);
    assert.equal(matrix.matrix?.cores, os.availableParallelism());
    assert.equal(matrix.matrix?.axes.threads, '1,2');
  });

  it('measures a thread-dependent pair at each thread count, both models with the same threads', async () => {
    const { matrix, stdout } = await gate([
      '--candidate',
      file('thread-serial.onnx'),
      '--baseline',
      file('thread-base.onnx'),
      '--input-shapes',
      'batch=8',
      '--threads',
      '1,2',
      '--memory',
      'off',
      '--max-duration',
      '20s',
      '--min-duration',
      '2s',
    ]);
    const one = cellOf(matrix, 'threads=1');
    const two = cellOf(matrix, 'threads=2');
    assert.equal(one.settings.threads, 1);
    assert.equal(two.settings.threads, 2);
    // The candidate's CumSum runs on one thread whatever the setting, the baseline's MatMuls on all of them:
    // slower at both counts, by an amount that depends on what a second thread buys the baseline on this
    // machine (much on a free core, nothing or less on a busy one). Guards may leave a drifting cell
    // undecided on a loaded machine; the estimates are far from 1 either way.
    for (const [name, cell] of [
      ['threads=1', one],
      ['threads=2', two],
    ] as const) {
      assert.ok((cell.latency?.p50.ratio ?? 0) > 1.5, `${name}: p50 ratio ${cell.latency?.p50.ratio}\n${stdout}`);
      assert.notEqual(cell.verdict, 'pass');
      assert.notEqual(cell.verdict, 'improvement');
    }
    assert.match(stdout, /^threads=1\s+/m);
    assert.match(stdout, /^threads=2\s+/m);
  });

  it("refuses more threads than the runner's cores, naming the input and the cores", async () => {
    const cores = os.availableParallelism();
    const report = file('too-many.json');
    const result = await runProcess(
      process.execPath,
      [
        BUILT_CLI,
        '--candidate',
        file('mlp.onnx'),
        '--baseline',
        file('mlp-again.onnx'),
        '--input-shapes',
        'batch=1',
        '--threads',
        `1,${cores + 1}`,
        '--report-path',
        report,
      ],
      { env: { ...process.env, GITHUB_WORKSPACE: dir } },
    );
    assert.equal(result.code, 2);
    const message = `'threads' is ${cores + 1}, but this runner has ${cores} core${cores === 1 ? '' : 's'}: more intra-op threads than cores make both models wait for a core and the comparison measures the scheduler; use at most ${cores}`;
    assert.ok(result.stderr.includes(`error: ${message}`), result.stderr);
    const run = runRecordSchema.parse(JSON.parse(await readFile(report, 'utf8')));
    assert.equal(run.verdict, 'error');
    assert.equal(run.exitCode, 2);
    assert.equal(run.entries[0]?.record?.error?.message, message);
    assert.equal(run.entries[0]?.record?.environment.cores, cores, 'the record says how many cores the runner had');
  });
});
