// The memory phase of one run (docs/design.md, "Memory"): before the latency benchmark, each model is probed
// in its own short processes; the time they take comes out of the run's budget, so the benchmark child gets
// the rest. Nothing here is timed as latency.
import { memoryCapMs } from '../bench/budget.js';
import { MEMORY_INFERENCES, measureMemory } from '../bench/memory.js';
import type { BenchJob } from '../bench/protocol.js';
import type { GateConfig } from '../inputs/config.js';
import { memorySection, type MemorySection } from '../record/memory-section.js';
import type { GateReporter } from './reporter.js';

/** Warnings about settings that make a memory threshold do less than it seems to. */
export function memorySettingWarnings(config: GateConfig): string[] {
  const { threshold, enabled } = config.memory;
  const failsOnMemory = config.failOn.includes('memory');
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
 * Probes both models and returns the record's memory section, the job with the time spent taken off its
 * budget, and a warning when fewer probes ran than planned. The probes use the job's own settings (threads, provider, shapes, inputs), so a cell's memory is
 * that cell's.
 */
export async function measureMemoryPhase(
  config: GateConfig,
  job: BenchJob,
  options: { reporter: GateReporter; env: NodeJS.ProcessEnv | undefined },
): Promise<{ section: MemorySection; job: BenchJob; warnings: string[] }> {
  options.reporter.phase?.('memory', 0, config.maxDurationMs);
  const run = await measureMemory(
    {
      threads: job.threads,
      executionProvider: job.executionProvider,
      deviceId: job.deviceId,
      shapes: job.shapes,
      values: job.values,
      seed: job.seed,
      ...(job.userInputs ? { userInputs: job.userInputs } : {}),
      inferences: MEMORY_INFERENCES,
      deviceMemory: job.executionProvider !== 'cpu',
    },
    { baseline: job.baseline, candidate: job.candidate },
    { capMs: memoryCapMs(job.budgetMs), ...(options.env ? { env: options.env } : {}) },
  );
  const section = memorySection(run, {
    threshold: config.memory.threshold,
    gpu: job.executionProvider !== 'cpu',
  });
  const warnings = run.stopped ? [`Memory was measured only in part: ${run.stopped}.`] : [];
  const budgetMs = Math.max(0, Math.round(job.budgetMs - run.durationMs));
  return { section, job: { ...job, budgetMs, minDurationMs: Math.min(job.minDurationMs, budgetMs) }, warnings };
}
