// Per-process memory: /proc/self/status parsing and nvidia-smi's per-process device memory, through the fake
// nvidia-smi as a real process on PATH.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parseProcStatus } from '../../src/bench/proc-status.js';
import { deviceMemoryOf, parseComputeApps } from '../../src/gpu/process-memory.js';
import { installFakeNvidiaSmi, setSmiScenario } from '../fixtures/gpu/fake-nvidia-smi.js';
import { tempDir } from '../helpers/scratch.js';

const MiB = 1024 * 1024;

describe('process memory figures', () => {
  it('reads VmRSS and VmHWM in bytes', () => {
    const status = 'Name:\tnode\nVmPeak:\t 1000 kB\nVmHWM:\t   81920 kB\nVmRSS:\t   65536 kB\nThreads:\t7\n';
    assert.deepEqual(parseProcStatus(status), { rssBytes: 64 * MiB, hwmBytes: 80 * MiB });
    assert.equal(parseProcStatus('Name:\tnode\n'), null);
  });

  it('finds one pid among the compute apps, summed over devices', () => {
    assert.equal(parseComputeApps('1234, 500\n4321, 300\n4321, 200\n', 4321), 500 * MiB);
    assert.equal(parseComputeApps('1234, 500\n', 4321), null);
    assert.equal(parseComputeApps('4321, [N/A]\n', 4321), null);
  });

  it("reads this process's device memory from nvidia-smi, and says why when it cannot", async () => {
    const dir = await tempDir('lg-smi-');
    const bin = await installFakeNvidiaSmi(path.join(dir, 'bin'), {
      computeApps: { usedMiB: [null, 300, 420], stateDir: path.join(dir, 'state') },
    });
    const saved = process.env.PATH;
    process.env.PATH = `${bin}${path.delimiter}${process.env.PATH}`;
    try {
      // Not listed yet (no CUDA context): zero before the first session, a note after it.
      assert.deepEqual(await deviceMemoryOf(process.pid, true), { bytes: 0 });
      assert.deepEqual(await deviceMemoryOf(process.pid), { bytes: 300 * MiB });
      assert.deepEqual(await deviceMemoryOf(process.pid), { bytes: 420 * MiB });
      // Another process's figure is never taken for ours.
      const other = await deviceMemoryOf(999_999_999);
      assert.ok('note' in other && other.note.includes('999999999'), JSON.stringify(other));
      setSmiScenario(bin, { computeApps: { usedMiB: [null], stateDir: path.join(dir, 's2') } });
      const missing = await deviceMemoryOf(process.pid);
      assert.ok('note' in missing && /lists no process \d+/.test(missing.note), JSON.stringify(missing));
      process.env.PATH = path.join(dir, 'empty');
      const none = await deviceMemoryOf(process.pid);
      assert.deepEqual(none, { note: 'nvidia-smi is not on PATH' });
    } finally {
      process.env.PATH = saved;
    }
  });
});
