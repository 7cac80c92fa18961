import type { BenchJob } from '../../src/bench/protocol.js';

/**
 * A CPU benchmark job for tests that drive the engine directly: one thread, no profiling, no agreement run. The
 * fields a test is about (models, budget, looks, session pairs) are given; the rest are the engine's plain case.
 */
export function plainBenchJob(fields: Partial<BenchJob> & Pick<BenchJob, 'baseline' | 'candidate'>): BenchJob {
  return {
    threads: 1,
    executionProvider: 'cpu',
    deviceId: 0,
    shapes: { byDim: {}, byInput: {} },
    values: {},
    seed: 1,
    blockTargetMs: 25,
    profile: { setting: 'off', nodes: { baseline: 0, candidate: 0 } },
    agreement: {
      enabled: false,
      samples: 0,
      tolerances: {},
      outputMap: {},
      allowSignatureChange: false,
      quantized: { baseline: false, candidate: false },
      float16: false,
    },
    ...fields,
  } as unknown as BenchJob;
}
