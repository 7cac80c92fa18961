// The identical rows of two trees' gate-quality runs, tallied side by side from the per-run details each run
// keeps (its details and its own result): conditions read from the order of a row's runs, and the check met only
// without a false verdict and within the time allowance of the mean time, on one machine.
import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { readTree, sideBySideChecks } from '../../scripts/gate-quality/side-by-side.js';
import type { Result } from '../../scripts/results/result-file.js';
import { resultFixture } from '../helpers/result-file.js';

interface Line {
  plan?: string;
  budget?: string;
  p50: string;
  p95: string;
  seconds: number;
}

/** A partial run's own result, as writeResult leaves it beside the run's details. */
function runResult(commit: string, cpu: string): Result {
  return resultFixture({
    name: 'gate-quality',
    command: 'npm run bench:gate-quality -- --only A/A',
    commit,
    cpu,
    settings: { conditions: ['quiet', 'busy-core'], partial: true },
    checks: [
      {
        id: 'identical-false-verdicts',
        title: 'Identical pairs',
        target: null,
        figure: '0 in 4',
        met: null,
        counts: {},
      },
    ],
  });
}

async function runDir(commit: string, lines: Line[], cpu = 'AMD EPYC'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'side-by-side-'));
  await writeFile(path.join(dir, 'gate-quality.json'), JSON.stringify(runResult(commit, cpu)));
  const details = lines.map((l) =>
    JSON.stringify({
      plan: l.plan ?? 'A/A',
      budget: l.budget ?? '15s',
      p50: { verdict: l.p50 },
      p95: { verdict: l.p95 },
      sampling: { durationMs: l.seconds * 1000, stopReason: l.seconds < 14 ? 'decided' : 'budget' },
      load: 1.2,
    }),
  );
  await writeFile(path.join(dir, 'runs.jsonl'), `${details.join('\n')}\n`);
  return dir;
}

test('conditions follow the order of a row, other rows are left out, and both trees sit in one check', async (t) => {
  const old = await runDir('552cb10aaaaaaaa', [
    { plan: '+7%', budget: '60s', p50: 'regression', p95: 'pass', seconds: 9 },
    { p50: 'pass', p95: 'pass', seconds: 6 },
    { p50: 'pass', p95: 'inconclusive', seconds: 15 },
    { p50: 'pass', p95: 'pass', seconds: 7 },
    { p50: 'pass', p95: 'pass', seconds: 8 },
  ]);
  const fresh = await runDir('885cd31bbbbbbbb', [
    { p50: 'pass', p95: 'pass', seconds: 6 },
    { p50: 'pass', p95: 'pass', seconds: 6.5 },
    { p50: 'pass', p95: 'pass', seconds: 7 },
    { p50: 'pass', p95: 'inconclusive', seconds: 14.9 },
  ]);
  t.after(() => Promise.all([old, fresh].map((d) => rm(d, { recursive: true }))));
  const oldTree = await readTree([old]);
  assert.equal(oldTree.commit, '552cb10');
  assert.equal(oldTree.machine, 'AMD EPYC, 2 cores');
  assert.deepEqual(
    oldTree.outcomes.map((o) => o.condition),
    ['quiet', 'busy-core', 'quiet', 'busy-core'],
  );
  const [check, ...more] = sideBySideChecks(oldTree, await readTree([fresh]));
  assert.equal(more.length, 0);
  assert.equal(check?.id, 'identical-old-new-15s');
  assert.equal(check?.counts?.oldBothPass, 3);
  assert.equal(check?.counts?.newBothPass, 3);
  assert.equal(check?.counts?.oldBusyCoreBothPass, 1);
  assert.equal(check?.counts?.newQuietMedianSeconds, 6);
  assert.equal(check?.counts?.oldMedianSeconds, 7);
  assert.equal(check?.counts?.newMedianSeconds, 6.5);
  assert.equal(check?.counts?.oldMeanSeconds, 9);
  assert.equal(check?.counts?.newMeanSeconds, 8.6);
  assert.equal(check?.met, true);
});

test('a false verdict or a slower mean fails the check', async (t) => {
  const old = await runDir('552cb10', [
    { p50: 'pass', p95: 'pass', seconds: 6 },
    { p50: 'pass', p95: 'pass', seconds: 6 },
  ]);
  const slower = await runDir('885cd31', [
    { p50: 'pass', p95: 'pass', seconds: 7.5 },
    { p50: 'pass', p95: 'pass', seconds: 7.5 },
  ]);
  const wrong = await runDir('885cd31', [
    { p50: 'pass', p95: 'pass', seconds: 6 },
    { p50: 'regression', p95: 'pass', seconds: 6 },
  ]);
  t.after(() => Promise.all([old, slower, wrong].map((d) => rm(d, { recursive: true }))));
  const before = await readTree([old]);
  assert.equal(sideBySideChecks(before, await readTree([slower]))[0]?.met, false);
  const [check] = sideBySideChecks(before, await readTree([wrong]));
  assert.equal(check?.met, false);
  assert.equal(check?.counts?.newFalse, 1);
});

test("one tree's runs of two commits or two machines, or two trees' of two machines, are refused", async (t) => {
  const a = await runDir('552cb10', [{ p50: 'pass', p95: 'pass', seconds: 6 }]);
  const b = await runDir('885cd31', [{ p50: 'pass', p95: 'pass', seconds: 6 }]);
  const elsewhere = await runDir('885cd31', [{ p50: 'pass', p95: 'pass', seconds: 6 }], 'Intel Xeon');
  t.after(() => Promise.all([a, b, elsewhere].map((d) => rm(d, { recursive: true }))));
  await assert.rejects(readTree([a, b]), /name 2 commits/);
  await assert.rejects(readTree([b, elsewhere]), /made on 2 machines: AMD EPYC, 2 cores; Intel Xeon, 2 cores/);
  const [old, fresh] = [await readTree([a]), await readTree([elsewhere])];
  assert.equal(fresh.machine, 'Intel Xeon, 2 cores');
  assert.throws(() => sideBySideChecks(old, fresh), /made on AMD EPYC, 2 cores and the new on Intel Xeon, 2 cores/);
});
