// Bundles the compiled entry points into dist/ with ncc: the action (dist/index.js), the CLI (dist/cli.js),
// the benchmark child (dist/worker.js), the diffs' graph decoder (dist/graph-worker.js) and the SVG chart
// renderer (dist/charts.js), side by side, because the engine finds the workers, and the run the renderer, next
// to itself.
//   node build/scripts/bundle.js [outDir]   (default dist/; the check-dist test bundles into a temp dir)
// onnxruntime-node stays external: its native binding is loaded through a template-string require that no
// bundler can follow, so it ships beside the bundle (see scripts/release-layout.ts).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error ncc ships no type declarations
import ncc from '@vercel/ncc';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRIES = {
  'index.js': 'build/src/index.js',
  'cli.js': 'build/src/cli/main.js',
  'worker.js': 'build/src/bench/child/worker.js',
  // The diffs decode each model's graph in a worker thread that a signal can terminate (src/models/graph-decode.ts).
  'graph-worker.js': 'build/src/models/graph-worker.js',
  // vega is several MB: only runs that write SVG charts load it (src/run/extra-files.ts).
  'charts.js': 'build/src/report/chart-svg.js',
};

interface NccResult {
  code: string;
  assets: Record<string, { source: Buffer | string }>;
}

export async function bundle(dist = path.join(root, 'dist')): Promise<void> {
  await rm(dist, { recursive: true, force: true });
  await mkdir(dist, { recursive: true });
  for (const [name, entry] of Object.entries(ENTRIES)) {
    const result = (await ncc(path.join(root, entry), {
      // vega-canvas probes for the optional `canvas` package with `await import('canvas')` and draws without it
      // (the charts are SVG). Bundled as is, that probe becomes a chunk file, and a chunk leaves ncc's licence
      // file listing only the chunk's packages; mapped to a built-in module without `createCanvas`, the probe
      // finds no canvas and everything stays in one file.
      externals: { 'onnxruntime-node': 'onnxruntime-node', canvas: 'node:module' },
      minify: false,
      sourceMap: false,
      quiet: true,
      license: 'licenses.txt',
    })) as NccResult;
    let code = result.code;
    if (name === 'cli.js' && !code.startsWith('#!')) code = `#!/usr/bin/env node\n${code}`;
    await writeFile(path.join(dist, name), code, { mode: name === 'cli.js' ? 0o755 : 0o644 });
    for (const [asset, { source }] of Object.entries(result.assets)) {
      // Only the licence file and the package.json marking the bundle as ESM are expected here.
      await writeFile(
        path.join(dist, asset === 'licenses.txt' ? `${path.basename(name, '.js')}.licenses.txt` : asset),
        source,
      );
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await bundle(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
