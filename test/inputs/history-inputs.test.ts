import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseConfig } from '../../src/inputs/schema.js';

const BASE = { candidate: 'a.onnx', baseline: 'b.onnx' };

describe("the 'charts', 'history-path' and 'export' inputs", () => {
  it('parse into the config', () => {
    const config = parseConfig({
      ...BASE,
      charts: 'out/charts',
      'history-path': 'baselines/latency-history.jsonl',
      export: 'bencher=bmf.json, benchmark-action=gab.json',
    });
    assert.equal(config.charts, 'out/charts');
    assert.equal(config.historyPath, 'baselines/latency-history.jsonl');
    assert.deepEqual(config.exports, { bencher: 'bmf.json', benchmarkAction: 'gab.json' });
    assert.deepEqual(parseConfig(BASE).exports, {});
  });

  it('a bad value is one sentence naming the input', () => {
    assert.throws(
      () => parseConfig({ ...BASE, export: 'csv=out.csv' }),
      /^UserError: 'export' must be a list of 'bencher=FILE' and 'benchmark-action=FILE' like '.+', got 'csv=out\.csv'$/,
    );
    assert.throws(() => parseConfig({ ...BASE, export: 'bencher' }), /'export' must be a list of name=value pairs/);
    assert.throws(
      () => parseConfig({ ...BASE, export: 'bencher=a.json,bencher=b.json' }),
      /'export' names 'bencher' twice/,
    );
    assert.throws(
      () => parseConfig({ ...BASE, mode: 'record' }),
      /^UserError: 'mode: record' appends the result to 'history-path'/,
    );
    assert.equal(parseConfig({ ...BASE, mode: 'record', 'history-path': 'h.jsonl' }).mode, 'record');
  });
});

describe('charts, history and export follow one model', () => {
  it("with 'changed-since' they are a mistake that names the input", () => {
    assert.throws(
      () => parseConfig({ 'changed-since': 'origin/main', 'history-path': 'h.jsonl' }),
      /^UserError: 'history-path' applies to one model's gate, not to every model changed since a ref; set 'candidate'/,
    );
    assert.throws(
      () => parseConfig({ 'changed-since': 'origin/main', export: 'bencher=b.json' }),
      /^UserError: 'export' applies/,
    );
  });
});
