import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  buildToleranceSettings,
  parseMinCosine,
  parseMinTop1Agreement,
  parseOutputMap,
  parseTolerance,
  parseToleranceInput,
} from '../../src/inputs/agreement-options.js';
import { detectPrecision, resolveTolerances } from '../../src/agreement/tolerances.js';
import { type ModelSignature } from '../../src/agreement/types.js';

function signature(type: string, quantized = false): ModelSignature {
  return {
    inputs: [{ name: 'x', type: 'float32', shape: [1, 4] }],
    outputs: [{ name: 'y', type, shape: [1, 4] }],
    quantized,
  };
}

describe('tolerance parsers', () => {
  test('parse the forms users type', () => {
    assert.equal(parseTolerance('1e-3'), 0.001);
    assert.equal(parseTolerance(' 0.5 ', 'rtol'), 0.5);
    assert.equal(parseTolerance('0'), 0);
    assert.deepEqual(parseToleranceInput('logits:1e-3,probs:1e-2'), { perOutput: { logits: 1e-3, probs: 1e-2 } });
    assert.deepEqual(parseToleranceInput('1e-5, logits:1e-3'), { value: 1e-5, perOutput: { logits: 1e-3 } });
    assert.deepEqual(parseToleranceInput(''), { perOutput: {} });
    // TensorFlow exports name outputs 'Identity:0'; the value follows the last colon.
    assert.deepEqual(parseToleranceInput('Identity:0:1e-4'), { perOutput: { 'Identity:0': 1e-4 } });
    assert.equal(parseMinCosine('0.999'), 0.999);
    assert.equal(parseMinTop1Agreement('95%'), 0.95);
    assert.equal(parseMinTop1Agreement('0.95'), 0.95);
    assert.deepEqual(parseOutputMap('scores=logits, probs = softmax'), { scores: 'logits', probs: 'softmax' });
    assert.deepEqual(parseOutputMap(''), {});
  });

  test('errors are one sentence naming the input, the expected form and the bad value', () => {
    const cases: [() => unknown, string][] = [
      [() => parseTolerance('abc'), "'atol' must be a non-negative number like '1e-5' or 'logits:1e-3', got 'abc'"],
      [
        () => parseTolerance('-1e-3', 'rtol'),
        "'rtol' must be a non-negative number like '1e-5' or 'logits:1e-3', got '-1e-3'",
      ],
      [
        () => parseTolerance('Infinity'),
        "'atol' must be a non-negative number like '1e-5' or 'logits:1e-3', got 'Infinity'",
      ],
      [
        () => parseToleranceInput('logits:abc,probs:1e-2'),
        "'atol' must be a non-negative number like '1e-5' or 'logits:1e-3', got 'logits:abc'",
      ],
      [
        () => parseToleranceInput(':1e-3'),
        "'atol' must be a non-negative number like '1e-5' or 'logits:1e-3', got ':1e-3'",
      ],
      [
        () => parseToleranceInput('1e-3,1e-4'),
        "'atol' takes at most one value without an output name, like '1e-5,logits:1e-3', got '1e-3,1e-4'",
      ],
      [
        () => parseToleranceInput('a:1,a:2'),
        "'atol' sets output 'a' twice; keep one 'name:value' pair per output, got 'a:1,a:2'",
      ],
      [() => parseMinCosine('1.5'), "'min-cosine' must be a number between 0 and 1 like '0.999', got '1.5'"],
      [
        () => parseMinTop1Agreement('95'),
        "'min-top1-agreement' must be a fraction like '0.95' or a percentage like '95%', got '95'",
      ],
      [
        () => parseOutputMap('scores'),
        "'output-map' must be comma-separated pairs like 'new_name=old_name', got 'scores'",
      ],
      [
        () => parseOutputMap('a=b=c'),
        "'output-map' must be comma-separated pairs like 'new_name=old_name', got 'a=b=c'",
      ],
      [
        () => parseOutputMap('a=b,a=c'),
        "'output-map' maps candidate output 'a' twice; keep one 'a=old_name' pair, got 'a=b,a=c'",
      ],
    ];
    for (const [parse, message] of cases) assert.throws(parse, { message });
  });

  test('buildToleranceSettings merges atol and rtol overrides per output and ignores blank inputs', () => {
    assert.deepEqual(
      buildToleranceSettings({
        atol: '1e-4,logits:1e-3',
        rtol: 'logits:1e-2,probs:0',
        minCosine: '',
        minTop1Agreement: '97%',
      }),
      {
        atol: 1e-4,
        perOutput: { logits: { atol: 1e-3, rtol: 1e-2 }, probs: { rtol: 0 } },
        minTop1Agreement: 0.97,
      },
    );
    assert.deepEqual(buildToleranceSettings({ atol: '  ' }), {});
  });
});

