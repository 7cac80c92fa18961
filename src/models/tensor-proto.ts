import protobuf from 'protobufjs/minimal.js';
import { message, type Reader } from './inspect.js';
import type { DecodeBudget } from './diff-budget.js';
import { stringCost } from './diff-budget.js';
import { dtypeName, fromInt32Field, storedBytes } from './onnx-dtypes.js';
import type { TensorEntry, TensorSource } from './model-graph.js';

// One TensorProto read by a streaming walk over the file's bytes (onnx.proto field numbers). Nothing is
// allocated per value while walking: raw_data is remembered by its offset in the file, typed fields (float_data,
// int64_data…) by their byte spans, counted, and copied out only when their count matches the dims and stays
// under a cap. The declared dims are never trusted: an entry whose dims promise more elements than its bytes
// hold is kept as 'unread' with the reason, so nothing downstream loops over elements that are not there.

/** Weights kept in typed fields are copied out only up to this many values. */
export const MAX_INLINE_VALUES = 4_000_000;

const FIELD = {
  dims: 1,
  dataType: 2,
  floatData: 4,
  int32Data: 5,
  stringData: 6,
  int64Data: 7,
  name: 8,
  rawData: 9,
  externalData: 13,
  dataLocation: 14,
  doubleData: 10,
  uint64Data: 11,
} as const;
const EXTERNAL = 1;

/** protobufjs gives a Long or a number for 64-bit fields, depending on whether `long` is installed. */
export const int64 = (value: unknown): number =>
  typeof value === 'number' ? value : (value as { toNumber(): number }).toNumber();

interface Span {
  field: number;
  wireType: number;
  start: number;
  end: number;
}

/** Values in a span: packed varints are counted by their last bytes, never decoded. */
function countValues(bytes: Uint8Array, span: Span): number {
  if (span.wireType === 0 || span.wireType === 5 || span.wireType === 1) return 1;
  if (span.field === FIELD.floatData) return Math.floor((span.end - span.start) / 4);
  if (span.field === FIELD.doubleData) return Math.floor((span.end - span.start) / 8);
  let count = 0;
  for (let i = span.start; i < span.end; i++) if ((bytes[i] as number) < 0x80) count++;
  return count;
}

function readValue(reader: Reader, field: number, dtype: string): number {
  if (field === FIELD.floatData) return reader.float();
  if (field === FIELD.doubleData) return reader.double();
  if (field === FIELD.int32Data) return fromInt32Field(dtype, reader.int32());
  if (field === FIELD.uint64Data) return int64(reader.uint64());
  return int64(reader.int64());
}

/** Copies the values of typed-field spans out (their count already checked). */
function spanValues(bytes: Uint8Array, spans: readonly Span[], dtype: string, count: number): Float64Array {
  const values = new Float64Array(count);
  let i = 0;
  for (const span of spans) {
    const reader = protobuf.Reader.create(bytes.subarray(span.start, span.end));
    if (span.wireType !== 2) values[i++] = readValue(reader, span.field, dtype);
    else while (reader.pos < reader.len && i < count) values[i++] = readValue(reader, span.field, dtype);
  }
  return values;
}

/** Repeated numbers, packed or not. */
export function readNumbers(
  reader: Reader,
  wireType: number,
  read: () => number,
  into: number[],
  budget: DecodeBudget,
): void {
  const end = wireType === 2 ? reader.uint32() + reader.pos : undefined;
  if (end === undefined) {
    budget.charge(8);
    into.push(read());
  }
  while (end !== undefined && reader.pos < end) {
    budget.charge(8);
    into.push(read());
  }
}

function readEntry(reader: Reader, budget: DecodeBudget): [string, string] {
  let key = '';
  let value = '';
  message(reader, (f, wt) =>
    f === 1 && wt === 2
      ? ((key = reader.string()), true)
      : f === 2 && wt === 2
        ? ((value = reader.string()), true)
        : false,
  );
  budget.charge(stringCost(key) + stringCost(value));
  return [key, value];
}

function externalSource(entries: Map<string, string>): TensorSource {
  const location = entries.get('location') ?? '';
  if (!location) return { kind: 'unread', reason: 'external data without a location' };
  const length = entries.get('length');
  return {
    kind: 'external',
    location,
    offset: Number(entries.get('offset') ?? 0) || 0,
    length: length === undefined ? null : Number(length),
  };
}

const plural = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;

