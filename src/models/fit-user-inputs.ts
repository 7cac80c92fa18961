import { UserError } from '../errors.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import type { ValueOverrides } from '../inputs/values.js';
import { numpyName } from './npy.js';
import { formatShape, isSynthesizable, type ModelSignature, type TensorInfo } from './signature.js';
import type { InputTensor } from './synthesize.js';
import type { UserArray, UserInputs } from './user-inputs.js';

// Checks the arrays from `inputs` against what each model declares, in the benchmark child where the
// signatures are known. Nothing is converted: a float64 array for a float32 input is refused rather than
// cast, because a silent cast would time and compare something other than what the user gave. A dynamic
// dim takes the array's size, and that size then also holds for synthesized inputs sharing the dim name.

export type ModelSide = 'baseline' | 'candidate';

export interface FittedInputs {
  /** Per model, the user's tensors by input name; synthesizeInputs fills in the rest. */
  given: Record<ModelSide, Record<string, InputTensor>>;
  /** 'input-shapes' plus the named dims the arrays define, for the inputs that are synthesized. */
  shapes: ShapeOverrides;
  /** Every input of both models came from the user: agreement has exactly one sample to compare. */
  complete: boolean;
}

const list = (names: Iterable<string>): string => [...names].map((n) => `'${n}'`).join(', ');

function checkArray(
  array: UserArray,
  input: TensorInfo,
  side: ModelSide,
  dims: Map<string, { size: number; origin: string }>,
): void {
  const needs = `input '${input.name}' of the ${side} model`;
  if (!isSynthesizable(input.type)) {
    throw new UserError(
      `'inputs' file ${array.origin} feeds ${needs}, which has type ${input.type} that latency-gate cannot feed; gate a model whose inputs are numeric or bool tensors`,
    );
  }
  if (array.type !== input.type) {
    throw new UserError(
      `'inputs' file ${array.origin} holds ${array.type} values, but ${needs} is ${input.type}; save it with x.astype(${numpyName(input.type)})`,
    );
  }
  const fits =
    array.shape.length === input.shape.length &&
    input.shape.every((d, i) => typeof d !== 'number' || d <= 0 || d === array.shape[i]);
  if (!fits) {
    throw new UserError(
      `'inputs' file ${array.origin} has shape ${formatShape(array.shape)}, but ${needs} has shape ${formatShape(input.shape)}; save an array of that shape (named and '?' dims may take any size)`,
    );
  }
  if (array.shape.includes(0)) {
    throw new UserError(
      `'inputs' file ${array.origin} has shape ${formatShape(array.shape)} with no elements; save at least one item for ${needs}`,
    );
  }
  input.shape.forEach((dim, i) => {
    if (typeof dim !== 'string' || dim === '') return;
    const size = array.shape[i] ?? 0;
    const seen = dims.get(dim);
    if (seen && seen.size !== size) {
      throw new UserError(
        `'inputs' gives dim '${dim}' the size ${seen.size} in ${seen.origin} but ${size} in ${array.origin}; inputs that share a named dim must agree on its size`,
      );
    }
    dims.set(dim, { size, origin: array.origin });
  });
}

export function fitUserInputs(
  user: UserInputs | undefined,
  signatures: Record<ModelSide, ModelSignature>,
  settings: { shapes: ShapeOverrides; values: ValueOverrides },
): FittedInputs {
  const given: FittedInputs['given'] = { baseline: {}, candidate: {} };
  if (!user || user.arrays.length === 0) return { given, shapes: settings.shapes, complete: false };
  const inputNames = new Set([...signatures.baseline.inputs, ...signatures.candidate.inputs].map((i) => i.name));
  const byName = new Map(user.arrays.map((a) => [a.name, a]));
  for (const array of user.arrays) {
    if (!inputNames.has(array.name)) {
      throw new UserError(
        `'inputs' file ${array.origin} is named '${array.name}', which is no input of either model; name each array after the input it feeds: ${list(inputNames)}`,
      );
    }
    if (settings.values[array.name] !== undefined) {
      throw new UserError(`'inputs' and 'input-values' both set input '${array.name}'; remove it from one of them`);
    }
    const wholeShape = settings.shapes.byInput[array.name];
    if (wholeShape && formatShape(wholeShape) !== formatShape(array.shape)) {
      throw new UserError(
        `'input-shapes' sets input '${array.name}' to ${formatShape(wholeShape)}, but 'inputs' file ${array.origin} has shape ${formatShape(array.shape)}; remove '${array.name}' from 'input-shapes' (the data defines its shape)`,
      );
    }
  }
  const dims = new Map<string, { size: number; origin: string }>();
  for (const side of ['baseline', 'candidate'] as const) {
    for (const input of signatures[side].inputs) {
      const array = byName.get(input.name);
      if (!array) continue;
      checkArray(array, input, side, dims);
      given[side][input.name] = { name: input.name, type: array.type, dims: [...array.shape], data: array.data };
    }
  }
  const byDim = { ...settings.shapes.byDim };
  for (const [dim, { size, origin }] of dims) {
    const set = settings.shapes.byDim[dim];
    if (set !== undefined && set !== size) {
      throw new UserError(
        `'input-shapes' sets '${dim}=${set}', but 'inputs' file ${origin} gives dim '${dim}' the size ${size}; remove '${dim}' from 'input-shapes' (the data defines it)`,
      );
    }
    byDim[dim] = size;
  }
  const complete = (['baseline', 'candidate'] as const).every((side) =>
    signatures[side].inputs.every((i) => given[side][i.name]),
  );
  return { given, shapes: { byDim, byInput: settings.shapes.byInput }, complete };
}
