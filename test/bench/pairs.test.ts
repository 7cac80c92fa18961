import assert from 'node:assert/strict';
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { writeMlp, writeTailModel } from '../fixtures/onnx/index.js';
import { runCli, tempDir } from '../helpers/cli.js';

// Real onnxruntime through the CLI: session pairs rotated in ABBA cycles, and a real tail judged as p95.
const MLP = { inputDim: 128, hiddenDims: [128, 128, 128, 128], outputDim: 10, batch: 8, seed: 3 };
let dir = '';
const inWorkspace = () => ({ env: { ...process.env, GITHUB_WORKSPACE: dir } });

before(async () => {
  dir = await tempDir();
  await writeMlp(path.join(dir, 'base.onnx'), MLP);
  await writeMlp(path.join(dir, 'same.onnx'), { ...MLP, producerName: 're-export' });
  // 10 % of calls take a slow path about twice the MLP's work; the baseline never does (same graph).
  const tail = { mlp: MLP, heavyRows: 48, heavyLayers: 8 };
  await writeTailModel(path.join(dir, 'tail-never.onnx'), { ...tail, share: 0 });
  await writeTailModel(path.join(dir, 'tail-often.onnx'), { ...tail, share: 0.1 });
  // 67 MB of weights each: 4× the two files (537 MB) holds 3 pairs of about 145 MB, short of the 8 'auto' aims for.
  const heavy = { inputDim: 2048, hiddenDims: [2048, 2048, 2048, 2048], outputDim: 10, batch: 4, seed: 5 };
  await writeMlp(path.join(dir, 'heavy.onnx'), heavy);
  // A byte-for-byte copy: generating 67 MB of weights a second time costs seconds and changes nothing here.
  await copyFile(path.join(dir, 'heavy.onnx'), path.join(dir, 'heavy-copy.onnx'));
});

