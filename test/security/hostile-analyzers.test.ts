// The analyzers that run after measuring, fed the hostile corpus (scripts/hostile/): what a model file or a
// history line declares never sets the work done. Small crafted inputs, real files, the real decoder; the
// corpus at full size runs through the CLI in `npm run bench:hostile`.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { DiffStoppedError, TooLargeToDiffError } from '../../src/errors.js';
import { diffModelFiles } from '../../src/models/diff-files.js';
import { parseModelGraph } from '../../src/models/onnx-graph.js';
import { inspectModel, parseModelFacts } from '../../src/models/inspect.js';
import { historySectionSchema, buildHistorySection } from '../../src/record/history-section.js';
import { parseHistory } from '../../src/record/history.js';
import { analyzeTrend } from '../../src/stats/trend.js';
import { declaredDims, dimsBomb, emptyNodes, int64Bomb, loopModel, nestedIfs } from '../../scripts/hostile/models.js';
import type { GateConfig } from '../../src/inputs/config.js';
import type { LocatedModels } from '../../src/models/locate.js';
import { explainDelta } from '../../src/run/explain.js';
import {
  nestedArrays,
  overflowHistory,
  rampHistory,
  shortLines,
  widestStepHistory,
} from '../../scripts/hostile/histories.js';
import { encodeModel, node, valueInfo } from '../fixtures/onnx/index.js';
import { onnx } from '../fixtures/onnx/graph.js';
import { runCli, tempDir, terminalEnv } from '../helpers/cli.js';

let dir = '';
before(async () => {
  dir = await tempDir('latency-gate-hostile-analyzers-');
});

async function pairOf(name: string, bytes: Uint8Array): Promise<{ baseline: string; candidate: string }> {
  const baseline = path.join(dir, `${name}-baseline.onnx`);
  const candidate = path.join(dir, `${name}-candidate.onnx`);
  await writeFile(baseline, bytes);
  await writeFile(candidate, bytes);
  return { baseline, candidate };
}

