// Provisioning against a loopback NuGet v3 feed: download, verification on every use (against the feed's
// catalog, read again each run, or against pinned hashes), extraction into a private directory per run, and
// a tool cache keyed by the feed that holds only the package and is never trusted.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { LibraryMismatchError, ZipFormatError } from '../../src/errors.js';
import { readElf } from '../../src/gpu/provision/elf.js';
import { provisionFromDirectory } from '../../src/gpu/provision/directory.js';
import { gpuPackage } from '../../src/gpu/provision/ort-gpu-package.js';
import { cacheArch, TOOL_NAME } from '../../src/gpu/provision/package-cache.js';
import { PINNED_RUNTIMES, type PinnedPackages } from '../../src/gpu/provision/pinned-hashes.js';
import { provisionFromFeed } from '../../src/gpu/provision/provision.js';
import { bundledRuntimeDir } from '../../src/gpu/provision/runtime-files.js';
import { extractZipEntry, zipFileEntries } from '../../src/zip.js';
import { gpuNupkg, STAND_IN_CUDA_NEEDS } from '../fixtures/gpu/nupkg.js';
import { standInElf } from '../fixtures/gpu/stand-in-elf.js';
import { zerosDeflated, zipOf } from '../fixtures/zip-writer.js';
import { startFeed, type Feed } from '../fixtures/gpu/nuget-server.js';

let scratch: string;
const feeds: Feed[] = [];
const NATIVE = 'runtimes/linux-x64/native';
const KEY = 'Microsoft.ML.OnnxRuntime.Gpu.Linux 1.30.0';

before(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'lg-provision-'));
  process.env.RUNNER_TEMP = path.join(scratch, 'temp');
});
beforeEach(async () => {
  // Each test gets an empty tool cache unless it says otherwise.
  process.env.RUNNER_TOOL_CACHE = await mkdtemp(path.join(scratch, 'cache-'));
});
after(async () => {
  await Promise.all(feeds.map((f) => f.close()));
  await rm(scratch, { recursive: true, force: true });
});

async function feed(options: Parameters<typeof startFeed>[0]): Promise<Feed> {
  const f = await startFeed(options);
  feeds.push(f);
  return f;
}

const downloads = (f: Feed) => f.requests.filter((r) => r.endsWith('.nupkg')).length;
const catalogReads = (f: Feed) => f.requests.filter((r) => r.includes('/registration5-semver1/')).length;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sha512 = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');
/** Private directories left in RUNNER_TEMP: every failure must remove the one it made. */
const privateDirs = async () =>
  (await readdir(process.env.RUNNER_TEMP!).catch(() => [])).filter((d) => d.startsWith('latency-gate-gpu-'));

/** The pinned table for a fixture package, as scripts/pin-gpu-hashes.ts would compute it from the real one. */
function pinsFor(nupkg: Buffer, files: Record<string, Buffer>): PinnedPackages {
  return {
    [KEY]: {
      packageSha512: sha512(nupkg),
      files: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, sha256(bytes)])),
    },
  };
}

const STAND_INS = {
  'libonnxruntime_providers_shared.so': standInElf({
    soname: 'libonnxruntime_providers_shared.so',
    needed: ['libc.so.6'],
  }),
  'libonnxruntime_providers_cuda.so': standInElf({
    soname: 'libonnxruntime_providers_cuda.so',
    needed: STAND_IN_CUDA_NEEDS,
  }),
  'libonnxruntime_providers_tensorrt.so': standInElf({
    soname: 'libonnxruntime_providers_tensorrt.so',
    needed: ['libonnxruntime_providers_shared.so', 'libnvinfer.so.10', 'libc.so.6'],
  }),
};

test("the package description is onnxruntime-node's own: name, exact version, files, default feed", () => {
  const pkg = gpuPackage();
  assert.equal(pkg.name, 'Microsoft.ML.OnnxRuntime.Gpu.Linux');
  assert.equal(pkg.version, JSON.parse(readFileSync('node_modules/onnxruntime-node/package.json', 'utf8')).version);
  assert.deepEqual(pkg.files.map((f) => f.file).sort(), [
    'libonnxruntime_providers_cuda.so',
    'libonnxruntime_providers_shared.so',
    'libonnxruntime_providers_tensorrt.so',
  ]);
  assert.ok(pkg.files.every((f) => f.pathInPackage === `${NATIVE}/${f.file}`));
  assert.equal(pkg.defaultFeed, 'https://api.nuget.org/v3/index.json');
});

