// Between-pair variance (docs/statistics.md, "Ratio interval"). Two onnxruntime sessions of one model differ
// systematically (memory placement, allocation, alignment), so a run's K session pairs each carry their own
// bias b_k on the log ratio. The stratified round bootstrap sees only the sampling spread within pairs; the
// pooled estimate also carries the mean of the K biases, variance τ²/K. This module estimates τ and widens
// the bootstrap interval by it.

import studentQuantile from '@stdlib/stats-base-dists-t-quantile';
import { probit, sampleStandardDeviation, sampleVariance } from 'simple-statistics';
import { quantile } from './quantile.js';
import { poolRounds, type PooledRounds } from './pool.js';
import { METRICS, type BetweenPairPrior, type Metric, type PairSpread, type PerMetric, type Round } from './types.js';
import { bootstrapRatios, METRIC_LEVEL } from './bootstrap.js';
import {
  PAIR_RESAMPLES,
  NOISIER_THAN_SHARE,
  MIN_PAIR_VARIANCE,
  INFLUENCE_BAND,
  INFLUENCE_CALLS_PER_PAIR,
  MIN_PAIRS_FOR_SPREAD,
  FEW_PAIRS_CONFIDENCE,
} from './policy.js';

/**
 * The bootstrap's small-sample correction: resampling n rounds from n rounds gives a spread biased low by
 * √((n − 1)/n), and a stratified draw has that bias in every pair. With 8 pairs and 28 rounds (3.5 a pair,
 * seen at a 15 s budget under load) the interval was ~15 % too narrow and called an A/A p95 a regression.
 * The factor √(n_h/(n_h − 1)), n_h the harmonic mean of the rounds per pair, undoes it; it is within 3 %
 * of 1 from 20 rounds a pair. Infinite when a pair has a single round (its spread cannot be seen at all).
 */
export function smallSampleFactor(strata: readonly Int32Array[]): number {
  const harmonic = strata.length / strata.reduce((sum, s) => sum + 1 / s.length, 0);
  return harmonic > 1 ? Math.sqrt(harmonic / (harmonic - 1)) : Number.POSITIVE_INFINITY;
}

/** Stretches each end's log distance from the estimate by `factor`. */
export function stretchInterval(ratio: number, ci: [number, number], factor: number): [number, number] {
  return [ratio * (ci[0] / ratio) ** factor, ratio * (ci[1] / ratio) ** factor];
}

/** Each arm's calls in one pair: the rounds `members` (indexes into `rounds`) put together. */
export function pairCalls(rounds: readonly Round[], members: Int32Array): { baseline: number[]; candidate: number[] } {
  const baseline: number[] = [];
  const candidate: number[] = [];
  for (const r of members) {
    const round = rounds[r] as Round;
    baseline.push(...round.baseline);
    candidate.push(...round.candidate);
  }
  return { baseline, candidate };
}

/** Ratio per pair at the metric's quantile (candidate / baseline), pairs numbered as in `strata`. */
export function pairRatios(rounds: readonly Round[], strata: readonly Int32Array[], metric: Metric): number[] {
  const level = METRIC_LEVEL[metric];
  return strata.map((members) => {
    const { baseline, candidate } = pairCalls(rounds, members);
    return quantile(candidate, level) / quantile(baseline, level);
  });
}

/**
 * Each pair's own sampling variance of its log ratio, per metric: a round bootstrap within that pair alone,
 * corrected for the small-sample bias n/(n − 1); Infinity for a pair with one round (it gets no weight).
 */
export function pairSamplingVariances(
  rounds: readonly Round[],
  strata: readonly Int32Array[],
  seed: number,
): PerMetric<number[]> {
  const variances: PerMetric<number[]> = { p50: [], p95: [] };
  strata.forEach((members, k) => {
    const n = members.length;
    const own =
      n > 1
        ? bootstrapRatios(
            poolRounds(Array.from(members, (r) => rounds[r] as Round)),
            METRICS,
            PAIR_RESAMPLES,
            seed + 7919 * (k + 1),
          )
        : undefined;
    for (const metric of METRICS) {
      const logs = own ? Array.from(own.get(metric) ?? [], Math.log) : [];
      variances[metric].push(own ? (sampleVariance(logs) * n) / (n - 1) : Number.POSITIVE_INFINITY);
    }
  });
  return variances;
}

