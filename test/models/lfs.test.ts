// Models in Git LFS with the real git-lfs binary, a file:// origin and real onnxruntime: a clone made as
// actions/checkout with 'lfs: true' makes it has the PR's objects and not the base's. The base's object missing
// is one sentence with the exact fetch; once fetched (by a step, or by 'lfs-fetch: true') the base is measured
// as a plain git file would be and the record says which LFS object it was; a pointer that lies is refused.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { copyVerified, includeArgument, objectPath } from '../../src/models/lfs-store.js';
import { describePointer, parseLfsPointer } from '../../src/models/lfs-pointer.js';
import { runRecordSchema } from '../../src/record/run-record.js';
import { BUILT_CLI, runProcess, tempDir } from '../helpers/cli.js';
import { checkoutPr, commitText, gitIn, lfsEnv, lfsOrigin, type LfsOrigin } from '../helpers/lfs-repo.js';

const FAST = ['--max-duration', '4s', '--min-duration', '1s', '--session-pairs', '1'];
const OID = 'a'.repeat(64);

describe('Git LFS pointers and objects', () => {
  it('reads a pointer: version first, one sha256 oid of 64 hex digits, a decimal size', () => {
    const pointer = `version https://git-lfs.github.com/spec/v1\noid sha256:${OID}\nsize 1234\n`;
    assert.deepEqual(parseLfsPointer(Buffer.from(pointer)), { oid: OID, size: 1234 });
    assert.equal(describePointer({ oid: OID, size: 1234 }), 'sha256 aaaaaaaaaaaa…, 1,234 bytes');
    const bad = [
      pointer.replace('size 1234', 'size -1'),
      pointer.replace('size 1234', 'size 1e9'),
      pointer.replace(OID, OID.slice(1)),
      pointer.replace('sha256:', 'sha1:'),
      pointer.replace('spec/v1', 'spec/v9'),
      `${pointer}size 5\n`,
      `oid sha256:${OID}\n${pointer}`,
    ];
    for (const text of bad) assert.equal(parseLfsPointer(Buffer.from(text)), undefined, text);
  });

  it('names a path exactly in --include only when it holds no pattern character', () => {
    assert.equal(includeArgument('models/clf.onnx'), '--include=models/clf.onnx');
    for (const odd of ['models/a,b.onnx', 'models/*.onnx', 'a b.onnx', 'x[1].onnx', '-x.onnx'])
      assert.equal(includeArgument(odd), undefined, odd);
  });

  it('copies an object only when its size and SHA-256 are the pointer’s; a wrong one leaves no file', async () => {
    const dir = await tempDir('latency-gate-lfs-copy-');
    const object = path.join(dir, 'object');
    const content = Buffer.from('model bytes');
    await writeFile(object, content);
    const oid = createHash('sha256').update(content).digest('hex');
    assert.equal(await copyVerified(object, path.join(dir, 'ok'), { oid, size: content.length }), undefined);
    assert.deepEqual(await readFile(path.join(dir, 'ok')), content);
    const wrongHash = await copyVerified(object, path.join(dir, 'a'), { oid: OID, size: content.length });
    assert.equal(wrongHash?.bytes, content.length);
    const tooBig = await copyVerified(object, path.join(dir, 'b'), { oid, size: 4 });
    assert.equal(tooBig?.bytes, content.length, 'stops once more than the pointer’s size has passed');
    const tooSmall = await copyVerified(object, path.join(dir, 'c'), { oid, size: 100 });
    assert.equal(tooSmall?.bytes, content.length);
    for (const name of ['a', 'b', 'c']) await assert.rejects(readFile(path.join(dir, name)), /ENOENT/);
  });
});

