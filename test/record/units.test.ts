import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { reportRecordSchema } from '../../src/record/schema.js';
import { SCENARIOS } from '../helpers/scenarios.js';

describe('one unit convention in the record', () => {
  it('latency values say they are ms; raw timings say they are us', () => {
    const record = SCENARIOS.pass();
    assert.equal(record.latency?.unit, 'ms');
    assert.equal(record.raw.unit, 'us');
    // The same call, in both units: the p50 of the raw microseconds is the latency section's milliseconds.
    const calls = record.raw.rounds.flatMap((r) => r.baseline).sort((a, b) => a - b);
    const medianUs = calls[Math.ceil(calls.length / 2) - 1] ?? 0;
    assert.ok(
      Math.abs(medianUs / 1000 - (record.latency?.p50.baseline ?? 0)) / (record.latency?.p50.baseline ?? 1) < 0.05,
    );
  });

  it("a record written before 'latency.unit' existed reads as ms, and another unit is refused", () => {
    const old = JSON.parse(JSON.stringify(SCENARIOS.pass())) as { latency: Record<string, unknown> };
    delete old.latency.unit;
    assert.equal(reportRecordSchema.parse(old).latency?.unit, 'ms');
    assert.equal(reportRecordSchema.safeParse({ ...old, latency: { ...old.latency, unit: 's' } }).success, false);
  });
});
