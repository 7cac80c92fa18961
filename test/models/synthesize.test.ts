import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkOverrides } from '../../src/models/check-overrides.js';
import { SYNTHESIZABLE_TYPES, type TensorInfo } from '../../src/models/signature.js';
import { synthesizeInputs } from '../../src/models/synthesize.js';

const none = { shapes: { byDim: {}, byInput: {} }, values: {}, seed: 7 };
const input = (name: string, type: string, shape: (number | string)[]): TensorInfo => ({ name, type, shape });

describe('synthesizeInputs per dtype', () => {
  for (const type of SYNTHESIZABLE_TYPES) {
    it(`${type}: right array type, seeded, values in the dtype's range`, () => {
      const [tensor] = synthesizeInputs([input('x', type, [4, 64])], none).tensors;
      assert.ok(tensor);
      assert.deepEqual(tensor.dims, [4, 64]);
      assert.equal(tensor.data.length, 256);
      const again = synthesizeInputs([input('x', type, [4, 64])], none).tensors[0];
      assert.deepEqual(again?.data, tensor.data, 'same seed, same data');
      const other = synthesizeInputs([input('x', type, [4, 64])], { ...none, seed: 8 }).tensors[0];
      assert.notDeepEqual(other?.data, tensor.data, 'another seed, other data');
      const values = Array.from(tensor.data as ArrayLike<number | bigint>, Number);
      const expected: Record<string, [number, number]> = {
        float32: [-1, 1],
        float64: [-1, 1],
        bool: [0, 1],
        uint8: [0, 255],
        float16: [0, 0xffff],
      };
      const [low, high] = expected[type] ?? [0, 31];
      assert.ok(
        values.every((v) => v >= low && v <= high),
        `${type} values within [${low}, ${high}]`,
      );
      assert.ok(new Set(values).size > 1, 'not constant');
    });
  }

  it('float16 is stored as half-precision bits of values in [-1, 1)', () => {
    const [tensor] = synthesizeInputs([input('h', 'float16', [1000])], none).tensors;
    const bits = Array.from(tensor?.data as Uint16Array);
    // |x| < 1 means the exponent field is below 15 (0x3c00 is 1.0); the sign bit takes both values.
    assert.ok(bits.every((b) => (b & 0x7fff) < 0x3c00));
    assert.ok(bits.some((b) => b & 0x8000) && bits.some((b) => !(b & 0x8000)));
  });

  it('gives an input shared by two models the same values whatever its position', () => {
    const a = synthesizeInputs([input('x', 'float32', [8]), input('y', 'float32', [8])], none).tensors;
    const b = synthesizeInputs([input('y', 'float32', [8])], none).tensors;
    assert.deepEqual(b[0]?.data, a[1]?.data);
  });

  it('varies data per agreement sample', () => {
    const first = synthesizeInputs([input('x', 'float32', [8])], { ...none, sample: 1 }).tensors[0];
    const second = synthesizeInputs([input('x', 'float32', [8])], { ...none, sample: 2 }).tensors[0];
    assert.notDeepEqual(first?.data, second?.data);
  });
});

describe('shapes', () => {
  it('resolves named dims by name and whole shapes per input', () => {
    const { tensors } = synthesizeInputs(
      [input('a', 'float32', ['batch', 3]), input('b', 'float32', ['batch', 'time'])],
      { ...none, shapes: { byDim: { batch: 2, time: 5 }, byInput: { b: [2, 7] } } },
    );
    assert.deepEqual(
      tensors.map((t) => t.dims),
      [
        [2, 3],
        [2, 7],
      ],
    );
  });

  it('sets unnamed dims to 1 with a warning naming the input', () => {
    const { tensors, warnings } = synthesizeInputs([input('audio', 'float32', ['', 64])], none);
    assert.deepEqual(tensors[0]?.dims, [1, 64]);
    assert.deepEqual(warnings, [
      "Input 'audio' has unnamed dynamic dims at position 0 (shape [?, 64]); they were set to 1. Set 'input-shapes' to 'audio=1x64' to choose other sizes.",
    ]);
  });

  const errors: [string, TensorInfo, object, string][] = [
    [
      'unresolved named dim',
      input('x', 'float32', ['batch', 16]),
      {},
      "Input 'x' has a dynamic dim 'batch' (shape [batch, 16]) with no size; set 'input-shapes' to 'batch=N' or 'x=Nx16'",
    ],
    [
      'every unresolved dim at once',
      input('x', 'float32', ['n', 3, 'h', 'w']),
      {},
      "Input 'x' has dynamic dims 'n', 'h', 'w' (shape [n, 3, h, w]) with no size; set 'input-shapes' to 'n=N,h=N,w=N' or 'x=Nx3xNxN'",
    ],
    [
      'rank mismatch',
      input('x', 'float32', ['batch', 16]),
      { byInput: { x: [16] } },
      "'input-shapes' gives input 'x' 1 dims ([16]) but the model declares 2 ([batch, 16]); give 2 sizes",
    ],
    [
      'fixed dim contradicted',
      input('x', 'float32', ['batch', 16]),
      { byInput: { x: [2, 8] } },
      "'input-shapes' sets dim 1 of input 'x' to 8 but the model fixes it at 16; use [2, 16]",
    ],
    [
      'string input',
      input('text', 'string', [1]),
      {},
      "Input 'text' has type string, which latency-gate can neither synthesize nor read from 'inputs'; gate a model whose inputs are numeric or bool tensors",
    ],
  ];
  for (const [name, info, shapes, message] of errors) {
    it(name, () => {
      assert.throws(() => synthesizeInputs([info], { ...none, shapes: { byDim: {}, byInput: {}, ...shapes } }), {
        name: 'UserError',
        message,
      });
    });
  }
});

