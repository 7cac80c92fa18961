// Changed-models mode from a terminal: `--changed-since REF` in a scratch repository whose branch modified,
// renamed, added and deleted models (test/helpers/scratch-repo.ts); pure parts (git's name-status output,
// globs, the budget split) with known answers.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parseNameStatus, selectModels } from '../../src/models/changed-files.js';
import { globToRegExp } from '../../src/models/glob.js';
import { changedModelsRecordSchema } from '../../src/record/changed-models.js';
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
      '4s',
      '--min-duration',
      '1s',
      '--report-path',
      'out/changed.json',
      '--comment-dry-run',
      'out/comment.md',
    );
    const set = changedModelsRecordSchema.parse(
      JSON.parse(await readFile(path.join(repo.dir, 'out/changed.json'), 'utf8')),
    );
    const context = `exit ${result.code}\n${result.stdout}\n${result.stderr}`;
    assert.deepEqual(
      set.entries.map((e) => [e.status, e.path]),
      [
        ['added', 'models/added.onnx'],
        ['modified', 'models/classifier.onnx'],
        ['renamed', 'models/new-name.onnx'],
        ['deleted', 'models/retired.onnx'],
      ],
      context,
    );
    const byPath = new Map(set.entries.map((e) => [e.path, e]));
    const slowed = byPath.get('models/classifier.onnx');
    assert.ok(slowed && 'record' in slowed);
    assert.equal(slowed.record.models.baseline.path, 'main:models/classifier.onnx');
    assert.ok(
      (slowed.record.latency?.p50.ratio ?? 0) > 1.1,
      `three identity layers are slower: ${slowed.record.latency?.p50.ratio}`,
    );
    const renamed = byPath.get('models/new-name.onnx');
    assert.ok(renamed?.status === 'renamed');
    assert.equal(renamed.basePath, 'models/old-name.onnx');
    assert.equal(
      renamed.record.models.baseline.path,
      'main:models/old-name.onnx',
      'a rename is gated against its old path',
    );
    assert.equal(renamed.record.agreement.verdict, 'pass', 'the same bytes under a new name agree');
    const added = byPath.get('models/added.onnx');
    assert.ok(added?.status === 'added');
    assert.equal(added.error, null);
    assert.ok((added.latency?.p50 ?? 0) > 0, 'an added model is measured');
    const worst = ['error', 'regression', 'inconclusive', 'improvement', 'pass'].find((v) =>
      set.entries.some((e) => 'record' in e && e.record.verdict === v),
    );
    assert.equal(set.verdict, worst);
    assert.deepEqual(set.budget, { maxDurationMs: 4_000, perModelMs: 4_000 });
    assert.equal(result.code, set.failed ? 1 : 0, context);
    assert.match(result.stdout, /^ {2}NEW {10}models\/added\.onnx \(added, no baseline\) {2}p50 /m);
    assert.match(result.stdout, /^ {2}DELETED {6}models\/retired\.onnx$/m);
    const comment = await readFile(path.join(repo.dir, 'out/comment.md'), 'utf8');
    assert.match(comment, /^\| `models\/classifier\.onnx` \| \S+ \w+ \| [+−-][\d.]+ ?% \(/m);
    assert.match(comment, /^\| `models\/new-name\.onnx` \(renamed from `models\/old-name\.onnx`\) \| /m);
    assert.match(comment, /^\| `models\/added\.onnx` \(added\) \| 🆕 no baseline \| [\d.]+ (µs|ms) \| /m);
    assert.match(comment, /^Deleted \(nothing to gate\): `models\/retired\.onnx`\.$/m);
    assert.match(comment, /<details><summary>\S+ models\/classifier\.onnx: details<\/summary>/);
    assert.doesNotMatch(comment, /experiments\/probe/, "'models' narrowed the set");
  });

  it('past the cap: one sentence naming the count, the cap and the fix; an error record; exit 2', async () => {
    await git(repo.dir, 'checkout', '-q', '-b', 'many', repo.base);
    for (let i = 0; i <= MAX_CHANGED_MODELS; i++)
      await writeFile(path.join(repo.dir, 'models', `tiny-${String(i).padStart(2, '0')}.onnx`), identityModel());
    await git(repo.dir, 'add', '-A');
    await git(repo.dir, 'commit', '-q', '-m', 'many models');
    const result = await cli('--changed-since', 'main', '--report-path', 'out/many.json');
    const message = `${MAX_CHANGED_MODELS + 1} .onnx models changed since 'main', but one run gates at most ${MAX_CHANGED_MODELS}; narrow 'models' to the ones that matter, or split them over several steps, each with its own 'models' and 'id'`;
    assert.equal(result.code, 2, result.stderr);
    assert.ok(result.stderr.includes(`error: ${message}`), result.stderr);
    const record = JSON.parse(await readFile(path.join(repo.dir, 'out/many.json'), 'utf8')) as {
      verdict: string;
      error: { message: string };
    };
    assert.equal(record.verdict, 'error');
    assert.equal(record.error.message, message);
  });

  it('a ref that is not in the clone names the input and the fix', async () => {
    const result = await cli('--changed-since', 'origin/nope', '--report-path', 'out/nope.json');
    assert.equal(result.code, 2);
    assert.match(result.stderr, /error: 'changed-since' 'origin\/nope' was not found in this clone; fetch it first/);
  });
});
