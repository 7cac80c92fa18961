import type { Tensor } from 'onnxruntime-node';
import { TraceTooLargeError } from '../../errors.js';
import type { ProviderTarget } from '../../gpu/provider-options.js';
import type { ProfilePassResult } from '../../profile/pass.js';
import { aggregateTrace } from '../../profile/trace.js';
import { PROFILE_EXIT_MARGIN_MS, PROFILE_SHARE } from '../budget.js';
import {
  closeProfiled,
  MAX_TRACE_BYTES,
  openProfiled,
  profileDirectory,
  traceBytesPerRun,
} from './profiled-session.js';
import type { Arm, BenchJob, ColdStart } from '../protocol.js';
import { injectFault } from './test-fault.js';
import type { Arms } from './session.js';

// The per-operator profiling pass (docs/explain.md, "Profile pass"): after the last look, on fresh sessions
// with onnxruntime's profiler on, both models run alternately; the traces become per-node medians here, in the
// child, so only a few kilobytes cross to the parent.

/** Profiled runs per model after the warm-up runs, when the budget and the trace size allow. */
export const PROFILE_RUNS = 40;
export const WARM_RUNS = 2;
const MIN_RUNS = 5;
/** Node events per model's trace: about 600 bytes each in the JSON onnxruntime writes. */
const MAX_NODE_EVENTS = 100_000;
/** Profiling roughly doubles the cost of a small model's run (docs/benchmark.md, "Runtime facts"). */
const PROFILING_COST = 2;
/** The last look's analysis can outlast the end reserve under load (seen: ~0.5 s at load 10 on 2 cores). */
const LAST_LOOK_SLACK_MS = 500;

const PROVIDER_NAMES: Record<ProviderTarget['provider'], string> = {
  cpu: 'CPUExecutionProvider',
  cuda: 'CUDAExecutionProvider',
  tensorrt: 'TensorrtExecutionProvider',
};

export function providerName(target: ProviderTarget): string {
  return PROVIDER_NAMES[target.provider];
}

/** What a pass is expected to cost, ms: two fresh sessions, warm-up and profiled runs of both, reading. */
export function profileCostMs(cold: Record<Arm, ColdStart>, medianUs: Record<Arm, number>, runs: number): number {
  const create = cold.baseline.createMs + cold.candidate.createMs;
  const perRun = ((medianUs.baseline + medianUs.candidate) / 1000) * PROFILING_COST;
  return 1.2 * create + (runs + WARM_RUNS + 3) * perRun + 100;
}

/**
 * Time kept back from the measuring window so a pass fits after the last look: its cost, plus what the parent's
 * analysis at that look may take on a loaded runner beyond the end reserve; at most PROFILE_SHARE of the budget.
 */
export function profileAllowanceMs(
  setting: BenchJob['profile']['setting'],
  budgetMs: number,
  cold: Record<Arm, ColdStart>,
  medianUs: Record<Arm, number>,
): number {
  // 'on-regression' keeps nothing back, so a run without a regression pays nothing: a regression stops sampling
  // at the look that finds it, which leaves the rest of the budget; one found only at the last look gets what
  // is left of the end reserve, and the record says when that was too little.
  if (setting !== 'on') return 0;
  return Math.min(PROFILE_SHARE * budgetMs, profileCostMs(cold, medianUs, PROFILE_RUNS) + LAST_LOOK_SLACK_MS);
}

export interface ProfilePassJob {
  files: Record<Arm, string>;
  feeds: Record<Arm, Record<string, Tensor>>;
  threads: number;
  target: ProviderTarget;
  /** Nodes in each model's graph (the parent's scan), to keep the traces to a readable size. */
  nodes: Record<Arm, number>;
  /** Models with Loop, Scan or If nodes: their trace size per run is measured by a probe. */
  controlFlow?: Record<Arm, boolean> | undefined;
  budgetMs: number;
  allowanceMs: number;
  cold: Record<Arm, ColdStart>;
  medianUs: Record<Arm, number>;
  elapsedMs: () => number;
}

