// What a job of a sharded matrix pays for the action before it measures anything: the release layout's size
// (on disk, and as the .tar.gz a runner downloads) with every platform's onnxruntime binaries (the layout before)
// and with linux-x64's only (now), and a cold job's set-up time: unpacking the layout into an empty directory,
// then the action on the example models until onnxruntime is loaded and until the first timed round. The
// download route (another platform's first use) is timed on linux-x64 with the same layout less its binaries, so
// the worker can only load what the route provisioned, against a loopback npm registry serving the real
// onnxruntime-node tarball from disk: network time is excluded, the check, extraction and caching are not.
// Writes bench/results/release.json.
//   npm run bench:release [-- --repeats 3] [-- --tarball onnxruntime-node-1.30.0.tgz] [-- --dist dist]
// Without --dist the current source is bundled into a temporary dist/ first (scripts/bundle.ts); without --tarball
// the published tarball is taken from npm's cache, where `npm ci` left it, after its integrity is checked.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { ORT_PACKAGE_PIN } from '../src/runtime/ort-package-pin.js';
import { startRegistry } from '../test/fixtures/npm/registry.js';
import { bundle } from './bundle.js';
import { coldJob, type ColdJob } from './release-timing/cold-job.js';
import { buildReleaseLayout, DEFAULT_PLATFORMS, RELEASE_PLATFORMS } from './release-layout.js';
import { startResult, writeResult, type ResultCheck } from './results/result-file.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NODE24 = path.join(ROOT, 'node_modules/node/bin/node');
const run = promisify(execFile);
const say = (line: string) => process.stdout.write(`${line}\n`);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function bytesUnder(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) total += (await stat(path.join(entry.parentPath, entry.name))).size;
  return total;
}

/** The published tarball: given, or from npm's content-addressed cache by the lockfile's integrity. */
async function publishedTarball(given: string | undefined): Promise<string> {
  const hex = Buffer.from(ORT_PACKAGE_PIN.integrity.slice('sha512-'.length), 'base64').toString('hex');
  const cache = process.env.npm_config_cache || path.join(os.homedir(), '.npm');
  const file = given ?? path.join(cache, '_cacache/content-v2/sha512', hex.slice(0, 2), hex.slice(2, 4), hex.slice(4));
  if (!existsSync(file))
    throw new Error(`no ${ORT_PACKAGE_PIN.name} ${ORT_PACKAGE_PIN.version} tarball at ${file}: pass --tarball`);
  const actual = `sha512-${createHash('sha512')
    .update(await readFile(file))
    .digest('base64')}`;
  if (actual !== ORT_PACKAGE_PIN.integrity) throw new Error(`${file} is not the published tarball`);
  return file;
}

interface Layout {
  name: string;
  platforms: readonly string[];
  dir: string;
  tarball: string;
  bytes: number;
  tarballBytes: number;
}

