// Memory verdicts over min–max ranges (src/stats/memory.ts) and the record section built from probes.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MemoryProbe } from '../../src/bench/memory-protocol.js';
import { memoryClause, memorySection } from '../../src/record/memory-section.js';
import { compareMemory, worstMemoryVerdict } from '../../src/stats/memory.js';
import { MEMORY_NOISE_BYTES } from '../../src/stats/policy.js';

const MiB = 1024 * 1024;

describe('memory comparison', () => {
  it('calls a growth past the threshold over the whole range a regression', () => {
    const c = compareMemory([10 * MiB, 10.2 * MiB, 10.1 * MiB], [20 * MiB, 20.1 * MiB, 20 * MiB], 0.2, 3);
    assert.equal(c.verdict, 'regression');
    assert.equal(c.baseline.min, 10 * MiB);
    assert.equal(c.candidate.max, 20.1 * MiB);
    assert.ok(Math.abs(c.ratio - 20 / 10.1) < 1e-9, 'median over median');
    assert.deepEqual(c.range, [20 / 10.2, 20.1 / 10]);
    assert.equal(c.changeBytes, (20 - 10.1) * MiB);
  });

  it('passes a change inside the threshold, and any change under the noise bytes', () => {
    assert.equal(
      compareMemory([100 * MiB, 101 * MiB, 100 * MiB], [105 * MiB, 106 * MiB, 105 * MiB], 0.2, 3).verdict,
      'pass',
    );
    // +50 % of a tiny figure is allocator noise, not a regression.
    assert.equal(compareMemory([1 * MiB, 1 * MiB, 1 * MiB], [1.5 * MiB, 1.5 * MiB, 1.5 * MiB], 0.2, 3).verdict, 'pass');
    assert.ok(0.5 * MiB < MEMORY_NOISE_BYTES);
  });

  it('is inconclusive when the ranges straddle the threshold or repeats are missing, and judges nothing without one', () => {
    assert.equal(
      compareMemory([100 * MiB, 100 * MiB, 100 * MiB], [110 * MiB, 130 * MiB, 120 * MiB], 0.2, 3).verdict,
      'inconclusive',
    );
    assert.equal(compareMemory([100 * MiB], [200 * MiB], 0.2, 3).verdict, 'inconclusive');
    assert.equal(
      compareMemory([100 * MiB, 100 * MiB, 100 * MiB], [200 * MiB, 200 * MiB, 200 * MiB], undefined, 3).verdict,
      null,
    );
  });

  it('calls a shrink past the threshold an improvement, and ranks verdicts', () => {
    assert.equal(
      compareMemory([100 * MiB, 100 * MiB, 100 * MiB], [50 * MiB, 51 * MiB, 50 * MiB], 0.2, 3).verdict,
      'improvement',
    );
    assert.equal(worstMemoryVerdict(['pass', 'regression', null]), 'regression');
    assert.equal(worstMemoryVerdict([null, null]), null);
  });
});

function probe(arm: 'baseline' | 'candidate', inference: number, shape = 0): MemoryProbe {
  return {
    arm,
    shape,
    method: 'VmHWM',
    creationPeakBytes: inference * 2,
    inferencePeakBytes: inference,
    residentBytes: inference,
    device: null,
    deviceNote: null,
    inferences: 5,
  };
}

describe('memory section', () => {
  const probes = [1, 2, 3].flatMap(() => [probe('baseline', 10 * MiB), probe('candidate', 60 * MiB)]);

  it('compares creation and inference, reports the arena, and says the regression in the headline clause', () => {
    const section = memorySection(
      { probes, durationMs: 900, repeats: 3, stopped: null },
      { threshold: 0.2, gpu: false },
    );
    assert.equal(section.verdict, 'regression');
    assert.deepEqual(section.probes, { baseline: 3, candidate: 3 });
    assert.equal(section.inference?.changeBytes, 50 * MiB);
    assert.deepEqual(section.arena, { enableCpuMemArena: true, enableMemPattern: true, cudaArenaExtendStrategy: null });
    assert.equal(section.device, null);
    assert.equal(memoryClause(section), 'inference peak +50.0 MiB (+500.0%) exceeds the 20% memory threshold');
  });

  it('says inconclusive, not pass, when a threshold is set and nothing was measured', () => {
    const section = memorySection(
      { probes: [], durationMs: 3000, repeats: 3, stopped: 'the candidate model failed to load' },
      { threshold: 0.2, gpu: false },
    );
    assert.equal(section.verdict, 'inconclusive');
    assert.equal(section.inference, null);
    assert.equal(section.stopped, 'the candidate model failed to load');
  });
});
