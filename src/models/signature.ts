// What a model says about its inputs and outputs, as onnxruntime-node reports it: named dynamic dims come back
// as their name, unnamed ones as '' (docs/benchmark.md, "Runtime facts"). Plain data so it can cross the
// child-process boundary.

export interface TensorInfo {
  name: string;
  type: string;
  shape: (number | string)[];
}

export interface ModelSignature {
  inputs: TensorInfo[];
  outputs: TensorInfo[];
}

/** Dtypes onnxruntime-node can take as input tensors from JavaScript (string is readable but not synthesizable). */
export const SYNTHESIZABLE_TYPES = [
  'float32',
  'float64',
  'float16',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'bool',
] as const;
export type SynthesizableType = (typeof SYNTHESIZABLE_TYPES)[number];

export function isSynthesizable(type: string): type is SynthesizableType {
  return (SYNTHESIZABLE_TYPES as readonly string[]).includes(type);
}

export function formatShape(shape: readonly (number | string)[]): string {
  if (shape.length === 0) return 'scalar';
  return `[${shape.map((d) => (d === '' ? '?' : String(d))).join(', ')}]`;
}
