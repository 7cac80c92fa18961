// Fixed report scenarios, built from seeded synthetic rounds through the real statistics, agreement and
// record code (no onnxruntime, no clock), so their rendered Markdown can be committed and compared.
import { compareOutputs, skippedAgreement } from '../../src/agreement/compare.js';
import type { BenchOutcome } from '../../src/bench/child-messages.js';
import type { WarmupSummary } from '../../src/bench/protocol.js';
import type { LoadWindow } from '../../src/environment/load.js';
import { parseConfig } from '../../src/inputs/schema.js';
import { parseAcceptFile } from '../../src/inputs/acceptance.js';
import { withAcceptance } from '../../src/inputs/accepted-config.js';
import { buildRecord, type RecordParts } from '../../src/record/build.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { analyzeLatency } from '../../src/stats/analyze.js';
import { syntheticRounds } from '../fixtures/synthetic-rounds.js';
import { signature } from './agreement.js';

const environment = {
  node: 'v24.9.0',
  os: 'Linux 6.8.0 x64',
  cpu: 'Example CPU @ 2.40GHz',
  cores: 2,
  runner: 'GitHub Actions 2 (Linux X64)',
  label: 'linux-x64',
};
const files = {
  candidate: { bytes: 1_600_000, sha256: 'c'.repeat(64), facts: null },
  baseline: { bytes: 1_600_000, sha256: 'b'.repeat(64), facts: null },
};
const sig = {
  inputs: [{ name: 'input', type: 'float32', shape: [8, 256] }],
  outputs: [{ name: 'logits', type: 'float32', shape: [8, 10] }],
};

function logits(shift: number) {
  return {
    samples: Array.from({ length: 4 }, (_, s) => [
      {
        name: 'logits',
        type: 'float32',
        dims: [8, 10],
        data: Float32Array.from({ length: 80 }, (_, i) => Math.sin(i + s) + shift * (i % 3)),
      },
    ]),
  };
}

