import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { renderComment } from '../../src/report/comment.js';
import { reportRecordSchema } from '../../src/record/schema.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { ROOT } from '../helpers/cli.js';
import { SCENARIOS } from '../helpers/scenarios.js';

// The rendered reports of fixed scenarios are committed under test/report/golden/, so a reviewer sees every change
// to what users read in the diff. UPDATE_GOLDEN=1 npm test rewrites them.
const GOLDEN = path.join(ROOT, 'test/report/golden');

async function matchesGolden(name: string, text: string): Promise<void> {
  const file = path.join(GOLDEN, name);
  if (process.env.UPDATE_GOLDEN === '1') await writeFile(file, text);
  assert.equal(text, await readFile(file, 'utf8'), `${name} changed: review it, then run UPDATE_GOLDEN=1 npm test`);
}

describe('rendered reports of fixed scenarios', () => {
  it('pass: summary, comment and terminal table', async () => {
    const record = SCENARIOS.pass();
    assert.equal(record.verdict, 'pass');
    await matchesGolden('pass.summary.md', renderSummary(record));
    await matchesGolden('pass.comment.md', renderComment([record], { pullRequest: 42, workflowFile: 'model-latency.yml' }));
    await matchesGolden('pass.terminal.txt', renderTerminal(record));
  });

  it('regression with outputs that disagree', async () => {
    const record = SCENARIOS.regression();
    assert.equal(record.verdict, 'regression');
    assert.equal(record.agreement.verdict, 'fail');
    await matchesGolden('regression.summary.md', renderSummary(record));
    await matchesGolden('regression.comment.md', renderComment([record], { previousVerdict: 'pass', pullRequest: 42, workflowFile: 'model-latency.yml' }));
  });

  it('error: the crash message and what was measured', async () => {
    const record = SCENARIOS.error();
    assert.equal(record.verdict, 'error');
    await matchesGolden('error.summary.md', renderSummary(record));
  });

  it('matrix: one comment for two legs, rerun by dispatch', async () => {
    await matchesGolden('matrix.comment.md', renderComment(SCENARIOS.matrix(), { previousVerdict: 'inconclusive', rerun: { trigger: 'workflow_dispatch', actor: 'octocat' }, measuredElsewhere: true }));
  });

  it('every scenario record round-trips through the schema', () => {
    for (const record of [SCENARIOS.pass(), SCENARIOS.regression(), SCENARIOS.error(), ...SCENARIOS.matrix()]) {
      assert.deepEqual(reportRecordSchema.parse(JSON.parse(JSON.stringify(record))), record);
    }
  });
});
