// What a pull request can change about a model without git listing a changed .onnx file, through the built CLI
// (`--changed-since main`) on scratch repositories made here: a rename plus a retrain (git sees a deletion and
// an addition), a move to another directory, external data, a symlink's target, an upper-case extension, and
// a rename that changed no byte. Nothing that was not compared may read as a pass.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, rename, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { BUILT_CLI, runProcess, tempDir, type ProcessResult } from '../helpers/cli.js';
import { git, SCRATCH_MLP as MLP, scratchBranch, type ScratchRepo } from '../helpers/scratch-repo.js';

// One session pair: loading eight per model would spend most of a short budget on a loaded test machine.
const SHORT = ['--max-duration', '6s', '--min-duration', '1s', '--session-pairs', '1'];

async function changedSince(repo: ScratchRepo, ...args: string[]): Promise<ProcessResult & { run: RunRecord }> {
  const result = await runProcess(
    process.execPath,
    [BUILT_CLI, '--changed-since', 'main', ...SHORT, '--report-path', 'out/run.json', ...args],
    { cwd: repo.dir, env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_WORKSPACE: '' } },
  );
  const text = await readFile(path.join(repo.dir, 'out/run.json'), 'utf8').catch(() => '');
  assert.ok(text, `no record: exit ${result.code}\n${result.stdout}\n${result.stderr}`);
  return { ...result, run: runRecordSchema.parse(JSON.parse(text)) };
}

const log = (r: ProcessResult) => `exit ${r.code}\n${r.stdout}\n${r.stderr}`;
const rows = (run: RunRecord) => run.entries.map((e) => [e.status, e.path, e.basePath, e.pairedBy]);

describe('renamed and retrained models are paired and compared', () => {
  it('one deleted and one added in a directory, or one of each with the same signature: compared as renames', async () => {
    const repo = await scratchBranch(
      async (file) => {
        await mkdir(file('models'));
        await mkdir(file('audio'));
        await writeMlp(file('models/alexa.onnx'), { ...MLP, seed: 1 });
        await writeMlp(file('audio/wake.onnx'), { ...MLP, inputDim: 32, seed: 2 });
      },
      async (file) => {
        // Retrained (every weight moved) and slower: git's rename detection gives up on these bytes.
        await rm(file('models/alexa.onnx'));
        await writeMlp(file('models/alexa_v2.onnx'), { ...MLP, seed: 1, identityLayers: 3, perturb: 2e-2 });
        await rm(file('audio/wake.onnx'));
        await mkdir(file('speech'));
        await writeMlp(file('speech/wake_v2.onnx'), { ...MLP, inputDim: 32, seed: 2, perturb: 2e-2 });
        await writeMlp(file('speech/vad.onnx'), { ...MLP, inputDim: 16, seed: 3 });
      },
    );
    const result = await changedSince(repo);
    const { run } = result;
    assert.deepEqual(
      rows(run),
      [
        ['renamed', 'models/alexa_v2.onnx', 'models/alexa.onnx', 'directory'],
        ['added', 'speech/vad.onnx', null, null],
        ['renamed', 'speech/wake_v2.onnx', 'audio/wake.onnx', 'signature'],
      ],
      log(result),
    );
    const alexa = run.entries[0]?.record;
    assert.equal(alexa?.models.baseline.path, 'main:models/alexa.onnx');
    assert.equal(alexa?.agreement.verdict, 'fail', 'the retrained weights disagree');
    assert.ok(
      (alexa?.latency?.p50.ratio ?? 0) > 1.05,
      `three identity layers are slower: ${alexa?.latency?.p50.ratio}`,
    );
    assert.equal(result.code, 1, log(result));
    assert.equal(run.exitCode, 1);
    assert.notEqual(run.verdict, 'pass');
    assert.match(
      result.stdout,
      /models\/alexa_v2\.onnx \(renamed from models\/alexa\.onnx, paired: the only deleted and added model in its directory\)/,
    );
    assert.match(result.stdout, /^Outcome: failed \(exit code 1\): models\/alexa_v2\.onnx: /m);
    assert.equal(run.entries[1]?.record?.verdict, 'unjudged', 'an added model is measured, never judged');
  });

  it('nothing pairs: unjudged (never pass), the setting that pairs them, and models-renamed compares them', async () => {
    const repo = await scratchBranch(
      async (file) => {
        await mkdir(file('a'));
        await mkdir(file('b'));
        await writeMlp(file('a/one.onnx'), { ...MLP, seed: 1 });
        await writeMlp(file('b/two.onnx'), { ...MLP, inputDim: 32, seed: 2 });
      },
      async (file) => {
        await rm(file('a/one.onnx'));
        await rm(file('b/two.onnx'));
        await mkdir(file('c'));
        await writeMlp(file('c/three.onnx'), { ...MLP, seed: 1, perturb: 2e-2 });
        await writeMlp(file('c/four.onnx'), { ...MLP, seed: 1, perturb: 3e-2 });
      },
    );
    const lenient = await changedSince(repo);
    assert.equal(lenient.run.verdict, 'unjudged', log(lenient));
    assert.equal(lenient.code, 0, log(lenient));
    assert.doesNotMatch(lenient.stdout + lenient.stderr, /\bPASS\b|\bpassed\b|✅/, 'nothing compared is never a pass');
    assert.match(lenient.stdout, /--models-renamed c\/four\.onnx=a\/one\.onnx,c\/three\.onnx=b\/two\.onnx/);
    assert.match(
      lenient.stdout,
      /^Outcome: not failed \(exit code 0\): no model was compared \(2 added, 2 deleted models\)/m,
    );

    // With 'unjudged' in fail-on the same run fails: test/report/changed-golden.test.ts, on the record alone.

    const paired = await changedSince(repo, '--models-renamed', 'c/three.onnx=a/one.onnx');
    const three = paired.run.entries.find((e) => e.path === 'c/three.onnx');
    assert.equal(three?.status, 'renamed', log(paired));
    assert.equal(three?.pairedBy, 'models-renamed');
    assert.equal(three?.record?.models.baseline.path, 'main:a/one.onnx');
    assert.equal(three?.record?.agreement.verdict, 'fail');
    assert.deepEqual(paired.run.changes?.renamed, [{ path: 'c/three.onnx', basePath: 'a/one.onnx' }]);
    assert.equal(paired.code, 1, log(paired));

    const wrong = await runProcess(
      process.execPath,
      [
        BUILT_CLI,
        '--changed-since',
        'main',
        '--models-renamed',
        'c/none.onnx=a/one.onnx',
        '--report-path',
        'out/x.json',
      ],
      { cwd: repo.dir, env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_WORKSPACE: '' } },
    );
    assert.equal(wrong.code, 2);
    assert.match(
      wrong.stderr,
      /^error: 'models-renamed' names 'c\/none\.onnx', which is not a \.onnx model changed since 'main'/m,
    );
  });
});

