// The output-map a signature failure suggests must be one that can work: a new output is offered as an old one
// renamed only when its type and fixed sizes fit, and never when an input changed (outputs are then not compared).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { breakingChanges, couldBeRenamed, describeSignatureChange } from '../../src/agreement/signature-findings.js';
import type { SignatureDiffRow } from '../../src/agreement/types.js';
import { compare, outputs, signature } from '../helpers/agreement.js';

const removed = (name: string, type: string, shape: (number | string)[]): SignatureDiffRow => ({
  kind: 'output',
  name,
  change: 'removed',
  baseline: { type, shape },
});
const added = (name: string, type: string, shape: (number | string)[]): SignatureDiffRow => ({
  kind: 'output',
  name,
  change: 'added',
  candidate: { type, shape },
});
const advice = (diff: SignatureDiffRow[]) => describeSignatureChange(breakingChanges(diff), diff);

describe('output-map advice', () => {
  it('fits by type, rank and fixed sizes; a dynamic dim fits any size', () => {
    assert.ok(couldBeRenamed({ type: 'float32', shape: [2, '', 64] }, { type: 'float32', shape: [2, 'batch', 64] }));
    assert.ok(couldBeRenamed({ type: 'float16', shape: [1, 10] }, { type: 'float32', shape: [1, 10] }), 'float width');
    assert.ok(!couldBeRenamed({ type: 'float32', shape: [2, '', 128] }, { type: 'float32', shape: [2, 'batch', 64] }));
    assert.ok(!couldBeRenamed({ type: 'int64', shape: [1, 10] }, { type: 'float32', shape: [1, 10] }));
    assert.ok(!couldBeRenamed({ type: 'float32', shape: [1, 10, 1] }, { type: 'float32', shape: [1, 10] }));
  });

  it('suggests no map for outputs whose sizes cannot fit (a state of 128 for one of 64)', () => {
    const text = advice([removed('hn', 'float32', [2, 'batch', 64]), added('stateN', 'float32', [2, '', 128])]);
    assert.doesNotMatch(text, /output-map/, text);
    assert.match(text, /accept it with 'allow-signature-change: true'$/);
  });

  it('pairs each removed output with the new one that fits, whatever their order', () => {
    const text = advice([
      removed('logits', 'float32', [1, 10]),
      removed('ids', 'int64', [1]),
      added('label', 'int64', [1]),
      added('scores', 'float32', [1, 10]),
    ]);
    assert.match(text, /map them with 'output-map: scores=logits,label=ids'/, text);
  });

  it('suggests no map when an input changed too: the outputs are then not compared at all', () => {
    const input: SignatureDiffRow = {
      kind: 'input',
      name: 'state',
      change: 'added',
      candidate: { type: 'float32', shape: [2, 1, 128] },
    };
    const text = advice([input, removed('logits', 'float32', [1, 10]), added('scores', 'float32', [1, 10])]);
    assert.doesNotMatch(text, /output-map/, text);
  });

  it('words an output only the baseline has without a map when no candidate output could be it renamed', () => {
    const logits = outputs('logits', [1, 10], 2, () => new Float32Array(10));
    const ids = outputs('ids', [1], 2, () => new BigInt64Array(1), 'int64');
    const mismatched = compare(
      logits,
      ids,
      {},
      {
        baselineSig: signature([{ name: 'logits', shape: [1, 10] }]),
        candidateSig: signature([{ name: 'ids', type: 'int64', shape: [1] }]),
        allowSignatureChange: true,
      },
    );
    const dropped = mismatched.outputs.find((o) => o.name === 'logits');
    assert.equal(dropped?.reason, 'only in the baseline');
    const scores = outputs('scores', [1, 10], 2, () => new Float32Array(10));
    const renamed = compare(
      logits,
      scores,
      {},
      {
        baselineSig: signature([{ name: 'logits', shape: [1, 10] }]),
        candidateSig: signature([{ name: 'scores', shape: [1, 10] }]),
        allowSignatureChange: true,
      },
    );
    assert.match(renamed.outputs.find((o) => o.name === 'logits')?.reason ?? '', /map it with output-map/);
  });
});
