// Pairing the parts of two models (graph nodes, initializers, profiled nodes): first by name, then, for what is
// left, by kind (operator type, or dtype and shape) and position. Position is relative (index / count), so a
// layer inserted in the middle shifts nothing after it by more than its own share; within a kind the pairing
// keeps order, which is what a re-export that renamed everything looks like.

export interface Matched {
  baseline: number;
  candidate: number;
  by: 'name' | 'position';
}

export interface Matching {
  pairs: Matched[];
  /** Indices left without a partner. */
  removed: number[];
  added: number[];
}

export interface MatchKeys<T> {
  /** '' never matches by name. */
  name(item: T): string;
  /** Items of different kinds are never paired by position (nor by name, unless `namesAcrossKinds`). */
  kind(item: T): string;
  /** A name pairs items of different kinds too (a weight keeps its name when its shape changes). */
  namesAcrossKinds?: boolean;
}

/** Above this many cells the order-keeping alignment falls back to pairing in order (a pathological model). */
const MAX_ALIGN_CELLS = 4_000_000;

/**
 * Pairs `small` into `large` (both ascending relative positions) keeping order and minimising the summed
 * distance between positions: every item of the shorter list gets a partner. O(n·m) dynamic programming.
 */
function alignInOrder(small: number[], large: number[]): [number, number][] {
  const n = small.length;
  const m = large.length;
  if (n === 0) return [];
  if (n === m || n * m > MAX_ALIGN_CELLS) return small.map((_, i) => [i, i]);
  // cost[i][j]: best cost of pairing the first i of small within the first j of large.
  const cost = new Float64Array((n + 1) * (m + 1)).fill(Infinity);
  const at = (i: number, j: number) => i * (m + 1) + j;
  for (let j = 0; j <= m; j++) cost[at(0, j)] = 0;
  for (let i = 1; i <= n; i++) {
    for (let j = i; j <= m; j++) {
      const skip = cost[at(i, j - 1)] as number;
      const take = (cost[at(i - 1, j - 1)] as number) + Math.abs((small[i - 1] as number) - (large[j - 1] as number));
      cost[at(i, j)] = Math.min(skip, take);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = n, j = m; i > 0; j--) {
    if (cost[at(i, j)] === cost[at(i, j - 1)] && j > i) continue;
    pairs.push([i - 1, j - 1]);
    i--;
  }
  return pairs.reverse();
}

export function matchParts<T>(baseline: readonly T[], candidate: readonly T[], keys: MatchKeys<T>): Matching {
  const pairs: Matched[] = [];
  const taken = { baseline: new Set<number>(), candidate: new Set<number>() };
  // Names that occur more than once on a side are not identities: those items are paired by position.
  const unique = (items: readonly T[]) => {
    const seen = new Map<string, number>();
    items.forEach((item, i) => {
      const key = `${keys.namesAcrossKinds ? '' : keys.kind(item)}\u0000${keys.name(item)}`;
      seen.set(key, seen.has(key) ? -1 : i);
    });
    return seen;
  };
  const baselineNames = unique(baseline);
  for (const [key, c] of unique(candidate)) {
    const b = baselineNames.get(key);
    if (c < 0 || b === undefined || b < 0 || key.endsWith('\u0000')) continue;
    pairs.push({ baseline: b, candidate: c, by: 'name' });
    taken.baseline.add(b);
    taken.candidate.add(c);
  }
  const byKind = (items: readonly T[], side: Set<number>) => {
    const groups = new Map<string, number[]>();
    items.forEach((item, i) => {
      if (side.has(i)) return;
      groups.set(keys.kind(item), [...(groups.get(keys.kind(item)) ?? []), i]);
    });
    return groups;
  };
  const left = byKind(baseline, taken.baseline);
  const right = byKind(candidate, taken.candidate);
  const rel = (i: number, total: number) => (total <= 1 ? 0 : i / (total - 1));
  for (const [kind, bs] of left) {
    const cs = right.get(kind) ?? [];
    const swap = bs.length > cs.length;
    const [small, large] = swap ? [cs, bs] : [bs, cs];
    const [smallTotal, largeTotal] = swap ? [candidate.length, baseline.length] : [baseline.length, candidate.length];
    const aligned = alignInOrder(
      small.map((i) => rel(i, smallTotal)),
      large.map((i) => rel(i, largeTotal)),
    );
    for (const [s, l] of aligned) {
      const [b, c] = swap ? [large[l] as number, small[s] as number] : [small[s] as number, large[l] as number];
      pairs.push({ baseline: b, candidate: c, by: 'position' });
      taken.baseline.add(b);
      taken.candidate.add(c);
    }
  }
  const rest = (count: number, side: Set<number>) =>
    Array.from({ length: count }, (_, i) => i).filter((i) => !side.has(i));
  pairs.sort((x, y) => x.candidate - y.candidate);
  return { pairs, removed: rest(baseline.length, taken.baseline), added: rest(candidate.length, taken.candidate) };
}
