// scripts/pin-gpu-hashes.ts, the release checklist's step (docs/development.md, "Release checklist"), against a
// loopback feed: it prints the entry pinned-hashes.ts needs, computed from the package it verified against the
// feed's catalog, and with --check it fails while the table lacks that package.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { PINNED_RUNTIMES } from '../../src/gpu/provision/pinned-hashes.js';
import { gpuNupkg } from '../fixtures/gpu/nupkg.js';
import { startFeed, type Feed } from '../fixtures/gpu/nuget-server.js';
import { standInElf } from '../fixtures/gpu/stand-in-elf.js';
import { ROOT, runProcess } from '../helpers/cli.js';

const SCRIPT = path.join(ROOT, 'build/scripts/pin-gpu-hashes.js');
const CUDA = standInElf({ soname: 'libonnxruntime_providers_cuda.so', needed: ['libc.so.6', 'libcudart.so.12'] });
const nupkg = gpuNupkg({ libraries: { 'libonnxruntime_providers_cuda.so': CUDA } });
let feed: Feed;

before(async () => {
  feed = await startFeed({ nupkg });
});
after(() => feed.close());

test('prints the entry for the pinned table, from the package it checked against the catalog', async () => {
  const run = await runProcess(process.execPath, [SCRIPT, '--feed', feed.url]);
  assert.equal(run.code, 0, run.stdout + run.stderr);
  const packageSha512 = createHash('sha512').update(nupkg).digest('base64');
  assert.ok(
    run.stdout.includes(`'Microsoft.ML.OnnxRuntime.Gpu.Linux 1.30.0': {\n  packageSha512: '${packageSha512}',`),
    run.stdout,
  );
  const cuda = createHash('sha256').update(CUDA).digest('hex');
  assert.ok(run.stdout.includes(`    'libonnxruntime_providers_cuda.so': '${cuda}',`), run.stdout);
  assert.ok(run.stdout.includes(`'1.30.0': '${PINNED_RUNTIMES['1.30.0']}',`), 'the runtime line');
  assert.equal(
    feed.requests.filter((r) => r.includes('/registration5-semver1/')).length,
    1,
    'checked against the catalog',
  );
});

test('--check fails while the table has no entry for the package on the feed', async () => {
  const run = await runProcess(process.execPath, [SCRIPT, '--feed', feed.url, '--check']);
  assert.equal(run.code, 1, run.stdout + run.stderr);
  assert.match(
    run.stdout,
    /no pinned hashes for the package on http:\/\/127\.0\.0\.1:\d+\/v3\/index\.json; run 'npm run pin-gpu-hashes'/,
  );
});

test('refuses a feed whose package is not what its catalog publishes', async () => {
  const tampered = await startFeed({ nupkg, publishedHash: Buffer.alloc(64).toString('base64') });
  try {
    const run = await runProcess(process.execPath, [SCRIPT, '--feed', tampered.url]);
    assert.equal(run.code, 2);
    assert.match(run.stdout, /^error: .*SHA-512 differs from the one its catalog publishes/m);
    assert.doesNotMatch(run.stdout, /packageSha512/);
  } finally {
    await tampered.close();
  }
});

test('release.yml runs the check', () => {
  const release = readFileSync(path.join(ROOT, '.github/workflows/release.yml'), 'utf8');
  assert.match(release, /run: node build\/scripts\/pin-gpu-hashes\.js --check/);
});
