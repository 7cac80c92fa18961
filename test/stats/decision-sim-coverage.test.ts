// The decision simulation's coverage check (docs/statistics.md, "Looks"): each look against its own claim, and
// one arm's noise correlated between rounds shown without a target, as the claim leaves it out.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { conditionChecks } from '../../scripts/decision-sim/checks.js';
import { CONDITIONS } from '../../scripts/decision-sim/conditions.js';
import { emptyTally } from '../../scripts/decision-sim/tally.js';

/** The coverage check of a condition whose first look missed `misses` of 200 at a claimed 1 %. */
function coverage(name: string, misses: number) {
  const condition = CONDITIONS.find((c) => c.name === name);
  assert.ok(condition, `${name} is a condition`);
  const tally = emptyTally(condition, { p50: 1, p95: 1 });
  tally.runs = 200;
  tally.coverage = [{ look: 0, claimed: 0.01, looks: 200, misses: { p50: misses, p95: 0 } }];
  const check = conditionChecks(tally).find((c) => c.id.endsWith('-coverage'));
  assert.ok(check, 'a coverage check');
  return check;
}

describe('decision simulation: coverage against the claim', () => {
  it('tests independent noise against its claim, and fails it when short (the check can fail)', () => {
    assert.equal(coverage('A/A bias 2% 15s', 2).met, true);
    const short = coverage('A/A bias 2% 15s', 20);
    assert.equal(short.met, false);
    assert.match(short.target ?? '', /≤ 1\.00 %/);
    assert.equal(short.note, 'short at look 1 p50');
  });

  it("shows one arm's correlated noise without a target, and says why", () => {
    const outside = coverage('A/A AR(1) 0.9 s per arm 60s', 20);
    assert.equal(outside.target, null);
    assert.equal(outside.met, null);
    assert.equal(outside.note, "outside the claim: one arm's noise correlated between rounds; short at look 1 p50");
  });
});
