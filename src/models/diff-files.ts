import type { DiffLimits } from './diff-budget.js';
import { externalDataFile } from './inspect.js';
import { diffModels, type ModelDiff } from './model-diff.js';
import { decodeModelGraph } from './graph-decode.js';
import type { ModelGraph } from './model-graph.js';
import type { WeightDiff } from './weight-changes.js';
import { diffWeights } from './weight-diff.js';
import { TensorReader } from './weight-values.js';

export interface ModelFilesDiff {
  modelDiff: ModelDiff;
  weightDiff: WeightDiff;
  durationMs: number;
  /** Both graphs (no weights), for tying profiled nodes to the model's nodes. */
  graphs: { baseline: ModelGraph; candidate: ModelGraph };
}

/**
 * The model diff and the weight diff of two files that the workspace guard and the model inspection already
 * passed. The models are decoded one after the other and only their graphs are kept; weights are read back a
 * chunk at a time, so two large models never sit in memory together. Past `limits` (the run's time, a signal)
 * it throws DiffStoppedError; past the decoding budget, TooLargeToDiffError.
 */
export async function diffModelFiles(
  baselineFile: string,
  candidateFile: string,
  limits?: DiffLimits,
): Promise<ModelFilesDiff> {
  const started = performance.now();
  const baseline = await decodeModelGraph(baselineFile, 'baseline', limits);
  const candidate = await decodeModelGraph(candidateFile, 'candidate', limits);
  const readers = {
    baseline: new TensorReader(baselineFile, (location) => externalDataFile('baseline', baselineFile, location)),
    candidate: new TensorReader(candidateFile, (location) => externalDataFile('candidate', candidateFile, location)),
  };
  try {
    const weightDiff = await diffWeights(baseline.initializers, candidate.initializers, readers, limits);
    return {
      modelDiff: diffModels(baseline, candidate),
      weightDiff,
      durationMs: performance.now() - started,
      graphs: { baseline, candidate },
    };
  } finally {
    await Promise.all([readers.baseline.close(), readers.candidate.close()]);
  }
}
