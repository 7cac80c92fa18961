// One gate run in simulated time (docs/statistics.md, "Simulation suite"): the child's phases as worker.ts and
// measure.ts run them (pair plan, warm-up, cycles of rounds, looks at half cycles) and the parent's look as
// run/gate.ts takes it (analyzeLatency, the busy-runner refusal, decide), with the project's own functions.
// Only the clock and the call times are simulated (world.ts).
import { BLOCK_TARGET_MS, measuringWindow, WARMUP_MIN_MS, warmupCapMs } from '../../src/bench/budget.js';
import { planCycle } from '../../src/bench/child/cycle.js';
import { planPairs } from '../../src/bench/child/pair-plan.js';
import { morePairsWouldHelp } from '../../src/bench/pair-growth.js';
import { spreadRatio as spreadRatioOf } from '../../src/bench/pair-balance.js';
import { renewalWarmCalls, shouldRenew } from '../../src/bench/child/pair-renewal.js';
import { callsPerBlock, hasSettled, measuringCallsPerBlock, median } from '../../src/bench/child/warmup.js';
import { INPUTS } from '../../src/inputs/definitions.js';
import { parseDuration } from '../../src/inputs/parsers.js';
import { analyzeLatency } from '../../src/stats/analyze.js';
import type { LookPace } from '../../src/stats/guards.js';
import { refuseDisturbedChange, type LoadFacts } from '../../src/stats/disturbance.js';
import { lookOptions } from '../../src/stats/look-options.js';
import { CONFIDENCE, LOOK_FRACTIONS, DEFAULT_NOISE_FLOOR } from '../../src/stats/policy.js';
import { createRng } from '../../src/stats/prng.js';
import { decide, lookSchedule } from '../../src/stats/sequential.js';
import type { LatencyAnalysis, MetricVerdict, PerMetric, Round } from '../../src/stats/types.js';
import {
  SimWorld,
  type Arm,
  type Disturbances,
  type Effect,
  type MachineCounters,
  type ModelProfile,
} from './world.js';

/** The gate's default `min-duration`, as the action and the CLI read it (the look's settings in stats/look-options.ts). */
const MIN_DURATION_MS = parseDuration('min-duration', INPUTS.find((i) => i.name === 'min-duration')?.default ?? '');
const TIMER_RESOLUTION_US = 0.1;
/** What the child costs outside calls: process start and runtime init, a block's GC and send, a cycle's full GC. */
const START_MS = 400;
const BLOCK_OVERHEAD_MS = 0.15;
const CYCLE_OVERHEAD_MS = 3;
const BASE_RSS = 120 * 1024 ** 2;
const FREE_BYTES = 6 * 1024 ** 3;

export interface RunSettings {
  model: ModelProfile;
  effect: Effect;
  noise: Disturbances;
  budgetMs: number;
  pairs: number | 'auto';
  thresholds: PerMetric<number>;
  /** At most this many calls per block are simulated (the clock still runs for all): the suite's speed limit. */
  callsCap: number;
}

export interface LookResult {
  index: number;
  of: number;
  rounds: number;
  elapsedMs: number;
  p50: { verdict: MetricVerdict; ratio: number; ci: [number, number] };
  p95: { verdict: MetricVerdict; ratio: number; ci: [number, number] };
  /** The level the look's intervals claim (claimedLevel, as the analysis states it). */
  confidence: number;
}

export interface RunResult {
  pairs: number;
  looks: LookResult[];
  /** The look the gate stopped at (its verdicts are the run's), and why. */
  final: LookResult;
  stopReason: 'decided' | 'budget-spent';
  warmupSettled: boolean;
  callsPerBlock: number;
  peakBytes: number;
}