export function scenario(
  name: string,
  candidateFactor: number,
  options: {
    agreementShift?: number;
    error?: string;
    label?: string;
    candidate?: string;
    load?: LoadWindow[];
    /** Measured against itself (an added model): nothing judged. */
    unjudged?: boolean;
    /** Input warnings from the child (a made-up scalar). */
    warnings?: string[];
    /** 'raw-timings: off'. */
    rawTimingsOff?: boolean;
    /** The model diff, weight diff and profile sections (test/helpers/explained.ts). */
    explanation?: RecordParts['explanation'];
    /** Warm-up hit its cap before the call times settled: the warm-up guard holds both metrics. */
    warmupUnsettled?: boolean;
    /** The child's warm-up summary (absent: a child that sent none, as before warm-up). */
    warmup?: WarmupSummary;
    /** An accept file's text, applied to the model as the gate applies it (src/inputs/accepted-config.ts). */
    accept?: { text: string; honored?: boolean };
    /** 'p50-threshold' as the user typed it. */
    p50Threshold?: string;
  } = {},
): ReportRecord {
  const parsed = parseConfig({
    candidate: options.candidate ?? 'models/classifier.onnx',
    baseline: 'models/classifier-main.onnx',
    id: name,
    label: options.label ?? '',
    ...(options.rawTimingsOff ? { 'raw-timings': 'off' } : {}),
    ...(options.p50Threshold ? { 'p50-threshold': options.p50Threshold } : {}),
  });
  const honored = options.accept?.honored ?? true;
  const config = options.accept
    ? withAcceptance({
        ...parsed,
        acceptances: {
          file: parsed.acceptFile,
          entries: parseAcceptFile(options.accept.text, parsed.acceptFile),
          honored,
          why: honored ? null : "this pull request comes from a fork and has no 'latency-gate-accept' label",
        },
      })
    : parsed;
  const rounds = syntheticRounds({
    rounds: 120,
    callsPerBlock: 40,
    baseline: { medianUs: 200, sigma: 0.05 },
    candidate: { medianUs: 200 * candidateFactor, sigma: 0.05 },
    pairs: 8,
    seed: 5,
  });
  const analysis = options.error
    ? undefined
    : analyzeLatency(rounds, {
        thresholds: config.thresholds,
        noiseFloor: { p50: 0.01, p95: 0.03 },
        confidence: 0.9975,
        runConfidence: 0.99,
        resamples: 2000,
        seed: 1,
        ...(options.warmupUnsettled ? { warmupSettled: false } : {}),
      });
  const outcome: BenchOutcome = {
    ortVersion: '1.30.0',
    timerResolutionUs: 0.05,
    signatures: { baseline: sig, candidate: sig },
    warnings: options.warnings ?? [],
    coldStart: { baseline: { createMs: 6.1, firstRunMs: 0.71 }, candidate: { createMs: 5.8, firstRunMs: 0.66 } },
    rounds: (options.error ? rounds.slice(0, 3) : rounds).map((r) => ({ ...r, pair: r.pair ?? 0 })),
    stoppedAtLook: 0,
    looks: 4,
    stopReason: 'decided',
    sessionPairs: { count: 8, reason: 'auto: 8 of at most 8' },
    durationMs: 9_400,
    ...(options.warmup ? { warmup: options.warmup } : {}),
    ...(options.error ? { error: { message: options.error, kind: 'crash' as const, phase: 'measure' } } : {}),
  };
  const agreement =
    options.agreementShift === undefined
      ? skippedAgreement('the benchmark stopped before the outputs were compared')
      : compareOutputs({
          baseline: logits(0),
          candidate: logits(options.agreementShift),
          baselineSig: signature([{ name: 'logits' }]),
          candidateSig: signature([{ name: 'logits' }]),
          tolerances: config.agreement.tolerances,
        });
  return buildRecord({
    config,
    located: undefined,
    files,
    outcome,
    analysis,
    environment,
    noiseFloor: { p50: 0.01, p95: 0.03, source: 'built-in default' },
    confidence: 0.99,
    agreement,
    createdAt: '2026-11-29T12:00:00.000Z',
    ...(options.load ? { load: options.load } : {}),
    ...(options.unjudged ? { unjudged: true } : {}),
    ...(options.explanation ? { explanation: options.explanation } : {}),
  });
}

/** A mistake in the settings found before anything ran: nothing measured, the default id. */
function inputError(): ReportRecord {
  const config = parseConfig({ candidate: 'models/classifier.onnx', baseline: 'models/classifier-main.onnx' });
  const message =
    "'baseline' 'models/classifier-main.onnx' does not exist; check the path (it is relative to the workspace)";
  const outcome: BenchOutcome = {
    warnings: [],
    rounds: [],
    durationMs: 0,
    error: { message, kind: 'input', phase: 'setup' },
  };
  const noFiles = {
    candidate: { bytes: null, sha256: null, facts: null },
    baseline: { bytes: null, sha256: null, facts: null },
  };
  const agreement = skippedAgreement('neither model ran: the settings or inputs have a mistake (see the error)');
  return buildRecord({
    config,
    located: undefined,
    files: noFiles,
    outcome,
    analysis: undefined,
    environment,
    noiseFloor: { p50: 0.01, p95: 0.03, source: 'built-in default' },
    confidence: 0.99,
    agreement,
    createdAt: '2026-11-29T12:00:00.000Z',
  });
}

export const SCENARIOS = {
  inputError,
  pass: () => scenario('classifier', 1.0, { agreementShift: 0 }),
  regression: () => scenario('classifier', 1.3, { agreementShift: 1e-3 }),
  error: () =>
    scenario('classifier', 1.0, {
      error:
        'The benchmark process was killed by SIGSEGV during measure (both models interleaved): onnxruntime crashed on a model; the 3 rounds measured before are kept in the record',
    }),
  matrix: () => [
    scenario('classifier', 1.0, { agreementShift: 0, label: 'cpu' }),
    scenario('classifier', 1.12, { agreementShift: 0, label: 'gpu' }),
  ],
};
