// Synthetic model outputs with known answers, shared by the agreement test files.
import assert from 'node:assert/strict';
import { compareOutputs } from '../../src/agreement/compare.js';
import {
  type ModelOutputs,
  type ModelSignature,
  type OutputAgreement,
  type OutputTensor,
  type TensorData,
  type ToleranceSettings,
} from '../../src/agreement/types.js';
import { createRng } from '../../src/stats/prng.js';

/** A seeded uniform [0, 1) source (the project's PRNG), so every fixture is reproducible. */
export function seeded(seed: number): () => number {
  return createRng(seed).next;
}

export function signature(
  outputs: { name: string; type?: string; shape?: (number | string)[] }[],
  quantized = false,
): ModelSignature {
  return {
    inputs: [{ name: 'input', type: 'float32', shape: ['batch', 8] }],
    outputs: outputs.map((o) => ({ name: o.name, type: o.type ?? 'float32', shape: o.shape ?? ['batch', 10] })),
    quantized,
  };
}

/** S samples of one output each, `make(sample)` giving the data. */
export function outputs(
  name: string,
  dims: number[],
  samples: number,
  make: (i: number) => TensorData,
  type = 'float32',
): ModelOutputs {
  return { samples: Array.from({ length: samples }, (_, i): OutputTensor[] => [{ name, type, dims, data: make(i) }]) };
}

export function randomLogits(samples: number, length: number, seed: number): Float32Array[] {
  const random = seeded(seed);
  return Array.from({ length: samples }, () => Float32Array.from({ length }, () => random() * 2 - 1));
}

export function compare(
  baseline: ModelOutputs,
  candidate: ModelOutputs,
  tolerances: ToleranceSettings = {},
  extra: {
    baselineSig?: ModelSignature;
    candidateSig?: ModelSignature;
    outputMap?: Record<string, string>;
    allowSignatureChange?: boolean;
  } = {},
) {
  return compareOutputs({
    baseline,
    candidate,
    baselineSig: extra.baselineSig ?? signature([{ name: 'logits' }]),
    candidateSig: extra.candidateSig ?? signature([{ name: 'logits' }]),
    tolerances,
    ...(extra.outputMap ? { outputMap: extra.outputMap } : {}),
    ...(extra.allowSignatureChange ? { allowSignatureChange: true } : {}),
  });
}

export function only(result: ReturnType<typeof compare>, name = 'logits'): OutputAgreement {
  const output = result.outputs.find((o) => o.name === name);
  assert.ok(output, `no output ${name}`);
  return output;
}
