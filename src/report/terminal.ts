import { duration, interval, percent, percentChange, settingPercent } from '../format.js';
import { asMeasured, passBandRange, recordHeadline } from '../record/headline.js';
import { decideRecord, type Decision } from '../decision/decision.js';
import type { ReportRecord } from '../record/schema.js';
import { comparedModels, modesPhrase, noiseFloorPhrase } from './run-facts.js';
import { plainLine, type LineDestination } from './escape.js';
import { columns } from './text-columns.js';
import { gpuLines } from './gpu-section.js';
import { memoryLines } from './memory-markdown.js';
import { explainTextLines } from './explain-text.js';
import { detectableNote } from './detectable.js';
import { samplingLine } from './summary.js';
import { acceptanceLine } from './acceptance-line.js';

/**
 * A terminal report's first line: the outcome in capitals and the reason that decided it ('latency-gate FAILED:
 * the outputs disagree'), as the last line says it; what was measured follows on the next line.
 */
export function titleLine(id: string, decided: Pick<Decision, 'title'>, line: (text: string) => string): string {
  const named = id === 'latency-gate' ? '' : ` [${id}]`;
  const [word = '', ...rest] = decided.title.split(/(?=[:,])/);
  return `latency-gate${named} ${word.toUpperCase()}${line(rest.join(''))}`;
}

function latencyLines(record: ReportRecord, line: (text: string) => string): string[] {
  const l = record.latency;
  if (!l) return [];
  if (record.verdict === 'unjudged') return ['', ownLatency(record), '', samplingLine(record)];
  const level = percent(Math.min(l.p50.confidence, 0.99));
  const row = (n: 'p50' | 'p95') => [
    n,
    duration(l[n].baseline),
    duration(l[n].candidate),
    percentChange(l[n].ratio),
    interval(l[n].ci),
    passBandRange(l[n]),
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
      ['', 'baseline', 'candidate', 'change', `${level} interval`, 'pass band', 'verdict'],
      row('p50'),
      row('p95'),
      shown('p99'),
      shown('mean'),
    ]),
    `Latency per call. Change: candidate vs baseline. p50 and p95 pass when their ${level} interval lies inside the pass band: the threshold (p50 ${settingPercent(l.p50.threshold)}, p95 ${settingPercent(l.p95.threshold)}) less the noise floor, on each side.`,
    '',
    samplingLine(record),
  ];
  const detectable = detectableNote(record);
  if (detectable) lines.push(detectable);
  const modes = modesPhrase(record);
  if (modes) lines.push(line(modes));
  lines.push(line(`${noiseFloorPhrase(record, (x) => percent(x, 1)).replace(/^n/, 'N')}.`));
  if (record.coldStart) {
    const c = record.coldStart;
    lines.push(
      `Cold start (not part of the verdict): baseline ${duration(c.baseline.createMs)} load + ${duration(c.baseline.firstRunMs)} first call; candidate ${duration(c.candidate.createMs)} + ${duration(c.candidate.firstRunMs)}.`,
    );
  }
  return lines;
}

/** A model measured without a baseline: its own latency, and nothing judged. */
function ownLatency(record: ReportRecord): string {
  const c = record.latency?.candidate;
  if (!c) return '';
  return `Own latency per call (no baseline, nothing judged): p50 ${duration(c.p50)}, p95 ${duration(c.p95)}, p99 ${duration(c.p99)} over ${c.count.toLocaleString('en-US')} calls.`;
}

export interface TerminalOptions {
  /** A person's terminal (names verbatim) or a CI job log (workflow commands broken): src/report/escape.ts. */
  destination?: LineDestination;
  /** Leave out the final outcome line (a changed-models report says it once, for the whole run). */
  outcome?: boolean;
}

/**
 * The CLI's readable result, top to bottom: one headline, what was compared, the table with its units and
 * interval level, how sampling ended, agreement, warnings, the outcome. An error's message is not repeated
 * here: the CLI prints it once, on stderr. Names, paths and messages are the model's or the user's: one line
 * each, escaped for the destination.
 */
export function renderTerminal(record: ReportRecord, options: TerminalOptions = {}): string {
  const line = (text: string) => plainLine(text, options.destination ?? 'terminal');
  const lines: string[] = [];
  const decided = decideRecord(record);
  if (record.verdict === 'error' && !record.latency) return '';
  lines.push(titleLine(record.id, decided, line));
  if (record.verdict === 'error') lines.push('The benchmark stopped after measuring; the measurements are kept below.');
  else lines.push(line(asMeasured(record.verdict, recordHeadline(record))));
  if (acceptanceLine(record)) lines.push(line(acceptanceLine(record)));
  const [candidate, baseline] = comparedModels(record);
  const hash = (h: string) => (h ? ` (sha256 ${h})` : '');
  if (candidate && baseline && record.verdict !== 'unjudged')
    lines.push(
      line(`candidate ${candidate.path}${hash(candidate.hash)} vs baseline ${baseline.path}${hash(baseline.hash)}`),
    );
  lines.push(...latencyLines(record, line));
  lines.push(...memoryLines(record, line));
  lines.push(...gpuLines(record, line));
  lines.push(...explainTextLines(record, line));
  const a = record.agreement;
  if (record.verdict === 'unjudged') {
    // An added model's A/A run has no agreement to speak of.
  } else if (a.verdict === 'skipped') lines.push(`Agreement: skipped (${line(a.reason ?? 'not run')}).`);
  else if (a.samples === 0)
    lines.push(`Agreement: ${a.verdict.toUpperCase()}: ${line(a.reason ?? 'no output was compared')}.`);
  else
    lines.push(
      `Agreement: ${a.verdict.toUpperCase()} on ${a.samples} samples (${a.preset} tolerances)`,
      ...a.outputs.map((o) => `  ${o.verdict.padEnd(7)} ${line(o.summary)}`),
    );
  const history = record.history;
  if (history) {
    const earlier = history.entries.filter((e) => !e.current).length;
    lines.push(
      line(
        history.appended
          ? `History: this run was appended to ${history.path}, after ${earlier} earlier entries of this series.`
          : `History: ${earlier} earlier entries of this series read from ${history.path}; this run was not appended (only 'mode: record' appends).`,
      ),
    );
  }
  for (const warning of [...record.warnings, ...a.warnings]) lines.push(`warning: ${line(warning)}`);
  // The outcome can name an output (agreement advice): a model's text, escaped like every other line.
  if (options.outcome !== false) lines.push('', line(decided.line));
  return `${lines.join('\n')}\n`;
}
