// The bad-input catalogue, part 2: settings that cannot be read or do not fit the models, baselines from git
// refs that are not there, a report path that cannot be written, more threads than cores, and the mistake
// that is only a warning (an A/A run).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFile, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { stringInputModel, vadLikeModel, writeMlp } from '../fixtures/onnx/index.js';
import { expectError, QUICK, runIn, STACK_FRAME, workspace, workspaceEnv } from '../fixtures/bad/expect.js';
import { BUILT_CLI, runProcess, parseRunRecord } from '../helpers/cli.js';

const MLP = { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 2, seed: 7 };
let dir = '';
const pair = (...rest: string[]) => ['--candidate', 'cand.onnx', '--baseline', 'base.onnx', ...QUICK, ...rest];
const dynamic = (...rest: string[]) => ['--candidate', 'dyn.onnx', '--baseline', 'dyn.onnx', ...QUICK, ...rest];

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=latency-gate', '-c', 'user.email=test@example.com', ...args], {
    cwd,
    encoding: 'utf8',
  });
}

before(async () => {
  dir = await workspace();
  await writeMlp(path.join(dir, 'base.onnx'), MLP);
  await writeMlp(path.join(dir, 'cand.onnx'), { ...MLP, producerName: 're-export' });
  await writeMlp(path.join(dir, 'dyn.onnx'), { ...MLP, batch: 'batch' });
  await writeFile(path.join(dir, 'vad.onnx'), vadLikeModel());
  await writeFile(path.join(dir, 'text.onnx'), stringInputModel());
  await writeFile(path.join(dir, 'a-file'), 'not a directory');
});

describe('settings that cannot be read or do not fit the models', { concurrency: 4 }, () => {
  const cases: [string, () => string[], string][] = [
    [
      'threshold that is not a percentage',
      () => pair('--p95-threshold', 'abc'),
      "'p95-threshold' must be a percentage like '10%', got 'abc'",
    ],
    [
      'duration without a unit',
      () => pair('--max-duration', '1 minute'),
      "'max-duration' must be a positive duration like '60s' or '2m', got '1 minute'",
    ],
    [
      'zero duration',
      () => pair('--max-duration', '0s'),
      "'max-duration' must be a positive duration like '60s' or '2m', got '0s'",
    ],
    [
      'negative duration',
      () => pair('--min-duration=-5s'),
      "'min-duration' must be a positive duration like '60s' or '2m', got '-5s'",
    ],
    [
      'unresolved named dynamic dim',
      () => dynamic(),
      "Input 'input' has a dynamic dim 'batch' (shape [batch, 16]) with no size; set 'input-shapes' to 'batch=N' or 'input=Nx16'",
    ],
    [
      "'input-shapes' naming an unknown input",
      () => dynamic('--input-shapes', 'inptu=2x16'),
      "'input-shapes' names input 'inptu', which neither model has; the inputs are 'input'",
    ],
    [
      "'input-shapes' naming an unknown dim",
      () => dynamic('--input-shapes', 'batchsize=2'),
      "'input-shapes' names dim 'batchsize', which no input has; the named dynamic dims are 'batch' (use 'input=AxB' to set a whole shape)",
    ],
    [
      "'input-shapes' with the wrong rank",
      () => dynamic('--input-shapes', 'input=16'),
      "'input-shapes' gives input 'input' 1 dims ([16]) but the model declares 2 ([batch, 16]); give 2 sizes",
    ],
    [
      "'input-shapes' contradicting a fixed dim",
      () => dynamic('--input-shapes', 'input=4x8'),
      "'input-shapes' sets dim 1 of input 'input' to 8 but the model fixes it at 16; use [4, 16]",
    ],
    [
      "'input-values' for a non-scalar",
      () => pair('--input-values', 'input=3'),
      "'input-values' sets scalars, but input 'input' has shape [2, 16]; remove it from 'input-values' and let the gate synthesize it",
    ],
    [
      "'input-values' with the wrong dtype",
      () => [
        '--candidate',
        'vad.onnx',
        '--baseline',
        'vad.onnx',
        ...QUICK,
        '--input-shapes',
        'batch=1,samples=512',
        '--input-values',
        'sr=16000.5',
      ],
      "'input-values' gives input 'sr' the value '16000.5', which is not a valid int64; give a whole number",
    ],
    [
      'string-typed input',
      () => ['--candidate', 'text.onnx', '--baseline', 'text.onnx', ...QUICK],
      "Input 'text' has type string, which latency-gate can neither synthesize nor read from 'inputs'; gate a model whose inputs are numeric or bool tensors",
    ],
    [
      "'baseline-ref' that looks like an option",
      () => ['--candidate', 'base.onnx', '--baseline-ref=--output=x', ...QUICK],
      "'baseline-ref' must be a git ref such as 'origin/main' or a commit hash, got '--output=x'",
    ],
  ];
  for (const [name, args, message] of cases) it(name, () => expectError(dir, args(), message).then(() => undefined));
});

