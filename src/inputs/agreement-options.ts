import { UserError } from '../errors.js';
import { splitList } from './parsers.js';
import {
  minCosineError,
  minTop1AgreementError,
  toleranceError,
  type ToleranceInputName,
} from '../agreement/tolerances.js';
import type { ToleranceSettings } from '../agreement/types.js';

// Parsers for the strings users type into the action inputs and CLI flags `atol`, `rtol`, `min-cosine`,
// `min-top1-agreement` and `output-map`. Each error is one sentence naming the input and showing the fix.

/** Decimal or exponent notation only: "Infinity", hex and "1_000" are typos here, not tolerances. */
const PLAIN_NUMBER = /^\+?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function parsePlainNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!PLAIN_NUMBER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** A single tolerance: `parseTolerance('1e-3')` → 0.001. */
export function parseTolerance(raw: string, input: ToleranceInputName = 'atol'): number {
  const value = parsePlainNumber(raw);
  if (value === undefined) throw toleranceError(input, raw);
  return value;
}

/**
 * A global value and/or per-output overrides: '1e-5', 'logits:1e-3,probs:1e-2', '1e-5,logits:1e-3'.
 * The name ends at the LAST colon because TensorFlow exports name outputs like 'Identity:0'.
 * An empty string sets nothing (GitHub passes unset inputs as '').
 */
export function parseToleranceInput(
  raw: string,
  input: ToleranceInputName = 'atol',
): { value?: number; perOutput: Record<string, number> } {
  const result: { value?: number; perOutput: Record<string, number> } = { perOutput: {} };
  for (const entry of splitList(raw)) {
    const colon = entry.lastIndexOf(':');
    if (colon < 0) {
      if (result.value !== undefined) {
        throw new UserError(
          `'${input}' takes at most one value without an output name, like '1e-5,logits:1e-3', got '${raw}'`,
        );
      }
      result.value = parseTolerance(entry, input);
      continue;
    }
    const name = entry.slice(0, colon).trim();
    const value = parsePlainNumber(entry.slice(colon + 1));
    if (name === '' || value === undefined) throw toleranceError(input, entry);
    if (Object.hasOwn(result.perOutput, name)) {
      throw new UserError(
        `'${input}' sets output '${name}' twice; keep one 'name:value' pair per output, got '${raw}'`,
      );
    }
    result.perOutput[name] = value;
  }
  return result;
}

/** A fraction in [0, 1]: '0.999'. */
export function parseMinCosine(raw: string): number {
  const value = parsePlainNumber(raw);
  if (value === undefined || value > 1) throw minCosineError(raw);
  return value;
}

/** A fraction or a percentage: '0.95' or '95%' → 0.95. */
export function parseMinTop1Agreement(raw: string): number {
  const trimmed = raw.trim();
  const percent = trimmed.endsWith('%');
  const number = parsePlainNumber(percent ? trimmed.slice(0, -1) : trimmed);
  const value = number === undefined ? undefined : percent ? number / 100 : number;
  if (value === undefined || value > 1) throw minTop1AgreementError(raw);
  return value;
}

/** 'new_name=old_name,...' → { new_name: 'old_name' } (candidate name → baseline name). */
export function parseOutputMap(raw: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of splitList(raw)) {
    const parts = entry.split('=').map((part) => part.trim());
    const [candidate, baseline] = parts;
    if (parts.length !== 2 || !candidate || !baseline) {
      throw new UserError(`'output-map' must be comma-separated pairs like 'new_name=old_name', got '${entry}'`);
    }
    if (Object.hasOwn(map, candidate)) {
      throw new UserError(
        `'output-map' maps candidate output '${candidate}' twice; keep one '${candidate}=old_name' pair, got '${raw}'`,
      );
    }
    map[candidate] = baseline;
  }
  return map;
}

/** The raw input strings, as read from the action or the CLI; '' or undefined means unset. */
export interface ToleranceInputs {
  atol?: string;
  rtol?: string;
  minCosine?: string;
  minTop1Agreement?: string;
}

/** Parses and merges the four tolerance inputs into the settings compareOutputs takes. */
export function buildToleranceSettings(inputs: ToleranceInputs): ToleranceSettings {
  const settings: ToleranceSettings = {};
  const perOutput: Record<string, { atol?: number; rtol?: number }> = {};
  for (const input of ['atol', 'rtol'] as const) {
    const raw = inputs[input];
    if (raw === undefined || raw.trim() === '') continue;
    const parsed = parseToleranceInput(raw, input);
    if (parsed.value !== undefined) settings[input] = parsed.value;
    for (const [name, value] of Object.entries(parsed.perOutput)) {
      perOutput[name] = { ...perOutput[name], [input]: value };
    }
  }
  if (Object.keys(perOutput).length > 0) settings.perOutput = perOutput;
  if (inputs.minCosine?.trim()) settings.minCosine = parseMinCosine(inputs.minCosine);
  if (inputs.minTop1Agreement?.trim()) settings.minTop1Agreement = parseMinTop1Agreement(inputs.minTop1Agreement);
  return settings;
}
