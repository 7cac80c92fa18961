// The simulated machine of the decision simulation (docs/statistics.md, "Simulation suite"): call times of two
// models in simulated time, with the disturbances a shared runner adds. Everything is drawn from one seeded
// stream, so a run is reproducible from its seed. Times are µs for calls and ms for the clock.
import { createRng, type SeededRng } from '../../src/stats/prng.js';

/** A model as the simulation knows it: its call-time distribution and what a session costs. */
export interface ModelProfile {
  name: string;
  /** Median call time (µs) of the baseline in a quiet, warm session. */
  medianUs: number;
  /** σ of log call time: the per-call noise. */
  sigma: number;
  /** Bytes of one model file; a session holds about that much. */
  bytes: number;
  /** Creating one session and running it once, ms. */
  createMs: number;
}

/** What the runner and the sessions add; every field is optional (absent = none). */
export interface Disturbances {
  /** σ of each session's log bias: two sessions of one model differ systematically. */
  sessionSigma?: number;
  /**
   * Degrees of freedom of a Student t session bias (scale `sessionSigma`) instead of a normal one: outlier
   * sessions, whose weights landed badly in cache or memory. 2 has no finite variance.
   */
  sessionDf?: number;
  /**
   * Session-specific tails, both arms: each session has its own share of slow calls (×factor), drawn
   * exponentially around `share`, so one session's p95 may sit among its slow calls and another's not.
   */
  sessionTails?: { share: number; factor: number };
  /**
   * Noise of each arm on its own, AR(1) in `stepMs` steps with coefficient `rho`: on the log call time, or, with
   * `slow`, on the log share of slow calls (×slow.factor, share slow.share on average). Outside what an interval
   * claims unless the serial test finds it, so its coverage has no target (docs/statistics.md, "Looks").
   */
  armAr?: { sigma: number; rho: number; stepMs: number; slow?: { share: number; factor: number } };
  /** Slow-call episodes of the machine, both arms: on for about `onMs`, off for about `offMs`, `share` of calls ×factor when on. */
  tailEpisodes?: { share: number; factor: number; onMs: number; offMs: number };
  /** A block's first `calls` calls after a block of the other arm are slower by up to ×factor, decaying: caches it evicted. */
  carryOver?: { factor: number; calls: number };
  /** σ of a shared log drift (AR(1) in 200 ms steps, ρ = 0.9): frequency changes and neighbours, both arms alike. */
  driftSigma?: number;
  /** The candidate's log ratio moves linearly by this much from the start of the run to the end of the budget. */
  relativeDrift?: number;
  /** A share of calls (both arms, at random) slowed by a factor: timer interrupts, page faults. */
  spikes?: { share: number; factor: number };
  /** Interference in time: bursts arrive at random, last about `durationMs`, and slow every call inside them. */
  bursts?: { perSecond: number; durationMs: number; factor: number };
  /**
   * Bimodal calls: each session settles in one mode, taking the slow mode (×factor) with a share drawn from
   * `shares`; the candidate's sessions draw from `candidateShares` where given (a change of the mix).
   */
  bimodal?: { factor: number; shares: readonly number[]; candidateShares?: readonly number[] };
  /** Warm-up transient: the i-th call of a session is slower by 1 + amplitude · exp(−i / calls). */
  warmup?: { amplitude: number; calls: number };
  /** A busy runner: the timing thread is preempted `perMs` times per ms it runs, each wait lasting about `waitMs`. */
  busy?: { perMs: number; waitMs: number; otherShare: number };
}

/** The candidate's change: its body scaled by `factor`, and optionally a slow path the baseline lacks. */
export interface Effect {
  factor: number;
  /**
   * A share of candidate calls slowed by `factor`: `steady` at random, `clustered` in episodes (a quarter of
   * the time, at four times the rate), `session` at twice the rate in every other session pair and none in
   * the rest. `episodeMs` sets the clustered episodes' mean lengths (on, off) in place of about one block on
   * and three off.
   */
  tail?: {
    share: number;
    factor: number;
    pattern: 'steady' | 'clustered' | 'session';
    episodeMs?: { on: number; off: number };
  };
}

export type Arm = 'baseline' | 'candidate';

interface Session {
  bias: number;
  slowShare: number;
  tailShare: number;
  /** Share of slow calls of the session's own tail (Disturbances.sessionTails). */
  ownTail: number;
  calls: number;
}

/** An AR(1) process in fixed steps of simulated time. */
class StepAr {
  private value = 0;
  private until = 0;
  constructor(
    private readonly sigma: number,
    private readonly rho: number,
    private readonly stepMs: number,
  ) {}
  at(now: number, rng: SeededRng): number {
    while (now >= this.until) {
      this.value = this.rho * this.value + Math.sqrt(1 - this.rho ** 2) * this.sigma * rng.normal();
      this.until += this.stepMs;
    }
    return this.value;
  }
}

