// Changed-models mode from a terminal: `--changed-since REF` in a scratch repository whose branch modified,
// renamed, added and deleted models (test/helpers/scratch-repo.ts); pure parts (git's name-status output,
// globs, the budget split) with known answers.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parseNameStatus, selectModels } from '../../src/models/changed-files.js';
import { globToRegExp } from '../../src/models/glob.js';
import { runRecordSchema } from '../../src/record/run-record.js';
import { MAX_CHANGED_MODELS, splitBudget } from '../../src/bench/budget.js';
import { identityModel } from '../fixtures/onnx/index.js';
import { BUILT_CLI, runProcess } from '../helpers/cli.js';
import { git, scratchRepo, type ScratchRepo } from '../helpers/scratch-repo.js';

describe('finding the changed models', () => {
  it("parses git's NUL-separated name-status, renames with their old path, and odd names unquoted", () => {
    const output = [
      'M',
      'models/a.onnx',
      'R097',
      'models/old.onnx',
      'models/new.onnx',
      'A',
      'models/x y\n"z".onnx',
      'D',
      'gone.onnx',
      'C100',
      'a.onnx',
      'copy.onnx',
      '',
    ].join('\0');
    assert.deepEqual(parseNameStatus(output), [
      { status: 'modified', path: 'models/a.onnx' },
      { status: 'renamed', path: 'models/new.onnx', basePath: 'models/old.onnx' },
      { status: 'added', path: 'models/x y\n"z".onnx' },
      { status: 'deleted', path: 'gone.onnx' },
      { status: 'added', path: 'copy.onnx' },
    ]);
  });

  it('globs: * stays in a segment, ** spans them, {a,b} picks one; a rename matches by either path', () => {
    assert.ok(globToRegExp('models/*.onnx').test('models/a.onnx'));
    assert.ok(!globToRegExp('models/*.onnx').test('models/sub/a.onnx'));
    assert.ok(globToRegExp('models/**/*.onnx').test('models/a.onnx'));
    assert.ok(globToRegExp('models/**/*.onnx').test('models/sub/deep/a.onnx'));
    assert.ok(globToRegExp('**/det?.onnx').test('x/det1.onnx'));
    assert.ok(globToRegExp('{vision,audio}/*.onnx').test('audio/vad.onnx'));
    assert.ok(!globToRegExp('models/a.onnx').test('models/a_onnx'), 'a dot is literal');
    const changes = [
      { status: 'renamed' as const, path: 'archive/a.onnx', basePath: 'models/a.onnx' },
      { status: 'added' as const, path: 'notes.txt' },
    ];
    assert.deepEqual(
      selectModels(changes, ['models/**']).map((c) => c.path),
      ['archive/a.onnx'],
    );
  });

  it('the budget: max-duration split evenly with a floor of 10 s (never above max-duration itself)', () => {
    assert.deepEqual(splitBudget(60_000, 5_000, 3), { maxDurationMs: 20_000, minDurationMs: 5_000 });
    assert.deepEqual(splitBudget(60_000, 5_000, 8), { maxDurationMs: 10_000, minDurationMs: 5_000 });
    assert.deepEqual(splitBudget(4_000, 5_000, 3), { maxDurationMs: 4_000, minDurationMs: 4_000 });
    assert.deepEqual(splitBudget(60_000, 5_000, 0), { maxDurationMs: 60_000, minDurationMs: 5_000 });
  });
});

