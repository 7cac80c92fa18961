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
   * the rest.
   */
  tail?: { share: number; factor: number; pattern: 'steady' | 'clustered' | 'session' };
}

export type Arm = 'baseline' | 'candidate';

interface Session {
  bias: number;
  slowShare: number;
  tailShare: number;
  calls: number;
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

  constructor(
    readonly model: ModelProfile,
    readonly effect: Effect,
    readonly noise: Disturbances,
    readonly budgetMs: number,
    seed: number,
  ) {
    this.rng = createRng(seed);
    this.tailStart = this.rng.int(2);
    this.scheduleBurst(0);
  }

  /** Creates one more session of each arm (a session pair); returns its index. */
  addPair(): number {
    const k = this.sessions.baseline.length;
    for (const arm of ['baseline', 'candidate'] as const) {
      const bias = Math.exp((this.noise.sessionSigma ?? 0) * this.rng.normal());
      const bimodal = this.noise.bimodal;
      const shares = (arm === 'candidate' ? bimodal?.candidateShares : undefined) ?? bimodal?.shares ?? [0];
      const slowShare = shares[this.rng.int(shares.length)] as number;
      const tail = arm === 'candidate' ? this.effect.tail : undefined;
      // Session-varying tails alternate by pair, from a random start, so every even-sized set of pairs holds both.
      const sessionTail = tail?.pattern === 'session' ? ((k + this.tailStart) % 2 === 0 ? 2 * tail.share : 0) : 0;
      const tailShare = tail ? (tail.pattern === 'session' ? sessionTail : tail.share) : 0;
      this.sessions[arm].push({ bias, slowShare, tailShare, calls: 0 });
    }
    return k;
  }

  /** Runs `calls` timed calls (after `untimed` untimed ones) of one arm on pair `pair`; returns their times (µs). */
  block(arm: Arm, pair: number, calls: number, untimed: number, overheadMs = 0): number[] {
    const session = this.sessions[arm][pair] as Session;
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

  private tailRate(session: Session): number {
    if (this.effect.tail?.pattern !== 'clustered') return session.tailShare;
    // Episodes: on a quarter of the time (mean 30 ms, about one block), off the rest (mean 90 ms); four
    // times the rate when on. Longer episodes would make rounds far apart in time alike, which no round
    // bootstrap can see (docs/statistics.md, "Simulation suite").
    while (this.now >= this.episodeUntil) {
      this.episodeOn = !this.episodeOn;
      this.episodeUntil += -Math.log(1 - this.rng.next()) * (this.episodeOn ? 30 : 90);
    }
    return this.episodeOn ? Math.min(1, 4 * session.tailShare) : 0;
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