/**
 * τ̂ by DerSimonian and Laird: Q = Σ w_k (y_k − ȳ_w)² with w_k = 1 / v_k, τ̂² = max(0, (Q − (K − 1)) / (Σw − Σw²/Σw)).
 * Each pair's ratio counts by its own precision, so a pair that ran few rounds, or whose p95 a few slow calls
 * moved (a burst that fell on one arm's blocks), adds its own noise to Q and not to τ̂. With equal variances
 * it is the moment estimate S² − v. Undefined when fewer than two pairs have a variance.
 */
export function randomEffectsSd(logRatios: readonly number[], variances: readonly number[]): number | undefined {
  const weights = variances.map((v) => (Number.isFinite(v) ? 1 / Math.max(v, MIN_PAIR_VARIANCE) : 0));
  const used = weights.filter((w) => w > 0).length;
  if (used < 2) return undefined;
  const sum = weights.reduce((a, w) => a + w, 0);
  const mean = logRatios.reduce((a, y, k) => a + (weights[k] as number) * y, 0) / sum;
  const q = logRatios.reduce((a, y, k) => a + (weights[k] as number) * (y - mean) ** 2, 0);
  const scale = sum - weights.reduce((a, w) => a + w * w, 0) / sum;
  return Math.sqrt(Math.max(0, (q - (used - 1)) / scale));
}

export function pairSpread(
  ratios: number[],
  sortedReplicates: Float64Array,
  prior: BetweenPairPrior,
  smallSample = 1,
  unseen = 0,
  /** Each pair's own sampling variance of its log ratio (pairSamplingVariances) and rounds, when known. */
  own?: { variances: readonly number[]; rounds: readonly number[] },
): PairSpread {
  const k = ratios.length;
  const withinSd = sdOf(Array.from(sortedReplicates, Math.log)) * smallSample;
  let inRun: number | null = null;
  if (k >= 2) {
    // A pair's own bootstrap sees what is special to it (a burst on one arm's blocks) but, from a few rounds,
    // can also come out far too small; floored by what its share of the rounds gives the pooled estimate's
    // spread, equal pairs get the moment estimate below, and only a pair noisier than its share loses weight.
    const total = own?.rounds.reduce((a, n) => a + n, 0) ?? 0;
    const variances = own?.variances.map((v, pair) => {
      const share = (withinSd * withinSd * total) / (own.rounds[pair] ?? 1);
      // Infinity (a pair with one round) stays: it has no weight.
      return Number.isFinite(v) ? Math.min(Math.max(v, share), NOISIER_THAN_SHARE * share) : v;
    });
    const weighed = variances ? randomEffectsSd(ratios.map(Math.log), variances) : undefined;
    // Without them: E[S²] = τ² + (within-pair variance of one pair's estimate) ≈ τ² + K · withinSd², each
    // pair holding 1/K of the calls.
    const s2 = sdOf(ratios.map(Math.log)) ** 2;
    inRun = weighed ?? Math.sqrt(Math.max(0, s2 - k * withinSd * withinSd));
  }
  const floor = k >= MIN_PAIRS_FOR_SPREAD ? prior.sd : Math.max(prior.sd, unseen);
  return {
    pairs: k,
    ratios,
    withinSd,
    betweenSdInRun: inRun,
    betweenSd: Math.max(inRun ?? 0, floor),
  };
}

/**
 * p95's τ is at least the run's τ̂ at p50, the body's. A session's bias moves its whole distribution, so
 * sessions that differ at p50 differ at p95 at least nearly as much, while p95's own τ̂ reads low: each pair's p95
 * over its few calls is nearly its slowest call, so its own sampling variance comes out large and τ̂ leaves
 * little to the sessions; under a session bias the p95 interval then missed more often than it claims, and with
 * this bound it did not (decision-sim#a-a-big-bias-2pct-60s-coverage; docs/statistics.md, "Ratio interval"). Not when the sessions
 * settled in two modes (the caller passes nothing then): their p50s differ by the mode, which p95 need not share.
 */
export function atLeastBodySpread(spread: PairSpread, bodyBetweenSd: number | undefined): PairSpread {
  return bodyBetweenSd && bodyBetweenSd > spread.betweenSd ? { ...spread, betweenSd: bodyBetweenSd } : spread;
}

