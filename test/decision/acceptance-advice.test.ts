import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideRecord } from '../../src/decision/decision.js';
import { scenario } from '../helpers/scenarios.js';

// The next step after a regression or a tolerance failure is one accept-file entry. Advice is a change the user
// will make, so each test applies it to the same measurements (the same seeded rounds and outputs, judged again
// by the real statistics and agreement code with the entry applied) and asserts the outcome it promised.

/** The accept-file entry an outcome's next step advises, as the user would write it. */
function entryFrom(next: string): string {
  const settings = [...next.matchAll(/'((?:p50|p95|atol|min-cosine|min-top1-agreement): [^']+)'/g)].map((m) => m[1]);
  assert.ok(settings.length > 0, `no setting in: ${next}`);
  const model = /in the entry for '([^']+)' under 'accept:'/.exec(next)?.[1];
  assert.ok(model, `no model in: ${next}`);
  return `accept:\n  - model: ${model}\n    reason: intended\n${settings.map((s) => `    ${s}\n`).join('')}`;
}

describe('advice that accepts a change, applied to the same run', () => {
  it('a regression with disagreeing outputs: one entry covers every metric and tolerance, and the run passes', () => {
    const failing = scenario('classifier', 1.3, { agreementShift: 1e-3 });
    const before = decideRecord(failing);
    assert.equal(before.outcome, 'failed');
    assert.match(before.next ?? '', /^if these changes are intended, accept them for this model only with /);
    assert.doesNotMatch(before.next ?? '', /threshold'/, 'no threshold is raised for every later pull request');
    const text = entryFrom(before.next ?? '');
    assert.match(text, /p50: \+\d+%\n.*p95: \+\d+%\n/s, 'both regressed metrics in the one entry');
    const accepted = scenario('classifier', 1.3, { agreementShift: 1e-3, accept: { text } });
    const after = decideRecord(accepted);
    assert.equal(accepted.latency?.p50.verdict, 'pass');
    assert.equal(accepted.latency?.p95.verdict, 'pass');
    assert.equal(accepted.agreement.verdict, 'pass');
    assert.equal(after.outcome, 'passed', after.line);
    assert.match(
      after.title,
      /^passed: p50 \+30\.\d%, p95 \+\d+\.\d%, within the change accepted in '\.github\/latency-gate-accept\.yml'$/,
    );
    assert.equal(accepted.acceptance?.honored, true);
    assert.equal(accepted.acceptance?.needed, null, 'an entry with tolerances is not judged for need');
  });

  it('the bounds come from the intervals, not the estimates', () => {
    const failing = scenario('classifier', 1.3, { agreementShift: 0 });
    const p50 = failing.latency?.p50;
    const bound = Number(/'p50: \+(\d+)%'/.exec(decideRecord(failing).next ?? '')?.[1]) / 100;
    assert.ok(p50 && bound > p50.ci[1] - 1, `bound ${bound} above the interval's end ${p50?.ci[1]}`);
  });

  it('a later push beyond the accepted bound fails again and says by how much', () => {
    const text = 'accept:\n  - model: models/classifier.onnx\n    reason: intended\n    p50: +10%\n    p95: +10%\n';
    const beyond = decideRecord(scenario('classifier', 1.3, { agreementShift: 0, accept: { text } }));
    assert.equal(beyond.outcome, 'failed');
    assert.match(beyond.title, /^failed: p50 regression \(\+30\.\d%\), 20\.\d points beyond the accepted \+10%/);
  });

  it("a fork's entry without the label is not applied, and the report says why", () => {
    const text = 'accept:\n  - model: models/classifier.onnx\n    reason: intended\n    p50: +60%\n    p95: +60%\n';
    const record = scenario('classifier', 1.3, { agreementShift: 0, accept: { text, honored: false } });
    assert.equal(decideRecord(record).outcome, 'failed');
    assert.equal(record.acceptance?.honored, false);
    assert.match(record.acceptance?.why ?? '', /fork .* 'latency-gate-accept' label/);
  });

  it('an entry the model no longer needs is named, so the gate is not left loose', () => {
    const text = 'accept:\n  - model: models/classifier.onnx\n    reason: was slower once\n    p50: +40%\n';
    const record = scenario('classifier', 1.0, { agreementShift: 0, accept: { text } });
    assert.equal(record.acceptance?.needed, false);
    assert.ok(
      record.warnings.some((w) =>
        /^The accepted change for 'models\/classifier\.onnx' is no longer needed: .*remove its entry/.test(w),
      ),
      record.warnings.join('\n'),
    );
  });
});
