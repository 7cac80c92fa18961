import { invalidInput } from '../errors.js';
import { parseKeyValue, splitList } from './parsers.js';

/**
 * `input-values`: a constant for an input, e.g. 'sr=16000'. Kept as the typed text so the model's dtype decides
 * how it is read (an int64 sample rate must not pass through a float); checked against the dtype when the model
 * metadata is known.
 */
export type ValueOverrides = Record<string, string>;

export function parseInputValues(raw: string): ValueOverrides {
  const values: ValueOverrides = {};
  for (const item of splitList(raw)) {
    const [name, value] = parseKeyValue('input-values', item, 'sr=16000');
    if (!/^(-?\d+(\.\d+)?([eE][-+]?\d+)?|true|false|nan|-?inf)$/i.test(value)) {
      throw invalidInput('input-values', `numbers or true/false like 'sr=16000'`, item);
    }
    values[name] = value.toLowerCase();
  }
  return values;
}
