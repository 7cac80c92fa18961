import { clip } from '../format.js';
import type { BenchOutcome } from '../bench/child-messages.js';
import type { HeapMapPlan } from '../bench/heap-threshold.js';
import type { EnvironmentInfo } from '../environment/describe.js';
import type { GpuRecord } from './gpu-section.js';
import type { GateConfig } from '../inputs/config.js';
import type { LocatedModels, ModelFileInfo } from '../models/locate.js';
import type { ModelFacts } from '../models/inspect.js';
import type { LatencyAnalysis, LatencySummary, MetricAnalysis } from '../stats/types.js';
import { describeDetectable, overallVerdict } from '../stats/verdict.js';
import { acceptanceSection, unneeded } from './acceptance-section.js';
import type { LoadWindow } from '../environment/load.js';
import { describeLoad, disturbanceLevel, worstWindow } from '../stats/disturbance.js';
import { SHOWN_WAIT_SHARE } from '../stats/policy.js';
import type { RecordLoad } from './load-windows.js';
import { recordHeadline } from './headline.js';
import type { MemorySection } from './memory-section.js';
import type { ItemsPerCall } from '../models/items-per-call.js';
import { throughputOf } from './throughput.js';
import { failsStep } from '../decision/decision.js';
import {
  MESSAGE,
  MAX_WARNINGS,
  reportRecordSchema,
  SCHEMA_VERSION,
  type MetricResult,
  type ReportRecord,
  type Verdict,
} from './schema.js';
import { TOOL_VERSION } from './version.js';
import { runnerSections } from './runner-sections.js';

export interface RecordParts {
  config: GateConfig;
  located: LocatedModels | undefined;
  files: {
    candidate: ModelFileInfo & { facts: ModelFacts | null };
    baseline: ModelFileInfo & { facts: ModelFacts | null };
  };
  outcome: BenchOutcome;
  analysis: LatencyAnalysis | undefined;
  environment: EnvironmentInfo;
  noiseFloor: { p50: number; p95: number; source: string };
  confidence: number;
  agreement: ReportRecord['agreement'];
  createdAt: string;
  /** The GPU section (src/gpu/setup.ts); null or absent for the CPU provider. */
  gpu?: GpuRecord | null;
  /** The machine's activity per look (environment/load.ts), when measuring started. */
  load?: LoadWindow[];
  /** Peak memory of each model (record/memory-section.ts), when it was measured. */
  memory?: MemorySection;
  /** Items per call, for the throughput of a matrix cell (models/items-per-call.ts). */
  itemsPerCall?: ItemsPerCall;
  /**
   * The model was measured against itself (an added model: no baseline). Its own latency is kept; the A/A
   * comparison says something about the runner, not the model, so nothing is judged (docs/workflows.md, "How changed models are gated").
   */
  unjudged?: boolean;
  /** The benchmark child's malloc mapping threshold, and why (bench/heap-threshold.ts). */
  heapMap?: HeapMapPlan;
  /** What changed in the graph, the weights and the per-operator times (record/explain.ts builds these). */
  explanation?: {
    modelDiff: ReportRecord['modelDiff'];
    weightDiff: ReportRecord['weightDiff'];
    profile: ReportRecord['profile'];
  };
}

const ms = (us: number) => us / 1000;

function metric(m: MetricAnalysis, unjudged: boolean): MetricResult {
  if (unjudged)
    return {
      ...metric(m, false),
      verdict: 'unjudged',
      reasons: ['the model was measured against itself (it has no baseline): nothing is judged'],
    };
  return {
    baseline: ms(m.baseline),
    candidate: ms(m.candidate),
    ratio: m.ratio,
    ci: m.ci,
    confidence: m.confidence,
    claim: m.claim,
    verdict: m.verdict,
    threshold: m.threshold,
    noiseFloor: m.noiseFloor,
    halfWidth: m.halfWidth,
    minDetectable: Number.isFinite(m.minDetectable) ? m.minDetectable : null,
    detectable: describeDetectable(m.metric, m),
    reasons: m.reasons,
    pairs: m.pairs,
    ...(m.suspected ? { suspected: m.suspected } : {}),
    ...(m.heldBy ? { heldBy: m.heldBy } : {}),
    ...(m.fewPairs ? { fewPairs: m.fewPairs } : {}),
    ...(m.modes
      ? {
          modes: {
            fastMs: ms(m.modes.fastUs),
            slowMs: ms(m.modes.slowUs),
            slow: m.modes.slow,
            sessions: m.modes.sessions,
            mixP: m.modes.mixP,
            estimator: m.modes.estimator,
          },
        }
      : {}),
  };
}

