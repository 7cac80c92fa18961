import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { openPair } from '../../src/bench/child/pair-sessions.js';
import type { Arms } from '../../src/bench/child/session.js';
import type { BenchJob } from '../../src/bench/protocol.js';
import { CPU_TARGET } from '../../src/gpu/provider-options.js';

// Which arm a pair creates first shows in which arm's file is read first: with neither file there, the first
// session's load failure names it.
const job = { baseline: '/nonexistent/baseline.onnx', candidate: '/nonexistent/candidate.onnx', threads: 1 };
const like = { baseline: { feeds: {} }, candidate: { feeds: {} } } as unknown as Arms;

describe('openPair: which arm is created first alternates from pair to pair', () => {
  for (const [index, first] of [
    [0, 'baseline'],
    [1, 'candidate'],
    [2, 'baseline'],
    [7, 'candidate'],
  ] as const) {
    it(`pair ${index} creates its ${first} session first`, async () => {
      await assert.rejects(openPair(job as BenchJob, CPU_TARGET, like, index), (error: Error) => {
        assert.match(error.message, new RegExp(`^The ${first} model '/nonexistent/${first}\\.onnx'`));
        return true;
      });
    });
  }
});
