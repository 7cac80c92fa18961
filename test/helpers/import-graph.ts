// The import graph of src/, read with the TypeScript compiler's own import scanner (no type checking, so it
// is fast and sees exactly the import statements, `import type` and `export … from` included). Shared by the loop
// test, the floors test and the architecture page's test.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './paths.js';

export const SRC = path.join(ROOT, 'src');

/** Edges between units, each with the files that make it ("src/a/x.ts → src/b/y.ts"). */
export type UnitGraph = Map<string, Map<string, string[]>>;

export function sourceFiles(dir: string = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

/** A top folder of src/ (bench/child/ counts as bench/), or a single file at the top of src/ (errors.ts). */
export function topUnitOf(file: string): string {
  const rel = path.relative(SRC, file);
  return rel.includes(path.sep) ? rel.split(path.sep)[0]! : rel;
}

/** The folder a file sits in, relative to src/ ('bench/child'), or the file itself at the top ('errors.ts'). */
export function folderUnitOf(file: string): string {
  const dir = path.relative(SRC, path.dirname(file));
  return dir === '' ? path.basename(file) : dir.split(path.sep).join('/');
}

/** Relative imports of `files`, grouped by the units `unitOf` puts their ends in; imports inside a unit are left out. */
export function unitGraph(files: string[], unitOf: (file: string) => string = topUnitOf): UnitGraph {
  const graph: UnitGraph = new Map();
  for (const file of files) {
    const from = unitOf(file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const ref of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), ref.fileName).replace(/\.js$/, '.ts');
      const to = unitOf(target);
      if (from === to) continue;
      const edges = graph.get(from)!;
      edges.set(to, [...(edges.get(to) ?? []), `${path.relative(ROOT, file)} → ${path.relative(ROOT, target)}`]);
    }
  }
  return graph;
}

/** One cycle through the graph, as the list of units on it, or undefined. */
export function findCycle(graph: Map<string, Map<string, unknown>>): string[] | undefined {
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

/**
 * Every import of each file of `tree` (repository paths such as 'src/stats/policy.ts' → their text): a relative
 * one as the repository path of the .ts file it names, a package or node builtin as it is written.
 */
export function fileImports(tree: ReadonlyMap<string, string>): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [file, text] of tree) {
    imports.set(
      file,
      ts
        .preProcessFile(text, true, true)
        .importedFiles.map(({ fileName }) =>
          fileName.startsWith('.')
            ? path.posix.normalize(path.posix.join(path.posix.dirname(file), fileName)).replace(/\.js$/, '.ts')
            : fileName,
        ),
    );
  }
  return imports;
}

/** The source files of src/ as repository paths with '/' ('src/stats/policy.ts'), each with its text. */
export function sourceTree(): Map<string, string> {
  return new Map(
    sourceFiles().map((file) => [path.relative(ROOT, file).split(path.sep).join('/'), readFileSync(file, 'utf8')]),
  );
}
