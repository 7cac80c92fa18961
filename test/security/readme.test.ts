// The workflows in the README and docs/ are what people copy. Every checkout is pinned to the commit of the
// current release and keeps the token out of .git/config; a self-hosted job is only in a workflow a fork can
// neither start nor edit, and the docs say which settings keep forks off the runner
// (docs/workflows.md, "A GPU runner that forks cannot reach"); and the docs say what report mode trusts
// (docs/workflows.md, "Fork-safe pair (PRs from forks)").
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

/** The commit `actions/checkout` v7.0.1 (and `v7`) points at, as this repository's own workflows pin it. */
const CHECKOUT = 'actions/checkout@3d3c42e5aac5ba805825da76410c181273ba90b1';
/** Events whose workflow file a fork's pull request cannot supply or start. */
const TRUSTED_EVENTS = new Set(['push', 'workflow_dispatch', 'workflow_run', 'schedule']);

function events(on: unknown): string[] {
  if (typeof on === 'string') return [on];
  if (Array.isArray(on)) return on.map(String);
  return on && typeof on === 'object' ? Object.keys(on) : [];
}

describe('workflows in the README and docs/', () => {
  it('check out with actions/checkout pinned to v7.0.1 and persist-credentials: false', () => {
    const checkouts = workflows.flatMap((w) =>
      Object.values(w.jobs).flatMap((j) => (j.steps ?? []).filter((s) => s.uses?.startsWith('actions/checkout'))),
    );
    assert.ok(checkouts.length >= 4);
    for (const step of checkouts) {
      assert.equal(step.uses, CHECKOUT);
      assert.equal(step.with?.['persist-credentials'], false);
    }
  });

  it('put self-hosted jobs only in workflows a fork cannot start or edit (no pull_request trigger)', () => {
    let selfHosted = 0;
    for (const workflow of workflows) {
      for (const [name, job] of Object.entries(workflow.jobs)) {
        const runners = JSON.stringify([job['runs-on'], job.strategy?.matrix?.include?.map((i) => i.runner)]);
        if (!/self-hosted|"group"/.test(runners)) continue;
        selfHosted++;
        // An `if:` is no guard on pull_request: the workflow file comes from the PR's merge commit.
        const untrusted = events(workflow.on).filter((e) => !TRUSTED_EVENTS.has(e));
        assert.deepEqual(untrusted, [], `job ${name} runs on a self-hosted runner`);
      }
    }
    assert.ok(selfHosted >= 1, 'the docs show a self-hosted GPU job');
  });

  it('say why an if: is not enough, and which settings keep forks off a self-hosted runner', () => {
    assert.match(docs, /An `if:` in the workflow does not\s+keep a fork off it/);
    assert.match(docs, /\*Workflow access\* set to "Selected workflows"/);
    assert.match(docs, /require approval for all external contributors/);
    assert.match(docs, /what the runner's tool cache can be trusted for|The tool cache of a shared self-hosted runner/);
  });

  it("say that a fork's numbers are self-reported", () => {
    assert.match(docs, /every number in them is \*\*self-reported\*\*/);
    assert.doesNotMatch(docs, /escapes everything it renders/);
  });
});
