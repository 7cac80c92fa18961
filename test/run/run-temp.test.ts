// The run's temporary directory goes with the process that made it, also when that process drove the
// benchmark without the run's flow (the quality scripts, these tests) and only ended. Real child processes.
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, runProcess, tempDir } from '../helpers/cli.js';

const RUN_TEMP = path.join(ROOT, 'build/src/run-temp.js');

/** Runs `body` in a fresh Node process whose temporary directory is `tmp`, with run-temp imported as `t`. */
function inChild(tmp: string, body: string) {
  const script = `import * as t from ${JSON.stringify(RUN_TEMP)};\n${body}`;
  return runProcess(process.execPath, ['--input-type=module', '-e', script], {
    env: { PATH: process.env.PATH, TMPDIR: tmp },
  });
}

describe('the run directory at exit', () => {
  for (const [how, body] of [
    ['the event loop empties', 't.runTempDir();'],
    ['process.exit(3)', 't.runTempDir(); process.exit(3);'],
    ['an uncaught error', "t.runTempDir(); throw new Error('a bug');"],
  ] as const) {
    it(`is removed when ${how}`, async () => {
      const tmp = await tempDir('latency-gate-tmp-');
      const run = await inChild(tmp, `${body}`);
      assert.notEqual(run.signal, 'SIGKILL', run.stderr);
      assert.deepEqual(await readdir(tmp), [], `left in TMPDIR (exit ${run.code}):\n${run.stderr}`);
    });
  }

  it('was made, and removing it early leaves nothing for the exit to do', async () => {
    const tmp = await tempDir('latency-gate-tmp-');
    const run = await inChild(
      tmp,
      [
        "const before = process.listenerCount('exit');",
        'const dir = t.runTempDir();',
        "console.log(dir, process.listenerCount('exit') - before);",
        't.removeRunTempDir();',
        "console.log(process.listenerCount('exit') - before);",
      ].join('\n'),
    );
    assert.equal(run.code, 0, run.stderr);
    const [made, after] = run.stdout.trim().split('\n');
    assert.match(made ?? '', new RegExp(`^${tmp}/latency-gate-run-\\S+ 1$`));
    assert.equal(after, '0');
    assert.deepEqual(await readdir(tmp), []);
  });
});
