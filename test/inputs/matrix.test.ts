// The matrix settings: lists in `input-shapes` and `threads`, the cells they make, the memory inputs, and every
// refusal with its exact message.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RawInputs } from '../../src/inputs/definitions.js';
import { axesText, cellCount, matrixCells, parseThreadList } from '../../src/inputs/matrix.js';
import { fallbackConfig, parseConfig } from '../../src/inputs/schema.js';
import { parseInputShapes, parseShapeMatrix } from '../../src/inputs/shapes.js';

const base: RawInputs = { candidate: 'c.onnx', baseline: 'b.onnx' };

function refused(raw: RawInputs): string {
  try {
    parseConfig({ ...base, ...raw });
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('input-shapes lists', () => {
  it('reads several sizes per dim and several shapes per input, an item without = continuing the name before it', () => {
    assert.deepEqual(parseShapeMatrix('batch=1,8,64,seq=128'), {
      byDim: { batch: [1, 8, 64], seq: [128] },
      byInput: {},
    });
    assert.deepEqual(parseShapeMatrix('input=1x256,8x256\nstate=scalar'), {
      byDim: {},
      byInput: {
        input: [
          [1, 256],
          [8, 256],
        ],
        state: [[]],
      },
    });
  });

  it('keeps the one-cell form exactly as before', () => {
    assert.deepEqual(parseInputShapes('batch=16, input=16x256\nstate=scalar'), {
      byDim: { batch: 16 },
      byInput: { input: [16, 256], state: [] },
    });
    const config = parseConfig({ ...base, 'input-shapes': 'batch=16', threads: '2' });
    assert.deepEqual(config.inputShapes, { byDim: { batch: 16 }, byInput: {} });
    assert.equal(config.threads, 2);
    assert.equal(cellCount(config.matrix), 1);
    assert.equal(config.memory.enabled, false, 'a run without lists measures no memory unless asked');
  });

  it('refuses what cannot be read, naming the input', () => {
    assert.throws(() => parseShapeMatrix('8,batch=1'), {
      message: "'input-shapes' must be a list of name=value pairs like 'batch=16,input=16x256', got '8'",
    });
    assert.throws(() => parseShapeMatrix('batch=1,8x2'), {
      message:
        "'input-shapes' lists sizes for dim 'batch': every entry must be a whole number like '8', got '8x2' in 'batch=…,8x2'",
    });
    assert.throws(() => parseShapeMatrix('batch=1,8,batch=16'), {
      message: "'input-shapes' names 'batch' twice; give all its sizes in one list, like 'batch=1,8,64'",
    });
    assert.throws(() => parseShapeMatrix('batch=8,8'), {
      message: "'input-shapes' lists the same size twice in 'batch=…,8'; list each size once",
    });
    assert.throws(() => parseShapeMatrix('batch=1,0'), {
      message: "'input-shapes' sizes must be whole numbers of at least 1, got 'batch=…,0'",
    });
  });
});

describe('threads lists', () => {
  it('reads one count or a list', () => {
    assert.deepEqual(parseThreadList('4'), [4]);
    assert.deepEqual(parseThreadList('1, 4'), [1, 4]);
    assert.throws(() => parseThreadList('1,0'), {
      message: "'threads' must be a positive whole number like '1', got '0'",
    });
    assert.throws(() => parseThreadList('2,2'), {
      message: "'threads' lists the same count twice in '2,2'; list each count once, like '1,4'",
    });
  });
});

describe('matrix cells', () => {
  it('makes every combination, the first axis slowest, labelled by the axes that vary', () => {
    const cells = matrixCells({ shapes: parseShapeMatrix('batch=1,32,seq=128'), threads: [1, 2] });
    assert.deepEqual(
      cells.map((c) => c.label),
      ['batch=1 threads=1', 'batch=1 threads=2', 'batch=32 threads=1', 'batch=32 threads=2'],
    );
    assert.deepEqual(cells[2]?.shapes, { byDim: { batch: 32, seq: 128 }, byInput: {} });
    assert.equal(cells[3]?.threads, 2);
    assert.deepEqual(cells[1]?.axes, { batch: '1', threads: '2' });
  });

  it('multiplies per-input lists, and names a scalar shape', () => {
    const cells = matrixCells({ shapes: parseShapeMatrix('a=1x4,2x4,b=scalar,1'), threads: [1] });
    assert.equal(cells.length, 4);
    assert.deepEqual(
      cells.map((c) => c.label),
      ['a=1x4 b=scalar', 'a=1x4 b=1', 'a=2x4 b=scalar', 'a=2x4 b=1'],
    );
    assert.deepEqual(cells[0]?.shapes.byInput, { a: [1, 4], b: [] });
  });

  it('writes the axes back as typed', () => {
    assert.deepEqual(axesText({ shapes: parseShapeMatrix('batch=1,8,input=2x3'), threads: [1, 4] }), {
      inputShapes: 'batch=1,8,input=2x3',
      threads: '1,4',
    });
  });
});

describe('matrix and memory settings', () => {
  it('takes the first cell as the run settings and measures memory in a matrix', () => {
    const config = parseConfig({ ...base, 'input-shapes': 'batch=1,8', threads: '1,2' });
    assert.equal(cellCount(config.matrix), 4);
    assert.deepEqual(config.inputShapes, { byDim: { batch: 1 }, byInput: {} });
    assert.equal(config.threads, 1);
    assert.deepEqual(config.memory, { mode: 'auto', enabled: true, threshold: undefined });
  });

  it("reads 'memory', 'memory-threshold' and fail-on 'memory'", () => {
    const config = parseConfig({ ...base, 'memory-threshold': '20%', 'fail-on': 'regression,memory' });
    assert.deepEqual(config.memory, { mode: 'auto', enabled: true, threshold: 0.2 });
    assert.deepEqual(config.failOn, ['regression', 'memory']);
    assert.equal(parseConfig({ ...base, memory: 'on' }).memory.enabled, true);
    assert.equal(parseConfig({ ...base, memory: 'off', 'input-shapes': 'batch=1,8' }).memory.enabled, false);
  });

  it('refuses what a matrix or memory cannot do, in one sentence each', () => {
    assert.equal(
      refused({ memory: 'off', 'memory-threshold': '10%' }),
      "'memory-threshold' needs memory measured: set 'memory' to 'auto' or 'on', or drop the threshold",
    );
    assert.equal(
      refused({ 'memory-threshold': 'lots' }),
      "'memory-threshold' must be a percentage like '10%', got 'lots'",
    );
    assert.equal(refused({ memory: 'maybe' }), "'memory' must be one of 'auto', 'on', 'off', got 'maybe'");
    assert.equal(
      refused({ 'input-shapes': 'batch=1,2,3,4,5,6,7,8,9', threads: '1,2' }),
      "'input-shapes' or 'threads' lists make 18 combinations, but one run measures at most 16; list fewer sizes or thread counts, or split them over several steps with their own 'id'",
    );
    assert.equal(
      refused({ candidate: '', 'changed-since': 'main', 'input-shapes': 'batch=1,8' }),
      "'input-shapes' or 'threads' lists (a matrix of 2 cells) work with one 'candidate', not with 'changed-since'; give one size per name, or gate the model with 'candidate'",
    );
    assert.equal(
      refused({ mode: 'measure', threads: '1,2' }),
      "'input-shapes' or 'threads' lists (a matrix of 2 cells) work with 'mode: gate', not 'mode: measure'; give one size and one thread count per step",
    );
    assert.equal(
      refused({ charts: 'charts', 'input-shapes': 'batch=1,8' }),
      "'charts' follows one size and thread count, but the 'input-shapes' or 'threads' lists make a matrix of 2 cells; give one size per name and one thread count, or drop 'charts'",
    );
    assert.equal(
      refused({ mode: 'calibrate', threads: '1,2' }),
      "'input-shapes' or 'threads' lists (a matrix of 2 cells) work with 'mode: gate', not 'mode: calibrate'; give one size and one thread count per step",
    );
  });

  it('still describes a run whose lists were refused together', () => {
    const config = fallbackConfig({ ...base, 'input-shapes': 'batch=1,2,3,4,5,6,7,8,9', threads: '1,2' });
    assert.equal(cellCount(config.matrix), 1);
    assert.equal(config.candidate, 'c.onnx');
  });
});
