// The bad-input catalogue, part 4: models that fail while running. A run that throws, a child that dies, a
// child that never returns (bounded by max-duration plus the kill grace), an internal error, NaN outputs and
// outputs the other model lacks; and for a few of them the action's job summary and outputs.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { KILL_GRACE_MS } from '../../src/bench/budget.js';
import { markdownText } from '../../src/report/escape.js';
import { hangingModel, runtimeErrorModel, writeMlp } from '../fixtures/onnx/index.js';
import { expectError, QUICK, runIn, STACK_FRAME, workspace } from '../fixtures/bad/expect.js';
import { runAction } from '../helpers/action.js';
import { BUILT_ACTION } from '../helpers/cli.js';

const MLP = { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 2, seed: 9 };
let dir = '';
const pair = (...rest: string[]) => ['--candidate', 'cand.onnx', '--baseline', 'base.onnx', ...QUICK, ...rest];
const hang = (at: string) =>
  `The benchmark did not finish within 'max-duration' (3s) plus the ${KILL_GRACE_MS / 1000}s grace and was stopped during ${at}; a model may never return, or loading takes longer than the budget: check the model or raise 'max-duration'`;

before(async () => {
  dir = await workspace();
  await writeMlp(path.join(dir, 'base.onnx'), MLP);
  await writeMlp(path.join(dir, 'cand.onnx'), { ...MLP, producerName: 're-export' });
  await writeMlp(path.join(dir, 'nan.onnx'), { ...MLP, nanOutput: true });
  await writeMlp(path.join(dir, 'renamed.onnx'), { ...MLP, outputName: 'probs' });
  await writeFile(path.join(dir, 'throws.onnx'), runtimeErrorModel());
  await writeFile(path.join(dir, 'hangs.onnx'), hangingModel());
});

describe('models that fail at run time', () => {
  it("a model whose run throws: onnxruntime's reason, quoted without its source paths", async () => {
    const run = await expectError(
      dir,
      ['--candidate', 'throws.onnx', '--baseline', 'throws.onnx', ...QUICK],
      "The baseline model failed when run: Non-zero status code returned while running Reshape node. Name:'output' Status Message: input_shape_size == requested_shape_size was false. The input tensor cannot be reshaped to the requested shape. Input shape:{1,16}, requested shape:{3,5}",
    );
    assert.ok(run.record.models.candidate.signature, 'the signatures read before the failure are kept');
  });

  it('a child killed by a signal mid-measurement: the signal, and the rounds so far kept', async () => {
    const run = await runIn(dir, pair(), { LATENCY_GATE_TEST_FAULT: 'SIGSEGV@look' });
    const rounds = run.record.sampling.rounds;
    assert.ok(rounds > 0, run.context);
    const message = `The benchmark process was killed by SIGSEGV during measure (both models interleaved): onnxruntime crashed on a model; the ${rounds} rounds measured before are kept in the record`;
    assert.equal(run.record.error?.message, message, run.context);
    assert.equal(run.record.error?.kind, 'crash');
    assert.equal(run.code, 2);
    assert.ok(run.stderr.split('\n').includes(`error: ${message}`), run.context);
    assert.ok(run.record.latency, 'the analysis of the first look is kept');
    assert.equal(run.record.raw.rounds.length, rounds);
    assert.doesNotMatch(run.stdout + run.stderr, STACK_FRAME);
  });

  it('a child that aborts while cold-starting', async () => {
    await expectError(
      dir,
      pair(),
      'The benchmark process was killed by SIGABRT during cold-start: onnxruntime crashed on a model',
      { LATENCY_GATE_TEST_FAULT: 'SIGABRT@cold-start' },
    );
  });

  // One never-returning model end to end; when the kill comes, and each phase's wording, are checked on the
  // engine with mocked timers (test/bench/budget-kill.test.ts).
  it('a model that never returns (a Loop of 2^62 steps): killed after max-duration + grace, verdict error', async () => {
    const run = await expectError(
      dir,
      ['--candidate', 'hangs.onnx', '--baseline', 'base.onnx', ...QUICK],
      hang("cold-start (the candidate model's first call)"),
    );
    assert.equal(run.record.error?.kind, 'timeout');
  });

  it('an internal error: one line without the stack, which --debug shows', async () => {
    const message =
      'Internal error in the benchmark process during agreement: injected internal error at agreement (LATENCY_GATE_TEST_FAULT); rerun with debug output (--debug, or ACTIONS_STEP_DEBUG) for the stack trace and report it';
    await expectError(dir, pair(), message, { LATENCY_GATE_TEST_FAULT: 'throw@agreement' });
    const debug = await runIn(dir, pair('--debug'), { LATENCY_GATE_TEST_FAULT: 'throw@agreement' });
    assert.equal(debug.record.error?.message, message);
    assert.match(debug.stderr, STACK_FRAME, 'the stack trace is in the debug output');
    assert.doesNotMatch(JSON.stringify(debug.record), /\bat .+:\d+:\d+/, 'and never in the record');
  });
});

