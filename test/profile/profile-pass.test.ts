// The profiling pass end to end: the real CLI, the benchmark child, onnxruntime's profiler, on generated pairs
// whose difference is known. The profile diff must name the changed nodes and put most of the profiled delta in
// them. Sizes are chosen so the changed part costs tens to hundreds of µs per call, far above the run-to-run
// spread of per-node medians; the assertions are on shares with wide margins, never on times.
import assert from 'node:assert/strict';
import { loadavg } from 'node:os';
import path from 'node:path';
import { before, describe, it, type TestContext } from 'node:test';
import type { ReportRecord } from '../../src/record/schema.js';
import { writeMlp, type MlpOptions } from '../fixtures/onnx/index.js';
import { runCli, tempDir } from '../helpers/cli.js';

const WIDE: MlpOptions = { inputDim: 256, hiddenDims: [512, 512], outputDim: 10, batch: 32, seed: 4 };
// One wide hidden layer on a narrow input: the activation is a large share of the work.
const ACT: MlpOptions = {
  inputDim: 16,
  hiddenDims: [8192],
  outputDim: 10,
  batch: 64,
  seed: 4,
  opset: 20,
  irVersion: 9,
};
let dir = '';

before(async () => {
  dir = await tempDir();
  const models: Record<string, MlpOptions> = {
    base: WIDE,
    added: { ...WIDE, identityLayers: 2 },
    widened: { ...WIDE, hiddenDims: [512, 1024] },
    quantized: { ...WIDE, quantize: 'int8-dynamic' },
    renamed: { ...WIDE, renamePrefix: 'export2/' },
    relu: ACT,
    gelu: { ...ACT, activation: 'Gelu' },
  };
  for (const [name, options] of Object.entries(models)) await writeMlp(path.join(dir, `${name}.onnx`), options);
});

/** A run with the profile setting given; 12 s leaves the profiling pass its share after a decided run. */
async function gate(candidate: string, baseline: string, profile = 'on', maxDuration = '12s'): Promise<ReportRecord> {
  const { record, stdout, stderr } = await runCli(
    [
      ...['--candidate', path.join(dir, `${candidate}.onnx`), '--baseline', path.join(dir, `${baseline}.onnx`)],
      ...['--profile', profile, '--max-duration', maxDuration, '--min-duration', '1s', '--session-pairs', '2'],
      ...['--agreement', 'off', '--fail-on', 'never'],
    ],
    { env: { ...process.env, GITHUB_WORKSPACE: dir } },
  );
  assert.equal(record.error, null, `${stdout}\n${stderr}`);
  return record;
}

/** The profile diff, with the share of its delta in changed nodes reported next to the load. */
function profiled(t: TestContext, record: ReportRecord) {
  const profile = record.profile;
  assert.equal(profile?.status, 'measured', profile?.reason ?? 'no profile');
  const diff = profile.diff;
  assert.ok(diff);
  const share = diff.changedDeltaUs / diff.deltaUs;
  const p50 = record.latency ? (record.latency.p50.candidate - record.latency.p50.baseline) * 1000 : NaN;
  t.diagnostic(
    `${t.name}: profiled delta ${diff.deltaUs.toFixed(1)} µs, in changed nodes ${diff.changedDeltaUs.toFixed(1)} µs (${(share * 100).toFixed(0)} %), measured p50 delta ${p50.toFixed(1)} µs (${((diff.changedDeltaUs / p50) * 100).toFixed(0)} % of it), ${diff.runs.candidate} runs, pass ${profile.durationMs.toFixed(0)} ms of ${profile.allowanceMs.toFixed(0)} ms kept back; load ${loadavg()[0]?.toFixed(2)}`,
  );
  return { diff, share };
}

describe('the profile diff on generated pairs', () => {
  it('an added block: the new MatMul nodes lead and carry the delta', async (t) => {
    const record = await gate('added', 'base');
    const { diff, share } = profiled(t, record);
    assert.deepEqual(
      diff.contributors
        .slice(0, 2)
        .map((c) => [c.status, c.name])
        .sort(),
      [
        ['added', 'identity0'],
        ['added', 'identity1'],
      ],
    );
    assert.deepEqual(diff.groups[0] && [diff.groups[0].kind, diff.groups[0].op, diff.groups[0].nodes], [
      'new',
      'MatMul',
      2,
    ]);
    assert.ok(share > 0.6 && share < 1.5, `share ${share}`);
    assert.equal(record.modelDiff?.nodes.added, 2);
  });

  it('a widened layer: the widened Gemm leads, tied to the model nodes that changed', async (t) => {
    // The default, 'on-regression': nothing kept back, the regression stops sampling early and the pass follows.
    const record = await gate('widened', 'base', 'on-regression');
    assert.equal(record.verdict, 'regression');
    assert.equal(record.profile?.allowanceMs, 0);
    const { diff, share } = profiled(t, record);
    const top = diff.contributors[0];
    assert.equal(top?.status, 'matched');
    assert.ok(top?.changed);
    assert.ok(top?.changedNodes.includes('fc1.matmul'), JSON.stringify(top));
    assert.ok(share > 0.6 && share < 1.5, `share ${share}`);
  });

  it('a swapped activation: the new Gelu node leads', async (t) => {
    const { diff, share } = profiled(t, await gate('gelu', 'relu'));
    assert.deepEqual(
      [diff.contributors[0]?.status, diff.contributors[0]?.name, diff.contributors[0]?.op],
      ['added', 'gelu0', 'Gelu'],
    );
    assert.ok(share > 0.6 && share < 1.5, `share ${share}`);
  });

  it('a quantized graph: the quantized MatMuls replace the float Gemms', async (t) => {
    const { diff, share } = profiled(t, await gate('quantized', 'base'));
    assert.ok(diff.groups.some((g) => g.kind === 'new' && g.op === 'DynamicQuantizeMatMul' && g.nodes === 3));
    assert.ok(diff.groups.some((g) => g.kind === 'removed' && /Gemm/.test(g.op)));
    assert.ok(Math.abs(share - 1) < 0.1, `share ${share}`);
  });

  it('renamed nodes: every node pairs up and nothing counts as changed', async (t) => {
    const record = await gate('renamed', 'base');
    const diff = record.profile?.diff;
    assert.ok(diff, record.profile?.reason ?? 'no profile');
    t.diagnostic(`renamed: profiled delta ${diff.deltaUs.toFixed(1)} µs; load ${loadavg()[0]?.toFixed(2)}`);
    assert.deepEqual(diff.nodes, { byName: 3, byPosition: 0, added: 0, removed: 0 });
    assert.equal(diff.changedDeltaUs, 0);
    assert.equal(record.modelDiff?.nodes.renamed, 8);
  });

  it("'on-regression' skips the pass when nothing regressed, and 'off' leaves no trace", async () => {
    // Neither run profiles: a short budget is enough to show that.
    const same = await gate('base', 'base', 'on-regression', '6s');
    assert.notEqual(same.verdict, 'regression');
    assert.equal(same.profile?.status, 'skipped');
    assert.match(same.profile?.reason ?? '', /no metric was a regression/);
    assert.equal(same.profile?.durationMs, 0);
    const off = await gate('base', 'base', 'off', '6s');
    assert.equal(off.profile, null);
    assert.equal(off.settings.profile, 'off');
  });
});
