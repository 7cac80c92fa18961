// Tallies and the printed table of the gate-quality experiment, and the issue's targets checked on them.
import { quantile } from '../../src/stats/quantile.js';

export interface RunOutcome {
  p50: string;
  p95: string;
  overall: string;
  seconds: number;
  decided: boolean;
  /** What threshold-only gates do: one run's mean ratio against the p50 threshold. */
  naiveMean: 'regression' | 'pass';
  /** 1-minute load average at the end of the run. */
  load: number;
  /** The benchmark child's peak resident memory (MiB); null off Linux. */
  peakMb: number | null;
}

export interface Row {
  condition: string;
  name: string;
  /** 'A/A', '+7%', '+6%', '+4%', 'tail', '+5% cal': what the targets look up. */
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
    'load',
    'peak MiB',
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
      row.runs.length ? (row.runs.reduce((a, r) => a + r.load, 0) / row.runs.length).toFixed(1) : '—',
      row.runs.some((r) => r.peakMb) ? Math.max(...row.runs.map((r) => r.peakMb ?? 0)).toFixed(0) : '—',
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [fmt(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(fmt)].join('\n');
}

/** The quality targets (docs/statistics.md, "Quality targets"), checked on this run's data. */
export function targetLines(rows: Row[], facts: { bigModelMiB: number }): string[] {
  const of = (kind: string, budget?: string, condition?: string) =>
    rows.filter(
      (r) =>
        r.kind === kind && (budget === undefined || r.budget === budget) && (!condition || r.condition === condition),
    );
  const tally = (rs: Row[], pick: (r: RunOutcome) => boolean) => ({
    hits: rs.reduce((n, r) => n + r.runs.filter(pick).length, 0),
    runs: rs.reduce((n, r) => n + r.runs.length, 0),
  });
  const share = (t: { hits: number; runs: number }) =>
    t.runs ? `${t.hits}/${t.runs} (${((100 * t.hits) / t.runs).toFixed(0)} %)` : 'n/a';
  const wrong = (r: RunOutcome) => [r.p50, r.p95].some((v) => v === 'regression' || v === 'improvement');
  const bothPass = (r: RunOutcome) => r.p50 === 'pass' && r.p95 === 'pass';
  const identical = ['A/A', 'example', 'big', 'published'].flatMap((kind) => of(kind));
  const lines = [
    `identical pairs (all kinds, budgets and conditions): ${tally(identical, wrong).hits} regression or improvement in ${tally(identical, wrong).runs} runs (target 0; ≥ 100 at 60 s and ≥ 100 at 15 s)`,
  ];
  for (const budget of [...new Set(identical.map((r) => r.budget))]) {
    const t = tally(
      identical.filter((r) => r.budget === budget),
      wrong,
    );
    lines.push(`  at ${budget}: ${t.hits} in ${t.runs}`);
  }
  const targetDecided: Record<string, string> = { 'busy-core': '≥ 90 %', 'both-busy': '≥ 80 %' };
  for (const condition of [...new Set(rows.map((r) => r.condition))]) {
    const rs = identical.filter((r) => r.budget === '60s' && r.condition === condition);
    lines.push(
      `identical pairs at 60 s, ${condition}: both metrics pass in ${share(tally(rs, bothPass))}${targetDecided[condition] ? ` (target ${targetDecided[condition]})` : ''}`,
    );
  }
  for (const budget of [...new Set(of('+7%').map((r) => r.budget))]) {
    const rs = of('+7%', budget);
    lines.push(
      `true +7 % at 5 %, ${budget}: p50 pass ${share(tally(rs, (r) => r.p50 === 'pass'))} (target 0), regression ${share(tally(rs, (r) => r.p50 === 'regression'))} (target ≥ 95 %)`,
    );
  }
  for (const [kind, target] of [
    ['+6%', '≥ 90 %'],
    ['+4%', '≤ 5 %'],
  ] as const) {
    const rs = of(kind, '60s');
    if (!rs.length) continue;
    const change = kind.replace('%', ' %');
    lines.push(
      `"${change}" pair at 5 %, 60s: p50 regression ${share(tally(rs, (r) => r.p50 === 'regression'))} (target ${target} where the truth is ${change}: see the table's true column), pass ${share(tally(rs, (r) => r.p50 === 'pass'))}`,
    );
  }
  lines.push(
    `p95 doubled, p50 unchanged: p95 regression ${share(tally(of('tail'), (r) => r.p95 === 'regression'))} (target ≥ 95 %); p50 regression ${share(tally(of('tail'), (r) => r.p50 === 'regression'))}`,
  );
  lines.push(
    `calibrated, 3 % threshold, true +5 %: p50 regression ${share(tally(of('+5% cal'), (r) => r.p50 === 'regression'))} (target ≥ 90 %)`,
  );
  const median = (xs: number[]) => (xs.length ? quantile(xs, 0.5).toFixed(1) : 'n/a');
  const targetTime: Record<string, string> = { quiet: '≤ 8 s', 'busy-core': '≤ 12 s' };
  for (const row of of('example')) {
    lines.push(
      `example pair, ${row.condition}: median time to decision ${median(row.runs.map((r) => r.seconds))} s over ${row.runs.length} runs${targetTime[row.condition] ? ` (target ${targetTime[row.condition]})` : ''}`,
    );
  }
  for (const row of of('big')) {
    const peak = Math.max(0, ...row.runs.map((r) => r.peakMb ?? 0));
    lines.push(
      `117 MB identical pair, ${row.condition}: median time to decision ${median(row.runs.map((r) => r.seconds))} s (target ≤ 20 s), decided ${share(tally([row], (r) => r.decided))}, peak ${peak.toFixed(0)} MiB (target ≤ ${(4 * facts.bigModelMiB).toFixed(0)} MiB, 4× the two models)`,
    );
  }
  return lines;
}