async function layout(scratch: string, dist: string, name: string, platforms: readonly string[]): Promise<Layout> {
  const dir = path.join(scratch, name);
  await buildReleaseLayout(dir, platforms, dist);
  const tarball = path.join(scratch, `${name}.tar.gz`);
  await run('tar', ['-czf', tarball, '-C', dir, '.']);
  return { name, platforms, dir, tarball, bytes: await bytesUnder(dir), tarballBytes: (await stat(tarball)).size };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { repeats: { type: 'string', default: '3' }, tarball: { type: 'string' }, dist: { type: 'string' } },
  });
  const repeats = Number(values.repeats);
  const start = startResult();
  const scratch = await mkdtemp(path.join(os.tmpdir(), 'latency-gate-bench-release-'));
  try {
    const tarball = await publishedTarball(values.tarball);
    const dist = values.dist ? path.resolve(values.dist) : path.join(scratch, 'dist');
    if (!values.dist) await bundle(dist);
    const before = await layout(scratch, dist, 'all-platforms', RELEASE_PLATFORMS);
    const after = await layout(scratch, dist, 'linux-x64', DEFAULT_PLATFORMS);
    const bare = await layout(scratch, dist, 'no-binaries', []);
    for (const l of [before, after]) say(`${l.name}: ${mb(l.bytes)} on disk, ${mb(l.tarballBytes)} as .tar.gz`);
    const node = existsSync(NODE24) ? NODE24 : process.execPath;
    const models = path.join(ROOT, 'baselines/example');
    const registry = await startRegistry(tarball, ORT_PACKAGE_PIN);
    const routes: Record<string, ColdJob[]> = { before: [], bundled: [], download: [], cached: [] };
    try {
      for (let i = 0; i < repeats; i++) {
        // Interleaved, so drift on a shared machine touches every route alike.
        routes.before!.push(await coldJob({ layoutTarball: before.tarball, models, node, env: {} }));
        routes.bundled!.push(await coldJob({ layoutTarball: after.tarball, models, node, env: {} }));
        const npm = { npm_config_registry: registry.url };
        const toolCache = path.join(scratch, `tool-cache-${i}`);
        routes.download!.push(await coldJob({ layoutTarball: bare.tarball, models, node, env: npm, toolCache }));
        routes.cached!.push(await coldJob({ layoutTarball: bare.tarball, models, node, env: npm, toolCache }));
      }
    } finally {
      await registry.close();
    }
    const downloads = registry.requests.length;
    const errors = Object.values(routes)
      .flat()
      .filter((job) => job.verdict === 'error' || job.exitCode !== 0).length;
    const npmTarball = (await stat(tarball)).size;
    const setup = (jobs: ColdJob[]) => median(jobs.map((j) => j.unpackMs + j.toMeasureMs));
    const checks: ResultCheck[] = [
      {
        id: 'layout-size',
        title: 'release layout as .tar.gz: linux-x64 only vs every platform',
        target: null,
        figure: `${mb(after.tarballBytes)} vs ${mb(before.tarballBytes)}`,
        met: null,
        counts: {
          afterBytes: after.bytes,
          afterTarGzBytes: after.tarballBytes,
          beforeBytes: before.bytes,
          beforeTarGzBytes: before.tarballBytes,
          npmTarballBytes: npmTarball,
        },
        note: `on disk ${mb(after.bytes)} vs ${mb(before.bytes)}`,
      },
      {
        id: 'job-download',
        title: 'what a cold job downloads: linux-x64, another platform, before',
        target: null,
        // Another platform gets the layout and, on a runner whose tool cache is empty, npm's one tarball of all
        // platforms' binaries: on GitHub-hosted runners, whose tool cache starts empty, that is every job.
        figure: `${mb(after.tarballBytes)}, ${mb(after.tarballBytes + npmTarball)}, ${mb(before.tarballBytes)}`,
        met: null,
        counts: {
          linuxX64Bytes: after.tarballBytes,
          otherPlatformBytes: after.tarballBytes + npmTarball,
          otherPlatformCachedBytes: after.tarballBytes,
          beforeBytes: before.tarballBytes,
        },
        note: 'layouts as tar -czf compresses them; GitHub serves its own archive of the release commit',
      },
    ];
    for (const [route, title] of [
      ['before', 'cold job set-up, every-platform layout (before)'],
      ['bundled', 'cold job set-up, linux-x64 layout'],
      ['download', 'cold job set-up, download route, loopback registry'],
      ['cached', 'cold job set-up, download route, tool cache filled'],
    ] as const) {
      const jobs = routes[route]!;
      checks.push({
        id: `setup-${route}`,
        title,
        target: null,
        figure: s(setup(jobs)),
        met: null,
        counts: {
          unpackMs: Math.round(median(jobs.map((j) => j.unpackMs))),
          toRuntimeMs: Math.round(median(jobs.map((j) => j.toRuntimeMs))),
          toMeasureMs: Math.round(median(jobs.map((j) => j.toMeasureMs))),
          runs: jobs.length,
        },
        note: 'median of unpack + action start to first timed round; network time excluded',
      });
      say(`${title}: ${s(setup(jobs))} (unpack ${s(median(jobs.map((j) => j.unpackMs)))})`);
    }
    checks.push({
      id: 'download-route-runs',
      title: 'download-route jobs: registry requests, runs with an error',
      target: `${repeats} requests, 0 errors`,
      figure: `${downloads} requests, ${errors} errors`,
      met: downloads === repeats && errors === 0,
      counts: { downloads, errors },
    });
    const file = await writeResult(start, {
      name: 'release',
      command: 'npm run bench:release',
      settings: { repeats, node: path.relative(ROOT, node) || node, maxDuration: '3s', platforms: RELEASE_PLATFORMS },
      checks,
    });
    say(`wrote ${file}`);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
