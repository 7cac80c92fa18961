import assert from 'node:assert/strict';
import { test } from 'node:test';
import { annotate } from '../../src/github/annotations.js';
import { shouldComment } from '../../src/github/comment-policy.js';
import type { CommentPolicy } from '../../src/inputs/config.js';
import { readCommentVerdict, verdictMarker } from '../../src/report/markers.js';
import { captured } from '../fixtures/github/capture.js';

// policy, verdict, previous verdict (undefined: no comment yet), failed → comment?
const TABLE: [CommentPolicy, string, string | undefined, boolean, boolean][] = [
  ['always', 'pass', undefined, false, true],
  ['always', 'pass', 'pass', false, true],
  ['always', 'regression', 'regression', true, true],
  ['never', 'regression', undefined, true, false],
  ['never', 'pass', 'regression', false, false],
  ['on-change', 'pass', undefined, false, true],
  ['on-change', 'pass', 'pass', false, false],
  ['on-change', 'regression', 'pass', true, true],
  ['on-change', 'pass', 'regression', false, true],
  ['on-change', 'inconclusive', 'inconclusive', false, false],
  ['on-failure', 'pass', undefined, false, false],
  ['on-failure', 'regression', undefined, true, true],
  ['on-failure', 'regression', 'regression', true, true],
  ['on-failure', 'pass', 'regression', false, true], // correct the stale red comment
  ['on-failure', 'inconclusive', 'pass', false, true],
  ['on-failure', 'error', undefined, true, true],
];

for (const [policy, verdict, previousVerdict, failed, expected] of TABLE) {
  test(`shouldComment(${policy}, ${verdict} after ${previousVerdict ?? 'nothing'}, failed=${failed}) = ${expected}`, () => {
    assert.equal(shouldComment(policy, { verdict, previousVerdict, failed }), expected);
  });
}

test('the verdict marker round-trips through a comment body', () => {
  const body = `<!-- latency-gate:cpu -->\n${verdictMarker('regression')}\n## ❌ regression`;
  assert.equal(readCommentVerdict(body), 'regression');
  assert.equal(readCommentVerdict('## no marker'), undefined);
  assert.equal(readCommentVerdict(undefined), undefined);
});

test('annotate writes one workflow command per finding, with title and file', async () => {
  const { output } = await captured(() =>
    annotate([
      { level: 'error', title: 'p95 regression', message: 'p95 +18% (CI +12% … +25%)', file: 'models/classifier.onnx' },
      { level: 'warning', title: 'Noisy runner', message: 'p95 undecided: 4% of calls hit by interference' },
      { level: 'notice', title: 'Outputs agree', message: 'max abs diff 3e-6 within 1e-4' },
    ]),
  );
  // `%` is escaped as `%25` by the workflow-command encoding; the runner decodes it.
  assert.deepEqual(output.commands(), [
    '::error title=p95 regression,file=models/classifier.onnx::p95 +18%25 (CI +12%25 … +25%25)',
    '::warning title=Noisy runner::p95 undecided: 4%25 of calls hit by interference',
    '::notice title=Outputs agree::max abs diff 3e-6 within 1e-4',
  ]);
});
