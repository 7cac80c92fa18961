import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { seeded, signature, outputs, compare, only } from '../helpers/agreement.js';

// Synthetic outputs with known answers. Each agreement test file carries its own small fixtures, so it
// reads and runs on its own under node --test.

/** S samples of one output each, `make(sample)` giving the data. */

describe('compareOutputs on the quantized preset', () => {
  // 25 samples × 4 rows of 10 logits; quantization noise of ±0.02 everywhere, and in the first row of
  // the first `flips` samples the top two logits swap, so exactly those rows change their argmax.
  function quantizedPair(flips: number) {
    const random = seeded(42);
    const baseline = Array.from({ length: 25 }, () => Float32Array.from({ length: 40 }, () => (random() - 0.5) * 8));
    // A clear winner per row, so the noise alone never flips an argmax and the flip count is exact.
    for (const sample of baseline) {
      for (let offset = 0; offset < 40; offset += 10) {
        const row = sample.subarray(offset, offset + 10);
        row[row.indexOf(Math.max(...row))]! += 0.5;
      }
    }
    const candidate = baseline.map((sample) => sample.map((v) => v + (random() - 0.5) * 0.04));
    for (let row = 0; row < flips; row++) {
      const sample = candidate[row]!;
      const values = Array.from(sample.subarray(0, 10));
      const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
      const [first, second] = [order[0]!, order[1]!];
      [sample[first], sample[second]] = [sample[second]!, sample[first]!];
    }
    return {
      baseline: outputs('logits', [4, 10], 25, (i) => baseline[i]!),
      candidate: outputs('logits', [4, 10], 25, (i) => candidate[i]!),
    };
  }
  const sigs = { baselineSig: signature([{ name: 'logits' }]), candidateSig: signature([{ name: 'logits' }], true) };

  test('98 % of rows keeping their argmax passes on cosine and top-1, although elementwise would fail', () => {
    const { baseline, candidate } = quantizedPair(2);
    const result = compare(baseline, candidate, {}, sigs);
    const logits = only(result);
    assert.equal(result.preset, 'quantized');
    assert.equal(logits.ranking!.top1Agreement, 0.98);
    assert.equal(logits.ranking!.topKAgreement, 1);
    assert.ok(logits.cosine! > 0.99);
    assert.ok(logits.failingElements > 0, 'some elements exceed the reported atol 1e-2');
    assert.equal(logits.tolerances.elementwise, false);
    assert.equal(logits.verdict, 'pass');
    assert.match(
      logits.summary,
      /top-1 98 % — passes min-cosine 0\.99, min-top1-agreement 90 % \(elementwise not enforced\)$/,
    );
    assert.equal(compare(baseline, candidate).verdict, 'fail', 'the same pair judged as float32 fails');
  });

  test('20 % of rows changing their argmax fails min-top1-agreement', () => {
    const { baseline, candidate } = quantizedPair(20);
    const logits = only(compare(baseline, candidate, {}, sigs));
    assert.equal(logits.ranking!.top1Agreement, 0.8);
    assert.equal(logits.verdict, 'fail');
    assert.equal(logits.reason, 'fails min-top1-agreement 90 %');
  });

  test('a user atol turns the elementwise rule back on for a quantized pair', () => {
    const { baseline, candidate } = quantizedPair(0);
    const logits = only(compare(baseline, candidate, { atol: 1e-3 }, sigs));
    assert.equal(logits.tolerances.elementwise, true);
    assert.equal(logits.verdict, 'fail');
  });
});
