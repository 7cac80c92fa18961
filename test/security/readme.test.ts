// The workflows in the README and docs/ are what people copy. Every checkout is the current major and keeps
// the token out of .git/config; a self-hosted runner never runs a fork's pull_request code; and the docs say
// what report mode trusts (docs/workflows.md, "Fork-safe pair (PRs from forks)").
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'yaml';
import { userDocsText, workflowExamples } from '../helpers/doc-workflows.js';

type Step = { uses?: string; with?: Record<string, unknown> };
type Job = {
  'runs-on'?: unknown;
  if?: string;
  steps?: Step[];
  strategy?: { matrix?: { include?: { runner?: unknown }[] } };
};

const docs = userDocsText();
const workflows = workflowExamples().map(
  (e) => parse(e.yaml, { merge: true }) as { on: unknown; jobs: Record<string, Job> },
);

describe('workflows in the README and docs/', () => {
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
    assert.match(docs, /every number in them is \*\*self-reported\*\*/);
    assert.doesNotMatch(docs, /escapes everything it renders/);
  });
});
