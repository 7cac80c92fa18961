import type { TensorData } from './types.js';

export type DtypeKind = 'float' | 'integer' | 'bool' | 'other';

// float16/bfloat16 data reaches us already widened to Float32Array by the caller.
const FLOAT_TYPES = new Set(['float16', 'bfloat16', 'float32', 'float64', 'float', 'double']);
const INTEGER_TYPES = new Set([
  'int4',
  'uint4',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
]);

export function dtypeKind(type: string): DtypeKind {
  if (FLOAT_TYPES.has(type)) return 'float';
  if (INTEGER_TYPES.has(type)) return 'integer';
  return type === 'bool' ? 'bool' : 'other';
}

export function elementCount(dims: readonly number[]): number {
  return dims.reduce((product, dim) => product * dim, 1);
}

export function sameDims(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((dim, i) => dim === b[i]);
}

/**
 * A number view of any tensor data. Typed float arrays and number[] pass through untouched (no copy of
 * what may be megabytes); bigint and boolean data are converted, which only happens for odd callers,
 * since integer and bool outputs are compared exactly by countMismatches instead.
 */
export function asNumbers(data: TensorData): ArrayLike<number> {
  if (data instanceof BigInt64Array || data instanceof BigUint64Array) return Float64Array.from(data, Number);
  if (Array.isArray(data) && typeof data[0] === 'boolean') return Uint8Array.from(data as boolean[], Number);
  return data as ArrayLike<number>;
}

/**
 * Exact equality for integer and bool outputs. Loose equality is deliberate: `2n ** 60n == 2 ** 60` and
 * `true == 1` compare the mathematical values exactly, so int64 data as BigInt64Array on one side and
 * number[] on the other, or bool as boolean[] vs Uint8Array, still compare right without lossy casts.
 */
export function countMismatches(baseline: TensorData, candidate: TensorData): number {
  const b = baseline as ArrayLike<number | bigint | boolean>;
  const c = candidate as ArrayLike<number | bigint | boolean>;
  let mismatches = 0;
  for (let i = 0; i < b.length; i++) {
    // eslint-disable-next-line eqeqeq
    if (b[i] != c[i]) mismatches++;
  }
  return mismatches;
}

/** Linear interpolation between closest ranks (numpy's default), on an ascending array. */
export function quantileSorted(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (position - below) * (upper - lower);
}
