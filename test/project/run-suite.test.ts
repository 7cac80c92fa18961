// The suite's split (test/run-suite.ts): a file runs side by side with others only when nothing it imports, however
// indirectly, can load onnxruntime or start a process; everything else runs one file at a time.
import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { canTime, suiteGroups } from '../run-suite.js';
import { ROOT, tempDir } from '../helpers/cli.js';

async function files(dir: string, contents: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(contents)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), text);
  }
}

describe('the suite split', () => {
  it('follows relative imports, static and dynamic, to onnxruntime-node and child processes', async () => {
    const dir = await tempDir();
    await files(dir, {
      'src/pure.js': "import { z } from 'zod';\nexport const x = 1;",
      'src/runtime.js': "import * as ort from 'onnxruntime-node';",
      'src/spawns.js': "export const run = () => import('node:child_process');",
      'src/cycle-a.js': "import './cycle-b.js';",
      'src/cycle-b.js': "import './cycle-a.js';",
      'test/a/pure.test.js': "import { x } from '../../src/pure.js';\nimport test from 'node:test';",
      'test/a/indirect.test.js': "import '../../src/pure.js';\nimport { y } from '../../src/runtime.js';",
      'test/a/spawns.test.js': "export { run } from '../../src/spawns.js';",
      'test/b/cycle.test.js': "import '../../src/cycle-a.js';",
      'test/b/worker.test.js': "import { Worker } from 'node:worker_threads';",
    });
    assert.equal(canTime(path.join(dir, 'src/pure.js')), false);
    assert.equal(canTime(path.join(dir, 'src/runtime.js')), true);
    assert.deepEqual(suiteGroups(path.join(dir, 'test')), {
      sideBySide: ['a/pure.test.js', 'b/cycle.test.js'].map((f) => path.join(dir, 'test', f)),
      oneAtATime: ['a/indirect.test.js', 'a/spawns.test.js', 'b/worker.test.js'].map((f) => path.join(dir, 'test', f)),
    });
  });

  it('runs the CLI tests one at a time and the statistics side by side', () => {
    const { sideBySide, oneAtATime } = suiteGroups(path.join(ROOT, 'build/test'));
    const names = (list: string[]) => list.map((f) => path.relative(path.join(ROOT, 'build/test'), f));
    assert.ok(names(oneAtATime).includes(path.join('run', 'real-models.test.js')));
    assert.ok(names(oneAtATime).includes(path.join('project', 'generator.test.js')), 'loads onnxruntime itself');
    assert.ok(names(sideBySide).includes(path.join('stats', 'montecarlo.test.js')));
  });
});
