// The matrix reports from records built through the real statistics (no onnxruntime): one table, worst cell
// first, with throughput and memory; cell labels escaped; an undecided cell says why.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { MemoryProbe } from '../../src/bench/memory-protocol.js';
import { cellEntries, cellsWorstFirst, type MatrixCellEntry } from '../../src/record/run-headline.js';
import { buildRun } from '../../src/record/run-builder.js';
import { NO_GIT_CONTEXT, runRecordSchema } from '../../src/record/run-record.js';
import { memorySection } from '../../src/record/memory-section.js';
import { reportRecordSchema, type ReportRecord } from '../../src/record/schema.js';
import { throughputOf } from '../../src/record/throughput.js';
import { renderRunComment, renderRunSummary, renderRunTerminal } from '../../src/report/run-report.js';
import { DETAILS_MARKER } from '../../src/report/markers.js';
import { recordHeadline } from '../../src/record/headline.js';
import { renderSummary } from '../../src/report/summary.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { scenario } from '../helpers/scenarios.js';

const MiB = 1024 * 1024;

function probes(base: number, cand: number): MemoryProbe[] {
  const one = (arm: 'baseline' | 'candidate', bytes: number): MemoryProbe => ({
    arm,
    shape: 0,
    method: 'VmHWM',
    creationPeakBytes: bytes,
    inferencePeakBytes: bytes,
    residentBytes: bytes,
    device: null,
    deviceNote: null,
    inferences: 5,
  });
  return [0, 1, 2].flatMap((k) => [one('baseline', base + k * 1024), one('candidate', cand + k * 1024)]);
}

function cell(label: string, batch: number, factor: number, change: Partial<ReportRecord> = {}): MatrixCellEntry {
  const record = scenario('latency-gate', factor);
  const latency = record.latency!;
  const memory = memorySection(
    { probes: probes(10 * MiB, 10 * MiB * (factor > 1.2 ? 3 : 1)), durationMs: 800, repeats: 3, stopped: null },
    { threshold: 0.2, gpu: false },
  );
  const throughput = throughputOf(
    { items: batch, dim: 'batch' },
    { baseline: latency.p50.baseline, candidate: latency.p50.candidate },
  );
  const failed = record.failed || memory.verdict === 'regression';
  return {
    cell: { label, axes: { batch: String(batch) }, budgetMs: 15_000, memoryBudgetMs: 0 },
    record: reportRecordSchema.parse({ ...record, throughput, memory, failed, ...change }),
  };
}

function matrix(cells: MatrixCellEntry[]) {
  return buildRun({
    id: 'latency-gate',
    label: 'linux-x64',
    git: NO_GIT_CONTEXT,
    failOn: ['regression', 'agreement', 'memory'],
    shape: {
      kind: 'matrix',
      matrix: {
        axes: { inputShapes: 'batch=1,32', threads: '1', names: ['batch'] },
        cores: 2,
        budget: { maxDurationMs: 60_000, rule: 'remaining / cells left', spentMs: 58_000 },
      },
    },
    entries: cells.map(({ cell, record }) => ({
      path: 'models/classifier.onnx',
      status: 'given' as const,
      basePath: null,
      pairedBy: null,
      record,
      cell,
    })),
  });
}

describe('matrix record', () => {
  it('takes the worst cell for the verdict, fails when any cell fails, and survives a JSON round trip', () => {
    const m = matrix([cell('batch=1', 1, 1.0), cell('batch=32', 32, 1.5)]);
    assert.equal(m.verdict, 'regression');
    assert.equal(m.failed, true);
    assert.equal(m.kind, 'matrix');
    assert.equal(m.exitCode, 1);
    assert.equal(m.matrix?.memoryVerdict, 'regression');
    assert.match(m.headline, /^Regression: 1 of 2 cells pass; batch=32: p50 \+\d+\.\d% regression, p95 /);
    assert.ok(m.headline.length < 200, m.headline);
    assert.deepEqual(
      cellsWorstFirst(cellEntries(m)).map((c) => c.cell.label),
      ['batch=32', 'batch=1'],
    );
    assert.deepEqual(runRecordSchema.parse(JSON.parse(JSON.stringify(m))), m);
    assert.ok(
      m.entries.every((e) => (e.record?.raw.rounds.length ?? 0) > 0),
      'every cell keeps its raw timings',
    );
    assert.ok(m.entries.every((e) => e.path === 'models/classifier.onnx' && e.status === 'given'));
    // A cell without its cell, or a matrix section on another kind of run, is refused.
    assert.throws(() => runRecordSchema.parse({ ...m, entries: m.entries.map(({ cell: _cell, ...e }) => e) }));
    assert.throws(() => runRecordSchema.parse({ ...m, kind: 'changed-models' }));
  });

  it('passes when every cell passes', () => {
    const m = matrix([cell('batch=1', 1, 1.0), cell('batch=32', 32, 1.0)]);
    assert.equal(m.verdict, 'pass');
    assert.equal(m.headline, 'Pass: all 2 cells within the thresholds');
  });
});

