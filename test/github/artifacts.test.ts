import assert from 'node:assert/strict';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { captured } from '../fixtures/github/capture.js';
import { FakeGitHub } from '../fixtures/github/server.js';
import { tempDir } from '../helpers/scratch.js';

// `@actions/github` (which `@actions/artifact` uses to read other runs) captures GITHUB_API_URL when it
// is first imported, so the module under test is imported only after the server is up and the env set.
type Artifacts = typeof import('../../src/github/artifacts.js');
let artifacts: Artifacts;
let github: FakeGitHub;
let work: string;

const MEASURE_RUN = 501;
const REPORT_RUN = 502;
const SHARDED_RUN = 503;
const record = (label: string) =>
  JSON.stringify({ schemaVersion: 1, label, verdict: 'pass', latency: { p50: { ratio: 1.01 } } });

async function writeRecords(label: string): Promise<string[]> {
  const dir = join(work, 'out', label);
  await mkdir(join(dir, 'raw'), { recursive: true });
  await writeFile(join(dir, 'latency-gate-report.json'), record(label));
  await writeFile(
    join(dir, 'raw', 'rounds.json'),
    JSON.stringify({
      rounds: [
        [1.2, 1.3],
        [1.25, 1.31],
      ],
    }),
  );
  return [join(dir, 'latency-gate-report.json'), join(dir, 'raw', 'rounds.json')];
}

before(async () => {
  github = await FakeGitHub.start();
  work = await tempDir('latency-gate-artifacts-');
  delete process.env['GITHUB_SERVER_URL']; // a non-github.com server URL makes the client refuse (GHES)
  Object.assign(process.env, {
    GITHUB_API_URL: github.url,
    ACTIONS_RESULTS_URL: `${github.url}/`,
    ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(MEASURE_RUN),
    GITHUB_REPOSITORY: 'acme/vision-models',
  });
  artifacts = await import('../../src/github/artifacts.js');
});
after(() => github.close());

test('artifact names are unique per gate id and matrix leg', () => {
  assert.equal(artifacts.recordArtifactName('main', 'cpu'), 'latency-gate-main-cpu');
  assert.equal(artifacts.recordArtifactName('main', 'ubuntu/gpu: "cuda"'), 'latency-gate-main-ubuntu-gpu-cuda');
  assert.equal(artifacts.recordArtifactName('main'), 'latency-gate-main');
  assert.equal(artifacts.recordArtifactName('latency-gate', 'cpu'), 'latency-gate-cpu');
});

