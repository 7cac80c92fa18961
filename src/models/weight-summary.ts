import { isQuantization } from './onnx-dtypes.js';
import type { TensorChange, TensorChangeKind, WeightDiff, WeightPattern } from './weight-changes.js';

// The weight diff summed up (docs/explain.md, "Weight diff"): exact counts, dtype changes grouped, the share of
// zeros, the largest changes first (the list capped, the counts not), and the patterns a reader sees at a glance.

/** Tensors listed (the largest changes, the unreadable ones); every tensor is counted. */
export const MAX_TENSORS_SHOWN = 20;
/** A rise in the share of exact zeros by at least this much reads as pruning. */
const PRUNING_RISE = 0.05;

/** Orders what a reader should see first: dtype and shape changes, then the biggest value changes. */
function weight(t: TensorChange): number {
  if (t.change === 'not-compared') return 4;
  if (t.change === 'added' || t.change === 'removed') return 2;
  if (t.dtype.baseline !== t.dtype.candidate) return 6;
  if (t.shape.baseline?.join() !== t.shape.candidate?.join()) return 5;
  if (t.change === 'changed') return 3 + Math.min(0.99, t.relativeL2 ?? 0.99);
  return 0;
}

/** A paired tensor whose shape changed. */
const isReshaped = (t: TensorChange) =>
  t.change === 'changed' && t.shape.baseline?.join() !== t.shape.candidate?.join();

export function summarizeWeights(
  changes: TensorChange[],
  renamed: number,
  totals: {
    baseline: number;
    candidate: number;
    zeros: { baseline: number; candidate: number; elements: number };
    bytesCompared: number;
  },
): WeightDiff {
  const count = (kind: TensorChangeKind) => changes.filter((t) => t.change === kind).length;
  const retyped = changes.filter((t) => t.change === 'changed' && t.dtype.baseline !== t.dtype.candidate);
  const reshaped = changes.filter(isReshaped);
  const groups = new Map<string, WeightDiff['dtypeChanges'][number]>();
  for (const t of retyped) {
    const from = t.dtype.baseline ?? '';
    const to = t.dtype.candidate ?? '';
    const group = groups.get(`${from}>${to}`) ?? { from, to, count: 0, quantization: isQuantization(from, to) };
    group.count++;
    groups.set(`${from}>${to}`, group);
  }
  const n = Math.max(1, totals.zeros.elements);
  const diff: WeightDiff = {
    tensors: {
      baseline: totals.baseline,
      candidate: totals.candidate,
      unchanged: count('unchanged'),
      changed: count('changed'),
      reshaped: reshaped.length,
      retyped: retyped.length,
      added: count('added'),
      removed: count('removed'),
      renamed,
      notCompared: count('not-compared'),
    },
    dtypeChanges: [...groups.values()].sort((a, b) => b.count - a.count),
    patterns: [],
    zeros: { baseline: totals.zeros.baseline / n, candidate: totals.zeros.candidate / n },
    largest: changes
      .filter((t) => t.change !== 'unchanged' && t.change !== 'not-compared')
      .sort((a, b) => weight(b) - weight(a))
      .slice(0, MAX_TENSORS_SHOWN),
    notCompared: changes
      .filter((t) => t.change === 'not-compared')
      .slice(0, MAX_TENSORS_SHOWN)
      .map((t) => ({ name: t.name, reason: t.reason ?? '' })),
    bytesCompared: totals.bytesCompared,
  };
  diff.patterns = weightPatterns(diff, changes);
  return diff;
}

/**
 * The reading at a glance. identical: every tensor paired and bit-identical. renamed: some pairs found by
 * shape and position under new names. quantized: a float tensor became an 8-bit-or-narrower one. pruned: the
 * share of exact zeros rose by 5 points or more, or tensors only shrank. retrained: values changed in place
 * (same dtype, same shape). restructured: tensors were added or removed, or changed shape.
 */
export function weightPatterns(diff: WeightDiff, changes: readonly TensorChange[]): WeightPattern[] {
  const t = diff.tensors;
  const patterns: WeightPattern[] = [];
  const everythingPaired = t.added + t.removed === 0;
  if (everythingPaired && t.changed === 0 && t.notCompared === 0) patterns.push('identical');
  if (t.renamed > 0) patterns.push('renamed');
  if (diff.dtypeChanges.some((g) => g.quantization)) patterns.push('quantized');
  const reshaped = changes.filter(isReshaped);
  const size = (dims: number[] | null) => (dims ?? []).reduce((a, b) => a * b, 1);
  const onlyShrank =
    reshaped.length > 0 && reshaped.every((c) => size(c.shape.candidate) < size(c.shape.baseline)) && t.added === 0;
  if (diff.zeros.candidate - diff.zeros.baseline >= PRUNING_RISE || onlyShrank) patterns.push('pruned');
  const inPlace = changes.some(
    (c) =>
      c.change === 'changed' && c.dtype.baseline === c.dtype.candidate && c.relativeL2 !== null && c.relativeL2 > 0,
  );
  if (inPlace && !patterns.includes('pruned')) patterns.push('retrained');
  if (!everythingPaired || (reshaped.length > 0 && !onlyShrank)) patterns.push('restructured');
  return patterns;
}
