// The suite leaves no scratch directories behind: a test file's process removes what tempDir made when it exits,
// also when a test failed and the exit code is not 0.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ROOT, runProcess } from '../helpers/cli.js';

const SCRATCH = path.join(ROOT, 'build/test/helpers/scratch.js');

// Without the keep switch, which a developer may have set for the whole suite.
const { LATENCY_GATE_KEEP_SCRATCH: _keep, ...removing } = process.env;

async function makeAndExit(code: number, env: NodeJS.ProcessEnv = removing): Promise<string[]> {
  const script = `
    import { writeFile } from 'node:fs/promises';
    const { tempDir } = await import(${JSON.stringify(SCRATCH)});
    const outer = await tempDir('latency-gate-scratch-');
    const inner = await tempDir('nested-', outer);
    await writeFile(inner + '/file', 'x');
    console.log(JSON.stringify([outer, inner]));
    process.exitCode = ${code};`;
  const result = await runProcess(process.execPath, ['--input-type=module', '-e', script], { env });
  assert.equal(result.code, code, result.stderr);
  return JSON.parse(result.stdout) as string[];
}

describe('test scratch directories', () => {
  it('are removed when the process exits, whatever its exit code', async () => {
    for (const code of [0, 1]) {
      const dirs = await makeAndExit(code);
      for (const dir of dirs) assert.equal(existsSync(dir), false, `${dir} left behind (exit ${code})`);
    }
  });

  it('stay with LATENCY_GATE_KEEP_SCRATCH=1, for a look after a failure', async () => {
    const [outer] = await makeAndExit(0, { ...removing, LATENCY_GATE_KEEP_SCRATCH: '1' });
    assert.ok(outer && existsSync(outer), `${outer} removed`);
    await rm(outer, { recursive: true, force: true });
  });
});