test('two matrix legs upload, then download back byte for byte in the same run', async () => {
  for (const label of ['cpu', 'gpu']) {
    const { result } = await captured(async () =>
      artifacts.uploadRecords(artifacts.recordArtifactName('main', label), await writeRecords(label)),
    );
    assert.equal(result.name, `latency-gate-main-${label}`);
    assert.ok((result.size ?? 0) > 0);
  }
  assert.equal(github.calls('PUT', /^\/devstoreaccount1\//).length >= 2, true);

  const { result } = await captured(() =>
    artifacts.downloadRecords(join(work, 'same-run'), { namePrefix: 'latency-gate-main-' }),
  );
  assert.deepEqual(
    result.map(({ artifact, path }) => `${artifact}:${path}`),
    [
      'latency-gate-main-cpu:latency-gate-report.json',
      'latency-gate-main-cpu:raw/rounds.json',
      'latency-gate-main-gpu:latency-gate-report.json',
      'latency-gate-main-gpu:raw/rounds.json',
    ],
  );
  assert.equal(result[0]?.contents, record('cpu'));
  assert.equal(result[2]?.contents, record('gpu'));
});

test('re-using a leg name in the same run fails instead of overwriting', async () => {
  await assert.rejects(
    captured(async () => artifacts.uploadRecords('latency-gate-main-cpu', await writeRecords('cpu'))),
    /already exists/,
  );
});

test('a report job reads the measure run’s artifacts through the REST API', async () => {
  process.env['ACTIONS_RUNTIME_TOKEN'] = github.artifacts.runtimeToken(REPORT_RUN);
  try {
    const { result } = await captured(() =>
      artifacts.downloadRecords(join(work, 'other-run'), {
        namePrefix: 'latency-gate-main-gpu',
        runId: MEASURE_RUN,
        token: 'ghs_fake',
      }),
    );
    assert.deepEqual(
      result.map((file) => file.path),
      ['latency-gate-report.json', 'raw/rounds.json'],
    );
    assert.equal(result[0]?.contents, record('gpu'));
    assert.equal(github.calls('GET', `/repos/acme/vision-models/actions/runs/${MEASURE_RUN}/artifacts`).length, 1);
    assert.equal(github.calls('GET', /^\/repos\/acme\/vision-models\/actions\/artifacts\/\d+\/zip$/).length, 1);
    await assert.rejects(
      artifacts.downloadRecords(work, { namePrefix: 'x', runId: MEASURE_RUN }),
      /needs a token with `actions: read`/,
    );
  } finally {
    process.env['ACTIONS_RUNTIME_TOKEN'] = github.artifacts.runtimeToken(MEASURE_RUN);
  }
});

test('no matching artifact: an empty list', async () => {
  const { result } = await captured(() =>
    artifacts.downloadRecords(join(work, 'none'), { namePrefix: 'latency-gate-nightly-' }),
  );
  assert.deepEqual(result, []);
});

test('reruns never multiply what a report reads: only the latest attempt of each shard and leg is downloaded', async () => {
  const { shardArtifactLabel } = await import('../../src/record/shard-section.js');
  const name = (leg: string, index: number, attempt: number) =>
    artifacts.recordArtifactName('zoo', shardArtifactLabel(leg, { index, count: 8 }, attempt));
  process.env['ACTIONS_RUNTIME_TOKEN'] = github.artifacts.runtimeToken(SHARDED_RUN);
  try {
    // 8 shards of 3 legs in 3 attempts: 72 artifacts, more than one report of 24 shards needs.
    for (const attempt of [1, 2, 3])
      for (const leg of ['cpu', 'gpu', 'arm'])
        for (let index = 1; index <= 8; index++) {
          const dir = join(work, 'sharded', name(leg, index, attempt));
          await mkdir(dir, { recursive: true });
          await writeFile(join(dir, 'report.json'), record(`${leg}-${index}-${attempt}`));
          await captured(() => artifacts.uploadRecords(name(leg, index, attempt), [join(dir, 'report.json')]));
        }
    const zips = () => github.calls('GET', /^\/repos\/acme\/vision-models\/actions\/artifacts\/\d+\/zip$/).length;
    const before = zips();
    const { result } = await captured(() =>
      artifacts.downloadRecords(join(work, 'sharded-report'), {
        namePrefix: 'latency-gate-zoo',
        runId: SHARDED_RUN,
        token: 'ghs_fake',
      }),
    );
    assert.equal(zips() - before, 24);
    assert.deepEqual(
      result.map((f) => f.artifact).sort(),
      ['arm', 'cpu', 'gpu'].flatMap((leg) => Array.from({ length: 8 }, (_, i) => name(leg, i + 1, 3))).sort(),
    );
    assert.ok(result.every((f) => f.contents.includes('-3"')));
  } finally {
    process.env['ACTIONS_RUNTIME_TOKEN'] = github.artifacts.runtimeToken(MEASURE_RUN);
  }
});

test('the artifact cap is what the artifact client lists of one run in full: reaching it is refused', async () => {
  assert.equal(artifacts.ARTIFACT_LIMITS.maxArtifacts, 1000, "@actions/artifact's listing stops at 1,000");
  // The run of the test above has 72 artifacts, as many as this cap: its listing could have been cut short.
  await assert.rejects(
    artifacts.downloadRecords(join(work, 'capped'), {
      namePrefix: 'latency-gate-zoo',
      runId: SHARDED_RUN,
      token: 'ghs_fake',
      limits: { ...artifacts.ARTIFACT_LIMITS, maxArtifacts: 72 },
    }),
    /the run has 72 or more artifacts, and only 71 can be listed in full/,
  );
});
