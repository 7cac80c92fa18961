// The experiment's models: a deep, narrow MLP, so each identity layer adds a small, known share of the work.
// 24 dense layers of width 128: one identity MatMul (~0.7× a dense layer) adds roughly 3 % per call.
import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import { writeMlp, type MlpOptions } from '../../test/fixtures/onnx/index.js';

export const BASE: MlpOptions = {
  inputDim: 128,
  hiddenDims: Array.from({ length: 24 }, () => 128),
  outputDim: 10,
  batch: 8,
  seed: 7,
};

export interface Variant {
  name: string;
  /** The slowdown the identity layers were chosen for; the reference run measures the real one. */
  nominal: number;
  file: string;
}

/** A/A (the same weights in a different file), then candidates with k identity layers. */
export async function makeVariants(
  dir: string,
  layers: Record<string, number>,
): Promise<{ baseline: string; variants: Variant[] }> {
  const baseline = path.join(dir, 'baseline.onnx');
  await writeMlp(baseline, BASE);
  const aa = path.join(dir, 'aa.onnx');
  await copyFile(baseline, aa);
  const variants: Variant[] = [{ name: 'A/A', nominal: 0, file: aa }];
  for (const [name, k] of Object.entries(layers)) {
    const file = path.join(dir, `slow-${k}.onnx`);
    await writeMlp(file, { ...BASE, identityLayers: k });
    variants.push({ name, nominal: Number(name.replace(/[^\d.]/g, '')) / 100, file });
  }
  return { baseline, variants };
}
