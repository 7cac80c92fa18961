// The rules for several entries live in src/decision/verdicts.ts only: the worst verdict, the `agreement` output
// and what counts as a verdict at all. The action's outputs and the comment read them from there.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isOverallVerdict, runAgreement, worstVerdict } from '../../src/decision/verdicts.js';

const entry = (verdict: string, agreement: 'pass' | 'fail' | 'skipped') => ({
  verdict,
  agreement: { verdict: agreement },
});

describe('verdicts of several entries', () => {
  it('takes the worst verdict; unjudged only when nothing else is there', () => {
    assert.equal(worstVerdict(['pass', 'unjudged']), 'pass');
    assert.equal(worstVerdict(['unjudged']), 'unjudged');
    assert.equal(worstVerdict(['improvement', 'error', 'regression']), 'error');
  });

  it('rolls agreement up over the compared entries: a failure anywhere, else a pass, else skipped', () => {
    assert.equal(runAgreement([entry('pass', 'pass'), entry('regression', 'fail')]), 'fail');
    assert.equal(runAgreement([entry('pass', 'pass'), entry('inconclusive', 'skipped')]), 'pass');
    // An added model runs against itself: its outputs agree trivially and say nothing.
    assert.equal(runAgreement([entry('unjudged', 'pass')]), 'skipped');
    assert.equal(runAgreement([entry('unjudged', 'fail'), entry('pass', 'pass')]), 'pass');
    assert.equal(runAgreement([]), 'skipped');
  });

  it('knows the verdicts a record or a run can hold', () => {
    assert.ok(isOverallVerdict('unjudged'));
    assert.ok(isOverallVerdict('error'));
    assert.ok(!isOverallVerdict('passed'));
  });
});
