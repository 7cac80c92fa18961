// Every action input in every kind of run, through the built CLI: either the run honours it (what it asks for is
// in the record or on disk), or it is refused before measuring with exit code 2, one sentence naming the input
// and the kind of run, and a record written. Runs are grouped: one measured run per kind sets every input that
// kind honours and is checked for each; refusals stop after parsing and run a few at a time.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { BUILT_CLI, runProcess, tempDir, terminalEnv, type ProcessResult } from '../helpers/cli.js';
import { git } from '../helpers/scratch-repo.js';

const MLP = { inputDim: 16, hiddenDims: [16], outputDim: 4, batch: 1, seed: 3 };
let dir = '';

type Kind = 'single' | 'matrix' | 'changed-models' | 'record' | 'calibrate' | 'report';

/** The settings that make each kind of run (short budgets: the checks read settings and files, not timings). */
const KIND_ARGS: Record<Kind, string[]> = {
  single: ['--candidate', 'models/cand.onnx', '--baseline', 'models/base.onnx'],
  matrix: ['--candidate', 'models/cand.onnx', '--baseline', 'models/base.onnx', '--threads', '1,2'],
  'changed-models': ['--changed-since', 'HEAD~1'],
  record: [
    '--mode',
    'record',
    '--candidate',
    'models/cand.onnx',
    '--baseline',
    'models/base.onnx',
    '--history-path',
    'record.jsonl',
  ],
  calibrate: ['--mode', 'calibrate', '--baseline', 'models/base.onnx', '--calibration-runs', '2'],
  report: ['--mode', 'report', '--records', 'leg'],
};
const BUDGET = ['--max-duration', '3s', '--min-duration', '1s'];

/** An input and the kinds that refuse a value other than its default, with that value. */
const REFUSED: { input: string; value: string; kinds: Kind[] }[] = [
  { input: 'records', value: 'leg', kinds: ['single', 'matrix', 'changed-models', 'record', 'calibrate'] },
  { input: 'calibration-runs', value: '3', kinds: ['single', 'matrix', 'changed-models', 'record', 'report'] },
  { input: 'models', value: 'models/**', kinds: ['single', 'matrix', 'record', 'calibrate', 'report'] },
  { input: 'comment-dry-run', value: 'c.md', kinds: ['record', 'calibrate'] },
  { input: 'charts', value: 'charts', kinds: ['matrix', 'changed-models', 'calibrate', 'report'] },
  { input: 'history-path', value: 'h.jsonl', kinds: ['matrix', 'changed-models', 'calibrate', 'report'] },
  { input: 'export', value: 'bencher=b.json', kinds: ['matrix', 'changed-models', 'calibrate', 'report'] },
  { input: 'fail-on', value: 'never', kinds: ['calibrate'] },
  { input: 'profile', value: 'on', kinds: ['calibrate'] },
  { input: 'atol', value: '0.1', kinds: ['calibrate'] },
  { input: 'output-map', value: 'a=b', kinds: ['calibrate'] },
  { input: 'baseline', value: 'models/base.onnx', kinds: ['changed-models'] },
];

/** The words each kind's refusal names it by. */
const KIND_NAMED: Record<Kind, RegExp> = {
  single: /one model pair|one model's gate|'candidate'/,
  matrix: /matrix/,
  'changed-models': /changed-since|changed since/,
  record: /mode: record/,
  calibrate: /mode: calibrate/,
  report: /mode: report/,
};

function cli(args: string[], report: string): Promise<ProcessResult> {
  return runProcess(process.execPath, [BUILT_CLI, ...args, '--report-path', report], { cwd: dir, env: terminalEnv() });
}

