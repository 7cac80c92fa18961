// Tallies and the printed table of the gate-quality experiment, and the targets checked on them.
import { quantile } from '../../src/stats/quantile.js';

export interface RunOutcome {
  p50: string;
  p95: string;
  overall: string;
  seconds: number;
  decided: boolean;
  /** What threshold-only gates do: one run's mean ratio against the p50 threshold. */
  naiveMean: 'regression' | 'pass';
}

export interface Row {
  condition: string;
  name: string;
  /** 'A/A', '+7%', 'tail', '+5% cal': what the targets look up. */
  kind: string;
  budget: string;
  threshold: string;
  truth: { p50: number; p95: number } | null;
  runs: RunOutcome[];
}

const VERDICTS = ['pass', 'regression', 'improvement', 'inconclusive'] as const;

function counts(runs: RunOutcome[], metric: 'p50' | 'p95'): string {
  return VERDICTS.map((v) => runs.filter((r) => r[metric] === v).length).join('/');
}

const pct = (x: number) => `${x >= 1 ? '+' : '−'}${(Math.abs(x - 1) * 100).toFixed(1)}%`;

export function renderTable(rows: Row[]): string {
  const header = [
    'condition',
    'pair',
    'budget',
    'p50 / p95 threshold',
    'true p50 / p95',
    'runs',
    'p50 P/R/I/?',
    'p95 P/R/I/?',
    'time median / max',
    'decided',
    'naive mean: R',
  ];
  const lines = rows.map((row) => {
    const times = row.runs.map((r) => r.seconds);
    return [
      row.condition,
      row.name,
      row.budget,
      row.threshold,
      row.truth ? `${pct(row.truth.p50)} / ${pct(row.truth.p95)}` : '—',
      String(row.runs.length),
      counts(row.runs, 'p50'),
      counts(row.runs, 'p95'),
      times.length ? `${quantile(times, 0.5).toFixed(1)} s / ${Math.max(...times).toFixed(1)} s` : '—',
      `${row.runs.filter((r) => r.decided).length}/${row.runs.length}`,
      `${row.runs.filter((r) => r.naiveMean === 'regression').length}/${row.runs.length}`,
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [fmt(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(fmt)].join('\n');
}

/** The quality targets (docs/statistics.md, "Quality targets"), checked on this run's data. */
export function targetLines(rows: Row[]): string[] {
  const of = (kind: string, budget?: string) =>
    rows.filter((r) => r.kind === kind && (budget === undefined || r.budget === budget));
  const tally = (rs: Row[], pick: (r: RunOutcome) => boolean) => ({
    hits: rs.reduce((n, r) => n + r.runs.filter(pick).length, 0),
    runs: rs.reduce((n, r) => n + r.runs.length, 0),
  });
  const share = (t: { hits: number; runs: number }) =>
    t.runs ? `${t.hits}/${t.runs} (${((100 * t.hits) / t.runs).toFixed(0)} %)` : 'n/a';
  const aa = of('A/A');
  const aaWrong = tally(aa, (r) => [r.p50, r.p95].some((v) => v === 'regression' || v === 'improvement'));
  const lines = [
    `A/A (identical models, all budgets and conditions): ${aaWrong.hits} regression or improvement in ${aaWrong.runs} runs (target 0 in ≥ 100)`,
  ];
  for (const budget of [...new Set(aa.map((r) => r.budget))]) {
    const t = tally(of('A/A', budget), (r) => [r.p50, r.p95].some((v) => v === 'regression' || v === 'improvement'));
    lines.push(`  at ${budget}: ${t.hits} in ${t.runs}`);
  }
  for (const budget of [...new Set(of('+7%').map((r) => r.budget))]) {
    const rs = of('+7%', budget);
    lines.push(
      `true +7 % at 5 %, ${budget}: p50 pass ${share(tally(rs, (r) => r.p50 === 'pass'))} (target 0), regression ${share(tally(rs, (r) => r.p50 === 'regression'))} (target ≥ 95 %)`,
    );
  }
  lines.push(
    `p95 doubled, p50 unchanged: p95 regression ${share(tally(of('tail'), (r) => r.p95 === 'regression'))} (target ≥ 95 %); p50 regression ${share(tally(of('tail'), (r) => r.p50 === 'regression'))}`,
  );
  lines.push(
    `calibrated, 3 % threshold, true +5 %: p50 regression ${share(tally(of('+5% cal'), (r) => r.p50 === 'regression'))} (target ≥ 90 %)`,
  );
  const example = rows.filter((r) => r.name === 'example A/A').flatMap((r) => r.runs.map((x) => x.seconds));
  lines.push(
    `example pair: median time to verdict ${example.length ? quantile(example, 0.5).toFixed(1) : 'n/a'} s over ${example.length} runs (target ≤ 12 s)`,
  );
  return lines;
}