describe('a baseline from a git ref whose model is in Git LFS (real git-lfs, file:// origin)', () => {
  let origin: LfsOrigin;
  let ci: string;
  before(async () => {
    origin = await lfsOrigin();
    ci = await checkoutPr(origin);
  });
  const cli = async (dir: string, ...args: string[]) => {
    const out = await tempDir('latency-gate-lfs-out-');
    const report = path.join(out, 'report.json');
    const comment = path.join(out, 'comment.md');
    const result = await runProcess(
      process.execPath,
      [BUILT_CLI, ...args, '--report-path', report, '--comment-dry-run', comment],
      { cwd: dir, env: lfsEnv(origin.home) },
    );
    const run = runRecordSchema.parse(JSON.parse(await readFile(report, 'utf8')));
    const said = `exit ${result.code}\n${result.stdout}\n${result.stderr}`;
    return { ...result, run, said, comment: await readFile(comment, 'utf8').catch(() => '') };
  };
  const pointerAt = async (dir: string, spec: string) =>
    parseLfsPointer(Buffer.from(await gitIn(origin.home, dir, 'cat-file', 'blob', spec)));

  it("the base's object not fetched: one sentence with the exact fetch, never the gate's own temp copy", async () => {
    const result = await cli(ci, '--candidate', 'models/clf.onnx', '--baseline-ref', 'origin/main', ...FAST);
    assert.equal(result.code, 2, result.said);
    const error = result.run.entries[0]?.record?.error?.message ?? '';
    assert.match(error, /^'baseline-ref' 'origin\/main': 'models\/clf\.onnx' is a Git LFS pointer there/);
    assert.ok(
      error.includes(`'git lfs fetch origin ${origin.base} --include=models/clf.onnx'`),
      `the exact step: ${error}`,
    );
    assert.match(error, /or set 'lfs-fetch: true'$/);
    assert.doesNotMatch(result.said, /latency-gate-run-/, 'never the path of the temporary copy');
    // 'lfs-fetch: true' with a remote that cannot be reached: git-lfs's reason, then the same step.
    await gitIn(origin.home, ci, 'config', 'lfs.url', `file://${path.join(ci, 'no-such-remote')}`);
    try {
      const failed = await cli(
        ci,
        '--candidate',
        'models/clf.onnx',
        '--baseline-ref',
        'origin/main',
        '--lfs-fetch',
        'true',
      );
      assert.equal(failed.code, 2, failed.said);
      const message = failed.run.entries[0]?.record?.error?.message ?? '';
      assert.match(
        message,
        / and 'lfs-fetch' could not fetch it \([^\n]+\); add a step that runs 'git lfs fetch origin /,
      );
      assert.doesNotMatch(message, /or set 'lfs-fetch: true'/);
    } finally {
      await gitIn(origin.home, ci, 'config', '--unset', 'lfs.url');
    }
  });

  it('once fetched, the base is measured from the LFS store and the record says which object', async () => {
    await gitIn(origin.home, ci, 'lfs', 'fetch', 'origin', origin.base, '--include=models/clf.onnx');
    const result = await cli(ci, '--candidate', 'models/clf.onnx', '--baseline-ref', 'origin/main', ...FAST);
    assert.notEqual(result.code, 2, result.said);
    const record = result.run.entries[0]?.record;
    const pointer = await pointerAt(ci, 'origin/main:models/clf.onnx');
    assert.ok(pointer && record);
    assert.equal(record.models.baseline.sha256, pointer.oid, 'the measured bytes are the object the pointer names');
    assert.equal(record.models.baseline.bytes, pointer.size);
    const blob = await gitIn(origin.home, ci, 'rev-parse', 'origin/main:models/clf.onnx');
    assert.deepEqual(record.models.baseline.source, {
      kind: 'git',
      path: 'models/clf.onnx',
      ref: 'origin/main',
      commit: origin.base,
      blob,
      lfs: { oid: pointer.oid, size: pointer.size, fetched: false },
    });
    assert.deepEqual(record.models.candidate.source, { kind: 'workspace', path: 'models/clf.onnx' });
    assert.ok(result.comment.includes(`Git LFS object sha256 ${pointer.oid.slice(0, 12)}`), result.comment);
    // Markdown-escaped in the settings table: parentheses are written \( and \).
    assert.ok(result.comment.includes('models/clf.onnx \\(workspace file\\)'), result.comment);
    assert.ok(result.comment.includes(`origin/main:models/clf.onnx \\(commit ${origin.base.slice(0, 12)}, blob`));
  });

  it('a pointer that lies about its size or its hash is refused, never measured as something else', async () => {
    const real = await pointerAt(ci, 'origin/main:models/clf.onnx');
    assert.ok(real);
    const text = (oid: string, size: number) =>
      `version https://git-lfs.github.com/spec/v1\noid sha256:${oid}\nsize ${size}\n`;
    await commitText(origin.home, ci, 'size-lie', 'models/clf.onnx', text(real.oid, real.size + 1));
    // An object planted under a name that is not its hash (a tampered store) is refused the same way.
    const store = path.join(ci, '.git', 'lfs', 'objects');
    await mkdir(path.dirname(objectPath(store, OID)), { recursive: true });
    await writeFile(objectPath(store, OID), Buffer.alloc(real.size, 1));
    await commitText(origin.home, ci, 'hash-lie', 'models/clf.onnx', text(OID, real.size));
    for (const ref of ['size-lie', 'hash-lie']) {
      const result = await cli(ci, '--candidate', 'models/clf.onnx', '--baseline-ref', ref, ...FAST);
      assert.equal(result.code, 2, result.said);
      const error = result.run.entries[0]?.record?.error?.message ?? '';
      assert.match(
        error,
        new RegExp(
          `^'baseline-ref' '${ref}': 'models/clf\\.onnx' is a Git LFS pointer there whose object does not match it`,
        ),
      );
      assert.equal(result.run.entries[0]?.record?.models.baseline.sha256 ?? null, null, 'nothing measured or hashed');
    }
  });
});

