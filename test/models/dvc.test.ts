// Models that DVC tracks: git holds `<model>.dvc` or a `dvc.lock` output, not the model. Where the gate expects
// a model it says in one sentence which `dvc pull` or `dvc get` brings it (exit 2, a record still written).
import assert from 'node:assert/strict';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  dvcLockOutputs,
  dvcModelsAmong,
  dvcTrackingFile,
  looksLikeDvcPointer,
  workingTreeDvcFiles,
} from '../../src/dvc.js';
import { runRecordSchema } from '../../src/record/run-record.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { BUILT_CLI, runProcess, tempDir, terminalEnv } from '../helpers/cli.js';
import { git, SCRATCH_MLP } from '../helpers/scratch-repo.js';

const DOT_DVC = 'outs:\n- md5: 0f343b0931126a20f133d67c2b018a3b\n  size: 105058\n  hash: md5\n  path: clf.onnx\n';
const LOCK = [
  "schema: '2.0'",
  'stages:',
  '  export:',
  '    cmd: python export.py',
  '    deps:',
  '    - path: export.py',
  '      md5: 1',
  '    outs:',
  '    - path: models/exported.onnx',
  '      md5: 2',
  '    - path: "models/with space.onnx"',
  '      md5: 3',
  '  other:',
  '    cmd: true',
].join('\n');

describe('recognising a model DVC tracks', () => {
  it("reads a dvc.lock's outputs, not its dependencies", () => {
    assert.deepEqual(dvcLockOutputs(LOCK), ['models/exported.onnx', 'models/with space.onnx']);
    assert.ok(looksLikeDvcPointer(DOT_DVC));
    assert.ok(!looksLikeDvcPointer('input: float32[1, 16]\noutput: logits\n'));
  });

  it('finds <model>.dvc beside the model and a dvc.lock above it naming it', async () => {
    const dir = await tempDir('latency-gate-dvc-');
    await mkdir(path.join(dir, 'models'));
    await writeFile(path.join(dir, 'models/clf.onnx.dvc'), DOT_DVC);
    await writeFile(path.join(dir, 'dvc.lock'), LOCK);
    const files = workingTreeDvcFiles(dir);
    assert.equal(await dvcTrackingFile('models/clf.onnx', files), 'models/clf.onnx.dvc');
    assert.equal(await dvcTrackingFile('models/exported.onnx', files), 'dvc.lock');
    assert.equal(await dvcTrackingFile('export.py', files), undefined, 'a dependency is not an output');
    assert.equal(await dvcTrackingFile('models/other.onnx', files), undefined);
    assert.deepEqual(await dvcModelsAmong(['models/clf.onnx.dvc', 'dvc.lock', 'README.md'], files), [
      'models/clf.onnx',
      'models/exported.onnx',
      'models/with space.onnx',
    ]);
  });
});

describe('a DVC model where the gate expects one: one sentence with the DVC step', () => {
  let dir: string;
  let base: string;
  before(async () => {
    dir = await tempDir('latency-gate-dvc-repo-');
    await mkdir(path.join(dir, 'models'));
    await git(dir, 'init', '-q', '-b', 'main');
    await writeFile(path.join(dir, 'models/clf.onnx.dvc'), DOT_DVC);
    await writeFile(path.join(dir, '.gitignore'), '/models/clf.onnx\n');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'track the model with DVC');
    base = await git(dir, 'rev-parse', 'HEAD');
  });
  const cli = async (...args: string[]) => {
    const report = path.join(await tempDir('latency-gate-dvc-out-'), 'report.json');
    const result = await runProcess(process.execPath, [BUILT_CLI, ...args, '--report-path', report], {
      cwd: dir,
      env: terminalEnv(),
    });
    const run = runRecordSchema.parse(JSON.parse(await readFile(report, 'utf8')));
    return { code: result.code, error: run.entries[0]?.record?.error?.message ?? '', said: result.stderr };
  };

  it('the model not pulled: dvc pull', async () => {
    const result = await cli('--candidate', 'models/clf.onnx', '--baseline-ref', 'main');
    assert.equal(result.code, 2, result.said);
    assert.equal(
      result.error,
      "'candidate' points to 'models/clf.onnx', which DVC tracks ('models/clf.onnx.dvc') but is not in the workspace; add a step that runs 'dvc pull models/clf.onnx' before the gate",
    );
  });

  it('the .dvc file given as the model: dvc pull', async () => {
    const result = await cli('--candidate', 'models/clf.onnx.dvc', '--baseline', 'models/clf.onnx.dvc');
    assert.equal(result.code, 2, result.said);
    assert.match(
      result.error,
      /^'candidate' 'models\/clf\.onnx\.dvc' is a DVC pointer file, not the model; add a step that runs 'dvc pull models\/clf\.onnx\.dvc'/,
    );
  });

  it("the base at 'baseline-ref': dvc get with --rev, and 'baseline'", async () => {
    await writeMlp(path.join(dir, 'models/clf.onnx'), SCRATCH_MLP); // as 'dvc pull' leaves it
    const result = await cli('--candidate', 'models/clf.onnx', '--baseline-ref', base);
    assert.equal(result.code, 2, result.said);
    assert.equal(
      result.error,
      `'baseline-ref' '${base}' has no model at 'models/clf.onnx' because DVC tracks it ('models/clf.onnx.dvc'); add a step that runs 'dvc get . models/clf.onnx --rev ${base} -o baseline-clf.onnx' and set 'baseline: baseline-clf.onnx' instead of 'baseline-ref'`,
    );
  });

  it('a changed-models run says that a model DVC tracks changed and how to gate it', async () => {
    await git(dir, 'checkout', '-q', '-b', 'retrain');
    await writeFile(path.join(dir, 'models/clf.onnx.dvc'), DOT_DVC.replace('0f343b09', '1f343b09'));
    await git(dir, 'commit', '-q', '-am', 'retrain');
    const report = path.join(await tempDir('latency-gate-dvc-out-'), 'report.json');
    const result = await runProcess(process.execPath, [BUILT_CLI, '--changed-since', 'main', '--report-path', report], {
      cwd: dir,
      env: terminalEnv(),
    });
    assert.notEqual(result.code, 2, result.stderr);
    assert.match(
      `${result.stdout}${result.stderr}`,
      /'models\/clf\.onnx' changed since 'main' through DVC, which git holds no model of, so this run does not gate it; gate each in its own step: 'dvc pull' the model/,
    );
  });
});
