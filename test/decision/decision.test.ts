// The decision of a record and of a run (src/decision/): fail-on applied once, the exit code, what decided a
// run of several entries and the budget its next step names, and the settings that can never pass said up front.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideRecord, decideRun } from '../../src/decision/decision.js';
import { firedConditions } from '../../src/decision/fail-on.js';
import { fallbackConfig, parseConfig } from '../../src/inputs/schema.js';
import { passBandPhrase, passBandRange } from '../../src/record/headline.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { thresholdsInsideNoiseFloor } from '../../src/stats/calibration-advice.js';
import { scenario } from '../helpers/scenarios.js';

describe('fail-on, applied once', () => {
  const facts = { verdict: 'inconclusive', agreement: 'pass', suspectsRegression: true } as const;
  it('names the problem and the condition that failed it; the conditions nest', () => {
    assert.deepEqual(firedConditions(['regression', 'agreement'], facts), []);
    assert.deepEqual(firedConditions(['suspected-regression'], facts), [
      { kind: 'suspected-regression', by: 'suspected-regression' },
    ]);
    assert.deepEqual(firedConditions(['inconclusive'], facts), [{ kind: 'suspected-regression', by: 'inconclusive' }]);
    assert.deepEqual(firedConditions(['inconclusive'], { verdict: 'regression', agreement: 'fail' }), [
      { kind: 'regression', by: 'inconclusive' },
    ]);
    assert.deepEqual(
      firedConditions(['agreement', 'unjudged'], { verdict: 'pass', agreement: 'fail', uncompared: 2 }),
      [
        { kind: 'agreement', by: 'agreement' },
        { kind: 'unjudged', by: 'unjudged' },
      ],
    );
    assert.deepEqual(firedConditions([], { verdict: 'regression', agreement: 'fail', memory: 'regression' }), []);
  });
});

/** An undecided record (warm-up never settled), as a share of a larger budget. */
function undecided(shareMs: number): ReportRecord {
  const record = scenario('classifier', 1.0, { warmupUnsettled: true });
  return { ...record, settings: { ...record.settings, maxDurationMs: shareMs } };
}

describe('the decision of a run of several entries', () => {
  it("a matrix cell's next step names the budget the user set, not the cell's share of it", () => {
    const record = undecided(20_900);
    assert.equal(record.verdict, 'inconclusive');
    const run = {
      kind: 'matrix' as const,
      verdict: 'inconclusive',
      failed: false,
      changes: null,
      matrix: { budget: { maxDurationMs: 60_000 } },
      entries: [{ path: 'm.onnx', status: 'given' as const, record, cell: { label: 'batch=8 threads=2' } }],
    };
    const decision = decideRun(run);
    assert.equal(decision.exitCode, 0);
    assert.equal(decision.subject, 'batch=8 threads=2');
    assert.match(decision.next ?? '', /'max-duration' \(it was 60\.0 s\)/);
    assert.doesNotMatch(decision.line, /20\.9 s/);
  });

  it('too few session pairs name the pairs to set, not a longer budget that cannot help', () => {
    const record = undecided(20_000);
    const p95 = { ...record.latency!.p95, verdict: 'inconclusive' as const, fewPairs: { pairs: 2, atLeast: 6 } };
    const p50 = { ...record.latency!.p50, verdict: 'pass' as const };
    const decision = decideRecord({ ...record, latency: { ...record.latency!, p50, p95 } });
    assert.equal(
      decision.next,
      "set 'session-pairs' to at least 6 or 'auto': with 2 session pairs the run cannot tell how much sessions of one model differ, so it cannot decide",
    );
  });

  it('a changed model that failed decides the run, named by its path, with its own words', () => {
    const failing = scenario('classifier', 1.3, { agreementShift: 0 });
    const passing = scenario('classifier', 1.0, { agreementShift: 0 });
    const run = {
      kind: 'changed-models' as const,
      verdict: 'regression',
      failed: true,
      changes: { maxDurationMs: 120_000, baselineRef: 'origin/main' },
      entries: [
        { path: 'models/a.onnx', status: 'modified' as const, record: passing },
        { path: 'models/b.onnx', status: 'modified' as const, record: failing },
      ],
    };
    const decision = decideRun(run);
    assert.equal(decision.exitCode, 1);
    assert.equal(decision.subject, 'models/b.onnx');
    assert.match(decision.line, /^Outcome: failed \(exit code 1\): models\/b\.onnx: p50 regression \(\+30\.0%\)/);
  });
});

describe('settings that can never pass are said in words', () => {
  it('a noise floor at or above the threshold leaves no pass band, and says so instead of a crossed band', () => {
    assert.equal(passBandRange({ threshold: 0.1, noiseFloor: 0.201 }), 'none (floor ≥ threshold)');
    assert.match(passBandPhrase({ threshold: 0.1, noiseFloor: 0.201 }), /empty: the 20\.1% noise floor is not below/);
    assert.match(passBandPhrase({ threshold: 0.1, noiseFloor: 0.03 }), /^pass band −6\.4% to \+6\.8%/);
    const [warning, ...rest] = thresholdsInsideNoiseFloor(
      { p50: 0.05, p95: 0.1 },
      { p50: 0.01, p95: 0.201 },
      'noise profile ci.json',
      { p50: 0.02, p95: 0.35 },
    );
    assert.deepEqual(rest, []);
    assert.equal(warning?.metric, 'p95');
    assert.match(warning?.warning ?? '', /p95 cannot pass here: raise 'p95-threshold' above 35\.0%/);
  });

  it('a refused combination (charts with a matrix) still describes the run instead of failing a second time', () => {
    const raw = { candidate: 'a.onnx', baseline: 'b.onnx', threads: '1,2', charts: 'charts', id: 'zoo' };
    assert.throws(() => parseConfig(raw), /'charts' follows one size and thread count/);
    const config = fallbackConfig(raw);
    assert.equal(config.id, 'zoo');
    assert.equal(config.charts, undefined);
  });

  it("'mode: calibrate' measures the baseline it is given, with no candidate", () => {
    const config = parseConfig({ mode: 'calibrate', baseline: 'b.onnx' });
    assert.deepEqual(config.baseline, { kind: 'file', path: 'b.onnx' });
    assert.throws(() => parseConfig({ mode: 'calibrate' }), /'mode: calibrate' runs A\/A comparisons of one model/);
  });
});
