import { duration, interval, percent, percentChange } from '../format.js';
import { recordHeadline } from '../record/headline.js';
import type { ReportRecord } from '../record/schema.js';
import { gpuLines } from './gpu-section.js';
import { logLine } from './escape.js';
import { detectableLine, samplingLine } from './summary.js';

const ICON: Record<ReportRecord['verdict'], string> = { pass: 'PASS', improvement: 'IMPROVEMENT', regression: 'REGRESSION', inconclusive: 'INCONCLUSIVE', error: 'ERROR' };

function columns(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows.map((r) => r.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n');
}

/** The CLI's readable result: verdict, the small table, how sampling ended, warnings. */
export function renderTerminal(record: ReportRecord): string {
  const said = record.verdict === 'error' ? (record.error?.message ?? recordHeadline(record)) : recordHeadline(record);
  const lines = [`latency-gate [${record.id}] ${ICON[record.verdict]}: ${logLine(said)}`];
  const l = record.latency;
  if (l) {
    const row = (n: 'p50' | 'p95') => [n, duration(l[n].baseline), duration(l[n].candidate), `${percentChange(l[n].ratio)}  [${interval(l[n].ci)}]`, percent(l[n].threshold), l[n].verdict];
    const shown = (n: 'p99' | 'mean') => [n, duration(l.baseline[n]), duration(l.candidate[n]), percentChange(l.candidate[n] / l.baseline[n]), '-', '(shown only)'];
    lines.push('', columns([['', 'baseline', 'candidate', 'change [interval]', 'limit', 'verdict'], row('p50'), row('p95'), shown('p99'), shown('mean')]));
    lines.push('', samplingLine(record), detectableLine(record));
    if (record.coldStart) {
      const c = record.coldStart;
      lines.push(`Cold start: baseline ${duration(c.baseline.createMs)} load + ${duration(c.baseline.firstRunMs)} first run; candidate ${duration(c.candidate.createMs)} + ${duration(c.candidate.firstRunMs)}.`);
    }
  }
  lines.push(...gpuLines(record));
  const a = record.agreement;
  if (a.verdict === 'skipped') lines.push(`Agreement: skipped (${logLine(a.reason ?? 'not run')}).`);
  else lines.push(`Agreement: ${a.verdict.toUpperCase()} on ${a.samples} samples (${a.preset} tolerances)`, ...a.outputs.map((o) => `  ${o.verdict.padEnd(7)} ${logLine(o.summary)}`));
  // Names, paths and messages in these lines are the model's or the user's: one line each, no escape codes.
  for (const warning of [...record.warnings, ...a.warnings]) lines.push(`warning: ${logLine(warning)}`);
  return `${lines.join('\n')}\n`;
}
