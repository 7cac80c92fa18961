// One home per kind of thing (docs/architecture.md, "Folders"): one zip reader, every error class in one
// file, and the benchmark child's code reached only through the process boundary. Each rule is a function
// over file names and texts, so a crafted tree shows that it can fail.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { ROOT } from '../helpers/cli.js';

type Tree = Map<string, string>;

function sourceTree(dir = path.join(ROOT, 'src')): Tree {
  const tree: Tree = new Map();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const full = path.join(entry.parentPath, entry.name);
    tree.set(path.relative(ROOT, full).split(path.sep).join('/'), readFileSync(full, 'utf8'));
  }
  return tree;
}

/** Files other than src/zip.ts that know a zip record signature: a second zip reader. */
export function secondZipReaders(tree: Tree): string[] {
  const signature = /0x0[46]0[35]4b50|0x02014b50/i;
  return [...tree].filter(([file, text]) => file !== 'src/zip.ts' && signature.test(text)).map(([file]) => file);
}

/** Error classes declared outside src/errors.ts, and files named like a second home for errors. */
export function strayErrors(tree: Tree): string[] {
  const declaration = /\bclass\s+\w+\s+extends\s+\w*Error\b/;
  return [...tree]
    .filter(([file, text]) => file !== 'src/errors.ts' && (declaration.test(text) || /-?errors?\.ts$/.test(file)))
    .map(([file]) => file);
}

/** Imports of src/bench/child/ from outside it: the parent reaches the child only through fork(). */
export function childImportsFromOutside(tree: Tree): string[] {
  const found: string[] = [];
  for (const [file, text] of tree) {
    if (file.startsWith('src/bench/child/')) continue;
    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      if (!ref.fileName.startsWith('.')) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), ref.fileName));
      if (target.startsWith('src/bench/child/')) found.push(`${file} → ${target}`);
    }
  }
  return found;
}

describe('one home per kind of thing', () => {
  const tree = sourceTree();

  it('reads zip archives in src/zip.ts only', () => {
    assert.deepEqual(secondZipReaders(tree), []);
    assert.ok(tree.get('src/zip.ts')?.includes('0x06054b50'), 'src/zip.ts is the zip reader');
  });

  it('declares every error class in src/errors.ts, and has no other errors file', () => {
    assert.deepEqual(strayErrors(tree), []);
  });

  it('imports nothing of the benchmark child from the parent side', () => {
    assert.deepEqual(childImportsFromOutside(tree), []);
  });

  it('each rule fails on a tree that breaks it', () => {
    const crafted: Tree = new Map([
      ['src/zip.ts', 'const EOCD = 0x06054b50;'],
      ['src/models/npz.ts', 'const LOCAL = 0x04034b50;'],
      ['src/gpu/gpu-error.ts', 'export class GpuError extends UserError {}'],
      ['src/github/artifacts.ts', 'export class ArtifactLimitError extends Error {}'],
      ['src/bench/engine.ts', "import { timeBlock } from './child/timing.js';"],
      ['src/bench/child/worker.ts', "import { send } from './channel.js';"],
    ]);
    assert.deepEqual(secondZipReaders(crafted), ['src/models/npz.ts']);
    assert.deepEqual(strayErrors(crafted), ['src/gpu/gpu-error.ts', 'src/github/artifacts.ts']);
    assert.deepEqual(childImportsFromOutside(crafted), ['src/bench/engine.ts → src/bench/child/timing.js']);
  });
});