describe('--changed-since in a scratch repository', () => {
  let repo: ScratchRepo;
  before(async () => (repo = await scratchRepo()));
  const cli = (...args: string[]) =>
    runProcess(process.execPath, [BUILT_CLI, ...args], {
      cwd: repo.dir,
      env: { ...process.env, GITHUB_ACTIONS: '', GITHUB_WORKSPACE: '' },
    });

  it('gates every changed model under models/ against the branch point: one row each, the worst verdict overall', async () => {
    const result = await cli(
      '--changed-since',
      'main',
      '--models',
      'models/**',
      '--max-duration',
      '6s',
      '--min-duration',
      '1s',
      '--session-pairs',
      '1',
      '--report-path',
      'out/changed.json',
      '--comment-dry-run',
      'out/comment.md',
    );
    const run = runRecordSchema.parse(JSON.parse(await readFile(path.join(repo.dir, 'out/changed.json'), 'utf8')));
    const context = `exit ${result.code}\n${result.stdout}\n${result.stderr}`;
    // The one added and the one deleted model in models/ are paired as a rename; the moved file kept its bytes.
    assert.deepEqual(
      run.entries.map((e) => [e.status, e.path, e.basePath, e.pairedBy]),
      [
        ['renamed', 'models/added.onnx', 'models/retired.onnx', 'directory'],
        ['modified', 'models/classifier.onnx', 'models/classifier.onnx', null],
        ['unchanged', 'models/new-name.onnx', 'models/old-name.onnx', 'git'],
      ],
      context,
    );
    assert.equal(run.kind, 'changed-models');
    assert.equal(run.changes?.since, 'main');
    assert.deepEqual(run.changes?.globs, ['models/**']);
    assert.equal(run.git.baselineCommit, repo.base, 'the commit the baselines were read from');
    assert.equal(run.git.candidateCommit, repo.head);
    assert.equal(run.git.branch, 'pr');
    const [added, slowed, moved] = run.entries;
    assert.equal(slowed?.record?.models.baseline.path, 'main:models/classifier.onnx');
    assert.equal(slowed?.record?.models.baseline.commit, repo.base);
    assert.ok(
      (slowed?.record?.latency?.p50.ratio ?? 0) > 1.05,
      `three identity layers are slower: ${slowed?.record?.latency?.p50.ratio}`,
    );
    assert.equal(
      added?.record?.models.baseline.path,
      'main:models/retired.onnx',
      'a rename is gated against its old path',
    );
    assert.equal(added?.record?.agreement.verdict, 'fail', 'other weights under a new name disagree');
    assert.equal(moved?.record, null, 'the same bytes under a new name are not measured');
    const worst = ['error', 'regression', 'inconclusive', 'improvement', 'pass'].find((v) =>
      run.entries.some((e) => e.record?.verdict === v),
    );
    assert.equal(run.verdict, worst);
    assert.equal(run.changes?.perModelMs, 6_000);
    assert.equal(result.code, run.exitCode, context);
    assert.equal(result.code, 1, 'the retired model renamed to added.onnx disagrees');
    assert.match(
      result.stdout,
      /^Unchanged \(identical bytes, not measured\): .*models\/new-name\.onnx \(renamed from models\/old-name\.onnx\)/m,
    );
    const comment = await readFile(path.join(repo.dir, 'out/comment.md'), 'utf8');
    assert.match(comment, /^\| `models\/classifier\.onnx` \| \S+ \w+ \| [+−-][\d.]+ ?% \(/m);
    assert.match(
      comment,
      /^\| `models\/added\.onnx` \(renamed from `models\/retired\.onnx`, paired: the only deleted and added model in its directory\) \| /m,
    );
    assert.match(
      comment,
      /^Unchanged \(the same bytes and external data as the baseline, not measured\): `models\/new-name\.onnx`/m,
    );
    assert.match(comment, /<details><summary>\S+ models\/classifier\.onnx: details<\/summary>/);
    assert.match(comment, /^\*\*Outcome: failed \\\(exit code 1\\\): /m, 'the outcome line, escaped as Markdown text');
    assert.doesNotMatch(comment, /experiments\/probe/, "'models' narrowed the set");
  });

  it('past the cap: one sentence naming the count, the cap and the fix; an error record; exit 2', async () => {
    await git(repo.dir, 'checkout', '-q', '-b', 'many', repo.base);
    for (let i = 0; i <= MAX_CHANGED_MODELS; i++)
      await writeFile(path.join(repo.dir, 'models', `tiny-${String(i).padStart(2, '0')}.onnx`), identityModel());
    await git(repo.dir, 'add', '-A');
    await git(repo.dir, 'commit', '-q', '-m', 'many models');
    const result = await cli('--changed-since', 'main', '--report-path', 'out/many.json');
    const message = `${MAX_CHANGED_MODELS + 1} .onnx models changed since 'main', but one run gates at most ${MAX_CHANGED_MODELS}; narrow 'models' to the ones that matter, or split them over shards: a 'mode: plan' step, then one 'shard: i/n' job per planned shard`;
    assert.equal(result.code, 2, result.stderr);
    assert.ok(result.stderr.includes(`error: ${message}`), result.stderr);
    const record = runRecordSchema.parse(JSON.parse(await readFile(path.join(repo.dir, 'out/many.json'), 'utf8')));
    assert.equal(record.verdict, 'error');
    assert.equal(record.error?.message, message);
  });

  it('a ref that is not in the clone names the input and the fix', async () => {
    const result = await cli('--changed-since', 'origin/nope', '--report-path', 'out/nope.json');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /error: 'changed-since' 'origin\/nope' was not found in this clone; fetch it first/);
  });
});
