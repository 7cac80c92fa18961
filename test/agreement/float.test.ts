import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseTolerance } from '../../src/inputs/agreement-options.js';
import { seeded, outputs, randomLogits, compare, only } from '../helpers/agreement.js';

// Synthetic outputs with known answers. Each agreement test file carries its own small fixtures, so it
// reads and runs on its own under node --test.

/** S samples of one output each, `make(sample)` giving the data. */

describe('compareOutputs on float outputs', () => {
  const base = randomLogits(16, 40, 1);

  test('identical outputs pass with zero error, infinite SQNR and a minimum atol of 0', () => {
    const result = compare(
      outputs('logits', [4, 10], 16, (i) => base[i]!),
      outputs('logits', [4, 10], 16, (i) => base[i]!.slice()),
    );
    const logits = only(result);
    assert.equal(result.verdict, 'pass');
    assert.equal(result.preset, 'float32');
    assert.equal(result.samples, 16);
    assert.equal(logits.maxAbsError, 0);
    assert.equal(logits.p99AbsError, 0);
    assert.equal(logits.cosine, 1);
    assert.equal(logits.sqnrDb, null);
    assert.equal(logits.sqnrInfinite, true);
    assert.equal(logits.minPassingAtol, 0);
    assert.deepEqual(logits.ranking, { k: 5, rows: 64, top1Agreement: 1, topKAgreement: 1 });
    assert.equal(
      logits.summary,
      "'logits': max |Δ| 0, cosine 1, top-1 100 % — passes atol 1e-5, rtol 1e-5, min-cosine 0.9999",
    );
  });

  test('adding 1e-3 fails the float32 defaults, passes at atol 2e-3, and the minimum atol sits exactly at the edge', () => {
    const baseline = outputs('logits', [4, 10], 16, (i) => base[i]!);
    const candidate = outputs('logits', [4, 10], 16, (i) => base[i]!.map((v) => v + 1e-3));
    const strict = only(compare(baseline, candidate));
    assert.equal(strict.verdict, 'fail');
    assert.equal(strict.failingElements, 640);
    assert.ok(Math.abs(strict.maxAbsError! - 1e-3) < 1e-6);
    assert.ok(Math.abs(strict.medianAbsError! - 1e-3) < 1e-6);
    assert.equal(only(compare(baseline, candidate, { atol: 2e-3 })).verdict, 'pass');

    const minimum = strict.minPassingAtol!;
    assert.ok(Math.abs(minimum - 1e-3) < 1e-6);
    assert.equal(only(compare(baseline, candidate, { atol: minimum })).verdict, 'pass');
    assert.equal(only(compare(baseline, candidate, { atol: minimum * (1 - Number.EPSILON) })).verdict, 'fail');
    // The printed value is rounded up, so copying it into the workflow passes.
    const printed = /would pass at atol ≥ (\S+)\)/.exec(strict.summary)?.[1];
    assert.ok(printed, strict.summary);
    assert.ok(parseTolerance(printed) >= minimum);
    assert.equal(only(compare(baseline, candidate, { atol: parseTolerance(printed) })).verdict, 'pass');
  });

  test('the summary line reads as the report prints it', () => {
    // Exact binary fractions so every printed digit is known: Δ = 1/256 on every element.
    const values = Float64Array.from({ length: 20 }, (_, i) => (i - 10) / 8);
    const result = compare(
      outputs('logits', [2, 10], 1, () => values, 'float64'),
      outputs('logits', [2, 10], 1, () => values.map((v) => v + 1 / 256), 'float64'),
    );
    assert.equal(
      only(result).summary,
      "'logits': max |Δ| 3.9e-3, cosine 0.999986, top-1 100 % — fails atol 1e-5, rtol 1e-5 on 20 of 20 elements (would pass at atol ≥ 4e-3)",
    );
    assert.equal(result.reason, '1 of 1 compared outputs disagree: logits');
  });

  test('an element passes through rtol when |Δ| exceeds atol but not rtol·|baseline|', () => {
    const baseline = outputs('logits', [1, 3], 1, () => Float64Array.of(1000, 0.5, -2000), 'float64');
    const candidate = outputs('logits', [1, 3], 1, () => Float64Array.of(1000.5, 0.5, -2001), 'float64');
    const loose = only(compare(baseline, candidate, { atol: 1e-5, rtol: 1e-3 }));
    assert.equal(loose.verdict, 'pass');
    assert.equal(loose.failingElements, 0);
    assert.equal(loose.minPassingAtol, 0, 'nothing needed atol: rtol covered every element');
    assert.equal(loose.maxRelError, 5e-4);
    // At rtol 4e-4 both moved elements (relative error 5e-4) fail; the unchanged 0.5 still passes.
    const tight = only(compare(baseline, candidate, { atol: 1e-5, rtol: 4e-4 }));
    assert.equal(tight.failingElements, 2);
    assert.equal(tight.minPassingAtol, 1);
  });

  test('a NaN in the candidate fails with its count, and no atol can pass it', () => {
    const candidateData = base.map((sample) => sample.slice());
    candidateData[2]![5] = Number.NaN;
    candidateData[7]![0] = Number.NaN;
    candidateData[7]![1] = Number.NaN;
    const logits = only(
      compare(
        outputs('logits', [4, 10], 16, (i) => base[i]!),
        outputs('logits', [4, 10], 16, (i) => candidateData[i]!),
      ),
    );
    assert.equal(logits.verdict, 'fail');
    assert.equal(logits.nonFiniteMismatches, 3);
    assert.equal(logits.failingElements, 3);
    assert.deepEqual(logits.nonFinite, { baseline: { nan: 0, inf: 0 }, candidate: { nan: 3, inf: 0 } });
    assert.equal(logits.minPassingAtol, null);
    assert.equal(logits.maxAbsError, 0, 'statistics cover the finite pairs, which are identical');
    assert.equal(logits.ranking!.top1Agreement, 62 / 64, 'rows holding a NaN disagree');
    assert.match(logits.reason!, /^fails on 3 NaN\/Inf mismatches \(baseline 0 NaN, 0 Inf; candidate 3 NaN, 0 Inf\)$/);
  });

  test('NaN on both sides still fails; the same infinity on both sides agrees', () => {
    const both = only(
      compare(
        outputs('logits', [1, 2], 1, () => Float32Array.of(Number.NaN, 1)),
        outputs('logits', [1, 2], 1, () => Float32Array.of(Number.NaN, 1)),
      ),
    );
    assert.equal(both.verdict, 'fail');
    assert.equal(both.nonFiniteMismatches, 1);
    const infinite = only(
      compare(
        outputs('logits', [1, 3], 1, () => Float32Array.of(Infinity, -Infinity, 1)),
        outputs('logits', [1, 3], 1, () => Float32Array.of(Infinity, -Infinity, 1)),
      ),
    );
    assert.equal(infinite.verdict, 'pass');
    assert.deepEqual(infinite.nonFinite.candidate, { nan: 0, inf: 2 });
    const flipped = only(
      compare(
        outputs('logits', [1, 2], 1, () => Float32Array.of(Infinity, 1)),
        outputs('logits', [1, 2], 1, () => Float32Array.of(-Infinity, 1)),
      ),
    );
    assert.equal(flipped.verdict, 'fail');
  });

  test('an output near zero is judged by atol alone: its cosine is noise, not a verdict', () => {
    const random = seeded(9);
    const tiny = Float32Array.from({ length: 10 }, () => (random() - 0.5) * 1e-7);
    const noise = Float32Array.from({ length: 10 }, () => (random() - 0.5) * 1e-7);
    const residual = only(
      compare(
        outputs('logits', [1, 10], 1, () => tiny),
        outputs('logits', [1, 10], 1, () => noise),
      ),
    );
    assert.ok(residual.cosine! < 0.9, 'the two noise vectors point anywhere');
    assert.equal(residual.cosineChecked, false);
    assert.equal(residual.verdict, 'pass');
  });
});
