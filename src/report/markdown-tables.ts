import { markdownCell } from './escape.js';
import { modelWithSource } from './model-source.js';
import { duration, interval, percent, percentChange, settingPercent } from '../format.js';
import { verdictIcon } from '../record/headline.js';
import type { ReportRecord } from '../record/schema.js';

/** A folded block: `summary` shown, `body` behind it; '' when there is nothing to fold. */
export function details(summary: string, body: string, open = false): string {
  return body ? `<details${open ? ' open' : ''}><summary>${summary}</summary>\n\n${body}\n\n</details>` : '';
}

export function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** The small table every report starts with: p50 and p95 decide, p99 and mean are shown for context only. */
export function latencyTable(record: ReportRecord): string {
  const latency = record.latency;
  if (!latency) return '';
  const conf = percent(latency.p50.confidence > 0.99 ? 0.99 : latency.p50.confidence);
  const decided = (name: 'p50' | 'p95') => {
    const m = latency[name];
    return [
      `**${name}**`,
      duration(m.baseline),
      duration(m.candidate),
      `${percentChange(m.ratio)} (${interval(m.ci)})`,
      settingPercent(m.threshold),
      `${verdictIcon(m.verdict)} ${m.verdict}`,
    ];
  };
  const shown = (name: 'p99' | 'mean') => {
    const b = latency.baseline[name];
    const c = latency.candidate[name];
    return [name, duration(b), duration(c), percentChange(c / b), '—', 'shown only'];
  };
  return table(
    ['', 'baseline', 'candidate', `change (${conf} interval)`, 'threshold', 'verdict'],
    [decided('p50'), decided('p95'), shown('p99'), shown('mean')],
  );
}

export function coldStartTable(record: ReportRecord): string {
  const cold = record.coldStart;
  if (!cold) return '';
  return table(
    ['', 'baseline', 'candidate'],
    [
      ['session creation', duration(cold.baseline.createMs), duration(cold.candidate.createMs)],
      ['first inference', duration(cold.baseline.firstRunMs), duration(cold.candidate.firstRunMs)],
    ],
  );
}

export function settingsTable(record: ReportRecord): string {
  const s = record.settings;
  const e = record.environment;
  const rows: [string, string][] = [
    ['candidate', modelWithSource(record.models.candidate)],
    ['baseline', modelWithSource(record.models.baseline)],
    ['thresholds', `p50 ${settingPercent(s.p50Threshold)}, p95 ${settingPercent(s.p95Threshold)}`],
    ['budget', `max ${duration(s.maxDurationMs)}, min ${duration(s.minDurationMs)}`],
    ['threads / provider', `${s.threads} / ${s.executionProvider}`],
    ['input-shapes', s.inputShapes || '(model defaults)'],
    ['input-values', s.inputValues || '(none)'],
    ['inputs', s.inputs || '(synthesized from the seed)'],
    ['seed', String(s.seed)],
    ['fail-on', s.failOn],
    [
      'noise floor',
      `p50 ${percent(s.noiseFloor.p50, 1)}, p95 ${percent(s.noiseFloor.p95, 1)} (${s.noiseFloor.source})`,
    ],
    ['onnxruntime', e.onnxruntime],
    ['CPU', `${e.cpu} (${e.cores} cores)`],
    ['OS / Node', `${e.os} / ${e.node}`],
    ['runner', e.runner ?? 'local'],
  ];
  return table(
    ['setting', 'value'],
    rows.map(([k, v]) => [k, markdownCell(v)]),
  );
}