function arm(s: LatencySummary) {
  return {
    count: s.count,
    mean: ms(s.mean),
    p50: ms(s.p50),
    p95: ms(s.p95),
    p99: ms(s.p99),
    min: ms(s.min),
    max: ms(s.max),
  };
}

/** Shows the exact settings string back in the record, so a verdict can be re-run from the record alone. */
function shapesText(config: GateConfig): string {
  const dims = Object.entries(config.inputShapes.byDim).map(([k, v]) => `${k}=${v}`);
  const inputs = Object.entries(config.inputShapes.byInput).map(
    ([k, v]) => `${k}=${v.length ? v.join('x') : 'scalar'}`,
  );
  return [...dims, ...inputs].join(',');
}

/** Assembles the versioned record and validates it with the schema that defines it before anyone writes it. */
export function buildRecord(parts: RecordParts): ReportRecord {
  const { config, outcome, analysis } = parts;
  const unjudged = parts.unjudged === true;
  const latency = analysis
    ? {
        unit: 'ms' as const,
        p50: metric(analysis.p50, unjudged),
        p95: metric(analysis.p95, unjudged),
        baseline: arm(analysis.baseline),
        candidate: arm(analysis.candidate),
      }
    : null;
  const verdict: Verdict =
    outcome.error || !analysis
      ? 'error'
      : unjudged
        ? 'unjudged'
        : overallVerdict(analysis.p50.verdict, analysis.p95.verdict);
  const given = outcome.error?.message;
  const errorMessage =
    given !== undefined
      ? clip(given, MESSAGE)
      : analysis
        ? null
        : 'the benchmark ended before any look at the data; raise max-duration';
  const load = loadSection(parts.load, outcome.warmup?.runQueueWaitsRemoved === true);
  const runner = runnerSections(parts, latency);
  const error =
    verdict === 'error'
      ? {
          message: errorMessage ?? 'unknown error',
          kind: outcome.error?.kind ?? 'internal',
          phase: outcome.error?.phase ?? 'analysis',
        }
      : null;
  const throughput =
    parts.itemsPerCall && latency
      ? throughputOf(parts.itemsPerCall, { baseline: latency.p50.baseline, candidate: latency.p50.candidate })
      : undefined;
  const record: ReportRecord = {
    schemaVersion: SCHEMA_VERSION,
    tool: { name: 'latency-gate', version: TOOL_VERSION },
    id: config.id,
    label: config.label || parts.environment.label,
    mode: 'gate',
    createdAt: parts.createdAt,
    verdict,
    failed: failsStep(config.failOn, {
      verdict,
      agreement: parts.agreement.verdict,
      suspectsRegression: analysis ? [analysis.p50, analysis.p95].some((m) => m.suspected === 'regression') : false,
      memory: parts.memory?.verdict ?? null,
    }),
    headline: clip(recordHeadline({ verdict, latency, error, agreement: parts.agreement, memory: parts.memory }), 8000),
    error,
    models: modelsSection(parts),
    latency,
    // Only where measured, so a run without a matrix or memory writes the record it always wrote.
    ...(throughput ? { throughput } : {}),
    ...(parts.memory ? { memory: parts.memory } : {}),
    coldStart: outcome.coldStart ?? null,
    warmup: outcome.warmup
      ? {
          durationMs: outcome.warmup.durationMs,
          stable: outcome.warmup.stable,
          calls: outcome.warmup.calls,
          callsPerBlock: outcome.warmup.callsPerBlock,
        }
      : null,
    sampling: { ...samplingSection(outcome, parts.heapMap), ...runner.sampling },
    agreement: parts.agreement,
    settings: settingsSection(parts),
    environment: {
      onnxruntime: outcome.ortVersion ?? 'not loaded',
      ...parts.environment,
      timerResolutionUs: outcome.timerResolutionUs ?? null,
      gpu: parts.gpu ?? null,
      ...runner.environment,
    },
    // After the setup's warnings: a run not measured where it was asked to be (a GPU fallback) says that first.
    warnings: [...outcome.warnings, ...runner.notes, ...unneeded(config, analysis), ...(load?.note ? [load.note] : [])]
      .slice(0, MAX_WARNINGS)
      .map((w) => clip(w, MESSAGE)),
    load,
    modelDiff: parts.explanation?.modelDiff ?? null,
    weightDiff: parts.explanation?.weightDiff ?? null,
    profile: parts.explanation?.profile ?? null,
    acceptance: acceptanceSection(config, analysis),
    history: null,
    raw: {
      unit: 'us',
      // 'raw-timings: off' leaves the calls out: a record of a few kilobytes instead of megabytes.
      rounds: (config.rawTimings ? outcome.rounds : []).map((r) => ({
        order: r.order,
        baseline: r.baseline.map(round3),
        candidate: r.candidate.map(round3),
        pair: r.pair,
      })),
    },
  };
  return reportRecordSchema.parse(record);
}

