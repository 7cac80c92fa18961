// The reproduce command a results file holds: the script with this run's arguments, refused before the run
// when the file could not hold it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_COMMAND_CHARS, reproduceCommand } from '../../scripts/results/result-file.js';

function withArgs<T>(args: string[], body: () => T): T {
  const saved = process.argv;
  process.argv = ['node', 'script.js', ...args];
  try {
    return body();
  } finally {
    process.argv = saved;
  }
}

test('holds the arguments, and nothing after the script when there are none', () => {
  assert.equal(
    withArgs(['--only', 'tail', '--repeat', '4'], () => reproduceCommand('bench:gate-quality')),
    'npm run bench:gate-quality -- --only tail --repeat 4',
  );
  assert.equal(
    withArgs([], () => reproduceCommand('bench:gate-quality')),
    'npm run bench:gate-quality',
  );
});

test('refuses a command longer than a results file holds, naming its length', () => {
  const long = 'x'.repeat(MAX_COMMAND_CHARS);
  assert.throws(
    () => withArgs(['--more', long], () => reproduceCommand('bench:decision-sim')),
    /characters, more than/,
  );
});