async function recordAt(file: string): Promise<RunRecord> {
  return runRecordSchema.parse(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
}

const exists = (file: string) =>
  stat(path.join(dir, file)).then(
    () => true,
    () => false,
  );

before(async () => {
  dir = await tempDir('latency-gate-inputs-by-kind-');
  await mkdir(path.join(dir, 'models'));
  await mkdir(path.join(dir, 'leg'));
  await writeMlp(path.join(dir, 'models/base.onnx'), MLP);
  await git(dir, 'init', '-q', '-b', 'main');
  await git(dir, 'add', '.');
  await git(dir, 'commit', '-q', '-m', 'base');
  await copyFile(path.join(dir, 'models/base.onnx'), path.join(dir, 'models/cand.onnx'));
  await git(dir, 'add', '.');
  await git(dir, 'commit', '-q', '-m', 'add a candidate');
  await writeFile(path.join(dir, '.gitignore'), '*.json\n*.md\n*.jsonl\ncharts/\nleg/\n');
});

describe('every input in every kind of run', () => {
  it('is refused before measuring, naming the input and the kind, with a record', async () => {
    const cases = REFUSED.flatMap(({ input, value, kinds }) => kinds.map((kind) => ({ input, value, kind })));
    const failures: string[] = [];
    // A few at a time: each stops after parsing.
    for (let i = 0; i < cases.length; i += 4) {
      await Promise.all(
        cases.slice(i, i + 4).map(async ({ input, value, kind }, j) => {
          const report = `refused-${i + j}.json`;
          const run = await cli([...KIND_ARGS[kind], ...BUDGET, `--${input}`, value], report);
          const error = run.stderr.split('\n').find((l) => l.startsWith('error: ')) ?? '';
          const record = await recordAt(report).catch(() => undefined);
          const ok =
            run.code === 2 &&
            error.includes(`'${input}'`) &&
            KIND_NAMED[kind].test(error) &&
            record?.verdict === 'error';
          if (!ok) failures.push(`${input} in ${kind}: exit ${run.code}, ${error || run.stderr.slice(-300)}`);
        }),
      );
    }
    assert.deepEqual(failures, []);
  });

  it('the inputs each kind honours together: a single pair, a matrix, changed models, record, calibration, report', async () => {
    const single = await cli(
      [
        ...KIND_ARGS.single,
        ...BUDGET,
        '--comment-dry-run',
        'single.md',
        '--charts',
        'charts',
        '--export',
        'bencher=bmf.json',
        '--history-path',
        'history.jsonl',
        '--seed',
        '77',
        '--label',
        'leg-a',
        '--p50-threshold',
        '7%',
        '--fail-on',
        'never',
      ],
      'leg/single.json',
    );
    assert.equal(single.code, 0, single.stderr);
    const run = await recordAt('leg/single.json');
    const record = run.entries[0]?.record;
    assert.deepEqual(
      [record?.settings.seed, record?.settings.p50Threshold, run.label, record?.settings.failOn],
      [77, 0.07, 'leg-a', 'never'],
    );
    assert.ok(await exists('single.md'), 'the dry-run comment of a single pair');
    assert.ok(await exists('bmf.json'), 'the export');
    assert.ok(record?.history, 'the history section');

    // A matrix cell needs 5 s of the budget to reach a decision; each gets the time left over the cells left.
    const matrix = await cli(
      [
        ...KIND_ARGS.matrix,
        '--max-duration',
        '10s',
        '--min-duration',
        '1s',
        '--comment-dry-run',
        'matrix.md',
        '--seed',
        '78',
        '--fail-on',
        'never',
      ],
      'matrix.json',
    );
    // On a busy machine a cell can run past its share and the next one end in 'error': the settings still hold.
    assert.ok(matrix.code === 0 || matrix.code === 2, matrix.stderr);
    const cells = (await recordAt('matrix.json')).entries;
    assert.deepEqual(
      cells.map((e) => [e.cell?.label, e.record?.settings.seed]),
      [
        ['threads=1', 78],
        ['threads=2', 78],
      ],
    );
    assert.ok(await exists('matrix.md'), 'the dry-run comment of a matrix');

    const changed = await cli(
      [
        ...KIND_ARGS['changed-models'],
        ...BUDGET,
        '--comment-dry-run',
        'changed.md',
        '--seed',
        '79',
        '--fail-on',
        'never',
      ],
      'changed.json',
    );
    assert.equal(changed.code, 0, changed.stderr);
    const added = (await recordAt('changed.json')).entries;
    assert.deepEqual(
      added.map((e) => [e.path, e.status, e.record?.settings.seed]),
      [['models/cand.onnx', 'added', 79]],
    );
    assert.ok(await exists('changed.md'), 'the dry-run comment of a changed-models run');

    const recorded = await cli([...KIND_ARGS.record, ...BUDGET, '--fail-on', 'never'], 'record.json');
    assert.equal(recorded.code, 0, recorded.stderr);
    assert.match(await readFile(path.join(dir, 'record.jsonl'), 'utf8'), /"p50"/);

    const calibrated = await cli([...KIND_ARGS.calibrate, ...BUDGET, '--seed', '5'], 'calibration.json');
    assert.equal(calibrated.code, 0, calibrated.stderr);
    assert.match(await readFile(path.join(dir, 'calibration.json'), 'utf8'), /"metrics"/);

    const reported = await cli(
      [...KIND_ARGS.report, '--comment-dry-run', 'report.md', '--id', 'latency-gate'],
      'r.json',
    );
    assert.equal(reported.code, 0, reported.stderr);
    assert.match(
      await readFile(path.join(dir, 'report.md'), 'utf8'),
      /latency-gate:latency-gate[\s\S]*models\/cand\.onnx/,
    );
  });
});
