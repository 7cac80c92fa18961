// ONNX tensor element types (`TensorProto.DataType` in onnx.proto): the name the reports use, the stored size
// of one element, and how to turn a little-endian raw_data chunk into numbers for the weight diff.

interface DtypeInfo {
  name: string;
  /** Bytes per element as stored; 0.5 and 0.25 for the packed 4- and 2-bit types. 0: variable (string). */
  size: number;
}

const DTYPES: Record<number, DtypeInfo> = {
  1: { name: 'float32', size: 4 },
  2: { name: 'uint8', size: 1 },
  3: { name: 'int8', size: 1 },
  4: { name: 'uint16', size: 2 },
  5: { name: 'int16', size: 2 },
  6: { name: 'int32', size: 4 },
  7: { name: 'int64', size: 8 },
  8: { name: 'string', size: 0 },
  9: { name: 'bool', size: 1 },
  10: { name: 'float16', size: 2 },
  11: { name: 'float64', size: 8 },
  12: { name: 'uint32', size: 4 },
  13: { name: 'uint64', size: 8 },
  14: { name: 'complex64', size: 8 },
  15: { name: 'complex128', size: 16 },
  16: { name: 'bfloat16', size: 2 },
  17: { name: 'float8e4m3fn', size: 1 },
  18: { name: 'float8e4m3fnuz', size: 1 },
  19: { name: 'float8e5m2', size: 1 },
  20: { name: 'float8e5m2fnuz', size: 1 },
  21: { name: 'uint4', size: 0.5 },
  22: { name: 'int4', size: 0.5 },
  23: { name: 'float4e2m1', size: 0.5 },
  24: { name: 'float8e8m0', size: 1 },
  25: { name: 'uint2', size: 0.25 },
  26: { name: 'int2', size: 0.25 },
};

export function dtypeName(dataType: number): string {
  return DTYPES[dataType]?.name ?? `type${dataType}`;
}

/** The `TensorProto.DataType` number of a type name (onnxruntime-node's names are the same), undefined if unknown. */
export function dataTypeOf(name: string): number | undefined {
  for (const [number, info] of Object.entries(DTYPES)) if (info.name === name) return Number(number);
  return undefined;
}

/** Stored bytes of `elements` values, rounded up for the packed types; 0 for strings (their length varies). */
export function storedBytes(dataType: number, elements: number): number {
  return Math.ceil((DTYPES[dataType]?.size ?? 0) * elements);
}

/** Floating types whose change to an integer or narrow type reads as quantization. */
const WIDE_FLOATS = new Set(['float32', 'float64', 'float16', 'bfloat16']);
const QUANTIZED_STORAGE = /^(u?int(8|4|2)|float8|float4)/;

export function isQuantization(from: string, to: string): boolean {
  return WIDE_FLOATS.has(from) && QUANTIZED_STORAGE.test(to);
}

/**
 * Which dtypes a weight may change between and still be the same weight: floats and quantized storage are one
 * family (a quantized copy of a float tensor); any other type only pairs with itself (an int64 shape constant
 * is not a float weight that happens to have the same shape).
 */
export function weightFamily(dtype: string): string {
  return WIDE_FLOATS.has(dtype) || QUANTIZED_STORAGE.test(dtype) ? 'weights' : dtype;
}

/** Half-precision bits as a number (Node 20 has no Float16Array): weights, outputs and warnings alike. */
export function fromFloat16Bits(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * 2 ** -14 * (fraction / 1024);
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * 2 ** (exponent - 15) * (1 + fraction / 1024);
}

const scratch = new DataView(new ArrayBuffer(4));

/** bfloat16 is the top half of a float32. */
function bfloat16ToFloat(bits: number): number {
  scratch.setUint32(0, bits << 16, false);
  return scratch.getFloat32(0, false);
}

/** Values stored in int32_data as bit patterns (float16, bfloat16) → numbers; other types pass through. */
export function fromInt32Field(dtype: string, value: number): number {
  if (dtype === 'float16') return fromFloat16Bits(value & 0xffff);
  if (dtype === 'bfloat16') return bfloat16ToFloat(value & 0xffff);
  return value;
}

type Decoder = (view: DataView, index: number) => number;

const DECODERS: Record<string, Decoder> = {
  float32: (v, i) => v.getFloat32(i * 4, true),
  float64: (v, i) => v.getFloat64(i * 8, true),
  float16: (v, i) => fromFloat16Bits(v.getUint16(i * 2, true)),
  bfloat16: (v, i) => bfloat16ToFloat(v.getUint16(i * 2, true)),
  int8: (v, i) => v.getInt8(i),
  uint8: (v, i) => v.getUint8(i),
  bool: (v, i) => v.getUint8(i),
  int16: (v, i) => v.getInt16(i * 2, true),
  uint16: (v, i) => v.getUint16(i * 2, true),
  int32: (v, i) => v.getInt32(i * 4, true),
  uint32: (v, i) => v.getUint32(i * 4, true),
  int64: (v, i) => Number(v.getBigInt64(i * 8, true)),
  uint64: (v, i) => Number(v.getBigUint64(i * 8, true)),
};

/** Whether raw bytes of this type can be read as numbers (packed, float8 and complex types cannot, yet). */
export function isReadable(dtype: string): boolean {
  return dtype in DECODERS;
}

/** The whole-element byte size of a readable type (chunks of raw data are cut at element boundaries). */
export function elementBytes(dtype: string): number {
  return Object.values(DTYPES).find((d) => d.name === dtype)?.size ?? 0;
}

/** Little-endian raw bytes of a readable type → numbers. */
export function decodeRaw(dtype: string, bytes: Uint8Array): Float64Array {
  const decode = DECODERS[dtype];
  if (!decode) throw new Error(`no decoder for ${dtype}`);
  const size = elementBytes(dtype);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float64Array(Math.floor(bytes.byteLength / size));
  for (let i = 0; i < out.length; i++) out[i] = decode(view, i);
  return out;
}