export async function runProfilePass(job: ProfilePassJob): Promise<ProfilePassResult> {
  const started = job.elapsedMs();
  const deadline = job.budgetMs - PROFILE_EXIT_MARGIN_MS;
  const base = { provider: providerName(job.target), allowanceMs: job.allowanceMs };
  const skipped = (reason: string): ProfilePassResult => ({
    ...base,
    status: 'skipped',
    reason,
    durationMs: job.elapsedMs() - started,
    profiles: null,
  });
  const byEvents = Math.floor(MAX_NODE_EVENTS / Math.max(1, job.nodes.baseline, job.nodes.candidate)) - WARM_RUNS;
  const planned = Math.min(PROFILE_RUNS, Math.max(MIN_RUNS, byEvents));
  const needed = profileCostMs(job.cold, job.medianUs, MIN_RUNS);
  if (started + needed > deadline) {
    return skipped(
      `${((deadline - started) / 1000).toFixed(1)} s of 'max-duration' was left and the pass needs about ${(needed / 1000).toFixed(1)} s; raise 'max-duration'`,
    );
  }
  const dir = await profileDirectory();
  const arms: Arm[] = ['baseline', 'candidate'];
  const sessions: Partial<Record<Arm, Awaited<ReturnType<typeof openProfiled>>>> = {};
  try {
    let perRunMs = ((job.medianUs.baseline + job.medianUs.candidate) / 1000) * PROFILING_COST;
    let runsPlanned = planned;
    if (job.controlFlow?.baseline || job.controlFlow?.candidate) {
      const probe = await probeTraces(dir.path, job);
      const [arm, bytes] = arms.map((a) => [a, probe.bytes[a]] as const).sort((x, y) => y[1] - x[1])[0] ?? [];
      const fit = Math.floor(MAX_TRACE_BYTES / Math.max(1, bytes ?? 0)) - WARM_RUNS;
      if (fit < MIN_RUNS)
        return skipped(
          `one profiled run of the ${arm} writes ${((bytes ?? 0) / 1024 / 1024).toFixed(1)} MB of trace (its Loop, Scan or If bodies run many nodes); ${MIN_RUNS + WARM_RUNS} runs would pass the ${MAX_TRACE_BYTES / 1024 / 1024} MB the pass reads`,
        );
      runsPlanned = Math.min(runsPlanned, fit);
      perRunMs = Math.max(perRunMs, probe.runMs);
    }
    for (const arm of arms) sessions[arm] = await openProfiled(dir.path, arm, job.files[arm], job.threads, job.target);
    let runs = 0;
    // Alternating, so drift and neighbours touch both traces alike; the warm-up runs are left out when reading.
    // The pace is the slowest run seen: a profiled call can cost far more than the timed ones suggested.
    while (runs < runsPlanned + WARM_RUNS && job.elapsedMs() + perRunMs + 100 < deadline) {
      const before = job.elapsedMs();
      for (const arm of arms) await sessions[arm]?.run(job.feeds[arm]);
      perRunMs = Math.max(perRunMs, job.elapsedMs() - before);
      runs++;
    }
    const traces = {} as Record<Arm, unknown>;
    for (const arm of arms) {
      const session = sessions[arm];
      delete sessions[arm];
      traces[arm] = session ? await closeProfiled(session, dir.path, arm) : [];
    }
    if (runs - WARM_RUNS < MIN_RUNS)
      return skipped(
        `only ${Math.max(0, runs - WARM_RUNS)} profiled runs fit in the 'max-duration' left (at least ${MIN_RUNS} are needed); raise 'max-duration'`,
      );
    return {
      ...base,
      status: 'measured',
      reason: null,
      durationMs: job.elapsedMs() - started,
      profiles: {
        baseline: aggregateTrace(traces.baseline, WARM_RUNS),
        candidate: aggregateTrace(traces.candidate, WARM_RUNS),
      },
    };
  } catch (error) {
    if (error instanceof TraceTooLargeError) return skipped(error.message);
    throw error;
  } finally {
    for (const arm of arms) await sessions[arm]?.release().catch(() => undefined);
    await dir.remove();
  }
}

/** One run of each model on sessions opened for it: the bytes of trace a run writes, and how long a run takes. */
async function probeTraces(dir: string, job: ProfilePassJob): Promise<{ bytes: Record<Arm, number>; runMs: number }> {
  const bytes = { baseline: 0, candidate: 0 };
  let runMs = 0;
  for (const arm of ['baseline', 'candidate'] as const) {
    const session = await openProfiled(dir, arm, job.files[arm], job.threads, job.target);
    try {
      const before = job.elapsedMs();
      await session.run(job.feeds[arm]);
      runMs += job.elapsedMs() - before;
    } finally {
      bytes[arm] = await traceBytesPerRun(session, dir, arm);
    }
  }
  return { bytes, runMs };
}

/**
 * After the last look: the pass when the parent asked for it (its answer to that look), on fresh sessions once
 * the timed ones are released; else a skipped result that says why. A pass that throws is reported as failed:
 * the verdict is already made and must not be lost to it.
 */
export async function profileAfterMeasuring(
  pass: {
    job: BenchJob;
    pairs: readonly Arms[];
    cold: Record<Arm, ColdStart>;
    medianUs: Record<Arm, number>;
    target: ProviderTarget;
    allowanceMs: number;
    elapsedMs: () => number;
  },
  asked: boolean,
): Promise<ProfilePassResult> {
  const { job, pairs, target, allowanceMs } = pass;
  const base = { provider: providerName(target), allowanceMs, durationMs: 0, profiles: null };
  if (!asked) return { ...base, status: 'skipped', reason: 'no metric was a regression' };
  injectFault('profile');
  const started = pass.elapsedMs();
  // The timed sessions are done: their memory is the profiled sessions' now.
  for (const pair of pairs) for (const arm of ['baseline', 'candidate'] as const) await pair[arm].session.release();
  try {
    return await runProfilePass({
      files: { baseline: job.baseline, candidate: job.candidate },
      feeds: { baseline: pairs[0]?.baseline.feeds ?? {}, candidate: pairs[0]?.candidate.feeds ?? {} },
      threads: job.threads,
      target,
      nodes: job.profile.nodes,
      controlFlow: job.profile.controlFlow,
      budgetMs: job.budgetMs,
      allowanceMs,
      cold: pass.cold,
      medianUs: pass.medianUs,
      elapsedMs: pass.elapsedMs,
    });
  } catch (error) {
    const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return {
      ...base,
      status: 'failed',
      reason: `the profiling pass failed: ${why}`,
      durationMs: pass.elapsedMs() - started,
    };
  }
}