describe('resolveTolerances', () => {
  test('presets follow the precision of the pair', () => {
    assert.equal(detectPrecision(signature('float32'), signature('float32')), 'float32');
    assert.equal(detectPrecision(signature('float32'), signature('float16')), 'float16');
    assert.equal(detectPrecision(signature('float32'), signature('float16', true)), 'quantized');

    const float32 = resolveTolerances({}, 'float32');
    assert.deepEqual(
      {
        atol: float32.atol,
        rtol: float32.rtol,
        minCosine: float32.minCosine,
        top1: float32.minTop1Agreement,
        elementwise: float32.elementwise,
      },
      { atol: 1e-5, rtol: 1e-5, minCosine: 0.9999, top1: null, elementwise: true },
    );
    const float16 = resolveTolerances({}, 'float16');
    assert.deepEqual([float16.atol, float16.rtol, float16.minCosine], [1e-3, 1e-2, 0.999]);
    const quantized = resolveTolerances({}, 'quantized');
    assert.deepEqual([quantized.minCosine, quantized.minTop1Agreement, quantized.elementwise], [0.99, 0.9, false]);
    assert.deepEqual(quantized.origin, {
      atol: 'preset',
      rtol: 'preset',
      minCosine: 'preset',
      minTop1Agreement: 'preset',
    });
  });

  test('per-output beats global beats preset, and each value says where it came from', () => {
    const settings = { atol: 1e-4, perOutput: { logits: { atol: 1e-2 }, old_probs: { rtol: 0.5 } }, minCosine: 0.95 };
    const logits = resolveTolerances(settings, 'float32', { name: 'logits' });
    assert.deepEqual([logits.atol, logits.rtol, logits.minCosine], [1e-2, 1e-5, 0.95]);
    assert.deepEqual(logits.origin, {
      atol: 'per-output',
      rtol: 'preset',
      minCosine: 'input',
      minTop1Agreement: 'preset',
    });
    const other = resolveTolerances(settings, 'float32', { name: 'other' });
    assert.deepEqual([other.atol, other.origin.atol], [1e-4, 'input']);
    // A renamed output may be configured under its baseline name.
    const probs = resolveTolerances(settings, 'float32', { name: 'probs', baselineName: 'old_probs' });
    assert.deepEqual([probs.rtol, probs.origin.rtol], [0.5, 'per-output']);
  });

  test('a tolerance the user typed turns the elementwise rule on for a quantized pair', () => {
    assert.equal(resolveTolerances({ rtol: 0.05 }, 'quantized').elementwise, true);
    assert.equal(resolveTolerances({ perOutput: { y: { atol: 0.1 } } }, 'quantized', { name: 'y' }).elementwise, true);
    assert.equal(resolveTolerances({ perOutput: { y: { atol: 0.1 } } }, 'quantized', { name: 'z' }).elementwise, false);
  });

  test('invalid programmatic settings throw the same one-sentence errors', () => {
    assert.throws(() => resolveTolerances({ atol: -1 }, 'float32'), {
      message: "'atol' must be a non-negative number like '1e-5' or 'logits:1e-3', got '-1'",
    });
    assert.throws(() => resolveTolerances({ minCosine: Number.NaN }, 'float32'), {
      message: "'min-cosine' must be a number between 0 and 1 like '0.999', got 'NaN'",
    });
  });
});