/** Counters the load sampler of the real gate would read (environment/load.ts), per window. */
export interface MachineCounters {
  runMs: number;
  waitMs: number;
  involuntary: number;
  voluntary: number;
}

const DRIFT_STEP_MS = 200;
const DRIFT_RHO = 0.9;

export class SimWorld {
  readonly rng: SeededRng;
  now = 0;
  readonly counters: MachineCounters = { runMs: 0, waitMs: 0, involuntary: 0, voluntary: 0 };
  private readonly sessions: Record<Arm, Session[]> = { baseline: [], candidate: [] };
  private drift = 0;
  private driftUntil = 0;
  private burstStart = Infinity;
  private burstEnd = Infinity;
  private episodeOn = false;
  private episodeUntil = 0;
  private readonly tailStart: number;
  private readonly armNoise: Record<Arm, StepAr> | undefined;
  private machineEpisodeOn = false;
  private machineEpisodeUntil = 0;
  private lastArm: Arm | undefined;
  /** Calls into the current block, and whether it follows a block of the other arm. */
  private blockCall = 0;
  private switched = false;

  constructor(
    readonly model: ModelProfile,
    readonly effect: Effect,
    readonly noise: Disturbances,
    readonly budgetMs: number,
    seed: number,
  ) {
    this.rng = createRng(seed);
    this.tailStart = this.rng.int(2);
    const ar = noise.armAr;
    this.armNoise = ar && {
      baseline: new StepAr(ar.sigma, ar.rho, ar.stepMs),
      candidate: new StepAr(ar.sigma, ar.rho, ar.stepMs),
    };
    this.scheduleBurst(0);
  }

  /** Creates one more session of each arm (a session pair); returns its index. */
  addPair(): number {
    const k = this.sessions.baseline.length;
    for (const arm of ['baseline', 'candidate'] as const) {
      const bias = Math.exp((this.noise.sessionSigma ?? 0) * this.sessionDraw());
      const bimodal = this.noise.bimodal;
      const shares = (arm === 'candidate' ? bimodal?.candidateShares : undefined) ?? bimodal?.shares ?? [0];
      const slowShare = shares[this.rng.int(shares.length)] as number;
      const tail = arm === 'candidate' ? this.effect.tail : undefined;
      // Session-varying tails alternate by pair, from a random start, so every even-sized set of pairs holds both.
      const sessionTail = tail?.pattern === 'session' ? ((k + this.tailStart) % 2 === 0 ? 2 * tail.share : 0) : 0;
      const tailShare = tail ? (tail.pattern === 'session' ? sessionTail : tail.share) : 0;
      const own = this.noise.sessionTails;
      const ownTail = own ? Math.min(0.5, -Math.log(1 - this.rng.next()) * own.share) : 0;
      this.sessions[arm].push({ bias, slowShare, tailShare, ownTail, calls: 0 });
    }
    return k;
  }

  /** A standard normal, or a Student t with `sessionDf` degrees of freedom: normal / √(χ²_df / df). */
  private sessionDraw(): number {
    const df = this.noise.sessionDf;
    const z = this.rng.normal();
    if (!df) return z;
    let chi2 = 0;
    for (let i = 0; i < df; i++) chi2 += this.rng.normal() ** 2;
    return z / Math.sqrt(chi2 / df);
  }

  /** Runs `calls` timed calls (after `untimed` untimed ones) of one arm on pair `pair`; returns their times (µs). */
  block(arm: Arm, pair: number, calls: number, untimed: number, overheadMs = 0): number[] {
    const session = this.sessions[arm][pair] as Session;
    this.switched = this.lastArm !== undefined && this.lastArm !== arm;
    this.lastArm = arm;
    this.blockCall = 0;
    const times: number[] = [];
    for (let i = 0; i < untimed + calls; i++) {
      const t = this.call(arm, session);
      if (i >= untimed) times.push(t);
    }
    this.advance(overheadMs);
    return times;
  }

  /**
   * Calls that run but are not simulated one by one (beyond the suite's cap on calls per block): their time
   * passes at the arm's median, and a busy runner still preempts them.
   */
  skipCalls(calls: number): void {
    const ms = (calls * this.model.medianUs) / 1000;
    this.advance(ms);
    const busy = this.noise.busy;
    if (!busy || calls === 0) return;
    const expected = busy.perMs * ms;
    // Normal approximation of the Poisson count: these are hundreds of calls at most.
    const waits = Math.max(0, Math.round(expected + Math.sqrt(expected) * this.rng.normal()));
    const waitMs = waits * busy.waitMs;
    this.counters.involuntary += waits;
    this.counters.waitMs += waitMs;
    this.now += waitMs;
  }

  /** Time passing outside calls (loading, analysis, garbage collection); the thread runs or sleeps. */
  advance(ms: number, sleeping = false): void {
    this.now += ms;
    if (sleeping) this.counters.voluntary += 1;
    else this.counters.runMs += ms;
  }