/** Why dims cannot describe a tensor at all, or ''. */
function badDims(dims: readonly number[], elements: number): string {
  if (dims.some((d) => !Number.isSafeInteger(d) || d < 0)) return `dims [${dims.join(', ')}] are not all sizes`;
  if (!Number.isSafeInteger(elements)) return `dims [${dims.join(', ')}] give more elements than can be counted`;
  return '';
}

/** Reads a TensorProto whose length prefix is at the reader's position; typed values are charged to `budget`. */
export function readTensor(reader: Reader, bytes: Uint8Array, budget: DecodeBudget): TensorEntry {
  let name = '';
  let dataType = 0;
  const dims: number[] = [];
  let raw: { offset: number; length: number } | undefined;
  let external = false;
  let strings = false;
  const entries = new Map<string, string>();
  const spans: Span[] = [];
  budget.charge(200);
  message(reader, (field, wt) => {
    if (field === FIELD.dims) return (readNumbers(reader, wt, () => int64(reader.int64()), dims, budget), true);
    if (field === FIELD.dataType && wt === 0) return ((dataType = reader.int32()), true);
    if (field === FIELD.name && wt === 2) return ((name = reader.string()), budget.charge(stringCost(name)), true);
    if (field === FIELD.dataLocation && wt === 0) return ((external = reader.int32() === EXTERNAL), true);
    if (field === FIELD.externalData && wt === 2) return (entries.set(...readEntry(reader, budget)), true);
    if (field === FIELD.rawData && wt === 2) {
      const length = reader.uint32();
      raw = { offset: reader.pos, length };
      reader.skip(length);
      return true;
    }
    if (field === FIELD.stringData) return ((strings = true), false);
    const typed =
      field === FIELD.floatData ||
      field === FIELD.int32Data ||
      field === FIELD.int64Data ||
      field === FIELD.doubleData ||
      field === FIELD.uint64Data;
    if (!typed) return false;
    const start = reader.pos;
    if (wt === 2) {
      const length = reader.uint32();
      spans.push({ field, wireType: wt, start: reader.pos, end: reader.pos + length });
      reader.skip(length);
    } else {
      reader.skipType(wt);
      spans.push({ field, wireType: wt, start, end: reader.pos });
    }
    budget.charge(48);
    return true;
  });
  const elements = dims.reduce((a, b) => a * b, 1);
  const dtype = dtypeName(dataType);
  const expected = storedBytes(dataType, elements);
  const bad = badDims(dims, elements);
  let source: TensorSource;
  if (bad) source = { kind: 'unread', reason: bad };
  else if (external) {
    source = externalSource(entries);
    if (source.kind === 'external' && source.length !== null && expected > 0 && source.length !== expected)
      source = {
        kind: 'unread',
        reason: `dims declare ${plural(expected, 'byte')}, the external data holds ${plural(source.length, 'byte')}`,
      };
  } else if (raw && raw.length > 0) {
    source =
      expected > 0 && raw.length !== expected
        ? {
            kind: 'unread',
            reason: `dims declare ${plural(expected, 'byte')}, raw_data holds ${plural(raw.length, 'byte')}`,
          }
        : { kind: 'raw', ...raw };
  } else if (spans.length > 0) source = typedSource(bytes, spans, dtype, elements, budget);
  else if (strings) source = { kind: 'unread', reason: 'string tensor' };
  else source = elements === 0 ? { kind: 'values', values: new Float64Array() } : { kind: 'unread', reason: 'no data' };
  const stored =
    source.kind === 'raw'
      ? source.length
      : source.kind === 'external' && source.length !== null
        ? source.length
        : expected;
  // Dims that count nothing count as no elements: sums over a model's tensors stay countable.
  return { name, dtype, dims, elements: bad ? 0 : elements, bytes: bad ? 0 : stored, source };
}

function typedSource(
  bytes: Uint8Array,
  spans: readonly Span[],
  dtype: string,
  elements: number,
  budget: DecodeBudget,
): TensorSource {
  const count = spans.reduce((sum, span) => sum + countValues(bytes, span), 0);
  if (count !== elements)
    return {
      kind: 'unread',
      reason: `dims declare ${plural(elements, 'element')}, the typed fields hold ${plural(count, 'value')}`,
    };
  if (count > MAX_INLINE_VALUES) return { kind: 'unread', reason: `${plural(count, 'value')} in typed fields` };
  budget.charge(8 * count);
  return { kind: 'values', values: spanValues(bytes, spans, dtype, count) };
}
