// The floors of src/ (docs/architecture.md, "Floors"): inside each folder the files form no import circle, and
// the foundation files (the errors, the formatting, the constants and shapes a folder is built on) import nothing
// but other foundation files, node builtins and packages. Type-only imports and `export … from` count: a circle
// closed by a type still leaves a folder without a floor. The graph is read with the TypeScript compiler's import
// scanner (test/helpers/import-graph.ts); each rule also runs on a crafted tree, to show it can fail.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileImports, findCycle, sourceTree } from '../helpers/import-graph.js';

/**
 * Files meant as a ground floor: what many modules read and nothing should pull upward. Adding a file here is how
 * a new constants or shapes file says it is one; it must then import only files of this list.
 */
export const FOUNDATIONS = [
  // Shared by every folder: error classes, number formatting, the path guard and what child processes start with.
  'src/errors.ts',
  'src/format.ts',
  'src/workspace.ts',
  'src/child-env.ts',
  'src/run-temp.ts',
  // The constants and shapes of a folder, below the code that uses them.
  'src/stats/types.ts',
  'src/stats/policy.ts',
  'src/agreement/types.ts',
  'src/decision/facts.ts',
  'src/inputs/definitions.ts',
  'src/models/changed-model.ts',
  'src/models/model-graph.ts',
  'src/models/weight-changes.ts',
  'src/models/onnx-dtypes.ts',
  'src/record/version.ts',
  'src/report/escape.ts',
  'src/report/markers.ts',
  'src/bench/budget.ts',
  // Generated tables of pinned hashes.
  'src/gpu/provision/pinned-hashes.ts',
  'src/runtime/ort-package-pin.ts',
] as const;

/** One import circle per folder that has one, each as 'a.ts → b.ts → a.ts' within that folder. */
export function folderCircles(imports: ReadonlyMap<string, readonly string[]>): string[] {
  const folders = new Map<string, Map<string, Map<string, true>>>();
  for (const [file, targets] of imports) {
    const folder = path.posix.dirname(file);
    const graph = folders.get(folder) ?? new Map<string, Map<string, true>>();
    folders.set(folder, graph);
    const edges = graph.get(file) ?? new Map<string, true>();
    graph.set(file, edges);
    for (const target of targets) if (path.posix.dirname(target) === folder) edges.set(target, true);
  }
  return [...folders].flatMap(([folder, graph]) => {
    const cycle = findCycle(graph);
    return cycle ? [`${folder}/: ${cycle.map((f) => path.posix.basename(f)).join(' → ')}`] : [];
  });
}

/** Imports of a foundation file that reach above the floor: any file of src/ that is not a foundation itself. */
export function upwardImports(
  imports: ReadonlyMap<string, readonly string[]>,
  foundations: readonly string[],
): string[] {
  return foundations.flatMap((file) =>
    (imports.get(file) ?? [])
      .filter((target) => target.startsWith('src/') && !foundations.includes(target))
      .map((target) => `${file} → ${target}`),
  );
}

describe('the floors of src/', () => {
  const tree = sourceTree();
  const imports = fileImports(tree);

  it('no folder has an import circle among its files, type-only imports included', () => {
    assert.deepEqual(folderCircles(imports), []);
  });

  it('every foundation file exists and imports only foundation files, node builtins and packages', () => {
    assert.deepEqual(
      FOUNDATIONS.filter((file) => !tree.has(file)),
      [],
    );
    assert.deepEqual(upwardImports(imports, FOUNDATIONS), []);
  });

  it('finds a circle closed by a type and an upward import from a floor (the checks can fail)', () => {
    const crafted = fileImports(
      new Map([
        ['src/stats/policy.ts', "import type { Options } from './change-point.js';\nexport const A = 1;"],
        ['src/stats/change-point.ts', "import { A } from './policy.js';\nexport { A };"],
        ['src/stats/types.ts', "export type { Options } from '../inputs/config.js';\nimport { x } from 'zod';"],
        ['src/report/a.ts', "import { b } from '../stats/policy.js';\nimport { c } from './b.js';"],
        ['src/report/b.ts', "import { d } from '../stats/types.js';\nimport path from 'node:path';"],
      ]),
    );
    assert.deepEqual(folderCircles(crafted), ['src/stats/: policy.ts → change-point.ts → policy.ts']);
    assert.deepEqual(upwardImports(crafted, ['src/stats/policy.ts', 'src/stats/types.ts']), [
      'src/stats/policy.ts → src/stats/change-point.ts',
      'src/stats/types.ts → src/inputs/config.ts',
    ]);
  });
});
