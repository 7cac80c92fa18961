// Builds the release layout users get with `uses: org/latency-gate@v1`: action.yml, dist/ and, beside them,
// node_modules/onnxruntime-node + onnxruntime-common with the binaries of linux-x64 only, the platform of
// GitHub's default runners. Runners do not run `npm install` for JavaScript actions, and the native binding cannot
// be bundled, so it ships as files; every job of a matrix downloads the layout, so it carries one platform, and a
// runner on another platform fetches its binaries from the npm registry on first use (src/runtime/ort-binding.ts,
// docs/publishing.md, "What the release carries").
//   node build/scripts/release-layout.js [outDir] [platform ...]   (platforms like linux-arm64; default: linux-x64)
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BINDING_DIR_VARIABLE } from '../src/runtime/worker-runtime.js';

/** The platforms the release workflow smoke-tests, and that a layout may carry. */
export const RELEASE_PLATFORMS = ['linux-x64', 'linux-arm64', 'win32-x64', 'darwin-arm64'] as const;
export const DEFAULT_PLATFORMS = ['linux-x64'] as const;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The one line of onnxruntime-node's dist/binding.js that loads the native binding, relative to itself. */
const BINDING_REQUIRE = 'require(`../bin/napi-v6/${process.platform}/${process.arch}/onnxruntime_binding.node`)';

/**
 * The same line, reading the directory of provisioned binaries when the action names one. The variable reaches
 * the benchmark worker only from the action itself (src/child-env.ts passes no inherited value of it), and the
 * files it names have been checked against their pinned hashes in this run.
 */
const PROVISIONED_REQUIRE = `require(process.env.${BINDING_DIR_VARIABLE} ? require('node:path').join(process.env.${BINDING_DIR_VARIABLE}, 'onnxruntime_binding.node') : \`../bin/napi-v6/\${process.platform}/\${process.arch}/onnxruntime_binding.node\`)`;

/** Keeps only what `require('onnxruntime-node')` loads at run time: its dist/, package.json, LICENSE and the chosen binaries. */
export async function copyRuntime(target: string, platforms: readonly string[]): Promise<void> {
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
  const bindingPath = path.join(ortTarget, 'dist/binding.js');
  const binding = await readFile(bindingPath, 'utf8');
  // A new onnxruntime-node that loads its binding differently must be looked at, not shipped unable to load.
  if (binding.split(BINDING_REQUIRE).length !== 2)
    throw new Error(`onnxruntime-node's dist/binding.js no longer has the line ${BINDING_REQUIRE}`);
  await writeFile(bindingPath, binding.replace(BINDING_REQUIRE, PROVISIONED_REQUIRE));
  // The install script (CUDA download) never runs from the release: drop it so nothing tries to.
  const pkgPath = path.join(ortTarget, 'package.json');
  const pkg = JSON.parse(await readFile(pkgPath, 'utf8')) as Record<string, unknown>;
  delete pkg.scripts;
  delete pkg.devDependencies;
  await writeFile(pkgPath, `${JSON.stringify(pkg, null, 2)}\n`);
  await cp(path.join(root, 'node_modules/onnxruntime-common'), path.join(target, 'node_modules/onnxruntime-common'), {
    recursive: true,
  });
}

export async function buildReleaseLayout(
  target: string,
  platforms: readonly string[] = DEFAULT_PLATFORMS,
  dist = path.join(root, 'dist'),
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
  await cp(dist, path.join(target, 'dist'), { recursive: true });
  await copyRuntime(target, platforms);
  const files = await readdir(path.join(target, 'node_modules/onnxruntime-node/bin/napi-v6')).catch(() => []);
  process.stdout.write(`release layout in ${target} (${files.join(', ') || 'no platform binaries'})\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [outDir = path.join(root, 'release'), ...platforms] = process.argv.slice(2);
  await buildReleaseLayout(path.resolve(outDir), platforms.length ? platforms : DEFAULT_PLATFORMS);
}