describe('session pairs on real models', () => {
  it('rotates the asked-for pairs in cycles of 2K rounds, each pair once AB and once BA, orders alternating', async () => {
    const { record, stdout } = await runCli(
      [
        '--candidate',
        path.join(dir, 'same.onnx'),
        '--baseline',
        path.join(dir, 'base.onnx'),
        '--session-pairs',
        '3',
        // Three cycles of six rounds take about a second; the rest of the budget is loading and warm-up.
        '--max-duration',
        '8s',
        '--min-duration',
        '2s',
        '--agreement',
        'off',
        '--fail-on',
        'never',
      ],
      inWorkspace(),
    );
    assert.equal(record.sampling.sessionPairs, 3, stdout);
    assert.equal(record.sampling.sessionPairsReason, "'session-pairs' is 3");
    const rounds = record.raw.rounds;
    const cycles = Math.floor(rounds.length / 6);
    assert.ok(cycles >= 3, `${rounds.length} rounds`);
    for (let c = 0; c < cycles; c++) {
      const cycle = rounds.slice(6 * c, 6 * c + 6);
      for (const pair of [0, 1, 2])
        assert.deepEqual(
          cycle
            .filter((r) => r.pair === pair)
            .map((r) => r.order)
            .sort(),
          ['AB', 'BA'],
          `cycle ${c}`,
        );
      for (let i = 1; i < 6; i++) assert.notEqual(cycle[i]?.order, cycle[i - 1]?.order);
    }
    assert.equal(record.latency?.p50.pairs?.pairs, 3);
    assert.equal(record.latency?.p50.pairs?.ratios.length, 3);
    // The first call of each block is run untimed: every block still holds exactly the planned calls.
    assert.ok(
      rounds.every(
        (r) => r.baseline.length === record.warmup?.callsPerBlock.baseline && r.candidate.length === r.baseline.length,
      ),
    );
  });

  it('takes at least 4 pairs by default for a small model', async () => {
    const { record, stdout } = await runCli(
      [
        '--candidate',
        path.join(dir, 'same.onnx'),
        '--baseline',
        path.join(dir, 'base.onnx'),
        '--max-duration',
        '6s',
        '--min-duration',
        '2s',
        '--agreement',
        'off',
        '--fail-on',
        'never',
      ],
      inWorkspace(),
    );
    assert.ok((record.sampling.sessionPairs ?? 0) >= 4, stdout);
    assert.match(record.sampling.sessionPairsReason ?? '', /^auto: /);
    assert.equal(new Set(record.raw.rounds.map((r) => r.pair)).size, record.sampling.sessionPairs);
  });

  it('calls a real tail in the candidate (p95 up, p50 a little) a p95 regression, not interference', async () => {
    // The slow share moves the median too: half of all calls is the 55.6th percentile of the fast ones, and
    // 90 s runs measured the p50 ×1.048, ×1.060 and ×1.067 (AMD EPYC). On an Intel Xeon with other processes
    // on both cores it read up to ×1.123 [1.110, 1.135], the same nodes in both arms (why the gate reads this
    // pair's p50 higher there than in-process references do: docs/decisions/0002-size-near-threshold-pairs-off-cache.md).
    // At 20 % that change must pass or stay undecided, never be called a regression. At least 6 s: with the
    // p50 decided at the first look (3-4 s) the p95 rested on the first look's few slow calls.
    const { record, stdout } = await runCli(
      [
        '--candidate',
        path.join(dir, 'tail-often.onnx'),
        '--baseline',
        path.join(dir, 'tail-never.onnx'),
        '--max-duration',
        '20s',
        '--min-duration',
        '6s',
        '--p50-threshold',
        '20%',
        '--agreement',
        'off',
        '--fail-on',
        'never',
      ],
      inWorkspace(),
    );
    assert.equal(record.latency?.p95.verdict, 'regression', stdout);
    // The planted calls cost about twice the median, but a busy runner lifts the baseline's p95 too (the ratio
    // read 1.16-1.49 on this machine, 1.31 at load 9): the verdict is the assertion, not a ratio.
    assert.notEqual(record.latency?.p50.verdict, 'regression', stdout);
    assert.match(
      record.latency?.p95.reasons.join('\n') ?? '',
      /of candidate calls are at least twice its median, spread evenly over the whole run/,
    );
  });

  it('renews memory-limited pairs during the run: more pairs measured than memory held, each in both orders', async () => {
    const { record, stdout } = await runCli(
      [
        ...['--candidate', path.join(dir, 'heavy-copy.onnx'), '--baseline', path.join(dir, 'heavy.onnx')],
        ...['--max-duration', '20s', '--min-duration', '15s', '--agreement', 'off', '--fail-on', 'never'],
      ],
      inWorkspace(),
    );
    const reason = record.sampling.sessionPairsReason ?? '';
    const held = Number(/renewed during the run, (\d+) held at a time/.exec(reason)?.[1]);
    // 16 MiB weights and 160 bytes out a call: the child maps its weights, so a released generation gives them back.
    if (process.platform === 'linux') {
      assert.equal(record.sampling.heapMapThreshold, 4 * 1024 ** 2, record.sampling.heapMapReason);
      assert.match(record.sampling.heapMapReason ?? '', /^4\.00 MiB: the weights up to 16\.0 MiB are mapped/);
    }
    assert.ok(held >= 1 && held < 8, `${reason}\n${stdout}`);
    const pairs = [...new Set(record.raw.rounds.map((r) => r.pair))];
    assert.ok(pairs.length > held, `${pairs.length} pairs measured, ${held} held at a time`);
    assert.equal(record.sampling.sessionPairs, pairs.length);
    for (const pair of pairs) {
      const orders = record.raw.rounds.filter((r) => r.pair === pair).map((r) => r.order);
      assert.ok(orders.includes('AB') && orders.includes('BA'), `pair ${pair}: ${orders.join(' ')}`);
    }
    // An identical pair: whatever was decided, never a change.
    for (const metric of ['p50', 'p95'] as const)
      assert.ok(['pass', 'inconclusive'].includes(record.latency?.[metric].verdict ?? ''), stdout);
  });
});
