import { invalidInput, UserError } from '../errors.js';
import { parseKeyValue, splitList } from './parsers.js';

/** `input-shapes`: 'batch=16' sets every dynamic dim named batch; 'input=16x256' gives one input its full shape. */
export interface ShapeOverrides {
  byDim: Record<string, number>;
  byInput: Record<string, number[]>;
}

/**
 * `input-shapes` with lists: 'batch=1,8,64' gives a dim several sizes and 'input=1x256,8x256' an input several
 * shapes; each list is one axis of the matrix (src/inputs/matrix.ts). A single size per name is the ordinary
 * one-cell run.
 */
export interface ShapeMatrix {
  byDim: Record<string, number[]>;
  byInput: Record<string, number[][]>;
}

const EXAMPLE = 'batch=16,input=16x256';

/**
 * Items are comma- or newline-separated; an item without '=' continues the list of the name before it, so
 * 'batch=1,8,64,seq=128' is batch ∈ {1, 8, 64} and seq = 128. A name given twice is refused: its second list
 * would silently replace the first.
 */
export function parseShapeMatrix(raw: string): ShapeMatrix {
  const matrix: ShapeMatrix = { byDim: {}, byInput: {} };
  let current: { key: string; kind: 'dim' | 'input' } | undefined;
  const seen = new Set<string>();
  for (const item of splitList(raw)) {
    if (!item.includes('=') && current) {
      addValue(matrix, current, item, `${current.key}=…,${item}`);
      continue;
    }
    const [key, value] = parseKeyValue('input-shapes', item, EXAMPLE);
    if (seen.has(key))
      throw new UserError(`'input-shapes' names '${key}' twice; give all its sizes in one list, like '${key}=1,8,64'`);
    seen.add(key);
    current = { key, kind: /^\d+$/.test(value) ? 'dim' : 'input' };
    addValue(matrix, current, value, item);
  }
  return matrix;
}

function addValue(
  matrix: ShapeMatrix,
  target: { key: string; kind: 'dim' | 'input' },
  value: string,
  item: string,
): void {
  if (target.kind === 'dim') {
    if (!/^\d+$/.test(value))
      throw new UserError(
        `'input-shapes' lists sizes for dim '${target.key}': every entry must be a whole number like '8', got '${value}' in '${item}'`,
      );
    pushUnique(item, (matrix.byDim[target.key] ??= []), positiveSize(item, value), (a, b) => a === b);
    return;
  }
  if (!/^\d+(x\d+)*$/i.test(value) && value !== 'scalar')
    throw invalidInput('input-shapes', `a list like '${EXAMPLE}'`, item);
  // 'scalar' lets a rank-0 input be named explicitly; x-separated sizes give the whole shape.
  const shape =
    value === 'scalar'
      ? []
      : value
          .toLowerCase()
          .split('x')
          .map((d) => positiveSize(item, d));
  pushUnique(item, (matrix.byInput[target.key] ??= []), shape, (a, b) => a.join('x') === b.join('x'));
}

function pushUnique<T>(item: string, list: T[], value: T, same: (a: T, b: T) => boolean): void {
  if (list.some((v) => same(v, value)))
    throw new UserError(`'input-shapes' lists the same size twice in '${item}'; list each size once`);
  list.push(value);
}

/** The one-cell form: every name with exactly one size (what a run without lists has always used). */
export function parseInputShapes(raw: string): ShapeOverrides {
  const matrix = parseShapeMatrix(raw);
  return {
    byDim: Object.fromEntries(Object.entries(matrix.byDim).map(([k, v]) => [k, v[0] ?? 1])),
    byInput: Object.fromEntries(Object.entries(matrix.byInput).map(([k, v]) => [k, v[0] ?? []])),
  };
}

function positiveSize(item: string, text: string): number {
  const size = Number(text);
  if (!Number.isSafeInteger(size) || size < 1) {
    throw new UserError(`'input-shapes' sizes must be whole numbers of at least 1, got '${item}'`);
  }
  return size;
}