describe('changed models in Git LFS: renamed, external data, the PR default (real git-lfs)', () => {
  let origin: LfsOrigin;
  let ci: string;
  before(async () => {
    origin = await lfsOrigin();
    ci = await checkoutPr(origin);
  });
  const cli = async (dir: string, ...args: string[]) => {
    const report = path.join(await tempDir('latency-gate-lfs-out-'), 'report.json');
    const result = await runProcess(process.execPath, [BUILT_CLI, ...args, '--report-path', report], {
      cwd: dir,
      env: lfsEnv(origin.home),
    });
    const run = runRecordSchema.parse(JSON.parse(await readFile(report, 'utf8')));
    return { ...result, run, said: `exit ${result.code}\n${result.stdout}\n${result.stderr}` };
  };
  const changed = [
    '--changed-since',
    'origin/main',
    '--max-duration',
    '9s',
    '--min-duration',
    '1s',
    '--session-pairs',
    '1',
  ];

  it("a plan sizes each model by its pointer's size where the checkout left pointers", async () => {
    const bare = await tempDir('latency-gate-lfs-plain-');
    // No 'lfs install' in this clone and none in HOME: the checkout leaves every pointer as it is.
    await runProcess('git', ['clone', '-q', '-b', 'pr', origin.url, bare], { env: lfsEnv(origin.home) });
    const result = await cli(bare, '--mode', 'plan', '--changed-since', 'origin/main');
    assert.equal(result.code, 0, result.said);
    const sizes = Object.fromEntries((result.run.plan?.models ?? []).map((m) => [m.path, m.bytes]));
    // models/ext.onnx changed only through its weights file: which file a pointer's model names is not known
    // without its object, so a plan job needs 'lfs: true' like its shards (docs/workflows.md says so).
    for (const file of ['models/clf.onnx', 'models/new.onnx']) {
      const pointer = parseLfsPointer(Buffer.from(await gitIn(origin.home, bare, 'cat-file', 'blob', `HEAD:${file}`)));
      assert.equal(sizes[file], pointer?.size, file);
      assert.ok((pointer?.size ?? 0) > 1024, 'the object, not the 130-byte pointer');
    }
  });

  it("without the base's objects each model stops with the exact fetch; with 'lfs-fetch: true' all are gated", async () => {
    const missing = await cli(ci, ...changed);
    assert.equal(missing.code, 2, missing.said);
    // Without the base's object the moved and retrained model cannot be read for its signature: not paired.
    assert.deepEqual(
      missing.run.entries.filter((e) => e.path.includes('det')).map((e) => [e.status, e.path]),
      [
        ['added', 'models/archive/det-v2.onnx'],
        ['deleted', 'models/vision/det.onnx'],
      ],
    );
    const errors = missing.run.entries.map((e) => [e.path, e.record?.error?.message ?? '']);
    const clf = errors.find(([p]) => p === 'models/clf.onnx')?.[1] ?? '';
    assert.ok(clf.includes(`'git lfs fetch origin ${origin.base} --include=models/clf.onnx'`), clf);

    const fetched = await cli(ci, ...changed, '--lfs-fetch', 'true');
    assert.notEqual(fetched.code, 2, fetched.said);
    assert.deepEqual(
      fetched.run.entries.map((e) => [e.status, e.path, e.basePath]),
      [
        ['renamed', 'models/archive/det-v2.onnx', 'models/vision/det.onnx'],
        ['modified', 'models/clf.onnx', 'models/clf.onnx'],
        ['modified', 'models/ext.onnx', 'models/ext.onnx'],
        ['renamed', 'models/new.onnx', 'models/old.onnx'],
      ],
      fetched.said,
    );
    for (const entry of fetched.run.entries) {
      const record = entry.record;
      assert.ok(record && record.verdict !== 'error', `${entry.path}: ${record?.error?.message}`);
      const source = record.models.baseline.source;
      // ext.onnx's own bytes did not change (its weights file did): that object came with the checkout.
      const fetchedHere = entry.path !== 'models/ext.onnx';
      assert.equal(source?.kind === 'git' && source.lfs?.fetched, fetchedHere, `${entry.path} fetched or not`);
      assert.equal(record.models.baseline.sha256, source?.kind === 'git' ? source.lfs?.oid : '', entry.path);
    }
    const ext = fetched.run.entries.find((e) => e.path === 'models/ext.onnx')?.record;
    assert.deepEqual(ext?.models.baseline.facts?.externalData, ['ext.onnx.data'], 'its LFS weights file came along');
  });

  it('reads the store of a worktree through the common git directory', async () => {
    const worktree = path.join(await tempDir('latency-gate-lfs-wt-'), 'wt');
    await gitIn(origin.home, ci, 'worktree', 'add', '-q', '-b', 'wt', worktree, 'pr');
    const result = await cli(worktree, '--candidate', 'models/clf.onnx', '--baseline-ref', 'origin/main', ...FAST);
    assert.notEqual(result.code, 2, result.said);
    const source = result.run.entries[0]?.record?.models.baseline.source;
    assert.equal(source?.kind === 'git' && source.lfs?.fetched, false, 'fetched by the run before, in the main clone');
  });
});
