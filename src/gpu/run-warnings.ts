import path from 'node:path';
import { cpuNodes, type Placement } from './placement.js';
import { cvWarning, roundCv } from '../stats/round-cv.js';
import { trustedAsGiven } from './provision/directory.js';
import type { GpuPlan } from './setup.js';

/** What a GPU run's numbers need said beside them: a wrong runtime, CPU-placed nodes, unsteady timings. */
export interface GpuRunFacts {
  runtimeLibrary?: string | null;
  placement?: { baseline: Placement; candidate: Placement };
  rounds: { baseline: number[]; candidate: number[] }[];
}

export function gpuRunWarnings(plan: GpuPlan, outcome: GpuRunFacts): string[] {
  if (plan.provider === 'cpu' || !plan.libs) return [];
  const warnings: string[] = [];
  if (plan.libs.verifiedAgainst === 'unverified-directory') warnings.push(trustedAsGiven());
  const loaded = outcome.runtimeLibrary;
  if (loaded && path.dirname(loaded) !== path.resolve(plan.libs.dir)) {
    warnings.push(
      `The benchmark process loaded ${loaded}, not the private runtime copy in ${plan.libs.dir}: another libonnxruntime on LD_LIBRARY_PATH or in the loader cache came first, so the GPU providers may not be the ones checked; remove it from the job's library path.`,
    );
  }
  const placement = outcome.placement;
  if (placement) {
    const [b, c] = [cpuNodes(placement.baseline), cpuNodes(placement.candidate)];
    if (c > b) {
      warnings.push(
        `The candidate runs ${c} of its ${placement.candidate.nodes} nodes on the CPU provider, the baseline ${b} of ${placement.baseline.nodes}: nodes that fell back from the GPU cost host-device copies (see the GPU section for the operators).`,
      );
    }
  }
  const cv = roundCv(outcome.rounds);
  const unsteady = cv ? cvWarning(cv) : null;
  if (unsteady) warnings.push(unsteady);
  return warnings;
}
