import { interval, percentChange } from '../format.js';
import { passBandPhrase } from '../record/headline.js';
import type { LatencyAnalysis, MetricAnalysis } from '../stats/types.js';

// The one progress line each look writes to the log (docs/statistics.md, "Looks"): where the run
// stands, and for an undecided metric why, so that a user watching a long run sees what it waits for.

export interface CheckLineFacts {
  /** 0-based look, and how many the plan has. */
  index: number;
  of: number;
  rounds: number;
  look: Pick<LatencyAnalysis, 'p50' | 'p95'>;
  /** Whether sampling stops here, and why (sequential.ts, decide). */
  stop: boolean;
  reason: string;
  /** '; busy runner: …' when the look was disturbed, else ''. */
  busy: string;
}

export function checkLine(f: CheckLineFacts): string {
  const ending = !f.stop
    ? ''
    : f.reason === 'decided'
      ? `: ${decidedPhrase(f.look)}, stopping`
      : ': last check, budget spent';
  return `Check ${f.index + 1} of ${f.of} (${f.rounds} rounds): ${lookMetric('p50', f.look.p50)}, ${lookMetric('p95', f.look.p95)}${ending}${f.busy}`;
}

/**
 * One metric at a look; an undecided one with what held it (the guards, by their short names), its interval
 * and the band it must fit (docs/statistics.md, "Verdict rules"). A guard holds the metric whatever its
 * interval says, so the interval is shown either way: it may lie inside the band.
 */
function lookMetric(name: 'p50' | 'p95', m: MetricAnalysis): string {
  const said = `${name} ${percentChange(m.ratio)} ${m.verdict}`;
  if (m.verdict !== 'inconclusive') return said;
  const parts = [
    m.suspected ? `suspected ${m.suspected}` : '',
    m.heldBy ? `held by ${m.heldBy.join(', ')}` : '',
    interval(m.ci),
    passBandPhrase(m),
  ];
  return `${said} (${parts.filter(Boolean).join('; ')})`;
}

/** Why sampling stops at a decision: both metrics decided, or one regression that no later look can undo. */
function decidedPhrase(look: Pick<LatencyAnalysis, 'p50' | 'p95'>): string {
  const open = (['p50', 'p95'] as const).filter((n) => look[n].verdict === 'inconclusive');
  if (open.length === 0) return 'both decided';
  const regression = (['p50', 'p95'] as const).find((n) => look[n].verdict === 'regression');
  return `${regression ?? 'a'} regression decides the verdict (${open.join(', ')} undecided)`;
}
