import { setImmediate as nextTurn } from 'node:timers/promises';
import { DiffStoppedError } from '../errors.js';
import { checkDiffLimits, type DiffLimits } from './diff-budget.js';
import { matchParts } from './match.js';
import { weightFamily } from './onnx-dtypes.js';
import type { TensorChange, TensorChangeKind, WeightDiff } from './weight-changes.js';
import { summarizeWeights } from './weight-summary.js';
import type { TensorEntry } from './model-graph.js';
import type { TensorReader } from './weight-values.js';

// What changed in the weights (docs/explain.md, "Weight diff"). Initializers are paired by name, then by shape
// and position (a quantized copy keeps the float tensor's shape under a new name and dtype), compared a chunk
// at a time, and summed up so that a re-export with identical weights, a retrained model, a pruned one and a
// quantized one read differently at a glance. Every tensor is counted; only the list shown is capped.

const CHUNK_ELEMENTS = 1 << 20;

interface Comparison {
  relativeL2: number | null;
  maxAbsDiff: number | null;
  zeros: { baseline: number; candidate: number };
  identical: boolean;
  bytes: number;
}

function sameBytes(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  return a !== undefined && b !== undefined && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
}

async function compareValues(
  b: TensorEntry,
  c: TensorEntry,
  readers: { baseline: TensorReader; candidate: TensorReader },
  limits: DiffLimits | undefined,
): Promise<Comparison> {
  let diffSquares = 0;
  let baseSquares = 0;
  let maxAbs = 0;
  let zerosB = 0;
  let zerosC = 0;
  let identical = true;
  let bytes = 0;
  for (let start = 0; start < b.elements; start += CHUNK_ELEMENTS) {
    // A turn of the event loop per chunk: a signal is handled and the time checked while a large pair is read.
    await nextTurn();
    checkDiffLimits(limits);
    const count = Math.min(CHUNK_ELEMENTS, b.elements - start);
    const [x, y] = await Promise.all([readers.baseline.read(b, start, count), readers.candidate.read(c, start, count)]);
    bytes += (x.bytes?.byteLength ?? 0) + (y.bytes?.byteLength ?? 0);
    if (identical && !(x.bytes && y.bytes ? sameBytes(x.bytes, y.bytes) : false)) {
      identical = x.values.every((v, i) => Object.is(v, y.values[i]));
    }
    for (let i = 0; i < count; i++) {
      const u = x.values[i] as number;
      const v = y.values[i] as number;
      const d = v - u;
      diffSquares += d * d;
      baseSquares += u * u;
      if (!(Math.abs(d) <= maxAbs)) maxAbs = Math.abs(d);
      if (u === 0) zerosB++;
      if (v === 0) zerosC++;
    }
  }
  const n = Math.max(1, b.elements);
  const finite = Number.isFinite(diffSquares) && Number.isFinite(maxAbs);
  const relativeL2 = identical ? 0 : finite && baseSquares > 0 ? Math.sqrt(diffSquares) / Math.sqrt(baseSquares) : null;
  return {
    relativeL2,
    maxAbsDiff: identical ? 0 : finite ? maxAbs : null,
    zeros: { baseline: zerosB / n, candidate: zerosC / n },
    identical,
    bytes,
  };
}

const sameShape = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((d, i) => d === b[i]);

function entryChange(kind: TensorChangeKind, b: TensorEntry | undefined, c: TensorEntry | undefined): TensorChange {
  return {
    change: kind,
    name: (c ?? b)?.name ?? '',
    baselineName: b && c && b.name !== c.name ? b.name : null,
    dtype: { baseline: b?.dtype ?? null, candidate: c?.dtype ?? null },
    shape: { baseline: b?.dims ?? null, candidate: c?.dims ?? null },
    relativeL2: null,
    maxAbsDiff: null,
    zeros: null,
    reason: null,
  };
}

export async function diffWeights(
  baseline: readonly TensorEntry[],
  candidate: readonly TensorEntry[],
  readers: { baseline: TensorReader; candidate: TensorReader },
  limits?: DiffLimits,
): Promise<WeightDiff> {
  const matching = matchParts(baseline, candidate, {
    name: (t) => t.name,
    kind: (t) => `${t.dims.join('x')}/${weightFamily(t.dtype)}`,
    namesAcrossKinds: true,
  });
  const changes: TensorChange[] = [];
  const zeros = { baseline: 0, candidate: 0, elements: 0 };
  let bytesCompared = 0;
  for (const pair of matching.pairs) {
    const b = baseline[pair.baseline] as TensorEntry;
    const c = candidate[pair.candidate] as TensorEntry;
    const entry = entryChange('changed', b, c);
    if (b.dtype !== c.dtype || !sameShape(b.dims, c.dims)) {
      changes.push(entry);
      continue;
    }
    const reason =
      readers.baseline.unreadable(b) ||
      readers.candidate.unreadable(c) ||
      (await readers.baseline.missing(b)) ||
      (await readers.candidate.missing(c));
    if (reason) {
      changes.push({ ...entry, change: 'not-compared', reason });
      continue;
    }
    try {
      const result = await compareValues(b, c, readers, limits);
      bytesCompared += result.bytes;
      zeros.baseline += result.zeros.baseline * b.elements;
      zeros.candidate += result.zeros.candidate * b.elements;
      zeros.elements += b.elements;
      changes.push({
        ...entry,
        change: result.identical ? 'unchanged' : 'changed',
        relativeL2: result.relativeL2,
        maxAbsDiff: result.maxAbsDiff,
        zeros: result.zeros,
      });
    } catch (error) {
      if (error instanceof DiffStoppedError) throw error;
      const why = error instanceof Error ? error.message : String(error);
      changes.push({ ...entry, change: 'not-compared', reason: `not read: ${why}` });
    }
  }
  for (const i of matching.added) changes.push(entryChange('added', undefined, candidate[i]));
  for (const i of matching.removed) changes.push(entryChange('removed', baseline[i], undefined));
  return summarizeWeights(
    changes,
    matching.pairs.filter((p) => p.by === 'position' && baseline[p.baseline]?.name !== candidate[p.candidate]?.name)
      .length,
    {
      baseline: baseline.length,
      candidate: candidate.length,
      zeros,
      bytesCompared,
    },
  );
}
