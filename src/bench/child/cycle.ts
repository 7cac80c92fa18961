// The order of rounds (docs/statistics.md, "Rounds and blocks"). A cycle is 2K rounds for K session pairs: the
// pairs in a seeded shuffled order, then the same pairs in reverse, each pair once baseline-first (AB) and
// once candidate-first (BA). Round orders alternate through the whole cycle, so consecutive rounds read
// A B | B A: the ABBA pattern under which a linear drift hits both arms equally. Every cycle holds every pair
// equally, so a look taken at the end of a cycle weighs every pair the same.
import type { SeededRng } from '../../stats/prng.js';

export interface PlannedRound {
  pair: number;
  order: 'AB' | 'BA';
}

export function planCycle(pairs: number, rng: SeededRng): PlannedRound[] {
  if (!(Number.isInteger(pairs) && pairs >= 1)) throw new Error(`pairs must be a positive integer, got ${pairs}`);
  const shuffled = Array.from({ length: pairs }, (_, i) => i);
  for (let i = pairs - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j] as number, shuffled[i] as number];
  }
  const start = rng.int(2);
  const orderAt = (position: number): 'AB' | 'BA' => ((start + position) % 2 === 0 ? 'AB' : 'BA');
  const first = shuffled.map((pair, j) => ({ pair, order: orderAt(j) }));
  // Position K + j holds pair shuffled[K − 1 − j], which had order orderAt(K − 1 − j): the opposite is orderAt(K + j).
  const second = shuffled.map((_, j) => ({ pair: shuffled[pairs - 1 - j] as number, order: orderAt(pairs + j) }));
  return [...first, ...second];
}
