// Sharded changed models end to end: a repository whose pull request changes eleven generated models in one
// commit; the built action plans five of them (`models` narrows) into two shards, each shard runs as its own CLI
// process, and the built action in report mode combines their records against the loopback GitHub into one
// comment. Then the shard records are tampered with as an attacker or a lost job would: each is an error.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { runRecordSchema, type RunRecord } from '../../src/record/run-record.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction } from '../helpers/action.js';
import { BUILT_ACTION, BUILT_CLI, ROOT, runProcess, tempDir, terminalEnv } from '../helpers/cli.js';
import { SCRATCH_MLP, scratchBranch, type ScratchRepo } from '../helpers/scratch-repo.js';

const REPO = 'acme/model-zoo';
const PR = 47;
const ZOO = ['a/m0', 'a/m1', 'a/m2', 'a/m3', 'a/m4', 'b/n0', 'b/n1', 'b/n2', 'b/n3', 'b/n4', 'b/n5'];
const PLANNED = ZOO.filter((m) => m.startsWith('a/')).map((m) => `models/${m}.onnx`);

describe('a pull request of many models: plan, shards as separate processes, one report', () => {
  let github: FakeGitHub;
  let repo: ScratchRepo;
  let event = '';
  const env = () => ({
    GITHUB_ACTIONS: 'true',
    GITHUB_API_URL: github.url,
    GITHUB_REPOSITORY: REPO,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: event,
    GITHUB_WORKSPACE: repo.dir,
  });
  const records = () => path.join(repo.dir, 'shard-records');
  const cli = (args: string[]) =>
    runProcess(process.execPath, [BUILT_CLI, ...args], { cwd: repo.dir, env: terminalEnv(), timeoutMs: 240_000 });
  const read = async (file: string): Promise<RunRecord> =>
    runRecordSchema.parse(JSON.parse(await readFile(path.join(repo.dir, file), 'utf8')));

  before(async () => {
    repo = await scratchBranch(
      async (file) => {
        for (const [i, m] of ZOO.entries()) {
          await mkdir(path.dirname(file(`models/${m}.onnx`)), { recursive: true });
          await writeMlp(file(`models/${m}.onnx`), { ...SCRATCH_MLP, seed: i + 1 });
        }
      },
      // One commit re-exports every model: the same weights with a changed graph (one identity layer).
      async (file) => {
        for (const [i, m] of ZOO.entries())
          await writeMlp(file(`models/${m}.onnx`), { ...SCRATCH_MLP, seed: i + 1, identityLayers: 1 });
      },
    );
    github = await FakeGitHub.start();
    github.state.identity = { kind: 'installation' };
    github.state.addPullRequest(REPO, { number: PR, headSha: repo.head, headRef: 'pr' });
    const payload = JSON.parse(
      await readFile(path.join(ROOT, 'test/fixtures/github/events/pull_request.json'), 'utf8'),
    ) as { pull_request: { number: number; base: { sha: string }; head: { sha: string } } };
    payload.pull_request.number = PR;
    payload.pull_request.base.sha = repo.base;
    payload.pull_request.head.sha = repo.head;
    event = path.join(await tempDir('latency-gate-event-'), 'pull_request.json');
    await writeFile(event, JSON.stringify(payload));
  });
  after(() => github.close());

  it('refuses a plan that needs more shards than max-shards allows, with the count it needs', async () => {
    const run = await runAction(
      BUILT_ACTION,
      { mode: 'plan', 'max-shards': '1', 'report-path': 'out/refused.json' },
      { cwd: repo.dir, env: env() },
    );
    assert.equal(run.code, 2, run.stdout);
    assert.match(run.stdout, /11 changed models need at least 2 shards .* set 'max-shards: 2'/);
    const record = await read('out/refused.json');
    assert.equal(record.verdict, 'error');
  });

  it('plans, measures each shard in its own process, and reports one comment with every model', async () => {
    const plan = await runAction(
      BUILT_ACTION,
      {
        mode: 'plan',
        models: 'models/a/**',
        'max-shards': '2',
        'max-duration': '4s',
        'min-duration': '1s',
        'report-path': 'out/plan.json',
      },
      { cwd: repo.dir, env: env() },
    );
    assert.equal(plan.code, 0, `${plan.stdout}\n${plan.stderr}`);
    assert.equal(plan.outputs.shards, '["1/2","2/2"]');
    assert.equal(plan.outputs['model-count'], '5');
    assert.ok(Number(plan.outputs['estimated-sharded-seconds']) < Number(plan.outputs['estimated-seconds']));
    const planRecord = await read('out/plan.json');
    assert.equal(planRecord.kind, 'plan');
    assert.equal(planRecord.verdict, 'unjudged');
    assert.deepEqual(planRecord.plan?.planned, PLANNED);
    assert.match(plan.summary, /^\| 2\/2 \| 3 \|/m);

    await mkdir(records(), { recursive: true });
    for (const shard of JSON.parse(plan.outputs.shards ?? '[]') as string[]) {
      const file = `shard-records/shard-${shard.replace('/', '-of-')}.json`;
      const run = await cli([
        '--changed-since',
        repo.base,
        '--models',
        'models/a/**',
        '--shard',
        shard,
        '--max-duration',
        '4s',
        '--min-duration',
        '1s',
        '--session-pairs',
        '1',
        '--fail-on',
        'never',
        '--report-path',
        file,
      ]);
      const record = await read(file);
      // A model's own error (a busy machine can leave a short budget no time to measure) is its verdict, not
      // a failed shard: the exit code is the record's, and the shard still accounts for every assigned model.
      assert.equal(run.code, record.exitCode, `${shard}: exit ${run.code}\n${run.stderr}`);
      assert.equal(record.shard?.digest, planRecord.plan?.digest, 'every shard computes the plan on its own');
      assert.deepEqual(
        record.entries.map((e) => e.path),
        record.shard?.assigned,
      );
    }

    const report = await runAction(
      BUILT_ACTION,
      { mode: 'report', records: 'shard-records', 'github-token': 'ghs_token', 'report-path': 'out/report.json' },
      { cwd: repo.dir, env: env() },
    );
    const log = `exit ${report.code}\n${report.stdout}\n${report.stderr}`;
    const combined = await read('out/report.json');
    assert.equal(report.code, combined.exitCode, log);
    assert.notEqual(combined.error?.phase, 'shards', combined.headline);
    assert.deepEqual(
      combined.entries.map((e) => e.path),
      PLANNED,
    );
    assert.ok(combined.entries.every((e) => e.record !== null));
    const comments = github.state.commentsOn(REPO, PR);
    assert.equal(comments.length, 1, log);
    const body = comments[0]?.body ?? '';
    for (const model of PLANNED) assert.match(body, new RegExp(`^\\| \`${model.replace(/\./g, '\\.')}\``, 'm'));
    assert.match(body, /\(5 changed models\)/);
  });

  it('a report in a rerun attempt reads every shard artifact of the run, earlier attempts included', async () => {
    const RUN = 9047;
    // The shards upload their records as artifacts of this run, as the gate jobs do.
    const saved = { token: process.env.ACTIONS_RUNTIME_TOKEN, url: process.env.ACTIONS_RESULTS_URL };
    process.env.ACTIONS_RUNTIME_TOKEN = github.artifacts.runtimeToken(RUN);
    process.env.ACTIONS_RESULTS_URL = `${github.url}/`;
    try {
      const { recordArtifactName, uploadRecords } = await import('../../src/github/artifacts.js');
      for (const shard of ['1-of-2', '2-of-2'])
        await uploadRecords(recordArtifactName('latency-gate', `linux-x64-shard-${shard}-attempt-1`), [
          path.join(records(), `shard-${shard}.json`),
        ]);
    } finally {
      for (const [key, value] of [
        ['ACTIONS_RUNTIME_TOKEN', saved.token],
        ['ACTIONS_RESULTS_URL', saved.url],
      ] as const)
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
    }
    const report = await runAction(
      BUILT_ACTION,
      { mode: 'report', 'github-token': 'ghs_token', 'report-path': 'out/rerun-report.json' },
      {
        cwd: repo.dir,
        env: {
          ...env(),
          ACTIONS_RESULTS_URL: `${github.url}/`,
          ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(RUN),
          GITHUB_RUN_ID: String(RUN),
          GITHUB_RUN_ATTEMPT: '2',
        },
      },
    );
    // Through the REST API, which lists the run's artifacts of every attempt, not only the current attempt's.
    assert.ok(
      github.requests.some((r) => r.method === 'GET' && r.path === `/repos/${REPO}/actions/runs/${RUN}/artifacts`),
      github.requests.map((r) => `${r.method} ${r.path}`).join('\n'),
    );
    const combined = await read('out/rerun-report.json');
    // The exit code is the combined record's: an extra identity layer can be a real p50 regression on these tiny
    // models, so 1 is as right as 0 here; an error in combining the shards is not.
    assert.equal(report.code, combined.exitCode, `${report.stdout}\n${report.stderr}`);
    assert.notEqual(combined.error?.phase, 'shards', combined.headline);
    assert.equal(combined.entries.filter((e) => e.record).length, PLANNED.length);
    assert.equal(github.state.commentsOn(REPO, PR).length, 1, 'the same sticky comment, updated');
  });

  it('a missing, a duplicated or a forged shard record makes the report an error naming what was not measured', async () => {
    const shard2 = path.join(records(), 'shard-2-of-2.json');
    const original = await readFile(shard2, 'utf8');
    const second = runRecordSchema.parse(JSON.parse(original));
    const report = async (name: string) => {
      const run = await cli([
        '--mode',
        'report',
        '--records',
        'shard-records',
        '--report-path',
        `out/${name}.json`,
        '--comment-dry-run',
        `out/${name}.md`,
      ]);
      return {
        run,
        record: await read(`out/${name}.json`),
        comment: await readFile(path.join(repo.dir, `out/${name}.md`), 'utf8'),
      };
    };

    await rm(shard2);
    const missing = await report('missing');
    assert.equal(missing.run.code, 2, missing.run.stderr);
    assert.equal(missing.record.verdict, 'error');
    assert.match(missing.record.headline, /shard 2\/2 of leg '[^']+' is missing/);
    for (const path of second.shard?.assigned ?? []) assert.ok(missing.record.headline.includes(path), path);
    assert.match(missing.comment, /not measured: shard 2\/2 of leg '[^']+' is missing/);
    // What was measured is still shown, one row each.
    assert.ok(
      missing.record.entries.filter((e) => e.record).length === PLANNED.length - (second.shard?.assigned.length ?? 0),
    );

    await writeFile(shard2, original);
    await copyFile(shard2, path.join(records(), 'copy-of-shard-2.json'));
    const duplicate = await report('duplicate');
    assert.equal(duplicate.run.code, 2);
    assert.match(duplicate.record.headline, /shard 2\/2 .* reported twice/);
    await rm(path.join(records(), 'copy-of-shard-2.json'));

    // A shard that claims a plan of fewer models, so that nobody seems to be missing: its digest gives it away.
    const forged = { ...second, shard: { ...second.shard, planned: second.shard?.assigned ?? [] } };
    await writeFile(shard2, JSON.stringify(forged));
    const lie = await report('forged');
    assert.equal(lie.run.code, 2);
    assert.match(lie.record.headline, /plan digest does not match/);

    // Shard 2 speaks for a model of shard 1 as `unchanged`, with a record of its own: it must not replace that row.
    const shard1 = path.join(records(), 'shard-1-of-2.json');
    const first = runRecordSchema.parse(JSON.parse(await readFile(shard1, 'utf8')));
    const taken = first.entries[0]!;
    const speaksForAnother = {
      ...second,
      entries: [...second.entries, { ...taken, status: 'unchanged', record: second.entries[0]?.record ?? null }],
    };
    await writeFile(shard2, JSON.stringify(speaksForAnother));
    const other = await report('other-share');
    assert.equal(other.run.code, 2, other.run.stderr);
    assert.match(
      other.record.headline,
      new RegExp(`shard 2/2 .* has an entry for ${taken.path.replace(/\./g, '\\.')}`),
    );
    const row = other.record.entries.find((e) => e.path === taken.path);
    assert.deepEqual(row?.record, taken.record, "the row is shard 1's own");
    await writeFile(shard2, original);
  });
});
