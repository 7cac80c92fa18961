// Moving code must not move or retype a field of the record: users' scripts read it. The committed shapes were
// taken from records of the example pair: example-record-shape.json from a version 1 record (one model's record
// at the top level), example-run-record-shape.json from version 2 (the run record). Version 2 moved the model's
// record, deliberately and whole, to entries[0].record: every version 1 field is still there, under that prefix.
// UPDATE_SHAPE=1 rewrites the version 2 shape after a deliberate change.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, runCli } from '../helpers/cli.js';
import { shapeOf, type Shape } from '../helpers/record-shape.js';
import { shippedSchemaErrors } from '../helpers/record-schema.js';

const V1 = path.join(ROOT, 'test/record/example-record-shape.json');
const V2 = path.join(ROOT, 'test/record/example-run-record-shape.json');

// Written only under some conditions, with nothing above them that says so: a busy process's name appears in a
// load window only when it is one of this job's own processes (otherwise only its share does).
const CONDITIONAL = new Set(['entries[].record.load.looks[].top[].name']);

/**
 * Whether a field this run did not write is still in the format: a part of the record that this run left null
 * (a profile with 'on-regression' and no regression) or an empty list (no warnings) holds no fields, and a
 * conditional field is written only when its condition holds.
 */
function notWrittenThisRun(field: string, after: Shape): boolean {
  if (CONDITIONAL.has(field)) return true;
  const parts = field.split('.');
  for (let i = 1; i < parts.length; i++) {
    const above = parts.slice(0, i).join('.');
    const step = parts[i - 1]!;
    const types = after[above];
    if (types?.includes('null')) return true;
    if (step.endsWith('[]') && after[above.slice(0, -2)]?.includes('array') && !(above in after)) return true;
  }
  if (field.endsWith('[]') && after[field.slice(0, -2)]?.includes('array')) return true;
  return false;
}

/** Fields of `before` missing from `after`, and fields whose JSON type changed (null stands for "not measured"). */
function compare(before: Shape, after: Shape, prefix = ''): { missing: string[]; retyped: string[] } {
  const at = (field: string) => (prefix ? (field ? `${prefix}.${field}` : prefix) : field);
  const missing = Object.keys(before).filter((field) => !(at(field) in after) && !notWrittenThisRun(at(field), after));
  const known = (t: string[]) => t.filter((x) => x !== 'null');
  const retyped = Object.entries(before)
    .filter(([field, types]) => {
      const now = after[at(field)] ?? [];
      return known(types).length > 0 && known(now).length > 0 && known(types).join() !== known(now).join();
    })
    .map(([field]) => field);
  return { missing, retyped };
}

describe('the record keeps its fields', () => {
  it("every field of the version 1 record is in each entry's record; every version 2 field stays; the file validates", async () => {
    const { run } = await runCli([
      '--candidate',
      'baselines/example/candidate.onnx',
      '--baseline',
      'baselines/example/baseline.onnx',
      '--max-duration',
      '8s',
    ]);
    const written = JSON.parse(JSON.stringify(run)) as unknown;
    assert.deepEqual(shippedSchemaErrors(written), [], 'a real record validates against record.schema.json');
    const after = shapeOf(written);
    if (process.env.UPDATE_SHAPE === '1') await writeFile(V2, `${JSON.stringify(after, null, 2)}\n`);
    const v1 = JSON.parse(await readFile(V1, 'utf8')) as Shape;
    const moved = compare(v1, after, 'entries[].record');
    // The top level of version 1 ('') is now the entry's record object itself.
    assert.deepEqual(moved.missing.filter(Boolean), [], 'version 1 fields gone from the model record');
    assert.deepEqual(moved.retyped.filter(Boolean), [], 'version 1 fields whose JSON type changed');
    const v2 = compare(JSON.parse(await readFile(V2, 'utf8')) as Shape, after);
    assert.deepEqual(v2.missing, [], `fields gone from the run record: ${v2.missing.join(', ')}`);
    assert.deepEqual(v2.retyped, [], 'fields whose JSON type changed');
  });
});

describe('the shape comparison', () => {
  it('excuses a field under a null or empty part of this run, and reports one gone from a written part', () => {
    const before: Shape = {
      profile: ['object'],
      'profile.status': ['string'],
      warnings: ['array'],
      'warnings[]': ['string'],
      latency: ['object'],
      'latency.p50': ['object'],
    };
    const after: Shape = { profile: ['null'], warnings: ['array'], latency: ['object'] };
    assert.deepEqual(compare(before, after).missing, ['latency.p50']);
  });
});
