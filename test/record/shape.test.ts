// Moving the code must not move or retype a field of the record: users' scripts read it. The committed shape
// was taken from a record of the example pair written by the code before the restructure.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, runCli } from '../helpers/cli.js';
import { shapeOf, type Shape } from '../helpers/record-shape.js';

describe('the record keeps its fields', () => {
  it('every field of the earlier example record is still there, with the same JSON type', async () => {
    const before = JSON.parse(
      await readFile(path.join(ROOT, 'test/record/example-record-shape.json'), 'utf8'),
    ) as Shape;
    const { record } = await runCli([
      '--candidate',
      'baselines/example/candidate.onnx',
      '--baseline',
      'baselines/example/baseline.onnx',
      '--max-duration',
      '15s',
    ]);
    const after = shapeOf(record);
    const missing = Object.keys(before).filter((field) => !(field in after));
    assert.deepEqual(missing, [], `fields gone from the record: ${missing.join(', ')}`);
    // null stands for "not measured" in either run; any other type must match exactly.
    const retyped = Object.entries(before).filter(([field, types]) => {
      const now = after[field] ?? [];
      const known = (t: string[]) => t.filter((x) => x !== 'null');
      return known(types).length > 0 && known(now).length > 0 && known(types).join() !== known(now).join();
    });
    assert.deepEqual(
      retyped.map(([f]) => f),
      [],
      'fields whose JSON type changed',
    );
  });
});
