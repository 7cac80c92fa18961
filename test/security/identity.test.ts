// The account type the token implies is required before logins are compared. An app token acts
// as a Bot: a human `User` who took the same login must never have a comment edited; a personal token acts
// as a User: a Bot with that login is not it either. Run through the built action against the loopback GitHub.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { FORK_PR, forkGitHub, logOf, plant, record, REPO, reportStep } from './report-step.js';

const MARKED = '<!-- latency-gate:vision -->\n<!-- latency-gate-verdict:pass -->\nlooks like ours';

describe('whose comment is edited', () => {
  it("an app token's bot login owned by a human User: the human's marked comment is left alone", async () => {
    const github = await forkGitHub();
    try {
      github.state.identity = { kind: 'installation', login: 'latency-bot' };
      const human = github.state.addComment(REPO, FORK_PR.number, MARKED, { login: 'latency-bot', type: 'User' });
      plant(github, 'latency-gate-vision-cpu', { 'cpu.json': record('vision', 'cpu') });
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      assert.equal(github.calls('POST', '/graphql').length, 1, 'the token was identified as an app');
      assert.equal(github.calls('PATCH', /\/issues\/comments\//).length, 0);
      assert.equal(github.state.findComment(REPO, human.id)?.body, MARKED);
      const ours = github.state.commentsOn(REPO, FORK_PR.number).filter((c) => c.user.type === 'Bot');
      assert.equal(ours.length, 1);
      // The next run finds the bot's own comment and edits that one.
      const again = await reportStep(github);
      assert.equal(again.code, 0, logOf(again));
      assert.deepEqual(
        github.calls('PATCH', /\/issues\/comments\//).map((r) => r.path),
        [`/repos/${REPO}/issues/comments/${ours[0]!.id}`],
      );
    } finally {
      await github.close();
    }
  });

  it("GET /user's own answer decides the type: a token of a Bot account edits the Bot's comment, never a User's", async () => {
    const github = await forkGitHub();
    try {
      // A 200 from GET /user is not proof of a User: this token's account is a Bot, as the answer says.
      github.state.identity = { kind: 'user', login: 'deploy-bot', type: 'Bot' };
      const human = github.state.addComment(REPO, FORK_PR.number, MARKED, { login: 'deploy-bot', type: 'User' });
      const own = github.state.addComment(REPO, FORK_PR.number, MARKED, { login: 'deploy-bot', type: 'Bot' });
      plant(github, 'latency-gate-vision-cpu', { 'cpu.json': record('vision', 'cpu') });
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      assert.equal(github.calls('POST', '/graphql').length, 0, 'GET /user answered');
      assert.deepEqual(
        github.calls('PATCH', /\/issues\/comments\//).map((r) => r.path),
        [`/repos/${REPO}/issues/comments/${own.id}`],
      );
      assert.equal(github.state.findComment(REPO, human.id)?.body, MARKED);
    } finally {
      await github.close();
    }
  });

  it("a personal token's login on a Bot account is not the token's account", async () => {
    const github = await forkGitHub();
    try {
      github.state.identity = { kind: 'user', login: 'octocat' };
      const bot = github.state.addComment(REPO, FORK_PR.number, MARKED, { login: 'octocat', type: 'Bot' });
      plant(github, 'latency-gate-vision-cpu', { 'cpu.json': record('vision', 'cpu') });
      const run = await reportStep(github);
      assert.equal(run.code, 0, logOf(run));
      assert.equal(github.calls('PATCH', /\/issues\/comments\//).length, 0);
      assert.equal(github.state.findComment(REPO, bot.id)?.body, MARKED);
      assert.equal(github.state.commentsOn(REPO, FORK_PR.number).length, 2);
    } finally {
      await github.close();
    }
  });
});
