import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import * as policy from '../../src/stats/policy.js';

const source = readFileSync(new URL('../../../src/stats/policy.ts', import.meta.url), 'utf8');

describe('statistics policy', () => {
  it('gives every constant a reason and the result that supports it', () => {
    const names = Object.keys(policy);
    assert.ok(names.length >= 30, `${names.length} constants`);
    for (const name of names) {
      const at = source.indexOf(`export const ${name}`);
      assert.ok(at > 0, `${name} is declared in policy.ts`);
      const comment = source.slice(source.lastIndexOf('/**', at), at);
      assert.ok(comment.endsWith('*/\n'), `${name} has a doc comment right above it`);
      assert.match(comment, /Evidence: (none|decision-sim#|gate-quality#)/, `${name} names its evidence`);
    }
  });

  it('names only results that exist', () => {
    const ids = new Set<string>();
    for (const file of ['decision-sim', 'gate-quality']) {
      const result = JSON.parse(
        readFileSync(new URL(`../../../bench/results/${file}.json`, import.meta.url), 'utf8'),
      ) as {
        checks: { id: string }[];
      };
      for (const c of result.checks) ids.add(`${file}#${c.id}`);
    }
    for (const [cited] of source.matchAll(/(decision-sim|gate-quality)#[a-z0-9-]+/g)) {
      assert.ok(ids.has(cited), `${cited} is a check of its results file`);
    }
  });
});
