// The benchmark child's malloc mapping threshold (docs/statistics.md, "Memory of renewed pairs").
//
// glibc's malloc maps a block of its own pages only above a threshold that, once a mapped block is freed, rises
// to that block's size (up to 32 MiB). After the first session is released, a big model's next weights land on
// the heap instead: it does not shrink (renewed pairs of a big model pile up a generation at a time), and where
// each session's weights land differs from session to session, a session bias the interval must then pay for.
// A fixed threshold keeps weights mapped, so a released session gives them back and every session gets fresh
// pages. But every block above it is mapped and unmapped on each allocation, which made a model that returns
// a few MiB a call several times slower. So the threshold is set only where the outputs of a call are known to
// stay well under it (docs/decisions/0005-heap-map-threshold.md).
import { byteSize } from '../format.js';
import { storedBytes } from '../models/onnx-dtypes.js';
import type { GraphValues, ValueInfo } from '../models/graph-signature.js';
import type { ShapeOverrides } from '../inputs/shapes.js';

/** The lowest threshold set: the one the big identical pair kept within its memory bound with (gate-quality#big-peak-memory). */
export const HEAP_MAP_FLOOR_BYTES = 4 * 1024 ** 2;
/** glibc's own ceiling for the moving threshold: above it, a fixed one changes nothing for the weights. */
const DYNAMIC_CEILING_BYTES = 32 * 1024 ** 2;
/** The threshold stays this many times above the largest output of one call (each call allocates its outputs). */
const OUTPUT_HEADROOM = 2;

export type HeapMapPlan = { bytes: number; reason: string } | { bytes: undefined; reason: string };

/**
 * The sizes of a graph's dynamic dims, from `input-shapes` (by dim name, or an input's whole shape) and the
 * dims the inputs fix. A dim that is only in an output, or unnamed, stays unknown.
 */
function knownDims(inputs: readonly ValueInfo[], shapes: ShapeOverrides): Map<string, number> {
  const sizes = new Map(Object.entries(shapes.byDim));
  for (const input of inputs) {
    const whole = shapes.byInput[input.name];
    if (!whole) continue;
    input.dims.forEach((dim, i) => {
      const size = whole[i];
      if (!/^\d+$/.test(dim) && dim !== '?' && size !== undefined && !sizes.has(dim)) sizes.set(dim, size);
    });
  }
  return sizes;
}

/** Bytes of one output of one call, or undefined when a dim or the element size is not known before running. */
function outputBytes(output: ValueInfo, sizes: ReadonlyMap<string, number>): number | undefined {
  let elements = 1;
  for (const dim of output.dims) {
    const size = /^\d+$/.test(dim) ? Number(dim) : sizes.get(dim);
    if (size === undefined) return undefined;
    elements *= size;
  }
  // 0 for a string tensor (its length varies) or a type this version does not know: not known either.
  const bytes = storedBytes(output.elemType, elements);
  return bytes > 0 || elements === 0 ? bytes : undefined;
}

/**
 * The threshold for a CPU run of these models at these shapes: the smallest power of two at least
 * HEAP_MAP_FLOOR_BYTES and OUTPUT_HEADROOM times the largest output, when every output's size is known and
 * some weight is at least that big (else it would change nothing but the calls).
 */
export function planHeapMapThreshold(
  models: readonly (GraphValues | undefined)[],
  shapes: ShapeOverrides,
  executionProvider: string,
): HeapMapPlan {
  if (executionProvider !== 'cpu') return { bytes: undefined, reason: 'not set: the weights live on the GPU' };
  if (process.platform !== 'linux') return { bytes: undefined, reason: 'not set: glibc only' };
  let largestOutput = 0;
  let largestWeight = 0;
  for (const graph of models) {
    if (!graph) return { bytes: undefined, reason: 'not set: a model graph could not be read' };
    const sizes = knownDims(graph.inputs, shapes);
    for (const output of graph.outputs) {
      const bytes = outputBytes(output, sizes);
      if (bytes === undefined)
        return { bytes: undefined, reason: 'not set: the size of an output is known only when the model runs' };
      largestOutput = Math.max(largestOutput, bytes);
    }
    largestWeight = Math.max(largestWeight, graph.largestInitializerBytes);
  }
  let bytes = HEAP_MAP_FLOOR_BYTES;
  while (bytes < OUTPUT_HEADROOM * largestOutput) bytes *= 2;
  if (bytes > DYNAMIC_CEILING_BYTES)
    return {
      bytes: undefined,
      reason: `not set: an output of ${byteSize(largestOutput)} a call would need a threshold above glibc's 32 MiB`,
    };
  if (largestWeight < bytes)
    return {
      bytes: undefined,
      reason: `not set: no weight reaches ${byteSize(bytes)} (the largest is ${byteSize(largestWeight)})`,
    };
  return {
    bytes,
    reason: `${byteSize(bytes)}: the weights up to ${byteSize(largestWeight)} are mapped, the outputs (up to ${byteSize(largestOutput)} a call) are not`,
  };
}
