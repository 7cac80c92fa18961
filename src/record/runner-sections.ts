import type { BenchOutcome } from '../bench/child-messages.js';
import type { EnvironmentInfo } from '../environment/describe.js';
import type { GateConfig } from '../inputs/config.js';
import type { GpuRecord } from './gpu-section.js';
import { hugePagesNote } from './environment-section.js';
import { fixedCostNote, fixedCostSection } from './fixed-cost.js';

// What the runner added to every call, for the record and its warnings: where memory came from, the sessions'
// options, and the fixed cost of a call. The sentences never change a verdict; they say why a ratio reads as it
// does, and what on the runner makes sessions differ.

export function runnerSections(
  parts: {
    config: { thresholds: Pick<GateConfig['thresholds'], 'p50'> };
    outcome: Pick<BenchOutcome, 'memoryPlacement' | 'sessionSettings' | 'fixedCost'>;
    environment: Pick<EnvironmentInfo, 'allocatorSettings'>;
    gpu?: Pick<GpuRecord, 'used'> | null;
  },
  latency: { p50: { pairs?: { betweenSdInRun: number | null } | undefined } } | null,
) {
  const { outcome } = parts;
  const placement = outcome.memoryPlacement
    ? { ...outcome.memoryPlacement, runnerAllocatorSettings: [...(parts.environment.allocatorSettings ?? [])] }
    : undefined;
  const fixedCost = outcome.fixedCost ? fixedCostSection(outcome.fixedCost) : undefined;
  // Huge pages place the weights in host memory: on a GPU provider they are not what makes sessions differ.
  const onCpu = !parts.gpu || parts.gpu.used === 'cpu';
  const notes = [
    onCpu ? hugePagesNote(placement, latency?.p50.pairs?.betweenSdInRun ?? null) : null,
    fixedCost ? fixedCostNote(fixedCost, parts.config.thresholds.p50) : null,
  ].filter((note): note is string => note !== null);
  return {
    environment: {
      ...(placement ? { memoryPlacement: placement } : {}),
      ...(outcome.sessionSettings ? { sessionOptions: outcome.sessionSettings } : {}),
    },
    sampling: fixedCost ? { fixedCost } : {},
    notes,
  };
}
