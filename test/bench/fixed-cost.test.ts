// The fixed cost of a call and the memory placement, end to end: the CLI on a small real model pair, whose calls
// are short enough for the fixed cost to be a large part of them.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { selectedMode } from '../../src/environment/memory-placement.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runCli, tempDir } from '../helpers/cli.js';

const MLP = { inputDim: 64, hiddenDims: [64], outputDim: 10, batch: 1, seed: 5 };
let dir = '';
/** This process's environment less any allocator settings a developer's shell may hold. */
const withoutAllocatorSettings = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(GLIBC_TUNABLES|LD_PRELOAD|(TC|MI|JE)?MALLOC_)/.test(name)),
  );

before(async () => {
  dir = await tempDir();
  await writeMlp(path.join(dir, 'base.onnx'), MLP);
  await writeMlp(path.join(dir, 'same.onnx'), { ...MLP, producerName: 're-export' });
});

describe('the runner on the record', () => {
  it('measures the fixed cost of a call apart from the rounds, and records placement and session options', async () => {
    const { record, stdout } = await runCli(
      [
        '--candidate',
        path.join(dir, 'same.onnx'),
        '--baseline',
        path.join(dir, 'base.onnx'),
        '--max-duration',
        '6s',
        '--min-duration',
        '1s',
      ],
      // The gate's own environment has allocator settings; the benchmark process's allowlist leaves them out.
      { env: { ...withoutAllocatorSettings(), GITHUB_WORKSPACE: dir, GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' } },
    );
    const fixed = record.sampling.fixedCost;
    assert.ok(fixed && record.latency, stdout);
    assert.equal(fixed.status, 'measured', fixed.reason ?? '');
    const { baselineUs, candidateUs, baselineCallUs, baselineShare } = fixed;
    assert.ok(baselineUs !== null && candidateUs !== null && baselineCallUs !== null && baselineShare !== null);
    // One file's signature, so one model without work stands for both.
    assert.equal(baselineUs, candidateUs);
    assert.ok(baselineUs > 0 && baselineCallUs > 0, `${baselineUs} µs of ${baselineCallUs} µs`);
    assert.ok(Math.abs(baselineShare - baselineUs / baselineCallUs) < 0.002, `share ${baselineShare}`);
    const note = record.warnings.find((w) => w.includes('is a fixed cost'));
    assert.equal(note !== undefined, baselineShare >= 0.1 && baselineShare < 1, record.warnings.join('\n'));
    // Nothing of the pass is in the rounds: every timed call is one of the models'.
    assert.equal(
      record.sampling.calls.baseline,
      record.raw.rounds.reduce((n, r) => n + r.baseline.length, 0),
    );

    const placement = record.environment.memoryPlacement;
    assert.ok(placement);
    let enabled: string | null = null;
    try {
      enabled = selectedMode(readFileSync('/sys/kernel/mm/transparent_hugepage/enabled', 'utf8'));
    } catch {
      // No huge-pages file here: the record says null.
    }
    assert.equal(placement.hugePages, enabled);
    assert.deepEqual(placement.allocatorSettings, [], 'no weight of this model needs a mapping threshold');
    assert.deepEqual(placement.runnerAllocatorSettings, ['GLIBC_TUNABLES', 'glibc.malloc.arena_max']);
    assert.equal(record.sampling.heapMapThreshold, null);
    assert.deepEqual(record.environment.sessionOptions, {
      intraOpThreads: record.settings.threads,
      interOpThreads: 1,
      executionMode: 'sequential',
      graphOptimization: 'all',
      spinning: false,
      cpuMemArena: true,
      memPattern: true,
      prepacking: true,
    });
  });
});
