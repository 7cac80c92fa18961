// The list a run is built from, before anything is measured: a single pair is a list of one with a fixed share,
// a matrix is one entry per cell with the shared budget and a memory group per thread count, and a matrix its
// runner cannot hold is refused before any entry exists.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { resolveConfig } from '../../src/inputs/paths.js';
import { parseConfig } from '../../src/inputs/schema.js';
import type { RawInputs } from '../../src/inputs/definitions.js';
import type { GateReporter } from '../../src/run/reporter.js';
import { listRun } from '../../src/run/run-list.js';
import { git } from '../helpers/scratch-repo.js';

let workspace = '';
const said: string[] = [];
const reporter: GateReporter = {
  info: (m) => void said.push(m),
  warning: (m) => void said.push(m),
  phase: () => undefined,
  debug: () => undefined,
};

before(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-run-list-'));
  await writeFile(path.join(workspace, 'a.onnx'), '');
});

async function listOf(raw: RawInputs) {
  const models = {
    candidate: path.join(workspace, 'a.onnx'),
    baseline: path.join(workspace, 'a.onnx'),
    'report-path': path.join(workspace, 'r.json'),
  };
  const config = await resolveConfig(parseConfig({ ...models, ...raw }), { GITHUB_WORKSPACE: workspace });
  return listRun(config, reporter);
}

describe('the list of a run', () => {
  it('a single pair is a list of one, given by the settings, with the whole budget', async () => {
    const list = await listOf({ 'max-duration': '40s' });
    assert.equal(list.shape.kind, 'single');
    assert.equal(list.entries.length, 1);
    assert.deepEqual(list.entries[0]?.listed, {
      path: path.join(workspace, 'a.onnx'),
      status: 'given',
      basePath: null,
      pairedBy: null,
    });
    assert.equal(list.budget.rule, 'fixed share');
    assert.equal(list.budget.maxDurationMs, 40_000);
    assert.equal(list.entries[0]?.memoryGroup, null);
  });

  it('a matrix is its cells: sizes and threads in each pair, one memory group per thread count', async () => {
    const list = await listOf({ 'input-shapes': 'batch=1,8', threads: '1', 'max-duration': '40s' });
    assert.equal(list.shape.kind, 'matrix');
    assert.deepEqual(
      list.entries.map((e) => [e.listed.cell?.label, e.pair?.config.inputShapes.byDim.batch, e.memoryGroup]),
      [
        ['batch=1', 1, 1],
        ['batch=8', 8, 1],
      ],
    );
    assert.equal(list.budget.rule, 'remaining / cells left');
    assert.ok((list.confidence ?? 1) > 0.99, "each cell's error rate is the run's share");
    assert.match(said.at(-1) ?? '', /^Matrix of 2 cells/);
  });

  it('refuses a matrix whose budget cannot give every cell its floor, before any entry exists', async () => {
    await assert.rejects(
      listOf({ 'input-shapes': 'batch=1,8,16', 'max-duration': '9s', 'min-duration': '1s' }),
      /'max-duration' \(9\.00 s\) gives each of the 3 matrix cells/,
    );
  });
});

describe('the list of a plan', () => {
  it('is the changed list with no pairs, and no fail-on applies to it', async () => {
    const repo = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-plan-list-'));
    await mkdir(path.join(repo, 'models'));
    await writeFile(path.join(repo, 'models/a.onnx'), 'a');
    await git(repo, 'init', '-q', '-b', 'main');
    await git(repo, 'add', '.');
    await git(repo, 'commit', '-q', '-m', 'base');
    await writeFile(path.join(repo, 'models/a.onnx'), 'a, changed');
    await writeFile(path.join(repo, 'models/b.onnx'), 'b');
    await git(repo, 'add', '.');
    await git(repo, 'commit', '-q', '-m', 'change');
    const raw = { mode: 'plan', 'changed-since': 'HEAD~1', 'fail-on': 'regression,unjudged' };
    const here = process.cwd();
    process.chdir(repo);
    try {
      const config = await resolveConfig(parseConfig(raw), { GITHUB_WORKSPACE: repo });
      const list = await listRun(config, reporter);
      assert.equal(list.shape.kind, 'plan');
      assert.deepEqual(
        list.entries.map((e) => [e.listed.path, e.listed.status, e.pair]),
        [
          ['models/a.onnx', 'modified', null],
          ['models/b.onnx', 'added', null],
        ],
      );
      assert.deepEqual(list.failOn, []);
    } finally {
      process.chdir(here);
    }
  });
});
