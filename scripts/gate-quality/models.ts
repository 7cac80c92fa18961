// The experiment's models: a deep, narrow MLP, so an identity layer adds a small, known share of the work.
// 24 dense layers of width 128: one identity MatMul adds about 3.6 % per call on this machine (AMD EPYC,
// measured by the reference run), so two make the +7 % pair; on 34 layers two add about 5 %. The tail pair
// (test/fixtures/onnx/tail.ts) changes only p95. The reference run measures every pair's true ratios.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { writeMlp, writeTailModel, type MlpOptions } from '../../test/fixtures/onnx/index.js';
import { isInstalled, modelPath, REAL_MODELS, type RealModel } from '../../test/fixtures/real-models.js';

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

/** 117 MB of float32 weights (7 dense 2048² layers), about 7 ms a call at batch 8: the big model of the targets. */
export const BIG: MlpOptions = {
  inputDim: 2048,
  hiddenDims: Array.from({ length: 7 }, () => 2048),
  outputDim: 10,
  batch: 8,
  seed: 11,
};

export interface ModelPair {
  baseline: string;
  candidate: string;
  /** Settings the pair needs (the published models' input shapes and values). */
  inputShapes?: string;
  inputValues?: string;
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
  /** The 117 MB MLP against a copy of itself. */
  big: ModelPair;
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
  await writeMlp(file('big'), BIG);
  await copyFile(file('big'), file('big-copy'));
  return {
    aa: { baseline: file('base24'), candidate: file('base24-copy') },
    plus7: { baseline: file('base24'), candidate: file('slow24') },
    deeperAa: { baseline: file('base34'), candidate: file('base34-copy') },
    plus5: { baseline: file('base34'), candidate: file('slow34') },
    tail: { baseline: file('tail-never'), candidate: file('tail-6pct') },
    big: { baseline: file('big'), candidate: file('big-copy') },
  };
}

/**
 * The published models of the test suite (test/fixtures/real-models.ts), each against a copy of itself with
 * its documented settings: the A/A pairs whose time to decision the targets name.
 */
export async function publishedPairs(dir: string): Promise<Record<string, ModelPair>> {
  const pairs: Record<string, ModelPair> = {};
  for (const model of Object.values(REAL_MODELS) as RealModel[]) {
    if (!isInstalled(model)) continue;
    const base = path.join(dir, `${model.id}.onnx`);
    await copyFile(modelPath(model), base);
    await copyFile(modelPath(model), path.join(dir, `${model.id}-copy.onnx`));
    pairs[model.id] = {
      baseline: base,
      candidate: path.join(dir, `${model.id}-copy.onnx`),
      inputShapes: model.inputShapes,
      ...(model.inputValues ? { inputValues: model.inputValues } : {}),
    };
  }
  return pairs;
}
