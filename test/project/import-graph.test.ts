// Data flows one way between the folders of src/ (docs/architecture.md, "Import direction"): no folder imports a
// folder that imports it back, directly or through others. Read with the TypeScript compiler's own import scanner
// (test/helpers/import-graph.ts, which the architecture page's test reads too).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { ROOT } from '../helpers/paths.js';
import { findCycle, SRC, sourceFiles, unitGraph } from '../helpers/import-graph.js';

function describeCycle(graph: Map<string, Map<string, string[]>>, cycle: string[]): string {
  return cycle
    .slice(0, -1)
    .map(
      (unit, i) =>
        `${unit} → ${cycle[i + 1]} (${graph
          .get(unit)
          ?.get(cycle[i + 1]!)
          ?.join('; ')})`,
    )
    .join('\n');
}

describe('the folders of src/ form no loop', () => {
  it('no folder imports a folder that imports it back', () => {
    const graph = unitGraph(sourceFiles());
    const cycle = findCycle(graph);
    assert.equal(cycle, undefined, cycle && `import cycle between folders:\n${describeCycle(graph, cycle)}`);
  });

  it('finds a loop when there is one (the check itself can fail)', () => {
    const graph = new Map([
      ['report', new Map([['record', ['src/report/a.ts → src/record/b.ts']]])],
      ['record', new Map([['stats', ['src/record/b.ts → src/stats/c.ts']]])],
      ['stats', new Map([['report', ['src/stats/c.ts → src/report/a.ts']]])],
    ]);
    const cycle = findCycle(graph);
    assert.deepEqual(cycle, ['report', 'record', 'stats', 'report']);
    assert.match(describeCycle(graph, cycle!), /src\/stats\/c\.ts → src\/report\/a\.ts/);
  });

  it('no folder has an index.ts: modules are imported where they are defined', () => {
    const indexes = readdirSync(SRC, { withFileTypes: true }).filter(
      (e) => e.isDirectory() && existsSync(path.join(SRC, e.name, 'index.ts')),
    );
    assert.deepEqual(
      indexes.map((e) => e.name),
      [],
    );
  });

  it('pure folders import nothing from @actions or onnxruntime', () => {
    for (const folder of ['stats', 'agreement', 'record', 'report']) {
      for (const file of sourceFiles(path.join(SRC, folder))) {
        const imports = ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
        const impure = imports.filter((name) => name.startsWith('@actions/') || name.startsWith('onnxruntime'));
        assert.deepEqual(impure, [], `${path.relative(ROOT, file)} imports ${impure.join(', ')}`);
      }
    }
  });
});
