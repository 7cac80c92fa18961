// The bad-input catalogue, part 1: model files that are missing, wrong, damaged, too new, too big or outside
// the workspace. Each case runs the real CLI (and, past the file checks, real onnxruntime in its child).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdir, open, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { writeMlp, unsupportedOpsetModel } from '../fixtures/onnx/index.js';
import { expectError, QUICK, runIn, workspace } from '../fixtures/bad/expect.js';
import { customOpModel, deeplyNestedModel, writeMlpWithDataAt } from '../fixtures/bad/models.js';

const MLP = { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 2, seed: 5 };
const ORT = '1.30.0';
let dir = '';
let outside = '';
const gate = (candidate: string, ...rest: string[]) => [
  '--candidate',
  candidate,
  '--baseline',
  'base.onnx',
  ...QUICK,
  ...rest,
];

before(async () => {
  dir = await workspace();
  outside = await workspace('latency-gate-elsewhere-');
  await writeMlp(path.join(dir, 'base.onnx'), MLP);
  await mkdir(path.join(dir, 'models'));
  await writeFile(path.join(dir, 'empty.onnx'), '');
  await writeFile(path.join(dir, 'notes.onnx'), 'input: float32[1, 16]\noutput: logits\n');
  await writeFile(
    path.join(dir, 'checkpoint.onnx'),
    Buffer.from('PK\x03\x04\x14\x00\x00\x00archive/data.pkl', 'latin1'),
  );
  await writeFile(
    path.join(dir, 'lfs.onnx'),
    'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 12345\n',
  );
  await writeMlp(path.join(dir, 'whole.onnx'), MLP);
  await writeFile(path.join(dir, 'truncated.onnx'), (await readFile(path.join(dir, 'whole.onnx'))).subarray(0, 1500));
  await writeMlp(path.join(dir, 'ir99.onnx'), { ...MLP, irVersion: 99 });
  await writeFile(path.join(dir, 'opset99.onnx'), unsupportedOpsetModel());
  await writeFile(path.join(dir, 'custom.onnx'), customOpModel());
  await writeFile(path.join(dir, 'nested.onnx'), deeplyNestedModel(40));
  await writeMlp(path.join(dir, 'ext.onnx'), { ...MLP, externalData: 'ext.bin' });
  await writeMlp(path.join(dir, 'ext-missing.onnx'), { ...MLP, externalData: 'gone.bin' });
  await rm(path.join(dir, 'gone.bin'));
  await writeMlp(path.join(dir, 'ext-pointer.onnx'), { ...MLP, externalData: 'pointer.bin' });
  await writeFile(
    path.join(dir, 'pointer.bin'),
    `version https://git-lfs.github.com/spec/v1\noid sha256:${'b'.repeat(64)}\nsize 12345\n`,
  );
  await mkdir(path.join(dir, 'sub'));
  await writeMlpWithDataAt(dir, 'sub/escape.onnx', MLP, '../weights.bin', 'weights.bin');
  // 2 GiB + 1 byte without writing it: a sparse file costs no disk.
  const huge = await open(path.join(dir, 'huge.onnx'), 'w');
  await huge.truncate(2 * 1024 ** 3 + 1);
  await huge.close();
  await writeMlp(path.join(outside, 'outside.onnx'), MLP);
  await symlink(path.join(outside, 'outside.onnx'), path.join(dir, 'link.onnx'));
  execFileSync('mkfifo', [path.join(dir, 'pipe.onnx')]);
});

