import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runHints, withHints } from '../../src/bench/child/run-hints.js';

describe('hints on a failing run', () => {
  const sr = { name: 'sr', type: 'int64' as const, dims: [], data: BigInt64Array.from([7n]) };
  const audio = { name: 'audio', type: 'float32' as const, dims: [1, 512], data: new Float32Array(512) };

  it('names a synthesized integer scalar and how to set it', () => {
    assert.deepEqual(runHints([audio, sr], new Set(), []), [
      "input 'sr' (int64 scalar) was synthesized as 7; if it is a setting such as a sample rate, set it with 'input-values' (e.g. 'sr=16000')",
    ]);
  });

  it('says nothing of scalars the user set; never suggests the size that just failed for unnamed dims', () => {
    const warning =
      "Input 'audio' has unnamed dynamic dims at position 0 (shape [?, 512]); they were set to 1. Set 'input-shapes' to 'audio=1x512' to choose other sizes.";
    const hints = runHints([audio, sr], new Set(['sr']), [warning]);
    assert.deepEqual(hints, [
      "input 'audio' has unnamed dynamic dims at position 0; they were set to 1 and the model failed with that, so set 'input-shapes' to 'audio=Ax512' with the sizes the model expects there",
    ]);
    assert.doesNotMatch(hints.join(), /audio=1x512/, 'the shape that failed is not the fix');
  });

  it('takes a size from the other model where it declares one', () => {
    const both = { name: 'audio', type: 'float32' as const, dims: [1, 1], data: new Float32Array(1) };
    const warning =
      "Input 'audio' has unnamed dynamic dims at position 0, 1 (shape [?, ?]); they were set to 1. Set 'input-shapes' to 'audio=1x1' to choose other sizes.";
    assert.deepEqual(runHints([both], new Set(), [warning], [{ name: 'audio', type: 'float32', shape: ['', 512] }]), [
      "input 'audio' has unnamed dynamic dims at positions 0, 1; they were set to 1 and the model failed with that, so set 'input-shapes' to 'audio=Ax512' with the sizes the model expects there",
    ]);
    assert.deepEqual(runHints([both], new Set(), [warning], [{ name: 'audio', type: 'float32', shape: [4, 512] }]), [
      "input 'audio' has unnamed dynamic dims at positions 0, 1; they were set to 1 and the model failed with that, so set 'input-shapes' to 'audio=4x512' (the sizes the other model declares)",
    ]);
  });

  it('leaves the message alone when there is nothing to suggest', () => {
    assert.equal(withHints('The baseline model failed when run: boom', []), 'The baseline model failed when run: boom');
    assert.equal(
      withHints('The baseline model failed when run: boom', ['a', 'b']),
      'The baseline model failed when run: boom. Check the inputs: a; b',
    );
  });
});
