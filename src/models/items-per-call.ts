import type { ShapeOverrides } from '../inputs/shapes.js';
import type { ModelSignature } from './signature.js';

/** How many items one call processes, and the dim that says so (docs/matrix.md, "Throughput"). */
export interface ItemsPerCall {
  items: number;
  /** The dim's name ('batch'), or the input and position ('input[0]') when it has none. */
  dim: string;
}

/**
 * Throughput counts items per second, an item being one entry of the leading dim of the model's first input
 * as it was fed: a dynamic dim takes its size from `input-shapes` (an unnamed one is fed as 1), a fixed one
 * is what the model declares, and a scalar first input is one item. Undefined when the size is not known here.
 */
export function itemsPerCall(signature: ModelSignature, shapes: ShapeOverrides): ItemsPerCall | undefined {
  const input = signature.inputs[0];
  if (!input) return undefined;
  const at = `${input.name}[0]`;
  const dimNames = new Set(signature.inputs.flatMap((i) => i.shape.filter((d) => typeof d === 'string' && d)));
  // 'x=16' names a one-dim input's whole shape when x is an input and no dim (src/models/check-overrides.ts).
  const whole =
    shapes.byInput[input.name] ??
    (!dimNames.has(input.name) && shapes.byDim[input.name] !== undefined ? [shapes.byDim[input.name] ?? 1] : undefined);
  if (whole) return { items: whole[0] ?? 1, dim: whole.length ? at : 'scalar' };
  const leading = input.shape[0];
  if (leading === undefined) return { items: 1, dim: 'scalar' };
  if (typeof leading === 'number') return leading > 0 ? { items: leading, dim: at } : { items: 1, dim: at };
  if (leading === '') return { items: 1, dim: at };
  const size = shapes.byDim[leading];
  return size === undefined ? undefined : { items: size, dim: leading };
}
