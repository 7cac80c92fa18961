// Number formatting shared by every rendering (Markdown summary, PR comment, terminal table).

/** A ratio as a signed percentage change: 1.123 → '+12.3%', 0.98 → '−2.0%', 1 → '0.0%'. */
export function percentChange(ratio: number, digits = 1): string {
  const change = (ratio - 1) * 100;
  const text = Math.abs(change).toFixed(digits);
  if (Number(text) === 0) return `${text}%`;
  return `${change > 0 ? '+' : '−'}${text}%`;
}

export function percent(fraction: number, digits = 0): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/**
 * A percentage the user set (a threshold), with exactly the digits they gave: 0.015 → '1.5%', 0.05 → '5%'.
 * Rounding it would misstate the setting: a '1.5%' threshold shown as '2%' reads as a gate looser than it is.
 * Ten significant digits drop the float noise of the fraction (0.015 · 100 = 1.5000000000000002).
 */
export function settingPercent(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(10))}%`;
}

/** Milliseconds with three significant digits, switching to µs below 1 ms. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 1) return `${(ms * 1000).toPrecision(3)} µs`;
  if (ms < 1000) return `${ms.toPrecision(3)} ms`;
  return `${(ms / 1000).toPrecision(3)} s`;
}

export function interval(ci: readonly [number, number]): string {
  return `${percentChange(ci[0])} to ${percentChange(ci[1])}`;
}

/** Bytes in binary units with three significant digits: 67108864 → '64.0 MiB'. */
export function byteSize(bytes: number): string {
  if (!Number.isFinite(bytes)) return 'n/a';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(value)) : value.toPrecision(3);
  return `${bytes < 0 ? '−' : ''}${text} ${units[unit]}`;
}

/** A signed byte change: '+63.9 MiB', '−1.20 MiB', '0 B'. */
export function byteChange(bytes: number): string {
  return bytes > 0 ? `+${byteSize(bytes)}` : byteSize(bytes);
}

/** `value` cut to `max` characters, the last of them an ellipsis where it was cut. */
export function clip(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}
