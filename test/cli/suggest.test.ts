import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { closestName, editDistance } from '../../src/cli/suggest.js';

describe('did you mean', () => {
  it('counts single-character edits', () => {
    assert.equal(editDistance('candidat', 'candidate'), 1);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
    assert.equal(editDistance('same', 'same'), 0);
  });

  it('suggests a close name, a unique prefix, and nothing for a word far from every name', () => {
    const names = ['candidate', 'baseline', 'baseline-ref', 'p50-threshold', 'p95-threshold', 'json'];
    assert.equal(closestName('candidat', names), 'candidate');
    assert.equal(closestName('basline', names), 'baseline');
    assert.equal(closestName('p59-threshold', names), 'p50-threshold');
    assert.equal(closestName('baseline-r', names), 'baseline-ref');
    assert.equal(closestName('frobnicate', names), undefined);
    assert.equal(closestName('x', names), undefined);
  });
});
