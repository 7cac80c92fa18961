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
    const result = compare(
      two(['logits']),
      two(['scores']),
      {},
      {
        candidateSig: signature([{ name: 'scores' }]),
        outputMap: { scores: 'logits' },
      },
    );
    assert.equal(result.verdict, 'pass');
    assert.equal(result.outputs.length, 1);
    assert.equal(result.outputs[0]!.name, 'scores');
    assert.equal(result.outputs[0]!.baselineName, 'logits');
    assert.deepEqual(result.signatureDiff, []);
    assert.deepEqual(result.warnings, []);
  });

  test('a candidate that drops one of several outputs fails: a consumer reading it breaks', () => {
    const dropped = [two(['logits', 'probs']), two(['logits'])] as const;
    const sigs = { baselineSig: signature([{ name: 'logits' }, { name: 'probs' }]) };
    const result = compare(...dropped, {}, sigs);
    assert.equal(result.verdict, 'fail');
    assert.equal(
      result.reason,
      "the models' signature changed, which breaks their consumers: output 'probs' removed; if the change is intended " +
        "(every consumer is updated), accept it with 'allow-signature-change: true'",
    );
    const probs = only(result, 'probs');
    assert.equal(probs.verdict, 'fail');
    assert.match(probs.reason!, /^only in the baseline: a consumer reading it breaks/);
    assert.deepEqual(
      result.outputs.map((o) => o.name),
      ['probs', 'logits'],
      'the dropped output sorts first',
    );
    assert.equal(only(result, 'logits').verdict, 'pass', 'the shared output is still compared');
    assert.deepEqual(
      result.signatureDiff.map((r) => [r.name, r.change]),
      [['probs', 'removed']],
    );

    const accepted = compare(...dropped, {}, { ...sigs, allowSignatureChange: true });
    assert.equal(accepted.verdict, 'pass', 'accepted: the shared outputs decide');
    assert.equal(only(accepted, 'probs').verdict, 'skipped');
    assert.deepEqual(
      accepted.signatureDiff.map((r) => [r.name, r.change]),
      [['probs', 'removed']],
      'the change is still listed',
    );
  });

  test('a dropped output and a value failure are both named', () => {
    const wrong = {
      samples: data.map((d) => [{ name: 'logits', type: 'float32', dims: [1, 10], data: d.map((v) => v + 1) }]),
    };
    const result = compare(
      two(['logits', 'probs']),
      wrong,
      {},
      { baselineSig: signature([{ name: 'logits' }, { name: 'probs' }]) },
    );
    assert.equal(result.verdict, 'fail');
    assert.match(result.reason!, /output 'probs' removed; .*; also 1 of 1 compared outputs disagree: logits$/);
  });

  test('a renamed output without output-map fails, and the fix names the mapping', () => {
    const result = compare(
      two(['logits']),
      two(['scores']),
      { perOutput: { logit: { atol: 1 } } },
      {
        candidateSig: signature([{ name: 'scores' }]),
      },
    );
    assert.equal(result.verdict, 'fail');
    assert.equal(
      result.reason,
      "the models' signature changed, which breaks their consumers: output 'logits' removed; the candidate has new output 'scores'; " +
        "if outputs were renamed, map them with 'output-map: scores=logits', or if the change is intended (every consumer is updated), " +
        "accept it with 'allow-signature-change: true'",
    );
    assert.deepEqual(result.warnings, ["per-output tolerance for 'logit' matches no output of either model"]);
  });

  test('an accepted rename with nothing to compare is skipped with the reason, as before', () => {
    const result = compare(
      two(['logits']),
      two(['scores']),
      {},
      { candidateSig: signature([{ name: 'scores' }]), allowSignatureChange: true },
    );
    assert.equal(result.verdict, 'skipped');
    assert.equal(
      result.reason,
      "no output can be compared: the candidate's outputs (scores) share no name with the baseline's (logits); " +
        "map renamed outputs with output-map 'new_name=old_name'",
    );
  });

  test('an added output breaks nobody; a re-shaped or integer re-typed one fails', () => {
    assert.equal(
      compare(
        two(['logits']),
        two(['logits', 'extra']),
        {},
        { candidateSig: signature([{ name: 'logits' }, { name: 'extra' }]) },
      ).verdict,
      'pass',
    );
    const fixed = compare(
      two(['logits']),
      two(['logits']),
      {},
      { candidateSig: signature([{ name: 'logits', shape: [1, 10] }]) },
    );
    assert.equal(
      fixed.verdict,
      'fail',
      'a dynamic batch that became fixed breaks batched callers, though sample data match',
    );
    assert.match(fixed.reason!, /output 'logits' re-shaped \[batch, 10\] → \[1, 10\]/);
    const retyped = compare(
      two(['logits']),
      two(['logits']),
      {},
      { candidateSig: signature([{ name: 'logits', type: 'int64' }]) },
    );
    assert.match(retyped.reason!, /output 'logits' re-typed float32 → int64/);
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
    const same = compare(
      outputs('ids', [3], 2, () => labels, 'int64'),
      outputs('ids', [3], 2, () => [3, 7, 2 ** 60], 'int64'),
      {},
      {
        baselineSig: signature([{ name: 'ids', type: 'int64' }]),
        candidateSig: signature([{ name: 'ids', type: 'int64' }]),
      },
    );
    assert.equal(same.verdict, 'pass');
    assert.equal(only(same, 'ids').summary, "'ids': all 6 elements equal — passes exact match");
    const different = only(
      compare(
        outputs('ids', [3], 2, () => labels, 'int64'),
        outputs('ids', [3], 2, (i) => BigInt64Array.of(3n, i === 0 ? 8n : 7n, 2n ** 60n + 1n), 'int64'),
      ),
      'ids',
    );
    assert.equal(different.verdict, 'fail');
    assert.equal(different.failingElements, 3);
    assert.equal(different.reason, 'fails exact match on 3 of 6 elements');
  });

  test('bool outputs compare as booleans whether stored as boolean[] or Uint8Array', () => {
    const result = compare(
      outputs('mask', [3], 1, () => [true, false, true], 'bool'),
      outputs('mask', [3], 1, () => Uint8Array.of(1, 0, 0), 'bool'),
    );
    assert.equal(only(result, 'mask').failingElements, 1);
  });

  test('a changed dtype or shape of a present output fails with the reason', () => {
    const floats = outputs('logits', [1, 10], 1, () => new Float32Array(10));
    const dtype = only(
      compare(
        floats,
        outputs('logits', [1, 10], 1, () => new BigInt64Array(10), 'int64'),
      ),
    );
    assert.equal(dtype.verdict, 'fail');
    assert.equal(dtype.reason, 'dtype changed from float32 to int64');
    assert.equal(dtype.summary, "'logits': dtype changed from float32 to int64 — fails");
    const shape = only(
      compare(
        floats,
        outputs('logits', [1, 11], 1, () => new Float32Array(11)),
      ),
    );
    assert.equal(shape.verdict, 'fail');
    assert.equal(shape.reason, 'shape changed from [1, 10] to [1, 11]');
    assert.deepEqual(shape.baselineShape, [1, 10]);
  });

  test('float32 → float16 is the precision change being judged, not a dtype failure', () => {
    const values = randomLogits(1, 10, 3)[0]!;
    const half = values.map((v) => v + 2e-4);
    const result = compare(
      outputs('logits', [1, 10], 1, () => values),
      outputs('logits', [1, 10], 1, () => half, 'float16'),
      {},
      {
        candidateSig: signature([{ name: 'logits', type: 'float16' }]),
      },
    );
    assert.equal(result.preset, 'float16');
    assert.equal(only(result).baselineDtype, 'float32');
    assert.equal(only(result).verdict, 'pass');
    assert.deepEqual(
      result.signatureDiff.map((r) => r.change),
      ['type'],
    );
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
    const result = compare(
      outputs('logits', [1, 10], 1, () => new Float32Array(10)),
      outputs('logits', [1, 10], 1, () => new Float32Array(9)),
    );
    assert.equal(result.verdict, 'skipped');
    assert.equal(only(result).reason, "the candidate's data has 9 values for dims [1, 10] (10 expected)");
  });
});
