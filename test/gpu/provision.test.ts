// Provisioning against a loopback NuGet v3 feed: download, verification (size, SHA-512, zip CRC, .nuspec),
// extraction beside a private runtime copy, and the tool cache (a second run downloads nothing).
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { readElf } from '../../src/gpu/provision/elf.js';
import { gpuPackage } from '../../src/gpu/provision/ort-gpu-package.js';
import { provisionFromFeed } from '../../src/gpu/provision/provision.js';
import { bundledRuntimeDir } from '../../src/gpu/provision/runtime-files.js';
import { gpuNupkg, STAND_IN_CUDA_NEEDS } from '../fixtures/gpu/nupkg.js';
import { zipOf } from '../fixtures/zip-writer.js';
import { startFeed, type Feed } from '../fixtures/gpu/nuget-server.js';

let scratch: string;
const feeds: Feed[] = [];

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

test("the package description is onnxruntime-node's own: name, exact version, files, default feed", () => {
  const pkg = gpuPackage();
  assert.equal(pkg.name, 'Microsoft.ML.OnnxRuntime.Gpu.Linux');
  assert.equal(pkg.version, JSON.parse(readFileSync('node_modules/onnxruntime-node/package.json', 'utf8')).version);
  assert.deepEqual(pkg.files.map((f) => f.file).sort(), [
    'libonnxruntime_providers_cuda.so',
    'libonnxruntime_providers_shared.so',
    'libonnxruntime_providers_tensorrt.so',
  ]);
  assert.ok(pkg.files.every((f) => f.pathInPackage === `runtimes/linux-x64/native/${f.file}`));
  assert.equal(pkg.defaultFeed, 'https://api.nuget.org/v3/index.json');
});

test('downloads, verifies against the published SHA-512, extracts beside a private runtime copy, and caches', async () => {
  const f = await feed({ nupkg: gpuNupkg() });
  const libs = await provisionFromFeed(f.url);
  assert.equal(libs.source, 'downloaded');
  assert.equal(libs.download?.verifiedAgainst, 'published-sha512');
  assert.ok(libs.dir.startsWith(process.env.RUNNER_TOOL_CACHE!), libs.dir);
  assert.ok(existsSync(path.join(libs.dir, '..', 'x64.complete')), 'tool-cache completion marker');
  // The runtime copy is the bundled one, byte for byte; the providers are the package's.
  assert.deepEqual(
    await readFile(path.join(libs.dir, 'libonnxruntime.so.1')),
    await readFile(path.join(bundledRuntimeDir(), 'libonnxruntime.so.1')),
  );
  assert.deepEqual(
    (await readElf(path.join(libs.dir, 'libonnxruntime_providers_cuda.so')))?.needed,
    STAND_IN_CUDA_NEEDS,
  );
  assert.equal(libs.files.length, 3);
  assert.ok(libs.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256) && file.bytes > 0));

  const downloads = f.requests.filter((r) => r.endsWith('.nupkg')).length;
  const again = await provisionFromFeed(f.url);
  assert.equal(again.source, 'tool-cache');
  assert.equal(again.dir, libs.dir);
  assert.equal(f.requests.filter((r) => r.endsWith('.nupkg')).length, downloads, 'the second run must not download');
  assert.equal(again.download?.verifiedAgainst, 'published-sha512', 'the cache keeps how the files were verified');
});

test('a mirror without registrations is verified by the zip alone, and the record says so', async () => {
  const f = await feed({ nupkg: gpuNupkg(), noRegistration: true });
  const libs = await provisionFromFeed(f.url);
  assert.equal(libs.download?.verifiedAgainst, 'zip-integrity-only');
  assert.match(libs.download?.note ?? '', /no registration resource/);
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
    'a feed without the exact version',
    () => feed({ nupkg: gpuNupkg(), version: '1.29.1' }),
    /has no Microsoft\.ML\.OnnxRuntime\.Gpu\.Linux 1\.30\.0/,
  ],
  [
    'another package under the right name',
    () => feed({ nupkg: gpuNupkg({ id: 'Evil.Package' }), noRegistration: true }),
    /\.nuspec says Evil\.Package 1\.30\.0/,
  ],
  [
    'a package without the CUDA provider',
    () =>
      feed({
        nupkg: gpuNupkg({ omit: 'runtimes/linux-x64/native/libonnxruntime_providers_cuda.so' }),
        noRegistration: true,
      }),
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
            name: `runtimes/linux-x64/native/libonnxruntime_providers_${p}.so`,
            data: Buffer.from('not an ELF'),
          })),
        ]),
        noRegistration: true,
      }),
    /is not an x86-64 shared library/,
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
    assert.equal(
      existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, 'latency-gate-onnxruntime-gpu')),
      false,
      'nothing broken is cached',
    );
  });
}

test('a corrupted entry fails its CRC check', async () => {
  const good = gpuNupkg();
  // Flip a byte inside the stored (uncompressed) TensorRT stand-in: the zip stays readable, the CRC does not match.
  const at = good.indexOf(Buffer.from('libnvinfer.so.10'));
  const bad = Buffer.from(good);
  bad[at] = bad[at]! ^ 0xff;
  const f = await feed({ nupkg: bad, noRegistration: true });
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
