import { duration, interval, percent, percentChange } from '../format.js';
import { recordHeadline } from '../record/headline.js';
import type { ReportRecord } from '../record/schema.js';
import { comparedModels, noiseFloorPhrase } from './run-facts.js';
import { logLine } from './escape.js';
import { columns } from './text-columns.js';
import { gpuLines } from './gpu-section.js';
import { memoryLines } from './memory-markdown.js';
import { explainTextLines } from './explain-text.js';
import { detectableLine, samplingLine } from './summary.js';

const WORD: Record<ReportRecord['verdict'], string> = {
  pass: 'PASS',
  improvement: 'IMPROVEMENT',
  regression: 'REGRESSION',
  inconclusive: 'INCONCLUSIVE',
  error: 'ERROR',
};

/** The headline without its leading verdict word ('Pass: p50 …' → 'p50 …'): the verdict is said once, in capitals. */
function headlineText(record: ReportRecord): string {
  return recordHeadline(record).replace(/^[A-Z][a-z]+: /, '');
}

function latencyLines(record: ReportRecord): string[] {
  const l = record.latency;
  if (!l) return [];
  const level = percent(Math.min(l.p50.confidence, 0.99));
  const row = (n: 'p50' | 'p95') => [
    n,
    duration(l[n].baseline),
    duration(l[n].candidate),
    percentChange(l[n].ratio),
    interval(l[n].ci),
    `±${percent(l[n].threshold)}`,
    l[n].verdict,
  ];
  const shown = (n: 'p99' | 'mean') => [
    n,
    duration(l.baseline[n]),
    duration(l.candidate[n]),
    percentChange(l.candidate[n] / l.baseline[n]),
    '',
    '',
    'shown only',
  ];
  const lines = [
    '',
    columns([
      ['', 'baseline', 'candidate', 'change', `${level} interval`, 'threshold', 'verdict'],
      row('p50'),
      row('p95'),
      shown('p99'),
      shown('mean'),
    ]),
    `Latency per call. Change: candidate vs baseline. p50 and p95 pass when their ${level} interval lies within ± the threshold, less the noise floor.`,
    '',
    samplingLine(record),
  ];
  const detectable = detectableLine(record);
  if (detectable) lines.push(detectable);
  lines.push(logLine(`${noiseFloorPhrase(record, (x) => percent(x, 1)).replace(/^n/, 'N')}.`));
  if (record.coldStart) {
    const c = record.coldStart;
    lines.push(
      `Cold start (not part of the verdict): baseline ${duration(c.baseline.createMs)} load + ${duration(c.baseline.firstRunMs)} first call; candidate ${duration(c.candidate.createMs)} + ${duration(c.candidate.firstRunMs)}.`,
    );
  }
  return lines;
}

/**
 * The CLI's readable result, top to bottom: one headline, what was compared, the table with its units and
 * interval level, how sampling ended, agreement, warnings. An error's message is not repeated here: the CLI
 * prints it once, on stderr. Names, paths and messages are the model's or the user's: one line each, no
 * escape codes (logLine).
 */
export function renderTerminal(record: ReportRecord): string {
  const lines: string[] = [];
  const id = record.id === 'latency-gate' ? '' : ` [${record.id}]`;
  if (record.verdict !== 'error')
    lines.push(`latency-gate${id} ${WORD[record.verdict]}: ${logLine(headlineText(record))}`);
  else if (!record.latency) return '';
  else lines.push(`latency-gate${id} ERROR after measuring (the measurements are kept below)`);
  const [candidate, baseline] = comparedModels(record);
  const hash = (h: string) => (h ? ` (sha256 ${h})` : '');
  if (candidate && baseline)
    lines.push(
      logLine(`candidate ${candidate.path}${hash(candidate.hash)} vs baseline ${baseline.path}${hash(baseline.hash)}`),
    );
  lines.push(...latencyLines(record));
  lines.push(...memoryLines(record));
  lines.push(...gpuLines(record));
  lines.push(...explainTextLines(record));
  const a = record.agreement;
  if (a.verdict === 'skipped') lines.push(`Agreement: skipped (${logLine(a.reason ?? 'not run')}).`);
  else
    lines.push(
      `Agreement: ${a.verdict.toUpperCase()} on ${a.samples} samples (${a.preset} tolerances)`,
      ...a.outputs.map((o) => `  ${o.verdict.padEnd(7)} ${logLine(o.summary)}`),
    );
  for (const warning of [...record.warnings, ...a.warnings]) lines.push(`warning: ${logLine(warning)}`);
  return `${lines.join('\n')}\n`;
}
