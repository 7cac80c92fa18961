import type { SynthesizableType } from './signature.js';

// Value ranges for synthesized inputs. Floats sit in [-1, 1), the range normalized features live in. Integer
// inputs are usually token ids, indices or lengths, so they stay small and non-negative (an index of 1000
// into a 64-row table would make the model throw); uint8 covers full pixel values.
export const INTEGER_RANGES: Record<
  Exclude<SynthesizableType, 'float32' | 'float64' | 'float16' | 'bool'>,
  [number, number]
> = {
  int8: [0, 32],
  uint8: [0, 256],
  int16: [0, 32],
  uint16: [0, 32],
  int32: [0, 32],
  uint32: [0, 32],
  int64: [0, 32],
  uint64: [0, 32],
};

export type TensorData =
  | Float32Array
  | Float64Array
  | Uint16Array
  | Int8Array
  | Uint8Array
  | Int16Array
  | Int32Array
  | Uint32Array
  | BigInt64Array
  | BigUint64Array;

const ARRAYS: Record<SynthesizableType, new (source: ArrayBuffer) => TensorData> = {
  float32: Float32Array,
  float64: Float64Array,
  float16: Uint16Array, // onnxruntime-node takes float16 as raw bits on Node 20
  int8: Int8Array,
  uint8: Uint8Array,
  bool: Uint8Array,
  int16: Int16Array,
  uint16: Uint16Array,
  int32: Int32Array,
  uint32: Uint32Array,
  int64: BigInt64Array,
  uint64: BigUint64Array,
};

/** A typed array for the dtype: zero-filled of `source` elements, or a view of `source` bytes. */
export function allocate(type: SynthesizableType, source: number | ArrayBuffer): TensorData {
  // Every typed-array constructor takes a length or a buffer; the cast only picks one overload for the compiler.
  return new ARRAYS[type](source as ArrayBuffer);
}

/** IEEE 754 half-precision bits of a float, round-to-nearest-even is not needed for synthetic data. */
export function toFloat16Bits(value: number): number {
  if (Number.isNaN(value)) return 0x7e00;
  const sign = value < 0 || Object.is(value, -0) ? 0x8000 : 0;
  const abs = Math.abs(value);
  if (abs === Infinity || abs >= 65520) return sign | 0x7c00;
  if (abs < 6.103515625e-5) return sign | Math.round(abs / 5.960464477539063e-8); // subnormal
  const exponent = Math.floor(Math.log2(abs));
  const mantissa = Math.round((abs / 2 ** exponent - 1) * 1024);
  return mantissa === 1024 ? sign | ((exponent + 16) << 10) : sign | ((exponent + 15) << 10) | mantissa;
}
