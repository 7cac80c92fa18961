// Every line the action writes to the job log passes logLine (docs/publishing.md, "Escaping"), group titles
// included: a structure check over src/, and a committed model whose file name carries escape codes, U+202E and
// `::` gated through the built action in changed-models mode, where its path becomes a log group title. Then the
// names of other processes on the runner: in the job log at most, never in the record, summary or comment.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runAction } from '../helpers/action.js';
import { BUILT_ACTION, ROOT, tempDir } from '../helpers/cli.js';
import { git } from '../helpers/scratch-repo.js';

/** Calls of @actions/core that write a log line, whose text is not wrapped in logLine(…). */
export function unescapedLogCalls(files: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    for (const call of text.matchAll(/\bcore\.(info|debug|warning|error|notice|setFailed|startGroup|group)\(\s*/g)) {
      const rest = text.slice((call.index ?? 0) + call[0].length);
      if (!rest.startsWith('logLine('))
        found.push(`${file}:${text.slice(0, call.index).split('\n').length} core.${call[1]}`);
    }
  }
  return found.sort();
}

function sourceFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(path.join(ROOT, 'src'), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(ROOT, full), readFileSync(full, 'utf8'));
  }
  return files;
}

describe('log lines', () => {
  it('every core.info/debug/warning/error/notice/setFailed/group call in src/ passes logLine', () => {
    assert.deepEqual(unescapedLogCalls(sourceFiles()), []);
  });

  it('the check fails on a raw call (the check can fail)', () => {
    const crafted = new Map([
      ['src/a.ts', 'core.info(`Benchmark ${path}`);\ncore.group(name, work);\ncore.debug(logLine(x));'],
      ['src/b.ts', 'core.warning(\n  logLine(message),\n);\ncore.setFailed(message);'],
    ]);
    assert.deepEqual(unescapedLogCalls(crafted), [
      'src/a.ts:1 core.info',
      'src/a.ts:2 core.group',
      'src/b.ts:4 core.setFailed',
    ]);
  });

  it('a hostile committed file name reaches the group title escaped: no escape code, no bidi control, no command', async () => {
    const dir = await tempDir('latency-gate-hostile-name-');
    const MLP = { inputDim: 16, hiddenDims: [32], outputDim: 4, batch: 2 };
    const hostile = 'models/\x1b[31mred\u202eedoc::warning::owned.onnx';
    await writeMlp(path.join(dir, 'base.onnx'), { ...MLP, seed: 1 });
    await git(dir, 'init', '-q', '-b', 'main');
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'base');
    const base = await git(dir, 'rev-parse', 'HEAD');
    await git(dir, 'checkout', '-q', '-b', 'pr');
    await writeMlp(path.join(dir, 'models-tmp.onnx'), { ...MLP, seed: 2 });
    await mkdir(path.join(dir, 'models'));
    await rename(path.join(dir, 'models-tmp.onnx'), path.join(dir, hostile));
    await git(dir, 'add', '-A');
    await git(dir, 'commit', '-q', '-m', 'a model with a hostile name');
    const run = await runAction(
      BUILT_ACTION,
      {
        'changed-since': base,
        'max-duration': '3s',
        'min-duration': '1s',
        'fail-on': 'never',
        'report-path': 'out.json',
      },
      { cwd: dir, env: { GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: dir } },
    );
    const groups = run.stdout.split('\n').filter((line) => line.startsWith('::group::'));
    assert.equal(groups.length, 1, `one group for the one model\n${run.stdout}\n${run.stderr}`);
    const title = groups[0]!;
    assert.match(title, /red/, title);
    assert.doesNotMatch(title, /\x1b|\u202e/, 'no escape code or bidi control in the title');
    assert.doesNotMatch(title.slice('::group::'.length), /::/, 'no workflow command inside the title');
    for (const line of run.stdout.split('\n'))
      assert.doesNotMatch(line, /^::warning::owned|\x1b\[31m|\u202e/, `a raw line: ${JSON.stringify(line)}`);
  });
});

const HOG = 'lg-tenant-marker';

describe("other tenants' process names", { skip: process.platform !== 'linux' }, () => {
  let hog: ReturnType<typeof spawn> | undefined;
  after(() => void hog?.kill('SIGKILL'));

  it('appear in the job log at most: never in the record, the summary or the comment', async () => {
    // A busy neighbour with a marker name, on its own core for the length of the run.
    hog = spawn(
      process.execPath,
      ['-e', `process.title = ${JSON.stringify(HOG)}; const end = Date.now() + 30000; while (Date.now() < end) {}`],
      { stdio: 'ignore', detached: true },
    );
    const dir = await tempDir('latency-gate-tenant-');
    const MLP = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 8, seed: 4 };
    await writeMlp(path.join(dir, 'base.onnx'), MLP);
    await writeMlp(path.join(dir, 'cand.onnx'), { ...MLP, producerName: 're-export' });
    await writeFile(
      path.join(dir, 'event.json'),
      JSON.stringify({ pull_request: { number: 5, head: { sha: 'a'.repeat(40) } } }),
    );
    const run = await runAction(
      BUILT_ACTION,
      {
        candidate: 'cand.onnx',
        baseline: 'base.onnx',
        'max-duration': '4s',
        'min-duration': '2s',
        'fail-on': 'never',
        'report-path': 'out.json',
        'comment-dry-run': 'comment.md',
      },
      {
        cwd: dir,
        env: {
          GITHUB_ACTIONS: 'true',
          GITHUB_WORKSPACE: dir,
          GITHUB_REPOSITORY: 'acme/models',
          GITHUB_EVENT_NAME: 'pull_request',
          GITHUB_EVENT_PATH: path.join(dir, 'event.json'),
        },
      },
    );
    hog.kill('SIGKILL');
    const record = await readFile(path.join(dir, 'out.json'), 'utf8');
    const comment = await readFile(path.join(dir, 'comment.md'), 'utf8');
    const looks = (JSON.parse(record) as { load?: { looks: { top: unknown[] }[] } }).load?.looks ?? [];
    assert.ok(looks.length > 0, `load windows were recorded\n${run.stdout}`);
    for (const text of [record, run.summary, comment]) assert.ok(!text.includes(HOG), 'no process name');
    // Whichever processes were busiest (the marker or others), the record keeps no name for any of them.
    for (const look of looks) for (const top of look.top) assert.deepEqual(Object.keys(top as object), ['cores']);
    assert.ok(
      looks.some((l) => l.top.length > 0),
      `the busiest processes' shares are recorded: ${JSON.stringify(looks.map((l) => l.top))}`,
    );
  });
});
