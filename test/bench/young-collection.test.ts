// The benchmark child collects the young generation before a block only when the block could fill it
// (src/bench/child/timing.ts). A real Node process with V8's collector exposed, as the child runs.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { YOUNG_GENERATION_MB } from '../../src/bench/engine.js';
import { ROOT, runProcess } from '../helpers/cli.js';

const TIMING = path.join(ROOT, 'build/src/bench/child/timing.js');

/** Runs `body` with timing.js imported as `t` and V8's `gc` exposed; returns its printed lines. */
async function inChild(body: string, flags: string[] = []): Promise<string[]> {
  const script = `import * as t from ${JSON.stringify(TIMING)};\nconst keep = [];\n${body}`;
  const run = await runProcess(process.execPath, ['--expose-gc', ...flags, '--input-type=module', '-e', script]);
  assert.equal(run.code, 0, run.stderr);
  return run.stdout.trim().split('\n');
}

// Fills the young generation with short strings held alive, about `share` of what it can still take.
const FILL = `
import { getHeapSpaceStatistics } from 'node:v8';
const room = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_available_size;
const fill = (share) => { const goal = room() * share; const start = room();
  while (start - room() < goal) keep.push({ a: keep.length, b: String(keep.length) }); };
`;

describe('collectBeforeBlock', () => {
  it('collects only when the next block could fill the young generation, and after that not again at once', async () => {
    const lines = await inChild(
      `${FILL}
t.collectGarbage('minor');
console.log(t.collectBeforeBlock());
fill(0.2); console.log(t.collectBeforeBlock());
fill(0.45); console.log(t.collectBeforeBlock());
keep.length = 0;
console.log(t.collectBeforeBlock());`,
      [`--min-semi-space-size=${YOUNG_GENERATION_MB}`],
    );
    assert.deepEqual(lines, ['false', 'false', 'true', 'false']);
  });

  it("collects when the outputs' array buffers grew by 16 MB since the last collection", async () => {
    const lines = await inChild(`
t.collectGarbage('major');
keep.push(new ArrayBuffer(4 * 1024 * 1024));
console.log(t.collectBeforeBlock());
keep.push(new ArrayBuffer(20 * 1024 * 1024));
console.log(t.collectBeforeBlock());`);
    assert.deepEqual(lines, ['false', 'true']);
  });

  it('does nothing without the collector (anywhere but the benchmark child)', async () => {
    const run = await runProcess(process.execPath, [
      '--input-type=module',
      '-e',
      `import * as t from ${JSON.stringify(TIMING)}; console.log(t.collectBeforeBlock());`,
    ]);
    assert.equal(run.stdout.trim(), 'false', run.stderr);
  });
});
