// What the terminal and the calibration report say, read as a person reads them, on fixed scenarios.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CalibrationResult } from '../../src/record/calibration.js';
import { renderCalibration } from '../../src/report/calibration-markdown.js';
import { renderCalibrationText } from '../../src/report/calibration-text.js';
import { detectableNote } from '../../src/report/detectable.js';
import { samplingLine } from '../../src/report/summary.js';
import { recordHeadline } from '../../src/record/headline.js';
import { decideRecord } from '../../src/decision/decision.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { toNoiseProfile } from '../../src/stats/calibration.js';
import { SCENARIOS } from '../helpers/scenarios.js';

describe('the terminal report', () => {
  it('one headline that says the verdict once, the interval level and the units', () => {
    const text = renderTerminal(SCENARIOS.pass());
    const [first = ''] = text.split('\n');
    assert.match(first, /^latency-gate \[classifier\] PASSED: p50 /, 'the outcome first');
    assert.match(text.split('\n')[1] ?? '', /^Latency pass: p50 /, 'then what was measured, named as latency');
    assert.match(text, /99% interval/);
    assert.match(text, /Latency per call/);
    assert.doesNotMatch(text, /±0\.0%|…|\blook\b/i, 'no ±0.0 %, no ellipsis ranges, no unexplained "look"');
    assert.match(text, /^Noise floor p50 1\.0%, p95 3\.0% \(built-in default\)\.$/m);
  });

  it('sessions in two modes: the modes, the mix, which estimate decided and what it cannot see', () => {
    const pass = SCENARIOS.pass();
    const latency = pass.latency!;
    const withModes = (estimator: 'within-mode' | 'pair-mean', mixP: number) => ({
      ...pass,
      latency: {
        ...latency,
        p50: {
          ...latency.p50,
          modes: { fastMs: 0.037, slowMs: 0.049, slow: { baseline: 3, candidate: 5 }, sessions: 8, mixP, estimator },
        },
      },
    });
    const within = renderTerminal(withModes('within-mode', 0.619));
    assert.match(
      within,
      /Each session ran at one of two speeds, 37(\.0)? µs or 49(\.0)? µs a call, set when it was created \(slow: 3 of 8 baseline and 5 of 8 candidate sessions\)/,
    );
    assert.match(
      within,
      /Both models got the slow speed about as often, so p50 and p95 compare sessions of the same speed; a change in how often a model gets the slow speed, smaller than 8 session pairs can show, is not seen\./,
    );
    const byPairs = renderTerminal(withModes('pair-mean', 0.13));
    assert.match(
      byPairs,
      /The models may get the slow speed at different rates, and that may be the change itself, so the p50 change is the average of the 8 pairs' own changes/,
    );
    for (const text of [within, byPairs])
      assert.doesNotMatch(text, /Fisher|geometric mean|\bmodes?\b/, 'the test and the estimator stay in the record');
    assert.doesNotMatch(renderTerminal(pass), /two speeds/, 'no modes, no sentence');
  });

  it('the detectable change only when it says more than the threshold', () => {
    const pass = SCENARIOS.pass();
    assert.equal(detectableNote(pass), '', 'a decided pass with a tight interval: nothing to add');
    const latency = pass.latency!;
    const undecided = {
      ...pass,
      latency: {
        ...latency,
        p95: {
          ...latency.p95,
          verdict: 'inconclusive' as const,
          minDetectable: 0.14,
          detectable: 'this run could detect a p95 slowdown of 14 % or more',
        },
      },
    };
    assert.equal(detectableNote(undecided), 'This run could detect a p95 slowdown of 14 % or more.');
  });

  it('a run that spent its budget says so once, without claiming a decision', () => {
    const spent = {
      ...SCENARIOS.pass(),
      sampling: {
        ...SCENARIOS.pass().sampling,
        stopReason: 'budget-spent' as const,
        decidedAtLook: null,
        looks: 3,
        durationMs: 15_200,
      },
    };
    const line = samplingLine(spent);
    assert.match(line, /^Not every metric was decided within the budget \(15\.2 s, 3 checks\)/);
    assert.doesNotMatch(line, /[Dd]ecided after|stopped early/);
  });

  it('an error with nothing measured prints nothing on stdout (the CLI says it once on stderr)', () => {
    assert.equal(renderTerminal(SCENARIOS.inputError()), '');
  });
});

/** The pass scenario with p95 undecided: +1.9 % (−3.2 % to +7.7 %) against 10 % less a 3 % floor. */
function undecidedP95(failOn: string, agreement?: ReportRecord['agreement']): ReportRecord {
  const pass = SCENARIOS.pass();
  const latency = pass.latency!;
  return {
    ...pass,
    verdict: 'inconclusive',
    failed: failOn.includes('inconclusive') || (agreement?.verdict === 'fail' && failOn.includes('agreement')),
    settings: { ...pass.settings, failOn, maxDurationMs: 15_000 },
    ...(agreement ? { agreement } : {}),
    latency: {
      ...latency,
      p95: {
        ...latency.p95,
        ratio: 1.019,
        ci: [0.968, 1.077],
        threshold: 0.1,
        noiseFloor: 0.03,
        verdict: 'inconclusive',
        reasons: ['the p95 ratio 1.019 [0.968, 1.077] reaches outside the pass band'],
      },
    },
  };
}

