import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildHistorySection } from '../../src/record/history-section.js';
import { parseHistory } from '../../src/record/history.js';
import { historyEntry, sameSeries } from '../../src/record/history-entry.js';
import { reportRecordSchema } from '../../src/record/schema.js';
import { jsonLines, syntheticHistory } from '../helpers/history.js';
import { SCENARIOS } from '../helpers/scenarios.js';

const MODEL = 'models/classifier.onnx';

describe('the history file', () => {
  it('reads valid lines and skips every other one, counting them', () => {
    const good = syntheticHistory({ model: MODEL, entries: 3, seed: 1, shape: () => 1 });
    const text = [
      JSON.stringify(good[0]),
      'not json',
      JSON.stringify({ ...good[1], extra: 'field' }),
      '',
      JSON.stringify({ ...good[1], p50: { baseline: -1, candidate: 1, ratio: 1 } }),
      JSON.stringify({ ...good[1], commit: 'zzz' }),
      JSON.stringify({ ...good[1], model: 'x'.repeat(5000) }),
      JSON.stringify(good[2]),
    ].join('\n');
    const parsed = parseHistory(text);
    assert.deepEqual(parsed.entries, [good[0], good[2]]);
    assert.equal(parsed.skipped, 5);
    assert.equal(parsed.firstSkipped, 2);
  });

  it("a run's entry round-trips through the file format, and belongs to its own series only", () => {
    const record = SCENARIOS.pass();
    const entry = historyEntry(record, 'a'.repeat(40))!;
    assert.deepEqual(parseHistory(jsonLines([entry])).entries, [entry]);
    assert.equal(entry.p50.candidate, record.latency!.p50.candidate);
    assert.ok(sameSeries(entry, record));
    assert.ok(!sameSeries({ ...entry, id: 'other' }, record));
    assert.ok(!sameSeries({ ...entry, model: 'models/other.onnx' }, record));
    assert.ok(!sameSeries({ ...entry, label: 'another-leg' }, record));
    assert.equal(historyEntry(SCENARIOS.inputError(), ''), undefined, 'nothing measured, nothing recorded');
  });

  it('judges the ratio when every entry used one baseline file, else the candidate latency; the record validates', () => {
    const input = (fixedBaseline: boolean) => ({
      path: 'h.jsonl',
      recorded: syntheticHistory({ model: MODEL, entries: 12, seed: 3, shape: () => 1, fixedBaseline }),
      skipped: 0,
      current: undefined,
      appended: false,
      thresholds: { p50: 0.05, p95: 0.1 },
      seed: 1,
    });
    assert.equal(buildHistorySection(input(true)).series, 'ratio');
    const section = buildHistorySection(input(false));
    assert.equal(section.series, 'candidate');
    assert.equal(section.entries.at(-1)!.current, false, 'no run of its own: only the recorded entries');
    assert.equal(section.p50.judged, 12);
    const record = reportRecordSchema.parse({ ...SCENARIOS.pass(), history: section });
    assert.equal(record.history?.entries.length, 12);
    // A finding that points past the entries is refused.
    const forged = {
      ...section,
      p50: { ...section.p50, changes: [{ index: 40, before: 1, after: 2, change: 1, pValue: 0 }] },
    };
    assert.equal(reportRecordSchema.safeParse({ ...SCENARIOS.pass(), history: forged }).success, false);
  });

  it('flags a step once: a step whose first entry was measured under an accepted change is not flagged again', () => {
    const step = (i: number) => (i < 10 ? 1 : 1.3);
    const recorded = syntheticHistory({ model: MODEL, entries: 20, seed: 4, shape: step, fixedBaseline: false });
    const input = { path: 'h.jsonl', skipped: 0, current: undefined, appended: false, seed: 1 };
    const thresholds = { p50: 0.05, p95: 0.1 };
    const plain = buildHistorySection({ ...input, recorded, thresholds });
    assert.ok(
      plain.p50.changes.some((c) => c.index === 10),
      JSON.stringify(plain.p50.changes),
    );
    const accepted = recorded.map((e, i) => (i >= 10 ? { ...e, accepted: true as const } : e));
    const section = buildHistorySection({ ...input, recorded: accepted, thresholds });
    assert.deepEqual(section.p50.changes, [], 'the accepted step is not flagged');
    assert.deepEqual(parseHistory(jsonLines(accepted)).entries, accepted, 'the mark round-trips through the file');
  });
});
