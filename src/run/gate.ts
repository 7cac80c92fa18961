import { runBenchmark, type BenchOutcome } from '../bench/engine.js';
import type { BenchJob } from '../bench/protocol.js';
import { describeEnvironment } from '../environment/describe.js';
import { loadNoiseFloor, type NoiseFloorSetting } from './noise-profile.js';
import { isUserError } from '../errors.js';
import type { GateConfig } from '../inputs/schema.js';
import { skippedAgreement } from '../agreement/compare.js';
import { inspectModel, type ModelFacts } from '../models/inspect.js';
import { describeModelFile, locateModels, type LocatedModels } from '../models/locate.js';
import { loadUserInputs } from '../models/user-inputs.js';
import { workspaceAccess } from '../models/workspace.js';
import { buildRecord } from '../record/build.js';
import type { ReportRecord } from '../record/schema.js';
import { analyzeLatency } from '../stats/analyze.js';
import { decide, LOOK_FRACTIONS, perLookConfidence } from '../stats/sequential.js';
import type { LatencyAnalysis } from '../stats/types.js';
import { DEFAULT_NOISE_FLOOR } from '../stats/verdict.js';

/** The whole run's error rate: 99 % intervals, spent across the looks. */
export const CONFIDENCE = 0.99;
const RESAMPLES = 2000;
const BLOCK_TARGET_MS = 25;

export interface GateReporter {
  info(message: string): void;
  warning(message: string): void;
  /** A phase of the benchmark began (load, warmup, measure…), with the time spent and the budget. */
  phase?(phase: string, elapsedMs: number, budgetMs: number): void;
  /** Debug output only (--debug, ACTIONS_STEP_DEBUG): onnxruntime's log, stack traces of internal errors. */
  debug?(message: string): void;
  /** Rounds so far; called often, keep it cheap. */
  progress?(rounds: number, elapsedMs: number, budgetMs: number): void;
}

/**
 * config → models → bench → stats → record. Never throws for a user mistake or a broken model: those become
 * a record with verdict 'error' that says what went wrong, so the report and summary are always written.
 */
export async function runGate(config: GateConfig, reporter: GateReporter): Promise<ReportRecord> {
  const environment = describeEnvironment();
  let noiseFloor: NoiseFloorSetting = { ...DEFAULT_NOISE_FLOOR, source: 'built-in default' };
  let located: LocatedModels | undefined;
  let outcome: BenchOutcome | undefined;
  let analysis: LatencyAnalysis | undefined;
  let facts: { candidate: ModelFacts; baseline: ModelFacts } | undefined;
  let lastReason: ReturnType<typeof decide>['reason'] | undefined;
  // Warnings found before the benchmark; they go into the record too, not only to the log.
  const setupWarnings: string[] = [];
  try {
    noiseFloor = await loadNoiseFloor(config.noiseProfile);
    const access = workspaceAccess(config.allowOutsideWorkspace);
    located = await locateModels(config.candidate, config.baseline, access);
    setupWarnings.push(...located.warnings);
    facts = { candidate: await inspectModel('candidate', located.candidate), baseline: await inspectModel('baseline', located.baseline) };
    if (config.threads > environment.cores) {
      setupWarnings.push(`'threads' is ${config.threads} but this machine has ${environment.cores} cores: both models will compete for cores and timings get noisier; use at most ${environment.cores}.`);
    }
    setupWarnings.forEach((w) => reporter.warning(w));
    const userInputs = config.userInputs ? await loadUserInputs(config.userInputs, access) : undefined;
    const job: BenchJob = {
      baseline: located.baseline,
      candidate: located.candidate,
      threads: config.threads,
      executionProvider: config.executionProvider,
      shapes: config.inputShapes,
      values: config.inputValues,
      seed: config.seed,
      ...(userInputs ? { userInputs } : {}),
      budgetMs: config.maxDurationMs,
      minDurationMs: config.minDurationMs,
      lookFractions: LOOK_FRACTIONS,
      blockTargetMs: BLOCK_TARGET_MS,
      agreement: {
        enabled: config.agreement.enabled,
        samples: config.agreement.samples,
        tolerances: config.agreement.tolerances,
        outputMap: config.agreement.outputMap,
        quantized: { baseline: facts.baseline.quantized, candidate: facts.candidate.quantized },
        float16: facts.baseline.float16Weights || facts.candidate.float16Weights,
      },
    };
    outcome = await runBenchmark(job, {
      onPhase: (phase, elapsed) => reporter.phase?.(phase, elapsed, config.maxDurationMs),
      onRound: (rounds, elapsed) => reporter.progress?.(rounds, elapsed, config.maxDurationMs),
      onDebug: (text) => reporter.debug?.(text),
      onLook: (rounds, index, of, soFar) => {
        analysis = analyzeLatency(rounds, {
          thresholds: config.thresholds,
          noiseFloor,
          confidence: perLookConfidence(CONFIDENCE, of),
          resamples: RESAMPLES,
          seed: config.seed,
          timerResolutionUs: soFar.timerResolutionUs,
        });
        const { stop, reason } = decide(analysis, index, of);
        lastReason = reason;
        reporter.info(`Look ${index + 1}/${of}: ${rounds.length} rounds, p50 ×${analysis.p50.ratio.toFixed(3)} (${analysis.p50.verdict}), p95 ×${analysis.p95.ratio.toFixed(3)} (${analysis.p95.verdict})${stop ? ': decided, stopping' : ''}`);
        return stop;
      },
    });
    outcome.warnings.forEach((w) => reporter.warning(w));
    // The child stops on the parent's word; whether that was a decision or the last look is the parent's to say.
    if (outcome.stopReason && lastReason) outcome.stopReason = lastReason === 'decided' ? 'decided' : 'budget-spent';
  } catch (error) {
    if (!isUserError(error)) throw error;
    outcome = { warnings: [], rounds: [], durationMs: 0, error: { message: error.message, kind: 'input', phase: 'setup' } };
  }
  outcome.warnings.unshift(...setupWarnings);
  const files = {
    candidate: { ...(await describeModelFile(config.candidate)), facts: facts?.candidate ?? null },
    baseline: { ...(located ? await describeModelFile(located.baseline) : { bytes: null, sha256: null }), facts: facts?.baseline ?? null },
  };
  const agreement = outcome.agreement ?? skippedAgreement(outcome.error ? 'the benchmark stopped before the outputs were compared' : 'output agreement was not run');
  return buildRecord({ config, located, files, outcome, analysis, environment, noiseFloor, confidence: CONFIDENCE, agreement, createdAt: new Date().toISOString() });
}
