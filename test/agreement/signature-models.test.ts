// A signature change is a finding, not a skip (docs/agreement.md, "Signature changes"): real onnxruntime on
// generated models through the CLI, and a real published pair whose inputs and outputs changed.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { twoHeadModel, writeMlp } from '../fixtures/onnx/index.js';
import { isInstalled, modelPath, REAL_MODELS } from '../fixtures/real-models.js';
import { runCli, tempDir } from '../helpers/cli.js';

const MLP = { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 2, seed: 9 };
// The default fail-on ('regression,agreement'): the point is that it catches a changed signature.
const QUICK = ['--max-duration', '3s', '--min-duration', '1s', '--allow-outside-workspace', 'true'];
let dir = '';
const file = (name: string) => path.join(dir, name);
const gate = (candidate: string, baseline: string, ...args: string[]) =>
  runCli(['--candidate', file(candidate), '--baseline', file(baseline), ...QUICK, ...args]);

before(async () => {
  dir = await tempDir();
  await writeMlp(file('base.onnx'), MLP);
  await writeMlp(file('renamed.onnx'), { ...MLP, outputName: 'probs' });
  await writeMlp(file('fixed-batch.onnx'), { ...MLP, batch: 'batch' });
  await writeMlp(file('input-renamed.onnx'), { ...MLP, inputName: 'pixels' });
  await writeFile(file('two-heads.onnx'), twoHeadModel());
  await writeFile(file('scores-only.onnx'), twoHeadModel({ keep: ['scores'] }));
});

describe('a changed signature fails agreement under the default fail-on', () => {
  it('the only output renamed: fails with the output-map entry that fixes it; mapped it passes', async () => {
    const unmapped = await gate('renamed.onnx', 'base.onnx');
    assert.equal(unmapped.record.agreement.verdict, 'fail', unmapped.stderr);
    assert.match(
      unmapped.record.agreement.reason ?? '',
      /output 'logits' removed; the candidate has new output 'probs'; if outputs were renamed, map them with 'output-map: probs=logits'/,
    );
    assert.match(unmapped.record.headline, /Outputs disagree: the models' signature changed/);
    assert.equal(unmapped.code, 1, 'the default fail-on catches it');
    assert.match(unmapped.stdout, /signature changed/);
    const mapped = await gate('renamed.onnx', 'base.onnx', '--output-map', 'probs=logits');
    assert.equal(mapped.record.agreement.verdict, 'pass');
    assert.equal(mapped.code, 0);
  });

  it('a candidate that drops one of two outputs fails, and the output it kept is still compared', async () => {
    const { record, code } = await gate('scores-only.onnx', 'two-heads.onnx');
    assert.equal(record.agreement.verdict, 'fail');
    assert.match(
      record.agreement.reason ?? '',
      /^the models' signature changed, which breaks their consumers: output 'boxes' removed; if the change is intended/,
    );
    assert.deepEqual(
      record.agreement.outputs.map((o) => [o.name, o.verdict]),
      [
        ['boxes', 'fail'],
        ['scores', 'pass'],
      ],
    );
    assert.equal(code, 1);
  });

  it("'allow-signature-change: true' accepts it: listed, not failed", async () => {
    const { record, code, stdout, stderr } = await gate(
      'scores-only.onnx',
      'two-heads.onnx',
      '--allow-signature-change',
      'true',
    );
    assert.equal(record.agreement.verdict, 'pass');
    assert.deepEqual(
      record.agreement.signatureDiff.map((r) => [r.kind, r.name, r.change]),
      [['output', 'boxes', 'removed']],
    );
    assert.equal(record.settings.allowSignatureChange, true);
    // An exit code 2 once came with agreement passed; its record's error and output say which step failed.
    assert.equal(code, 0, `${record.error?.message ?? ''}\n${stdout}\n${stderr}`);
  });

  it('a fixed batch dim that became dynamic, and a renamed input: both named', async () => {
    const reshaped = await gate('fixed-batch.onnx', 'base.onnx', '--input-shapes', 'batch=2');
    assert.equal(reshaped.record.agreement.verdict, 'fail');
    assert.match(reshaped.record.agreement.reason ?? '', /input 'input' re-shaped \[2, 16\] → \[batch, 16\]/);
    const renamed = await gate('input-renamed.onnx', 'base.onnx');
    assert.equal(renamed.record.agreement.verdict, 'fail');
    assert.match(
      renamed.record.agreement.reason ?? '',
      /input 'pixels' added; input 'input' removed;.*\(outputs were not compared: the inputs differ\)$/,
    );
    assert.notEqual(renamed.record.latency, null, 'latency is still measured, each model with its own inputs');
    assert.equal(renamed.code, 1);
  });
});

describe('a real published pair whose signature changed', () => {
  const v4 = REAL_MODELS.sileroV4;
  const v5 = REAL_MODELS.sileroV5;
  it(
    'Silero VAD v4 → v5 (state h/c replaced by one state tensor, outputs hn/cn by stateN) fails agreement',
    { skip: !isInstalled(v4) || !isInstalled(v5) },
    async () => {
      const { record, code } = await runCli([
        '--candidate',
        modelPath(v5),
        '--baseline',
        modelPath(v4),
        ...QUICK,
        '--input-shapes',
        'input=1x512,state=2x1x128,batch=1',
        '--input-values',
        'sr=16000',
      ]);
      assert.notEqual(record.verdict, 'error', record.error?.message);
      assert.equal(record.agreement.verdict, 'fail');
      assert.match(
        record.agreement.reason ?? '',
        /input 'state' added; input 'h' removed; input 'c' removed; output 'hn' removed; output 'cn' removed/,
      );
      assert.equal(code, 1);
    },
  );
});
