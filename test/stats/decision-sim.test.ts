// The decision simulation (docs/statistics.md, "Simulation suite") at a reduced count: the gate's own pair plan,
// warm-up, cycles, looks, analysis, busy-runner refusal and stopping rule, on synthetic calls in simulated
// time, condition by condition. Fails when a target is clearly missed at this count; `npm run
// bench:decision-sim` runs 1,000 runs per condition against the exact targets. Seeded: a failure reproduces.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CONDITIONS } from '../../scripts/decision-sim/conditions.js';
import { runSuite } from '../../scripts/decision-sim/suite.js';
import { renderTable } from '../../scripts/decision-sim/table.js';
import { missedTargets } from '../../scripts/decision-sim/checks.js';

/** Runs per condition: enough for the power and sub-threshold targets to show a clear miss. */
const RUNS = 12;
/**
 * The conditions behind each kind of target, at most a few minutes on 2 cores: the slow ones (every look
 * analysed for coverage, or runs that go to the last look at 60 s) stay for the full suite.
 */
const CHOSEN =
  /^(A\/A 0\.05 ms 15s|A\/A big 60s|A\/A bimodal sessions 60s|\+7% bimodal sessions 60s|\+7% big 60s|A\/A bias 4% 1 pair 60s|A\/A bias 4% 20 ms 2 pairs|A\/A one-arm bursts 60s|A\/A busy 0\.05 ms 60s|\+6% 0\.05 ms 60s|\+7% 15s|\+7% bias 2% 1 pair 60s|−32% drifting 60s|p95 ×2 steady 60s|p95 ×2 clustered 15s|p95 ×2 session-varying 60s)$/;

describe('decision simulation (reduced count)', () => {
  it(`meets every target at ${RUNS} runs per condition`, { timeout: 900_000 }, async () => {
    const conditions = CONDITIONS.filter((c) => CHOSEN.test(c.name));
    assert.equal(conditions.length, 16, 'every chosen condition exists');
    const tallies = await runSuite(conditions, RUNS, 2);
    console.log(renderTable(tallies));
    const missed = tallies.flatMap((t) => missedTargets(t, true));
    assert.deepEqual(missed, []);
  });
});
