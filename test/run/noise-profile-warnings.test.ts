// A gate run with a noise profile whose runner cannot hold the configured thresholds says so, in the record
// and at the terminal, and names the profile its noise floor came from.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { toNoiseProfile } from '../../src/stats/calibration.js';
import { QUICK, runIn, workspace } from '../fixtures/bad/expect.js';
import { writeMlp } from '../fixtures/onnx/index.js';

describe('thresholds below what the noise profile supports', () => {
  it('warn in the gate run, and the profile is named as the source of the noise floor', async () => {
    const dir = await workspace('latency-gate-profile-');
    const mlp = { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 2, seed: 7 };
    await writeMlp(path.join(dir, 'base.onnx'), mlp);
    const metric = {
      runs: 20,
      noiseFloor: 0.02,
      maxDeviation: 0.03,
      typicalHalfWidth: 0.04,
      falseVerdictRate: 0.1,
      falseRegressionRate: 0,
      minThreshold: 0.08,
    };
    const profile = toNoiseProfile(
      { p50: metric, p95: { ...metric, noiseFloor: 0.05, minThreshold: 0.25 } },
      { createdAt: '2026-11-29T12:00:00.000Z', runner: {} },
    );
    await writeFile(path.join(dir, 'noise.json'), JSON.stringify(profile));
    const run = await runIn(dir, [
      '--candidate',
      'base.onnx',
      '--baseline',
      'base.onnx',
      ...QUICK,
      '--noise-profile',
      'noise.json',
      '--p50-threshold',
      '10%',
    ]);
    assert.notEqual(run.record.verdict, 'error', run.context);
    const source = 'noise profile noise.json (2026-11-29T12:00:00.000Z)';
    assert.equal(run.record.settings.noiseFloor.source, source);
    assert.deepEqual(
      run.record.warnings.filter((w) => /threshold this runner supports/.test(w)),
      [
        `'p95-threshold' is 10%, below the smallest p95 threshold this runner supports (25.0%, from ${source}); raise it to 25.0% or more, or calibrate with a longer 'max-duration'`,
      ],
      'p50 10 % is above its 8 % minimum; p95 10 % is below 25 %',
    );
    assert.match(
      run.stdout,
      /^Noise floor p50 2\.0%, p95 5\.0% \(noise profile noise\.json \(2026-11-29T12:00:00\.000Z\)\)\.$/m,
      run.context,
    );
    assert.match(run.stdout, /^warning: 'p95-threshold' is 10%, below the smallest p95 threshold/m, run.context);
  });
});
