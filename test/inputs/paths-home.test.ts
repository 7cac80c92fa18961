// Every path is checked against the workspace once, when the settings are parsed (src/inputs/paths.ts); a file
// the run discovers itself is checked by the one function that discovers it. This test reads every source file
// and fails on a module that calls the guard anywhere else, so a feature cannot check its own paths at its own
// time again.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SRC, sourceFiles } from '../helpers/import-graph.js';

/** Where the guard lives, and the settings parser that alone calls it. */
const GUARD_HOMES = ['workspace.ts', 'inputs/paths.ts'];
/** The functions that discover paths at run time (docs/architecture.md, "Settings"). */
const DISCOVERY_POINTS = ['models/user-inputs.ts', 'run/changed-entries.ts'];

const RULES: { what: string; pattern: RegExp; allowed: string[] }[] = [
  {
    what: 'calls the workspace guard',
    pattern: /\b(checkInsideWorkspace|checkWritableInsideWorkspace|writeInsideWorkspace)\b/,
    allowed: GUARD_HOMES,
  },
  { what: "computes the workspace's access", pattern: /\bworkspace(For|Access)\s*\(/, allowed: GUARD_HOMES },
  {
    what: 'checks a discovered path',
    pattern: /\bcheckDiscovered\s*\(/,
    allowed: [...GUARD_HOMES, ...DISCOVERY_POINTS],
  },
];

/** The offending lines of one source text (`file` relative to src/, with '/'). */
export function pathChecksOutsideSettings(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      RULES.filter((r) => !r.allowed.includes(file) && r.pattern.test(line)).map(
        (r) => `${file}:${i + 1} ${r.what}: ${line.trim()}`,
      ),
    );
}

describe('paths are checked once, with the settings', () => {
  it('no module outside src/inputs/paths.ts calls the guard; only the discovery points check what they find', () => {
    const found = sourceFiles().flatMap((file) =>
      pathChecksOutsideSettings(path.relative(SRC, file).split(path.sep).join('/'), readFileSync(file, 'utf8')),
    );
    assert.deepEqual(found, []);
  });

  it('finds a feature that checks its own path (the check itself can fail)', () => {
    // How the history file was checked before the settings resolved every path.
    const old = [
      "import { checkInsideWorkspace, checkWritableInsideWorkspace, type WorkspaceAccess } from '../workspace.js';",
      "  const resolved = await checkInsideWorkspace('history-path', file, access);",
      '  const access = workspaceFor(config);',
      "  await checkDiscovered('history-path', file, access);",
    ].join('\n');
    assert.equal(pathChecksOutsideSettings('run/history.ts', old).length, 4);
    assert.deepEqual(pathChecksOutsideSettings('inputs/paths.ts', old), []);
    assert.equal(pathChecksOutsideSettings('run/changed-entries.ts', old).length, 3);
  });
});
