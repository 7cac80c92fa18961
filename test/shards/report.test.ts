import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NO_GIT_CONTEXT, runRecordHead, runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { decideRun } from '../../src/decision/decision.js';
import { renderRunComment } from '../../src/report/run-report.js';
import { partition, planDigest } from '../../src/shards/partition.js';
import { combineShards, isShardRun } from '../../src/shards/report.js';
import { isUserError } from '../../src/errors.js';
import { MAX_PLANNED, MAX_RUN_ENTRIES } from '../../src/record/shard-section.js';
import { SCENARIOS } from '../helpers/scenarios.js';

// The one run record a report of shards becomes, without measuring: shards whose models never got a record
// (every one stopped before measuring) are enough to check the verdict, the rows, the outcome and the escaping.

const PLANNED = ['models/a.onnx', 'models/<img src=x onerror=alert(1)>.onnx', 'models/c.onnx'];

function shardRun(index: number, count: number, label: string, planned = PLANNED): RunRecord {
  const assigned = partition(planned, count)[index - 1] ?? [];
  return runRecordSchema.parse({
    ...runRecordHead({ id: 'zoo', label, kind: 'changed-models', verdict: 'unjudged', failed: false }),
    headline: 'Unjudged',
    error: null,
    git: NO_GIT_CONTEXT,
    changes: { since: 'main', baselineRef: 'main', globs: [], renamed: [], maxDurationMs: 60_000, perModelMs: 20_000 },
    entries: assigned.map((path) => ({ path, status: 'modified', basePath: path, pairedBy: null, record: null })),
    shard: { index, count, assigned, planned, digest: planDigest(planned) },
  } satisfies RunRecord);
}

const combine = (runs: RunRecord[]) => combineShards(runs.filter(isShardRun), { id: 'zoo', failOn: ['regression'] });

describe('the run record of a report of shards', () => {
  it('a missing shard: verdict error, exit code 2, a row per planned model and runner, the outcome names it', () => {
    const run = combine([shardRun(1, 2, 'cpu'), shardRun(1, 2, 'gpu'), shardRun(2, 2, 'gpu')]);
    assert.equal(run.verdict, 'error');
    assert.equal(run.exitCode, 2);
    assert.equal(run.error?.phase, 'shards');
    assert.equal(run.entries.length, PLANNED.length * 2);
    assert.deepEqual([...new Set(run.entries.map((e) => e.leg))], ['cpu', 'gpu']);
    const missing = run.entries.filter((e) => e.notMeasured?.includes("shard 2/2 of leg 'cpu' is missing"));
    assert.deepEqual(
      missing.map((e) => e.path),
      partition(PLANNED, 2)[1],
    );
    const decision = decideRun(run);
    assert.equal(decision.exitCode, 2);
    assert.match(decision.line, /^Outcome: failed \(exit code 2\): .*shard 2\/2 of leg 'cpu' is missing/);
    assert.match(decision.line, /Next: rerun the failed or missing shard jobs, then this report job\.$/);
  });

  it('the comment has a runner column, escapes the paths, and warns when a fork measured it', () => {
    const run = combine([shardRun(1, 2, 'cpu'), shardRun(2, 2, 'gpu')]);
    const body = renderRunComment(run, { fork: true });
    assert.match(body, /^\| model \| runner \| verdict \|/m);
    // Inside a code span a path is shown verbatim; anywhere else its HTML must be escaped.
    assert.ok(body.includes('&lt;img'), 'the path is named, escaped, in the outcome');
    assert.ok(!body.replace(/`[^`\n]*`/g, '').includes('<img'), 'no raw HTML from a path outside a code span');
    assert.match(body, /\(3 changed models\)/, 'a model is counted once, whatever the runners');
    assert.match(body, /> \[!CAUTION\]\n> Measured by the pull request's own workflow on a fork/);
  });
});

describe('a report of shards judges each model by its own shard only', () => {
  it("another shard's entry of a model (as unchanged, with a pass) never replaces its shard's regression", () => {
    const first = shardRun(1, 2, 'cpu');
    const regression = SCENARIOS.regression();
    const [a] = partition(PLANNED, 2)[0] ?? [];
    first.entries = first.entries.map((e) => (e.path === a ? { ...e, record: regression } : e));
    const second = shardRun(2, 2, 'cpu');
    second.entries = [
      ...second.entries,
      { path: a!, status: 'unchanged', basePath: a!, pairedBy: null, record: SCENARIOS.pass() },
    ];
    const run = combine([first, second]);
    assert.notEqual(run.verdict, 'pass');
    assert.ok(run.failed);
    const row = run.entries.find((e) => e.path === a);
    assert.equal(row?.record?.verdict, regression.verdict, "the row is shard 1's record");
    assert.equal(row?.status, 'modified');
    assert.equal(run.entries.filter((e) => e.path === a).length, 1);
  });
});

describe('every size the shard settings allow is reported or refused in one sentence', () => {
  const planned = Array.from({ length: MAX_PLANNED }, (_, i) => `models/m${String(i).padStart(3, '0')}.onnx`);
  const legs = (n: number) => Array.from({ length: n }, (_, i) => shardRun(1, 64, `leg${i}`, planned));

  it('four legs of the largest plan: one row per planned model and leg, nothing thrown', () => {
    const run = combine(legs(MAX_RUN_ENTRIES / MAX_PLANNED));
    assert.equal(run.entries.length, MAX_RUN_ENTRIES);
    assert.equal(run.verdict, 'error', 'shards 2 to 64 are missing');
    assert.equal(run.error?.phase, 'shards');
    // 252 missing shards do not fit the record's fields: each is cut where it must be, and says so.
    assert.equal(run.error?.message.length, 4000);
    assert.ok(run.error?.message.endsWith('…'));
    assert.ok(run.headline.length <= 8000 && run.headline.endsWith('…'));
  });

  it('five legs of the largest plan: a user error that names the rows and the fix', () => {
    assert.throws(
      () => combine(legs(5)),
      (error: unknown) =>
        isUserError(error) &&
        /^'mode: report' found shards of 5 legs for id 'zoo' planning 640 models and listing 0 more: 3200 rows, over the 2560 one report holds; give each group of at most 4 legs its own 'id'$/.test(
          error.message,
        ),
    );
  });
});
