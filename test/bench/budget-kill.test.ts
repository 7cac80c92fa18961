// The parent's budget kill on a real child process that never returns (LATENCY_GATE_TEST_FAULT), with the
// parent's timers mocked: the kill comes exactly at max-duration plus the grace, never before, whatever the
// machine's load. test/run/bad-input-runtime.test.ts runs one never-returning model through the CLI.
import assert from 'node:assert/strict';
import { ChildProcess } from 'node:child_process';
import { describe, it } from 'node:test';
import { KILL_GRACE_MS } from '../../src/bench/budget.js';
import { timeoutMessage } from '../../src/bench/child-exit.js';
import { runBenchmark } from '../../src/bench/engine.js';
import { plainBenchJob } from '../helpers/bench-job.js';

/** A job the child never gets far into: the fault stops it as it enters its first phase. */
const JOB = plainBenchJob({
  baseline: 'never-read.onnx',
  candidate: 'never-read.onnx',
  budgetMs: 3_000,
  minDurationMs: 1_000,
  lookFractions: [1],
  sessionPairs: 1,
});

describe('the budget kill', () => {
  it('kills a child stuck in a phase at max-duration plus the grace, not before, and names the phase', async (t) => {
    t.mock.timers.enable({ apis: ['setTimeout'] });
    const kill = t.mock.method(ChildProcess.prototype, 'kill');
    let entered: (phase: string) => void = () => undefined;
    const load = new Promise<string>((resolve) => (entered = resolve));
    const outcome = runBenchmark(
      JOB,
      { onPhase: (phase) => entered(phase), onLook: () => false },
      { env: { LATENCY_GATE_TEST_FAULT: 'hang@load' } },
    );
    assert.equal(await load, 'load');

    t.mock.timers.tick(JOB.budgetMs + KILL_GRACE_MS - 1);
    assert.equal(kill.mock.callCount(), 0, 'not killed before the grace is over');
    t.mock.timers.tick(1);
    assert.deepEqual(
      kill.mock.calls.map((c) => c.arguments),
      [['SIGKILL']],
    );

    const { error, rounds } = await outcome;
    assert.equal(error?.kind, 'timeout');
    assert.equal(error?.phase, 'load');
    assert.equal(rounds.length, 0);
    assert.equal(
      error?.message,
      `The benchmark did not finish within 'max-duration' (3s) plus the ${KILL_GRACE_MS / 1000}s grace and was stopped during load; a model may never return, or loading takes longer than the budget: check the model or raise 'max-duration'`,
    );
  });

  it('names the phase it stopped in, and keeps the rounds measured before', () => {
    assert.match(
      timeoutMessage(3_000, { phase: 'warmup', step: undefined, rounds: 0 }),
      /^The benchmark did not finish within 'max-duration' \(3s\) plus the \d+s grace and was stopped during warmup \(both models interleaved\); /,
    );
    assert.match(
      timeoutMessage(3_000, { phase: 'load', step: 'loading the candidate model', rounds: 0 }),
      /stopped during load \(loading the candidate model\); /,
    );
    assert.match(
      timeoutMessage(3_000, { phase: 'measure', step: undefined, rounds: 12 }),
      /stopped during measure \(both models interleaved\), and the 12 rounds measured before are kept in the record; /,
    );
  });
});
