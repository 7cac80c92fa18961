// Synthetic latency histories with known change points, in the file format of src/record/history.ts.
import { HISTORY_FORMAT_VERSION, historyEntrySchema, type HistoryEntry } from '../../src/record/history.js';
import { createRng } from '../../src/stats/prng.js';

export interface SyntheticHistory {
  id?: string;
  model: string;
  entries: number;
  seed: number;
  /** Lognormal sd of each entry's noise. */
  noise?: number;
  /** The candidate's p50 (ms) of entry i relative to entry 0, before noise. */
  shape: (i: number) => number;
  /** Every entry compares with this one baseline file (its ratio is then the judged series). */
  fixedBaseline?: boolean;
  level?: number;
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);

/** Commit of entry i: distinct, recognisable in a comment ('c0ffee' + index). */
export function commitOf(i: number): string {
  return `c0ffee${hex(i, 4)}${'0'.repeat(30)}`;
}

export function syntheticHistory(spec: SyntheticHistory): HistoryEntry[] {
  const rng = createRng(spec.seed);
  const noise = spec.noise ?? 0.01;
  const level = spec.level ?? 10;
  return Array.from({ length: spec.entries }, (_, i) => {
    const p50 = level * spec.shape(i) * Math.exp(noise * rng.normal());
    const p95 = 1.4 * level * spec.shape(i) * Math.exp(noise * rng.normal());
    // The baseline of each run is the previous main: about the level of the entry before.
    const base50 = level * spec.shape(Math.max(0, i - 1)) * Math.exp(noise * rng.normal());
    const base95 = 1.4 * base50;
    return historyEntrySchema.parse({
      v: HISTORY_FORMAT_VERSION,
      id: spec.id ?? 'latency-gate',
      model: spec.model,
      commit: commitOf(i),
      date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      verdict: 'pass',
      p50: { baseline: base50, candidate: p50, ratio: p50 / base50 },
      p95: { baseline: base95, candidate: p95, ratio: p95 / base95 },
      ...(spec.fixedBaseline ? { baselineSha256: 'b'.repeat(64) } : {}),
    });
  });
}

export function jsonLines(entries: readonly unknown[]): string {
  return entries.map((e) => JSON.stringify(e)).join('\n') + '\n';
}