/**
 * The windows, their worst level, and the flag sentence (stats/disturbance.ts), which says when the waits it
 * reports were taken out of the timed calls (bench/child/run-queue.ts).
 */
function loadSection(windows: LoadWindow[] | undefined, waitsRemoved: boolean): RecordLoad | null {
  if (!windows || windows.length === 0) return null;
  const worst = worstWindow(windows);
  const level = worst ? disturbanceLevel(worst) : 'quiet';
  const removed =
    waitsRemoved && (worst?.waitShare ?? 0) >= SHOWN_WAIT_SHARE ? "; each call's waits were taken out of its time" : '';
  const note = worst && level !== 'quiet' ? `Busy runner: ${describeLoad(worst)}${removed}.` : null;
  // The windows keep the busiest processes' shares; their names stay in the job log (run/gate.ts).
  return { looks: windows.map((w) => ({ ...w, top: w.top.map(({ cores }) => ({ cores })) })), level, note };
}

/** Raw timings keep nanosecond resolution (3 decimals of µs) and no float noise beyond it: smaller records. */
function round3(us: number): number {
  return Math.round(us * 1000) / 1000;
}

function describeBaseline(config: GateConfig): string {
  return config.baseline.kind === 'file'
    ? config.baseline.path
    : `${config.baseline.ref}:${config.baseline.path ?? config.candidate}`;
}

function modelsSection({ config, located, files, outcome }: RecordParts): ReportRecord['models'] {
  return {
    candidate: {
      path: config.candidate,
      commit: null,
      source: located?.sources.candidate ?? null,
      ...files.candidate,
      signature: outcome.signatures?.candidate ?? null,
    },
    baseline: {
      path: located?.baselineLabel ?? describeBaseline(config),
      commit: located?.baselineCommit ?? null,
      source: located?.sources.baseline ?? null,
      ...files.baseline,
      signature: outcome.signatures?.baseline ?? null,
    },
  };
}

function samplingSection(outcome: BenchOutcome, heapMap: HeapMapPlan | undefined): ReportRecord['sampling'] {
  const calls = (side: 'baseline' | 'candidate') => outcome.rounds.reduce((n, r) => n + r[side].length, 0);
  return {
    rounds: outcome.rounds.length,
    calls: { baseline: calls('baseline'), candidate: calls('candidate') },
    looks: outcome.looks ?? 0,
    decidedAtLook:
      outcome.stopReason === 'decided' && outcome.stoppedAtLook !== undefined ? outcome.stoppedAtLook + 1 : null,
    stopReason: outcome.error ? 'error' : (outcome.stopReason ?? 'error'),
    durationMs: outcome.durationMs,
    ...(outcome.sessionPairs
      ? { sessionPairs: pairsMeasured(outcome), sessionPairsReason: outcome.sessionPairs.reason }
      : {}),
    ...(heapMap ? { heapMapThreshold: heapMap.bytes ?? null, heapMapReason: heapMap.reason } : {}),
    ...(outcome.warmup?.runQueueWaitsRemoved !== undefined
      ? { runQueueWaitsRemoved: outcome.warmup.runQueueWaitsRemoved }
      : {}),
  };
}

/** The pairs the rounds came from: more than the plan held at a time when pairs were renewed during the run. */
function pairsMeasured(outcome: BenchOutcome): number {
  return Math.max(outcome.sessionPairs?.count ?? 1, new Set(outcome.rounds.map((r) => r.pair)).size);
}

/** Every setting that shaped the verdict, as given, so a verdict can be re-run from the record alone. */
function settingsSection({ config, confidence, noiseFloor }: RecordParts): ReportRecord['settings'] {
  return {
    p50Threshold: config.thresholds.p50,
    p95Threshold: config.thresholds.p95,
    maxDurationMs: config.maxDurationMs,
    minDurationMs: config.minDurationMs,
    threads: config.threads,
    executionProvider: config.executionProvider,
    deviceId: config.gpu.deviceId,
    fallback: config.gpu.fallback,
    inputShapes: shapesText(config),
    inputValues: Object.entries(config.inputValues)
      .map(([k, v]) => `${k}=${v}`)
      .join(','),
    inputs: config.userInputs ?? '',
    seed: config.seed,
    failOn: config.failOn.join(','),
    rawTimings: config.rawTimings,
    allowSignatureChange: config.agreement.allowSignatureChange,
    profile: config.profile,
    confidence,
    acceptFile: config.acceptFile,
    noiseFloor,
  };
}
