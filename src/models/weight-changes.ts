// What changed in the weights, as the explanation section of a record holds it (docs/explain.md, "Weight diff"):
// each tensor's change and their sum. The shapes sit below the diff (weight-diff.ts) and its summary
// (weight-summary.ts), which both name them, so neither imports the other's shapes.

export type TensorChangeKind = 'unchanged' | 'changed' | 'added' | 'removed' | 'not-compared';

export interface TensorChange {
  change: TensorChangeKind;
  /** The candidate's name (the baseline's for removed tensors). */
  name: string;
  /** When paired under another name: the baseline's. */
  baselineName: string | null;
  dtype: { baseline: string | null; candidate: string | null };
  shape: { baseline: number[] | null; candidate: number[] | null };
  /** ‖c − b‖₂ / ‖b‖₂ over the elements; null when not comparable (dtype or shape changed, not read, ‖b‖ = 0). */
  relativeL2: number | null;
  /** max |c − b|; null when not comparable. */
  maxAbsDiff: number | null;
  /** Share of exact zeros in each: a pruned tensor gains zeros. */
  zeros: { baseline: number; candidate: number } | null;
  /** Why a matched pair was not compared ('not-compared'). */
  reason: string | null;
}

export type WeightPattern = 'identical' | 'renamed' | 'retrained' | 'pruned' | 'quantized' | 'restructured';

export interface WeightDiff {
  tensors: {
    baseline: number;
    candidate: number;
    unchanged: number;
    changed: number;
    /** Of the changed: another shape, another dtype. */
    reshaped: number;
    retyped: number;
    added: number;
    removed: number;
    /** Paired by shape and position under another name. */
    renamed: number;
    notCompared: number;
  };
  /** Pairs whose dtype changed, grouped: 'float32 → int8' × 3, quantization or not. */
  dtypeChanges: { from: string; to: string; count: number; quantization: boolean }[];
  /** What the changes look like taken together (see weightPatterns). */
  patterns: WeightPattern[];
  /** Elements-weighted share of exact zeros over the tensors compared. */
  zeros: { baseline: number; candidate: number };
  /** The largest changes first (dtype and shape changes, then by relative L2), then added and removed; capped. */
  largest: TensorChange[];
  /** Tensors that could not be compared, with why; capped (the count is `tensors.notCompared`). */
  notCompared: { name: string; reason: string }[];
  /** Bytes read from both models to compare values. */
  bytesCompared: number;
}
