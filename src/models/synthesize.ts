import { UserError } from '../errors.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import type { ValueOverrides } from '../inputs/values.js';
import { createRng } from '../stats/prng.js';
import { allocate, INTEGER_RANGES, toFloat16Bits, type TensorData } from './dtype-ranges.js';
import { fromFloat16Bits } from './onnx-dtypes.js';
import { resolveShape } from './resolve-shape.js';
import { formatShape, isSynthesizable, type SynthesizableType, type TensorInfo } from './signature.js';

export interface InputTensor {
  name: string;
  type: SynthesizableType;
  dims: number[];
  data: TensorData;
}

export interface SynthesisResult {
  tensors: InputTensor[];
  warnings: string[];
}

/** Seeds per input name, so an input shared by both models gets the same values whatever its position. */
function seedFor(seed: number, name: string): number {
  let h = seed ^ 0x9e3779b9;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function fillRandom(type: SynthesizableType, data: TensorData, random: () => number): void {
  for (let i = 0; i < data.length; i++) {
    const u = random();
    if (type === 'float32' || type === 'float64') (data as Float32Array)[i] = u * 2 - 1;
    else if (type === 'float16') (data as Uint16Array)[i] = toFloat16Bits(u * 2 - 1);
    else if (type === 'bool') (data as Uint8Array)[i] = u < 0.5 ? 0 : 1;
    else {
      const [low, high] = INTEGER_RANGES[type];
      const value = low + Math.floor(u * (high - low));
      if (type === 'int64' || type === 'uint64') (data as BigInt64Array)[i] = BigInt(value);
      else (data as Int32Array)[i] = value;
    }
  }
}

/** The words 'input-values' takes besides numbers. */
const VALUE_WORDS: Readonly<Record<string, number>> = { true: 1, false: 0, nan: NaN, inf: Infinity, '-inf': -Infinity };

function fillConstant(input: TensorInfo, type: SynthesizableType, data: TensorData, text: string): void {
  const isFloat = type.startsWith('float');
  const numeric = Object.hasOwn(VALUE_WORDS, text) ? (VALUE_WORDS[text] as number) : Number(text);
  const wrongType =
    (type === 'bool' && !['true', 'false', '0', '1'].includes(text)) ||
    (!isFloat && type !== 'bool' && (!Number.isInteger(numeric) || (type.startsWith('uint') && numeric < 0)));
  if (wrongType) {
    throw new UserError(
      `'input-values' gives input '${input.name}' the value '${text}', which is not a valid ${type}; give ${type === 'bool' ? 'true or false' : type.startsWith('uint') ? 'a non-negative whole number' : isFloat ? 'a number' : 'a whole number'}`,
    );
  }
  for (let i = 0; i < data.length; i++) {
    if (type === 'int64' || type === 'uint64') (data as BigInt64Array)[i] = BigInt(text.replace(/\.0*$/, ''));
    else if (type === 'float16') (data as Uint16Array)[i] = toFloat16Bits(numeric);
    else (data as Float32Array)[i] = numeric;
  }
}

/** The one value of a single-element tensor, as the user would type it in 'input-values'. */
function singleValue(type: SynthesizableType, data: TensorData): string {
  if (type === 'bool') return (data as Uint8Array)[0] ? 'true' : 'false';
  if (type === 'float16') return String(Number(fromFloat16Bits((data as Uint16Array)[0] ?? 0).toPrecision(4)));
  if (type === 'float32' || type === 'float64') return String(Number(Number((data as Float32Array)[0]).toPrecision(4)));
  return String((data as ArrayLike<number | bigint>)[0]);
}

/**
 * A scalar or single-element input is usually a setting, not data: a sample rate, a step count, a flag. A
 * random one can make the model do other work than it does in use (or fail), so the value made up is named,
 * with the setting that fixes it (docs/benchmark.md, "Inputs made up").
 */
function madeUpValue(input: TensorInfo, dims: number[], type: SynthesizableType, data: TensorData): string {
  const value = singleValue(type, data);
  const what = dims.length === 0 ? 'a scalar' : `a single element (shape ${formatShape(dims)})`;
  return `Input '${input.name}' is ${what} and was made up: ${value} (a random ${type}). A single value is often a setting such as a sample rate, a step count or a flag; if this model needs a real one, set 'input-values' to '${input.name}=<value>'.`;
}

/**
 * Builds one seeded set of input tensors for a model's inputs; `sample` varies the data (0 = timing inputs).
 * Inputs in `given` (from 'inputs', already checked against this model) are used as they are, in every sample.
 */
export function synthesizeInputs(
  inputs: TensorInfo[],
  settings: {
    shapes: ShapeOverrides;
    values: ValueOverrides;
    seed: number;
    sample?: number;
    given?: Record<string, InputTensor>;
  },
): SynthesisResult {
  const warnings: string[] = [];
  const tensors = inputs.map((input): InputTensor => {
    const given = settings.given?.[input.name];
    if (given) return given;
    if (!isSynthesizable(input.type)) {
      throw new UserError(
        `Input '${input.name}' has type ${input.type}, which latency-gate can neither synthesize nor read from 'inputs'; gate a model whose inputs are numeric or bool tensors`,
      );
    }
    const { dims, defaultedDims } = resolveShape(input, settings.shapes);
    if (defaultedDims.length > 0) {
      warnings.push(
        `Input '${input.name}' has unnamed dynamic dims at position ${defaultedDims.join(', ')} (shape ${formatShape(input.shape)}); they were set to 1. Set 'input-shapes' to '${input.name}=${dims.join('x')}' to choose other sizes.`,
      );
    }
    const size = dims.reduce((a, b) => a * b, 1);
    const data = allocate(input.type, size);
    const constant = settings.values[input.name];
    if (constant !== undefined) {
      if (size !== 1) {
        throw new UserError(
          `'input-values' sets scalars, but input '${input.name}' has shape ${formatShape(dims)}; remove it from 'input-values' and let the gate synthesize it`,
        );
      }
      fillConstant(input, input.type, data, constant);
    } else {
      const rng = createRng(seedFor(settings.seed + (settings.sample ?? 0) * 7919, input.name));
      fillRandom(input.type, data, rng.next);
      if (size === 1) warnings.push(madeUpValue(input, dims, input.type, data));
    }
    return { name: input.name, type: input.type, dims, data };
  });
  return { tensors, warnings };
}
