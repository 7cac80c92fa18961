// Every number and sentence a report shows about a metric comes from the one estimate that decided it: the
// candidate's latency is the baseline's times the ratio, the throughput change is the ratio's inverse, and what
// the run could detect is worded from the same `minDetectable` (never a second, contradicting sentence).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { throughputOf } from '../../src/record/throughput.js';
import { detectableNote } from '../../src/report/detectable.js';
import { percentUp } from '../../src/stats/verdict.js';
import { scenario } from '../helpers/scenarios.js';

const FACTORS = [1.0, 1.03, 1.08, 1.25];

describe('one estimate per metric', () => {
  for (const factor of FACTORS)
    it(`candidate ×${factor}: latency, throughput and detectability agree`, () => {
      const record = scenario('same-estimate', factor);
      const l = record.latency;
      assert.ok(l);
      for (const n of ['p50', 'p95'] as const) {
        const m = l[n];
        assert.ok(Math.abs(m.candidate - m.baseline * m.ratio) <= 1e-9 * m.candidate, `${n}: ${JSON.stringify(m)}`);
      }
      const throughput = throughputOf(
        { items: 8, dim: 'batch' },
        { baseline: l.p50.baseline, candidate: l.p50.candidate },
      );
      assert.ok(throughput);
      assert.ok(Math.abs(throughput.ratio * l.p50.ratio - 1) < 1e-9, `${throughput.ratio} against ${l.p50.ratio}`);
      const note = detectableNote(record);
      for (const n of ['p50', 'p95'] as const) {
        const could = note.includes(`a ${n} slowdown of `) && !note.includes(`detect a ${n} slowdown of any size`);
        const couldNot = note.includes(`detect a ${n} slowdown of any size`);
        assert.ok(!(could && couldNot), note);
        const smallest: number | null = l[n].minDetectable;
        if (could) assert.ok(smallest !== null && note.includes(percentUp(smallest)), note);
        if (couldNot) assert.equal(smallest, null, note);
      }
    });
});
