import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { noiseProfileSchema } from '../../src/stats/calibration.js';
import { writeMlp, type MlpOptions } from '../fixtures/onnx/index.js';
import { runCli, runProcess, BUILT_CLI, tempDir } from '../helpers/cli.js';

// Output agreement and calibration end to end: real onnxruntime on generated models, through the CLI.
const MLP: MlpOptions = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 16, seed: 21 };
const QUICK = [
  '--max-duration',
  '4s',
  '--min-duration',
  '1s',
  '--fail-on',
  'agreement',
  '--allow-outside-workspace',
  'true',
];
let dir = '';
const file = (name: string) => path.join(dir, name);
const gate = (candidate: string, ...args: string[]) =>
  runCli(['--candidate', file(candidate), '--baseline', file('base.onnx'), ...QUICK, ...args]);

before(async () => {
  dir = await tempDir();
  await writeMlp(file('base.onnx'), MLP);
  await writeMlp(file('same.onnx'), { ...MLP, producerName: 're-export' });
  await writeMlp(file('perturbed.onnx'), { ...MLP, perturb: 1e-3 });
  await writeMlp(file('int8.onnx'), { ...MLP, quantize: 'int8-dynamic' });
  await writeMlp(file('renamed.onnx'), { ...MLP, outputName: 'scores' });
  await writeMlp(file('nan.onnx'), { ...MLP, nanOutput: true });
  await writeMlp(file('half.onnx'), { ...MLP, dtype: 'float16' });
  await writeMlp(file('half-again.onnx'), { ...MLP, dtype: 'float16', producerName: 're-export' });
});

describe('output agreement on generated models', () => {
  it('identical weights in another file: pass with zero error', async () => {
    const { record, code } = await gate('same.onnx');
    assert.equal(record.agreement.verdict, 'pass');
    assert.equal(record.agreement.preset, 'float32');
    assert.equal(record.agreement.outputs[0]?.maxAbsError, 0);
    assert.equal(record.agreement.outputs[0]?.sqnrInfinite, true);
    assert.equal(code, 0);
  });

  it('a small weight perturbation fails at float32 defaults, and the printed minimum atol is the edge', async () => {
    const strict = await gate('perturbed.onnx');
    const output = strict.record.agreement.outputs[0];
    assert.equal(strict.record.agreement.verdict, 'fail');
    assert.equal(strict.code, 1);
    const minAtol = output?.minPassingAtol ?? NaN;
    assert.ok(minAtol > 1e-5 && minAtol < 0.1, `minimum passing atol ${minAtol}`);
    assert.match(output?.summary ?? '', /would pass at atol ≥/);
    const loose = await gate('perturbed.onnx', '--atol', String(minAtol * 1.001));
    assert.equal(loose.record.agreement.verdict, 'pass', 'passes at the printed minimum');
    const tight = await gate('perturbed.onnx', '--atol', String(minAtol * 0.9));
    assert.equal(tight.record.agreement.verdict, 'fail', 'fails just below it');
  });

  it('an int8 dynamic-quantized variant is judged by the quantized preset: cosine and top-1', async () => {
    const { record } = await gate('int8.onnx');
    const a = record.agreement;
    const output = a.outputs[0];
    assert.equal(a.preset, 'quantized');
    assert.equal(a.verdict, 'pass', output?.summary);
    assert.ok((output?.cosine ?? 0) > 0.99, `cosine ${output?.cosine}`);
    const top1 = output?.ranking?.top1Agreement ?? 0;
    assert.ok(top1 > 0.85 && top1 <= 1, `top-1 ${top1}`);
    assert.ok((output?.maxAbsError ?? 0) > 0, 'quantization changes the logits');
    process.stdout.write(
      `# int8 vs float32: top-1 ${(top1 * 100).toFixed(1)} %, cosine ${output?.cosine}, max |Δ| ${output?.maxAbsError}\n`,
    );
  });

  it('float16 inputs and outputs run on every Node (Node 24 has Float16Array, which the binding rejects)', async () => {
    const { record, code } = await runCli([
      '--candidate',
      file('half-again.onnx'),
      '--baseline',
      file('half.onnx'),
      ...QUICK,
    ]);
    assert.notEqual(record.verdict, 'error', record.error?.message);
    assert.equal(record.models.candidate.signature?.inputs[0]?.type, 'float16');
    assert.equal(record.agreement.preset, 'float16');
    assert.equal(record.agreement.verdict, 'pass');
    assert.equal(record.agreement.outputs[0]?.maxAbsError, 0);
    assert.equal(code, 0);
  });

  it('a model that emits NaN fails with the count', async () => {
    const { record, code } = await gate('nan.onnx');
    assert.equal(record.agreement.verdict, 'fail');
    assert.ok((record.agreement.outputs[0]?.nonFinite.candidate.nan ?? 0) > 0);
    assert.match(record.agreement.outputs[0]?.summary ?? '', /NaN/);
    assert.equal(code, 1);
  });

  it('a renamed output fails without output-map (a signature change) and is compared with it', async () => {
    const unmapped = await gate('renamed.onnx');
    assert.equal(unmapped.record.agreement.verdict, 'fail');
    assert.match(unmapped.record.agreement.reason ?? '', /'output-map: scores=logits'/);
    assert.equal(unmapped.code, 1);
    const mapped = await gate('renamed.onnx', '--output-map', 'scores=logits');
    assert.equal(mapped.record.agreement.verdict, 'pass');
    assert.equal(mapped.record.agreement.outputs[0]?.baselineName, 'logits');
  });
});

describe('calibration', () => {
  it('writes a noise profile from A/A runs that a later run uses as its noise floor', async () => {
    const profile = file('noise.json');
    const calibrate = await runProcess(process.execPath, [
      BUILT_CLI,
      '--mode',
      'calibrate',
      '--candidate',
      file('base.onnx'),
      '--baseline',
      file('base.onnx'),
      '--calibration-runs',
      '3',
      // Each A/A run loads, warms up and measures within this; 4 s left a loaded machine no time to measure.
      '--max-duration',
      '6s',
      '--min-duration',
      '1s',
      '--allow-outside-workspace',
      'true',
      '--report-path',
      profile,
    ]);
    assert.equal(calibrate.code, 0, calibrate.stderr);
    assert.match(calibrate.stdout, /latency-gate calibration: 3 A\/A runs/);
    const parsed = noiseProfileSchema.parse(JSON.parse(await readFile(profile, 'utf8')));
    assert.equal(parsed.metrics.p50.runs, 3);
    assert.ok(parsed.metrics.p50.minThreshold >= parsed.metrics.p50.noiseFloor);
    const { record } = await gate('same.onnx', '--noise-profile', profile);
    assert.equal(record.settings.noiseFloor.p50, parsed.metrics.p50.noiseFloor);
    assert.match(record.settings.noiseFloor.source, /noise profile/);
  });
});
