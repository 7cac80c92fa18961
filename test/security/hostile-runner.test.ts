// A shared self-hosted GPU runner and its feeds as an attacker leaves them, through the built action
// (docs/gpu.md, "The tool cache of a shared self-hosted runner"): libraries planted in the tool cache, in the old
// layout and the new one; a feed whose package is not what its catalog says; a package one feed served, looked
// for again on another feed; a gpu-feed URL with credentials; and an inflating bomb. The planted libraries are
// constructor libraries compiled here: a file in the planted directory would mean one was loaded.
import assert from 'node:assert/strict';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cacheArch, TOOL_NAME } from '../../src/gpu/provision/package-cache.js';
import { bundledRuntimeDir } from '../../src/gpu/provision/runtime-files.js';
import { gpuNupkg } from '../fixtures/gpu/nupkg.js';
import { startFeed, type Feed } from '../fixtures/gpu/nuget-server.js';
import { zerosDeflated } from '../fixtures/zip-writer.js';
import { tempDir } from '../helpers/cli.js';
import { gpuScene, gpuStep, type GpuScene, type GpuStep } from './gpu-runner.js';

const NATIVE = 'runtimes/linux-x64/native';
const log = (step: GpuStep) => `exit ${step.code}\n${step.stdout}\n${step.stderr}`;
const loaded = async (dir: string) => (await readdir(dir)).filter((f) => f.endsWith('.environ'));

