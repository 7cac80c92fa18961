import type { GateConfig } from './config.js';
import { acceptanceFor } from './acceptance.js';

// One model's settings with its accepted change applied: the accepted bound in place of a threshold it widens,
// the accepted tolerances in place of the run's. A bound below the threshold never tightens the gate by
// surprise, and never loosens another model: the acceptance names one path.

/** `config` for its candidate with its acceptance applied, and the acceptance recorded on it (`accepted`). */
export function withAcceptance<C extends GateConfig>(config: C): C {
  const found = acceptanceFor(config.acceptances, config.candidate ?? '');
  if (!found) return config;
  const accepted = { ...found, thresholds: { ...config.thresholds } };
  if (!accepted.honored) return { ...config, accepted };
  const thresholds = {
    p50: Math.max(config.thresholds.p50, accepted.p50 ?? 0),
    p95: Math.max(config.thresholds.p95, accepted.p95 ?? 0),
  };
  const agreement = accepted.agreement;
  return {
    ...config,
    accepted,
    thresholds,
    agreement:
      agreement === null
        ? config.agreement
        : 'off' in agreement
          ? { ...config.agreement, enabled: false }
          : { ...config.agreement, tolerances: { ...config.agreement.tolerances, ...agreement } },
  };
}
