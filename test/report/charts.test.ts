// Every chart the reports emit is parsed by mermaid's own parser (test/helpers/mermaid.ts), so a broken chart
// fails here and not in a reader's PR; the SVG files are rendered by vega and read back as XML.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { JSDOM } from 'jsdom';
import { buildHistorySection } from '../../src/record/history-section.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { reportRecordSchema } from '../../src/record/schema.js';
import { quantileCurves, type LineChart } from '../../src/report/chart-data.js';
import { mermaidLineChart, mermaidNumber } from '../../src/report/chart-mermaid.js';
import { renderChartFiles } from '../../src/report/chart-svg.js';
import { renderComment } from '../../src/report/comment.js';
import { renderRunComment } from '../../src/report/run-report.js';
import { legsRun } from '../../src/record/run-builder.js';
import { renderSummary } from '../../src/report/summary.js';
import { commitOf, syntheticHistory } from '../helpers/history.js';
import { mermaidBlocks, parseXyChart } from '../helpers/mermaid.js';
import { SCENARIOS } from '../helpers/scenarios.js';

/** A scenario record with a history of 20 entries whose p50 and p95 step up 8 % at entry 13 (index 12). */
function withSteppedHistory(record: ReportRecord): ReportRecord {
  const recorded = syntheticHistory({
    model: record.models.candidate.path,
    entries: 20,
    seed: 7,
    shape: (i) => (i >= 12 ? 1.08 : 1),
  });
  const history = buildHistorySection({
    path: 'baselines/latency-history.jsonl',
    recorded,
    skipped: 1,
    current: {
      commit: '',
      date: record.createdAt,
      verdict: record.verdict === 'unjudged' ? 'error' : record.verdict,
      p50: record.latency && { ...record.latency.p50 },
      p95: record.latency && { ...record.latency.p95 },
      current: true,
    },
    appended: false,
    thresholds: { p50: 0.05, p95: 0.1 },
    seed: 1234,
  });
  return reportRecordSchema.parse({ ...record, history });
}

const HOSTILE = [
  'plain',
  'quote " and \' and `backtick`',
  'brackets [ ] ( ) { } < > &',
  'line\nbreak\r\nand\u2028separator',
  '%%{init: {"securityLevel": "loose"}}%%',
  '"] \n  line "injected" [999, 999',
  '#quot; #35; entity-looking',
  '<img src=x onerror=alert(1)>',
  'ünïcødé → ✓',
];

