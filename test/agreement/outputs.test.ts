import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { type ModelOutputs } from '../../src/agreement/types.js';
import { signature, outputs, randomLogits, compare, only } from '../helpers/agreement.js';

// Synthetic outputs with known answers. Each agreement test file carries its own small fixtures, so it
// reads and runs on its own under node --test.



/** S samples of one output each, `make(sample)` giving the data. */




describe('compareOutputs matching outputs', () => {
  const data = randomLogits(3, 10, 5);
  const two = (names: string[]): ModelOutputs => ({
    samples: data.map((d) => names.map((name) => ({ name, type: 'float32', dims: [1, 10], data: d }))),
  });

  test('a renamed output is compared through outputMap', () => {
    const result = compare(two(['logits']), two(['scores']), {}, {
      candidateSig: signature([{ name: 'scores' }]),
      outputMap: { scores: 'logits' },
    });
    assert.equal(result.verdict, 'pass');
    assert.equal(result.outputs.length, 1);
    assert.equal(result.outputs[0]!.name, 'scores');
    assert.equal(result.outputs[0]!.baselineName, 'logits');
    assert.deepEqual(result.signatureDiff, []);
    assert.deepEqual(result.warnings, []);
  });

  test('an output only in one model is listed as skipped; the rest still decide', () => {
    const result = compare(two(['logits', 'probs']), two(['logits']), {}, {
      baselineSig: signature([{ name: 'logits' }, { name: 'probs' }]),
    });
    assert.equal(result.verdict, 'pass');
    const probs = only(result, 'probs');
    assert.equal(probs.verdict, 'skipped');
    assert.match(probs.reason!, /^only in the baseline/);
    assert.deepEqual(result.outputs.map((o) => o.name), ['probs', 'logits'], 'skipped sorts before pass');
    assert.deepEqual(result.signatureDiff.map((r) => [r.name, r.change]), [['probs', 'removed']]);
  });

  test('no shared output at all gives a skipped verdict that says how to fix it', () => {
    const result = compare(two(['logits']), two(['scores']), { perOutput: { logit: { atol: 1 } } }, {
      candidateSig: signature([{ name: 'scores' }]),
    });
    assert.equal(result.verdict, 'skipped');
    assert.equal(
      result.reason,
      "no output can be compared: the candidate's outputs (scores) share no name with the baseline's (logits); " +
        "map renamed outputs with output-map 'new_name=old_name'",
    );
    assert.deepEqual(result.warnings, ["per-output tolerance for 'logit' matches no output of either model"]);
  });

  test('no samples at all is skipped, not thrown', () => {
    const result = compare({ samples: [] }, { samples: [] });
    assert.equal(result.verdict, 'skipped');
    assert.equal(result.reason, 'no agreement samples were run');
  });
});

describe('compareOutputs on integer, bool and mismatched outputs', () => {
  test('integer outputs must match exactly, across bigint and number storage', () => {
    const labels = BigInt64Array.of(3n, 7n, 2n ** 60n);
    const same = compare(outputs('ids', [3], 2, () => labels, 'int64'), outputs('ids', [3], 2, () => [3, 7, 2 ** 60], 'int64'), {}, {
      baselineSig: signature([{ name: 'ids', type: 'int64' }]),
      candidateSig: signature([{ name: 'ids', type: 'int64' }]),
    });
    assert.equal(same.verdict, 'pass');
    assert.equal(only(same, 'ids').summary, 'ids: all 6 elements equal — passes exact match');
    const different = only(compare(outputs('ids', [3], 2, () => labels, 'int64'), outputs('ids', [3], 2, (i) => BigInt64Array.of(3n, i === 0 ? 8n : 7n, 2n ** 60n + 1n), 'int64')), 'ids');
    assert.equal(different.verdict, 'fail');
    assert.equal(different.failingElements, 3);
    assert.equal(different.reason, 'fails exact match on 3 of 6 elements');
  });

  test('bool outputs compare as booleans whether stored as boolean[] or Uint8Array', () => {
    const result = compare(outputs('mask', [3], 1, () => [true, false, true], 'bool'), outputs('mask', [3], 1, () => Uint8Array.of(1, 0, 0), 'bool'));
    assert.equal(only(result, 'mask').failingElements, 1);
  });

  test('a changed dtype or shape of a present output fails with the reason', () => {
    const floats = outputs('logits', [1, 10], 1, () => new Float32Array(10));
    const dtype = only(compare(floats, outputs('logits', [1, 10], 1, () => new BigInt64Array(10), 'int64')));
    assert.equal(dtype.verdict, 'fail');
    assert.equal(dtype.reason, 'dtype changed from float32 to int64');
    assert.equal(dtype.summary, 'logits: dtype changed from float32 to int64 — fails');
    const shape = only(compare(floats, outputs('logits', [1, 11], 1, () => new Float32Array(11))));
    assert.equal(shape.verdict, 'fail');
    assert.equal(shape.reason, 'shape changed from [1, 10] to [1, 11]');
    assert.deepEqual(shape.baselineShape, [1, 10]);
  });

  test('float32 → float16 is the precision change being judged, not a dtype failure', () => {
    const values = randomLogits(1, 10, 3)[0]!;
    const half = values.map((v) => v + 2e-4);
    const result = compare(outputs('logits', [1, 10], 1, () => values), outputs('logits', [1, 10], 1, () => half, 'float16'), {}, {
      candidateSig: signature([{ name: 'logits', type: 'float16' }]),
    });
    assert.equal(result.preset, 'float16');
    assert.equal(only(result).baselineDtype, 'float32');
    assert.equal(only(result).verdict, 'pass');
    assert.deepEqual(result.signatureDiff.map((r) => r.change), ['type']);
  });

  test('a last axis whose length changes between samples has no rows to rank', () => {
    const sizes = [4, 6];
    const dynamic = outputs('logits', [1, 4], 2, (i) => new Float32Array(sizes[i]!));
    dynamic.samples[1]![0]!.dims = [1, 6];
    const logits = only(compare(dynamic, dynamic));
    assert.equal(logits.verdict, 'pass');
    assert.equal(logits.ranking, null);
  });

  test('data that does not fill its dims skips that output instead of throwing', () => {
    const result = compare(outputs('logits', [1, 10], 1, () => new Float32Array(10)), outputs('logits', [1, 10], 1, () => new Float32Array(9)));
    assert.equal(result.verdict, 'skipped');
    assert.equal(only(result).reason, "the candidate's data has 9 values for dims [1, 10] (10 expected)");
  });
});
