import { clip, duration, interval, percent, percentChange, settingPercent } from '../format.js';
import { passBand } from '../stats/verdict.js';
import { memoryClause } from './memory-section.js';
import type { MetricResult, ReportRecord, Verdict } from './schema.js';
import { signatureFailed } from '../decision/agreement-advice.js';
import { BRIEF_ERROR } from '../decision/decision.js';

type Metrics = { p50: MetricResult; p95: MetricResult };

const ICON: Record<Verdict, string> = {
  pass: '✅',
  improvement: '🚀',
  regression: '❌',
  inconclusive: '⚠️',
  error: '💥',
  // Neither green nor red: nothing was compared, so nothing passed (docs/record.md, "Verdicts").
  unjudged: '⚪',
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
export function recordHeadline(
  record: Pick<ReportRecord, 'verdict' | 'latency' | 'error' | 'agreement' | 'memory'>,
): string {
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
  if (signatureFailed(agreement)) return agreement.reason;
  return agreement.outputs.find((o) => o.verdict === 'fail')?.summary ?? agreement.reason;
}

/**
 * The band a metric's interval must lie inside to pass, as it was applied: the threshold less the noise floor
 * on each side (docs/statistics.md, "Verdict rules"), e.g. 'pass band −6.4% to +6.8% = the 10% threshold less the
 * 3.0% noise floor'. Said wherever an interval is set against the threshold, so no one compares +7.7% with 10%.
 */
export function passBandPhrase(m: Pick<MetricResult, 'threshold' | 'noiseFloor'>): string {
  const [low, high] = passBand(m.threshold, m.noiseFloor);
  // A floor at or above the threshold leaves no band at all: said so, never as a band whose ends cross.
  if (low >= high)
    return `pass band, which is empty: the ${percent(m.noiseFloor, 1)} noise floor is not below the ${settingPercent(m.threshold)} threshold`;
  return `pass band ${percentChange(low)} to ${percentChange(high)} = the ${settingPercent(m.threshold)} threshold less the ${percent(m.noiseFloor, 1)} noise floor`;
}

/** The band alone, for a table cell: '−6.4% to +6.8%', or 'none (floor ≥ threshold)'. */
export function passBandRange(m: Pick<MetricResult, 'threshold' | 'noiseFloor'>): string {
  const [low, high] = passBand(m.threshold, m.noiseFloor);
  return low >= high ? 'none (floor ≥ threshold)' : `${percentChange(low)} to ${percentChange(high)}`;
}

/**
 * Why a metric is undecided, short: a guard's reason as it is (it names the cause), the interval's own story
 * in a few words, against the band that was applied (the full sentence with the numbers is in the reasons).
 */
function undecided(name: 'p50' | 'p95', m: MetricResult): string {
  const reason = m.reasons[0] ?? 'not decided';
  if (!reason.startsWith(`the ${name} ratio`)) return reason;
  return m.ci[0] > 1 + m.noiseFloor
    ? `slower, but the estimate is not past the ${settingPercent(m.threshold)} threshold`
    : `the interval reaches outside the ${passBandPhrase(m)}, so this run cannot tell a pass from a change`;
}

/**
 * The headline a reviewer reads first, under 200 characters in every kind of run: the verdict and each metric's
 * change, with agreement and memory when they failed. The intervals, thresholds and reasons are in the table and
 * the details under it; `recordHeadline` keeps the whole sentence for logs and the red X.
 */
export function briefHeadline(record: ReportRecord): string {
  return `${headlineWord(record)}: ${headlineDetail(record)}`;
}

/** The verdict that opens a brief headline: 'Error', 'Unjudged', or the verdict with any suspicion. */
function headlineWord(record: ReportRecord): string {
  const l = record.latency;
  if (record.verdict === 'error' || !l) return 'Error';
  if (record.verdict === 'unjudged') return 'Unjudged';
  return `${record.verdict.charAt(0).toUpperCase()}${record.verdict.slice(1)}${suspicion(l)}`;
}

/**
 * The brief headline's words after its verdict ("p50 +3.1% regression, …"): what a run of several entries
 * quotes for the entry that decided it, after its own verdict word.
 */
export function headlineDetail(record: ReportRecord): string {
  const l = record.latency;
  if (record.verdict === 'error' || !l) return clip(record.error?.message ?? 'the gate could not run', BRIEF_ERROR);
  if (record.verdict === 'unjudged')
    return `no baseline; the model's own p50 ${duration(l.p50.candidate)}, p95 ${duration(l.p95.candidate)}`;
  const metrics = (['p50', 'p95'] as const).map((n) => `${n} ${percentChange(l[n].ratio)} ${l[n].verdict}`).join(', ');
  const extra = [
    record.agreement.verdict === 'fail' ? 'outputs disagree' : '',
    record.memory?.verdict === 'regression' ? 'peak memory past its threshold' : '',
  ].filter(Boolean);
  return `${metrics}${extra.length ? `; ${extra.join('; ')}` : ''}`;
}

const LATENCY_VERDICTS: readonly string[] = ['pass', 'regression', 'improvement', 'inconclusive'];

/**
 * A headline read as what was measured, under a title that says the outcome ('Latency pass: p50 …'): a step that
 * failed on its outputs is never headed by a bare 'Pass'. Errors and unjudged runs keep their own word.
 */
export function asMeasured(verdict: string, text: string): string {
  return LATENCY_VERDICTS.includes(verdict) ? `Latency ${text.charAt(0).toLowerCase()}${text.slice(1)}` : text;
}

/** A path or cell label cut to its last 60 characters, so a headline that names it stays short. */
export function shortName(name: string): string {
  return name.length > 60 ? `…${name.slice(-59)}` : name;
}

/** ", suspected regression" when an undecided metric's interval said so before a guard stopped it. */
function suspicion(latency: Metrics): string {
  const suspected = (['p50', 'p95'] as const).map((n) => latency[n].suspected);
  if (suspected.includes('regression')) return ', suspected regression';
  return suspected.includes('improvement') ? ', suspected improvement' : '';
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
  if (verdict === 'unjudged')
    return `Unjudged: no baseline to compare with; the model's own p50 ${duration(latency.p50.candidate)}, p95 ${duration(latency.p95.candidate)}`;
  const names = ['p50', 'p95'] as const;
  const which = (v: string) => names.filter((n) => latency[n].verdict === v);
  switch (verdict) {
    case 'regression':
      return `Regression: ${which('regression')
        .map((n) => `${describe(n, latency[n])} exceeds the ${settingPercent(latency[n].threshold)} threshold`)
        .join('; ')}`;
    case 'improvement':
      return `Improvement: ${names.map((n) => describe(n, latency[n])).join(', ')}`;
    case 'inconclusive':
      return `Inconclusive${suspicion(latency)}: ${which('inconclusive')
        .map((n) => `${describe(n, latency[n])}: ${undecided(n, latency[n])}`)
        .join('; ')}`;
    case 'pass':
      return `Pass: ${names.map((n) => describe(n, latency[n])).join(', ')}, each inside its pass band (p50 ${passBandRange(latency.p50)}, p95 ${passBandRange(latency.p95)}: the thresholds ${settingPercent(latency.p50.threshold)} and ${settingPercent(latency.p95.threshold)} less the noise floor)`;
  }
}
