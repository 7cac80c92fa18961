// The decision simulation's table: one row per condition.
import { quantile } from '../../src/stats/quantile.js';
import { METRICS, type MetricVerdict } from '../../src/stats/types.js';
import { pct, type ConditionTally, type CoverageSlot } from './tally.js';

const ORDER: MetricVerdict[] = ['pass', 'regression', 'improvement', 'inconclusive'];
const ratio = (x: number) => `${x >= 1 ? '+' : '−'}${(Math.abs(x - 1) * 100).toFixed(1)}%`;

function coverageCell(t: ConditionTally): string {
  if (t.coverage.length === 0) return '—';
  // The worst look per metric, as its miss share against the miss rate that look claimed.
  return METRICS.map((m) => {
    const share = (s: CoverageSlot) => s.misses[m] / Math.max(1, s.looks) / s.claimed;
    const worst = t.coverage.reduce((w, s) => (share(s) > share(w) ? s : w));
    return `${pct(worst.misses[m] / Math.max(1, worst.looks), 2)} (≤ ${pct(worst.claimed, 2)})`;
  }).join(' / ');
}

/**
 * Each coverage condition's misses look by look (p50 / p95 of the looks taken, and the miss rate each slot
 * claims): the table's cell shows the worst look only, and which look it was tells the first look's few pairs
 * from a later look's renewals.
 */
export function renderLookMisses(tallies: ConditionTally[]): string {
  return tallies
    .filter((t) => t.coverage.length > 0)
    .map((t) => {
      const looks = t.coverage.map(
        (s) => `${s.look + 1}: ${s.misses.p50} / ${s.misses.p95} of ${s.looks} (≤ ${pct(s.claimed, 2)})`,
      );
      return `- ${t.condition.name}, misses by look (p50 / p95): ${looks.join('; ')}`;
    })
    .join('\n');
}

export function renderTable(tallies: ConditionTally[]): string {
  const header = [
    'condition',
    'pairs',
    'runs',
    'true p50 / p95',
    'p50 P/R/I/?',
    'p95 P/R/I/?',
    'false',
    'R under t',
    'worst look miss p50 / p95',
    'decided',
    'rounds / s to stop (median)',
    'warm-up unsettled',
  ];
  const lines = tallies.map((t) => {
    const counts = (m: 'p50' | 'p95') => ORDER.map((v) => t.verdicts[m][v]).join('/');
    const med = (xs: number[]) => (xs.length ? quantile(xs, 0.5) : NaN);
    return [
      t.condition.knownLimit ? `${t.condition.name} (known limit)` : t.condition.name,
      [...t.pairs].sort((a, b) => a - b).join(','),
      String(t.runs),
      `${ratio(t.truth.p50)} / ${ratio(t.truth.p95)}`,
      counts('p50'),
      counts('p95'),
      `${t.falseRuns} (${pct(t.falseRuns / Math.max(1, t.runs), 2)})`,
      t.subThreshold.p50 + t.subThreshold.p95 > 0 ? `${t.subThreshold.p50} / ${t.subThreshold.p95}` : '—',
      coverageCell(t),
      pct(t.decided / Math.max(1, t.runs), 0),
      `${med(t.roundsToStop).toFixed(0)} / ${med(t.secondsToStop).toFixed(1)}`,
      String(t.warmupUnsettled),
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [fmt(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(fmt)].join('\n');
}