describe('everything a model is made of', () => {
  it('external data, a symlink target, an upper-case extension, and a rename that changed no byte', async () => {
    const outside = await tempDir('latency-gate-weights-');
    const repo = await scratchBranch(
      async (file) => {
        await mkdir(file('models'));
        await writeMlp(file('models/big.onnx'), { ...MLP, seed: 1, externalData: 'big.onnx.data' });
        await writeMlp(file('models/real.bin'), { ...MLP, seed: 2 });
        await symlink('real.bin', file('models/linked.onnx'));
        await writeMlp(file('models/other.Onnx'), { ...MLP, seed: 3 });
        await writeMlp(file('models/same.onnx'), { ...MLP, seed: 4 });
      },
      async (file) => {
        // Only the weights change: the .onnx file of the new export is byte for byte the old one.
        await writeMlp(path.join(outside, 'big.onnx'), {
          ...MLP,
          seed: 1,
          perturb: 2e-2,
          externalData: 'big.onnx.data',
        });
        assert.deepEqual(await readFile(path.join(outside, 'big.onnx')), await readFile(file('models/big.onnx')));
        await copyFile(path.join(outside, 'big.onnx.data'), file('models/big.onnx.data'));
        await writeMlp(file('models/real.bin'), { ...MLP, seed: 2, perturb: 2e-2 });
        await writeMlp(file('models/other.Onnx'), { ...MLP, seed: 3, perturb: 2e-2 });
        await mkdir(file('models/moved'));
        await rename(file('models/same.onnx'), file('models/moved/same.onnx'));
      },
    );
    const diff = await git(repo.dir, 'diff', '--name-only', '--no-renames', 'main', '--', '*.onnx');
    assert.deepEqual(diff.split('\n'), ['models/moved/same.onnx', 'models/same.onnx'], 'git alone sees only the move');
    const result = await changedSince(repo, '--fail-on', 'never');
    assert.deepEqual(
      rows(result.run),
      [
        ['modified', 'models/big.onnx', 'models/big.onnx', null],
        ['modified', 'models/linked.onnx', 'models/linked.onnx', null],
        ['unchanged', 'models/moved/same.onnx', 'models/same.onnx', 'git'],
        ['modified', 'models/other.Onnx', 'models/other.Onnx', null],
      ],
      log(result),
    );
    const byPath = new Map(result.run.entries.map((e) => [e.path, e.record]));
    for (const name of ['models/big.onnx', 'models/linked.onnx', 'models/other.Onnx'])
      assert.equal(byPath.get(name)?.agreement.verdict, 'fail', `${name}: its weights changed, and it was compared`);
    assert.equal(byPath.get('models/moved/same.onnx'), null, 'identical bytes are not measured');
    assert.match(
      result.stdout,
      /^Unchanged \(identical bytes, not measured\): .*models\/moved\/same\.onnx \(renamed from models\/same\.onnx\)/m,
    );
    assert.equal(result.code, 0, log(result));
  });

  it('a rename that changed no byte is unchanged and costs no benchmark', async () => {
    const repo = await scratchBranch(
      async (file) => {
        await mkdir(file('models'));
        await writeMlp(file('models/a.onnx'), { ...MLP, seed: 1 });
      },
      async (file) => rename(file('models/a.onnx'), file('models/b.onnx')),
    );
    const result = await changedSince(repo);
    assert.deepEqual(rows(result.run), [['unchanged', 'models/b.onnx', 'models/a.onnx', 'git']]);
    assert.equal(result.run.verdict, 'unjudged');
    assert.equal(result.code, 0);
    assert.doesNotMatch(result.stderr, /Benchmark|\bmeasure\b/, 'nothing was benchmarked');
    assert.doesNotMatch(result.stdout, /\bPASS\b|passed/);
  });
});
