// The rule that shares one max-duration among matrix cells (src/bench/budget.ts), simulated without a clock.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cellBudget, matrixBudgetNeeded, MATRIX_CELL_FLOOR_MS, memoryCapMs } from '../../src/bench/budget.js';

/** Runs cells that each spend `use(share)` of their share; returns the shares in order. */
function simulate(totalMs: number, uses: ((share: number) => number)[], overhead = 0): number[] {
  let left = totalMs;
  return uses.map((use, i) => {
    const share = cellBudget(left, uses.length - i, 5_000, overhead).maxDurationMs;
    left -= use(share);
    return share;
  });
}

describe('matrix cell budget', () => {
  it('shares evenly when every cell spends its share', () => {
    assert.deepEqual(
      simulate(
        60_000,
        Array.from({ length: 4 }, () => (s: number) => s),
      ),
      [15_000, 15_000, 15_000, 15_000],
    );
  });

  it('gives the time of a cell that decides early to the cells after it', () => {
    // The first cell decides in a third of its share: the other three share what it left.
    const shares = simulate(60_000, [(s) => s / 3, (s) => s, (s) => s, (s) => s]);
    assert.deepEqual(shares, [15_000, 18_333, 18_334, 18_333]);
    assert.equal(shares.reduce((a, b) => a + b, 0) - 10_000, 60_000, 'nothing is lost or added');
  });

  it('takes a cell that ran over from the cells after it, and keeps back the overhead seen', () => {
    assert.deepEqual(simulate(40_000, [(s) => s + 4_000, (s) => s]), [20_000, 16_000]);
    assert.deepEqual(simulate(40_000, [(s) => s, (s) => s], 1_500), [18_500, 20_000]);
    assert.equal(cellBudget(3_000, 2, 5_000, 2_000).maxDurationMs, 0, 'never below zero');
  });

  it('caps min-duration at the share', () => {
    assert.deepEqual(cellBudget(8_000, 2, 5_000), { maxDurationMs: 4_000, minDurationMs: 4_000 });
  });

  it('needs the floor for every cell, and lets memory take a quarter', () => {
    assert.equal(matrixBudgetNeeded(4), 4 * MATRIX_CELL_FLOOR_MS);
    assert.equal(memoryCapMs(20_000), 5_000);
  });
});
