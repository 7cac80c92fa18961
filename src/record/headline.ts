import { interval, percent, percentChange } from '../format.js';
import { memoryClause } from './memory-section.js';
import type { MetricResult, ReportRecord, Verdict } from './schema.js';

type Metrics = { p50: MetricResult; p95: MetricResult };

const ICON: Record<Verdict, string> = {
  pass: '✅',
  improvement: '🚀',
  regression: '❌',
  inconclusive: '⚠️',
  error: '💥',
};

export function verdictIcon(verdict: Verdict): string {
  return ICON[verdict];
}

function describe(name: 'p50' | 'p95', m: MetricResult): string {
  return `${name} ${percentChange(m.ratio)} (${interval(m.ci)})`;
}

/**
 * The headline rebuilt from the record's numbers, error and failing output: what every renderer shows. A
 * record from another run (a fork's, in report mode) could carry any sentence in its `headline` field.
 */
export function recordHeadline(record: ReportRecord): string {
  return headline(
    record.verdict,
    record.latency,
    record.error?.message ?? null,
    record.agreement.verdict === 'fail' ? disagreement(record.agreement) : undefined,
    memoryClause(record.memory),
  );
}

/** What the headline says disagrees: a changed signature, else the first failing output, else the reason. */
export function disagreement(agreement: ReportRecord['agreement']): string | undefined {
  if (agreement.reason?.startsWith("the models' signature changed")) return agreement.reason;
  return agreement.outputs.find((o) => o.verdict === 'fail')?.summary ?? agreement.reason;
}

/**
 * Why a metric is undecided, short: a guard's reason as it is (it names the cause), the interval's own story
 * in a few words (the full sentence with the numbers is in the reasons).
 */
function undecided(name: 'p50' | 'p95', m: MetricResult): string {
  const reason = m.reasons[0] ?? 'not decided';
  if (!reason.startsWith(`the ${name} ratio`)) return reason;
  const limit = percent(m.threshold);
  return m.ci[0] > 1 + m.noiseFloor
    ? `slower, but not clearly past the ${limit} threshold`
    : `the interval reaches past the ${limit} threshold, so this run cannot tell a pass from a regression`;
}

/** One line that explains the verdict: the thrown message of a failed step and the first line of every report. */
export function headline(
  verdict: Verdict,
  latency: Metrics | null,
  errorMessage: string | null,
  disagreement?: string,
  memory?: string,
): string {
  const speed = latencyHeadline(verdict, latency, errorMessage);
  if (verdict === 'error') return speed;
  const withMemory = memory ? `${speed}. Memory: ${memory}` : speed;
  return disagreement ? `${withMemory}. Outputs disagree: ${disagreement}` : withMemory;
}

function latencyHeadline(verdict: Verdict, latency: Metrics | null, errorMessage: string | null): string {
  if (verdict === 'error' || !latency) return `Error: ${errorMessage ?? 'the gate could not run'}`;
  const names = ['p50', 'p95'] as const;
  const which = (v: string) => names.filter((n) => latency[n].verdict === v);
  switch (verdict) {
    case 'regression':
      return `Regression: ${which('regression')
        .map((n) => `${describe(n, latency[n])} exceeds the ${percent(latency[n].threshold)} threshold`)
        .join('; ')}`;
    case 'improvement':
      return `Improvement: ${names.map((n) => describe(n, latency[n])).join(', ')}`;
    case 'inconclusive':
      return `Inconclusive: ${which('inconclusive')
        .map((n) => `${describe(n, latency[n])}: ${undecided(n, latency[n])}`)
        .join('; ')}`;
    case 'pass':
      return `Pass: ${names.map((n) => describe(n, latency[n])).join(', ')}, within the thresholds (p50 ${percent(latency.p50.threshold)}, p95 ${percent(latency.p95.threshold)})`;
  }
}
