// Issue item 11: the README's workflows are what people copy. Every checkout is the current major and keeps
// the token out of .git/config; a self-hosted runner never runs a fork's pull_request code; and the README
// says what report mode trusts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { ROOT } from '../helpers/cli.js';

type Step = { uses?: string; with?: Record<string, unknown> };
type Job = {
  'runs-on'?: unknown;
  if?: string;
  steps?: Step[];
  strategy?: { matrix?: { include?: { runner?: unknown }[] } };
};

const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const workflows = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1] ?? '')
  .filter((y) => /^(name|on):/m.test(y))
  .map((y) => parse(y, { merge: true }) as { on: unknown; jobs: Record<string, Job> });

describe('README workflows', () => {
  it('check out with actions/checkout@v7 and persist-credentials: false', () => {
    const checkouts = workflows.flatMap((w) =>
      Object.values(w.jobs).flatMap((j) => (j.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout'))),
    );
    assert.ok(checkouts.length >= 4);
    for (const step of checkouts) {
      assert.equal(step.uses, 'actions/checkout@v7');
      assert.equal(step.with?.['persist-credentials'], false);
    }
  });

  it('run a self-hosted leg on pull_request only for same-repository PRs', () => {
    for (const workflow of workflows) {
      const onPullRequest = JSON.stringify(workflow.on).includes('pull_request');
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const runners = JSON.stringify([job['runs-on'], job.strategy?.matrix?.include?.map((i) => i.runner)]);
        if (!onPullRequest || !runners.includes('self-hosted')) continue;
        // Either condition keeps a fork's pull_request off the machine; other events run trusted code.
        const sameRepo = 'github.event.pull_request.head.repo.full_name == github.repository';
        assert.ok(
          [sameRepo, `github.event_name != 'pull_request' || ${sameRepo}`].includes(job.if ?? ''),
          `job ${name}: ${job.if}`,
        );
      }
    }
  });

  it("say that a fork's numbers are self-reported", () => {
    assert.match(readme, /every number in them is \*\*self-reported\*\*/);
    assert.doesNotMatch(readme, /escapes everything it renders/);
  });
});