/**
 * The pooled quantile does not weigh the pairs equally: moving pair k's calls by b_k moves the pooled quantile by
 * about Σ w_k b_k, with w_k = n_k f_k(q) / Σ n_j f_j(q), its calls n_k times their density at the pooled
 * quantile q. So the mean bias has variance τ² Σ w_k², not τ²/K, and the margin takes K_eff = 1 / Σ w_k²
 * pairs. Unequal weights come from renewed pairs (the newest generation has run fewer rounds) and from sessions
 * whose biases are large beside the call spread: then the slower sessions hold most of the calls near p95 and
 * the pooled p95 leans on them, and a margin over K claimed more than the simulated intervals held. w_k is estimated, per arm, as pair k's share of the calls nearest
 * the level (INFLUENCE_BAND, INFLUENCE_CALLS_PER_PAIR); Σ w_k² without the counts' own multinomial noise
 * (Σ c(c − 1) / (M(M − 1))), so equal pairs give K. The two arms' sessions carry independent biases; K_eff
 * is the harmonic mean of the two arms' values.
 */
export function effectivePairs(pooled: PooledRounds, metric: Metric): number {
  const k = pooled.strata.length;
  const pairOf = new Int32Array(pooled.rounds);
  pooled.strata.forEach((members, pair) => members.forEach((r) => (pairOf[r] = pair)));
  const level = METRIC_LEVEL[metric];
  let concentration = 0;
  for (const arm of [pooled.baseline, pooled.candidate]) {
    const n = arm.values.length;
    const m = Math.min(n, Math.max(Math.ceil(2 * INFLUENCE_BAND * n), INFLUENCE_CALLS_PER_PAIR * k));
    if (m < 2) return k;
    const from = Math.min(n - m, Math.max(0, Math.round(level * n - m / 2)));
    const to = from + m;
    const counts = new Float64Array(k);
    for (let i = from; i < to; i++) counts[pairOf[arm.roundOf[i] as number] as number]! += 1;
    concentration += counts.reduce((sum, c) => sum + c * (c - 1), 0) / (m * (m - 1)) / 2;
  }
  return Math.min(k, Math.max(1, 1 / concentration));
}

/**
 * The level of the pair-bias margin (pairBiasMargin), as analyzeLatency's `runConfidence`: the run's overall
 * level when the same pairs are measured at every look, so that "the mean bias exceeds the margin" is one
 * event for the run; the look's own level (no `runConfidence`) when the pairs are renewed during the run, since
 * every look then brings new pairs and new biases: at the run's level, renewed pairs missed the truth far more
 * often than claimed in the simulation (docs/decisions/0003-pair-bias-margin-level.md).
 */
export function pairBiasLevel(overallConfidence: number, renewed: boolean): { runConfidence?: number } {
  return renewed ? {} : { runConfidence: overallConfidence };
}

/**
 * The level a look's interval claims to cover the true ratio at. Its two parts add in quadrature
 * (widenInterval), each at its own level: the look's sampling at `confidence` and the pairs'
 * mean bias at `runConfidence` when the same pairs serve every look. Where the bias dominates the interval
 * covers at about the bias part's level, so the claim is the lower of the two: the run's 99 % for fixed pairs,
 * the look's share for renewed ones. The decision simulation tests each look's coverage against it.
 */
export function claimedLevel(levels: { confidence: number; runConfidence?: number }): number {
  return Math.min(levels.confidence, levels.runConfidence ?? 1);
}

/**
 * The half-width (log scale) the mean pair bias adds at `confidence`, over √K_eff (effectivePairs: the pairs
 * the pooled quantile really rests on, K when they weigh alike), at the level pairBiasLevel chose: the whole
 * run's when the K pairs and their biases are the same at every look, so a bias beyond this bound is one event
 * for the run, not one per look, and needs no share of the Bonferroni split
 * (docs/statistics.md, "Ratio interval").
 * - K ≥ MIN_PAIRS_FOR_SPREAD: t quantile on τ = max(τ̂, τ₀), the run's own spread floored by the prior: a t,
 *   not a normal quantile, because τ̂ comes from a few pairs only. Its degrees of freedom are K − 1 over the
 *   pairs' rounds (roundsBalancedPairs): pairs just renewed, with a few rounds against the others' dozens, say
 *   little about τ, and K − 1 let a look just after a renewal miss far more often than claimed. Not K_eff − 1:
 *   a p95 resting on the few pairs with a tail is still K well-measured pairs, and with it a p95 doubled in
 *   some sessions only was seldom caught (decision-sim#p95-x2-session-varying-60s-p95-regression).
 * - fewer pairs: the normal quantile on τ = max(τ₀, unseen, τ̂) (pairSpread): the prior, floored by what a
 *   run that cannot see τ must allow for (UNSEEN_BETWEEN_PAIR unless calibrated), at FEW_PAIRS_CONFIDENCE
 *   when that is more than the run's level.
 */
