// The reports of a changed-models run and of a busy runner, rendered from fixed scenarios and committed under
// test/report/golden/ like the single-model reports (UPDATE_GOLDEN=1 rewrites them). Both carry hostile text
// (a PR's file name, a neighbour's process name) to show it reaches Markdown escaped.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { LoadWindow } from '../../src/environment/load.js';
import { buildChangedRecord, changedModelsRecordSchema } from '../../src/record/changed-models.js';
import { renderChangedComment, renderChangedSummary, renderChangedTerminal } from '../../src/report/changed-models.js';
import { renderSummary } from '../../src/report/summary.js';
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

async function changedSet() {
  return buildChangedRecord({
    id: 'models',
    changedSince: '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c',
    baselineRef: '0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c',
    models: ['models/**'],
    budget: { maxDurationMs: 60_000, perModelMs: 20_000 },
    entries: [
      {
        status: 'added',
        path: HOSTILE_PATH,
        latency: { p50: 0.21, p95: 0.26, p99: 0.3, calls: 9120 },
        coldStart: { createMs: 5.2, firstRunMs: 0.6 },
        error: null,
      },
      {
        status: 'modified',
        path: 'models/classifier.onnx',
        // With the explanation a regression gets: its profile line shows under the table.
        record: scenario('models', 1.3, { agreementShift: 0, load: [BUSY], explanation: await explainedSections() }),
      },
      {
        status: 'renamed',
        path: 'models/detector-v2.onnx',
        basePath: 'models/detector.onnx',
        record: scenario('models', 1.0, { agreementShift: 0, candidate: 'models/detector-v2.onnx' }),
      },
      { status: 'deleted', path: 'models/retired.onnx' },
    ],
  });
}

describe('rendered reports of a changed-models run and a busy runner', () => {
  it('changed models: one row per model, the worst verdict, details collapsed, hostile names escaped', async () => {
    const set = await changedSet();
    assert.equal(set.verdict, 'regression');
    assert.deepEqual(
      changedModelsRecordSchema.parse(JSON.parse(JSON.stringify(set))),
      set,
      'round-trips through its schema',
    );
    const comment = renderChangedComment(set, { pullRequest: 42, workflowFile: 'model-latency.yml' });
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
    await matchesGolden('changed.summary.md', renderChangedSummary(set));
    await matchesGolden('changed.terminal.txt', renderChangedTerminal(set));
  });

  it('a busy runner is flagged in the summary, with the busiest processes escaped', async () => {
    const record = scenario('classifier', 1.0, { agreementShift: 0, load: [BUSY] });
    assert.equal(record.load?.level, 'disturbed');
    assert.match(
      record.warnings.at(-1) ?? '',
      /^Busy runner: other processes used 41 % of 2 cores during measurement \(busiest: cc1plus 0\.70 cores, /,
    );
    await matchesGolden('busy.summary.md', renderSummary(record));
  });
});
