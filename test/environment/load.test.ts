// The busy-runner sampler against a real CPU hog started here: a child that spins (bounded in time by itself
// and killed at the end), named so the report can name it. Then the whole gate with the hog on the other core.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { sanitizeProcessName, startLoadSampler } from '../../src/environment/load.js';
import { disturbanceLevel } from '../../src/stats/disturbance.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runCli, tempDir } from '../helpers/cli.js';

const HOG_NAME = 'lg-test-hog';
/**
 * Spins one core for at most `seconds`, whatever happens to the test. Started through a shell that exits at
 * once, so the hog is not this process's descendant: the sampler counts its own process tree as its own.
 */
async function startHog(seconds: number): Promise<number> {
  const code = `process.title = ${JSON.stringify(HOG_NAME)}; const end = Date.now() + ${seconds * 1000}; while (Date.now() < end) {}`;
  const shell = spawn('sh', ['-c', `"$0" -e "$1" >/dev/null 2>&1 & echo $!`, process.execPath, code], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  shell.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => shell.on('close', resolve));
  const pid = Number(out.trim());
  assert.ok(pid > 0, `hog pid from '${out}'`);
  return pid;
}

describe(
  'busy-runner detection with a real CPU hog',
  { skip: process.platform !== 'linux' && 'the per-process view needs /proc' },
  () => {
    let hog = 0;
    before(async () => {
      hog = await startHog(60);
      await sleep(300);
    });
    after(() => {
      try {
        process.kill(hog, 'SIGKILL');
      } catch {
        // It ended on its own.
      }
    });

    it('the sampler sees the hog by name and its share of the cores', async () => {
      const sampler = startLoadSampler(1);
      await sleep(1500);
      const window = sampler.mark();
      const seen = window.top.find((t) => t.name === HOG_NAME);
      process.stdout.write(
        `# hog window: other ${Math.round(window.otherShare * 100)} % of ${window.cores} cores, hog ${seen?.cores} cores, wait ${window.waitShare}, load ${window.loadAverage}, top ${JSON.stringify(window.top)}\n`,
      );
      // On a quiet 2-core machine the hog alone is 50 %; on a busy one it gets less and may not be in the top 3.
      assert.ok(window.otherShare >= 0.25, `other processes ${window.otherShare}`);
      if (seen) assert.ok(seen.cores > 0 && seen.cores <= 1.05, `hog ${seen.cores} cores`);
      else assert.equal(window.top.length, 3, 'when the hog is not named, three busier processes are');
      assert.notEqual(disturbanceLevel(window), 'quiet');
    });

    it('a gate run with the hog on the other core is flagged in the record and the report', async () => {
      const dir = await tempDir();
      const mlp = { inputDim: 64, hiddenDims: [128, 128], outputDim: 10, batch: 8, seed: 4 };
      await writeMlp(path.join(dir, 'base.onnx'), mlp);
      await writeMlp(path.join(dir, 'cand.onnx'), { ...mlp, producerName: 're-export' });
      const { record, stdout } = await runCli(
        [
          '--candidate',
          'base.onnx',
          '--baseline',
          'cand.onnx',
          '--max-duration',
          '4s',
          '--min-duration',
          '2s',
          '--fail-on',
          'never',
        ],
        { cwd: dir },
      );
      assert.ok(record.load, stdout);
      assert.ok(record.load.looks.length >= 1, 'one window per look');
      assert.notEqual(record.load.level, 'quiet', JSON.stringify(record.load.looks));
      const note = record.load.note ?? '';
      process.stdout.write(`# gate with hog: ${note}\n`);
      // With the cores the busiest processes leave out said first, where they leave out much (another container's).
      assert.match(
        note,
        /^Busy runner: other processes used \d+ % of \d+ cores? during measurement \((\d+\.\d\d cores; )?busiest: /,
      );
      assert.ok(record.warnings.includes(note), 'flagged among the warnings');
      // Calls of a few µs are timed as they are (waits are taken out only from calls of 100 µs or more).
      assert.equal(record.sampling.runQueueWaitsRemoved, false);
      assert.doesNotMatch(note, /taken out/);
      // The hog is another tenant's process: its share is in the record, its name never is.
      assert.ok(!JSON.stringify(record).includes(HOG_NAME), 'no process name in the record');
      assert.ok(stdout.includes(`warning: ${note}`), 'and in the terminal report');
    });
  },
);

describe('process names are untrusted', () => {
  it('control characters, newlines and non-ASCII become ?, long names are cut', () => {
    assert.equal(sanitizeProcessName('evil\n| `@x` <b>\x1b[31m'), 'evil?| `@x` <b>?[31m');
    assert.equal(sanitizeProcessName('a'.repeat(40)).length, 32);
    assert.equal(sanitizeProcessName('\n\t'), '??');
    assert.equal(sanitizeProcessName(''), '?');
  });
});
