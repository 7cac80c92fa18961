// Plain data in and out of the agreement check. The benchmark's child process fills the input shapes;
// the report and the JSON record read the result shapes. Nothing here knows about onnxruntime.

export type TensorData =
  | Float32Array
  | Float64Array
  | Int8Array
  | Uint8Array
  | Int16Array
  | Uint16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array
  | number[]
  | boolean[];

/** One output of one sample. `type` is ORT's element type; float16 data arrives already as Float32Array. */
export interface OutputTensor {
  name: string;
  type: string;
  dims: number[];
  data: TensorData;
}

/** samples[i] holds every output of agreement sample i; both models see the same S input batches. */
export interface ModelOutputs {
  samples: OutputTensor[][];
}

export interface TensorSpec {
  name: string;
  type: string;
  /** Named dynamic dims come back from ORT as their name, unnamed ones as "". */
  shape: (number | string)[];
}

export interface ModelSignature {
  inputs: TensorSpec[];
  outputs: TensorSpec[];
  /** The caller sets this when the graph has QuantizeLinear/DynamicQuantizeLinear/MatMulInteger/QLinear* ops or int8 weights. */
  quantized: boolean;
}

/** Which default tolerances apply; see TOLERANCE_PRESETS for the values and why. */
export type Precision = 'float32' | 'float16' | 'quantized';

export type AgreementVerdict = 'pass' | 'fail' | 'skipped';

/** What the user asked for; every field is optional and falls back to the preset. */
export interface ToleranceSettings {
  atol?: number;
  rtol?: number;
  /** Keyed by output name (the candidate's, or the baseline's when renamed); overrides atol/rtol. */
  perOutput?: Record<string, { atol?: number; rtol?: number }>;
  minCosine?: number;
  minTop1Agreement?: number;
}

/** Where an effective tolerance came from, so the report can say "atol 1e-3 (input)" vs "(float16 default)". */
export type ToleranceOrigin = 'preset' | 'input' | 'per-output';

export interface EffectiveTolerances {
  atol: number;
  rtol: number;
  minCosine: number;
  /** null: top-1 agreement is reported but does not decide the verdict. */
  minTop1Agreement: number | null;
  /** false: atol/rtol only count failing elements for the report (quantized preset without user tolerances). */
  elementwise: boolean;
  origin: {
    atol: ToleranceOrigin;
    rtol: ToleranceOrigin;
    minCosine: ToleranceOrigin;
    minTop1Agreement: ToleranceOrigin;
  };
}

export interface NonFiniteCounts {
  nan: number;
  inf: number;
}

/** Argmax agreement along the last axis, for float outputs whose last dim is at least 2. */
export interface RankingAgreement {
  /** min(5, classes) */
  k: number;
  /** Rows compared: every position of the leading dims, over all samples. */
  rows: number;
  /** Share of rows where both models pick the same argmax (ties go to the lowest index, as numpy does). */
  top1Agreement: number;
  /** Share of rows where the candidate's argmax is among the baseline's top k. */
  topKAgreement: number;
}

/**
 * How one output compares. JSON-safe by construction (see schema.ts for the conventions):
 * - error statistics are over element pairs where both values are finite; null when there is no such pair
 *   or the output was not compared numerically;
 * - sqnrDb is null when it is not finite: +Infinity when sqnrInfinite (no error at all), otherwise
 *   undefined (the baseline is all zeros, or no pair is finite);
 * - minPassingAtol is null when no atol can pass (nonFiniteMismatches > 0) or the comparison is not numeric.
 */
export interface OutputAgreement {
  /** The candidate's output name (the baseline's when the output exists only there). */
  name: string;
  /** Present when outputMap renamed this output. */
  baselineName?: string;
  dtype: string;
  /** Present when the baseline's element type differs. */
  baselineDtype?: string;
  /** Dims of the first sample. */
  shape: number[];
  baselineShape?: number[];
  verdict: AgreementVerdict;
  /** Why it failed or was skipped, in one sentence. */
  reason?: string;
  /** numeric: float statistics and tolerances; exact: integer/bool equality; none: not compared. */
  comparison: 'numeric' | 'exact' | 'none';
  elements: number;
  failingElements: number;
  failingFraction: number;
  /** Positions where either value is NaN, or an Inf is not matched by the same Inf. Always failing. */
  nonFiniteMismatches: number;
  nonFinite: { baseline: NonFiniteCounts; candidate: NonFiniteCounts };
  maxAbsError: number | null;
  meanAbsError: number | null;
  medianAbsError: number | null;
  p99AbsError: number | null;
  /** |c−b| / max(|b|, 1e-12); the floor keeps exact zeros finite. */
  maxRelError: number | null;
  /** false: the median and p99 come from an evenly spaced subsample of the errors (huge outputs). */
  quantilesExact: boolean;
  cosine: number | null;
  /** Whether minCosine decided the verdict (see judge.ts for when it does not). */
  cosineChecked: boolean;
  sqnrDb: number | null;
  sqnrInfinite: boolean;
  ranking: RankingAgreement | null;
  minPassingAtol: number | null;
  tolerances: EffectiveTolerances;
  summary: string;
}

export interface SignatureDiffRow {
  kind: 'input' | 'output';
  name: string;
  /** Present for outputs paired through outputMap. */
  baselineName?: string;
  baseline?: { type: string; shape: (number | string)[] };
  candidate?: { type: string; shape: (number | string)[] };
  change: 'added' | 'removed' | 'type' | 'shape';
}

export interface AgreementResult {
  verdict: AgreementVerdict;
  reason?: string;
  preset: Precision;
  samples: number;
  /** The global effective tolerances (per-output overrides are on each output); absent when nothing ran. */
  tolerances?: EffectiveTolerances;
  /** Worst first: fail, then skipped, then pass. */
  outputs: OutputAgreement[];
  signatureDiff: SignatureDiffRow[];
  /** Settings that matched nothing (a typo in a per-output name or output-map), sample-count mismatches. */
  warnings: string[];
}
