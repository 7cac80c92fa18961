import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkShards, type ShardRun } from '../../src/shards/completeness.js';
import { partition, planDigest } from '../../src/shards/partition.js';

const PLANNED = Array.from({ length: 7 }, (_, i) => `models/m${i}.onnx`);
const COUNT = 3;

/** The record a shard writes when it measured its whole share; `label` is the leg. */
function shard(index: number, options: { label?: string; planned?: string[]; attempt?: number } = {}): ShardRun {
  const planned = options.planned ?? PLANNED;
  const assigned = partition(planned, COUNT)[index - 1] ?? [];
  return {
    label: options.label ?? 'linux-x64',
    createdAt: '2026-01-01T00:00:00.000Z',
    git: { runAttempt: options.attempt ?? 1 },
    shard: { index, count: COUNT, assigned, planned, digest: planDigest(planned) },
    entries: assigned.map((path) => ({ path, status: 'modified', record: { verdict: 'pass' } })),
  };
}

const all = (label?: string) => [1, 2, 3].map((i) => shard(i, label ? { label } : {}));

describe('the completeness of a report of shards', () => {
  it('every shard of the plan, each once: complete, nothing unmeasured', () => {
    const result = checkShards(all());
    assert.deepEqual(result.problems, []);
    assert.deepEqual(result.unmeasured, []);
    assert.deepEqual(result.planned, PLANNED);
    assert.equal(result.legs.get('linux-x64')?.size, COUNT);
  });

  it('a missing shard is named with the models nobody measured', () => {
    const result = checkShards([shard(1), shard(3)]);
    const missing = partition(PLANNED, COUNT)[1] ?? [];
    assert.equal(result.problems.length, 1);
    assert.match(result.problems[0] ?? '', /shard 2\/3 of leg 'linux-x64' is missing/);
    for (const path of missing) assert.match(result.problems[0] ?? '', new RegExp(path.replace('.', '\\.')));
    assert.deepEqual(
      result.unmeasured.map((u) => u.path),
      missing,
    );
  });

  it('a shard that stopped early (an error before its last model) leaves those models unmeasured', () => {
    const failed = shard(2);
    failed.entries = failed.entries.map((e, i) => (i === 0 ? e : { ...e, record: null }));
    const result = checkShards([shard(1), failed, shard(3)]);
    assert.match(result.problems.join('\n'), /shard 2\/3 .* stopped before measuring/);
    assert.equal(result.unmeasured.length, failed.entries.length - 1);
  });

  it('the same shard twice in one attempt is a duplicate; a later attempt replaces an earlier one', () => {
    const twice = checkShards([...all(), shard(2)]);
    assert.match(twice.problems.join('\n'), /shard 2\/3 .* reported twice/);
    const rerun = checkShards([...all(), shard(2, { attempt: 2 })]);
    assert.deepEqual(rerun.problems, [], 'a rerun job is not a duplicate');
    assert.equal(rerun.legs.get('linux-x64')?.get(2)?.git.runAttempt, 2);
  });

  it('a shard whose plan differs (a push between jobs) is not counted, and its share is missing', () => {
    const other = shard(2, { planned: [...PLANNED, 'models/m9.onnx'] });
    const result = checkShards([shard(1), other, shard(3)]);
    assert.match(result.problems.join('\n'), /planned other models/);
    assert.match(result.problems.join('\n'), /shard 2\/3 of leg 'linux-x64' is missing/);
  });

  it('forged records are not counted: a digest that does not match, a share that is not the plan, extra models', () => {
    const digest = shard(2);
    digest.shard = { ...digest.shard, planned: PLANNED.slice(1) };
    const share = shard(2);
    share.shard = { ...share.shard, assigned: [PLANNED[0] ?? ''] };
    const extra = shard(2);
    extra.entries = [...extra.entries, { path: 'models/m0.onnx', status: 'modified', record: { verdict: 'pass' } }];
    for (const [forged, why] of [
      [digest, /plan digest does not match/],
      [share, /not its share of the plan/],
      [extra, /outside its share/],
    ] as const) {
      const result = checkShards([shard(1), forged, shard(3)]);
      assert.match(result.problems.join('\n'), why);
      assert.match(result.problems.join('\n'), /shard 2\/3 of leg 'linux-x64' is missing/);
      assert.ok(result.unmeasured.length > 0);
    }
  });

  it("an entry of another shard's model is not counted whatever its status, so it cannot replace a verdict", () => {
    for (const status of ['unchanged', 'deleted', 'added', 'modified', 'renamed']) {
      const forged = shard(2);
      forged.entries = [...forged.entries, { path: 'models/m0.onnx', status, record: { verdict: 'pass' } }];
      const result = checkShards([shard(1), forged, shard(3)]);
      assert.match(result.problems.join('\n'), /models\/m0\.onnx, a model outside its share/, status);
      assert.match(result.problems.join('\n'), /shard 2\/3 of leg 'linux-x64' is missing/, status);
    }
  });

  it('models outside the plan are only listed, by shard 1, with no record; a path twice is not counted', () => {
    const listed = (index: number, record: unknown, status = 'deleted') => {
      const run = shard(index);
      run.entries = [...run.entries, { path: 'models/gone.onnx', status, record }];
      return run;
    };
    assert.deepEqual(checkShards([listed(1, null), shard(2), shard(3)]).problems, []);
    for (const [forged, why] of [
      [listed(1, { verdict: 'pass' }), /only shard 1 lists and nobody measures/],
      [listed(2, null, 'unchanged'), /only shard 1 lists and nobody measures/],
      [listed(1, null, 'modified'), /models\/gone\.onnx, a model outside the plan/],
    ] as const) {
      const others = [1, 2, 3].filter((i) => i !== forged.shard.index).map((i) => shard(i));
      assert.match(checkShards([forged, ...others]).problems.join('\n'), why);
    }
    const twice = shard(1);
    twice.entries = [...twice.entries, { ...twice.entries[0]!, record: { verdict: 'regression' } }];
    assert.match(checkShards([twice, shard(2), shard(3)]).problems.join('\n'), /lists models\/m0\.onnx twice/);
  });

  it('a record that is not counted adds no leg: its label does not become a leg of missing shards', () => {
    const forged = shard(1, { label: 'cpu_www.evil-login.example' });
    forged.shard = { ...forged.shard, digest: `sha256:${'0'.repeat(64)}` };
    const result = checkShards([...all(), forged]);
    assert.deepEqual([...result.legs.keys()], ['linux-x64']);
    assert.equal(result.problems.length, 1, result.problems.join('\n'));
    assert.deepEqual(result.unmeasured, []);
  });

  it('legs and shards combine: each leg needs every shard', () => {
    const result = checkShards([...all('cpu'), ...all('gpu').slice(0, 2)]);
    assert.deepEqual([...result.legs.keys()], ['cpu', 'gpu']);
    assert.equal(result.problems.length, 1);
    assert.match(result.problems[0] ?? '', /shard 3\/3 of leg 'gpu' is missing/);
    assert.ok(result.unmeasured.every((u) => u.leg === 'gpu'));
  });

  it('nothing that can be counted is a problem too', () => {
    const forged = shard(1);
    forged.shard = { ...forged.shard, digest: `sha256:${'0'.repeat(64)}` };
    assert.match(checkShards([forged]).problems.join('\n'), /no shard record could be counted/);
  });
});
