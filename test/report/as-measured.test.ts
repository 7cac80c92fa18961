// Every number a report shows is the one that ran: a threshold as the user set it, what the run could detect
// only where it decided nothing. Read through every renderer a reviewer meets (summary, comment, terminal).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { settingPercent } from '../../src/format.js';
import { renderComment } from '../../src/report/comment.js';
import { detectableNote } from '../../src/report/detectable.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderTerminal } from '../../src/report/terminal.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { scenario } from '../helpers/scenarios.js';

const everyReport = (record: ReportRecord) => [
  renderSummary(record),
  renderComment(record, { pullRequest: 42 }),
  renderTerminal(record),
];

describe('numbers as they ran', () => {
  it('shows a threshold with the digits it was set with', () => {
    assert.equal(settingPercent(0.015), '1.5%');
    assert.equal(settingPercent(0.05), '5%');
    assert.equal(settingPercent(0.125), '12.5%');
    assert.equal(settingPercent(0.001), '0.1%');
  });

  it("'p50-threshold: 2.5%' reads 2.5% in the table, the pass band and the terminal, never 3%", () => {
    const record = scenario('classifier', 1.0, { agreementShift: 0, p50Threshold: '2.5%' });
    assert.equal(record.latency?.p50.threshold, 0.025);
    assert.equal(record.verdict, 'pass');
    const [summary = '', comment = '', terminal = ''] = everyReport(record);
    for (const text of [summary, comment])
      assert.match(text, /\| \*\*p50\*\* \|[^\n]*\| 2\.5% \|/, 'the threshold column of the table');
    assert.match(summary, /the thresholds 2\.5% and 10% less the noise floor/, 'the pass-band sentence');
    assert.match(terminal, /the threshold \(p50 2\.5%, p95 10%\)/);
    for (const text of [summary, comment, terminal]) assert.doesNotMatch(text, /\b3%/);
  });

  it('says what the run could detect under an undecided metric only, never under a decided one', () => {
    // Half the latency, decided as an improvement with a wide interval: the detectable size is large.
    const improved = scenario('classifier', 0.5, { agreementShift: 0 });
    assert.equal(improved.latency?.p50.verdict, 'improvement');
    assert.equal(detectableNote(improved), '');
    for (const text of everyReport(improved)) assert.doesNotMatch(text, /could detect/, text);
    const regressed = scenario('classifier', 1.3, { agreementShift: 0 });
    for (const text of everyReport(regressed)) assert.doesNotMatch(text, /could detect/);
    const latency = improved.latency!;
    const undecided = {
      ...improved,
      latency: { ...latency, p95: { ...latency.p95, verdict: 'inconclusive' as const } },
    };
    assert.match(detectableNote(undecided), /^This run could detect a p95 slowdown of /);
    assert.doesNotMatch(detectableNote(undecided), /p50/, 'the decided p50 stays silent');
  });
});