describe('matrix reports', () => {
  const m = matrix([cell('batch=1', 1, 1.0), cell('batch=32', 32, 1.5)]);

  it('shows one table, worst cell first, with throughput, memory, cores and the budget rule', () => {
    const text = renderRunTerminal(m);
    const table = text.split('\n').slice(3, 6);
    assert.match(table[0] ?? '', /^cell\s+verdict\s+p50\s+p95\s+throughput \(items\/s\)\s+peak memory \(inference\)$/);
    assert.match(table[1] ?? '', /^batch=32\s+REGRESSION\s+\+\d+\.\d% regression/);
    assert.match(table[2] ?? '', /^batch=1\s+PASS\s+/);
    assert.match(table[1] ?? '', /\d[\d,]* → [\d,]+ \(−\d+\.\d%\)\s+10\.0 MiB → 30\.0 MiB \(\+200\.0%\) regression$/);
    assert.match(
      text,
      /Runner: 2 cores; threads 1\. Budget: 60\.0 s for 2 cells, each given the time left divided by the cells left/,
    );
    assert.match(text, /\n== batch=32\nlatency-gate FAILED: /);
    assert.match(text, /\nOutcome: failed \(exit code 1\): batch=32: /);
  });

  it('puts the table above the details marker in the comment and the summary lists every cell', () => {
    const comment = renderRunComment(m);
    const [head, details] = comment.split(DETAILS_MARKER);
    assert.match(head ?? '', /\| `batch=32` \| ❌ regression \| \+\d+\.\d% \(.*\) regression \|/);
    assert.match(head ?? '', /^### ❌ latency-gate: failed: batch=32: p50 regression .*\(2 cells\)$/m);
    assert.match(details ?? '', /<details><summary>❌ batch=32: details<\/summary>/);
    assert.match(details ?? '', /<summary>Peak memory<\/summary>/);
    const summary = renderRunSummary(m);
    assert.ok(summary.indexOf('batch=32: details') < summary.indexOf('batch=1: details'), 'worst first');
  });

  it('says when a cell was not decided in its share', () => {
    const undecided = cell('batch=8', 8, 1.0);
    const r = undecided.record;
    const latency = r.latency!;
    undecided.record = reportRecordSchema.parse({
      ...r,
      verdict: 'inconclusive',
      latency: { ...latency, p50: { ...latency.p50, verdict: 'inconclusive' } },
      sampling: { ...r.sampling, stopReason: 'budget-spent' },
    });
    const text = renderRunTerminal(matrix([undecided]));
    assert.match(text, /INCONCLUSIVE: undecided in its 15\.0 s share/);
  });

  it('escapes cell labels for each destination', () => {
    const hostile = cell('::error::x|y=@team', 1, 1.0);
    const comment = renderRunComment(matrix([hostile]));
    assert.match(comment, /\| `::error::x\\\|y=@team` \|/, 'a code span with | escaped in the table');
    assert.match(comment, /<summary>✅ ::error::x\\\|y=@\u200bteam: details<\/summary>/);
    // A person's terminal shows the name as spelt; a job log breaks a line-leading workflow command.
    assert.match(renderRunTerminal(matrix([hostile])), /^::error::x\|y=@team\s+PASS/m);
    assert.doesNotMatch(renderRunTerminal(matrix([hostile]), 'job-log'), /^::error::/m);
  });

  it("shows a single run's memory when it was measured", () => {
    const record = cell('', 1, 1.5).record;
    assert.match(
      renderTerminal(record),
      /inference, peak\s+10\.0 MiB–10\.0 MiB\s+30\.0 MiB–30\.0 MiB\s+\+20\.0 MiB \(\+200\.0%\)\s+regression/,
    );
    assert.match(renderTerminal(record), /min–max over 3 probes per model, each model alone in its own process/);
    assert.match(renderSummary(record), /<details><summary>Peak memory<\/summary>/);
    assert.match(
      recordHeadline(record),
      /\. Memory: inference peak \+20\.0 MiB \(\+200\.0%\) exceeds the 20% memory threshold/,
    );
  });
});