export function simulateRun(s: RunSettings, seed: number): RunResult {
  const world = new SimWorld(s.model, s.effect, s.noise, s.budgetMs, seed);
  world.advance(START_MS);
  world.addPair();
  world.advance(2 * s.model.createMs);
  const pairMs = 2 * s.model.createMs;
  const pairBytes = 2 * s.model.bytes * 1.05 + 8 * 1024 ** 2;
  // Agreement: a few calls of each arm, untimed.
  world.block('baseline', 0, 0, 2);
  world.block('candidate', 0, 0, 2);
  const plan = planPairs(s.pairs, {
    pairMs,
    pairBytes,
    freeBytes: FREE_BYTES,
    budgetMs: s.budgetMs,
    modelBytes: 2 * s.model.bytes,
    baseBytes: BASE_RSS,
  });
  for (let k = 1; k < plan.count; k++) {
    world.addPair();
    world.advance(pairMs);
  }
  const warm = warmUp(world, plan.count, s.budgetMs);
  const rounds: Round[] = [];
  const { startMs: windowStart, endMs: windowEnd } = measuringWindow(s.budgetMs, world.now);
  const looks = lookSchedule(Math.max(1, windowEnd - windowStart), MIN_DURATION_MS, LOOK_FRACTIONS).map(
    (t) => windowStart + t,
  );
  const rng = createRng(seed ^ 0x5bd1e995);
  const results: LookResult[] = [];
  let final: LookResult | undefined;
  let stopReason: RunResult['stopReason'] = 'budget-spent';
  let mark = snapshot(world.counters);
  let look = 0;
  const simulated = Math.min(s.callsCap, warm.perBlock);
  // What the parent knows before its looks (gate.ts): whether warm-up settled, whether the pairs are renewed.
  const known = { warmupSettled: warm.settled, renewedPairs: plan.renew === true };
  // Renewed pairs as measure.ts renews them: the generation's sessions replaced by new ones (new biases); cheap
  // pairs (plan.grow) only once a look has asked for more (pair-growth.ts), and the parent's later looks know it.
  const generation = { before: 0, cycles: 0, startMs: world.now, renewMs: pairMs * plan.count };
  let pairsSeen = plan.count;
  let renewing = plan.renew === true;
  let asked = false;
  let spreadRatio: number | undefined;
  while (look < looks.length) {
    const state = { ...generation, alive: plan.count, generationMs: world.now - generation.startMs };
    const evenly = plan.grow === true;
    if (
      (renewing || asked) &&
      shouldRenew({
        ...state,
        nowMs: world.now,
        nextLookMs: looks[look] ?? windowEnd,
        windowEndMs: windowEnd,
        evenly,
        ...(spreadRatio !== undefined ? { spreadRatio } : {}),
      })
    ) {
      renewing = true;
      known.renewedPairs = true;
      const started = world.now;
      for (let k = 0; k < plan.count; k++) {
        world.addPair();
        world.advance(pairMs);
        world.skipCalls(2 * renewalWarmCalls(warm.calls, plan.count, warm.perBlock));
      }
      pairsSeen += plan.count;
      Object.assign(generation, {
        before: generation.before + plan.count,
        cycles: 0,
        startMs: world.now,
        renewMs: world.now - started,
      });
    }
    world.advance(CYCLE_OVERHEAD_MS);
    const cycle = planCycle(plan.count, rng);
    for (const [position, planned] of cycle.entries()) {
      const pair = generation.before + planned.pair;
      const round: Round = { order: planned.order, baseline: [], candidate: [], pair };
      const sequence: Arm[] = planned.order === 'AB' ? ['baseline', 'candidate'] : ['candidate', 'baseline'];
      for (const arm of sequence) {
        round[arm] = world.block(arm, pair, simulated, 1, BLOCK_OVERHEAD_MS);
        world.skipCalls(warm.perBlock - simulated);
      }
      rounds.push(round);
      world.counters.voluntary += 1; // the round's message to the parent waits for its callback
      const balanced = position === cycle.length - 1 || (!renewing && position === plan.count - 1);
      if (world.now >= (looks[look] ?? Infinity) && (balanced || world.now >= windowEnd)) {
        const facts = loadFacts(world.counters, mark, s.noise);
        mark = snapshot(world.counters);
        const pace = { measuredMs: world.now - windowStart, windowMs: windowEnd - windowStart, budgetMs: s.budgetMs };
        const result = takeLook(rounds, look, looks.length, s, seed, { ...known, pace }, facts);
        result.elapsedMs = world.now;
        results.push(result);
        // The parent's analysis: the child sleeps while it waits for the answer.
        world.advance(20 + rounds.length * 0.05, true);
        if (result.stop.stop) {
          final = result;
          stopReason = result.stop.reason === 'decided' ? 'decided' : 'budget-spent';
          break;
        }
        if (plan.grow && look < looks.length - 1 && result.growPairs) asked = true;
        spreadRatio = result.spreadRatio;
        look++;
        while (look < looks.length - 1 && world.now >= (looks[look] ?? Infinity)) look++;
        if (look >= looks.length) break;
      }
    }
    generation.cycles++;
    if (final) break;
  }
  const last = final ?? (results[results.length - 1] as LookResult);
  return {
    pairs: pairsSeen,
    looks: results,
    final: last,
    stopReason,
    warmupSettled: warm.settled,
    callsPerBlock: warm.perBlock,
    peakBytes: BASE_RSS + plan.count * pairBytes,
  };
}

