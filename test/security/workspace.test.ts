// Issue items 5 and 6: every path input, read or written, stays inside the workspace on a runner (symlinks
// resolved, never written through), and nothing about a refused file reaches the record, log, summary or
// uploaded artifact. Outside the workspace sit canary files; the suite checks they were neither quoted nor
// changed, and that nothing new appeared next to them.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, realpath, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FakeGitHub } from '../fixtures/github/server.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, BUILT_CLI, ROOT, runProcess, tempDir, parseRunRecord } from '../helpers/cli.js';
import { readRecordZip } from '../../src/github/record-zip.js';

const CANARY = `root:CANARY-7f3a:0:0:${'s'.repeat(73_000)}`;
const CANARY_SIZE = String(Buffer.byteLength(CANARY));
const CANARY_HASH = createHash('sha256').update(CANARY).digest('hex');
const QUICK = { 'max-duration': '2s', 'min-duration': '1s', 'fail-on': 'never' };

let root = '';
let ws = '';
let outside = '';
let github: FakeGitHub;

/** Names, sizes and modification times under `outside`: must not change while the action runs. */
async function snapshot(): Promise<string[]> {
  const names = await readdir(outside, { recursive: true });
  return Promise.all(
    names.sort().map(async (name) => {
      const info = await stat(path.join(outside, name));
      return `${name} ${info.size} ${info.mtimeMs}`;
    }),
  );
}

async function step(
  inputs: Record<string, string>,
  env: NodeJS.ProcessEnv = {},
): Promise<ActionRun & { leaked: string[] }> {
  const before = await snapshot();
  const run = await runAction(
    BUILT_ACTION,
    { candidate: 'models/same.onnx', baseline: 'models/base.onnx', ...QUICK, ...inputs },
    {
      cwd: ws,
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: ws,
        GITHUB_REPOSITORY: 'acme/vision-models',
        GITHUB_EVENT_NAME: 'push',
        GITHUB_EVENT_PATH: path.join(ROOT, 'test/fixtures/github/events/workflow_dispatch.json'),
        ...env,
      },
    },
  );
  assert.deepEqual(await snapshot(), before, 'nothing outside the workspace was written');
  const record = existsSync(path.join(ws, inputs['report-path'] ?? 'latency-gate-report.json'))
    ? await readFile(path.join(ws, inputs['report-path'] ?? 'latency-gate-report.json'), 'utf8')
    : '';
  const seen = `${run.stdout}\n${run.stderr}\n${run.summary}\n${record}`;
  return {
    ...run,
    leaked: [CANARY_SIZE, Number(CANARY_SIZE).toLocaleString('en-US'), CANARY_HASH, 'CANARY', 'root:'].filter((s) =>
      mentions(seen, s),
    ),
  };
}

/**
 * Whether `text` holds `canary`; the size only as a number of its own: its digits inside another number (a time
 * such as 1.4973021 ms in the record) are not the size.
 */
function mentions(text: string, canary: string): boolean {
  if (!/^[\d,]+$/.test(canary)) return text.includes(canary);
  return new RegExp(`(?<!\\d|\\d[.,])${canary}(?!\\d|[.,]\\d)`).test(text);
}

before(async () => {
  root = await realpath(await tempDir('latency-gate-guard-'));
  ws = path.join(root, 'ws');
  outside = path.join(root, 'outside');
  await mkdir(path.join(ws, 'models'), { recursive: true });
  await mkdir(outside);
  await writeMlp(path.join(ws, 'models/base.onnx'), {
    inputDim: 16,
    hiddenDims: [16],
    outputDim: 4,
    batch: 1,
    seed: 1,
  });
  await copyFile(path.join(ws, 'models/base.onnx'), path.join(ws, 'models/same.onnx'));
  await copyFile(path.join(ws, 'models/base.onnx'), path.join(outside, 'real.onnx'));
  await writeFile(path.join(outside, 'secret.onnx'), CANARY);
  await writeFile(path.join(outside, 'passwd'), CANARY);
  await writeFile(path.join(outside, 'victim.json'), 'ORIGINAL');
  await symlink(path.join(outside, 'secret.onnx'), path.join(ws, 'models/link.onnx'));
  await symlink(path.join(outside, 'real.onnx'), path.join(ws, 'models/real-link.onnx'));
  await writeFile(path.join(ws, 'profile.json'), CANARY);
  github = await FakeGitHub.start();
});
after(() => github?.close());

