// Advice is a setting the user will apply, so each test applies the advised setting and judges the same outputs
// again: it must pass them, and it must never be a loosening under which another model's outputs pass.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { judgeOutput, type PairedOutput } from '../../src/agreement/judge.js';
import { resolveTolerances } from '../../src/agreement/tolerances.js';
import type { OutputAgreement, ToleranceSettings } from '../../src/agreement/types.js';
import { agreementAdvice, ceilTwoDigits } from '../../src/decision/agreement-advice.js';

/** A seeded stream of uniform numbers in [-1, 1). */
function uniform(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state / 2 ** 32) * 2 - 1;
  };
}

/** 8 samples of a [4, 16] float32 output: the baseline's values and the candidate's, made by `change`. */
function outputs(change: (baseline: number, noise: number) => number, seed = 7): PairedOutput {
  const next = uniform(seed);
  const samples = Array.from({ length: 8 }, () => {
    const baseline = Float32Array.from({ length: 64 }, () => next());
    const candidate = baseline.map((b) => change(b, next()));
    return {
      baseline: { name: 'logits', type: 'float32', dims: [4, 16], data: baseline },
      candidate: { name: 'logits', type: 'float32', dims: [4, 16], data: candidate },
    };
  });
  return { name: 'logits', samples };
}

function judge(pair: PairedOutput, settings: ToleranceSettings = {}): OutputAgreement {
  return judgeOutput(pair, resolveTolerances(settings, 'float32', { name: 'logits' }), 'float32');
}

function advise(output: OutputAgreement): string {
  return agreementAdvice({ verdict: output.verdict, samples: 8, outputs: [output], signatureDiff: [] });
}

/** The settings an advice names, read back as the tolerance settings the inputs would produce. */
function advisedSettings(advice: string): ToleranceSettings {
  const settings: ToleranceSettings = {};
  const atol = /'atol: ([0-9.e-]+)'/.exec(advice)?.[1];
  const cosine = /'min-cosine: ([0-9.]+)'/.exec(advice)?.[1];
  if (atol) settings.atol = Number(atol);
  if (cosine) settings.minCosine = Number(cosine);
  return settings;
}

describe('the agreement advice', () => {
  it('a small numeric drift: the advised atol passes it, and nothing looser is named', () => {
    const drift = outputs((b, noise) => b + noise * 2e-3);
    const failing = judge(drift);
    assert.equal(failing.verdict, 'fail');
    const advice = advise(failing);
    assert.match(
      advice,
      /^if the difference is intended, accept it for this model with 'atol: [0-9.e-]+' in its entry of the accept file \(the smallest that pass; it lets through elements off by up to /,
    );
    assert.doesNotMatch(advice, /min-cosine/);
    assert.equal(judge(drift, advisedSettings(advice)).verdict, 'pass');
  });

  it('a drift that also turns the outputs: atol and min-cosine are both named, and together they pass it', () => {
    const turned = outputs((b, noise) => b * 0.97 + noise * 0.08);
    const failing = judge(turned);
    assert.ok(failing.cosine !== null && failing.cosine > 0.99 && failing.cosine < 0.9999, `cosine ${failing.cosine}`);
    const advice = advise(failing);
    assert.match(
      advice,
      /'atol: [0-9.e-]+' and 'min-cosine: 0\.99\d*' in its entry of the accept file \(the smallest that pass; together they let through/,
    );
    assert.equal(judge(turned, advisedSettings(advice)).verdict, 'pass');
  });

  it("another model's outputs: no tolerance is advised, though the smallest passing atol would pass them", () => {
    const other = outputs((_b, noise) => noise);
    const failing = judge(other);
    assert.ok(failing.cosine !== null && failing.cosine < 0.5, `cosine ${failing.cosine}`);
    // The hazard the advice avoids: at that atol the direction is no longer judged and the outputs pass.
    assert.equal(judge(other, { atol: ceilTwoDigits(failing.minPassingAtol ?? 0) }).verdict, 'pass');
    const advice = advise(failing);
    assert.doesNotMatch(advice, /'atol: /);
    assert.match(advice, /differ as another model's would \(cosine [0-9.-]+ on 'logits'\)/);
    assert.match(
      advice,
      /accept it for this model with 'agreement: off' .*\(this model's outputs are then not compared/,
    );
  });

  it('rounds the advised atol up, never below the smallest that passes', () => {
    for (const x of [2.05e-3, 2.1e-3, 9.99e-5, 1, 0.123456, 7.000001e-7])
      assert.ok(ceilTwoDigits(x) >= x && ceilTwoDigits(x) <= x * 1.1, `${x} → ${ceilTwoDigits(x)}`);
  });
});