type TakenLook = LookResult & { stop: ReturnType<typeof decide>; growPairs: boolean; spreadRatio?: number };

function takeLook(
  rounds: Round[],
  index: number,
  of: number,
  s: RunSettings,
  seed: number,
  known: { warmupSettled: boolean; renewedPairs: boolean; pace: LookPace },
  facts: LoadFacts,
): TakenLook {
  const options = lookOptions({
    thresholds: s.thresholds,
    noiseFloor: { ...DEFAULT_NOISE_FLOOR },
    overallConfidence: CONFIDENCE,
    looks: of,
    ...known,
    seed,
    timerResolutionUs: TIMER_RESOLUTION_US,
  });
  const analysis: LatencyAnalysis = refuseDisturbedChange(analyzeLatency(rounds, options), facts);
  const brief = (m: 'p50' | 'p95') => ({ verdict: analysis[m].verdict, ratio: analysis[m].ratio, ci: analysis[m].ci });
  return {
    index,
    of,
    rounds: rounds.length,
    elapsedMs: 0,
    p50: brief('p50'),
    p95: brief('p95'),
    confidence: analysis.p50.claim.level,
    stop: decide(analysis, index, of),
    growPairs: morePairsWouldHelp(analysis),
    ...(spreadRatioOf(analysis) !== undefined ? { spreadRatio: spreadRatioOf(analysis) } : {}),
  };
}

/** Warm-up as warmup-run.ts runs it, on the simulated sessions. */
function warmUp(
  world: SimWorld,
  pairs: number,
  budgetMs: number,
): { settled: boolean; perBlock: number; calls: number } {
  const start = world.now;
  const cap = warmupCapMs(budgetMs);
  const medians: Record<Arm, number[]> = { baseline: [], candidate: [] };
  const size: Record<Arm, number> = { baseline: 1, candidate: 1 };
  let stable = false;
  let calls = 0;
  for (let block = 0; world.now - start < cap; block++) {
    for (const arm of ['baseline', 'candidate'] as const) {
      const times = world.block(arm, block % pairs, size[arm], 0, BLOCK_OVERHEAD_MS);
      if (arm === 'baseline') calls += times.length;
      medians[arm].push(median(times));
      size[arm] = callsPerBlock(median(times), BLOCK_TARGET_MS / 4);
    }
    stable = world.now - start >= WARMUP_MIN_MS && hasSettled(medians.baseline) && hasSettled(medians.candidate);
    if (stable) break;
  }
  const settled = Math.max(median(medians.baseline.slice(-3)), median(medians.candidate.slice(-3)));
  return { settled: stable, perBlock: measuringCallsPerBlock(settled, BLOCK_TARGET_MS), calls };
}

function snapshot(c: MachineCounters): MachineCounters {
  return { ...c };
}

/** The load window the real sampler would report (environment/load.ts), from the simulated counters. */
function loadFacts(now: MachineCounters, before: MachineCounters, noise: Disturbances): LoadFacts {
  const run = now.runMs - before.runMs;
  const wait = now.waitMs - before.waitMs;
  return {
    cores: 2,
    loadAverage: noise.busy ? 2 + 2 * noise.busy.otherShare : 1,
    otherShare: noise.busy?.otherShare ?? 0.02,
    otherShareIsLowerBound: false,
    stealShare: 0,
    waitShare: run + wait > 0 ? wait / (run + wait) : 0,
    // Run time between two preemptions (environment/load.ts reads involuntary context switches).
    sliceUs: (run * 1000) / Math.max(1, now.involuntary - before.involuntary),
    top: [],
  };
}
