import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runHints, withHints } from '../../src/bench/run-hints.js';

describe('hints on a failing run', () => {
  const sr = { name: 'sr', type: 'int64' as const, dims: [], data: BigInt64Array.from([7n]) };
  const audio = { name: 'audio', type: 'float32' as const, dims: [1, 512], data: new Float32Array(512) };

  it('names a synthesized integer scalar and how to set it', () => {
    assert.deepEqual(runHints([audio, sr], new Set(), []), [
      "input 'sr' (int64 scalar) was synthesized as 7; if it is a setting such as a sample rate, set it with 'input-values' (e.g. 'sr=16000')",
    ]);
  });

  it('says nothing of scalars the user set, and repeats the unnamed-dims warning', () => {
    const warning = "Input 'audio' has unnamed dynamic dims at position 0 (shape [?, 512]); they were set to 1. Set 'input-shapes' to 'audio=1x512' to choose other sizes.";
    assert.deepEqual(runHints([audio, sr], new Set(['sr']), [warning]), [
      "input 'audio' has unnamed dynamic dims at position 0 (shape [?, 512]); they were set to 1. Set 'input-shapes' to 'audio=1x512' to choose other sizes",
    ]);
  });

  it('leaves the message alone when there is nothing to suggest', () => {
    assert.equal(withHints('The baseline model failed when run: boom', []), 'The baseline model failed when run: boom');
    assert.equal(withHints('The baseline model failed when run: boom', ['a', 'b']), 'The baseline model failed when run: boom. Check the inputs: a; b');
  });
});
