// Tallies and the printed table of the gate-quality experiment.
import { quantile } from '../../src/stats/quantile.js';

export interface RunOutcome {
  p50: string;
  p95: string;
  overall: string;
  seconds: number;
  decided: boolean;
  naiveMean: 'regression' | 'pass';
  naiveSequential: 'regression' | 'pass';
}

export interface Row {
  condition: string;
  name: string;
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
    'true p50 / p95',
    'runs',
    'p50 P/R/I/?',
    'p95 P/R/I/?',
    'time median / max',
    'decided',
    'naive mean: R',
    'naive sequential: R',
  ];
  const lines = rows.map((row) => {
    const times = row.runs.map((r) => r.seconds);
    return [
      row.condition,
      row.name,
      row.truth ? `${pct(row.truth.p50)} / ${pct(row.truth.p95)}` : '—',
      String(row.runs.length),
      counts(row.runs, 'p50'),
      counts(row.runs, 'p95'),
      times.length ? `${quantile(times, 0.5).toFixed(1)} s / ${Math.max(...times).toFixed(1)} s` : '—',
      `${row.runs.filter((r) => r.decided).length}/${row.runs.length}`,
      `${row.runs.filter((r) => r.naiveMean === 'regression').length}/${row.runs.length}`,
      `${row.runs.filter((r) => r.naiveSequential === 'regression').length}/${row.runs.length}`,
    ];
  });
  const all = [header, ...lines];
  const widths = header.map((_, i) => Math.max(...all.map((l) => (l[i] ?? '').length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [fmt(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(fmt)].join('\n');
}

/** The quality targets (docs/design.md, "Quality targets"), checked on this run's data. */
export function targetLines(rows: Row[]): string[] {
  const find = (condition: string, name: string) => rows.find((r) => r.condition === condition && r.name === name);
  const share = (row: Row | undefined, metric: 'p50' | 'p95', v: string) =>
    row && row.runs.length ? row.runs.filter((r) => r[metric] === v).length / row.runs.length : NaN;
  const aa = rows.filter((r) => r.name.startsWith('A/A') || r.name.startsWith('example'));
  const aaRegressions = aa.reduce(
    (n, r) => n + r.runs.filter((x) => x.p50 === 'regression' || x.p95 === 'regression').length,
    0,
  );
  const aaRuns = aa.reduce((n, r) => n + r.runs.length, 0);
  const busyP95 = rows
    .filter((r) => r.condition === 'busy core' && (r.name.startsWith('A/A') || r.name.startsWith('example')))
    .reduce((n, r) => n + r.runs.filter((x) => x.p95 === 'regression').length, 0);
  const example = find('quiet', 'example A/A');
  const exampleTimes = example?.runs.filter((r) => r.decided).map((r) => r.seconds) ?? [];
  const lines = [
    `A/A false regressions: ${aaRegressions} in ${aaRuns} runs (target 0 in ≥ 40, busy core included)`,
    `busy core, A/A p95 false regressions: ${busyP95} (target 0)`,
  ];
  for (const condition of ['quiet', 'busy core']) {
    const r12 = find(condition, '+12%');
    const r25 = find(condition, '+25%');
    lines.push(
      `${condition}: +12% caught on p50 in ${(share(r12, 'p50', 'regression') * 100).toFixed(0)}% (target ≥ 95%), +25% in ${(share(r25, 'p50', 'regression') * 100).toFixed(0)}% (target ≥ 99%)`,
    );
  }
  lines.push(
    `example pair, quiet: median time to a decisive verdict ${exampleTimes.length ? quantile(exampleTimes, 0.5).toFixed(1) : 'n/a'} s over ${exampleTimes.length} decided runs (target ≤ 20 s)`,
  );
  return lines;
}
