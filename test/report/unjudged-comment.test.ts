// A model compared with nothing is never shown as a pass (docs/record.md, "Verdicts"): the comment's line about
// the previous run reads the verdict the decision has, the one its hidden marker stores, not a pass in its place.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideRun } from '../../src/decision/decision.js';
import { legsRun } from '../../src/record/run-builder.js';
import { changeLine, renderComment } from '../../src/report/comment.js';
import { scenario } from '../helpers/scenarios.js';

describe('an unjudged comment', () => {
  const record = scenario('models', 1.0, { candidate: 'models/new.onnx', unjudged: true });

  it('keeps unjudged as the legs verdict, as the marker holds it', () => {
    assert.equal(record.verdict, 'unjudged');
    assert.equal(decideRun(legsRun(record.id, [record])).verdict, 'unjudged');
  });

  it('says the verdict is unchanged when the previous comment was unjudged too', () => {
    const comment = renderComment(record, { previousVerdict: 'unjudged' });
    assert.match(comment, /Verdict unchanged since the previous run \(unjudged\)\./);
    assert.doesNotMatch(comment, /→ ✅ pass/);
  });

  it('marks a change from a pass with the unjudged mark, and a marker that is no verdict as text', () => {
    assert.equal(changeLine('unjudged', 'pass'), 'Verdict changed since the previous run: ✅ pass → ⚪ unjudged.');
    assert.equal(changeLine('pass', 'unjudged'), 'Verdict changed since the previous run: ⚪ unjudged → ✅ pass.');
    assert.equal(changeLine('pass', 'weird_one'), 'Verdict changed since the previous run: weird\\_one → ✅ pass.');
  });
});
