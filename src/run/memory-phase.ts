// The memory phase of one run (docs/matrix.md, "Memory"): before the latency benchmark, each model is probed
// in its own short processes; the time they take comes out of the run's budget, so the benchmark child gets
// the rest. Nothing here is timed as latency.
import { MEMORY_INFERENCES, measureMemory, runForShape, type MemoryRun } from '../bench/memory.js';
import type { BenchJob } from '../bench/protocol.js';
import type { GateConfig } from '../inputs/config.js';
import type { ShapeOverrides } from '../inputs/shapes.js';
import { memorySection, type MemorySection } from '../record/memory-section.js';
import type { GateReporter } from './reporter.js';
import { failingCondition } from '../decision/fail-on.js';

/** Warnings about settings that make a memory threshold do less than it seems to. */
export function memorySettingWarnings(config: GateConfig): string[] {
  const { threshold, enabled } = config.memory;
  const failsOnMemory = failingCondition(config.failOn, 'memory') !== undefined;
  if (threshold !== undefined && !failsOnMemory)
    return [
      "'memory-threshold' is set but 'fail-on' does not include 'memory': memory growth past it is reported and never fails the step; add 'memory' to 'fail-on' to gate on it.",
    ];
  if (failsOnMemory && threshold === undefined)
    return [
      `'fail-on' includes 'memory' but 'memory-threshold' is not set: memory is ${enabled ? 'shown' : 'not measured'} and never judged; set 'memory-threshold' like '20%'.`,
    ];
  return [];
}

/**
 * What an entry does about memory (src/run/walk.ts): measure it for its group's shapes (its own first), or take
 * the section an earlier entry of its group measured.
 */
export type MemoryRequest =
  | { measure: { shapes: ShapeOverrides[]; capMs: number; received?: (run: MemoryRun) => void } }
  | { given: MemorySection | undefined };

/** The record's section for one shape of a memory run, judged against the run's threshold. */
export function sectionFor(config: GateConfig, run: MemoryRun, shape: number): MemorySection {
  return memorySection(runForShape(run, shape), {
    threshold: config.memory.threshold,
    gpu: config.executionProvider !== 'cpu',
  });
}

/**
 * Probes both models and returns the record's memory section (for the first of the shapes), the job with the
 * time spent taken off its budget, and a warning when fewer probes ran than planned. The probes use the job's
 * own settings (threads, provider, values, inputs).
 */
export async function measureMemoryPhase(
  config: GateConfig,
  job: BenchJob,
  request: { shapes: ShapeOverrides[]; capMs: number; received?: (run: MemoryRun) => void },
  options: { reporter: GateReporter; env: Readonly<Record<string, string>> | undefined; signal?: AbortSignal },
): Promise<{ section: MemorySection; job: BenchJob; warnings: string[] }> {
  options.reporter.phase?.('memory', 0, config.maxDurationMs);
  const run = await measureMemory(
    {
      threads: job.threads,
      executionProvider: job.executionProvider,
      deviceId: job.deviceId,
      shapes: request.shapes,
      values: job.values,
      seed: job.seed,
      ...(job.userInputs ? { userInputs: job.userInputs } : {}),
      inferences: MEMORY_INFERENCES,
      deviceMemory: job.executionProvider !== 'cpu',
    },
    { baseline: job.baseline, candidate: job.candidate },
    {
      capMs: request.capMs,
      ...(options.env ? { env: options.env } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    },
  );
  request.received?.(run);
  const warnings = run.stopped ? [`Memory was measured only in part: ${run.stopped}.`] : [];
  const budgetMs = Math.max(0, Math.round(job.budgetMs - run.durationMs));
  return {
    section: sectionFor(config, run, 0),
    job: { ...job, budgetMs, minDurationMs: Math.min(job.minDurationMs, budgetMs) },
    warnings,
  };
}