  private call(arm: Arm, session: Session): number {
    const m = this.model;
    const n = this.noise;
    let us = m.medianUs * session.bias * Math.exp(m.sigma * this.rng.normal()) * this.driftAt(this.now);
    if (arm === 'candidate') {
      us *= this.effect.factor * Math.exp(((n.relativeDrift ?? 0) * this.now) / this.budgetMs);
      if (session.tailShare > 0 && this.rng.next() < this.tailRate(session)) us *= this.effect.tail?.factor ?? 1;
    }
    if (session.slowShare > 0 && this.rng.next() < session.slowShare) us *= n.bimodal?.factor ?? 1;
    if (n.sessionTails && this.rng.next() < session.ownTail) us *= n.sessionTails.factor;
    const ar = n.armAr && this.armNoise?.[arm].at(this.now, this.rng);
    if (ar !== undefined && n.armAr) {
      const slow = n.armAr.slow;
      if (!slow) us *= Math.exp(ar);
      else if (this.rng.next() < Math.min(1, slow.share * Math.exp(ar))) us *= slow.factor;
    }
    if (n.tailEpisodes && this.rng.next() < this.machineEpisodeShare(n.tailEpisodes)) us *= n.tailEpisodes.factor;
    if (n.carryOver && this.switched && this.blockCall < n.carryOver.calls)
      us *= 1 + (n.carryOver.factor - 1) * (1 - this.blockCall / n.carryOver.calls);
    this.blockCall += 1;
    if (n.warmup) us *= 1 + n.warmup.amplitude * Math.exp(-session.calls / n.warmup.calls);
    if (n.spikes && this.rng.next() < n.spikes.share) us *= n.spikes.factor;
    if (n.bursts && this.inBurst(this.now, us / 1000)) us *= n.bursts.factor;
    session.calls += 1;
    this.counters.runMs += us / 1000;
    if (n.busy) {
      // Preemptions while the call runs: Poisson with mean perMs · duration; each one adds a wait to the call.
      let waits = 0;
      for (let p = Math.exp(-n.busy.perMs * (us / 1000)), u = this.rng.next(); u > p; u *= this.rng.next()) waits++;
      for (let w = 0; w < waits; w++) {
        const waitMs = -Math.log(1 - this.rng.next()) * n.busy.waitMs;
        us += waitMs * 1000;
        this.counters.waitMs += waitMs;
      }
      this.counters.involuntary += waits;
    }
    this.now += us / 1000;
    return us;
  }

  /** The machine's slow-call share now: episodes on and off with exponential lengths. */
  private machineEpisodeShare(e: NonNullable<Disturbances['tailEpisodes']>): number {
    while (this.now >= this.machineEpisodeUntil) {
      this.machineEpisodeOn = !this.machineEpisodeOn;
      this.machineEpisodeUntil += -Math.log(1 - this.rng.next()) * (this.machineEpisodeOn ? e.onMs : e.offMs);
    }
    return this.machineEpisodeOn ? e.share : 0;
  }

  private tailRate(session: Session): number {
    if (this.effect.tail?.pattern !== 'clustered') return session.tailShare;
    const lengths = this.effect.tail.episodeMs ?? { on: 30, off: 90 };
    const rate = (lengths.on + lengths.off) / lengths.on;
    // Episodes: on a quarter of the time (mean 30 ms, about one block), off the rest (mean 90 ms); four
    // times the rate when on. Longer episodes would make rounds far apart in time alike, which no round
    // bootstrap can see (docs/statistics.md, "Simulation suite").
    while (this.now >= this.episodeUntil) {
      this.episodeOn = !this.episodeOn;
      this.episodeUntil += -Math.log(1 - this.rng.next()) * (this.episodeOn ? lengths.on : lengths.off);
    }
    return this.episodeOn ? Math.min(1, rate * session.tailShare) : 0;
  }

  private driftAt(now: number): number {
    const sigma = this.noise.driftSigma ?? 0;
    if (sigma === 0) return 1;
    while (now >= this.driftUntil) {
      this.drift = DRIFT_RHO * this.drift + Math.sqrt(1 - DRIFT_RHO ** 2) * sigma * this.rng.normal();
      this.driftUntil += DRIFT_STEP_MS;
    }
    return Math.exp(this.drift);
  }

  /** The next burst after `after`: Poisson arrivals, exponential durations. */
  private scheduleBurst(after: number): void {
    const b = this.noise.bursts;
    this.burstStart = b ? after + (-Math.log(1 - this.rng.next()) * 1000) / b.perSecond : Infinity;
    this.burstEnd = b ? this.burstStart - Math.log(1 - this.rng.next()) * b.durationMs : Infinity;
  }

  private inBurst(now: number, durationMs: number): boolean {
    while (this.burstEnd < now) this.scheduleBurst(this.burstEnd);
    return now + durationMs >= this.burstStart && now <= this.burstEnd;
  }
}
