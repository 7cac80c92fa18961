// Peak memory on real onnxruntime: generated pairs whose only difference is a table initializer of a known
// size, probed in real worker processes; then the whole gate through the CLI, failing by 'fail-on: memory'.
// The figures are compared with generous margins: a process's peak is nearly deterministic, but the allocator
// rounds and the arena grows in chunks.
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { measureMemory } from '../../src/bench/memory.js';
import { runRecordSchema } from '../../src/record/run-record.js';
import { installFakeNvidiaSmi } from '../fixtures/gpu/fake-nvidia-smi.js';
import { memoryPair, memoryPairExtraBytes, writeMlp } from '../fixtures/onnx/index.js';
import { runCli, runProcess, BUILT_CLI, tempDir } from '../helpers/cli.js';

const MiB = 1024 * 1024;
const MLP = { inputDim: 256, hiddenDims: [256, 256], outputDim: 10, seed: 7 };
const PAIR = { mlp: MLP, extraBytes: 32 * MiB };
const EXTRA = memoryPairExtraBytes(PAIR);
let dir = '';
const file = (name: string) => path.join(dir, name);
const inWorkspace = () => ({ env: { ...process.env, GITHUB_WORKSPACE: dir } });

const JOB = {
  threads: 1,
  executionProvider: 'cpu' as const,
  deviceId: 0,
  shapes: [{ byDim: { batch: 8 }, byInput: {} }],
  values: {},
  seed: 1,
  inferences: 5,
  deviceMemory: false,
};

before(async () => {
  dir = await tempDir();
  const pair = memoryPair(PAIR);
  await writeFile(file('base.onnx'), pair.baseline);
  await writeFile(file('hungry.onnx'), pair.candidate);
  await writeMlp(file('mlp.onnx'), { ...MLP, batch: 'batch' });
  await writeMlp(file('mlp-again.onnx'), { ...MLP, batch: 'batch', producerName: 're-export' });
});

