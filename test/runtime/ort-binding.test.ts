// The download route for onnxruntime-node's binaries against a loopback npm registry serving a real tarball built
// from the installed package: integrity checked against the pin, only this platform's files extracted, cached and
// reused without a request, a cache or registry that lies refused, a registry that is down named with the fix,
// and the release layout's onnxruntime-node loading the provisioned binary in a child process.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { LibraryMismatchError, UserError } from '../../src/errors.js';
import { provisionOrtBinding, TOOL_NAME } from '../../src/runtime/ort-binding.js';
import { ORT_PACKAGE_PIN, type OrtPackagePin } from '../../src/runtime/ort-package-pin.js';
import { DEFAULT_REGISTRY, npmRegistry } from '../../src/runtime/registry.js';
import { BINDING_DIR_VARIABLE } from '../../src/runtime/worker-runtime.js';
import { computeOrtPin } from '../../scripts/pin-ort-package.js';
import { copyRuntime } from '../../scripts/release-layout.js';
import { closedRegistry, startRegistry, type Registry } from '../fixtures/npm/registry.js';
import { INSTALLED_ORT, writeOrtTarball } from '../fixtures/npm/ort-tarball.js';
import { writeMlp } from '../fixtures/onnx/index.js';
import { runProcess, tempDir } from '../helpers/cli.js';

const PLATFORM = 'linux-x64';
const FILES = ORT_PACKAGE_PIN.platforms[PLATFORM]!;
let scratch: string;
let tarball: string;
let pin: OrtPackagePin;
const registries: Registry[] = [];

before(async () => {
  scratch = await tempDir('lg-ort-binding-');
  process.env.RUNNER_TEMP = path.join(scratch, 'temp');
  tarball = path.join(scratch, 'onnxruntime-node.tgz');
  // The real package's layout and files; another platform's binary rides along, as in the real tarball.
  const integrity = await writeOrtTarball(tarball, [PLATFORM, 'linux-arm64']);
  pin = { ...ORT_PACKAGE_PIN, integrity };
});
beforeEach(async () => {
  process.env.RUNNER_TOOL_CACHE = await tempDir('cache-', scratch);
});
after(async () => {
  await Promise.all(registries.map((r) => r.close()));
});

async function registry(file = tarball, prefix = ''): Promise<Registry> {
  const r = await startRegistry(file, pin, prefix);
  registries.push(r);
  return r;
}

const privateDirs = async () =>
  (await readdir(process.env.RUNNER_TEMP!).catch(() => [])).filter((d) => d.startsWith('latency-gate-'));

test('the pinned package is the one package-lock.json and the installed onnxruntime-node describe', async () => {
  assert.deepEqual(ORT_PACKAGE_PIN, await computeOrtPin(), 'run npm run pin-ort-package');
  assert.deepEqual(
    Object.keys(FILES).sort(),
    (await readdir(path.join(INSTALLED_ORT, 'bin/napi-v6/linux/x64'))).sort(),
  );
});

test('downloads, verifies and extracts only this platform into the tool cache; the next run makes no request', async () => {
  const r = await registry(tarball, '/npm');
  const first = await provisionOrtBinding({ platform: PLATFORM, pin, registry: r.url });
  assert.equal(first.source, 'downloaded');
  assert.deepEqual(r.requests, ['/npm/onnxruntime-node/-/onnxruntime-node-1.30.0.tgz']);
  assert.deepEqual((await readdir(first.dir)).sort(), Object.keys(FILES).sort());
  for (const name of Object.keys(FILES)) {
    assert.deepEqual(
      await readFile(path.join(first.dir, name)),
      await readFile(path.join(INSTALLED_ORT, 'bin/napi-v6/linux/x64', name)),
    );
  }
  const cached = path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME, pin.version, PLATFORM);
  assert.deepEqual((await readdir(cached)).sort(), Object.keys(FILES).sort(), 'the other platform is not kept');
  assert.ok(existsSync(`${cached}.complete`));

  const second = await provisionOrtBinding({ platform: PLATFORM, pin, registry: r.url });
  assert.equal(second.source, 'tool-cache');
  assert.notEqual(second.dir, first.dir, 'each process gets its own copy');
  assert.equal(r.requests.length, 1, 'no request on a cache hit');
});

test('a tarball that does not match the lockfile integrity is refused, and nothing is cached or left', async () => {
  const other = path.join(scratch, 'other.tgz');
  await writeOrtTarball(other, [PLATFORM], { 'package/extra.txt': Buffer.from('not the published package') });
  const r = await registry(other);
  const before = await privateDirs();
  await assert.rejects(
    provisionOrtBinding({ platform: PLATFORM, pin, registry: r.url }),
    (error: unknown) =>
      error instanceof LibraryMismatchError &&
      error.message ===
        `The npm registry ${r.url} sent a onnxruntime-node 1.30.0 package whose SHA-512 differs from the integrity package-lock.json records for it, so nothing in it was loaded; if npm_config_registry points at a mirror, check what it serves`,
  );
  assert.ok(!existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME)), 'nothing cached');
  assert.deepEqual(await privateDirs(), before, 'no directory left behind');
});