describe('outputs that cannot agree', () => {
  it('NaN outputs: agreement fails with the count, exit 1', async () => {
    const run = await runIn(dir, [
      '--candidate',
      'nan.onnx',
      '--baseline',
      'base.onnx',
      '--agreement-samples',
      '8',
      ...QUICK,
    ]);
    assert.equal(run.record.agreement.verdict, 'fail', run.context);
    assert.equal(
      run.record.agreement.outputs[0]?.reason,
      'fails on 16 NaN/Inf mismatches (baseline 0 NaN, 0 Inf; candidate 16 NaN, 0 Inf)',
    );
    assert.equal(run.code, 1, run.context);
  });

  it('outputs present in one model only: a signature change that fails agreement and says how to map them', async () => {
    const run = await runIn(dir, ['--candidate', 'renamed.onnx', '--baseline', 'base.onnx', ...QUICK]);
    assert.equal(run.record.agreement.verdict, 'fail', run.context);
    assert.equal(
      run.record.agreement.reason,
      "the models' signature changed, which breaks their consumers: output 'logits' removed; the candidate has new output 'probs'; if outputs were renamed, map them with 'output-map: probs=logits', or if the change is intended (every consumer is updated), accept it with 'allow-signature-change: true'",
    );
    assert.deepEqual(
      run.record.agreement.outputs.map((o) => [o.name, o.verdict]),
      [
        ['logits', 'fail'],
        ['probs', 'skipped'],
      ],
    );
    assert.equal(run.code, 1, run.context);
  });
});

describe('the action still writes its summary and outputs', () => {
  const action = (inputs: Record<string, string>, env: NodeJS.ProcessEnv = {}) =>
    runAction(
      BUILT_ACTION,
      { 'max-duration': '3s', 'min-duration': '1s', ...inputs },
      { cwd: dir, env: { GITHUB_WORKSPACE: dir, ...env } },
    );

  const cases: [string, Record<string, string>, NodeJS.ProcessEnv, () => string][] = [
    [
      'a missing model',
      { candidate: 'missing.onnx', baseline: 'base.onnx' },
      {},
      () => `'candidate' points to 'missing.onnx', which does not exist; check the path (it is relative to ${dir})`,
    ],
    [
      'a crashed benchmark',
      { candidate: 'cand.onnx', baseline: 'base.onnx' },
      { LATENCY_GATE_TEST_FAULT: 'SIGABRT@cold-start' },
      () => 'The benchmark process was killed by SIGABRT during cold-start: onnxruntime crashed on a model',
    ],
    [
      'a run that throws',
      { candidate: 'throws.onnx', baseline: 'base.onnx' },
      {},
      () =>
        "The candidate model failed when run: Non-zero status code returned while running Reshape node. Name:'output' Status Message: input_shape_size == requested_shape_size was false. The input tensor cannot be reshaped to the requested shape. Input shape:{1,16}, requested shape:{3,5}",
    ],
  ];
  for (const [name, inputs, env, message] of cases) {
    it(name, async () => {
      const run = await action(
        { ...inputs, 'report-path': path.join(dir, `action-${name.replace(/\W+/g, '-')}.json`) },
        env,
      );
      const context = `${run.stdout}\n${run.stderr}`;
      // An error exits 2 from the action as from the CLI (the record's exitCode).
      assert.equal(run.code, 2, context);
      assert.match(run.stdout, /^Outcome: failed \(exit code 2\): /m, 'the outcome line, in the log');
      assert.equal(run.outputs.verdict, 'error', context);
      assert.match(run.summary, /^## 💥 latency-gate: error/);
      assert.ok(run.summary.includes(markdownText(`Error: ${message()}`)), run.summary);
      // '::debug::' lines reach the log only when the run has debug logging on (ACTIONS_STEP_DEBUG).
      const visible = context
        .split('\n')
        .filter((line) => !line.startsWith('::debug::'))
        .join('\n');
      assert.doesNotMatch(visible, STACK_FRAME);
      assert.doesNotMatch(visible, /\x1b\[|\[E:onnxruntime/);
    });
  }
});
