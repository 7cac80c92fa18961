// Hostile latency histories (docs/history-and-charts.md, "History file"): lines that pass the entry schema yet
// overflow the trend's arithmetic, and files that are costly to parse. Written for a series (`id`, `model`), so
// the gate reading them judges them.
import { parseHistory } from '../../src/record/history.js';

export interface Series {
  id?: string;
  model: string;
}

/** One entry line with the candidate's and the baseline's latency both `ms`. */
function entry(series: Series, i: number, ms: number): string {
  const metric = { baseline: ms, candidate: ms, ratio: 1 };
  return JSON.stringify({
    v: 1,
    id: series.id ?? 'latency-gate',
    model: series.model,
    commit: `c0ffee${i.toString(16).padStart(4, '0')}${'0'.repeat(30)}`,
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    verdict: 'pass',
    p50: metric,
    p95: metric,
  });
}

const lines = (texts: readonly string[]) => `${texts.join('\n')}\n`;

/** `half` entries at 1e-300 ms, then `half` at 1e300 ms: a step whose ratio overflows to Infinity. */
export function overflowHistory(series: Series, half = 5): string {
  return lines(Array.from({ length: 2 * half }, (_, i) => entry(series, i, i < half ? 1e-300 : 1e300)));
}

/** A ramp from exp(-700) to exp(700) ms: a creep whose fitted total overflows. */
export function rampHistory(series: Series, count = 12): string {
  return lines(Array.from({ length: count }, (_, i) => entry(series, i, Math.exp(-700 + (1400 * i) / (count - 1)))));
}

/** A step from 1e-6 to 1e6 ms, the widest the history accepts: every number must stay finite. */
export function widestStepHistory(series: Series, half = 5): string {
  return lines(Array.from({ length: 2 * half }, (_, i) => entry(series, i, i < half ? 1e-6 : 1e6)));
}

/** `bytes` of two-byte lines ('1\n'): millions of lines to split and skip. */
export function shortLines(bytes: number): string {
  return '1\n'.repeat(Math.floor(bytes / 2));
}

/** `count` lines of `width` characters of nested arrays: each costly to parse as JSON. */
export function nestedArrays(count: number, width = 4096): string {
  const depth = Math.floor(width / 2);
  return `${'['.repeat(depth)}${']'.repeat(depth)}\n`.repeat(count);
}

/** The history parser alone on the 8 MiB cap: the figure behind "parsing the cap takes at most a second". */
export function parseCost(): { shortMs: number; nestedMs: number } {
  const time = (text: string) => {
    const started = performance.now();
    parseHistory(text);
    return performance.now() - started;
  };
  return { shortMs: time(shortLines(8 * 1024 * 1024)), nestedMs: time(nestedArrays(2000)) };
}