test('a package whose files differ from the pins is refused even when it matches the integrity', async () => {
  const r = await registry();
  const [name, file] = Object.entries(FILES)[0]!;
  const wrong = { ...pin, platforms: { [PLATFORM]: { ...FILES, [name]: { ...file, sha512: 'A'.repeat(86) + '==' } } } };
  await assert.rejects(
    provisionOrtBinding({ platform: PLATFORM, pin: wrong, registry: r.url }),
    (error: unknown) =>
      error instanceof LibraryMismatchError &&
      /matches its lockfile integrity but not latency-gate's pins for linux-x64 \(package\/bin\/napi-v6\/linux\/x64\/\S+ differs from its pinned hash\)/.test(
        error.message,
      ),
  );
  assert.ok(!existsSync(path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME)));
});

test('a changed file in the tool cache is refused by name, never loaded', async () => {
  const r = await registry();
  await provisionOrtBinding({ platform: PLATFORM, pin, registry: r.url });
  const cached = path.join(process.env.RUNNER_TOOL_CACHE!, TOOL_NAME, pin.version, PLATFORM);
  await writeFile(path.join(cached, 'onnxruntime_binding.node'), 'planted');
  await assert.rejects(
    provisionOrtBinding({ platform: PLATFORM, pin, registry: r.url }),
    (error: unknown) =>
      error instanceof LibraryMismatchError &&
      error.message.startsWith(`The onnxruntime-node 1.30.0 binaries in this runner's tool cache, '${cached}'`),
  );
});

test('a registry that cannot be reached is named with the fix', async () => {
  const url = await closedRegistry();
  await assert.rejects(
    provisionOrtBinding({ platform: PLATFORM, pin, registry: url }),
    (error: unknown) =>
      error instanceof UserError &&
      error.message.startsWith(`The npm registry ${url} broke off before sending ${url}/onnxruntime-node/-/`) &&
      error.message.includes(
        'so onnxruntime-node 1.30.0 for this platform could not be installed; set npm_config_registry to a registry or mirror this runner can reach, or use a runner whose tool cache already holds it',
      ),
  );
  const missing = await registry(tarball, '/elsewhere');
  await assert.rejects(
    provisionOrtBinding({ platform: PLATFORM, pin, registry: missing.url.replace('/elsewhere', '') }),
    /^UserError: The npm registry http:\/\/127\.0\.0\.1:\d+ answered HTTP 404 for /,
  );
});

test('a platform onnxruntime-node has no build for is named with the ones it has', async () => {
  await assert.rejects(
    provisionOrtBinding({ platform: 'darwin-x64', pin }),
    /^UserError: onnxruntime-node 1\.30\.0 has no build for darwin-x64; run latency-gate on one of darwin-arm64, linux-arm64, linux-x64, win32-arm64, win32-x64$/,
  );
});

test("the registry is npm's own setting, or the public one", () => {
  assert.equal(npmRegistry({}), DEFAULT_REGISTRY);
  assert.equal(npmRegistry({ npm_config_registry: 'https://npm.example.com/repo/' }), 'https://npm.example.com/repo');
  assert.equal(npmRegistry({ NPM_CONFIG_REGISTRY: 'http://10.0.0.5:4873' }), 'http://10.0.0.5:4873');
  assert.throws(
    () => npmRegistry({ npm_config_registry: 'ftp://x' }),
    /must be an http\(s\) URL like .*, got 'ftp:\/\/x'/,
  );
  assert.throws(
    () => npmRegistry({ npm_config_registry: 'ftp://me:s3cret@x' }),
    (error: unknown) => error instanceof UserError && /got a value with credentials/.test(error.message),
  );
  assert.throws(
    () => npmRegistry({ npm_config_registry: 'https://me:s3cret@npm.example.com' }),
    (error: unknown) => error instanceof UserError && !error.message.includes('s3cret'),
  );
});

test("the release layout's onnxruntime-node loads the provisioned binary, and has none of its own here", async () => {
  const r = await registry();
  const binding = await provisionOrtBinding({ platform: PLATFORM, pin, registry: r.url });
  // The layout's runtime with no platform's binaries: only the provisioned directory can satisfy it.
  const layout = await tempDir('layout-', scratch);
  await copyRuntime(layout, []);
  const model = path.join(scratch, 'mlp.onnx');
  await writeMlp(model, { inputDim: 4, hiddenDims: [8], outputDim: 3, batch: 1 });
  const script = `
    const ort = require(${JSON.stringify(path.join(layout, 'node_modules/onnxruntime-node'))});
    ort.InferenceSession.create(${JSON.stringify(model)}).then(async (s) => {
      const out = await s.run({ [s.inputNames[0]]: new ort.Tensor('float32', new Float32Array(4), [1, 4]) });
      process.stdout.write('outputs ' + out[s.outputNames[0]].data.length);
    });`;
  const env = { PATH: process.env.PATH ?? '' };
  const loaded = await runProcess(process.execPath, ['-e', script], {
    cwd: layout,
    env: { ...env, [BINDING_DIR_VARIABLE]: binding.dir },
  });
  assert.equal(loaded.code, 0, loaded.stderr);
  assert.equal(loaded.stdout, 'outputs 3');
  const without = await runProcess(process.execPath, ['-e', script], { cwd: layout, env });
  assert.notEqual(without.code, 0);
  assert.match(without.stderr, /Cannot find module .*bin\/napi-v6\/linux\/x64\/onnxruntime_binding\.node/);
});
