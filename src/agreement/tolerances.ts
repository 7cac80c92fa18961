import type { EffectiveTolerances, ModelSignature, Precision, ToleranceOrigin, ToleranceSettings } from './types.js';
import { UserError } from '../errors.js';

/**
 * Defaults by the precision of the pair. An element fails only when |c−b| > atol AND |c−b| > rtol·|b|.
 *
 * float32: Polygraphy's defaults (atol = rtol = 1e-5). A re-export or a graph optimisation that keeps
 *   float32 math changes results by reordering sums, a few ulps (1.2e-7 relative) per op, well below
 *   1e-5; differences above it usually mean the computation changed.
 * float16: one fp16 rounding is 4.9e-4 relative (2^-11) and errors compound over layers to a few 1e-3,
 *   so rtol is 1e-2; atol 1e-3 covers elements near zero, whose error follows the size of the
 *   activations, not their own value.
 * quantized: int8 changes every element a little (int8 logits typically move by up to ~5e-3), so no
 *   elementwise rule fits; direction (cosine ≥ 0.99) and decisions (top-1 ≥ 90 %) are judged instead.
 *   90 %, not 95 %: with a few dozen rows and a true agreement of 98.3 %, a 95 % bar fails about one run
 *   in ten by chance (2 misses in 32 rows), while 90 % needs 4 misses (p ≈ 0.002); a broken quantization
 *   (wrong scale or zero point) drops far below either. atol/rtol 1e-2 are only reported.
 * minCosine in the float presets guards a loosened atol: with every element inside atol, cosine can only
 *   drop once atol is comparable to the outputs' own size.
 * Top-1 is not enforced in the float presets: inside the elementwise bounds an argmax can only flip at a
 *   near-tie, which is not a disagreement anyone acts on.
 */
export const TOLERANCE_PRESETS: Readonly<Record<Precision, Readonly<Omit<EffectiveTolerances, 'origin'>>>> = {
  float32: { atol: 1e-5, rtol: 1e-5, minCosine: 0.9999, minTop1Agreement: null, elementwise: true },
  float16: { atol: 1e-3, rtol: 1e-2, minCosine: 0.999, minTop1Agreement: null, elementwise: true },
  quantized: { atol: 1e-2, rtol: 1e-2, minCosine: 0.99, minTop1Agreement: 0.9, elementwise: false },
};

const HALF_TYPES = new Set(['float16', 'bfloat16']);

/**
 * quantized when either graph is; float16 when either model has a half-precision input or output.
 * A model converted to fp16 with float32 I/O (keep_io_types) looks like float32 from its signature:
 * pass `precision` to compareOutputs, or set atol/rtol, in that case.
 */
export function detectPrecision(baseline: ModelSignature, candidate: ModelSignature): Precision {
  if (baseline.quantized || candidate.quantized) return 'quantized';
  const specs = [...baseline.inputs, ...baseline.outputs, ...candidate.inputs, ...candidate.outputs];
  return specs.some((spec) => HALF_TYPES.has(spec.type)) ? 'float16' : 'float32';
}

/** Names an output is known by, candidate's first: per-output settings may use either. */
export interface OutputNames {
  name: string;
  baselineName?: string;
}

/**
 * The tolerances that apply to one output (or globally, without `output`). Throws one-sentence errors
 * for settings no parser would have produced (negative, NaN), since a programmatic caller can pass them.
 */
export function resolveTolerances(
  settings: ToleranceSettings,
  precision: Precision,
  output?: OutputNames,
): EffectiveTolerances {
  const preset = TOLERANCE_PRESETS[precision];
  const override = output ? perOutputOverride(settings, output) : undefined;
  const atol = pick(override?.atol, settings.atol, preset.atol, 'atol');
  const rtol = pick(override?.rtol, settings.rtol, preset.rtol, 'rtol');
  if (!isFraction(settings.minCosine)) throw minCosineError(String(settings.minCosine));
  if (!isFraction(settings.minTop1Agreement)) throw minTop1AgreementError(String(settings.minTop1Agreement));
  return {
    atol: atol.value,
    rtol: rtol.value,
    minCosine: settings.minCosine ?? preset.minCosine,
    minTop1Agreement: settings.minTop1Agreement ?? preset.minTop1Agreement,
    // A user who types atol or rtol for a quantized pair is asking for the elementwise rule.
    elementwise: preset.elementwise || atol.origin !== 'preset' || rtol.origin !== 'preset',
    origin: {
      atol: atol.origin,
      rtol: rtol.origin,
      minCosine: settings.minCosine === undefined ? 'preset' : 'input',
      minTop1Agreement: settings.minTop1Agreement === undefined ? 'preset' : 'input',
    },
  };
}

function perOutputOverride(
  settings: ToleranceSettings,
  output: OutputNames,
): { atol?: number; rtol?: number } | undefined {
  const table = settings.perOutput ?? {};
  const own = Object.hasOwn(table, output.name) ? table[output.name] : undefined;
  if (own || output.baselineName === undefined) return own;
  return Object.hasOwn(table, output.baselineName) ? table[output.baselineName] : undefined;
}

function pick(
  perOutput: number | undefined,
  global: number | undefined,
  preset: number,
  input: 'atol' | 'rtol',
): { value: number; origin: ToleranceOrigin } {
  for (const value of [perOutput, global]) {
    if (value !== undefined && !(Number.isFinite(value) && value >= 0)) throw toleranceError(input, String(value));
  }
  if (perOutput !== undefined) return { value: perOutput, origin: 'per-output' };
  if (global !== undefined) return { value: global, origin: 'input' };
  return { value: preset, origin: 'preset' };
}

function isFraction(value: number | undefined): boolean {
  return value === undefined || (value >= 0 && value <= 1);
}

export type ToleranceInputName = 'atol' | 'rtol';

/**
 * One wording for tolerance mistakes, whether they come from a typed input (inputs/agreement-options) or from
 * settings checked by resolveTolerances.
 */
export function toleranceError(input: ToleranceInputName, got: string): UserError {
  return new UserError(`'${input}' must be a non-negative number like '1e-5' or 'logits:1e-3', got '${got}'`);
}

export function minCosineError(got: string): UserError {
  return new UserError(`'min-cosine' must be a number between 0 and 1 like '0.999', got '${got}'`);
}

export function minTop1AgreementError(got: string): UserError {
  return new UserError(`'min-top1-agreement' must be a fraction like '0.95' or a percentage like '95%', got '${got}'`);
}