test('the pinned runtime hash is the bundled libonnxruntime.so.1 of this onnxruntime-node', () => {
  const bundled = readFileSync(path.join(bundledRuntimeDir(), 'libonnxruntime.so.1'));
  assert.equal(PINNED_RUNTIMES[gpuPackage().version], sha256(bundled));
});

test('downloads, checks the catalog hash, extracts into a private directory, and caches only the package', async () => {
  const nupkg = gpuNupkg();
  const f = await feed({ nupkg });
  const libs = await provisionFromFeed(f.url);
  assert.equal(libs.source, 'downloaded');
  assert.equal(libs.verifiedAgainst, 'catalog');
  assert.equal(libs.packageSha512, sha512(nupkg));
  assert.ok(libs.dir.startsWith(path.join(process.env.RUNNER_TEMP!, 'latency-gate-gpu-')), libs.dir);
  // The runtime copy is the bundled one, byte for byte; the providers are the package's.
  assert.deepEqual(
    await readFile(path.join(libs.dir, 'libonnxruntime.so.1')),
    await readFile(path.join(bundledRuntimeDir(), 'libonnxruntime.so.1')),
  );
  assert.deepEqual(
    (await readElf(path.join(libs.dir, 'libonnxruntime_providers_cuda.so')))?.needed,
    STAND_IN_CUDA_NEEDS,
  );
  // Every file the child will load is listed with the hash of the bytes on disk.
  assert.deepEqual(
    libs.files.map((file) => file.file).sort(),
    [...Object.keys(STAND_INS), 'libonnxruntime.so.1'].sort(),
  );
  for (const file of libs.files)
    assert.equal(file.sha256, sha256(await readFile(path.join(libs.dir, file.file))), file.file);
  // The cache holds the package under a key that names the feed, and nothing else.
  const entry = path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME, '1.30.0', cacheArch(f.url));
  assert.deepEqual(await readdir(entry), ['package.nupkg']);
  assert.deepEqual(await readFile(path.join(entry, 'package.nupkg')), nupkg);

  const again = await provisionFromFeed(f.url);
  assert.equal(again.source, 'tool-cache');
  assert.equal(again.verifiedAgainst, 'catalog');
  assert.notEqual(again.dir, libs.dir, 'every run gets its own directory');
  assert.equal(downloads(f), 1, 'the second run must not download');
  assert.equal(catalogReads(f), 2, 'the catalog is read again on every run, cache hit or not');
  await rm(libs.dir, { recursive: true });
  await rm(again.dir, { recursive: true });
});

test('the cache key includes the feed: a package one feed served is never used for another', async () => {
  const hostile = await feed({
    nupkg: gpuNupkg({
      libraries: { 'libonnxruntime_providers_cuda.so': STAND_INS['libonnxruntime_providers_tensorrt.so'] },
    }),
  });
  const honest = await feed({ nupkg: gpuNupkg() });
  const first = await provisionFromFeed(hostile.url);
  const second = await provisionFromFeed(honest.url);
  assert.equal(second.source, 'downloaded', 'the other feed downloads its own package');
  assert.notEqual(
    first.files.find((f) => f.file === 'libonnxruntime_providers_cuda.so')?.sha256,
    second.files.find((f) => f.file === 'libonnxruntime_providers_cuda.so')?.sha256,
  );
  assert.equal(downloads(honest), 1);
  await rm(first.dir, { recursive: true });
  await rm(second.dir, { recursive: true });
});

test('an entry planted in the old cache layout (libraries and a provenance file) is never used', async () => {
  const old = path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME, '1.30.0', 'x64');
  await mkdir(old, { recursive: true });
  for (const [name, bytes] of Object.entries(STAND_INS)) await writeFile(path.join(old, name), bytes);
  await copyFile(path.join(bundledRuntimeDir(), 'libonnxruntime.so.1'), path.join(old, 'libonnxruntime.so.1'));
  await writeFile(path.join(old, 'latency-gate-provenance.json'), '{"verifiedAgainst":"published-sha512"}');
  await writeFile(`${old}.complete`, '');
  const f = await feed({ nupkg: gpuNupkg() });
  const libs = await provisionFromFeed(f.url);
  assert.equal(libs.source, 'downloaded');
  assert.ok(!libs.dir.startsWith(old));
  await rm(libs.dir, { recursive: true });
});

