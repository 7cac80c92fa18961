import assert from 'node:assert/strict';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { INPUTS, OUTPUTS } from '../../src/inputs/definitions.js';
import { TOOL_VERSION } from '../../src/record/version.js';
import { renderActionYml } from '../../scripts/action-yml.js';
import { bundle } from '../../scripts/bundle.js';
import { withTables } from '../../scripts/readme-tables.js';
import { buildReleaseLayout } from '../../scripts/release-layout.js';
import { runAction } from '../helpers/action.js';
import { ROOT, tempDir } from '../helpers/cli.js';

const NODE24 = path.join(ROOT, 'node_modules/node/bin/node');

describe('dist and action.yml match the source', () => {
  it('check-dist: a fresh bundle equals the committed dist/', async () => {
    const fresh = await tempDir('latency-gate-dist-');
    await bundle(fresh);
    const committed = (await readdir(path.join(ROOT, 'dist'))).sort();
    assert.deepEqual((await readdir(fresh)).sort(), committed, 'same files');
    for (const file of committed) {
      const same = (await readFile(path.join(fresh, file))).equals(await readFile(path.join(ROOT, 'dist', file)));
      assert.ok(same, `dist/${file} is stale: run 'npm run build' and commit dist/`);
    }
  });

  it('action.yml is generated from the input definitions', async () => {
    assert.equal(
      await readFile(path.join(ROOT, 'action.yml'), 'utf8'),
      renderActionYml(),
      "action.yml is stale: run 'npm run build'",
    );
    const action = parse(await readFile(path.join(ROOT, 'action.yml'), 'utf8')) as {
      runs: { using: string; main: string };
      inputs: Record<string, unknown>;
    };
    assert.deepEqual(action.runs, { using: 'node24', main: 'dist/index.js' });
    assert.deepEqual(
      Object.keys(action.inputs),
      INPUTS.map((i) => i.name),
    );
  });

  it('the README tables of inputs and outputs are generated from the definitions', async () => {
    const readme = await readFile(path.join(ROOT, 'README.md'), 'utf8');
    assert.equal(readme, withTables(readme), "README tables are stale: run 'npm run build'");
    for (const input of INPUTS) assert.ok(readme.includes(`| \`${input.name}\` |`), `README lacks ${input.name}`);
    for (const output of OUTPUTS) assert.ok(readme.includes(`| \`${output.name}\` |`), `README lacks ${output.name}`);
  });

  it('the tool version matches package.json', async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    assert.equal(TOOL_VERSION, pkg.version);
  });
});

describe("onnxruntime-node's GPU download stays off, in a way npm keeps supporting", () => {
  it('package.json denies its install script through allowScripts, and no .npmrc key npm warns about is left', async () => {
    // A plain `npm ci` on linux-x64 otherwise downloads the CUDA libraries from NuGet (and fails without network).
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as {
      allowScripts?: Record<string, boolean>;
      engines?: { node?: string };
    };
    assert.equal(pkg.allowScripts?.['onnxruntime-node'], false);
    const npmrc = await readFile(path.join(ROOT, '.npmrc'), 'utf8').catch(() => '');
    assert.doesNotMatch(
      npmrc,
      /onnxruntime-node-install/,
      "npm 11 warns 'Unknown project config' for it on every command",
    );
    // The variable the install script itself reads is what CI and the README set for npm versions without allowScripts.
    assert.match(await readFile(path.join(ROOT, '.ci/run'), 'utf8'), /^export ONNXRUNTIME_NODE_INSTALL=skip$/m);
    assert.match(
      await readFile(path.join(ROOT, 'README.md'), 'utf8'),
      /ONNXRUNTIME_NODE_INSTALL=skip npm install --save-dev latency-gate/,
    );
  });

  it('the Node range in engines is the one the README states and CI tests', async () => {
    const pkg = JSON.parse(await readFile(path.join(ROOT, 'package.json'), 'utf8')) as { engines?: { node?: string } };
    const floor = /^>=(\d+)$/.exec(pkg.engines?.node ?? '')?.[1];
    assert.ok(floor, `engines.node is a floor like '>=22', got '${pkg.engines?.node}'`);
    assert.match(await readFile(path.join(ROOT, 'README.md'), 'utf8'), new RegExp(`Node ${floor} or newer`));
    const ci = parse(await readFile(path.join(ROOT, '.github/workflows/ci.yml'), 'utf8')) as {
      jobs: { test: { strategy: { matrix: { node: number[] } } } };
    };
    assert.equal(
      Math.min(...ci.jobs.test.strategy.matrix.node),
      Number(floor),
      'the lowest CI leg is the engines floor',
    );
  });
});

describe('the release layout', () => {
  it('runs from an empty directory under Node 24 with no node_modules above it', async () => {
    const layout = await tempDir('latency-gate-release-');
    await buildReleaseLayout(layout, ['linux-x64']);
    const bins = await readdir(path.join(layout, 'node_modules/onnxruntime-node/bin/napi-v6'));
    assert.deepEqual(bins, ['linux'], 'trimmed to the target platform');
    const work = await tempDir('latency-gate-workspace-');
    await cp(path.join(ROOT, 'baselines/example'), path.join(work, 'models'), { recursive: true });
    const run = await runAction(
      path.join(layout, 'dist/index.js'),
      {
        candidate: 'models/candidate.onnx',
        baseline: 'models/baseline.onnx',
        // The default min-duration: a first look after 2 s (about 40 rounds) once gave this identical pair a false
        // regression in CI; early looks on so few rounds are the gate's known weak spot (see the closing note).
        'max-duration': '10s',
        'min-duration': '5s',
        'fail-on': 'never',
      },
      { node: NODE24, cwd: work },
    );
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.ok(
      ['pass', 'inconclusive', 'improvement'].includes(run.outputs.verdict ?? ''),
      `identical example pair: ${run.outputs.verdict}`,
    );
    assert.match(run.outputs['p50-ratio'] ?? '', /^\d+\.\d{4}$/);
    assert.match(run.summary, /^## \S+ latency-gate: /m, 'the default id is not repeated in the heading');
    assert.match(run.summary, /\| OS \/ Node \| .* \/ v24\./);
    assert.match(await readFile(path.join(work, 'latency-gate-report.json'), 'utf8'), /"schemaVersion":2/);
  });
});
