import { invalidInput, UserError } from '../errors.js';
import { parseKeyValue, splitList } from './parsers.js';

/** `input-shapes`: 'batch=16' sets every dynamic dim named batch; 'input=16x256' gives one input its full shape. */
export interface ShapeOverrides {
  byDim: Record<string, number>;
  byInput: Record<string, number[]>;
}

const EXAMPLE = 'batch=16,input=16x256';

export function parseInputShapes(raw: string): ShapeOverrides {
  const overrides: ShapeOverrides = { byDim: {}, byInput: {} };
  for (const item of splitList(raw)) {
    const [key, value] = parseKeyValue('input-shapes', item, EXAMPLE);
    if (/^\d+$/.test(value)) {
      overrides.byDim[key] = positiveSize(item, value);
    } else if (/^\d+(x\d+)*$/i.test(value) || value === 'scalar') {
      // 'scalar' lets a rank-0 input be named explicitly; x-separated sizes give the whole shape.
      overrides.byInput[key] =
        value === 'scalar'
          ? []
          : value
              .toLowerCase()
              .split('x')
              .map((d) => positiveSize(item, d));
    } else {
      throw invalidInput('input-shapes', `a list like '${EXAMPLE}'`, item);
    }
  }
  return overrides;
}

function positiveSize(item: string, text: string): number {
  const size = Number(text);
  if (!Number.isSafeInteger(size) || size < 1) {
    throw new UserError(`'input-shapes' sizes must be whole numbers of at least 1, got '${item}'`);
  }
  return size;
}
