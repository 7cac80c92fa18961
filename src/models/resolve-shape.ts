import { UserError } from '../errors.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import { formatShape, type TensorInfo } from './signature.js';

export interface ResolvedShape {
  dims: number[];
  /** Unnamed dynamic dims that were set to 1: reported as a warning naming them. */
  defaultedDims: number[];
}

/**
 * Turns a model input's declared shape into concrete sizes. A per-input override wins over dim names; a named
 * dynamic dim needs a size from `input-shapes`; an unnamed one ('') becomes 1 with a warning, because there is
 * no name the user could have set and 1 is the common batch size.
 */
export function resolveShape(input: TensorInfo, overrides: ShapeOverrides): ResolvedShape {
  const declared = input.shape;
  const whole = overrides.byInput[input.name];
  if (whole) {
    if (whole.length !== declared.length) {
      throw new UserError(
        `'input-shapes' gives input '${input.name}' ${whole.length} dims (${formatShape(whole)}) but the model declares ${declared.length} (${formatShape(declared)}); give ${declared.length} sizes`,
      );
    }
    declared.forEach((dim, i) => {
      if (typeof dim === 'number' && dim > 0 && dim !== whole[i]) {
        throw new UserError(
          `'input-shapes' sets dim ${i} of input '${input.name}' to ${whole[i]} but the model fixes it at ${dim}; use ${formatShape(declared.map((d, j) => (j === i ? dim : (whole[j] ?? d))))}`,
        );
      }
    });
    return { dims: [...whole], defaultedDims: [] };
  }
  const dims: number[] = [];
  const defaultedDims: number[] = [];
  const missing: string[] = [];
  declared.forEach((dim, i) => {
    if (typeof dim === 'number' && dim > 0) {
      dims.push(dim);
    } else if (typeof dim === 'string' && dim !== '') {
      const size = overrides.byDim[dim];
      if (size === undefined) missing.push(dim);
      dims.push(size ?? 0);
    } else {
      dims.push(1);
      defaultedDims.push(i);
    }
  });
  if (missing.length > 0) {
    // Every missing dim in one message: fixing them one rerun at a time is what users hate most.
    const names = missing.map((d) => `'${d}'`).join(', ');
    const byName = missing.map((d) => `${d}=N`).join(',');
    const whole = declared.map((d) => (typeof d === 'number' && d > 0 ? d : 'N')).join('x');
    const what = missing.length === 1 ? `a dynamic dim ${names}` : `dynamic dims ${names}`;
    throw new UserError(
      `Input '${input.name}' has ${what} (shape ${formatShape(declared)}) with no size; set 'input-shapes' to '${byName}' or '${input.name}=${whole}'`,
    );
  }
  return { dims, defaultedDims };
}
