// Records a fork's measuring run uploaded, published by the built action in `mode: report` (workflow_run,
// loopback GitHub). Issue items 1, 3 and 4: forged text fields render inert, sentences are rebuilt from
// numbers, a record's id never chooses the comment, and a marker counts only as a body's first line.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asMeasured, briefHeadline, recordHeadline } from '../../src/record/headline.js';
import { FORK_NOTE } from '../../src/report/comment.js';
import { markdownCell, markdownText } from '../../src/report/escape.js';
import { detectableNote } from '../../src/report/detectable.js';
import { CELL_BREAKER, injectedCommands, liveMarkdown, PAYLOAD } from './hostile.js';
import { FORK_PR, forkGitHub, logOf, plant, record, REPO, reportStep, warningsOf } from './report-step.js';

const ACTIONS_BOT = { login: 'github-actions[bot]', type: 'Bot' as const };

describe('forged text in a valid record', () => {
  it('renders as inert text in the comment and summary, with the fork stated plainly, and nothing left in RUNNER_TEMP', async () => {
    const github = await forkGitHub();
    try {
      const base = record('vision', 'cpu');
      const forged = {
        ...base,
        headline: `Pass ${PAYLOAD}`,
        warnings: [PAYLOAD, CELL_BREAKER],
        models: {
          candidate: { ...base.models.candidate, path: PAYLOAD },
          baseline: { ...base.models.baseline, path: CELL_BREAKER },
        },
        latency: { ...base.latency!, p50: { ...base.latency!.p50, reasons: [PAYLOAD] } },
        agreement: {
          ...base.agreement,
          warnings: [PAYLOAD],
          outputs: base.agreement.outputs.map((o) => ({ ...o, name: PAYLOAD, summary: PAYLOAD })),
        },
        environment: { ...base.environment, cpu: PAYLOAD.slice(0, 250) },
        settings: {
          ...base.settings,
          inputShapes: CELL_BREAKER,
          noiseFloor: { ...base.settings.noiseFloor, source: PAYLOAD },
        },
      };
      // Item 1: `detectable` was rendered verbatim; now its text must look like ours, and is never shown.
      const detectable = {
        ...base,
        label: 'gpu',
        latency: {
          ...base.latency!,
          p50: {
            ...base.latency!.p50,
            detectable: `this run could <img src=x> [phish](https://evil.example) @acme/admins </details> <!-- latency-gate:security -->`,
          },
        },
      };
      const liar = { ...base, label: 'liar', verdict: 'pass', failed: false };
      plant(github, 'latency-gate-vision-cpu', { 'cpu.json': forged, 'gpu.json': detectable, 'liar.json': liar });
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      assert.ok(
        warningsOf(run).some((w) =>
          w.includes(
            // The model's record sits in the run record's one entry: the path says where.
            'Skipped latency-gate-vision-cpu/gpu.json: it is not a latency-gate record (entries.0.record.latency.p50.detectable: ',
          ),
        ),
        warningsOf(run).join('\n'),
      );
      assert.ok(
        warningsOf(run).some((w) =>
          w.includes(
            'liar.json: it is not a latency-gate record (entries.0.record.verdict: the verdict does not follow from latency.p50.verdict and latency.p95.verdict)',
          ),
        ),
        warningsOf(run).join('\n'),
      );
      const [comment, ...more] = github.state.commentsOn(REPO, FORK_PR.number);
      assert.equal(more.length, 0);
      const body = comment!.body;
      for (const [where, text] of [
        ['comment', body],
        ['summary', run.summary],
      ] as const) {
        assert.deepEqual(liveMarkdown(text), [], where);
        assert.ok(text.includes(FORK_NOTE), `${where} says the fork's numbers are self-reported`);
        assert.ok(text.split('\n').includes(`> ⚠️ ${markdownText(PAYLOAD)}`), where);
        assert.ok(text.split('\n').includes(`| candidate | ${markdownCell(PAYLOAD)} |`), where);
        assert.ok(text.split('\n').includes(`| input-shapes | ${markdownCell(CELL_BREAKER)} |`), where);
      }
      assert.ok(
        !body.includes('Pass ') &&
          body.includes(`**${markdownText(asMeasured(forged.verdict, briefHeadline(forged)))}**`) &&
          body.includes(markdownText(recordHeadline(forged))),
        'the headline is rebuilt from the numbers',
      );
      // Rebuilt from minDetectable (and shown only when it says more than the threshold), never the forged text.
      const note = detectableNote(base);
      if (note) assert.ok(body.includes(note), 'the detectable sentence is rebuilt from minDetectable');
      assert.ok(
        !body.includes('could <img') && !body.includes('could &lt;img'),
        'the forged detectable text is not shown',
      );
      assert.deepEqual(injectedCommands(run.stdout), []);
      assert.deepEqual(run.leftInTemp, [], 'the downloads are removed from RUNNER_TEMP');
      assert.ok(github.calls('GET', /^\/devstoreaccount1\//).length >= 1, 'the artifact was downloaded');
    } finally {
      await github.close();
    }
  });
});

describe("a record's id chooses nothing", () => {
  it("a fork's record with id 'security' and 25 spam ids leave the security comment alone and create no comments", async () => {
    const github = await forkGitHub();
    try {
      const securityBody =
        '<!-- latency-gate:security -->\n<!-- latency-gate-verdict:regression -->\n### ❌ latency-gate `security`: regression';
      const security = github.state.addComment(REPO, FORK_PR.number, securityBody, ACTIONS_BOT);
      const spam = Object.fromEntries(
        Array.from({ length: 25 }, (_, i) => [`spam-${i}.json`, record(`spam-${String(i).padStart(2, '0')}`, 'cpu')]),
      );
      plant(github, 'latency-gate-vision-cpu', {
        'cpu.json': record('vision', 'cpu'),
        'forged.json': record('security', 'cpu', {}, 'pass'),
        ...spam,
      });
      const other = github.artifacts.addZip(9876543210, 'latency-gate-security-cpu', Buffer.from('never read'));
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      const comments = github.state.commentsOn(REPO, FORK_PR.number);
      assert.equal(comments.length, 2, comments.map((c) => c.body.split('\n')[0]).join('\n'));
      assert.equal(comments[0]!.body, securityBody);
      assert.equal(comments[0]!.updated_at, security.updated_at);
      assert.equal(github.calls('PATCH', /\/issues\/comments\//).length, 0);
      assert.ok(comments[1]!.body.startsWith('<!-- latency-gate:vision -->\n'));
      assert.equal(run.outputs.verdict, 'regression');
      const ignored = warningsOf(run).find((w) => w.includes('Ignored records of other gate ids'));
      assert.ok(
        ignored?.includes("'security', 'spam-00'") && ignored.includes("this step publishes only id 'vision'"),
        warningsOf(run).join('\n'),
      );
      assert.equal(
        github.calls('GET', `/repos/${REPO}/actions/artifacts/${other.id}/zip`).length,
        0,
        "another gate's artifact is not even downloaded",
      );
    } finally {
      await github.close();
    }
  });
});

describe('a marker counts only as the first line', () => {
  it("a body that carries this gate's marker anywhere else is another comment, never edited", async () => {
    const github = await forkGitHub();
    try {
      const quoting = github.state.addComment(
        REPO,
        FORK_PR.number,
        '### ✅ latency-gate `nightly`: pass\n> copied: <!-- latency-gate:vision -->',
        ACTIONS_BOT,
      );
      const sameLine = github.state.addComment(
        REPO,
        FORK_PR.number,
        '<!-- latency-gate:vision --> and more on the line',
        ACTIONS_BOT,
      );
      const human = github.state.addComment(
        REPO,
        FORK_PR.number,
        '<!-- latency-gate:vision -->\nfrom a user named like the bot',
        { login: 'github-actions', type: 'User' },
      );
      plant(github, 'latency-gate-vision-cpu', { 'cpu.json': record('vision', 'cpu') });
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      assert.equal(github.calls('PATCH', /\/issues\/comments\//).length, 0);
      assert.equal(github.calls('POST', `/repos/${REPO}/issues/${FORK_PR.number}/comments`).length, 1);
      for (const kept of [quoting, sameLine, human])
        assert.equal(github.state.findComment(REPO, kept.id)?.updated_at, kept.updated_at);
    } finally {
      await github.close();
    }
  });
});
