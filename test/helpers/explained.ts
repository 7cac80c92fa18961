// The explanation sections of a fixed scenario: a real model and weight diff of two generated MLPs (the
// candidate with two inserted identity MatMul layers) and profiles in the shape onnxruntime writes for them,
// with fixed times, so the rendered reports can be committed (test/report/golden/explained.*).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { diffModelFiles } from '../../src/models/diff-files.js';
import { explainProfiles } from '../../src/profile/explain.js';
import type { ModelProfile } from '../../src/profile/trace.js';
import type { RecordParts } from '../../src/record/build.js';
import { modelDiffRecord, profileDiffRecord, weightDiffRecord } from '../../src/record/explain.js';
import { writeMlp, type MlpOptions } from '../fixtures/onnx/index.js';

const CPU = 'CPUExecutionProvider';
const profile = (nodes: [string, string, number][]): ModelProfile => ({
  runs: 40,
  runUs: nodes.reduce((s, [, , us]) => s + us, 0) + 14,
  nodes: nodes.map(([name, op, us], order) => ({ name, op, provider: CPU, us, calls: 1, order })),
});

export const EXPLAINED_BASE: MlpOptions = { inputDim: 256, hiddenDims: [512, 512], outputDim: 10, batch: 8, seed: 2 };

export async function explainedSections(): Promise<NonNullable<RecordParts['explanation']>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-explained-'));
  try {
    const baseline = path.join(dir, 'classifier-main.onnx');
    const candidate = path.join(dir, 'classifier.onnx');
    await writeMlp(baseline, EXPLAINED_BASE);
    await writeMlp(candidate, { ...EXPLAINED_BASE, identityLayers: 2 });
    const files = await diffModelFiles(baseline, candidate);
    const diff = explainProfiles(
      {
        baseline: profile([
          ['fused fc0.matmul/MatMulAddFusion', 'FusedGemm', 62],
          ['fused fc1.matmul/MatMulAddFusion', 'FusedGemm', 71],
          ['fc2.matmul/MatMulAddFusion', 'Gemm', 9],
        ]),
        candidate: profile([
          ['fused fc0.matmul/MatMulAddFusion', 'FusedGemm', 63],
          ['fused fc1.matmul/MatMulAddFusion', 'FusedGemm', 70],
          ['identity0', 'MatMul', 27],
          ['identity1', 'MatMul', 28],
          ['fc2.matmul/MatMulAddFusion', 'Gemm', 9],
        ]),
      },
      files.graphs,
      CPU,
    );
    return {
      modelDiff: modelDiffRecord(files.modelDiff, 41.2),
      weightDiff: weightDiffRecord(files.weightDiff),
      profile: {
        setting: 'on-regression',
        status: 'measured',
        reason: null,
        provider: CPU,
        allowanceMs: 420,
        durationMs: 312.5,
        diff: profileDiffRecord(diff),
      },
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
