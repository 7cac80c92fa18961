// The conditions of the decision simulation (docs/statistics.md, "Simulation suite"): models, disturbances and
// true changes, each with the targets it must meet. Names are what `--only` matches.
import type { PerMetric } from '../../src/stats/types.js';
import type { Disturbances, Effect, ModelProfile } from './world.js';

const MB = 1024 ** 2;

/**
 * Creating a session and running it once, per MB of weights, for a model whose weights the child maps
 * (src/bench/heap-threshold.ts). Measured on the 117 MB MLP on this 2-core Intel machine (2026-12-02, load
 * 0.3-1.0): in the benchmark child a renewal of its 3 pairs (6 sessions released, created, run once and given
 * their warm-up calls) took 1.59-1.86 s in 32 renewals over 3 runs, and in a plain process 6 sessions held at
 * once took 113-624 ms each to create and 9-11 ms for the first call; so about 250 ms a session. An earlier
 * figure of 1.7-2.0 s a session (4 held, same machine) did not reproduce, and made the simulated 117 MB pair
 * renew every 13 s where the real one renews every 4 s. Big models' creation is dominated by their bytes, so
 * the 40 and 150 MB models are scaled by it; the small models' figures are their own.
 */
const CREATE_MS_PER_MB = 250 / 117;

/** A fast model (the example MLP's order), a mid one, slow ones, and a big one whose pairs memory limits. */
export const MODELS = {
  fast: { name: '0.05 ms', medianUs: 50, sigma: 0.08, bytes: 1.6 * MB, createMs: 25 },
  mid: { name: '1 ms', medianUs: 1000, sigma: 0.06, bytes: 2.5 * MB, createMs: 40 },
  big: { name: '7 ms 117 MB', medianUs: 7000, sigma: 0.04, bytes: 117 * MB, createMs: 117 * CREATE_MS_PER_MB },
  slow20: { name: '20 ms', medianUs: 20_000, sigma: 0.05, bytes: 40 * MB, createMs: 40 * CREATE_MS_PER_MB },
  slow100: { name: '100 ms', medianUs: 100_000, sigma: 0.04, bytes: 150 * MB, createMs: 150 * CREATE_MS_PER_MB },
} satisfies Record<string, ModelProfile>;

/** A typical shared runner: small session bias (0.2 % a session), a slow shared drift, a few random spikes. */
export const TYPICAL: Disturbances = {
  sessionSigma: 0.002,
  driftSigma: 0.03,
  spikes: { share: 0.003, factor: 3 },
};

export interface ConditionTargets {
  /** Least share of runs with this metric `regression` (power). */
  regression?: Partial<PerMetric<number>>;
  /** Least share of runs with this metric `improvement`. */
  improvement?: Partial<PerMetric<number>>;
  /** Most share of runs with this metric `regression` when the true change is under the threshold. */
  subThresholdRegression?: Partial<PerMetric<number>>;
  /** Most median seconds until both metrics pass (an identical pair); a run that never passes counts as never. */
  medianSecondsToPass?: number;
  /** Most share of runs with a false verdict, where it is stricter than the suite's MAX_FALSE_SHARE. */
  maxFalseShare?: number;
}

export interface Condition {
  name: string;
  model: ModelProfile;
  budgetS: 15 | 60;
  pairs: number | 'auto';
  effect: Effect;
  noise: Disturbances;
  thresholds: PerMetric<number>;
  /**
   * Count per-look coverage: only where the model's own distribution is the truth the interval aims at (not
   * where the machine, such as a one-arm burst, moves one arm).
   */
  coverage: boolean;
  /**
   * Set where the gate is known to give false verdicts and nothing it could do within the budget avoids them:
   * why. The false verdicts are shown (the table marks the row) but are not a target.
   */
  knownLimit?: string;
  targets: ConditionTargets;
}

const DEFAULT_THRESHOLDS = { p50: 0.05, p95: 0.1 };
const SAME: Effect = { factor: 1 };
/** 8 % of calls 2.5× slower: the candidate's p95 about doubles (×2.1), its p50 moves by about 1 %. */
const tail = (pattern: 'steady' | 'clustered' | 'session'): Effect => ({
  factor: 1,
  tail: { share: 0.08, factor: 2.5, pattern },
});

type Spec = Partial<Condition> & Pick<Condition, 'name' | 'model' | 'budgetS'>;

