import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readLocalRecords, validateReport } from '../../src/record/read.js';
import { NO_GIT_CONTEXT, runRecordHead, runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { shardArtifactLabel, shardCarrier } from '../../src/record/shard-section.js';
import { partition, planDigest } from '../../src/shards/partition.js';
import { tempDir } from '../helpers/scratch.js';

// A shard's run attempt is the one of the artifact that carried its record, never the record's own claim.

const PLANNED = ['models/a.onnx', 'models/b.onnx'];

function shardRecord(index: number, runAttempt: number | null): string {
  const assigned = partition(PLANNED, 2)[index - 1] ?? [];
  return JSON.stringify(
    runRecordSchema.parse({
      ...runRecordHead({ id: 'zoo', label: 'cpu', kind: 'changed-models', verdict: 'unjudged', failed: false }),
      headline: 'Unjudged',
      error: null,
      git: { ...NO_GIT_CONTEXT, runAttempt },
      changes: { since: 'main', baselineRef: 'main', globs: [], renamed: [], maxDurationMs: 1, perModelMs: 1 },
      entries: assigned.map((p) => ({ path: p, status: 'modified', basePath: p, pairedBy: null, record: null })),
      shard: { index, count: 2, assigned, planned: PLANNED, digest: planDigest(PLANNED) },
    } satisfies RunRecord),
  );
}

const carrier = (index: number, attempt: number) =>
  `latency-gate-zoo-${shardArtifactLabel('cpu', { index, count: 2 }, attempt)}`;

function report(files: { contents: string; carrier?: string }[]) {
  const warnings: string[] = [];
  const set = validateReport(
    files.map((f, i) => ({ source: `r${i}.json`, ...f })),
    { id: 'zoo', warn: (w) => void warnings.push(w) },
  );
  return { attempts: set.shards.map((r) => [r.shard?.index, r.git.runAttempt]), warnings };
}

describe("a shard record's run attempt", () => {
  it('is read back from the name the artifact was given', () => {
    assert.deepEqual(shardCarrier(carrier(3, 12)), { index: 3, count: 2, attempt: 12 });
    assert.equal(shardCarrier('latency-gate-zoo-cpu'), undefined);
  });

  it("comes from the artifact's name: a record claiming another attempt is skipped, one claiming none takes it", () => {
    const copy = report([{ contents: shardRecord(1, 7), carrier: carrier(1, 1) }]);
    assert.deepEqual(copy.attempts, []);
    assert.match(copy.warnings.join('\n'), /^Skipped r0\.json: it says it was written by run attempt 7, but attempt 1/);
    assert.deepEqual(report([{ contents: shardRecord(1, null), carrier: carrier(1, 3) }]).attempts, [[1, 3]]);
    assert.deepEqual(report([{ contents: shardRecord(1, 2), carrier: carrier(1, 2) }]).attempts, [[1, 2]]);
  });

  it("is unknown without a carrier that names one, and another shard's artifact cannot carry it", () => {
    assert.deepEqual(report([{ contents: shardRecord(2, 9) }]).attempts, [[2, null]]);
    const moved = report([{ contents: shardRecord(2, 1), carrier: carrier(1, 1) }]);
    assert.deepEqual(moved.attempts, []);
    assert.match(moved.warnings.join('\n'), /record of shard 2\/2, but the artifact of shard 1\/2 carried it/);
  });

  it('of a local file is its directory, as a download of several artifacts lays them out', async () => {
    const dir = await tempDir('latency-gate-carrier-');
    for (const attempt of [1, 2]) {
      await mkdir(path.join(dir, carrier(1, attempt)), { recursive: true });
      await writeFile(path.join(dir, carrier(1, attempt), 'report.json'), shardRecord(1, attempt === 2 ? 1 : null));
    }
    const raw = await readLocalRecords(dir, () => {});
    const { attempts, warnings } = report(raw);
    assert.deepEqual(attempts, [[1, 1]], 'the copy claiming attempt 1 inside the attempt-2 artifact is skipped');
    assert.equal(warnings.length, 1);
  });
});
