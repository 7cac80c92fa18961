// Issue item 9: what a fork's artifacts may cost the report job. Zip bombs (a lying header, overlapping
// entries), an artifact listed over the size cap (never downloaded), deep JSON, too many artifacts, records
// and legs: each refused with a clear message, downloads under RUNNER_TEMP and gone after the step.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { overlappingZip, zipOf } from '../fixtures/zip-writer.js';
import { tempDir } from '../helpers/cli.js';
import { ARTIFACT_LIMITS } from '../../src/github/artifacts.js';
import {
  errorsOf,
  FORK_PR,
  forkGitHub,
  logOf,
  MEASURE_RUN,
  plant,
  record,
  REPO,
  reportStep,
  warningsOf,
  written,
} from './report-step.js';

const MiB = 1024 * 1024;

describe('per-artifact and per-file limits skip the offender and publish the rest', () => {
  it('a lying zip bomb, an oversized listing, deep JSON, symlink and ../ entries', async () => {
    const github = await forkGitHub();
    try {
      plant(github, 'latency-gate-vision-cpu', { 'cpu.json': record('vision', 'cpu') });
      github.artifacts.addZip(
        MEASURE_RUN,
        'latency-gate-vision-bomb',
        zipOf([{ name: 'bomb.json', data: Buffer.alloc(40 * MiB, 0x20), declaredSize: 100 }]),
      );
      const huge = github.artifacts.addZip(
        MEASURE_RUN,
        'latency-gate-vision-huge',
        zipOf([{ name: 'x.json', data: '{}' }]),
        40 * MiB,
      );
      plant(github, 'latency-gate-vision-deep', { 'deep.json': `${'['.repeat(200_000)}${']'.repeat(200_000)}` });
      github.artifacts.addZip(
        MEASURE_RUN,
        'latency-gate-vision-tricks',
        zipOf([
          { name: 'link.json', data: '/etc/passwd', symlink: true },
          { name: '../../../escape.json', data: JSON.stringify(written(record('vision', 'dotdot'))) },
        ]),
      );
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      const warnings = warningsOf(run).join('\n');
      assert.match(
        warnings,
        /Skipped latency-gate-vision-bomb\/bomb\.json: it expands to more than 16777216 bytes, which no latency-gate record is\./,
      );
      assert.match(
        warnings,
        /Skipped artifact latency-gate-vision-huge: it is 41943040 bytes, over the limit of 33554432 for record artifacts\./,
      );
      assert.match(
        warnings,
        /Skipped latency-gate-vision-deep\/deep\.json: it nests deeper than 32 levels, which no latency-gate record does\./,
      );
      assert.equal(
        github.calls('GET', `/repos/${REPO}/actions/artifacts/${huge.id}/zip`).length,
        0,
        'the oversized artifact is never downloaded',
      );
      const body = github.state.commentsOn(REPO, FORK_PR.number)[0]?.body ?? '';
      assert.match(body, /^### \S+ latency-gate `vision`: (failed|passed)[:,] .* \(2 legs\)$/m);
      assert.match(body, /^\| `dotdot` \|/m);
      assert.doesNotMatch(body, /root:/, 'a symlink entry is never followed');
      assert.ok(!existsSync(path.join(run.runnerTemp, '..', 'escape.json')) && !existsSync('/escape.json'));
      assert.deepEqual(run.leftInTemp, []);
    } finally {
      await github.close();
    }
  });
});

describe('limits on the whole report fail the step with one clear message', () => {
  it('overlapping zip entries that expand past 64 MiB together', async () => {
    const github = await forkGitHub();
    try {
      github.artifacts.addZip(MEASURE_RUN, 'latency-gate-vision-cpu', overlappingZip(Buffer.alloc(10 * MiB, 0x20), 8));
      const run = await reportStep(github);
      assert.notEqual(run.code, 0, logOf(run));
      assert.ok(
        errorsOf(run).some((e) =>
          e.includes(
            "'mode: report' refused the record artifacts: the record artifacts expand to more than 67108864 bytes together",
          ),
        ),
        logOf(run),
      );
      assert.equal(github.state.commentsOn(REPO, FORK_PR.number).length, 0);
      assert.deepEqual(run.leftInTemp, []);
    } finally {
      await github.close();
    }
  });

  it('as many artifacts as the artifact client lists of one run: refused from the listing, before any download', async () => {
    const github = await forkGitHub();
    try {
      const listed = ARTIFACT_LIMITS.maxArtifacts;
      for (let i = 0; i < listed; i++)
        plant(github, `latency-gate-vision-leg-${i}`, { 'r.json': record('vision', `leg-${i}`) });
      const run = await reportStep(github);
      assert.ok(
        errorsOf(run).some((e) =>
          e.includes(`the run has ${listed} or more artifacts, and only ${listed - 1} can be listed in full`),
        ),
        logOf(run),
      );
      assert.equal(github.calls('GET', /\/actions\/artifacts\/\d+\/zip$/).length, 0);
    } finally {
      await github.close();
    }
  });

  it("a 'records' directory with 101 legs and a 17 MiB file: the big file is not read, the legs are refused", async () => {
    const github = await forkGitHub();
    try {
      const workspace = await tempDir('latency-gate-report-ws-');
      const dir = path.join(workspace, 'records');
      await mkdir(dir, { recursive: true });
      for (let i = 0; i < 101; i++)
        await writeFile(path.join(dir, `leg-${i}.json`), JSON.stringify(written(record('vision', `leg-${i}`))));
      await writeFile(path.join(dir, 'big.json'), Buffer.alloc(17 * MiB, 0x20));
      const run = await reportStep(github, { records: 'records' }, workspace);
      assert.ok(
        warningsOf(run).some((w) => w.includes('big.json: it is larger than 16777216 bytes')),
        logOf(run),
      );
      assert.ok(
        errorsOf(run).some((e) => e.includes("found 101 legs for id 'vision', over the limit of 100")),
        logOf(run),
      );
      assert.equal(github.state.commentsOn(REPO, FORK_PR.number).length, 0);
    } finally {
      await github.close();
    }
  });
});