function condition(spec: Spec): Condition {
  return {
    pairs: 'auto',
    effect: SAME,
    noise: TYPICAL,
    thresholds: DEFAULT_THRESHOLDS,
    coverage: false,
    targets: {},
    ...spec,
  };
}

const { fast, mid, big, slow20, slow100 } = MODELS;
const bias = (sigma: number): Disturbances => ({ ...TYPICAL, sessionSigma: sigma });
/** The 117 MB model on a runner where creating a session took 1.2-1.4 s (a 2-core runner, 2026-12). */
const bigDear: ModelProfile = { ...big, name: '7 ms 117 MB 1.3 s sessions', createMs: 1300 };

export const CONDITIONS: Condition[] = [
  // Identical models: every regression or improvement is false; coverage of the true ratio 1 at every look.
  ...([15, 60] as const).flatMap((budgetS) =>
    [fast, slow20].map((model) => condition({ name: `A/A ${model.name} ${budgetS}s`, model, budgetS, coverage: true })),
  ),
  condition({ name: 'A/A 100 ms 60s', model: slow100, budgetS: 60, coverage: true }),
  // The big model holds 3 pairs at a time and renews them (pair-renewal.ts): new sessions bring new biases.
  condition({
    name: 'A/A big 60s',
    model: big,
    budgetS: 60,
    coverage: true,
    targets: { medianSecondsToPass: 20 },
  }),
  condition({ name: 'A/A big bias 2% 60s', model: big, budgetS: 60, noise: bias(0.02), coverage: true }),
  // The big model where a runner's sessions take 1.3 s to create and their pairs differ by 2.4 % (sd of the pair
  // ratios, so 1.7 % a session): every renewal is dear and the pairs, not the rounds, bound the interval.
  condition({
    name: 'A/A big dear sessions 60s',
    model: bigDear,
    budgetS: 60,
    noise: bias(0.017),
    coverage: true,
    targets: { medianSecondsToPass: 30 },
  }),
  condition({
    name: '+8% big dear sessions 60s',
    model: bigDear,
    budgetS: 60,
    noise: bias(0.017),
    effect: { factor: 1.08 },
    targets: { regression: { p50: 0.9 } },
  }),
  condition({
    name: '+7% big 60s',
    model: big,
    budgetS: 60,
    effect: { factor: 1.07 },
    targets: { regression: { p50: 0.95 } },
  }),
  condition({ name: 'A/A bias 2% 15s', model: fast, budgetS: 15, noise: bias(0.02), coverage: true }),
  // Many short renewed pairs (4-5 calls an arm each): each pair's p95 is nearly its slowest call, the case the
  // random-effects τ̂ weighs by each pair's own noise (session-pairs.ts, randomEffectsSd).
  condition({ name: 'A/A bias 2% 20 ms 60s', model: slow20, budgetS: 60, noise: bias(0.02), coverage: true }),
  ...[1, 2, 3].map((pairs) =>
    condition({ name: `A/A bias 2% ${pairs} pair 60s`, model: fast, budgetS: 60, pairs, noise: bias(0.02) }),
  ),
  condition({ name: 'A/A bias 4% 60s', model: fast, budgetS: 60, noise: bias(0.04), coverage: true }),
  condition({ name: 'A/A bias 4% 1 pair 60s', model: fast, budgetS: 60, pairs: 1, noise: bias(0.04) }),
  condition({ name: 'A/A bias 4% 20 ms 2 pairs', model: slow20, budgetS: 60, pairs: 2, noise: bias(0.04) }),
  // Outlier sessions: a Student t session bias with 2 degrees of freedom, whose rare sessions land far out. The
  // first two are the rare-event checks (run with `--more`); the others look at coverage and renewed pairs.
  ...[0.005, 0.01].map((sigma) =>
    condition({
      name: `A/A t2 bias ${sigma * 100}% 60s`,
      model: fast,
      budgetS: 60,
      noise: { ...TYPICAL, sessionSigma: sigma, sessionDf: 2 },
      targets: { maxFalseShare: 0.001 },
    }),
  ),
  ...([15, 60] as const).map((budgetS) =>
    condition({
      name: `A/A t2 bias 1% coverage ${budgetS}s`,
      model: fast,
      budgetS,
      noise: { ...TYPICAL, sessionSigma: 0.01, sessionDf: 2 },
      coverage: true,
    }),
  ),
  condition({
    name: 'A/A t2 bias 1% 20 ms 60s',
    model: slow20,
    budgetS: 60,
    noise: { ...TYPICAL, sessionSigma: 0.01, sessionDf: 2 },
    coverage: true,
  }),
  condition({ name: 'A/A bias 4% 3 pairs 60s', model: fast, budgetS: 60, pairs: 3, noise: bias(0.04), coverage: true }),
  // What the machine does to one session, one arm or one stretch of time, on identical pairs.
  condition({
    name: 'A/A session tails 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, sessionTails: { share: 0.03, factor: 2 } },
    coverage: true,
  }),
  condition({
    name: 'A/A AR(1) per arm 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, armAr: { sigma: 0.02, rho: 0.9, stepMs: 200 } },
    coverage: true,
  }),
  // The same wander correlated for shorter (0.9 s, 0.14 s: a few rounds): how far the first look's coverage
  // falls where the serial test does not see it.
  condition({
    name: 'A/A AR(1) 0.9 s per arm 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, armAr: { sigma: 0.02, rho: 0.8, stepMs: 200 } },
    coverage: true,
  }),
  condition({
    name: 'A/A AR(1) 0.14 s per arm 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, armAr: { sigma: 0.02, rho: 0.7, stepMs: 50 } },
    coverage: true,
  }),
  condition({
    name: 'A/A AR(1) slow shares 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, armAr: { sigma: 0.5, rho: 0.9, stepMs: 200, slow: { share: 0.03, factor: 2 } } },
    coverage: true,
    knownLimit:
      'one arm whose share of slow calls stays raised for the whole first look has the p95 of an arm with a real slow path in that look: no analysis of the look alone can tell them apart (docs/decisions/0101-serial-correlation-stretch.md)',
  }),
  condition({
    name: 'A/A long tail episodes 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, tailEpisodes: { share: 0.1, factor: 2.5, onMs: 2000, offMs: 6000 } },
    coverage: true,
  }),
  condition({
    name: 'A/A carry-over 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, carryOver: { factor: 1.5, calls: 4 } },
    coverage: true,
  }),
  condition({
    name: 'A/A one-arm bursts 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, bursts: { perSecond: 2, durationMs: 8, factor: 4 } },
  }),
  // Sessions in two modes (×1.3 apart): identical, both modes slower, and a candidate that takes the slow mode
  // in every session (its p50 moves a whole mode) or in two of three (the mix the within-mode estimate trusts).
  ...([15, 60] as const).map((budgetS) =>
    condition({
      name: `A/A bimodal sessions ${budgetS}s`,
      model: mid,
      budgetS,
      noise: { ...TYPICAL, bimodal: { factor: 1.3, shares: [0.1, 0.9] } },
      coverage: true,
      targets: { medianSecondsToPass: budgetS === 15 ? 10 : 20 },
    }),
  ),
  condition({
    name: '+7% bimodal sessions 60s',
    model: mid,
    budgetS: 60,
    effect: { factor: 1.07 },
    noise: { ...TYPICAL, bimodal: { factor: 1.3, shares: [0.1, 0.9] } },
    targets: { regression: { p50: 0.9 } },
  }),
  condition({
    name: 'bimodal all-slow candidate 60s',
    model: mid,
    budgetS: 60,
    noise: { ...TYPICAL, bimodal: { factor: 1.3, shares: [0.1, 0.1, 0.9], candidateShares: [0.9] } },
  }),
  condition({
    name: 'bimodal mix 1/3 to 2/3 slow 60s',
    model: mid,
    budgetS: 60,
    noise: { ...TYPICAL, bimodal: { factor: 1.3, shares: [0.1, 0.1, 0.9], candidateShares: [0.1, 0.9, 0.9] } },
    knownLimit:
      'a real change (the candidate lands in the slow mode twice as often, so its p50 over many sessions is a mode slower), but 8 pairs cannot tell 3 slow sessions in 8 from 5 in 8; passing identical pairs in two modes needs the within-mode estimate, which takes such a mix for the runtime',
  }),
  ...[fast, slow20].map((model) =>
    condition({
      name: `A/A busy ${model.name} 60s`,
      model,
      budgetS: 60,
      noise: { ...TYPICAL, busy: { perMs: 0.25, waitMs: 4, otherShare: 0.5 } },
    }),
  ),
  ...[slow20, slow100].map((model) =>
    condition({
      name: `A/A noisy warm-up ${model.name} 60s`,
      model: { ...model, sigma: 0.2 },
      budgetS: 60,
      noise: { ...TYPICAL, warmup: { amplitude: 0.5, calls: 15 } },
    }),
  ),
  condition({
    name: 'A/A drift 60s',
    model: fast,
    budgetS: 60,
    noise: { ...TYPICAL, driftSigma: 0.15, relativeDrift: 0.004 },
  }),
  // Near the threshold: +4 % is rarely a regression, +6 % is caught at 60 s.
  condition({
    name: '+4% 60s',
    model: fast,
    budgetS: 60,
    effect: { factor: 1.04 },
    coverage: true,
    targets: { subThresholdRegression: { p50: 0.05 } },
  }),
  condition({
    name: '+4% 20 ms 60s',
    model: slow20,
    budgetS: 60,
    effect: { factor: 1.04 },
    targets: { subThresholdRegression: { p50: 0.05 } },
  }),
  condition({
    name: '+4% bias 2% 60s',
    model: fast,
    budgetS: 60,
    effect: { factor: 1.04 },
    noise: bias(0.02),
    coverage: true,
    targets: { subThresholdRegression: { p50: 0.05 } },
  }),
  ...[fast, slow20].map((model) =>
    condition({
      name: `+6% ${model.name} 60s`,
      model,
      budgetS: 60,
      effect: { factor: 1.06 },
      targets: { regression: { p50: 0.9 } },
    }),
  ),
  condition({
    name: '+7% 15s',
    model: fast,
    budgetS: 15,
    effect: { factor: 1.07 },
    coverage: true,
    targets: { regression: { p50: 0.95 } },
  }),
  condition({ name: '+7% bias 2% 60s', model: fast, budgetS: 60, effect: { factor: 1.07 }, noise: bias(0.02) }),
  // Near the threshold under a 2 % session bias: the between-pair spread, not the calls, bounds the interval,
  // so cheap sessions are renewed to see more pairs (src/bench/pair-growth.ts).
  condition({
    name: '+6% bias 2% 60s',
    model: fast,
    budgetS: 60,
    effect: { factor: 1.06 },
    noise: bias(0.02),
    targets: { regression: { p50: 0.8 } },
  }),
  condition({
    name: '+7% bias 2% 1 pair 60s',
    model: fast,
    budgetS: 60,
    pairs: 1,
    effect: { factor: 1.07 },
    noise: bias(0.02),
  }),
  // A large stable improvement whose ratio creeps from ×0.669 to ×0.680 over the run (Silero v5 against v4).
  condition({
    name: '−32% drifting 60s',
    model: mid,
    budgetS: 60,
    effect: { factor: 0.669 },
    noise: { ...TYPICAL, relativeDrift: Math.log(0.68 / 0.669) },
    targets: { improvement: { p50: 0.95 } },
  }),
  // A real p95 doubling, p50 about unchanged, with the slow calls spread, clustered in time, or per session.
  condition({
    name: 'p95 ×2 steady 60s',
    model: fast,
    budgetS: 60,
    effect: tail('steady'),
    targets: { regression: { p95: 0.95 } },
  }),
  ...([15, 60] as const).map((budgetS) =>
    condition({
      name: `p95 ×2 clustered ${budgetS}s`,
      model: fast,
      budgetS,
      effect: tail('clustered'),
      targets: { regression: { p95: 0.95 } },
    }),
  ),
  // Slow calls in long episodes, about a tenth of the time: rounds far apart in time alike.
  condition({
    name: 'p95 ×2 long episodes 60s',
    model: fast,
    budgetS: 60,
    effect: {
      ...tail('clustered'),
      tail: { share: 0.08, factor: 2.5, pattern: 'clustered', episodeMs: { on: 1000, off: 9000 } },
    },
    knownLimit:
      'a slow path that shows only in episodes about 10 s apart is often absent from the first look, which then sees identical arms and passes p95 (docs/decisions/0101-serial-correlation-stretch.md)',
  }),
  condition({
    name: 'p95 ×2 session-varying 60s',
    model: fast,
    budgetS: 60,
    effect: tail('session'),
    targets: { regression: { p95: 0.95 } },
  }),
];