export function pairBiasMargin(spread: PairSpread, confidence: number, roundsPerPair?: readonly number[]): number {
  const k = spread.pairs;
  const upper = 1 - (1 - confidence) / 2;
  // At least 1: a run whose rounds sit in one pair is as uncertain about τ as two pairs can be.
  const df = roundsPerPair ? Math.max(1, roundsBalancedPairs(roundsPerPair) - 1) : k - 1;
  const quantile =
    k >= MIN_PAIRS_FOR_SPREAD
      ? studentQuantile(upper, df)
      : probit(Math.max(upper, 1 - (1 - FEW_PAIRS_CONFIDENCE) / 2));
  return (quantile * spread.betweenSd) / Math.sqrt(Math.min(k, spread.effectivePairs ?? k));
}

/**
 * The least half-width (log scale) of p50's interval when the pairs are renewed: the t interval over the K
 * pairs' own log ratios, t(df) · S / √K_eff, S their sd, at the margin's level and with its degrees of freedom
 * (pairBiasMargin). This is the classical interval for a mean of pairs (Hartung and Knapp's in meta-analysis):
 * S holds each pair's own noise and its bias, so no τ̂ has to be told apart from the noise. The margin's τ̂ is
 * what is left of S after the pairs' own noise; from a look's few pairs it reads 0 when their biases happen
 * to agree, and the margin then rests on the prior; without the floor, renewed pairs missed the true p50 at
 * early looks more often than claimed in the simulation (docs/decisions/0010-p50-floor-renewed-pairs-only.md). Not for p95: a pair's p95 over its few calls is nearly its slowest call, and S there is
 * that noise. Not for pairs that stay: their margin is at the run's level, where the floor rarely binds and
 * cost passes in the simulation without mending any miss. 0 with fewer than MIN_PAIRS_FOR_SPREAD pairs.
 */
export function pairSpreadFloor(spread: PairSpread, confidence: number, roundsPerPair: readonly number[]): number {
  if (spread.pairs < MIN_PAIRS_FOR_SPREAD) return 0;
  // The margin's own formula with S in τ's place.
  return pairBiasMargin({ ...spread, betweenSd: sdOf(spread.ratios.map(Math.log)) }, confidence, roundsPerPair);
}

/** Each end at least `floor` (log scale) from the estimate. */
export function atLeastHalfWidth(ratio: number, ci: [number, number], floor: number): [number, number] {
  const down = Math.max(floor, Math.log(ratio / ci[0]));
  const up = Math.max(floor, Math.log(ci[1] / ratio));
  return [ratio * Math.exp(-down), ratio * Math.exp(up)];
}

/**
 * How many equally measured pairs the pairs' rounds are worth, (Σ n)² / Σ n²: K when every pair ran as many
 * rounds, about 3.4 for 3 pairs of 60 rounds and 3 of 4.
 */
export function roundsBalancedPairs(roundsPerPair: readonly number[]): number {
  const sum = roundsPerPair.reduce((a, n) => a + n, 0);
  const squares = roundsPerPair.reduce((a, n) => a + n * n, 0);
  return squares > 0 ? (sum * sum) / squares : roundsPerPair.length;
}

/**
 * The bootstrap interval widened by the mean pair bias: each end's log distance d from the estimate becomes
 * √(d² + margin²). Adding in quadrature per side keeps the bootstrap's asymmetry; the two variances add
 * because the biases are independent of the sampling noise.
 */
export function widenInterval(ratio: number, ci: [number, number], margin: number): [number, number] {
  const down = Math.max(0, Math.log(ratio / ci[0]));
  const up = Math.max(0, Math.log(ci[1] / ratio));
  return [ratio * Math.exp(-Math.hypot(down, margin)), ratio * Math.exp(Math.hypot(up, margin))];
}

function sdOf(values: number[]): number {
  return values.length < 2 ? 0 : sampleStandardDeviation(values);
}