test('a cached package that was changed is refused, names the file, and nothing in it is extracted', async () => {
  const f = await feed({ nupkg: gpuNupkg() });
  const libs = await provisionFromFeed(f.url);
  await rm(libs.dir, { recursive: true });
  const cached = path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME, '1.30.0', cacheArch(f.url), 'package.nupkg');
  // A valid package with the right name and version, and other libraries in it.
  await writeFile(
    cached,
    gpuNupkg({ libraries: { 'libonnxruntime_providers_shared.so': STAND_INS['libonnxruntime_providers_cuda.so'] } }),
  );
  await assert.rejects(provisionFromFeed(f.url), (error: Error) => {
    assert.ok(error instanceof LibraryMismatchError, String(error));
    assert.ok(error.message.includes(`'${cached}'`), error.message);
    assert.match(
      error.message,
      /does not have the SHA-512 the catalog of 'gpu-feed' .* publishes .*, so nothing in it was loaded; .*delete '/,
    );
    return true;
  });
  assert.deepEqual(await privateDirs(), [], 'no private directory is left with extracted files');
  assert.equal(downloads(f), 1, 'never silently replaced by a new download');
});

test('a cached package is not used when the feed cannot be reached to vouch for it', async () => {
  const f = await feed({ nupkg: gpuNupkg() });
  await rm((await provisionFromFeed(f.url)).dir, { recursive: true });
  await f.close();
  feeds.splice(feeds.indexOf(f), 1);
  await assert.rejects(provisionFromFeed(f.url), /could not be reached .*set 'gpu-libs' to a directory/);
});

test('a mirror that publishes no hash is refused, pointing at a gpu-libs directory trusted as given', async () => {
  const f = await feed({ nupkg: gpuNupkg(), noRegistration: true });
  await assert.rejects(
    provisionFromFeed(f.url),
    /publishes no hash for Microsoft\.ML\.OnnxRuntime\.Gpu\.Linux 1\.30\.0 \(the feed has no registration resource, so no published hash\) and latency-gate pins none for this version, so its package cannot be verified; .*set 'gpu-libs' to that directory, which is then trusted as given/,
  );
  assert.equal(downloads(f), 0, 'nothing unverifiable is even downloaded');
  assert.equal(existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME)), false);
});

test('pinned hashes: verified without the catalog, on a cache hit too; a pinned file that differs is refused', async () => {
  const nupkg = gpuNupkg();
  const f = await feed({ nupkg, noRegistration: true });
  const pinned = pinsFor(nupkg, STAND_INS);
  const libs = await provisionFromFeed(f.url, { pinned });
  assert.equal(libs.verifiedAgainst, 'pinned');
  const again = await provisionFromFeed(f.url, { pinned });
  assert.equal(again.source, 'tool-cache');
  assert.equal(again.verifiedAgainst, 'pinned');
  assert.equal(f.requests.length, 3, 'index, versions and the package once: a pinned cache hit needs no feed');
  await rm(libs.dir, { recursive: true });
  await rm(again.dir, { recursive: true });

  // The package hash is pinned and right, but the table says another CUDA provider: refused, never loaded.
  const wrongFile = pinsFor(nupkg, { ...STAND_INS, 'libonnxruntime_providers_cuda.so': Buffer.from('other') });
  await assert.rejects(provisionFromFeed(f.url, { pinned: wrongFile }), (error: Error) => {
    assert.ok(error instanceof LibraryMismatchError);
    assert.match(
      error.message,
      /^runtimes\/linux-x64\/native\/libonnxruntime_providers_cuda\.so in .* has SHA-256 [0-9a-f]{64}, not the [0-9a-f]{64} latency-gate pins for it, so it was not loaded/,
    );
    return true;
  });
  assert.deepEqual(await privateDirs(), []);
});

test('pinned hashes: a feed that serves another package is refused and nothing is cached', async () => {
  const genuine = gpuNupkg();
  const f = await feed({
    nupkg: gpuNupkg({
      libraries: { 'libonnxruntime_providers_cuda.so': STAND_INS['libonnxruntime_providers_shared.so'] },
    }),
  });
  await assert.rejects(
    provisionFromFeed(f.url, { pinned: pinsFor(genuine, STAND_INS) }),
    /^LibraryMismatchError: 'gpu-feed' http:\/\/127\.0\.0\.1:\d+\/v3\/index\.json sent a .*\.nupkg whose SHA-512 differs from the one latency-gate pins, so nothing in it was loaded/,
  );
  assert.equal(existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME)), false);
});

