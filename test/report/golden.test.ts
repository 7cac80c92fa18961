import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { renderComment } from '../../src/report/comment.js';
import { renderRunComment } from '../../src/report/run-report.js';
import { legsRun } from '../../src/record/run-builder.js';
import { reportRecordSchema } from '../../src/record/schema.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { ROOT } from '../helpers/paths.js';
import { scenario, SCENARIOS } from '../helpers/scenarios.js';
import { explainedSections } from '../helpers/explained.js';

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
    await matchesGolden(
      'pass.comment.md',
      renderComment(record, {
        pullRequest: 42,
        workflowFile: 'model-latency.yml',
        rerunTarget: { ref: 'quantize-int8' },
      }),
    );
    await matchesGolden('pass.terminal.txt', renderTerminal(record));
  });

  it('regression with outputs that disagree', async () => {
    const record = SCENARIOS.regression();
    assert.equal(record.verdict, 'regression');
    assert.equal(record.agreement.verdict, 'fail');
    await matchesGolden('regression.summary.md', renderSummary(record));
    await matchesGolden(
      'regression.comment.md',
      renderComment(record, {
        previousVerdict: 'pass',
        pullRequest: 42,
        workflowFile: 'model-latency.yml',
        rerunTarget: { ref: 'quantize-int8' },
      }),
    );
  });

  it('a regression explained: what changed in the models and where the time went', async () => {
    const record = scenario('classifier', 1.3, { agreementShift: 0, explanation: await explainedSections() });
    assert.equal(record.verdict, 'regression');
    const summary = renderSummary(record);
    await matchesGolden('explained.summary.md', summary);
    const comment = renderComment(record, {
      pullRequest: 42,
      workflowFile: 'model-latency.yml',
      rerunTarget: { ref: 'quantize-int8' },
    });
    await matchesGolden('explained.comment.md', comment);
    const terminal = renderTerminal(record);
    await matchesGolden('explained.terminal.txt', terminal);
    for (const text of [summary, comment, terminal]) {
      assert.match(text, /2 new MatMul nodes \+55\.0 µs/, 'the inserted layers lead the contributors');
      assert.match(text, /2 nodes added \(MatMul ×2\)/);
    }
    assert.match(comment.split('<!-- latency-gate-details -->')[0] ?? '', /\*\*Where the time went:\*\*/);
    assert.match(comment, /<details><summary>Model diff: graph and weights<\/summary>/, 'folded in the comment');
    assert.match(summary, /<details open><summary>Model diff: graph and weights<\/summary>/, 'open in the summary');
    assert.equal(reportRecordSchema.parse(JSON.parse(JSON.stringify(record))).profile?.status, 'measured');
  });

  it('error: the crash message and what was measured', async () => {
    const record = SCENARIOS.error();
    assert.equal(record.verdict, 'error');
    await matchesGolden('error.summary.md', renderSummary(record));
  });

  it('error comments say what happened in plain words, and offer a rerun only where one can help', async () => {
    const input = SCENARIOS.inputError();
    const inputComment = renderComment(input, {
      pullRequest: 42,
      workflowFile: 'model-latency.yml',
      rerunTarget: { ref: 'quantize-int8' },
      commit: { sha: 'f00dcafe1234', relation: 'head', prHead: 'f00dcafe1234' },
    });
    await matchesGolden('input-error.comment.md', inputComment);
    assert.match(inputComment, /^### 💥 latency-gate: error: /m, 'the default id is not repeated in the heading');
    assert.match(inputComment, /Nothing was measured/);
    assert.doesNotMatch(
      inputComment,
      /benchmark stopped|How to rerun|max-duration=/,
      'no benchmark ran, and a bigger budget fixes no path',
    );
    assert.equal(renderTerminal(input), '', 'the CLI prints the message once, on stderr');
    const crash = renderComment(SCENARIOS.error(), {
      pullRequest: 42,
      workflowFile: 'model-latency.yml',
      rerunTarget: { ref: 'quantize-int8' },
    });
    await matchesGolden('error.comment.md', crash);
    assert.match(crash, /The benchmark stopped during measure after 3 rounds/);
  });

  it('the first lines name the models and what was compared; no line is said twice', () => {
    const body = renderComment(SCENARIOS.regression(), {
      pullRequest: 42,
      workflowFile: 'model-latency.yml',
      rerunTarget: { ref: 'quantize-int8' },
      commit: { sha: 'f00dcafe1234', relation: 'head', prHead: 'f00dcafe1234' },
    });
    const head = body.split('<!-- latency-gate-details -->')[0] ?? '';
    assert.match(
      head,
      /^\*\*models\/classifier\.onnx\*\* \(sha256 `cccccccccccc`\) at `f00dcaf` compared with baseline \*\*models\/classifier-main\.onnx\*\* \(sha256 `bbbbbbbbbbbb`\); noise floor p50 1\.0%, p95 3\.0% \\\(built-in default\\\)\.$/m,
    );
    const lines = body.split('\n').filter((l) => l.trim() && !/^(\| --- |<\/?details|<\/details>|```)/.test(l));
    const repeated = lines.filter((l, i) => lines.indexOf(l) !== i && !/^\|/.test(l) && !/^#/.test(l));
    assert.deepEqual(repeated, [], 'lines that appear twice');
    assert.match(body, /gh workflow run model-latency\.yml --ref quantize-int8 -f pr-number=42 -f max-duration=3m/);
  });

  it('matrix: one comment for two legs, rerun by dispatch', async () => {
    await matchesGolden(
      'matrix.comment.md',
      renderRunComment(legsRun('classifier', SCENARIOS.matrix()), {
        previousVerdict: 'inconclusive',
        rerun: { trigger: 'workflow_dispatch', actor: 'octocat' },
        measuredElsewhere: true,
      }),
    );
  });

  it('every scenario record round-trips through the schema', () => {
    for (const record of [SCENARIOS.pass(), SCENARIOS.regression(), SCENARIOS.error(), ...SCENARIOS.matrix()]) {
      assert.deepEqual(reportRecordSchema.parse(JSON.parse(JSON.stringify(record))), record);
    }
  });
});
