// Regenerates baselines/example/{baseline,candidate}.onnx, the models of the gate's embedded
// example run. The candidate is a "re-export" of the baseline: the same graph and weights under a
// different producer stamp, so the example gate should pass (no slowdown, identical outputs).
// Batch is fixed at 8 so the example needs no shape settings; ~110 µs per call with one thread
// on a 2-core x86 runner — long enough to be measured well, short enough for a quick run.
// Output is deterministic: running the script twice writes identical bytes.
//
// Usage (from the repository root): node <build dir>/scripts/make-example-models.js [outDir]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { writeMlp, type MlpOptions } from '../test/fixtures/onnx/index.js';

const EXAMPLE_MLP: MlpOptions = {
  inputDim: 256,
  hiddenDims: [512, 512],
  outputDim: 10,
  batch: 8,
  seed: 20240601,
  inputName: 'input',
  outputName: 'logits',
};

async function main(): Promise<void> {
  const outDir = process.argv[2] ?? join('baselines', 'example');
  await mkdir(outDir, { recursive: true });
  await writeMlp(join(outDir, 'baseline.onnx'), { ...EXAMPLE_MLP, producerName: 'latency-gate-example' });
  await writeMlp(join(outDir, 'candidate.onnx'), { ...EXAMPLE_MLP, producerName: 'latency-gate-example-reexport' });
  console.log(`wrote ${join(outDir, 'baseline.onnx')} and ${join(outDir, 'candidate.onnx')}`);
}

await main();