test('a private runtime copy that is not the pinned runtime is refused, naming it', async () => {
  const f = await feed({ nupkg: gpuNupkg() });
  await assert.rejects(
    provisionFromFeed(f.url, { pinnedRuntimes: { '1.30.0': '0'.repeat(64) } }),
    /^LibraryMismatchError: The private copy of libonnxruntime\.so\.1 made from '.*' has SHA-256 [0-9a-f]{64}, not the 0{64} latency-gate pins for onnxruntime 1\.30\.0, so it was not loaded/,
  );
  assert.deepEqual(await privateDirs(), []);
});

const failures: [string, () => Promise<Feed>, RegExp][] = [
  [
    'a hash that differs from the published one',
    () => feed({ nupkg: gpuNupkg(), publishedHash: Buffer.alloc(64).toString('base64') }),
    /SHA-512 differs from the one its catalog publishes/,
  ],
  [
    'a download cut short',
    () => feed({ nupkg: gpuNupkg(), truncateAt: 100 }),
    /broke off (before|while) sending|sent 100 bytes/,
  ],
  [
    'a download longer than the catalog says, stopped at the first byte over',
    () => feed({ nupkg: gpuNupkg(), publishedSize: 1000 }),
    /sent more than the 1000 bytes a package may have/,
  ],
  [
    'a feed without the exact version',
    () => feed({ nupkg: gpuNupkg(), version: '1.29.1' }),
    /has no Microsoft\.ML\.OnnxRuntime\.Gpu\.Linux 1\.30\.0/,
  ],
  [
    'another package under the right name',
    () => feed({ nupkg: gpuNupkg({ id: 'Evil.Package' }) }),
    /\.nuspec says Evil\.Package 1\.30\.0/,
  ],
  [
    'a package without the CUDA provider',
    () => feed({ nupkg: gpuNupkg({ omit: `${NATIVE}/libonnxruntime_providers_cuda.so` }) }),
    /has no runtimes\/linux-x64\/native\/libonnxruntime_providers_cuda\.so/,
  ],
  [
    'a provider that is not a shared library',
    () =>
      feed({
        nupkg: zipOf([
          {
            name: 'Microsoft.ML.OnnxRuntime.Gpu.Linux.nuspec',
            data: Buffer.from('<id>Microsoft.ML.OnnxRuntime.Gpu.Linux</id><version>1.30.0</version>'),
          },
          ...['shared', 'cuda', 'tensorrt'].map((p) => ({
            name: `${NATIVE}/libonnxruntime_providers_${p}.so`,
            data: Buffer.from('not an ELF'),
          })),
        ]),
      }),
    /is not an x86-64 shared library/,
  ],
  [
    'an entry that declares more than any provider library (3 GB), before inflating anything',
    () =>
      feed({ nupkg: gpuNupkg({ entries: { [`${NATIVE}/libonnxruntime_providers_cuda.so`]: { declaredSize: 3e9 } } }) }),
    /libonnxruntime_providers_cuda\.so declares 3000000000 bytes, more than the 2147483648 allowed/,
  ],
];

for (const [name, start, message] of failures) {
  test(`refuses ${name}, in one sentence naming 'gpu-feed'`, async () => {
    const f = await start();
    await assert.rejects(provisionFromFeed(f.url), (error: Error) => {
      assert.match(error.message, /^'gpu-feed' http:\/\/127\.0\.0\.1:\d+\/v3\/index\.json /);
      assert.match(error.message, message);
      assert.equal(error.message.split('; ').length <= 3 && !error.message.includes('\n'), true);
      return true;
    });
    assert.equal(existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME)), false, 'nothing broken is cached');
    assert.deepEqual(await privateDirs(), []);
  });
}

test('an inflating bomb: a 400 KB package whose library inflates to 400 MB stops at its declared size', async () => {
  const body = await zerosDeflated(400);
  assert.ok(body.length < 500_000, `${body.length} bytes on the wire`);
  const nupkg = gpuNupkg({
    entries: { [`${NATIVE}/libonnxruntime_providers_cuda.so`]: { deflated: body, declaredSize: 4096, crc: 0 } },
  });
  const f = await feed({ nupkg });
  await assert.rejects(
    provisionFromFeed(f.url),
    /sent a broken .* package \(runtimes\/linux-x64\/native\/libonnxruntime_providers_cuda\.so inflates past the 4096 bytes its header declares\)/,
  );
  assert.deepEqual(await privateDirs(), []);
  // The same entry extracted where the test can look: inflating all of it would write 400 MB; the reader stops at
  // the first chunk past the declared size and never writes a byte beyond it.
  const file = path.join(scratch, 'bomb.nupkg');
  await writeFile(file, nupkg);
  const entry = (await zipFileEntries(file)).find((e) => e.name.endsWith('providers_cuda.so'));
  assert.ok(entry);
  const target = path.join(scratch, 'bomb.so');
  await assert.rejects(extractZipEntry(file, entry, target), (error: ZipFormatError) => error.problem === 'too-large');
  assert.ok(statSync(target).size <= 4096, `${statSync(target).size} bytes written`);
});

