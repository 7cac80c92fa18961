// How many calls each metric needed before a look could have decided it: the run's own rounds, analysed again with
// the gate's look analysis at every few rounds rather than only at the run's four looks. The first round count
// where a metric reads the run's final verdict is the least the run's noise allowed; read at many cuts, it is an
// optimistic estimate (a noisy interval crosses its band early by chance), which is what a bound wants. Those calls,
// measured back to back at the run's own call times with nothing else in the window, plus the run's set-up before
// its window, are the earliest the run could have stopped on this machine however cheap its sessions were.
import { analyzeLatency } from '../../src/stats/analyze.js';
import { lookOptions } from '../../src/stats/look-options.js';
import { METRICS, type Metric, type Round } from '../../src/stats/types.js';

/** Rounds between two replayed looks: fine enough that a look every few hundred milliseconds is read. */
const STEP = 6;

export interface Reach {
  /** Calls per model at the first cut that read the run's decided verdict; null where the run ended undecided. */
  calls: Record<Metric, number | null>;
  /** `calls` measured back to back at the run's mean call times, plus the set-up before the window (s). */
  seconds: Record<Metric, number | null>;
  /** The run's set-up before its measuring window (s). */
  setupSeconds: number;
}

/** The subset of a run's record that the replay reads (docs/record.md). */
interface RecordForReach {
  settings: {
    p50Threshold: number;
    p95Threshold: number;
    confidence: number;
    seed: number;
    noiseFloor: { p50: number; p95: number };
  };
  sampling: { looks: number; durationMs: number; sessionPairsReason?: string | null };
  latency: {
    p50: { verdict: string };
    p95: { verdict: string };
    baseline: { mean: number };
    candidate: { mean: number };
  };
  load: { looks: { atMs: number }[] };
  raw?: { rounds: Round[] };
}

export function reachOf(record: RecordForReach): Reach | null {
  const rounds = record.raw?.rounds;
  const lastLook = record.load.looks.at(-1);
  if (!rounds || !lastLook) return null;
  const options = lookOptions({
    thresholds: { p50: record.settings.p50Threshold, p95: record.settings.p95Threshold },
    noiseFloor: record.settings.noiseFloor,
    overallConfidence: record.settings.confidence,
    looks: record.sampling.looks,
    renewedPairs: /renewed during the run/.test(record.sampling.sessionPairsReason ?? ''),
    warmupSettled: true,
    seed: record.settings.seed,
  });
  const callMs = record.latency.baseline.mean + record.latency.candidate.mean;
  const setupSeconds = (record.sampling.durationMs - lastLook.atMs) / 1000;
  const calls: Record<Metric, number | null> = { p50: null, p95: null };
  const open = () => METRICS.filter((m) => calls[m] === null && record.latency[m].verdict !== 'inconclusive');
  for (let cut = STEP; cut <= rounds.length && open().length > 0; cut += STEP) {
    const look = analyzeLatency(rounds.slice(0, cut), options);
    const perArm = Math.min(look.callsPerArm.baseline, look.callsPerArm.candidate);
    for (const metric of open()) if (look[metric].verdict === record.latency[metric].verdict) calls[metric] = perArm;
  }
  const seconds = (n: number | null) => (n === null ? null : setupSeconds + (n * callMs) / 1000);
  return { calls, seconds: { p50: seconds(calls.p50), p95: seconds(calls.p95) }, setupSeconds };
}
