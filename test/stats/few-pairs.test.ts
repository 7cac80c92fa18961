import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { analyzeLatency, type AnalyzeOptions } from '../../src/stats/analyze.js';
import { fewPairs, fewPairsSentence } from '../../src/stats/few-pairs.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';

const arm = { medianUs: 100, sigma: 0.05 };
const options: AnalyzeOptions = {
  thresholds: { p50: 0.05, p95: 0.1 },
  noiseFloor: { p50: 0.01, p95: 0.03 },
  confidence: 0.9975,
  runConfidence: 0.99,
  resamples: 2000,
  seed: 5,
};
const identical = (pairs: number) =>
  analyzeLatency(
    syntheticRounds({ rounds: 40 * pairs, callsPerBlock: 40, baseline: arm, candidate: arm, pairs, seed: 9 }),
    options,
  );

describe('a run of 1-3 session pairs says how many would decide', () => {
  for (const pairs of [1, 2, 3]) {
    it(`with ${pairs}: the sentence, and a number of pairs that does decide the same data`, () => {
      const few = identical(pairs);
      const undecided = (['p50', 'p95'] as const).filter((m) => few[m].verdict === 'inconclusive');
      assert.ok(undecided.length > 0, 'identical pairs this few are not decided');
      for (const metric of undecided) {
        const said = few[metric].fewPairs;
        assert.equal(said?.pairs, pairs, few[metric].reasons.join('; '));
        assert.ok(said.atLeast !== null && said.atLeast > pairs, `${metric}: at least ${said.atLeast}`);
        assert.ok(
          few[metric].reasons.includes(
            `with ${pairs} session pair${pairs === 1 ? '' : 's'} the run cannot tell well enough how much two sessions of one model differ to decide; set 'session-pairs' to at least ${said.atLeast} or 'auto'`,
          ),
          few[metric].reasons.join('; '),
        );
        // The same sessions' calls, over the pairs it named: the metric passes.
        assert.equal(identical(said.atLeast)[metric].verdict, 'pass', `${metric} with ${said.atLeast} pairs`);
      }
    });
  }

  it('says nothing from 4 pairs on, where time decides', () => {
    const four = identical(4);
    assert.equal(four.p50.fewPairs, undefined);
    assert.equal(four.p95.fewPairs, undefined);
  });

  it("names 'auto' alone when no number up to 16 would fit the pass band", () => {
    const spread = { pairs: 2, ratios: [1, 1], withinSd: 0.001, betweenSdInRun: 0.1, betweenSd: 0.1 };
    const said = fewPairs({ spread, priorSd: 0.003, ratio: 1, threshold: 0.05, noiseFloor: 0.01, confidence: 0.99 });
    assert.deepEqual(said, { pairs: 2, atLeast: null });
    assert.equal(
      fewPairsSentence({ pairs: 2, atLeast: null }),
      "with 2 session pairs the run cannot tell well enough how much two sessions of one model differ to decide; set 'session-pairs' to 'auto'",
    );
  });

  it('asks for more pairs the wider the sessions spread', () => {
    const need = (tau: number) =>
      fewPairs({
        spread: { pairs: 3, ratios: [1, 1, 1], withinSd: 0.002, betweenSdInRun: tau, betweenSd: tau },
        priorSd: 0.003,
        ratio: 1,
        threshold: 0.05,
        noiseFloor: 0.01,
        confidence: 0.99,
      })?.atLeast;
    const [narrow, wide] = [need(0.003), need(0.02)];
    assert.ok(narrow !== null && narrow !== undefined && wide !== null && wide !== undefined);
    assert.ok(narrow >= 4 && wide > narrow, `${narrow} then ${wide}`);
  });
});
