// Sessions that settle in one of two modes: sessions of the same mode are compared when the arms' mixes agree,
// the pairs' geometric mean is taken when they may not, and the pooled estimate otherwise. Rounds are generated
// here with a seeded generator: K pairs, each session taking the slow mode (×1.3) for 10 % or 90 % of its
// calls, as the published wake-word model does.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { createRng } from '../../src/stats/prng.js';
import { mixTest, sessionModes } from '../../src/stats/session-modes.js';
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
  it('identical models whose sessions settle in either mode: never called a change, and mostly decided', () => {
    let seen = 0;
    let passed = 0;
    let p95OwnSpread = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const data = rounds(seed, { pairs: 8, slow: mixed(seed, 8) });
      const latency = analyzeLatency(data, { ...options, seed });
      for (const metric of ['p50', 'p95'] as const) {
        const m = latency[metric];
        assert.ok(
          !['regression', 'improvement'].includes(m.verdict),
          `seed ${seed} ${metric}: ${m.reasons.join('; ')}`,
        );
      }
      const modes = latency.p50.modes;
      if (!modes) continue;
      seen++;
      assert.ok(modes.slowUs / modes.fastUs > 1.2 && modes.slowUs / modes.fastUs < 1.4);
      assert.match(
        latency.p50.reasons.join('\n'),
        /each session ran at one of two speeds, about \d\d\.\d µs or \d\d\.\d µs a call/,
      );
      if (modes.estimator === 'within-mode') {
        assert.ok(modes.mixP >= 0.2, `seed ${seed}: within-mode with mix p ${modes.mixP}`);
        assert.equal(latency.p95.modes?.estimator, 'within-mode', 'p95 compares the same modes');
        assert.match(latency.p50.reasons.join('\n'), /compares sessions of the same speed/);
      } else {
        assert.equal(latency.p95.modes, undefined, 'the pair mean is a p50 estimate only');
      }
      if (latency.p50.verdict === 'pass' && latency.p95.verdict === 'pass') passed++;
      // The sessions' p50s differ by the mode, which p95 need not share: p95 keeps its own τ.
      if (latency.p95.pairs!.betweenSd < (latency.p50.pairs!.betweenSdInRun ?? 0)) p95OwnSpread++;
    }
    assert.ok(p95OwnSpread > 0, "p95's τ is not bounded by p50's when the sessions settled in two modes");
    // Some seeds put every session of an arm in one mode (no modes to see, or a mix that differs); most mix them.
    assert.ok(seen >= 30, `${seen} of 40 runs saw the modes`);
    // The pair mean alone (the estimate before within-mode) passed none: its ratios are 1, ×1.3 or ÷1.3.
    assert.ok(passed >= 0.7 * seen, `${passed} of ${seen} runs with modes passed both metrics`);
  });

  it('the same modes in both arms and every call 7 % slower: a regression, seen within the modes', () => {
    let caught = 0;
    let within = 0;
    for (let seed = 1; seed <= 10; seed++) {
      const data = rounds(seed, { pairs: 8, slow: mixed(seed, 8), factor: 1.07 });
      const p50 = analyzeLatency(data, { ...options, seed }).p50;
      assert.notEqual(p50.verdict, 'pass', `seed ${seed}: ${p50.reasons.join('; ')}`);
      assert.notEqual(p50.verdict, 'improvement');
      if (p50.modes?.estimator === 'within-mode') within++;
      if (p50.verdict === 'regression') caught++;
    }
    assert.ok(within >= 6 && caught >= within, `${caught} caught, ${within} within-mode, of 10`);
  });

  it("a mix that may differ between the arms (2 of 8 slow against 6 of 8) is left to the pairs' mean", () => {
    const data = rounds(4, { pairs: 8, slow: (pair, arm) => ((arm === 'baseline' ? pair < 2 : pair < 6) ? 0.9 : 0.1) });
    const latency = analyzeLatency(data, options);
    const modes = latency.p50.modes;
    assert.ok(modes);
    assert.deepEqual(modes.slow, { baseline: 2, candidate: 6 });
    assert.equal(modes.estimator, 'pair-mean');
    assert.ok(Math.abs(modes.mixP - 0.1319) < 1e-3, String(modes.mixP));
    assert.notEqual(latency.p50.verdict, 'pass', latency.p50.reasons.join('; '));
    assert.match(
      latency.p50.reasons.join('\n'),
      /may get the slow speed at different rates .*that may be the change itself/,
    );
  });

  it('fewer than 8 pairs: the mix test could see nothing, so modes are averaged over pairs', () => {
    const data = rounds(6, { pairs: 6, slow: (pair) => (pair % 2 ? 0.9 : 0.1) });
    const modes = analyzeLatency(data, options).p50.modes;
    assert.ok(modes);
    assert.equal(modes.mixP, 1);
    assert.equal(modes.estimator, 'pair-mean');
  });

  it("Fisher's exact test on the arms' slow sessions", () => {
    assert.ok(Math.abs(mixTest(4, 4, 8) - 1) < 1e-12);
    assert.ok(Math.abs(mixTest(0, 8, 8) - 2 / 12870) < 1e-12, 'all of one arm slow, none of the other');
    assert.ok(Math.abs(mixTest(2, 6, 8) - 0.13193) < 1e-5);
    assert.ok(Math.abs(mixTest(3, 5, 8) - 0.61927) < 1e-5);
    assert.ok(Math.abs(mixTest(6, 2, 8) - mixTest(2, 6, 8)) < 1e-12, 'two-sided');
  });

  it('the pooled estimate alone calls such runs changes: the estimator is what makes them safe', () => {
    let wrong = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const data = rounds(seed, { pairs: 8, slow: mixed(seed, 8) });
      const latency = analyzeLatency(data, { ...options, seed });
      if (!latency.p50.modes) continue;
      // The arms' own pooled medians; the metric shows the candidate at the baseline's times the deciding ratio.
      const pooled = latency.candidate.p50 / latency.baseline.p50;
      if (Math.abs(Math.log(pooled)) > 0.2) wrong++;
      assert.ok(
        Math.abs(latency.p50.candidate / latency.p50.baseline - latency.p50.ratio) < 1e-9,
        'the values shown agree with the change shown',
      );
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
