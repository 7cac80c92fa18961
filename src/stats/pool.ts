// Each arm's calls pooled over all rounds and sorted once, remembering which round every call came from:
// the layout the round bootstrap walks (bootstrap.ts).

import { ascendingOrder } from './sort.js';
import type { Round } from './types.js';

export interface PooledArm {
  /** All calls of the arm, ascending. */
  values: Float64Array;
  /** Round index of each entry of `values`. */
  roundOf: Int32Array;
  callsPerRound: Int32Array;
}

export interface PooledRounds {
  rounds: number;
  baseline: PooledArm;
  candidate: PooledArm;
  /** Round indices of each session pair, pairs numbered 0.. in order of first appearance. */
  strata: Int32Array[];
}

export function poolRounds(rounds: readonly Round[]): PooledRounds {
  if (rounds.length === 0) throw new Error('no rounds to analyze');
  return {
    rounds: rounds.length,
    baseline: poolArm(rounds, 'baseline'),
    candidate: poolArm(rounds, 'candidate'),
    strata: pairStrata(rounds),
  };
}

/** Rounds grouped by session pair: the strata the bootstrap resamples within. */
export function pairStrata(rounds: readonly Round[]): Int32Array[] {
  const byPair = new Map<number, number[]>();
  rounds.forEach((round, r) => {
    const pair = round.pair ?? 0;
    if (!(Number.isInteger(pair) && pair >= 0)) throw new Error(`round ${r} has pair ${pair}; pairs are integers ≥ 0`);
    const list = byPair.get(pair) ?? [];
    list.push(r);
    byPair.set(pair, list);
  });
  return [...byPair.values()].map((list) => Int32Array.from(list));
}

function poolArm(rounds: readonly Round[], arm: 'baseline' | 'candidate'): PooledArm {
  const callsPerRound = Int32Array.from(rounds, (round) => round[arm].length);
  const total = callsPerRound.reduce((sum, n) => sum + n, 0);
  const raw = new Float64Array(total);
  const rawRound = new Int32Array(total);
  let next = 0;
  for (let r = 0; r < rounds.length; r++) {
    const calls = (rounds[r] as Round)[arm];
    if (calls.length === 0) throw new Error(`round ${r} has no ${arm} calls`);
    for (let c = 0; c < calls.length; c++) {
      const t = calls[c] as number;
      if (!(t > 0 && t < Number.POSITIVE_INFINITY)) {
        throw new Error(`call times must be positive finite microseconds; round ${r} ${arm} has ${t}`);
      }
      raw[next] = t;
      rawRound[next++] = r;
    }
  }
  const order = ascendingOrder(raw);
  const values = new Float64Array(total);
  const roundOf = new Int32Array(total);
  for (let i = 0; i < total; i++) {
    const k = order[i] as number;
    values[i] = raw[k] as number;
    roundOf[i] = rawRound[k] as number;
  }
  return { values, roundOf, callsPerRound };
}
