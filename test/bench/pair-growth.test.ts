import assert from 'node:assert/strict';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { planPairs } from '../../src/bench/child/pair-plan.js';
import { shouldRenew } from '../../src/bench/child/pair-renewal.js';
import { MAX_RENEWED_PAIRS, GROWTH_COST_SHARE } from '../../src/stats/policy.js';
import { runBenchmark } from '../../src/bench/engine.js';
import { grownPlan, morePairsWouldHelp } from '../../src/bench/pair-growth.js';
import { plainBenchJob } from '../helpers/bench-job.js';
import { analyzeLatency } from '../../src/stats/analyze.js';
import { lookOptions } from '../../src/stats/look-options.js';
import { createRng } from '../../src/stats/prng.js';
import type { Round } from '../../src/stats/types.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { tempDir } from '../helpers/cli.js';

const MB = 1024 ** 2;
const costs = { pairBytes: 8 * MB, freeBytes: 8 * 1024 * MB, modelBytes: 4 * MB, baseBytes: 100 * MB };

describe('planPairs: cheap pairs may grow', () => {
  it("marks 'auto' pairs that cost at most the growth share of the budget a generation", () => {
    const cheap = planPairs('auto', { ...costs, pairMs: 50, budgetMs: 60_000 });
    assert.equal(cheap.count, 8);
    assert.equal(cheap.grow, true);
    assert.equal(cheap.renew, undefined, 'kept until a check asks');
    // 8 pairs at 400 ms are 3.2 s, over 5 % of 60 s.
    const dear = planPairs('auto', { ...costs, pairMs: 400, budgetMs: 60_000 });
    assert.equal(dear.count * 400 > GROWTH_COST_SHARE * 60_000, true);
    assert.equal(dear.grow, undefined);
  });
  it('never grows a number the user set, nor pairs memory already renews', () => {
    assert.equal(planPairs(2, { ...costs, pairMs: 50, budgetMs: 60_000 }).grow, undefined);
    const big = planPairs('auto', {
      ...costs,
      pairMs: 50,
      budgetMs: 60_000,
      pairBytes: 245 * MB,
      modelBytes: 234 * MB,
    });
    assert.equal(big.renew, true);
    assert.equal(big.grow, undefined);
  });
  it('says from which check the pairs were renewed', () => {
    const plan = planPairs('auto', { ...costs, pairMs: 50, budgetMs: 60_000 });
    const grown = grownPlan(plan, 0);
    assert.equal(grown.renew, true);
    assert.equal(grown.count, plan.count);
    assert.match(grown.reason, /^auto: 8 of at most 8; renewed from check 1 on, where the sessions' spread bounded/);
  });
});

describe('shouldRenew, evenly: grown generations share what is left of the window', () => {
  // 8 pairs renewed after a check at 6 s of a window ending at 55 s: 7 more generations fit under 64 pairs.
  const state = {
    alive: 8,
    before: 0,
    cycles: 4,
    renewMs: 400,
    nextLookMs: 30_000,
    windowEndMs: 55_000,
    evenly: true,
  };
  it('waits until the generation has measured its eighth of the 49 s left from its start', () => {
    const start = 6_000;
    assert.equal(shouldRenew({ ...state, generationMs: 6_000, nowMs: start + 6_000 }), false);
    assert.equal(shouldRenew({ ...state, generationMs: 6_200, nowMs: start + 6_200 }), true);
    assert.equal(shouldRenew({ ...state, evenly: false, generationMs: 2_000, nowMs: start + 2_000 }), true);
  });
  it('lets the last generation allowed run to the end', () => {
    const last = { ...state, before: MAX_RENEWED_PAIRS - 16, generationMs: 25_000, nowMs: 35_000 };
    assert.equal(shouldRenew({ ...last, nextLookMs: 40_000 }), true, '(55 − 10) / 2 s a generation');
    assert.equal(shouldRenew({ ...last, before: MAX_RENEWED_PAIRS - 8, nextLookMs: 40_000 }), false, 'no room');
  });
});

/** 8 pairs of rounds: a session bias of `biasSd` on each pair's log ratio, the candidate `factor` slower. */
function biasedRounds(factor: number, biasSd: number, seed: number): Round[] {
  const rng = createRng(seed);
  const rounds: Round[] = [];
  const biases = Array.from({ length: 8 }, () => biasSd * rng.normal());
  for (let cycle = 0; cycle < 12; cycle++)
    for (let pair = 0; pair < 8; pair++) {
      const calls = (scale: number) => Array.from({ length: 200 }, () => 100 * scale * Math.exp(0.05 * rng.normal()));
      rounds.push({
        order: cycle % 2 === 0 ? 'AB' : 'BA',
        pair,
        baseline: calls(1),
        candidate: calls(factor * Math.exp(biases[pair] ?? 0)),
      });
    }
  return rounds;
}

const look = (rounds: Round[]) =>
  analyzeLatency(
    rounds,
    lookOptions({
      thresholds: { p50: 0.05, p95: 0.1 },
      noiseFloor: { p50: 0.01, p95: 0.01 },
      overallConfidence: 0.99,
      looks: 4,
      renewedPairs: false,
      warmupSettled: true,
      seed: 7,
    }),
  );

describe('morePairsWouldHelp: the pairs, not the calls, bound an undecided metric', () => {
  it('asks for more pairs for a +6 % under a 3 % session bias, undecided at 8 pairs', () => {
    const analysis = look(biasedRounds(1.06, 0.03, 1));
    assert.equal(analysis.p50.verdict, 'inconclusive', analysis.p50.reasons.join('; '));
    assert.equal(morePairsWouldHelp(analysis), true);
  });
  it('not when both metrics are decided, nor for a metric a guard holds', () => {
    const decided = look(biasedRounds(1, 0, 2));
    assert.equal(decided.p50.verdict, 'pass');
    assert.equal(decided.p95.verdict, 'pass');
    assert.equal(morePairsWouldHelp(decided), false);
    const held = look(biasedRounds(1.06, 0.03, 1));
    const guarded = {
      ...held,
      p50: { ...held.p50, heldBy: ['trend' as const] },
      p95: { ...held.p95, verdict: 'pass' as const },
    };
    assert.equal(morePairsWouldHelp(guarded), false);
  });
  it('not where the rounds, not the pairs, leave the interval wide', () => {
    const analysis = look(biasedRounds(1.06, 0, 3));
    const noisy = { ...analysis.p50, verdict: 'inconclusive' as const };
    const pairs = noisy.pairs && { ...noisy.pairs, withinSd: 10 * noisy.pairs.betweenSd };
    assert.equal(morePairsWouldHelp({ p50: { ...noisy, ...(pairs ? { pairs } : {}) }, p95: analysis.p95 }), false);
  });
});

describe('grown pairs in a real child', () => {
  let dir = '';
  before(async () => {
    dir = await tempDir();
    await writeMlp(path.join(dir, 'base.onnx'), {
      inputDim: 64,
      hiddenDims: [64, 64],
      outputDim: 10,
      batch: 4,
      seed: 2,
    });
  });

  it('keeps its pairs until a check asks, then renews them, every new pair in both orders', async () => {
    const model = path.join(dir, 'base.onnx');
    const job = plainBenchJob({
      baseline: model,
      candidate: model,
      seed: 5,
      budgetMs: 30_000,
      minDurationMs: 1_000,
      lookFractions: [0.1, 0.5, 1],
      sessionPairs: 'auto',
    });
    let atFirstCheck: readonly { pair: number }[] = [];
    const outcome = await runBenchmark(job, {
      onLook: (rounds, index) => {
        if (index === 0) atFirstCheck = [...rounds];
        return { stop: index === 1, growPairs: index === 0 };
      },
    });
    assert.equal(outcome.error, undefined, outcome.error?.message);
    const plan = outcome.sessionPairs;
    const cold = outcome.coldStart;
    assert.ok(plan && cold, 'the plan and the cold start were sent');
    const pairMs = [cold.baseline, cold.candidate].reduce((sum, c) => sum + c.createMs + c.firstRunMs, 0);
    const pairs = [...new Set(outcome.rounds.map((r) => r.pair))];
    if (plan.count * pairMs > GROWTH_COST_SHARE * job.budgetMs) {
      // A machine so loaded that creating the pairs was dear: they are kept, whatever the check asked.
      assert.equal(plan.renew, undefined, plan.reason);
      assert.equal(pairs.length, plan.count);
      return;
    }
    assert.equal(plan.renew, true, plan.reason);
    assert.match(plan.reason, /renewed from check 1 on/);
    assert.ok(atFirstCheck.length > 0 && atFirstCheck.every((r) => r.pair < plan.count), 'no renewal before the ask');
    const later = pairs.filter((p) => p >= plan.count);
    assert.ok(later.length >= plan.count, `${later.length} pairs after the first ${plan.count}`);
    // Every generation but the newest ran its two cycles: each of its pairs in both orders.
    const newest = Math.max(...later);
    for (const pair of later.filter((p) => p <= newest - plan.count)) {
      const orders = outcome.rounds.filter((r) => r.pair === pair).map((r) => r.order);
      assert.ok(orders.includes('AB') && orders.includes('BA'), `pair ${pair}: ${orders.join(' ')}`);
    }
  });
});
