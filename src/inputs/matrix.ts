// The matrix of settings a run compares the two models over (docs/matrix.md, "Matrix"): every list in
// `input-shapes` (a dim's sizes, an input's shapes) and the `threads` list is one axis, and every combination
// is one cell, measured like a single run. Without lists there is one cell: the ordinary run.
import { UserError } from '../errors.js';
import { parsePositiveInt, splitList } from './parsers.js';
import type { ShapeMatrix, ShapeOverrides } from './shapes.js';

/** More cells than this would leave each one too little of one `max-duration` to decide anything. */
export const MAX_MATRIX_CELLS = 16;

export interface MatrixAxes {
  shapes: ShapeMatrix;
  /** Intra-op threads, each identical for both models in a cell. */
  threads: number[];
}

/** One combination: the sizes and thread count both models run with, and the axis values that name it. */
export interface MatrixCell {
  shapes: ShapeOverrides;
  threads: number;
  /** Only the axes that vary, in the order given: { batch: '8', threads: '4' }. */
  axes: Record<string, string>;
  /** 'batch=8 threads=4'; '' for a run without lists. */
  label: string;
}

/** `threads`: one count, or a list like '1,4' that becomes an axis of the matrix. */
export function parseThreadList(raw: string): number[] {
  const items = splitList(raw);
  if (items.length === 0) return [parsePositiveInt('threads', raw, '1')];
  const counts = items.map((item) => parsePositiveInt('threads', item, '1'));
  if (new Set(counts).size !== counts.length)
    throw new UserError(`'threads' lists the same count twice in '${raw}'; list each count once, like '1,4'`);
  return counts;
}

function shapeText(shape: number[]): string {
  return shape.length ? shape.join('x') : 'scalar';
}

/**
 * Every combination of the axes, the first axis slowest (as written: 'batch=1,8' with 'threads: 1,2' is
 * batch=1 threads=1, batch=1 threads=2, batch=8 threads=1, batch=8 threads=2).
 */
export function matrixCells(axes: MatrixAxes): MatrixCell[] {
  type Axis = { name: string; values: string[]; apply: (cell: MatrixCell, index: number) => void };
  const list: Axis[] = [
    ...Object.entries(axes.shapes.byDim).map(([name, sizes]): Axis => ({
      name,
      values: sizes.map(String),
      apply: (cell, i) => void (cell.shapes.byDim[name] = sizes[i] ?? 1),
    })),
    ...Object.entries(axes.shapes.byInput).map(([name, shapes]): Axis => ({
      name,
      values: shapes.map(shapeText),
      apply: (cell, i) => void (cell.shapes.byInput[name] = [...(shapes[i] ?? [])]),
    })),
    {
      name: 'threads',
      values: axes.threads.map(String),
      apply: (cell, i) => void (cell.threads = axes.threads[i] ?? 1),
    },
  ];
  let cells: MatrixCell[] = [{ shapes: { byDim: {}, byInput: {} }, threads: 1, axes: {}, label: '' }];
  for (const axis of list) {
    const next: MatrixCell[] = [];
    for (const cell of cells)
      axis.values.forEach((value, i) => {
        const copy: MatrixCell = {
          shapes: { byDim: { ...cell.shapes.byDim }, byInput: { ...cell.shapes.byInput } },
          threads: cell.threads,
          axes: axis.values.length > 1 ? { ...cell.axes, [axis.name]: value } : { ...cell.axes },
          label: '',
        };
        axis.apply(copy, i);
        next.push(copy);
      });
    cells = next;
  }
  return cells.map((c) => ({
    ...c,
    label: Object.entries(c.axes)
      .map(([k, v]) => `${k}=${v}`)
      .join(' '),
  }));
}

/** How many cells the axes make, without building them. */
export function cellCount(axes: MatrixAxes): number {
  const lengths = [
    ...Object.values(axes.shapes.byDim).map((v) => v.length),
    ...Object.values(axes.shapes.byInput).map((v) => v.length),
    axes.threads.length,
  ];
  return lengths.reduce((a, b) => a * Math.max(1, b), 1);
}

/** The matrix's axes as the user typed them, for the record: 'batch=1,8,64' and threads '1,4'. */
export function axesText(axes: MatrixAxes): { inputShapes: string; threads: string } {
  const dims = Object.entries(axes.shapes.byDim).map(([k, v]) => `${k}=${v.join(',')}`);
  const inputs = Object.entries(axes.shapes.byInput).map(([k, v]) => `${k}=${v.map(shapeText).join(',')}`);
  return { inputShapes: [...dims, ...inputs].join(','), threads: axes.threads.join(',') };
}
