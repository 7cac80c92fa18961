import { allocate, type TensorData } from './dtype-ranges.js';
import type { SynthesizableType } from './signature.js';
import { NpyFormatError } from '../errors.js';

// A reader for NumPy's .npy format (versions 1, 2 and 3), written here rather than taken from npm: the
// format is one small header plus raw little-endian data, and the few packages that read it either pull in
// a zip stack we do not need or decode big-endian and Fortran-ordered data silently wrong. Only what
// onnxruntime-node can feed is accepted; everything else is refused with the fix to apply in NumPy.

/** NumPy's little-endian type codes (the part after '<' or '|') and the onnxruntime dtype each becomes. */
const DTYPES: Record<string, SynthesizableType> = {
  f2: 'float16',
  f4: 'float32',
  f8: 'float64',
  i1: 'int8',
  i2: 'int16',
  i4: 'int32',
  i8: 'int64',
  u1: 'uint8',
  u2: 'uint16',
  u4: 'uint32',
  u8: 'uint64',
  b1: 'bool',
};

/** NumPy's name for a dtype (ours with 'np.', but np.bool_), for messages that tell the user what to write in Python. */
export function numpyName(type: SynthesizableType): string {
  return type === 'bool' ? 'np.bool_' : `np.${type}`;
}

export interface NpyArray {
  type: SynthesizableType;
  shape: number[];
  data: TensorData;
}

const MAGIC = [0x93, 0x4e, 0x55, 0x4d, 0x50, 0x59]; // \x93NUMPY

function readHeader(bytes: Uint8Array): { header: string; dataStart: number } {
  if (bytes.length < 10 || MAGIC.some((b, i) => bytes[i] !== b)) {
    throw new NpyFormatError('is not a .npy file (no \\x93NUMPY magic); save arrays with np.save or np.savez');
  }
  const major = bytes[6] ?? 0;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (major === 1) {
    const length = view.getUint16(8, true);
    return { header: decode(bytes, 10, length, 'latin1'), dataStart: 10 + length };
  }
  if (major === 2 || major === 3) {
    if (bytes.length < 12) throw new NpyFormatError('is truncated inside its header; save it again with np.save');
    const length = view.getUint32(8, true);
    return { header: decode(bytes, 12, length, major === 3 ? 'utf8' : 'latin1'), dataStart: 12 + length };
  }
  throw new NpyFormatError(
    `uses .npy format version ${major}, which latency-gate cannot read (versions 1 to 3 are known); save it with np.save`,
  );
}

function decode(bytes: Uint8Array, start: number, length: number, encoding: 'latin1' | 'utf8'): string {
  if (start + length > bytes.length)
    throw new NpyFormatError('is truncated inside its header; save it again with np.save');
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, length).toString(encoding);
}

/** The header is a Python dict literal: {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), } */
function parseHeader(header: string): { descr: string; fortran: boolean; shape: number[] } {
  const descr = /'descr'\s*:\s*'([^']*)'/.exec(header)?.[1];
  const fortran = /'fortran_order'\s*:\s*(True|False)/.exec(header)?.[1];
  const shapeText = /'shape'\s*:\s*\(([^)]*)\)/.exec(header)?.[1];
  if (descr === undefined || fortran === undefined || shapeText === undefined) {
    const structured = /'descr'\s*:\s*\[/.test(header);
    throw new NpyFormatError(
      structured
        ? 'holds a structured (record) array; save one plain numeric array per input'
        : 'has a header latency-gate cannot read; save it with np.save',
    );
  }
  const shape = shapeText
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
  if (shape.some((d) => !Number.isSafeInteger(d) || d < 0))
    throw new NpyFormatError(`has an invalid shape (${shapeText}); save it again with np.save`);
  return { descr, fortran: fortran === 'True', shape };
}

function describeRefusedDtype(descr: string): string {
  const kind = descr.replace(/^[<>|=]/, '').charAt(0);
  const what: Record<string, string> = {
    U: 'unicode strings',
    S: 'byte strings',
    O: 'Python objects',
    c: 'complex numbers',
    M: 'datetimes',
    m: 'timedeltas',
    V: 'raw bytes',
  };
  return `has dtype '${descr}'${what[kind] ? ` (${what[kind]})` : ''}, which onnxruntime cannot take as a model input; save a numeric or bool array`;
}

function dtypeOf(descr: string): SynthesizableType {
  const order = descr.charAt(0);
  const code = /^[<>|=]/.test(order) ? descr.slice(1) : descr;
  const type = DTYPES[code === '?' ? 'b1' : code];
  if (!type) throw new NpyFormatError(describeRefusedDtype(descr));
  // '|' (not applicable) is what NumPy writes for one-byte types; '=' is native order, little-endian on every
  // platform onnxruntime-node ships for.
  if (order === '>' && !['i1', 'u1', 'b1'].includes(code)) {
    throw new NpyFormatError(`is big-endian ('${descr}'); save it little-endian with x.astype('<${code}')`);
  }
  return type;
}

export function parseNpy(bytes: Uint8Array): NpyArray {
  const { header, dataStart } = readHeader(bytes);
  const { descr, fortran, shape } = parseHeader(header);
  const type = dtypeOf(descr);
  const count = shape.reduce((a, b) => a * b, 1);
  // Fortran order of a 0- or 1-d array is the same layout as C order; NumPy still flags some of them.
  if (fortran && shape.filter((d) => d > 1).length > 1) {
    throw new NpyFormatError(
      'is stored in Fortran (column-major) order; save it in C order with np.save(path, np.ascontiguousarray(x))',
    );
  }
  const byteLength = count * allocate(type, 0).BYTES_PER_ELEMENT;
  if (dataStart + byteLength > bytes.length) {
    throw new NpyFormatError(
      `is truncated: its header declares ${count} values of ${descr} (${byteLength} bytes) but only ${bytes.length - dataStart} bytes follow; save it again with np.save`,
    );
  }
  // A copy into a fresh buffer: the data offset in the file need not be aligned for the typed array.
  const buffer = new ArrayBuffer(byteLength);
  new Uint8Array(buffer).set(bytes.subarray(dataStart, dataStart + byteLength));
  return { type, shape, data: allocate(type, buffer) };
}