describe('memory probes', () => {
  it('shows an extra initializer as the difference in the steady-state peak, within 10 % of its bytes', async () => {
    const run = await measureMemory(
      JOB,
      { baseline: file('base.onnx'), candidate: file('hungry.onnx') },
      {
        capMs: 180_000,
      },
    );
    assert.equal(run.stopped, null);
    const of = (arm: string) => run.probes.filter((p) => p.arm === arm);
    assert.equal(of('baseline').length, 3);
    assert.equal(of('candidate').length, 3);
    const least = (arm: string, figure: 'inferencePeakBytes' | 'residentBytes') =>
      Math.min(...of(arm).map((p) => p[figure]));
    for (const figure of ['inferencePeakBytes', 'residentBytes'] as const) {
      const difference = least('candidate', figure) - least('baseline', figure);
      assert.ok(
        Math.abs(difference - EXTRA) < 0.1 * EXTRA,
        `${figure}: ${(difference / MiB).toFixed(2)} MiB measured for ${(EXTRA / MiB).toFixed(2)} MiB extra`,
      );
    }
    // Creating the session reads the file and copies the table: its peak holds the extra bytes at least once.
    const creation = least('candidate', 'residentBytes') - least('baseline', 'residentBytes');
    assert.ok(
      Math.min(...of('candidate').map((p) => p.creationPeakBytes)) -
        Math.max(...of('baseline').map((p) => p.creationPeakBytes)) >
        0.9 * creation,
    );
    assert.ok(run.probes.every((p) => p.method === 'VmHWM' || p.method === 'sampled VmRSS'));
  });

  it('sees no difference between two files of one model, and orders shapes smallest first', async () => {
    const run = await measureMemory(
      {
        ...JOB,
        shapes: [
          { byDim: { batch: 4096 }, byInput: {} },
          { byDim: { batch: 1 }, byInput: {} },
        ],
      },
      { baseline: file('mlp.onnx'), candidate: file('mlp-again.onnx') },
      { capMs: 180_000 },
    );
    assert.equal(run.probes.length, 12, 'two shapes, three probes, two models');
    for (const shape of [0, 1]) {
      const at = run.probes.filter((p) => p.shape === shape);
      const range = (arm: string) => at.filter((p) => p.arm === arm).map((p) => p.inferencePeakBytes);
      const gap = Math.abs(Math.min(...range('candidate')) - Math.min(...range('baseline')));
      // The same allowance the first test gives the extra bytes: separate processes' peaks wander by about a
      // MiB or more, far below the 32 MiB difference that test must see.
      assert.ok(gap < 0.1 * EXTRA, `shape ${shape}: identical models differ by ${(gap / MiB).toFixed(2)} MiB`);
    }
    const peak = (shape: number) =>
      Math.min(...run.probes.filter((p) => p.shape === shape).map((p) => p.inferencePeakBytes));
    // Batch 4096 holds 4 MiB for each 256-wide activation, so it reads about 18 MiB above batch 1; a few 64-row
    // batches would sit inside the probes' wander. Had the large shape run first, the small one's phase would
    // read the arena it left behind, and the gap would close.
    const grown = peak(0) - peak(1);
    assert.ok(grown > 8 * MiB, `batch 4096 reads ${(grown / MiB).toFixed(2)} MiB above batch 1`);
  });

  it("reads each process's device memory from nvidia-smi with a GPU provider's settings", async () => {
    const bin = await installFakeNvidiaSmi(file('fake-bin'), {
      computeApps: { usedMiB: [null, 300, 420], stateDir: file('smi-state') },
    });
    // Added to the probe's allowlisted environment: the fake first on PATH.
    const env = { PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` };
    // The CPU provider runs the models; the device figures come from the fake, per probe process.
    const run = await measureMemory(
      { ...JOB, deviceMemory: true },
      { baseline: file('mlp.onnx'), candidate: file('mlp-again.onnx') },
      { capMs: 180_000, repeats: 3, env },
    );
    assert.equal(run.stopped, null);
    for (const probe of run.probes) {
      assert.deepEqual(probe.device, { creationBytes: 300 * MiB, inferenceBytes: 420 * MiB });
      assert.equal(probe.deviceNote, null);
    }
  });
});

describe('memory in the gate', () => {
  it("fails a memory-hungry candidate by 'fail-on: memory' and records min–max over three probes", async () => {
    const { code, record, stdout } = await runCli(
      [
        '--candidate',
        file('hungry.onnx'),
        '--baseline',
        file('base.onnx'),
        '--input-shapes',
        'batch=8',
        '--memory-threshold',
        '20%',
        '--fail-on',
        'regression,memory',
        // A quarter of it is the memory probes' (src/bench/budget.ts): enough for three on a loaded machine.
        '--max-duration',
        '90s',
        '--min-duration',
        '2s',
      ],
      inWorkspace(),
    );
    const memory = record.memory;
    assert.ok(memory, stdout);
    assert.deepEqual(memory.probes, { baseline: 3, candidate: 3 }, memory.stopped ?? '');
    assert.equal(memory.verdict, 'regression');
    const inference = memory.inference!;
    assert.ok(Math.abs(inference.candidate.min - inference.baseline.min - EXTRA) < 0.1 * EXTRA);
    assert.equal(inference.baseline.values.length, 3);
    assert.equal(memory.threshold, 0.2);
    assert.deepEqual(memory.arena, { enableCpuMemArena: true, enableMemPattern: true, cudaArenaExtendStrategy: null });
    assert.notEqual(record.verdict, 'regression', 'the same computation: latency does not regress');
    assert.equal(record.failed, true);
    assert.equal(code, 1);
    // The headline's figure is measured (the minima are checked against EXTRA to 10 % above); a CI run read +29.6 MiB.
    assert.match(
      record.headline,
      /\. Memory: inference peak \+\d+\.\d MiB \(\+\d+\.\d%\) exceeds the 20% memory threshold/,
    );
    assert.match(stdout, /^inference, peak\s+/m);
    assert.equal(record.throughput, undefined, 'a run without a matrix has no throughput section');
  });

  it('refuses a matrix whose budget leaves a cell less than the floor, before measuring anything', async () => {
    const result = await runProcess(
      process.execPath,
      [
        BUILT_CLI,
        '--candidate',
        file('mlp.onnx'),
        '--baseline',
        file('mlp-again.onnx'),
        '--input-shapes',
        'batch=1,8,16,32',
        '--max-duration',
        '10s',
        '--report-path',
        file('short.json'),
      ],
      inWorkspace(),
    );
    assert.equal(result.code, 2);
    assert.match(
      result.stderr,
      /'max-duration' \(10\.0 s\) gives each of the 4 matrix cells 2\.50 s, but a cell needs at least 5\.00 s to reach a decision; raise 'max-duration' to at least 20s/,
    );
    assert.doesNotMatch(result.stderr, /\] (load|warmup|measure)\b/, 'refused before any model was loaded');
    const run = runRecordSchema.parse(JSON.parse(await readFile(file('short.json'), 'utf8')));
    assert.equal(run.exitCode, 2);
    const record = run.entries[0]?.record;
    assert.ok(record);
    assert.equal(record.verdict, 'error');
    assert.equal(record.sampling.rounds, 0);
  });
});