test('a corrupted entry fails its CRC check', async () => {
  const good = gpuNupkg();
  // Flip a byte inside the stored (uncompressed) TensorRT stand-in: the zip stays readable, the CRC does not match.
  const at = good.indexOf(Buffer.from('libnvinfer.so.10'));
  const bad = Buffer.from(good);
  bad[at] = bad[at]! ^ 0xff;
  const f = await feed({ nupkg: bad });
  await assert.rejects(provisionFromFeed(f.url), /libonnxruntime_providers_tensorrt\.so fails its CRC-32\/size check/);
});

test('an unreachable feed says so and points at gpu-libs', async () => {
  const closed = await startFeed({ nupkg: Buffer.alloc(0) });
  await closed.close();
  await assert.rejects(
    provisionFromFeed(closed.url),
    /'gpu-feed' http:\/\/127\.0\.0\.1:\d+\/v3\/index\.json could not be reached \(.*ECONNREFUSED.*set 'gpu-libs' to a directory/,
  );
});

test('a gpu-libs directory: hashed on every run, trusted as given unless its files are the pinned ones', async () => {
  const dir = path.join(scratch, 'gpu-libs');
  await mkdir(dir, { recursive: true });
  for (const [name, bytes] of Object.entries(STAND_INS)) await writeFile(path.join(dir, name), bytes);
  const given = await provisionFromDirectory(dir, 'tensorrt');
  assert.equal(given.verifiedAgainst, 'unverified-directory');
  assert.equal(given.source, 'directory');
  assert.equal(
    given.files.find((f) => f.file === 'libonnxruntime_providers_cuda.so')?.sha256,
    sha256(STAND_INS['libonnxruntime_providers_cuda.so']),
  );
  assert.ok(
    given.files.some((f) => f.file === 'libonnxruntime.so.1'),
    'the runtime copy is listed too',
  );
  const pinned = await provisionFromDirectory(dir, 'tensorrt', { pinned: pinsFor(gpuNupkg(), STAND_INS) });
  assert.equal(pinned.verifiedAgainst, 'pinned');
  await writeFile(path.join(dir, 'libonnxruntime_providers_cuda.so'), STAND_INS['libonnxruntime_providers_shared.so']);
  const changed = await provisionFromDirectory(dir, 'tensorrt', { pinned: pinsFor(gpuNupkg(), STAND_INS) });
  assert.equal(changed.verifiedAgainst, 'unverified-directory', 'a file that changed is no longer the pinned one');
  for (const libs of [given, pinned, changed]) await rm(libs.dir, { recursive: true });
});

test("the run's signal stops provisioning: its reason is thrown, no download is kept, no directory is left", async () => {
  const f = await feed({ nupkg: gpuNupkg() });
  const stop = new AbortController();
  const provisioning = provisionFromFeed(f.url, {}, stop.signal);
  stop.abort('SIGTERM');
  await assert.rejects(provisioning, (reason: unknown) => reason === 'SIGTERM');
  assert.deepEqual(
    (await readdir(process.env.RUNNER_TEMP!)).filter((d) => /^latency-gate-(gpu|nupkg)-/.test(d)),
    [],
  );
  assert.equal(existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME)), false, 'nothing cached');
});

test('a FIFO in place of the cached package is refused at once, never opened for a blocking read', async () => {
  const f = await feed({ nupkg: gpuNupkg() });
  await rm((await provisionFromFeed(f.url)).dir, { recursive: true });
  const cached = path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME, '1.30.0', cacheArch(f.url), 'package.nupkg');
  await rm(cached);
  execFileSync('mkfifo', [cached]);
  await assert.rejects(provisionFromFeed(f.url), LibraryMismatchError);
  assert.deepEqual(await privateDirs(), []);
});
