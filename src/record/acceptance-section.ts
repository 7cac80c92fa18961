import { settingPercent } from '../format.js';
import type { GateConfig } from '../inputs/config.js';
import type { LatencyAnalysis } from '../stats/types.js';
import { judge } from '../stats/verdict.js';
import type { ReportRecord } from './schema.js';

// The record's acceptance section (docs/record.md, "Acceptance"): the change accepted for this model, whether it
// applied, and whether the model still needs it.

/**
 * Whether the model would pass its own thresholds without the acceptance that judged it: an entry that is no
 * longer needed keeps the gate loose for the next change to this model, so the report says to remove it.
 * Only a latency-only acceptance is judged here; tolerances would need the outputs again.
 */
function acceptanceNeeded({ accepted }: GateConfig, analysis: LatencyAnalysis | undefined): boolean | null {
  if (!accepted?.honored || !analysis || accepted.agreement !== null) return null;
  return (['p50', 'p95'] as const).some((n) => {
    const m = analysis[n];
    const plain = judge({ ratio: m.ratio, ci: m.ci, threshold: accepted.thresholds[n], noiseFloor: m.noiseFloor });
    return plain !== 'pass' && plain !== 'improvement';
  });
}

export function unneeded(config: GateConfig, analysis: LatencyAnalysis | undefined): string[] {
  const accepted = config.accepted;
  if (!accepted || acceptanceNeeded(config, analysis) !== false) return [];
  return [
    `The accepted change for '${accepted.model}' is no longer needed: the model passes its own thresholds (p50 ${settingPercent(accepted.thresholds.p50)}, p95 ${settingPercent(accepted.thresholds.p95)}); remove its entry from '${accepted.file}' so the next change to it is held to them.`,
  ];
}

/** The acceptance the run applied to this model (or found and could not apply), as the record keeps it. */
export function acceptanceSection(
  config: GateConfig,
  analysis: LatencyAnalysis | undefined,
): ReportRecord['acceptance'] {
  const accepted = config.accepted;
  if (!accepted) return null;
  const agreement = accepted.agreement;
  return {
    model: accepted.model,
    reason: accepted.reason,
    file: accepted.file,
    p50: accepted.p50,
    p95: accepted.p95,
    agreement: agreement === null ? null : 'off' in agreement ? 'off' : agreement,
    thresholds: accepted.thresholds,
    honored: accepted.honored,
    why: accepted.why,
    needed: acceptanceNeeded(config, analysis),
  };
}