describe('the model and weight diffs are bounded by what the file holds', () => {
  it('dims of [1e12] over one stored value: not compared, with the reason, and no loop over them', async () => {
    const graph = parseModelGraph(dimsBomb(1e12));
    const bomb = graph.initializers.find((t) => t.name === 'bomb');
    assert.equal(bomb?.source.kind, 'unread');
    assert.match(
      bomb?.source.kind === 'unread' ? bomb.source.reason : '',
      /declare 1,000,000,000,000 elements.*hold 1 value/,
    );
    const files = await pairOf('dims', dimsBomb(1e12));
    const diff = await diffModelFiles(files.baseline, files.candidate);
    assert.deepEqual(
      diff.weightDiff.notCompared.map((t) => t.name),
      ['bomb'],
    );
    assert.equal(diff.weightDiff.tensors.unchanged, 1, 'the real weight is still compared');
  });

  it('dims that cannot be counted, and raw_data shorter than the dims: not read', () => {
    const tensor = (dims: number[], rawData: Uint8Array) => ({ name: 'w', dataType: 1, dims, rawData });
    const graphOf = (t: ReturnType<typeof tensor>) =>
      parseModelGraph(
        encodeModel({
          graph: {
            name: 'g',
            input: [valueInfo('x', 'float32', [1])],
            output: [valueInfo('y', 'float32', [1])],
            initializer: [t],
            node: [node('Identity', ['x'], ['y'])],
          },
        }),
      ).initializers[0]?.source;
    const short = graphOf(tensor([1000], new Uint8Array(4)));
    assert.match(short?.kind === 'unread' ? short.reason : '', /dims declare 4,000 bytes, raw_data holds 4 bytes/);
    const huge = graphOf(tensor([1e9, 1e9, 1e9], new Uint8Array(4)));
    assert.match(huge?.kind === 'unread' ? huge.reason : '', /more elements than can be counted/);
    const negative = graphOf(tensor([-1], new Uint8Array(4)));
    assert.match(negative?.kind === 'unread' ? negative.reason : '', /not all sizes/);
  });

  it('int64 values past the cap are counted, never decoded', () => {
    const graph = parseModelGraph(int64Bomb(5_000_000));
    const bomb = graph.initializers.find((t) => t.name === 'bomb');
    assert.deepEqual(bomb?.source, { kind: 'unread', reason: '5,000,000 values in typed fields' });
    assert.equal(bomb?.elements, 5_000_000);
  });

  it('millions of empty nodes: too large to diff, said while decoding, not after', () => {
    assert.throws(
      () => parseModelGraph(emptyNodes(2_000_000), 'candidate'),
      (error: unknown) =>
        error instanceof TooLargeToDiffError &&
        /^too large to diff: the candidate's graph takes more than \d+ MB to hold \(64 MB plus 8× the 1 MB of file read\)/.test(
          error.message,
        ),
    );
  });

  it('nodes with no operator type are refused before onnxruntime would load them', async () => {
    assert.equal(parseModelFacts(emptyNodes(1_000)).untypedNodes, 1_000);
    assert.equal(parseModelFacts(loopModel(2, 4)).untypedNodes, 0);
    const file = path.join(dir, 'untyped.onnx');
    await writeFile(file, emptyNodes(1_000));
    await assert.rejects(
      inspectModel('candidate', file),
      /^UserError: 'candidate' '.*untyped\.onnx' has 1,000 node\(s\) with no operator type, which is not a valid ONNX graph; re-export the model$/,
    );
  });

  it('subgraphs nested past the limit: too large to diff; a loop body is walked and its nodes kept', () => {
    assert.throws(() => parseModelGraph(nestedIfs(70)), /too large to diff: subgraphs are nested more than 64 deep/);
    const loop = parseModelGraph(loopModel(25_000, 4));
    assert.deepEqual(
      loop.nodes.map((n) => `${n.graph}${n.opType}`),
      ['Loop', ...['Identity', 'Add', 'Add', 'Add', 'Add'].map((op) => `y.body/${op}`)],
    );
  });

  it('an exported graph of 100,000 named nodes is not refused: the budget fits real graphs', async () => {
    const nodes = Array.from({ length: 100_000 }, (_, i) =>
      node('Relu', [`encoder/layer_${i}/input`], [`encoder/layer_${i}/output`], i % 2 ? { alpha: { float: 0.5 } } : {}),
    );
    const bytes = encodeModel({
      graph: {
        name: 'g',
        input: [valueInfo('x', 'float32', [1])],
        output: [valueInfo('y', 'float32', [1])],
        node: nodes,
      },
    });
    const files = await pairOf('wide', bytes);
    const diff = await diffModelFiles(files.baseline, files.candidate);
    assert.equal(diff.modelDiff.nodes.candidate, 100_000);

    // The same decode, interrupted: the decoding thread is terminated, the diffs say why.
    const controller = new AbortController();
    setTimeout(() => controller.abort('SIGINT'), 10);
    await assert.rejects(
      diffModelFiles(files.baseline, files.candidate, { signal: controller.signal }),
      (error: unknown) => error instanceof DiffStoppedError && /interrupted by SIGINT/.test(error.message),
    );
  });

  it('dims no record can hold: the diffs are skipped with one warning, the record keeps its shape', async () => {
    const baseline = path.join(dir, 'uncountable-baseline.onnx');
    const candidate = path.join(dir, 'uncountable-candidate.onnx');
    await writeFile(baseline, declaredDims([1e9, 1e9]));
    await writeFile(candidate, declaredDims([-5, 3]));
    const warnings: string[] = [];
    const config = { profile: 'off' } as GateConfig;
    const explained = await explainDelta(config, { baseline, candidate } as LocatedModels, undefined, warnings);
    assert.deepEqual([explained.modelDiff, explained.weightDiff], [null, null]);
    assert.deepEqual(warnings, [
      'The model and weight diffs were skipped: the models declare sizes a record cannot hold; the verdict is unaffected.',
    ]);
  });

  it('an interrupted run stops the diffs', async () => {
    const files = await pairOf('stopped', dimsBomb(10));
    const controller = new AbortController();
    controller.abort('SIGTERM');
    await assert.rejects(
      diffModelFiles(files.baseline, files.candidate, { signal: controller.signal }),
      (error: unknown) => error instanceof DiffStoppedError && /interrupted by SIGTERM/.test(error.message),
    );
    await assert.rejects(diffModelFiles(files.baseline, files.candidate, { deadline: 0 }), DiffStoppedError);
  });

  it('a non-model is refused', () => {
    assert.throws(() => parseModelGraph(new Uint8Array([0x0a, 0x00])), /no graph or IR version/);
    assert.equal(onnx.TensorProto.DataType.INT64, 7, 'the int64 bomb is typed as onnx.proto says');
  });
});