describe('reads outside the workspace', () => {
  it('item 5: a refused candidate (symlink out) leaves no size, hash or bytes in the record, log, summary or uploaded artifact', async () => {
    const env = {
      ACTIONS_RESULTS_URL: `${github.url}/`,
      ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(1111),
      GITHUB_API_URL: github.url,
    };
    const run = await step({ mode: 'measure', candidate: 'models/link.onnx', 'report-path': 'measure.json' }, env);
    assert.match(
      run.stdout,
      /::error::'candidate' resolves to '.*secret\.onnx' \(through a symlink at 'models\/link\.onnx'\), outside the workspace/,
    );
    const record = parseRunRecord(await readFile(path.join(ws, 'measure.json'), 'utf8')).record;
    assert.deepEqual([record.models.candidate.bytes, record.models.candidate.sha256], [null, null]);
    assert.deepEqual(run.leaked, []);
    const uploaded = github.artifacts.artifacts.find((a) => a.finalized);
    assert.ok(uploaded, 'the error record was uploaded');
    const { files: entries } = readRecordZip(github.artifacts.zipBytes(uploaded)!, {
      maxEntryBytes: 1e8,
      maxTotalBytes: 1e8,
      maxEntries: 10,
    });
    for (const entry of entries)
      assert.ok(![CANARY_SIZE, CANARY_HASH, 'CANARY'].some((s) => mentions(entry.contents.toString(), s)));
  });

  it("item 6: 'noise-profile' outside the workspace is refused without quoting it; inside, a non-profile is not quoted either", async () => {
    const out = await step({ 'noise-profile': '../outside/passwd', 'report-path': 'np1.json' });
    assert.match(out.stdout, /::error::'noise-profile' resolves to '.*outside\/passwd', outside the workspace/);
    assert.deepEqual(out.leaked, []);
    const inside = await step({ 'noise-profile': 'profile.json', 'report-path': 'np2.json' });
    assert.match(
      inside.stdout,
      /::error::'noise-profile' 'profile\.json' is not a latency-gate noise profile \(it is not JSON\)/,
    );
    assert.deepEqual(inside.leaked, []);
  });

  it("item 6: 'records' outside the workspace is refused", async () => {
    const run = await step({ mode: 'report', records: '../outside', 'report-path': 'rec.json' });
    assert.match(run.stdout, /::error::'records' resolves to '.*outside', outside the workspace/);
    assert.deepEqual(run.leaked, []);
  });

  it("'allow-outside-workspace: true' still reads a model through a symlink out", async () => {
    const run = await step({
      candidate: 'models/real-link.onnx',
      'allow-outside-workspace': 'true',
      'report-path': 'allowed.json',
    });
    // The guard let the model through when it is described in the record (a busy machine may still stop the run).
    const record = parseRunRecord(await readFile(path.join(ws, 'allowed.json'), 'utf8')).record;
    assert.doesNotMatch(run.stdout, /outside the workspace/);
    assert.equal(typeof record.models.candidate.sha256, 'string', run.stdout);
  });
});

describe('writes outside the workspace', () => {
  it("item 6: a committed symlink at 'report-path' is never written through, and the run stops before measuring", async () => {
    await symlink(path.join(outside, 'victim.json'), path.join(ws, 'latency-gate-report.json'));
    const run = await step({});
    assert.match(
      run.stdout,
      /::error::'report-path' 'latency-gate-report\.json' is a symbolic link, which is never written through/,
    );
    assert.equal(await readFile(path.join(outside, 'victim.json'), 'utf8'), 'ORIGINAL');
    assert.doesNotMatch(run.stdout, /Look 1\//, 'nothing was measured');
  });

  it("item 6: 'report-path' and 'comment-dry-run' that lead out create no directory there", async () => {
    const report = await step({ 'report-path': '../outside/new/report.json' });
    assert.match(
      report.stdout,
      /::error::'report-path' resolves to '.*outside\/new\/report\.json', outside the workspace/,
    );
    const dry = await step({ 'comment-dry-run': '../outside/dry/comment.md', 'report-path': 'dry.json' });
    assert.match(
      dry.stdout,
      /::error::'comment-dry-run' resolves to '.*outside\/dry\/comment\.md', outside the workspace/,
    );
    assert.ok(!existsSync(path.join(outside, 'new')) && !existsSync(path.join(outside, 'dry')));
  });
});

describe('the guard at a terminal', () => {
  it('is off without --workspace (a person reads their own files), on with it', async () => {
    const env = { PATH: process.env.PATH, HOME: process.env.HOME };
    const args = [
      '--candidate',
      '../outside/real.onnx',
      '--baseline',
      'models/base.onnx',
      '--max-duration',
      '2s',
      '--min-duration',
      '1s',
    ];
    const open = await runProcess(process.execPath, [BUILT_CLI, ...args, '--report-path', 'terminal.json'], {
      cwd: ws,
      env,
    });
    const record = parseRunRecord(await readFile(path.join(ws, 'terminal.json'), 'utf8')).record;
    assert.doesNotMatch(open.stderr, /outside the workspace/);
    assert.equal(typeof record.models.candidate.sha256, 'string', open.stderr);
    const guarded = await runProcess(
      process.execPath,
      [BUILT_CLI, ...args, '--workspace', '.', '--report-path', 'terminal2.json'],
      { cwd: ws, env },
    );
    assert.equal(guarded.code, 2);
    assert.match(guarded.stderr, /^error: 'candidate' resolves to '.*outside\/real\.onnx', outside the workspace/m);
  });
});
