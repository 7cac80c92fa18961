// The models of bench:every-size, from the project's generator. The big ones are memory-bound MLPs, so a
// change's share of the call follows its share of the weights: one 1600-wide identity layer on the 130 MB
// model adds 7.9 % of the weights. The small one is compute-bound: one more 128² layer on 50 adds 2 %. The
// reference run measures every pair's true ratio; these shares only aim it.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { writeMlp, type MlpOptions } from '../../test/fixtures/onnx/index.js';
import { BIG } from '../gate-quality/models.js';

export interface Pair {
  baseline: string;
  candidate: string;
}

/** 130 MB: the 117 MB model's seven 2048² layers and one 2048 × 1600 layer, so an identity layer adds ~8 %. */
const BIG8: MlpOptions = { ...BIG, hiddenDims: [...BIG.hiddenDims, 1600] };
/** About 3 MB: 50 layers of 128, so one more layer adds 2 %. */
const SMALL: MlpOptions = {
  inputDim: 128,
  hiddenDims: Array.from({ length: 50 }, () => 128),
  outputDim: 10,
  batch: 8,
  seed: 5,
};

export async function makePairs(dir: string, which: Set<string>): Promise<Record<string, Pair>> {
  const file = (name: string) => path.join(dir, `${name}.onnx`);
  const pairs: Record<string, Pair> = {};
  if (which.has('big')) {
    await writeMlp(file('big'), BIG);
    await copyFile(file('big'), file('big-copy'));
    pairs.big = { baseline: file('big'), candidate: file('big-copy') };
  }
  if (which.has('big8')) {
    await writeMlp(file('big8-base'), BIG8);
    await writeMlp(file('big8-plus'), { ...BIG8, identityLayers: 1 });
    pairs.big8 = { baseline: file('big8-base'), candidate: file('big8-plus') };
  }
  if (which.has('small')) {
    await writeMlp(file('small'), SMALL);
    await copyFile(file('small'), file('small-copy'));
    await writeMlp(file('small-plus'), { ...SMALL, identityLayers: 1 });
    pairs.small = { baseline: file('small'), candidate: file('small-copy') };
    pairs.small2 = { baseline: file('small'), candidate: file('small-plus') };
  }
  return pairs;
}
