// Sessions that settle in one of two modes: the p50 is then the pairs' geometric mean with a t interval, and
// only then. Rounds are generated here with a seeded generator: K pairs, each session taking the slow mode
// (×1.3) for 10 % or 90 % of its calls, as the published wake-word model does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { createRng } from '../../src/stats/prng.js';
import { sessionModes } from '../../src/stats/session-modes.js';
import { pairStrata } from '../../src/stats/pool.js';
import type { Round } from '../../src/stats/types.js';

const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.998,
  runConfidence: 0.99,
  resamples: 1000,
  seed: 5,
};

interface Sessions {
  pairs: number;
  /** Share of calls in the slow mode, per pair, for each arm. */
  slow: (pair: number, arm: 'baseline' | 'candidate') => number;
  /** True change of the candidate, and a per-session bias sd. */
  factor?: number;
  bias?: number;
}

function rounds(seed: number, s: Sessions): Round[] {
  const rng = createRng(seed);
  const bias = Array.from({ length: s.pairs * 2 }, () => Math.exp((s.bias ?? 0.002) * rng.normal()));
  const out: Round[] = [];
  for (let r = 0; r < 30 * s.pairs; r++) {
    const pair = r % s.pairs;
    const block = (arm: 'baseline' | 'candidate') =>
      Array.from({ length: 10 }, () => {
        const mode = rng.next() < s.slow(pair, arm) ? 1.3 : 1;
        const change = arm === 'candidate' ? (s.factor ?? 1) : 1;
        const b = bias[pair * 2 + (arm === 'candidate' ? 1 : 0)]!;
        return 40 * mode * change * b * Math.exp(0.03 * rng.normal());
      });
    out.push({ order: r % 2 ? 'AB' : 'BA', baseline: block('baseline'), candidate: block('candidate'), pair });
  }
  return out;
}

/** Each session in the slow mode with probability one half, drawn once per seed. */
function mixed(seed: number, pairs: number) {
  const rng = createRng(seed ^ 0x9e3779b9);
  const shares = Array.from({ length: pairs * 2 }, () => (rng.next() < 0.5 ? 0.9 : 0.1));
  return (pair: number, arm: 'baseline' | 'candidate') => shares[pair * 2 + (arm === 'candidate' ? 1 : 0)]!;
}

describe('sessions in two modes', () => {
  it('identical models whose sessions settle in either mode: the p50 is estimated by pairs, never called a change', () => {
    let byPairs = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const data = rounds(seed, { pairs: 8, slow: mixed(seed, 8) });
      const p50 = analyzeLatency(data, { ...options, seed }).p50;
      assert.notEqual(p50.verdict, 'regression', `seed ${seed}: ${p50.reasons.join('; ')}`);
      assert.notEqual(p50.verdict, 'improvement', `seed ${seed}: ${p50.reasons.join('; ')}`);
      if (p50.modes) {
        byPairs++;
        assert.ok(p50.modes.slowUs / p50.modes.fastUs > 1.2 && p50.modes.slowUs / p50.modes.fastUs < 1.4);
        assert.match(p50.reasons.join('\n'), /settled in two modes, about \d\d\.\d µs and \d\d\.\d µs a call/);
      }
    }
    // Some seeds put every session in one mode (no modes to see); most mix them.
    assert.ok(byPairs >= 30, `${byPairs} of 40 runs saw the modes`);
  });

  it('the pooled estimate alone calls such runs changes: the estimator is what makes them safe', () => {
    let wrong = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const data = rounds(seed, { pairs: 8, slow: mixed(seed, 8) });
      const p50 = analyzeLatency(data, { ...options, seed }).p50;
      if (!p50.modes) continue;
      const pooled = p50.baseline > 0 ? p50.candidate / p50.baseline : 1;
      if (Math.abs(Math.log(pooled)) > 0.2) wrong++;
    }
    assert.ok(wrong > 0, 'the pooled medians land in different modes in some runs');
  });

  it('a change with every session of an arm in one mode is a change, not modes', () => {
    const data = rounds(3, { pairs: 8, slow: (_, arm) => (arm === 'candidate' ? 0.9 : 0.1) });
    const strata = pairStrata(data);
    assert.equal(sessionModes(data, strata), undefined);
    const p50 = analyzeLatency(data, options).p50;
    assert.equal(p50.verdict, 'regression');
    assert.equal(p50.modes, undefined);
  });

  it('session biases spread evenly (no gap between modes) keep the pooled estimate', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const data = rounds(seed, { pairs: 8, slow: () => 0, bias: 0.02 });
      assert.equal(sessionModes(data, pairStrata(data)), undefined, `seed ${seed}`);
    }
  });

  // The pairs' ratios then spread over the mode gap (×1.3), so a change well beyond it is sure with 16 pairs.
  it('a true +60 % with mixed modes is still a regression', () => {
    const data = rounds(7, { pairs: 16, slow: mixed(7, 16), factor: 1.6 });
    const p50 = analyzeLatency(data, options).p50;
    assert.equal(p50.verdict, 'regression', p50.reasons.join('; '));
  });

  it('fewer than three pairs: no t interval over pairs, the pooled estimate and its guards', () => {
    const data = rounds(2, { pairs: 2, slow: (pair, arm) => ((pair === 0) === (arm === 'baseline') ? 0.9 : 0.1) });
    assert.equal(sessionModes(data, pairStrata(data)), undefined);
  });
});
