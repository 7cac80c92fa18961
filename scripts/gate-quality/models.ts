// The experiment's models: a deep, narrow MLP, so an identity layer adds a small, known share of the work.
// 24 dense layers of width 128: one identity MatMul adds about 3.6 % per call on this machine (AMD EPYC,
// measured by the reference run), so two make the +7 % pair; on 34 layers two add about 5 %. The tail pair
// (test/fixtures/onnx/tail.ts) changes only p95. The reference run measures every pair's true ratios.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { writeMlp, writeTailModel, type MlpOptions } from '../../test/fixtures/onnx/index.js';

export const BASE: MlpOptions = {
  inputDim: 128,
  hiddenDims: Array.from({ length: 24 }, () => 128),
  outputDim: 10,
  batch: 8,
  seed: 7,
};
const DEEPER: MlpOptions = { ...BASE, hiddenDims: Array.from({ length: 34 }, () => 128) };

/** 6 % of calls take a slow path that makes them ~2.5-3× slower: the "p95 doubled, p50 unchanged". */
export const TAIL = { mlp: BASE, share: 0.06, heavyRows: 64, heavyLayers: 12 };

export interface ModelPair {
  baseline: string;
  candidate: string;
}

export interface ExperimentModels {
  /** Identical weights in two files. */
  aa: ModelPair;
  /** Two identity layers on 24: about +7 % at p50 and p95. */
  plus7: ModelPair;
  /** The 34-layer MLP against itself (for the calibration) and with two identity layers (about +5 %). */
  deeperAa: ModelPair;
  plus5: ModelPair;
  /** Same graph, slow path never taken against taken by 6 % of calls. */
  tail: ModelPair;
}

export async function makeModels(dir: string): Promise<ExperimentModels> {
  const file = (name: string) => path.join(dir, `${name}.onnx`);
  await writeMlp(file('base24'), BASE);
  await copyFile(file('base24'), file('base24-copy'));
  await writeMlp(file('slow24'), { ...BASE, identityLayers: 2 });
  await writeMlp(file('base34'), DEEPER);
  await copyFile(file('base34'), file('base34-copy'));
  await writeMlp(file('slow34'), { ...DEEPER, identityLayers: 2 });
  await writeTailModel(file('tail-never'), { ...TAIL, share: 0 });
  await writeTailModel(file('tail-6pct'), TAIL);
  return {
    aa: { baseline: file('base24'), candidate: file('base24-copy') },
    plus7: { baseline: file('base24'), candidate: file('slow24') },
    deeperAa: { baseline: file('base34'), candidate: file('base34-copy') },
    plus5: { baseline: file('base34'), candidate: file('slow34') },
    tail: { baseline: file('tail-never'), candidate: file('tail-6pct') },
  };
}
