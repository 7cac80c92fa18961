// The reports of a changed-models run and of a busy runner, rendered from fixed scenarios and committed under
// test/report/golden/ like the single-model reports (UPDATE_GOLDEN=1 rewrites them). Both carry hostile text
// (a PR's file name, a neighbour's process name) to show it reaches Markdown escaped.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadWindow } from '../../src/environment/load.js';
import { buildRun } from '../../src/record/run-builder.js';
import { NO_GIT_CONTEXT, runRecordSchema } from '../../src/record/run-record.js';
import { renderRunComment, renderRunSummary, renderRunTerminal } from '../../src/report/run-report.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderComment } from '../../src/report/comment.js';
import { ROOT } from '../helpers/cli.js';
import { scenario } from '../helpers/scenarios.js';
import { explainedSections } from '../helpers/explained.js';

const GOLDEN = path.join(ROOT, 'test/report/golden');

async function matchesGolden(name: string, text: string): Promise<void> {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') await writeFile(file, text);
  assert.equal(text, await readFile(file, 'utf8'), `${name} changed: review it, then run UPDATE_GOLDEN=1 npm test`);
}

const HOSTILE_PATH = 'models/<img src=x>@team|x.onnx';
const BUSY: LoadWindow = {
  atMs: 4000,
  durationMs: 4000,
  cores: 2,
  loadAverage: 3.2,
  otherShare: 0.41,
  otherShareIsLowerBound: false,
  stealShare: 0,
  waitShare: 0.38,
  sliceUs: 4000,
  top: [
    { name: 'cc1plus', cores: 0.7 },
    { name: '<b>@x|`y`', cores: 0.1 },
  ],
};

const SINCE = '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c';

async function changedSet() {
  return buildRun({
    id: 'models',
    label: 'linux-x64',
    shape: {
      kind: 'changed-models',
      changes: {
        since: SINCE,
        baselineRef: SINCE,
        globs: ['models/**'],
        renamed: [],
        maxDurationMs: 60_000,
        perModelMs: 20_000,
        unusedAcceptances: ['models/merged-last-week.onnx'],
      },
    },
    failOn: ['regression', 'agreement'],
    git: { ...NO_GIT_CONTEXT, baselineCommit: SINCE },
    entries: [
      {
        status: 'added',
        path: HOSTILE_PATH,
        basePath: null,
        pairedBy: null,
        record: scenario('models', 1.0, { candidate: HOSTILE_PATH, unjudged: true }),
      },
      {
        status: 'modified',
        path: 'models/classifier.onnx',
        basePath: 'models/classifier.onnx',
        pairedBy: null,
        // With the explanation a regression gets: its profile line shows under the table.
        record: scenario('models', 1.3, { agreementShift: 0, load: [BUSY], explanation: await explainedSections() }),
      },
      {
        status: 'renamed',
        path: 'models/detector-v2.onnx',
        basePath: 'models/detector.onnx',
        pairedBy: 'directory',
        record: scenario('models', 1.0, { agreementShift: 0, candidate: 'models/detector-v2.onnx' }),
      },
      { status: 'deleted', path: 'models/retired.onnx', basePath: null, pairedBy: null, record: null },
      {
        status: 'unchanged',
        path: 'models/moved.onnx',
        basePath: 'models/old/moved.onnx',
        pairedBy: 'git',
        record: null,
      },
    ],
  });
}

/** Only added and deleted models: nothing compared, so no pass and no green check. */
function uncomparedSet(failOn: ('unjudged' | 'regression')[]) {
  return buildRun({
    id: 'models',
    label: 'linux-x64',
    shape: {
      kind: 'changed-models',
      changes: {
        since: 'main',
        baselineRef: 'main',
        globs: [],
        renamed: [],
        maxDurationMs: 60_000,
        perModelMs: 60_000,
      },
    },
    failOn,
    git: NO_GIT_CONTEXT,
    entries: [
      {
        status: 'added',
        path: 'models/alexa_v2.onnx',
        basePath: null,
        pairedBy: null,
        record: scenario('models', 1.0, { candidate: 'models/alexa_v2.onnx', unjudged: true }),
      },
      { status: 'deleted', path: 'audio/alexa.onnx', basePath: null, pairedBy: null, record: null },
    ],
  });
}

