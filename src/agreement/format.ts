// Number formats for the one-line summaries. Deterministic (no locale), short, and never misleading:
// a cosine of 0.9999996 must not print as 1, a 99.97 % agreement must not print as 100 %, and a printed
// minimum atol must pass when the user copies it into their workflow.

/** Two significant digits in exponent form: 0.0049 → '4.9e-3', 1e-5 → '1e-5', 0 → '0'. */
export function formatError(value: number): string {
  if (value === 0) return '0';
  return tidyExponent(value.toExponential(1));
}

/** As written by a user: 1e-5 → '1e-5', 0.0025 → '2.5e-3', 1 → '1'. */
export function formatTolerance(value: number): string {
  if (value === 0) return '0';
  return tidyExponent(value.toExponential());
}

/**
 * Two significant digits, rounded UP, so that `atol: <printed>` passes: 4.93e-3 → '5e-3', not '4.9e-3',
 * which would still fail.
 */
export function formatAtLeast(value: number): string {
  if (value === 0) return '0';
  const rounded = value.toExponential(1);
  if (Number(rounded) >= value) return tidyExponent(rounded);
  const [mantissaText, exponentText] = rounded.split('e');
  let mantissa = Math.round(Number(mantissaText) * 10 + 1) / 10;
  let exponent = Number(exponentText);
  if (mantissa >= 10) {
    mantissa = 1;
    exponent++;
  }
  return tidyExponent(`${mantissa.toFixed(1)}e${exponent}`);
}

/** Enough decimals to show the first digit that is not a 9: 0.99998, 0.9999996, 1. */
export function formatCosine(value: number): string {
  if (value === 1) return '1';
  const gap = 1 - value;
  const decimals = gap >= 0.1 ? 3 : Math.min(17, Math.max(5, Math.ceil(-Math.log10(gap)) + 1));
  return stripZeros(value.toFixed(decimals));
}

/** One decimal, rounded down below 100 %: 0.9997 → '99.9 %', 0.983 → '98.3 %', 0.9 → '90 %'. */
export function formatPercent(fraction: number): string {
  if (fraction >= 1) return '100 %';
  return `${stripZeros((Math.floor(fraction * 1000) / 10).toFixed(1))} %`;
}

/** Thousands separated by commas, the same on every runner's locale. */
export function formatCount(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function formatShape(dims: readonly (number | string)[]): string {
  return `[${dims.map((dim) => (dim === '' ? '?' : String(dim))).join(', ')}]`;
}

function tidyExponent(text: string): string {
  const [mantissa = '', exponent = '0'] = text.split('e');
  const power = Number(exponent);
  return power === 0 ? stripZeros(mantissa) : `${stripZeros(mantissa)}e${power}`;
}

function stripZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
