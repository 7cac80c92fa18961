// Computes the pinned hashes of the GPU provider package for the bundled onnxruntime version (docs/development.md,
// "Release checklist"): downloads it from a feed that publishes a catalog hash, verifies it against that hash,
// extracts the libraries and prints the entry for src/gpu/provision/pinned-hashes.ts. Nothing is cached.
//   node build/scripts/pin-gpu-hashes.js [--feed URL] [--check]
// --check compares with the table in the source instead, and exits 1 when the entry is missing or differs.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gpuPackage } from '../src/gpu/provision/ort-gpu-package.js';
import { PINNED_GPU_PACKAGES, PINNED_RUNTIMES, pinnedPackage } from '../src/gpu/provision/pinned-hashes.js';
import { provisionFromFeed } from '../src/gpu/provision/provision.js';

const say = (line: string) => process.stdout.write(`${line}\n`);

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { feed: { type: 'string' }, check: { type: 'boolean' } } });
  const pkg = gpuPackage();
  const feed = values.feed ?? pkg.defaultFeed;
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-pin-'));
  process.env.RUNNER_TOOL_CACHE = path.join(scratch, 'cache');
  process.env.RUNNER_TEMP = path.join(scratch, 'temp');
  try {
    // With no pinned table the package is checked against the catalog of `feed`, which must publish one.
    const libs = await provisionFromFeed(feed, { pinned: {} });
    const runtime = libs.files.find((f) => f.file === 'libonnxruntime.so.1');
    const providers = libs.files.filter((f) => f !== runtime);
    const computed = {
      packageSha512: libs.packageSha512 ?? '',
      files: Object.fromEntries(providers.map((f) => [f.file, f.sha256])),
    };
    await rm(libs.dir, { recursive: true, force: true });
    if (values.check) {
      const pinned = pinnedPackage(pkg.name, pkg.version);
      const same =
        pinned !== undefined &&
        pinned.packageSha512 === computed.packageSha512 &&
        JSON.stringify(Object.entries(pinned.files).sort()) === JSON.stringify(Object.entries(computed.files).sort()) &&
        PINNED_RUNTIMES[pkg.version] === runtime?.sha256;
      say(
        same
          ? `${pkg.name} ${pkg.version}: the pinned hashes match the package on ${feed}`
          : `${pkg.name} ${pkg.version}: ${pinned ? 'the pinned hashes differ from' : 'no pinned hashes for'} the package on ${feed}; run 'npm run pin-gpu-hashes' and put its output into src/gpu/provision/pinned-hashes.ts`,
      );
      return same ? 0 : 1;
    }
    say(`// From ${feed}, checked against its catalog (SHA-512 ${computed.packageSha512}).`);
    say('// PINNED_GPU_PACKAGES:');
    say(`'${pkg.name} ${pkg.version}': {`);
    say(`  packageSha512: '${computed.packageSha512}',`);
    say('  files: {');
    for (const [file, sha] of Object.entries(computed.files).sort()) say(`    '${file}': '${sha}',`);
    say('  },');
    say('},');
    say('// PINNED_RUNTIMES:');
    say(`'${pkg.version}': '${runtime?.sha256 ?? ''}',`);
    if (Object.keys(PINNED_GPU_PACKAGES).length === 0) say('// (the table in the source is empty today)');
    return 0;
  } catch (error) {
    say(`error: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

process.exitCode = await main();
