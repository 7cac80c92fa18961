import { invalidInput } from '../errors.js';

// Parsers for the string forms users type. Each throws a UserError that names the input and shows a valid
// example, so the same text reaches the action log and the CLI.

export function parsePercent(input: string, raw: string): number {
  const match = /^\s*(\d+(?:\.\d+)?)\s*%\s*$/.exec(raw);
  if (!match) throw invalidInput(input, "a percentage like '10%'", raw);
  return Number(match[1]) / 100;
}

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** '90s', '2m', '1m30s', '500ms' → milliseconds; zero and negative durations are refused. */
export function parseDuration(input: string, raw: string): number {
  const text = raw.trim();
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)];
  const rebuilt = parts.map((p) => p[0]).join('');
  const ms = parts.reduce((sum, p) => sum + Number(p[1]) * (DURATION_UNITS_MS[p[2] ?? 's'] ?? 1000), 0);
  // No parts at all sums to 0, so the one check refuses an empty text too.
  if (rebuilt !== text || !(ms > 0)) throw invalidInput(input, "a positive duration like '60s' or '2m'", raw);
  return ms;
}

export function parsePositiveInt(input: string, raw: string, example: string): number {
  if (!/^\s*\d+\s*$/.test(raw) || Number(raw) < 1)
    throw invalidInput(input, `a positive whole number like '${example}'`, raw);
  return Number(raw);
}

export function parseSeed(input: string, raw: string): number {
  if (!/^\s*\d+\s*$/.test(raw) || Number(raw) > 0xffff_ffff)
    throw invalidInput(input, "a whole number from 0 to 4294967295 like '1234'", raw);
  return Number(raw);
}

/** Splits 'a=1, b=2' (commas or newlines) into trimmed non-empty items. */
export function splitList(raw: string): string[] {
  return raw
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export function parseKeyValue(input: string, item: string, example: string): [string, string] {
  const eq = item.indexOf('=');
  const key = item.slice(0, eq).trim();
  const value = item.slice(eq + 1).trim();
  if (eq <= 0 || key === '' || value === '')
    throw invalidInput(input, `a list of name=value pairs like '${example}'`, item);
  return [key, value];
}

export function oneOf<T extends string>(input: string, raw: string, allowed: readonly T[]): T {
  const value = raw.trim().toLowerCase();
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw invalidInput(input, `one of ${allowed.map((a) => `'${a}'`).join(', ')}`, raw);
  return found;
}
