// `mode: report` over the legs of a matrix of runners: one list with an entry per leg, judged by the one run
// decision and drawn by the one entries table (src/record/run-builder.ts, `legsRun`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { decideRun } from '../../src/decision/decision.js';
import { legsRun } from '../../src/record/run-builder.js';
import { renderComment } from '../../src/report/comment.js';
import { renderRunComment, renderRunTerminal } from '../../src/report/run-report.js';
import { scenario } from '../helpers/scenarios.js';

describe('a report of legs', () => {
  const cpu = scenario('vision', 1.0, { agreementShift: 0, label: 'cpu' });
  const gpu = scenario('vision', 1.12, { agreementShift: 0, label: 'gpu' });

  it('names the leg that decided, with the worst verdict, and fails where a leg failed', () => {
    const run = legsRun('vision', [cpu, gpu]);
    const decided = decideRun(run);
    assert.equal(run.verdict, 'regression');
    assert.equal(run.failed, gpu.failed);
    assert.match(decided.title, /^failed: leg gpu: p50 regression/);
    assert.match(renderRunComment(run), /^### \S+ latency-gate `vision`: failed: leg gpu: .* \(2 legs\)$/m);
  });

  it('one pair on every leg: a row per runner, no model column repeating one path', () => {
    const comment = renderRunComment(legsRun('vision', [cpu, gpu]));
    assert.match(comment, /^\| runner \| verdict \| p50 \| p95 \| agreement \|$/m);
    assert.match(comment, /^\| `gpu` \| ❌ regression \| \+12\.0% /m);
    assert.match(comment, /<details><summary>❌ gpu: details<\/summary>/);
    assert.match(renderRunTerminal(legsRun('vision', [cpu, gpu])), /^runner +verdict +p50 +p95 +agreement$/m);
  });

  it('legs that measured other models are still rows of their runners; their details name the models', () => {
    const other = scenario('vision', 1.0, { agreementShift: 0, label: 'arm', candidate: 'models/small.onnx' });
    const comment = renderRunComment(legsRun('vision', [cpu, other]));
    assert.match(comment, /^\| runner \| verdict \| p50 \|/m);
    assert.match(comment, /^\| `arm` \| ✅ pass \|/m);
    assert.match(comment, /<details><summary>✅ arm: details<\/summary>\n\n[^]*?\*\*models\/small\.onnx\*\*/);
  });

  it('one leg is its own single run: the same comment as its record', () => {
    assert.equal(renderRunComment(legsRun('vision', [cpu])), renderComment(cpu));
  });
});