describe('a hostile runner and hostile feeds, through the built action', { skip: process.platform !== 'linux' }, () => {
  let scene: GpuScene;
  const feeds: Feed[] = [];
  const feed = async (nupkg: Buffer, options: { publishedHash?: string } = {}) => {
    const f = await startFeed({ nupkg, ...options });
    feeds.push(f);
    return f;
  };
  const runner = async () => ({
    RUNNER_TOOL_CACHE: await tempDir('lg-tool-cache-'),
    RUNNER_TEMP: await tempDir('lg-runner-temp-'),
  });
  before(async () => {
    scene = await gpuScene();
  });
  after(() => Promise.all(feeds.map((f) => f.close())));

  it('a package planted in the tool cache under the feed key is refused by name and never loaded', async () => {
    const honest = await feed(gpuNupkg({ libraries: scene.libraries }));
    const env = await runner();
    const entry = path.join(env.RUNNER_TOOL_CACHE, TOOL_NAME, '1.30.0', cacheArch(honest.url));
    await mkdir(entry, { recursive: true });
    // A well-formed package of the right id and version, holding the attacker's constructor libraries.
    await writeFile(path.join(entry, 'package.nupkg'), gpuNupkg({ libraries: scene.plantedLibraries }));
    await writeFile(`${entry}.complete`, '');
    const step = await gpuStep(scene, { inputs: { 'gpu-feed': honest.url }, env });
    assert.equal(step.record.verdict, 'error', log(step));
    assert.equal(step.code, 1, log(step));
    assert.match(
      step.record.error?.message ?? '',
      new RegExp(
        `^The GPU package in this runner's tool cache, '${path.join(entry, 'package.nupkg').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}', does not have the SHA-512 the catalog of 'gpu-feed' .* publishes for Microsoft\\.ML\\.OnnxRuntime\\.Gpu\\.Linux 1\\.30\\.0, so nothing in it was loaded`,
      ),
    );
    assert.equal(step.record.latency, null, 'nothing measured, on the CPU or elsewhere');
    assert.equal(step.record.error?.kind, 'integrity', 'not called a mistake in the inputs');
    assert.deepEqual(await loaded(scene.planted), [], 'the planted libraries never ran');
    assert.equal(honest.requests.filter((r) => r.endsWith('.nupkg')).length, 0, 'and it is not silently replaced');
  });

  it('libraries planted in the old layout with a provenance file are ignored: the feed package is verified and used', async () => {
    const honest = await feed(gpuNupkg({ libraries: scene.libraries }));
    const env = await runner();
    const old = path.join(env.RUNNER_TOOL_CACHE, TOOL_NAME, '1.30.0', 'x64');
    await mkdir(old, { recursive: true });
    for (const [name, bytes] of Object.entries(scene.plantedLibraries)) await writeFile(path.join(old, name), bytes);
    await copyFile(path.join(bundledRuntimeDir(), 'libonnxruntime.so.1'), path.join(old, 'libonnxruntime.so.1'));
    await writeFile(
      path.join(old, 'latency-gate-provenance.json'),
      JSON.stringify({ verifiedAgainst: 'published-sha512', files: [] }),
    );
    await writeFile(`${old}.complete`, '');
    const step = await gpuStep(scene, { inputs: { 'gpu-feed': honest.url }, env });
    assert.deepEqual(await loaded(scene.planted), [], log(step));
    const libraries = step.record.environment.gpu?.libraries;
    assert.equal(libraries?.source, 'downloaded', log(step));
    assert.equal(libraries?.verifiedAgainst, 'catalog');
    assert.ok(!libraries?.runtimeLibrary?.startsWith(old), libraries?.runtimeLibrary ?? 'no runtime library');
  });

  it('a feed whose package is not what its catalog publishes: refused, nothing loaded, nothing cached', async () => {
    const tampered = await feed(gpuNupkg({ libraries: scene.plantedLibraries }), {
      publishedHash: Buffer.alloc(64, 1).toString('base64'),
    });
    const env = await runner();
    const step = await gpuStep(scene, { inputs: { 'gpu-feed': tampered.url, fallback: 'cpu' }, env });
    assert.match(
      step.record.error?.message ?? '',
      /whose SHA-512 differs from the one its catalog publishes, so nothing in it was loaded/,
      log(step),
    );
    // 'fallback: cpu' does not turn a tampered package into a green CPU run.
    assert.equal(step.record.latency, null);
    assert.notEqual(step.record.environment.gpu?.used, 'cpu');
    assert.deepEqual(await loaded(scene.planted), []);
    assert.deepEqual(await readdir(env.RUNNER_TOOL_CACHE), []);
  });

  it("a package one feed served is not reused for another feed: the second run downloads the other feed's own", async () => {
    const env = await runner();
    // A feed the workflow once pointed at (a hostile mirror, with a matching catalog): its libraries load there.
    const hostile = await feed(gpuNupkg({ libraries: scene.plantedLibraries }));
    const first = await gpuStep(scene, { inputs: { 'gpu-feed': hostile.url }, env });
    const plantedRuns = (await loaded(scene.planted)).length;
    assert.ok(plantedRuns > 0, `the configured feed's libraries were used on that run\n${log(first)}`);
    const honest = await feed(gpuNupkg({ libraries: scene.libraries }));
    const second = await gpuStep(scene, { inputs: { 'gpu-feed': honest.url }, env });
    assert.equal(second.record.environment.gpu?.libraries?.source, 'downloaded', log(second));
    assert.equal(honest.requests.filter((r) => r.endsWith('.nupkg')).length, 1);
    assert.equal((await loaded(scene.planted)).length, plantedRuns, 'nothing from the other feed ran again');
  });

  it('a gpu-feed URL with credentials is refused in one sentence that repeats nothing of it', async () => {
    const honest = await feed(gpuNupkg({ libraries: scene.libraries }));
    const url = new URL(honest.url);
    const withCredentials = `${url.protocol}//deploy:ghp_feedPatNeverShown0000@${url.host}${url.pathname}`;
    for (const feedUrl of [withCredentials, `${honest.url}?access_token=ghp_feedPatNeverShown0000`]) {
      const step = await gpuStep(scene, { inputs: { 'gpu-feed': feedUrl }, env: await runner() });
      assert.equal(step.record.verdict, 'error', log(step));
      assert.match(
        step.record.error?.message ?? '',
        /^'gpu-feed' must not carry credentials or a query string \(the URL is written to the log, the record and the PR comment, so it is not repeated here\); /,
      );
      const everything = [
        step.stdout,
        step.stderr,
        step.summary,
        JSON.stringify(step.record),
        JSON.stringify(step.outputs),
      ];
      for (const text of everything) assert.doesNotMatch(text, /ghp_feedPatNeverShown|deploy:/);
      assert.equal(honest.requests.length, 0, 'the feed was never contacted');
    }
  });

  it('an inflating bomb (a 400 KB package whose library inflates to 400 MB) stops at the declared size', async () => {
    const body = await zerosDeflated(400);
    const bomb = await feed(
      gpuNupkg({
        libraries: scene.libraries,
        entries: { [`${NATIVE}/libonnxruntime_providers_cuda.so`]: { deflated: body, declaredSize: 65_536, crc: 0 } },
      }),
    );
    const env = await runner();
    const step = await gpuStep(scene, { inputs: { 'gpu-feed': bomb.url }, env });
    assert.match(
      step.record.error?.message ?? '',
      /sent a broken Microsoft\.ML\.OnnxRuntime\.Gpu\.Linux 1\.30\.0 package \(runtimes\/linux-x64\/native\/libonnxruntime_providers_cuda\.so inflates past the 65536 bytes its header declares\)/,
      log(step),
    );
    assert.deepEqual(await readdir(env.RUNNER_TOOL_CACHE), [], 'nothing cached');
    const left = (await readdir(env.RUNNER_TEMP)).filter((d) => d.startsWith('latency-gate-'));
    assert.deepEqual(left, [], 'scratch and private directories removed');
  });
});
