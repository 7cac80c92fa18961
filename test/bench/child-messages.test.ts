import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { applyChildMessage, initialChildState, type ChildState } from '../../src/bench/child-messages.js';
import type { ChildMessage } from '../../src/bench/protocol.js';

function replay(messages: ChildMessage[]): ChildState {
  return messages.reduce(applyChildMessage, initialChildState());
}

const round = (order: 'AB' | 'BA', us: number): ChildMessage => ({
  type: 'round',
  round: { order, baseline: [us, us], candidate: [us + 1, us + 1], pair: 0 },
});

describe('the parent side of the child protocol, without a process', () => {
  it('collects rounds, warnings and the look position in order', () => {
    const state = replay([
      { type: 'phase', phase: 'load', elapsedMs: 1 },
      {
        type: 'signatures',
        baseline: { inputs: [], outputs: [] },
        candidate: { inputs: [], outputs: [] },
        warnings: ['w1'],
      },
      { type: 'warnings', warnings: ['w2'] },
      { type: 'phase', phase: 'measure', elapsedMs: 5 },
      round('AB', 10),
      round('BA', 11),
      { type: 'look', index: 0, of: 4, elapsedMs: 9 },
      round('AB', 12),
      { type: 'look', index: 1, of: 4, elapsedMs: 12 },
      { type: 'done', reason: 'decided' },
    ]);
    assert.deepEqual(state.outcome.warnings, ['w1', 'w2']);
    assert.deepEqual(
      state.outcome.rounds.map((r) => r.baseline[0]),
      [10, 11, 12],
    );
    assert.equal(state.outcome.stoppedAtLook, 1);
    assert.equal(state.outcome.looks, 4);
    assert.equal(state.outcome.stopReason, 'decided');
    assert.equal(state.finished, true);
    assert.equal(state.phase, 'measure');
  });

  it("keeps the child's memory placement, its sessions' options and the fixed cost of a call", () => {
    const memoryPlacement = {
      hugePages: 'always',
      hugePagesDefrag: 'madvise',
      libc: 'glibc 2.39',
      allocators: [],
      allocatorSettings: ['MALLOC_MMAP_THRESHOLD_'],
    };
    const sessionSettings = {
      intraOpThreads: 1,
      interOpThreads: 1,
      executionMode: 'sequential' as const,
      graphOptimization: 'all' as const,
      spinning: false,
      cpuMemArena: true,
      memPattern: true,
      prepacking: true,
    };
    const fixedCost = {
      status: 'measured' as const,
      reason: null,
      us: { baseline: 12, candidate: 12 },
      callUs: { baseline: 50, candidate: 55 },
    };
    const state = replay([
      {
        type: 'environment',
        ortVersion: '1.30.0',
        timerResolutionUs: 0.1,
        runtimeLibrary: null,
        memoryPlacement,
        sessionSettings,
      },
      {
        type: 'warmup',
        summary: {
          durationMs: 300,
          calls: { baseline: 9, candidate: 9 },
          stable: true,
          medianUs: { baseline: 50, candidate: 55 },
          callsPerBlock: { baseline: 500, candidate: 500 },
        },
      },
      { type: 'fixed-cost', result: fixedCost },
    ]);
    assert.deepEqual(state.outcome.memoryPlacement, memoryPlacement);
    assert.deepEqual(state.outcome.sessionSettings, sessionSettings);
    assert.deepEqual(state.outcome.fixedCost, fixedCost);
    assert.equal(state.outcome.ortVersion, '1.30.0');
  });

  it('keeps the profiling pass the child reports after measuring, before it is done', () => {
    const result = {
      status: 'measured' as const,
      reason: null,
      provider: 'CPUExecutionProvider',
      allowanceMs: 300,
      durationMs: 120,
      profiles: {
        baseline: { runs: 40, runUs: 90, nodes: [] },
        candidate: { runs: 40, runUs: 95, nodes: [] },
      },
    };
    const state = replay([
      { type: 'phase', phase: 'measure', elapsedMs: 5 },
      round('AB', 10),
      { type: 'look', index: 0, of: 4, elapsedMs: 9 },
      { type: 'phase', phase: 'profile', elapsedMs: 10 },
      { type: 'profile', result },
      { type: 'done', reason: 'decided' },
    ]);
    assert.deepEqual(state.outcome.profile, result);
    assert.equal(state.phase, 'profile', 'a crash during the pass names it');
    assert.equal(state.finished, true);
  });

  it('never changes the state it was given', () => {
    const start = initialChildState();
    const after = applyChildMessage(start, round('AB', 3));
    assert.equal(start.outcome.rounds.length, 0);
    assert.equal(after.outcome.rounds.length, 1);
    const warned = applyChildMessage(after, { type: 'warnings', warnings: ['x'] });
    assert.deepEqual(after.outcome.warnings, []);
    assert.deepEqual(warned.outcome.warnings, ['x']);
  });

  it('remembers the step inside a phase for crash messages, and a new phase clears it', () => {
    const loading = replay([
      { type: 'phase', phase: 'load', elapsedMs: 0 },
      { type: 'step', step: 'loading the candidate' },
    ]);
    assert.equal(loading.step, 'loading the candidate');
    assert.equal(applyChildMessage(loading, { type: 'phase', phase: 'warmup', elapsedMs: 3 }).step, undefined);
  });

  it('turns a user error into an input error and an internal one into an internal error, keeping the stack', () => {
    const user = replay([{ type: 'error', message: "'input-shapes' …", user: true, phase: 'load' }]);
    assert.deepEqual(user.outcome.error, { message: "'input-shapes' …", kind: 'input', phase: 'load' });
    assert.equal(user.finished, true);
    const bug = replay([
      { type: 'error', message: 'boom', user: false, phase: 'measure', stack: 'Error: boom\n at x' },
    ]);
    assert.equal(bug.outcome.error?.kind, 'internal');
    assert.equal(bug.outcome.error?.stack, 'Error: boom\n at x');
  });
});
