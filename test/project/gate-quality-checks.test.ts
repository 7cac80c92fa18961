// The gate-quality experiment's checks: which plan kinds each is computed from (what lets a partial run with
// --update replace it) and the published pairs' own check.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkKinds, qualityChecks, type Row, type RunOutcome } from '../../scripts/gate-quality/table.js';

const run = (p50: string, p95: string): RunOutcome => ({
  p50,
  p95,
  overall: p50 === 'pass' && p95 === 'pass' ? 'pass' : 'inconclusive',
  seconds: 7,
  decided: true,
  naiveMean: 'pass',
  load: 1,
  peakMb: 200,
});

const row = (kind: string, budget: string, runs: RunOutcome[]): Row => ({
  condition: 'quiet',
  name: `${kind} ${budget}`,
  kind,
  budget,
  threshold: '5%',
  truth: null,
  runs,
});

test('a run of published pairs only reports them apart, and the pooled check names every identical kind', () => {
  const checks = qualityChecks(
    [row('published', '60s', [run('pass', 'pass'), run('pass', 'inconclusive'), run('pass', 'pass')])],
    { bigModelMiB: 117 },
  );
  const published = checks.find((c) => c.id === 'identical-published-pass');
  assert.deepEqual(published?.counts, { hits: 2, runs: 3 });
  const pooled = checks.find((c) => c.id === 'identical-false-verdicts');
  assert.equal(pooled?.counts?.runs, 3);
  // Three runs at one budget cannot meet "0 in ≥ 100 runs a budget".
  assert.equal(pooled?.met, false);
  assert.deepEqual(checkKinds('identical-false-verdicts').sort(), ['A/A', 'big', 'example', 'published']);
  assert.deepEqual(checkKinds('identical-published-pass'), ['published']);
  assert.deepEqual(checkKinds('plus7-regression'), ['+7%']);
  assert.deepEqual(checkKinds('big-peak-memory'), ['big']);
});

test('no published check without published runs', () => {
  const checks = qualityChecks([row('A/A', '60s', [run('pass', 'pass')])], { bigModelMiB: 117 });
  assert.equal(
    checks.some((c) => c.id === 'identical-published-pass'),
    false,
  );
});
