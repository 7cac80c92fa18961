// Data flows one way between the folders of src/ (docs/design.md, "Folders"): no folder imports a folder that
// imports it back, directly or through others. Read with the TypeScript compiler's own import scanner.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { ROOT } from '../helpers/cli.js';

const SRC = path.join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** A folder of src/, or a single file at the top of src/ (errors.ts, main.ts): the units that must not loop. */
function unitOf(file: string): string {
  const rel = path.relative(SRC, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0]! : rel;
}

/** Edges between units, each with the files that make it. */
export function unitGraph(files: string[]): Map<string, Map<string, string[]>> {
  const graph = new Map<string, Map<string, string[]>>();
  for (const file of files) {
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), ref.fileName).replace(/\.js$/, '.ts');
      const [from, to] = [unitOf(file), unitOf(target)];
      if (from === to) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** One cycle through the graph, as the list of units on it, or undefined. */
export function findCycle(graph: Map<string, Map<string, string[]>>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (unit: string): string[] | undefined => {
    state.set(unit, 'open');
    stack.push(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(unit, 'done');
    return undefined;
  };
  for (const unit of graph.keys()) {
    if (state.has(unit)) continue;
    const found = visit(unit);
    if (found) return found;
  }
  return undefined;
}

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
    const graph = unitGraph(sourceFiles(SRC));
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