describe('bad model files: one sentence, exit 2, a record', { concurrency: 4 }, () => {
  const cases: [string, () => string[], () => string][] = [
    [
      'missing file',
      () => gate('missing.onnx'),
      () => `'candidate' points to 'missing.onnx', which does not exist; check the path (it is relative to ${dir})`,
    ],
    [
      'directory instead of a file',
      () => gate('models'),
      () => "'candidate' points to 'models', which is a directory; give the path of the .onnx file inside it",
    ],
    [
      'empty file',
      () => gate('empty.onnx'),
      () =>
        "'candidate' points to 'empty.onnx', which is empty; check that the file was committed (and is not a Git LFS pointer) and was checked out",
    ],
    [
      'text file named .onnx',
      () => gate('notes.onnx'),
      () => "'candidate' 'notes.onnx' is a text file, not an ONNX model; point it at the exported .onnx file",
    ],
    [
      'a PyTorch checkpoint named .onnx',
      () => gate('checkpoint.onnx'),
      () =>
        "'candidate' 'checkpoint.onnx' is a zip archive (a PyTorch checkpoint?), not an ONNX model; export the model with torch.onnx.export and point 'candidate' at the .onnx file",
    ],
    [
      'Git LFS pointer',
      () => gate('lfs.onnx'),
      () =>
        "'candidate' 'lfs.onnx' is a Git LFS pointer, not the model; set 'lfs: true' on actions/checkout, or run 'git lfs pull --include=lfs.onnx' before the gate",
    ],
    [
      'external data left as a Git LFS pointer',
      () => gate('ext-pointer.onnx'),
      () =>
        "'candidate' 'ext-pointer.onnx' keeps its weights in 'pointer.bin', which is a Git LFS pointer, not the weights; set 'lfs: true' on actions/checkout, or run 'git lfs pull' before the gate",
    ],
    [
      'truncated protobuf',
      () => gate('truncated.onnx'),
      () =>
        "'candidate' 'truncated.onnx' is not a valid ONNX model (the protobuf is truncated or the file has another format); point it at the exported .onnx file",
    ],
    [
      'a FIFO, which would block a read forever',
      () => gate('pipe.onnx'),
      () => "'candidate' points to 'pipe.onnx', which is not a regular file; give the path of the .onnx file",
    ],
    [
      'unsupported IR version',
      () => gate('ir99.onnx'),
      () =>
        `The candidate model 'ir99.onnx' has ONNX IR version 99, but onnxruntime ${ORT} reads at most IR version 13; save it with an older onnx package (or a runtime that supports it)`,
    ],
    [
      'unsupported opset',
      () => gate('opset99.onnx'),
      () =>
        `The candidate model 'opset99.onnx' uses opset 99 of ai.onnx, but onnxruntime ${ORT} supports up to opset 26; export it with opset_version=26 or lower`,
    ],
    [
      'custom-domain operator',
      () => gate('custom.onnx'),
      () =>
        `The candidate model 'custom.onnx' uses the operator 'Frobnicate' from domain 'com.example', which onnxruntime ${ORT} does not implement (a custom op, or one from a newer opset); export it without custom ops or with a supported opset`,
    ],
    [
      'subgraphs nested past the protobuf limit',
      () => gate('nested.onnx'),
      () =>
        "The candidate model 'nested.onnx' could not be parsed by onnxruntime (Protobuf parsing failed): the file is damaged, or it nests subgraphs (If/Loop/Scan) deeper than protobuf's limit; export it again",
    ],
    [
      'external data file missing',
      () => gate('ext-missing.onnx'),
      () =>
        "'candidate' 'ext-missing.onnx' keeps its weights in the external data file 'gone.bin', which is missing; put it next to the model (commit it, or check it out with LFS)",
    ],
    [
      'external data outside the model directory',
      () => gate('sub/escape.onnx'),
      () =>
        "'candidate' 'sub/escape.onnx' reads its weights from '../weights.bin', outside the model's directory, which onnxruntime refuses; save the model with its external data file beside it",
    ],
    [
      'model beyond the 2 GiB size guard',
      () => gate('huge.onnx'),
      () =>
        "'candidate' points to 'huge.onnx', which is 2,147,483,649 bytes, over the 2 GiB limit of a single .onnx file; export the model with its weights in external data files",
    ],
    [
      'model outside the workspace',
      () => gate(path.join(outside, 'outside.onnx')),
      () =>
        `'candidate' resolves to '${path.join(outside, 'outside.onnx')}', outside the workspace '${dir}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    ],
    [
      'symlink leading out of the workspace',
      () => gate('link.onnx'),
      () =>
        `'candidate' resolves to '${path.join(outside, 'outside.onnx')}' (through a symlink at 'link.onnx'), outside the workspace '${dir}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    ],
    [
      'baseline outside the workspace, by a relative path',
      () => [
        '--candidate',
        'base.onnx',
        '--baseline',
        path.relative(dir, path.join(outside, 'outside.onnx')),
        ...QUICK,
      ],
      () =>
        `'baseline' resolves to '${path.join(outside, 'outside.onnx')}', outside the workspace '${dir}'; keep the file inside the workspace, or set 'allow-outside-workspace' to 'true' if reading it is intended`,
    ],
  ];
  for (const [name, args, message] of cases) {
    it(name, async () => {
      const run = await expectError(dir, args(), message());
      if (name.startsWith('model beyond'))
        assert.equal(run.record.models.candidate.sha256, null, 'a refused huge file is not read to hash it');
      if (name.startsWith('unsupported IR'))
        assert.equal(run.record.environment.onnxruntime, ORT, 'what ran before the failure is recorded');
    });
  }
});

describe('model files that are fine after all', () => {
  it('external data present beside the model: runs and agrees with the same weights inline', async () => {
    const run = await runIn(dir, ['--candidate', 'ext.onnx', '--baseline', 'base.onnx', ...QUICK]);
    assert.notEqual(run.record.verdict, 'error', run.context);
    assert.equal(run.record.agreement.verdict, 'pass', run.context);
    assert.deepEqual(run.record.models.candidate.facts?.externalData, ['ext.bin']);
  });

  it("a model outside the workspace runs with 'allow-outside-workspace: true'", async () => {
    const run = await runIn(dir, [
      '--candidate',
      'link.onnx',
      '--baseline',
      'base.onnx',
      '--allow-outside-workspace',
      'true',
      ...QUICK,
    ]);
    assert.notEqual(run.record.verdict, 'error', run.context);
    assert.equal(run.record.agreement.verdict, 'pass', run.context);
  });
});
