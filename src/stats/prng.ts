// Seeded pseudo-random numbers. The statistics must be reproducible from the seed stored in the JSON
// record, so Math.random is never used. pragmastat's Rng is seeded too, but it runs xoshiro256 on BigInt,
// which is far too slow for the millions of draws a round bootstrap makes; xoshiro128** on 32-bit
// integers is fast in JS and statistically ample for resampling.

export interface SeededRng {
  /** Uniform in [0, 1), 32 bits of resolution. */
  next(): number;
  /** Uniform integer in [0, n). The modulo bias of 32-bit scaling is below 1e-6 for n ≤ 4096. */
  int(n: number): number;
  /** Standard normal (Box-Muller). */
  normal(): number;
  /**
   * One bootstrap draw: sets `counts` to how often each of its n entries is picked in n uniform draws
   * with replacement (multinomial weights). One tight loop, the hot path of the round bootstrap.
   */
  resampleCounts(counts: Int32Array): void;
  /**
   * A stratified draw: for each stratum (a list of entry indices), as many uniform draws with replacement
   * from that stratum as it has entries; `counts` gets how often each entry is picked.
   */
  resampleWithin(counts: Int32Array, strata: readonly Int32Array[]): void;
}

/** SplitMix32 spreads any integer seed (including 0 and small consecutive seeds) over the state. */
function splitMix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** xoshiro128** (Blackman and Vigna), seeded through SplitMix32. */
export function createRng(seed: number): SeededRng {
  if (!Number.isFinite(seed)) throw new Error(`seed must be a finite number, got ${seed}`);
  // Fold in the high bits so seeds beyond 2^32 (e.g. a timestamp) still differ.
  const mix = splitMix32((seed >>> 0) ^ Math.floor(seed / 0x100000000));
  // State in an Int32Array: V8 boxes closure variables holding full 32-bit values as heap numbers, and
  // that alone made the resampling loop ~30 % slower.
  const state = Int32Array.from([mix(), mix(), mix(), mix()]);
  if (state.every((word) => word === 0)) state[0] = 1; // the all-zero state is a fixed point

  const nextU32 = (): number => {
    const s0 = state[0] as number;
    const s1 = state[1] as number;
    const s2 = (state[2] as number) ^ s0;
    const s3 = (state[3] as number) ^ s1;
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    state[0] = s0 ^ s3;
    state[1] = s1 ^ s2;
    state[2] = s2 ^ (s1 << 9);
    state[3] = rotl(s3, 11);
    return result;
  };
  const next = (): number => nextU32() / 0x100000000;
  let spareNormal: number | undefined;
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    resampleCounts: (counts: Int32Array) => {
      const n = counts.length;
      const scale = n / 0x100000000;
      counts.fill(0);
      for (let j = 0; j < n; j++) {
        const pick = Math.floor(nextU32() * scale);
        counts[pick] = (counts[pick] as number) + 1;
      }
    },
    resampleWithin: (counts: Int32Array, strata: readonly Int32Array[]) => {
      counts.fill(0);
      for (const stratum of strata) {
        const n = stratum.length;
        const scale = n / 0x100000000;
        for (let j = 0; j < n; j++) {
          const pick = stratum[Math.floor(nextU32() * scale)] as number;
          counts[pick] = (counts[pick] as number) + 1;
        }
      }
    },
    normal: () => {
      if (spareNormal !== undefined) {
        const z = spareNormal;
        spareNormal = undefined;
        return z;
      }
      const u = 1 - next(); // (0, 1]: log(0) would be -Infinity
      const r = Math.sqrt(-2 * Math.log(u));
      const theta = 2 * Math.PI * next();
      spareNormal = r * Math.sin(theta);
      return r * Math.cos(theta);
    },
  };
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k));
}