describe('mermaid charts', () => {
  it('every chart in the summary and comment of each scenario parses, with both models as lines', async () => {
    const records = [SCENARIOS.pass(), SCENARIOS.regression(), withSteppedHistory(SCENARIOS.pass())];
    let charts = 0;
    for (const record of records) {
      for (const markdown of [renderSummary(record), renderComment(record, { pullRequest: 42 })]) {
        for (const block of mermaidBlocks(markdown)) {
          const parsed = await parseXyChart(block);
          assert.equal(parsed.plots.length, 2, block);
          charts++;
        }
      }
    }
    // Latency quantiles in 3 records × 2 reports, and the 2 history charts in 1 record × 2 reports.
    assert.equal(charts, 10);
    const matrix = renderRunComment(legsRun('classifier', SCENARIOS.matrix()), { pullRequest: 42 });
    for (const block of mermaidBlocks(matrix)) assert.equal((await parseXyChart(block)).plots.length, 2);
  });

  it('the quantile curves run p1 to p99, rise, and end at the record’s own p99', async () => {
    const record = SCENARIOS.regression();
    const chart = quantileCurves(record)!;
    assert.equal(chart.series[0]!.values.length, 99);
    for (const s of chart.series) assert.ok(s.values.every((v, i) => i === 0 || v >= s.values[i - 1]!));
    // The record keeps call times rounded to 1 ns; its summary was taken before rounding.
    assert.ok(Math.abs(chart.series[1]!.values[98]! - record.latency!.candidate.p99) < 1e-5);
    assert.ok(Math.abs(chart.series[0]!.values[49]! - record.latency!.baseline.p50) < 1e-5);
  });

  it('hostile labels stay labels: the same number of lines and points, the text shown as given', async () => {
    for (const label of HOSTILE) {
      const chart: LineChart = {
        slug: 'x',
        title: label,
        x: { kind: 'labels', title: label, labels: [label, 'two', label] },
        yTitle: label,
        series: [
          { name: label, values: [1, 2, 3] },
          { name: 'second', values: [2, 3, 4] },
        ],
      };
      const text = mermaidLineChart(chart);
      assert.doesNotMatch(text.split('\n').slice(1).join('\n'), /%%/, 'no directive or comment from a label');
      const parsed = await parseXyChart(text);
      assert.equal(parsed.plots.length, 2, `${JSON.stringify(label)}\n${text}`);
      assert.deepEqual(
        parsed.plots.map((p) => p.points),
        [3, 3],
      );
      const shown = label.replace(/\r\n|[\n\r\u2028]/g, ' ');
      assert.equal(parsed.title, shown);
      assert.equal(parsed.plots[0]!.title, shown);
      assert.deepEqual(parsed.xCategories, [shown, 'two', shown]);
    }
  });

  it('numbers are plain decimals the grammar reads', async () => {
    assert.equal(mermaidNumber(0.000012346), '0.00001235');
    assert.equal(mermaidNumber(123456.7), '123457');
    assert.equal(mermaidNumber(1.5), '1.5');
    const chart: LineChart = {
      slug: 'x',
      title: 't',
      x: { kind: 'range', title: 'p', min: 1, max: 3 },
      yTitle: 'ms',
      series: [{ name: 'tiny', values: [1e-7, 2e-7, 3e-7] }],
    };
    assert.equal((await parseXyChart(mermaidLineChart(chart))).plots[0]!.points, 3);
  });

  it('the comment flags the history step at its entry, above the fold', () => {
    const body = renderComment(withSteppedHistory(SCENARIOS.pass()), { pullRequest: 42 });
    const head = body.split('<!-- latency-gate-details -->')[0]!;
    const commit = commitOf(12).slice(0, 12);
    assert.match(head, new RegExp(`\\*\\*p50\\*\\* changed at entry 13 \\(\`${commit}\`, 2026-01-13\\)`));
    assert.match(body, /<details><summary>Latency history: 21 entries, \d finding\(s\)<\/summary>/);
    // The test behind the finding is in the record and the docs; the reviewer reads what it means.
    assert.match(head, /a step too large for the entries' own scatter/);
    assert.doesNotMatch(body, /permutation|Mann-Kendall|\bp = /);
  });
});

describe('SVG charts', () => {
  it('renders well-formed SVG with both series, the pass band and the interval', async () => {
    const files = await renderChartFiles(withSteppedHistory(SCENARIOS.regression()));
    assert.deepEqual(
      files.map((f) => f.name),
      ['latency-quantiles.svg', 'round-ratio.svg', 'history-latency.svg', 'history-ratio.svg'],
    );
    for (const file of files) {
      const doc = new JSDOM(file.svg, { contentType: 'image/svg+xml' }).window.document;
      assert.equal(doc.documentElement.tagName, 'svg', file.name);
      assert.equal(doc.getElementsByTagName('parsererror').length, 0, file.name);
    }
    const svg = (name: string) => files.find((f) => f.name === name)!.svg;
    const texts = (name: string) =>
      [...new JSDOM(svg(name), { contentType: 'image/svg+xml' }).window.document.getElementsByTagName('text')].map(
        (t) => t.textContent,
      );
    assert.ok(
      texts('latency-quantiles.svg').includes('baseline') && texts('latency-quantiles.svg').includes('candidate'),
    );
    // Two line paths, one per model.
    assert.equal((svg('latency-quantiles.svg').match(/role-mark[^"]*marks"[^>]*><path/g) ?? []).length >= 1, true);
    const ratio = new JSDOM(svg('round-ratio.svg'), { contentType: 'image/svg+xml' }).window.document;
    for (const layer of ['passband_marks', 'interval_marks', 'rounds_marks', 'estimate_marks']) {
      const group = ratio.querySelector(`g.${layer}`);
      assert.ok(group, `${layer} is drawn`);
      assert.ok(group.querySelector('path, line, rect'), `${layer} has a shape`);
    }
    assert.ok(texts('history-latency.svg').includes('this run'));
  });
});
