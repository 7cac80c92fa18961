// `npm test`: every test file under build/test/<folder>/, in two `node --test` runs. Files that can time
// something (they load onnxruntime-node, or start a process: the gate's benchmark child, the CLI, the action)
// run one at a time, so no test file's benchmark shares the machine with another's. The rest are pure (plain
// data in, plain data out, loopback servers at most) and run side by side first, one per core. Both runs print
// their own `node --test` summary; the suite fails when either fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Imports that make a file's process time something or start one that does. */
const TIMING_IMPORTS = new Set(['onnxruntime-node', 'node:child_process', 'child_process', 'node:worker_threads']);
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Whether `file` or anything it imports (relative imports followed) imports one of TIMING_IMPORTS. */
export function canTime(file: string, seen = new Map<string, boolean>()): boolean {
  const known = seen.get(file);
  if (known !== undefined) return known;
  seen.set(file, false); // an import cycle adds nothing the first visit does not find
  let found = false;
  for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    if (specifier.startsWith('.')) {
      const target = path.resolve(path.dirname(file), specifier);
      found = existsSync(target) && canTime(target, seen);
    } else found = TIMING_IMPORTS.has(specifier);
    if (found) break;
  }
  seen.set(file, found);
  return found;
}

/** The test files under `buildTest` (build/test), split into those that may run side by side and the rest. */
export function suiteGroups(buildTest: string): { sideBySide: string[]; oneAtATime: string[] } {
  const files = readdirSync(buildTest, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(path.join(buildTest, d.name))
        .filter((name) => name.endsWith('.test.js'))
        .map((name) => path.join(buildTest, d.name, name)),
    )
    .sort();
  const seen = new Map<string, boolean>();
  return {
    sideBySide: files.filter((f) => !canTime(f, seen)),
    oneAtATime: files.filter((f) => canTime(f, seen)),
  };
}

function nodeTest(root: string, files: string[], concurrency: number): number {
  if (files.length === 0) return 0;
  const args = ['--test', `--test-concurrency=${concurrency}`, ...process.argv.slice(2), ...files];
  const { status, signal } = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  return signal ? 1 : (status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const { sideBySide, oneAtATime } = suiteGroups(path.join(root, 'build/test'));
  const relative = (files: string[]) => files.map((f) => path.relative(root, f));
  console.log(`# side by side: ${sideBySide.length} files; one at a time: ${oneAtATime.length} files`);
  const pure = nodeTest(root, relative(sideBySide), os.availableParallelism());
  const timed = nodeTest(root, relative(oneAtATime), 1);
  process.exitCode = pure || timed;
}
