// Builds the release layout users get with `uses: org/latency-gate@v1`: action.yml, dist/ and, beside them,
// node_modules/onnxruntime-node + onnxruntime-common trimmed to the platforms GitHub runners use. Runners do
// not run `npm install` for JavaScript actions, and the native binding cannot be bundled, so it ships as files.
//   node build/scripts/release-layout.js [outDir] [platform ...]   (platforms like linux-x64; default: all)
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const RELEASE_PLATFORMS = ['linux-x64', 'linux-arm64', 'win32-x64', 'darwin-arm64'] as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Keeps only what `require('onnxruntime-node')` loads at run time: its dist/, package.json, LICENSE and the chosen binaries. */
async function copyRuntime(target: string, platforms: readonly string[]): Promise<void> {
  const ortSource = path.join(root, 'node_modules/onnxruntime-node');
  const ortTarget = path.join(target, 'node_modules/onnxruntime-node');
  await mkdir(ortTarget, { recursive: true });
  for (const entry of ['package.json', 'LICENSE', 'dist']) {
    await cp(path.join(ortSource, entry), path.join(ortTarget, entry), { recursive: true }).catch(() => undefined);
  }
  for (const platform of platforms) {
    const [os, arch] = platform.split('-') as [string, string];
    await cp(path.join(ortSource, 'bin/napi-v6', os, arch), path.join(ortTarget, 'bin/napi-v6', os, arch), {
      recursive: true,
    });
  }
  // The install script (CUDA download) never runs from the release: drop it so nothing tries to.
  const pkgPath = path.join(ortTarget, 'package.json');
  const pkg = JSON.parse(await (await import('node:fs/promises')).readFile(pkgPath, 'utf8')) as Record<string, unknown>;
  delete pkg.scripts;
  delete pkg.devDependencies;
  await writeFile(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  await cp(path.join(root, 'node_modules/onnxruntime-common'), path.join(target, 'node_modules/onnxruntime-common'), {
    recursive: true,
  });
}

export async function buildReleaseLayout(
  target: string,
  platforms: readonly string[] = RELEASE_PLATFORMS,
): Promise<void> {
  for (const platform of platforms) {
    if (!(RELEASE_PLATFORMS as readonly string[]).includes(platform)) {
      throw new Error(`unknown platform '${platform}'; use ${RELEASE_PLATFORMS.join(', ')}`);
    }
  }
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  for (const file of ['action.yml', 'README.md', 'LICENSE'])
    await cp(path.join(root, file), path.join(target, file)).catch(() => undefined);
  await cp(path.join(root, 'dist'), path.join(target, 'dist'), { recursive: true });
  await copyRuntime(target, platforms);
  const files = await readdir(path.join(target, 'node_modules/onnxruntime-node/bin/napi-v6'));
  process.stdout.write(`release layout in ${target} (${files.join(', ')})\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [outDir = path.join(root, 'release'), ...platforms] = process.argv.slice(2);
  await buildReleaseLayout(path.resolve(outDir), platforms.length ? platforms : RELEASE_PLATFORMS);
}
