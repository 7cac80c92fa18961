import { readFile } from 'node:fs/promises';
import { skippedAgreement } from '../agreement/compare.js';
import { withAcceptance } from '../inputs/accepted-config.js';
import { BLOCK_TARGET_MS, measuringWindow } from '../bench/budget.js';
import { interruptedMessage, runBenchmark } from '../bench/engine.js';
import type { BenchOutcome } from '../bench/child-messages.js';
import { planHeapMapThreshold, type HeapMapPlan } from '../bench/heap-threshold.js';
import { morePairsWouldHelp } from '../bench/pair-growth.js';
import { spreadRatio } from '../bench/pair-balance.js';
import type { BenchJob } from '../bench/protocol.js';
import { describeEnvironment, type EnvironmentInfo } from '../environment/describe.js';
import { startLoadSampler, type LoadSampler, type LoadWindow } from '../environment/load.js';
import { describeLoad, disturbanceLevel, refuseDisturbedChange } from '../stats/disturbance.js';
import { isUserError, LibraryMismatchError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import type { RunConfig } from '../inputs/paths.js';
import type { DiffLimits } from '../models/diff-budget.js';
import { parseGraphValues, type GraphValues } from '../models/graph-signature.js';
import { inspectModel, type ModelFacts } from '../models/inspect.js';
import { describeModelFile, locateModels, type LocatedModels } from '../models/locate.js';
import { loadUserInputs } from '../models/user-inputs.js';
import { buildRecord } from '../record/build.js';
import type { ReportRecord } from '../record/schema.js';
import { analyzeLatency } from '../stats/analyze.js';
import { lookOptions } from '../stats/look-options.js';
import { CONFIDENCE, LOOK_FRACTIONS, DEFAULT_NOISE_FLOOR } from '../stats/policy.js';
import { decide } from '../stats/sequential.js';
import type { LatencyAnalysis } from '../stats/types.js';
import { thresholdsBelowSupported, thresholdsInsideNoiseFloor } from '../stats/calibration-advice.js';
import { p95CallsPlan } from '../stats/guards.js';
import { loadNoiseFloor, type NoiseFloorSetting } from './noise-profile.js';
import type { GateReporter } from './reporter.js';
import { checkLine } from './check-line.js';
import { explainDelta } from './explain.js';
import { analyzerLimits } from './bounded-phase.js';
import type { ClockSummary } from '../gpu/clock-sampler.js';
import { gpuRunWarnings } from '../gpu/run-warnings.js';
import { clockWindow, fallbackWarning, planGpu, releaseGpu, type GpuPlan } from '../gpu/setup.js';
import { gpuRecord } from '../record/gpu-section.js';
import type { MemorySection } from '../record/memory-section.js';
import { cellThroughput, refuseThreadsAboveCores } from './cell-settings.js';
import { measureMemoryPhase, memorySettingWarnings, type MemoryRequest } from './memory-phase.js';

/** Everything known before the benchmark starts; any part may be missing when setup failed. */
interface Prepared {
  environment: EnvironmentInfo;
  noiseFloor: NoiseFloorSetting;
  located?: LocatedModels;
  facts?: { candidate: ModelFacts; baseline: ModelFacts };
  /** Found before the benchmark; they go into the record too, not only to the log. */
  warnings: string[];
  /** The provider plan: GPU checks, libraries, device, or the fallback to the CPU. */
  gpu?: GpuPlan;
  /** The benchmark child's malloc mapping threshold (bench/heap-threshold.ts). */
  heapMap?: HeapMapPlan;
}

interface Measured {
  outcome: BenchOutcome;
  analysis?: LatencyAnalysis;
  /** GPU clocks sampled over the measuring window. */
  clocks?: ClockSummary | null;
  /** The machine's activity in each look's window (docs/statistics.md, "Busy runners"). */
  load?: LoadWindow[];
}

/** How a run may stop, and what it is for (a calibration, an added model, a matrix cell). */
export interface GateOptions {
  /** false: sample to the last look (calibration). */
  earlyStop?: boolean;
  /** The candidate is measured against itself (an added model): its latency is kept, nothing is judged. */
  unjudged?: boolean;
  /** Aborted by SIGINT or SIGTERM (its reason is the signal's name): the child is stopped, the record kept. */
  signal?: AbortSignal;
  /** Measure memory (for these shapes), or take a section an earlier entry of its group measured (docs/matrix.md, "Memory"). */
  memory?: MemoryRequest;
  /** The run's confidence instead of CONFIDENCE: a matrix cell's share of the error rate (docs/matrix.md, "Matrix"). */
  confidence?: number;
}

/**
 * config → models → bench → stats → record. Never throws for a user mistake or a broken model: those become
 * a record with verdict 'error' that says what went wrong, so the report and summary are always written.
 */
export async function runGate(
  given: RunConfig,
  reporter: GateReporter,
  options: GateOptions = {},
): Promise<ReportRecord> {
  const startedAt = performance.now();
  // A model measured against itself judges nothing, so nothing of it can be accepted.
  const config = options.unjudged ? given : withAcceptance(given);
  const prepared: Prepared = {
    environment: describeEnvironment(),
    noiseFloor: { ...DEFAULT_NOISE_FLOOR, source: 'built-in default' },
    warnings: config.accepted && !config.accepted.honored ? [notApplied(config.accepted)] : [],
  };
  let measured: Measured;
  let memory: MemorySection | undefined;
  try {
    let job = await prepare(config, prepared, reporter, options);
    prepared.warnings.forEach((w) => reporter.warning(w));
    const request = options.memory;
    if (request && 'given' in request) memory = request.given;
    else if (request) {
      const phase = await measureMemoryPhase(config, job, request.measure, {
        reporter,
        env: prepared.gpu?.env,
        ...(options.signal ? { signal: options.signal } : {}),
      });
      ({ job, section: memory } = phase);
      phase.warnings.forEach((w) => (prepared.warnings.push(w), reporter.warning(w)));
    }
    measured = await measure(config, job, prepared, reporter, options);
  } catch (error) {
    // A phase the run's signal stopped (a download, a copy) throws the signal's reason: interrupted, not broken.
    const interrupted = options.signal?.aborted === true && !isUserError(error);
    if (!interrupted && !isUserError(error)) throw error;
    measured = {
      outcome: {
        warnings: [],
        rounds: [],
        durationMs: 0,
        // A changed library is not a mistake in the inputs: the report must not tell the author to fix them.
        error: interrupted
          ? { message: interruptedMessage(options.signal, 'setup', 0), kind: 'interrupted', phase: 'setup' }
          : {
              message: (error as Error).message,
              kind: error instanceof LibraryMismatchError ? 'integrity' : 'input',
              phase: 'setup',
            },
      },
    };
  } finally {
    await releaseGpu(prepared.gpu);
  }
  return assemble(config, prepared, measured, {
    unjudged: options.unjudged === true,
    memory,
    confidence: options.confidence ?? CONFIDENCE,
    limits: analyzerLimits(startedAt, config.maxDurationMs, options.signal),
  });
}

/** Why an acceptance that names this model was not applied, in one sentence a reviewer reads. */
function notApplied(accepted: NonNullable<RunConfig['accepted']>): string {
  return `The accepted change for '${accepted.model}' in '${accepted.file}' was not applied: ${accepted.why ?? 'it does not apply to this run'}.`;
}

/** Loads the noise floor, finds and inspects both models, reads user inputs: fills `prepared`, returns the job. */
async function prepare(
  config: RunConfig,
  prepared: Prepared,
  reporter: GateReporter,
  options: GateOptions,
): Promise<BenchJob> {
  const { paths } = config;
  prepared.noiseFloor = await loadNoiseFloor(paths.noiseProfile);
  const { supported, source } = prepared.noiseFloor;
  const impossible = thresholdsInsideNoiseFloor(config.thresholds, prepared.noiseFloor, source, supported);
  prepared.warnings.push(...impossible.map((i) => i.warning));
  // A metric that cannot pass at all is said once, by the sentence above.
  const possible = { ...config.thresholds };
  for (const { metric } of impossible) possible[metric] = Infinity;
  if (supported) prepared.warnings.push(...thresholdsBelowSupported(possible, supported, source));
  if (!paths.candidate) throw new Error('the candidate was not checked with the settings');
  const checked = { candidate: paths.candidate, ...(paths.baseline ? { baseline: paths.baseline } : {}) };
  const located = (prepared.located = await locateModels(config.baseline, checked, { lfsFetch: config.lfsFetch }));
  // A model measured against itself on purpose (an added model) is not the A/A mistake the warning is about.
  if (!options.unjudged) prepared.warnings.push(...located.warnings);
  // Each file is read once, one at a time: its facts and its graph's inputs, outputs and largest weight (for
  // the malloc threshold below) come from the same bytes.
  const graphs: (GraphValues | undefined)[] = [];
  const inspect = async (input: 'candidate' | 'baseline', file: string, shown: string) => {
    const bytes = await readFile(file);
    graphs.push(parseGraphValues(bytes));
    return inspectModel(input, shown, bytes);
  };
  const facts = (prepared.facts = {
    candidate: await inspect('candidate', located.candidate, paths.candidate.given),
    baseline: await inspect('baseline', located.baseline, paths.baseline?.given ?? located.baseline),
  });
  refuseThreadsAboveCores([config.threads], prepared.environment.cores);
  prepared.warnings.push(...memorySettingWarnings(config));
  const userInputs = paths.inputs ? await loadUserInputs(paths.inputs, paths.access) : undefined;
  const gpu = (prepared.gpu = await planGpu(config, reporter, options.signal));
  // A fallback leads the warnings: the numbers that follow are not the GPU's.
  if (gpu.fallbackReason) prepared.warnings.unshift(fallbackWarning(gpu.requested, gpu.fallbackReason));
  prepared.heapMap = planHeapMapThreshold(graphs, config.inputShapes, gpu.provider);
  reporter.debug?.(`malloc mapping threshold of the benchmark process: ${prepared.heapMap.reason}`);
  return {
    baseline: located.baseline,
    candidate: located.candidate,
    threads: config.threads,
    executionProvider: gpu.provider,
    deviceId: gpu.deviceId,
    shapes: config.inputShapes,
    values: config.inputValues,
    seed: config.seed,
    ...(userInputs ? { userInputs } : {}),
    budgetMs: config.maxDurationMs,
    minDurationMs: config.minDurationMs,
    lookFractions: LOOK_FRACTIONS,
    blockTargetMs: BLOCK_TARGET_MS,
    sessionPairs: config.sessionPairs,
    profile: {
      setting: config.profile,
      nodes: { baseline: facts.baseline.nodes, candidate: facts.candidate.nodes },
      controlFlow: { baseline: hasControlFlow(facts.baseline), candidate: hasControlFlow(facts.candidate) },
    },
    agreement: {
      ...config.agreement,
      quantized: { baseline: facts.baseline.quantized, candidate: facts.candidate.quantized },
      float16: facts.baseline.float16Weights || facts.candidate.float16Weights,
    },
  };
}

/** Loop, Scan and If run their bodies a number of times only a run tells. */
const hasControlFlow = (facts: ModelFacts) => facts.ops.some((op) => op === 'Loop' || op === 'Scan' || op === 'If');

/** Runs the benchmark child; at each look the statistics decide whether sampling may stop. */
async function measure(
  config: GateConfig,
  job: BenchJob,
  prepared: Prepared,
  reporter: GateReporter,
  stopping: GateOptions,
): Promise<Measured> {
  const noiseFloor = prepared.noiseFloor;
  let analysis: LatencyAnalysis | undefined;
  let lastReason: ReturnType<typeof decide>['reason'] | undefined;
  const clocks = clockWindow(prepared.gpu);
  let sampler: LoadSampler | undefined;
  const load: LoadWindow[] = [];
  // The measuring window in the parent's clock: the budget plan for p95 needs the pace of calls.
  let measuring: { startedAt: number; windowMs: number } | undefined;
  const outcome = await runBenchmark(
    job,
    {
      onPhase: (phase, elapsed) => {
        // Load windows cover measuring only: loading and warm-up are not what a neighbour could skew.
        if (phase === 'measure') {
          const window = measuringWindow(job.budgetMs, elapsed);
          measuring = { startedAt: performance.now(), windowMs: window.endMs - window.startMs };
          clocks.start();
          sampler = startLoadSampler(config.threads);
        }
        reporter.phase?.(phase, elapsed, config.maxDurationMs);
      },
      onRound: (rounds, elapsed) => reporter.progress?.(rounds, elapsed, config.maxDurationMs),
      onDebug: (text) => reporter.debug?.(text),
      // The look that ends sampling has just set `analysis`: its verdict decides 'on-regression'.
      profileAfter: () =>
        config.profile === 'on' ||
        (config.profile === 'on-regression' &&
          (analysis?.p50.verdict === 'regression' || analysis?.p95.verdict === 'regression')),
      onLook: (rounds, index, of, soFar) => {
        const pace = measuring
          ? {
              measuredMs: performance.now() - measuring.startedAt,
              windowMs: measuring.windowMs,
              budgetMs: job.budgetMs,
            }
          : undefined;
        const options = lookOptions({
          thresholds: config.thresholds,
          noiseFloor: { p50: noiseFloor.p50, p95: noiseFloor.p95 },
          ...(noiseFloor.betweenPair ? { betweenPair: noiseFloor.betweenPair } : {}),
          overallConfidence: stopping.confidence ?? CONFIDENCE,
          looks: of,
          renewedPairs: soFar.sessionPairs?.renew === true,
          warmupSettled: soFar.warmup?.stable ?? true,
          seed: config.seed,
          ...(pace ? { pace } : {}),
          timerResolutionUs: soFar.timerResolutionUs,
        });
        const window = sampler?.mark();
        if (window) load.push(window);
        const timing = { runQueueWaitsRemoved: soFar.warmup?.runQueueWaitsRemoved === true };
        const look = refuseDisturbedChange(analyzeLatency(rounds, options), window, timing);
        const { stop, reason } = decide(look, index, of, stopping);
        const short =
          index === 0 && pace
            ? p95CallsPlan(Math.min(look.callsPerArm.baseline, look.callsPerArm.candidate), pace)
            : undefined;
        if (short) reporter.warning(`p95: ${short}.`);
        analysis = look;
        lastReason = reason;
        if (stop || index === of - 1) void clocks.stop();
        // The job log may name the busiest processes; the record and the comment carry their shares only.
        const busy =
          window && disturbanceLevel(window) !== 'quiet'
            ? `; busy runner: ${describeLoad(window, { names: true })}`
            : '';
        reporter.info(checkLine({ index, of, rounds: rounds.length, look, stop, reason, busy }));
        // Cheap pairs grow once a check finds their spread bounding the interval (bench/pair-growth.ts).
        const growPairs = !stop && soFar.sessionPairs?.grow === true && morePairsWouldHelp(look);
        // Renewed pairs measure as long as their pairs are worth (bench/pair-balance.ts).
        const ratio = stop ? undefined : spreadRatio(look);
        return { stop, growPairs, ...(ratio !== undefined ? { spreadRatio: ratio } : {}) };
      },
    },
    { env: childVariables(prepared), ...(stopping.signal ? { signal: stopping.signal } : {}) },
  );
  const clockSummary = await clocks.stop();
  if (prepared.gpu) outcome.warnings.push(...gpuRunWarnings(prepared.gpu, outcome));
  outcome.warnings.forEach((w) => reporter.warning(w));
  // The child stops on the parent's word; whether that was a decision or the last look is the parent's to say.
  const stopReason =
    outcome.stopReason && lastReason ? (lastReason === 'decided' ? 'decided' : 'budget-spent') : outcome.stopReason;
  return {
    outcome: { ...outcome, ...(stopReason ? { stopReason } : {}) },
    ...(analysis ? { analysis } : {}),
    clocks: clockSummary,
    load,
  };
}

/** What the benchmark child's environment adds: the GPU libraries' paths, the malloc mapping threshold. */
function childVariables(prepared: Prepared): Record<string, string> | undefined {
  const threshold = prepared.heapMap?.bytes;
  if (!prepared.gpu?.env && threshold === undefined) return undefined;
  // Mapped weights on huge pages where the runner leaves them to the program (THP 'madvise'): sessions of a big
  // model then differ far less (bench/results/session-spread.json; docs/decisions/0124-weights-on-huge-pages.md).
  const mapped: Record<string, string> =
    threshold !== undefined ? { MALLOC_MMAP_THRESHOLD_: String(threshold), GLIBC_TUNABLES: HUGE_PAGES } : {};
  return { ...prepared.gpu?.env, ...mapped };
}

/** glibc 2.35+ asks for transparent huge pages on malloc's own mappings; older ones ignore the name. */
const HUGE_PAGES = 'glibc.malloc.hugetlb=1';

/**
 * Describes both files and builds the record, whatever stage the run reached. Only files the workspace guard
 * passed (`located`) are described: a refused file's size or hash must not reach the record.
 */
async function assemble(
  config: GateConfig,
  prepared: Prepared,
  measured: Measured,
  {
    unjudged,
    memory,
    confidence,
    limits,
  }: { unjudged: boolean; memory: MemorySection | undefined; confidence: number; limits: DiffLimits },
): Promise<ReportRecord> {
  const { located, facts } = prepared;
  const outcome = { ...measured.outcome, warnings: [...prepared.warnings, ...measured.outcome.warnings] };
  const describe = async (model: 'candidate' | 'baseline') => ({
    ...(located ? await describeModelFile(located[model]) : { bytes: null, sha256: null }),
    facts: facts?.[model] ?? null,
  });
  const files = { candidate: await describe('candidate'), baseline: await describe('baseline') };
  const stopped =
    outcome.error?.phase === 'setup'
      ? 'neither model ran: the settings or inputs have a mistake (see the error)'
      : 'the benchmark stopped before the outputs were compared';
  const agreement = outcome.agreement ?? skippedAgreement(outcome.error ? stopped : 'output agreement was not run');
  // Only models that passed the inspection are diffed: an unreadable file already has its error.
  const explanation = await explainDelta(
    config,
    facts ? located : undefined,
    outcome.profile,
    outcome.warnings,
    limits,
  );
  const gpu = prepared.gpu
    ? gpuRecord(prepared.gpu, {
        clocks: measured.clocks ?? null,
        rounds: outcome.rounds,
        placement: outcome.placement,
        runtimeLibrary: outcome.runtimeLibrary,
      })
    : null;
  return buildRecord({
    gpu,
    config,
    located,
    files,
    outcome,
    analysis: measured.analysis,
    environment: prepared.environment,
    noiseFloor: { p50: prepared.noiseFloor.p50, p95: prepared.noiseFloor.p95, source: prepared.noiseFloor.source },
    confidence,
    agreement,
    createdAt: new Date().toISOString(),
    ...(measured.load ? { load: measured.load } : {}),
    unjudged,
    ...(memory ? { memory } : {}),
    ...cellThroughput(config, outcome),
    explanation,
    ...(prepared.heapMap ? { heapMap: prepared.heapMap } : {}),
  });
}
