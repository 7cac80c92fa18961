// Assembles gpu-check-kit/: what scripts/gpu-check.sh needs on a GPU machine that has Node but neither internet
// nor node_modules: the release layout for linux-x64 (dist/ + onnxruntime-node trimmed to linux-x64, about
// 50 MB) plus the probe bundled on its own (dist/gpu-probe.js). Carry that folder to the machine and run
// scripts/gpu-check.sh there.
//   node build/scripts/gpu-kit.js [outDir]   (default gpu-check-kit/)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// @ts-expect-error ncc ships no type declarations
import ncc from '@vercel/ncc';
import { buildReleaseLayout } from './release-layout.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const kit = path.resolve(process.argv[2] ?? path.join(root, 'gpu-check-kit'));

await buildReleaseLayout(kit, ['linux-x64']);
const probe = (await ncc(path.join(root, 'build/scripts/gpu-probe.js'), {
  externals: ['onnxruntime-node'],
  minify: false,
  sourceMap: false,
  quiet: true,
})) as { code: string };
await writeFile(path.join(kit, 'dist', 'gpu-probe.js'), probe.code);
process.stdout.write(`gpu-check kit in ${kit}: carry it to the GPU machine and run scripts/gpu-check.sh there\n`);