describe('inputs made up', () => {
  it('a synthesized scalar or single element is named, with the value used and the input-values setting', () => {
    const { tensors, warnings } = synthesizeInputs(
      [
        input('sr', 'int64', []),
        input('gain', 'float32', [1]),
        input('x', 'float32', [1, 64]),
        input('on', 'bool', []),
      ],
      none,
    );
    const sr = String((tensors[0]?.data as BigInt64Array)[0]);
    assert.equal(warnings.length, 3, warnings.join('\n'));
    assert.equal(
      warnings[0],
      `Input 'sr' is a scalar and was made up: ${sr} (a random int64). A single value is often a setting such as a sample rate, a step count or a flag; if this model needs a real one, set 'input-values' to 'sr=<value>'.`,
    );
    const gain = Number((tensors[1]?.data as Float32Array)[0]).toPrecision(4);
    assert.match(
      warnings[1] ?? '',
      new RegExp(
        `^Input 'gain' is a single element \\(shape \\[1\\]\\) and was made up: ${String(Number(gain)).replace('.', '\\.')} \\(a random float32\\)`,
      ),
    );
    assert.match(warnings[2] ?? '', /^Input 'on' is a scalar and was made up: (true|false) \(a random bool\)/);
  });

  it('a value given in input-values, or a tensor with more elements, gets no warning', () => {
    const { warnings } = synthesizeInputs([input('sr', 'int64', []), input('x', 'float32', [2])], {
      ...none,
      values: { sr: '16000' },
    });
    assert.deepEqual(warnings, []);
  });
});

describe('input-values', () => {
  it('fills scalars with the typed value, int64 exactly', () => {
    const { tensors } = synthesizeInputs(
      [input('sr', 'int64', []), input('gain', 'float32', [1]), input('on', 'bool', [])],
      { ...none, values: { sr: '16000', gain: '0.5', on: 'true' } },
    );
    assert.deepEqual(Array.from(tensors[0]?.data as BigInt64Array), [16000n]);
    assert.deepEqual(Array.from(tensors[1]?.data as Float32Array), [0.5]);
    assert.deepEqual(Array.from(tensors[2]?.data as Uint8Array), [1]);
  });

  const errors: [string, TensorInfo, string, string][] = [
    [
      'non-scalar',
      input('x', 'float32', [1, 64]),
      '3',
      "'input-values' sets scalars, but input 'x' has shape [1, 64]; remove it from 'input-values' and let the gate synthesize it",
    ],
    [
      'fraction for an integer',
      input('sr', 'int64', []),
      '16000.5',
      "'input-values' gives input 'sr' the value '16000.5', which is not a valid int64; give a whole number",
    ],
    [
      'negative unsigned',
      input('n', 'uint32', []),
      '-1',
      "'input-values' gives input 'n' the value '-1', which is not a valid uint32; give a non-negative whole number",
    ],
    [
      'number for a bool',
      input('on', 'bool', []),
      '2',
      "'input-values' gives input 'on' the value '2', which is not a valid bool; give true or false",
    ],
  ];
  for (const [name, info, value, message] of errors) {
    it(name, () =>
      assert.throws(() => synthesizeInputs([info], { ...none, values: { [info.name]: value } }), {
        name: 'UserError',
        message,
      }),
    );
  }
});

describe('checkOverrides', () => {
  const inputs = [input('input', 'float32', ['batch', 16]), input('sr', 'int64', [])];
  it('accepts names the models have', () => {
    checkOverrides(inputs, { byDim: { batch: 2 }, byInput: { input: [2, 16] } }, { sr: '8000' });
  });
  it('names the unknown input and lists the real ones', () => {
    assert.throws(() => checkOverrides(inputs, { byDim: {}, byInput: { inptu: [1] } }, {}), {
      message: "'input-shapes' names input 'inptu', which neither model has; the inputs are 'input', 'sr'",
    });
    assert.throws(() => checkOverrides(inputs, { byDim: {}, byInput: {} }, { rate: '1' }), {
      message: "'input-values' names input 'rate', which neither model has; the inputs are 'input', 'sr'",
    });
  });
  it('names the unknown dim and lists the real ones', () => {
    assert.throws(() => checkOverrides(inputs, { byDim: { batchsize: 2 }, byInput: {} }, {}), {
      message:
        "'input-shapes' names dim 'batchsize', which no input has; the named dynamic dims are 'batch' (use 'input=AxB' to set a whole shape)",
    });
  });
});