describe('baselines from git refs', () => {
  let repo = '';
  before(async () => {
    repo = await workspace('latency-gate-repo-');
    git(repo, 'init', '-q');
    await writeMlp(path.join(repo, 'model.onnx'), { ...MLP, externalData: 'model.bin' });
    git(repo, 'add', '.');
    git(repo, 'commit', '-qm', 'first model');
    await writeMlp(path.join(repo, 'model.onnx'), { ...MLP, seed: 8, externalData: 'model.bin' });
    git(repo, 'commit', '-qam', 'retrained');
  });

  it('unknown ref: says what to fetch', async () => {
    await expectError(
      repo,
      ['--candidate', 'model.onnx', '--baseline-ref', 'origin/nope', ...QUICK],
      "'baseline-ref' 'origin/nope' was not found in this clone; fetch it first, e.g. 'git fetch origin nope' (or 'fetch-depth: 0' on actions/checkout)",
    );
  });

  it('shallow clone: says to set fetch-depth 0', async () => {
    const parent = await workspace('latency-gate-clone-');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, 'shallow'], { cwd: parent });
    const shallow = path.join(parent, 'shallow');
    await expectError(
      shallow,
      ['--candidate', 'model.onnx', '--baseline-ref', 'HEAD~1', ...QUICK],
      "'baseline-ref' 'HEAD~1' was not found in this clone; this is a shallow clone: set 'fetch-depth: 0' on actions/checkout",
    );
  });

  it('a ref that exists works, external data file included', async () => {
    const run = await runIn(repo, ['--candidate', 'model.onnx', '--baseline-ref', 'HEAD~1', ...QUICK]);
    assert.notEqual(run.record.verdict, 'error', run.context);
    assert.equal(run.record.models.baseline.path, 'HEAD~1:model.onnx');
    assert.equal(
      run.record.agreement.verdict,
      'fail',
      'retrained weights disagree: the baseline really came from the older commit',
    );
  });
});

describe('an unwritable report path', () => {
  it('is one sentence, exit 2, and the record still reaches stdout with --json', async () => {
    const reportPath = path.join(dir, 'a-file', 'report.json');
    const run = await runProcess(
      process.execPath,
      [BUILT_CLI, ...pair('--max-duration', '5s', '--report-path', reportPath, '--json')],
      { cwd: dir, env: workspaceEnv(dir) },
    );
    const message = `'report-path' '${reportPath}' could not be written (EEXIST); set 'report-path' to a writable file such as 'latency-gate-report.json'`;
    assert.equal(run.code, 2, run.stderr);
    assert.ok(run.stderr.split('\n').includes(`error: ${message}`), run.stderr);
    const record = parseRunRecord(run.stdout).record;
    assert.equal(record.verdict, 'error');
    assert.equal(record.error?.message, message);
    assert.ok(record.sampling.rounds > 0, 'what was measured before the write failed is kept');
    assert.doesNotMatch(run.stdout + run.stderr, STACK_FRAME);
  });
});

describe('more threads than cores', () => {
  it("'threads' above the core count is refused, naming the cores, before anything is measured", async () => {
    const cores = os.availableParallelism();
    const run = await expectError(
      dir,
      pair('--threads', String(cores + 1)),
      `'threads' is ${cores + 1}, but this runner has ${cores} core${cores === 1 ? '' : 's'}: more intra-op threads than cores make both models wait for a core and the comparison measures the scheduler; use at most ${cores}`,
    );
    assert.equal(run.record.sampling.rounds, 0);
    assert.equal(run.record.environment.cores, cores, 'the record says how many cores the runner had');
  });
});

describe('mistakes that are warnings, not errors', () => {
  it('candidate and baseline the same file, also through a symlink: an A/A run, with a warning', async () => {
    await copyFile(path.join(dir, 'base.onnx'), path.join(dir, 'same.onnx'));
    await symlink('same.onnx', path.join(dir, 'same-link.onnx'));
    const run = await runIn(dir, ['--candidate', 'same-link.onnx', '--baseline', 'same.onnx', ...QUICK]);
    const warning =
      "'candidate' and 'baseline' are the same file (same-link.onnx): this is an A/A run that measures the runner's noise, not a change.";
    assert.notEqual(run.record.verdict, 'error', run.context);
    assert.ok(run.record.warnings.includes(warning), run.context);
    assert.notEqual(run.record.verdict, 'regression', 'identical models');
  });
});