describe('a history cannot crash the gate', () => {
  const series = { model: 'models/m.onnx' };

  it('entries outside the plausible range are skipped and counted', () => {
    const parsed = parseHistory(overflowHistory(series));
    assert.equal(parsed.entries.length, 0);
    assert.equal(parsed.implausible, 10);
    assert.equal(parsed.skipped, 10);
  });

  it('the widest accepted step and an overflowing ramp give finite findings a record can hold', () => {
    const widest = parseHistory(widestStepHistory(series));
    assert.equal(widest.entries.length, 10);
    const section = buildHistorySection({
      path: 'h.jsonl',
      recorded: widest.entries,
      skipped: 0,
      current: undefined,
      appended: false,
      thresholds: { p50: 0.05, p95: 0.1 },
      seed: 1,
    });
    assert.ok(historySectionSchema.safeParse(section).success);
    assert.ok(section.p50.changes.length > 0, 'the step is still found');

    const ramp = Array.from({ length: 12 }, (_, i) => Math.exp(-700 + (1400 * i) / 11));
    const trend = analyzeTrend(ramp, 0.05, 1);
    const numbers = [...trend.changes.flatMap((c) => [c.before, c.after, c.change])];
    if (trend.creep) numbers.push(trend.creep.total, trend.creep.perEntry);
    assert.ok(numbers.length > 0, 'the ramp is found');
    assert.ok(numbers.every(Number.isFinite), `finite: ${numbers.join(', ')}`);
    assert.equal(parseHistory(rampHistory(series)).implausible, 12, 'in the file, every entry of it is skipped');
  });

  it('lines not shaped like an entry are skipped without parsing them', () => {
    const short = parseHistory(shortLines(1_000_000));
    assert.deepEqual([short.entries.length, short.skipped, short.firstSkipped], [0, 500_000, 1]);
    const nested = parseHistory(nestedArrays(100));
    assert.deepEqual([nested.entries.length, nested.skipped], [0, 100]);
  });
});

describe('an explanation that fails never changes the verdict', () => {
  it('the benchmark process dies in the profile pass: the regression stays a regression, the profile says why', async () => {
    const baseline = path.join(dir, 'fast.onnx');
    const candidate = path.join(dir, 'slow.onnx');
    await writeFile(baseline, loopModel(1, 1));
    await writeFile(candidate, loopModel(3000, 4));
    const args = ['--candidate', candidate, '--baseline', baseline, '--profile', 'on', '--memory', 'off'];
    const run = await runCli([...args, '--max-duration', '8s', '--min-duration', '1s', '--agreement', 'off'], {
      env: { ...terminalEnv(), LATENCY_GATE_TEST_FAULT: 'SIGKILL@profile' },
    });
    assert.equal(run.record.verdict, 'regression', run.stderr);
    assert.equal(run.code, 1);
    assert.equal(run.record.profile?.status, 'failed');
    assert.match(run.record.profile?.reason ?? '', /the profiling pass ended the benchmark process \(SIGKILL\)/);
  });
});