describe('rendered reports of a changed-models run and a busy runner', () => {
  it('changed models: one row per model, the worst verdict, details collapsed, hostile names escaped', async () => {
    const set = await changedSet();
    assert.equal(set.verdict, 'regression');
    assert.deepEqual(runRecordSchema.parse(JSON.parse(JSON.stringify(set))), set, 'round-trips through its schema');
    const comment = renderRunComment(set, {
      pullRequest: 42,
      workflowFile: 'model-latency.yml',
      rerunTarget: { ref: 'quantize-int8' },
    });
    const rows = comment.split('\n').filter((line) => line.startsWith('| `models/'));
    assert.deepEqual(
      rows.map((row) => row.split(/(?<!\\)\|/).length),
      [7, 7, 7],
      'a | in a path does not add a table cell',
    );
    const outsideCode = comment.replace(/`[^`\n]*`/g, '');
    assert.doesNotMatch(
      outsideCode,
      /<img|<b>|@team|@x/,
      'outside code spans, no raw HTML or mention from a path or a process name',
    );
    assert.match(
      comment.split('<!-- latency-gate-details -->')[0] ?? '',
      /Where the time went:\n\n- `models\/classifier\.onnx`: 2 new MatMul nodes/,
      'the regressed model says where its time went above the fold',
    );
    await matchesGolden('changed.comment.md', comment);
    await matchesGolden('changed.summary.md', renderRunSummary(set));
    await matchesGolden('changed.terminal.txt', renderRunTerminal(set));
  });

  it('names accept-file entries that match no changed model, so they are removed', async () => {
    const comment = renderRunComment(await changedSet(), { pullRequest: 42 });
    assert.match(
      comment,
      /Accepted in the accept file but not changed here: `models\/merged-last-week\.onnx`; remove those entries/,
    );
  });

  it('nothing compared: verdict unjudged, no green check and no word pass; the pairing setting; fail-on decides', async () => {
    const lenient = uncomparedSet(['regression']);
    assert.equal(lenient.verdict, 'unjudged');
    assert.equal(lenient.failed, false);
    assert.equal(lenient.exitCode, 0);
    const comment = renderRunComment(lenient, { pullRequest: 42 });
    const terminal = renderRunTerminal(lenient);
    for (const text of [comment, renderRunSummary(lenient), terminal]) {
      assert.doesNotMatch(text, /✅|\bpass(ed)?\b|PASS/, 'nothing compared is never a pass');
      assert.match(text, /models-renamed.{1,4}models\/alexa_v2\.onnx=audio\/alexa\.onnx/);
    }
    assert.match(comment, /^### ⚪ latency-gate `models`: not failed: no model was compared .*\(2 changed models\)$/m);
    assert.match(terminal, /^Outcome: not failed \(exit code 0\): no model was compared /m);
    await matchesGolden('unjudged.comment.md', comment);
    await matchesGolden('unjudged.terminal.txt', terminal);
    const strict = uncomparedSet(['regression', 'unjudged']);
    assert.equal(strict.verdict, 'unjudged');
    assert.equal(strict.failed, true);
    assert.equal(strict.exitCode, 1);
    assert.match(
      renderRunTerminal(strict),
      /^Outcome: failed \(exit code 1\): 1 added, 1 deleted models not compared/m,
    );
  });

  it("a busy runner is flagged in the summary with the busiest processes' shares, never their names", async () => {
    const record = scenario('classifier', 1.0, { agreementShift: 0, load: [BUSY] });
    assert.equal(record.load?.level, 'disturbed');
    assert.match(
      record.warnings.at(-1) ?? '',
      /^Busy runner: other processes used 41 % of 2 cores during measurement \(busiest: 0\.70, 0\.10 cores\)/,
    );
    // Other tenants' process names stay in the job log: not in the record, the summary or the comment.
    const everything = [JSON.stringify(record), renderSummary(record), renderComment(record)].join('\n');
    assert.doesNotMatch(everything, /cc1plus|<b>@x/);
    assert.deepEqual(record.load?.looks[0]?.top, [{ cores: 0.7 }, { cores: 0.1 }]);
    await matchesGolden('busy.summary.md', renderSummary(record));
  });

  it("says so when each call's waits for a CPU were taken out of its time, and records how the calls were timed", () => {
    const warmup = (removed: boolean) => ({
      durationMs: 400,
      calls: { baseline: 300, candidate: 300 },
      stable: true,
      medianUs: { baseline: 200, candidate: 200 },
      callsPerBlock: { baseline: 40, candidate: 40 },
      runQueueWaitsRemoved: removed,
    });
    const removed = scenario('classifier', 1.0, { agreementShift: 0, load: [BUSY], warmup: warmup(true) });
    assert.equal(removed.sampling.runQueueWaitsRemoved, true);
    assert.match(
      removed.load?.note ?? '',
      /waited for a CPU 38 % of the time it was ready to run; each call's waits were taken out of its time\.$/,
    );
    const kept = scenario('classifier', 1.0, { agreementShift: 0, load: [BUSY], warmup: warmup(false) });
    assert.equal(kept.sampling.runQueueWaitsRemoved, false);
    assert.doesNotMatch(kept.load?.note ?? '', /taken out/);
    // A busy runner whose thread hardly waited: nothing to say was taken out.
    const barely = scenario('classifier', 1.0, {
      agreementShift: 0,
      load: [{ ...BUSY, waitShare: 0.001 }],
      warmup: warmup(true),
    });
    assert.ok(barely.load?.note, 'still flagged for the other processes');
    assert.doesNotMatch(barely.load?.note ?? '', /taken out/);
    // A record from a child that sent no warm-up summary says nothing either way.
    assert.equal('runQueueWaitsRemoved' in scenario('classifier', 1.0, { agreementShift: 0 }).sampling, false);
  });
});
