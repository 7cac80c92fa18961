// The JSON Schema the package ships is the zod schema's own (generated, current), it ships, and records the
// code writes validate against it with an independent validator (real records are checked in shape.test.ts and
// the changed-models tests; here the scenario records of every verdict).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { buildRun, singleRunRecord } from '../../src/record/run-builder.js';
import { NO_GIT_CONTEXT, RECORD_SCHEMA_URL } from '../../src/record/run-record.js';
import { TOOL_VERSION } from '../../src/record/version.js';
import { renderRecordSchema } from '../../scripts/record-schema.js';
import { ROOT, runProcess } from '../helpers/cli.js';
import { shippedSchemaErrors } from '../helpers/record-schema.js';
import { scenario, SCENARIOS } from '../helpers/scenarios.js';

describe('raw-timings', () => {
  it("'off' leaves every call's time out and says so in the settings; the verdict is the same", () => {
    const full = scenario('classifier', 1.0, { agreementShift: 0 });
    const small = scenario('classifier', 1.0, { agreementShift: 0, rawTimingsOff: true });
    assert.equal(full.settings.rawTimings, true);
    assert.ok(full.raw.rounds.length > 0);
    assert.equal(small.settings.rawTimings, false);
    assert.deepEqual(small.raw.rounds, []);
    assert.equal(small.sampling.rounds, full.sampling.rounds, 'the rounds are counted all the same');
    assert.deepEqual(small.latency, full.latency);
    const size = (r: unknown) => JSON.stringify(r).length;
    assert.ok(size(small) * 5 < size(full), `${size(small)} vs ${size(full)} characters`);
  });
});

describe('the shipped JSON Schema', () => {
  it('record.schema.json is generated from the zod schema and is current', async () => {
    const committed = await readFile(path.join(ROOT, 'record.schema.json'), 'utf8');
    assert.equal(committed, renderRecordSchema(), "record.schema.json is stale: run 'npm run build'");
    const schema = JSON.parse(committed) as { $id: string; $schema: string };
    assert.equal(schema.$id, RECORD_SCHEMA_URL);
    assert.match(
      RECORD_SCHEMA_URL,
      new RegExp(`latency-gate@${TOOL_VERSION.replace(/\./g, '\\.')}/record\\.schema\\.json$`),
    );
  });

  it('the npm package ships it', async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    assert.ok(pkg.files.includes('record.schema.json'));
    const pack = await runProcess('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: ROOT });
    const [listing] = JSON.parse(pack.stdout) as { files: { path: string }[] }[];
    assert.ok(
      listing?.files.some((f) => f.path === 'record.schema.json'),
      pack.stderr,
    );
  });

  it('records of every verdict validate; a record that breaks a rule does not', () => {
    const records = [
      SCENARIOS.pass(),
      SCENARIOS.regression(),
      SCENARIOS.error(),
      SCENARIOS.inputError(),
      scenario('models', 1, { unjudged: true }),
    ];
    for (const record of records) {
      const run = JSON.parse(JSON.stringify(singleRunRecord(record, NO_GIT_CONTEXT))) as unknown;
      assert.deepEqual(shippedSchemaErrors(run), [], record.verdict);
    }
    const changed = buildRun({
      id: 'models',
      label: 'linux-x64',
      shape: {
        kind: 'changed-models',
        changes: { since: 'main', baselineRef: 'main', globs: [], renamed: [], maxDurationMs: 6e4, perModelMs: 6e4 },
      },
      failOn: ['regression'],
      git: NO_GIT_CONTEXT,
      entries: [
        { status: 'modified', path: 'm/a.onnx', basePath: 'm/a.onnx', pairedBy: null, record: SCENARIOS.pass() },
        { status: 'deleted', path: 'm/b.onnx', basePath: null, pairedBy: null, record: null },
      ],
    });
    assert.deepEqual(shippedSchemaErrors(JSON.parse(JSON.stringify(changed))), []);
    const tampered = { ...JSON.parse(JSON.stringify(changed)), verdict: 'hacked' } as unknown;
    assert.notDeepEqual(shippedSchemaErrors(tampered), []);
    const extra = { ...JSON.parse(JSON.stringify(changed)), kind: 'single' } as Record<string, unknown>;
    assert.deepEqual(shippedSchemaErrors(extra), [], 'a rule only zod checks (one entry per single run)');
  });
});
