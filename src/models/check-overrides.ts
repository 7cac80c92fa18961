import { UserError } from '../errors.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import type { ValueOverrides } from '../inputs/values.js';
import type { TensorInfo } from './signature.js';

/**
 * `input-shapes` and `input-values` may only name inputs and dims that one of the two models has: a typo would
 * otherwise be ignored silently and the gate would measure something other than what the user asked for.
 * 'x=16' reads as a dim size until the models are known; when 'x' is an input and no dim, it is that
 * input's whole (one-dim) shape, and the returned overrides say so.
 */
export function checkOverrides(inputs: TensorInfo[], given: ShapeOverrides, values: ValueOverrides): ShapeOverrides {
  const inputNames = new Set(inputs.map((i) => i.name));
  const dimNames = new Set(
    inputs.flatMap((i) => i.shape.filter((d): d is string => typeof d === 'string' && d !== '')),
  );
  const shapes: ShapeOverrides = { byDim: {}, byInput: { ...given.byInput } };
  for (const [name, size] of Object.entries(given.byDim)) {
    if (!dimNames.has(name) && inputNames.has(name) && !(name in given.byInput)) shapes.byInput[name] = [size];
    else shapes.byDim[name] = size;
  }
  const known = [...inputNames].map((n) => `'${n}'`).join(', ');
  for (const name of Object.keys(shapes.byInput)) {
    if (!inputNames.has(name))
      throw new UserError(`'input-shapes' names input '${name}', which neither model has; the inputs are ${known}`);
  }
  for (const name of Object.keys(shapes.byDim)) {
    if (!dimNames.has(name)) {
      const dims =
        dimNames.size > 0
          ? `the named dynamic dims are ${[...dimNames].map((d) => `'${d}'`).join(', ')}`
          : 'the models have no named dynamic dims';
      throw new UserError(
        `'input-shapes' names dim '${name}', which no input has; ${dims} (use 'input=AxB' to set a whole shape)`,
      );
    }
  }
  for (const name of Object.keys(values)) {
    if (!inputNames.has(name))
      throw new UserError(`'input-values' names input '${name}', which neither model has; the inputs are ${known}`);
  }
  return shapes;
}