describe('words that match the rule', () => {
  it('an undecided metric is set against the band applied, never the bare threshold the floor moved', () => {
    const headline = recordHeadline(undecidedP95('regression,agreement'));
    assert.match(
      headline,
      /p95 \+1\.9% \(−3\.2% to \+7\.7%\): the interval reaches outside the pass band −6\.4% to \+6\.8% = the 10% threshold less the 3\.0% noise floor/,
    );
    assert.doesNotMatch(headline, /past the 10% threshold/);
    const text = renderTerminal(undecidedP95('regression,agreement'));
    assert.match(text, /^p95 .*−6\.4% to \+6\.8%\s+inconclusive$/m, 'the table shows the band, not ±10%');
  });

  it('one outcome line: an undecided A/A run that exits 0 says why and what to do', () => {
    const outcome = decideRecord(undecidedP95('regression,agreement'));
    assert.equal(outcome.exitCode, 0);
    assert.equal(
      outcome.line,
      "Outcome: not failed (exit code 0): p95 undecided, which 'fail-on: regression,agreement' lets through. Next: rerun with a longer 'max-duration' (it was 15.0 s), or measure this runner with 'mode: calibrate' for its own noise floor.",
    );
    assert.ok(renderTerminal(undecidedP95('regression,agreement')).trimEnd().endsWith(outcome.line));
  });

  it('INCONCLUSIVE with disagreeing outputs fails with exit code 1, and the line says it is the outputs', () => {
    const disagreeing = SCENARIOS.regression().agreement;
    const outcome = decideRecord(undecidedP95('regression,agreement', disagreeing));
    assert.equal(outcome.exitCode, 1);
    assert.match(
      outcome.line,
      /^Outcome: failed \(exit code 1\): the outputs disagree\. Next: if the change is intended, accept it for this model only with 'atol: /,
    );
    const strict = decideRecord(undecidedP95('inconclusive'));
    assert.match(
      strict.line,
      /^Outcome: failed \(exit code 1\): p95 undecided\. Next: rerun with a longer 'max-duration'/,
    );
  });

  it('a pass says passed; an error says exit code 2 and the fix', () => {
    assert.equal(decideRecord(SCENARIOS.pass()).line, 'Outcome: passed (exit code 0).');
    assert.equal(
      decideRecord(SCENARIOS.inputError()).line,
      'Outcome: failed (exit code 2): a mistake in the settings, inputs or models stopped it. Next: fix what the error names and run again.',
    );
  });
});

describe('the calibration report', () => {
  const runs = [SCENARIOS.pass(), SCENARIOS.pass(), SCENARIOS.pass()];
  const metric = {
    runs: 3,
    noiseFloor: 0.02,
    maxDeviation: 0.03,
    typicalHalfWidth: 0.04,
    falseVerdictRate: 0,
    falseRegressionRate: 0,
    minThreshold: 0.243,
  };
  const profile = toNoiseProfile(
    { p50: { ...metric, minThreshold: 0.03 }, p95: metric },
    { createdAt: '2026-11-29T12:00:00.000Z', runner: {} },
  );
  const result: CalibrationResult = { profile, runs };

  it('is plain text at a terminal, with the warnings a person must act on', () => {
    const text = renderCalibrationText(result, '/tmp/noise.json');
    assert.doesNotMatch(text, /\|\s*---|^#+ |`|\*\*/m, 'no Markdown');
    assert.match(text, /^smallest threshold this runner supports\s+3\.0%\s+24\.3%$/m);
    // A profile of before τ was recorded: the row stays, with nothing to show.
    assert.match(text, /^between-session sd τ \(widens every later interval\)\s+-\s+-$/m);
    assert.match(
      text,
      /^warning: 3 A\/A runs are too few for a trustworthy noise floor .* calibrate with 'calibration-runs' 20 or more$/m,
    );
    assert.match(
      text,
      /^warning: 'p95-threshold' is 10%, below the smallest p95 threshold this runner supports \(24\.3%, from this calibration, saved to \/tmp\/noise\.json\)/m,
    );
    assert.doesNotMatch(text, /'p50-threshold' is/, 'p50 5 % is above its 3 % minimum');
    assert.match(text, /--noise-profile \/tmp\/noise\.json/);
  });

  it('the Markdown report carries the same figures and warnings', () => {
    const markdown = renderCalibration(result, 'noise.json');
    const rows = (text: string) =>
      text.split('\n').filter((l) => /^\|? ?(noise floor|smallest|between|typical|largest|false)/.test(l));
    assert.equal(rows(markdown).length, 7);
    assert.equal(rows(renderCalibrationText(result, 'noise.json')).length, 7);
    assert.match(markdown, /> ⚠️ 3 A\/A runs are too few/);
    assert.match(markdown, /> ⚠️ 'p95-threshold' is 10%, below the smallest p95 threshold/);
  });
});
