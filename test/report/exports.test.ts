import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { benchmarkActionResults, bencherMetricFormat } from '../../src/report/exports.js';
import { benchmarkActionSchema, bencherMetricFormatSchema } from '../fixtures/formats/dashboards.js';
import { SCENARIOS } from '../helpers/scenarios.js';

describe('dashboard exports', () => {
  it('Bencher Metric Format: p50 and p95 of both models, in nanoseconds, per the BMF schema', () => {
    const record = SCENARIOS.regression();
    const bmf = bencherMetricFormatSchema.parse(JSON.parse(JSON.stringify(bencherMetricFormat(record))));
    const names = Object.keys(bmf);
    assert.equal(names.length, 4);
    const path = record.models.candidate.path;
    const candidate50 = names.find((n) => n === `${record.id}: ${path} p50 (candidate, ${record.label})`)!;
    assert.ok(candidate50, names.join('\n'));
    assert.ok(Math.abs(bmf[candidate50]!.latency!.value - record.latency!.p50.candidate * 1e6) <= 0.0005);
    assert.ok(names.some((n) => n.includes('p95 (baseline')));
  });

  it('github-action-benchmark: customSmallerIsBetter results in ms, the change and verdict as extra', () => {
    const record = SCENARIOS.regression();
    const results = benchmarkActionSchema.parse(JSON.parse(JSON.stringify(benchmarkActionResults(record))));
    assert.equal(results.length, 4);
    const p95 = results.find((r) => r.name.includes('p95 (candidate'))!;
    assert.equal(p95.unit, 'ms');
    assert.equal(p95.value, record.latency!.p95.candidate);
    assert.match(p95.extra ?? '', /^p95 \+\d+\.\d% vs baseline \(.+\), regression$/);
  });

  it('a run that measured nothing exports nothing', () => {
    const record = SCENARIOS.inputError();
    assert.deepEqual(bencherMetricFormat(record), {});
    assert.deepEqual(benchmarkActionResults(record), []);
  });
});
