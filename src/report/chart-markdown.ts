import { markdownText } from './escape.js';
import { duration } from '../format.js';
import { details, table } from './markdown-tables.js';
import type { ReportRecord } from '../record/schema.js';
import { quantileCurves, type LineChart } from './chart-data.js';
import { mermaidLineChart, PALETTE } from './chart-mermaid.js';

// Charts in Markdown (job summary, PR comment): a mermaid block, a line naming the colours, and a small table
// for readers whose viewer does not draw mermaid (an e-mail notification, a terminal), folded in <details> so
// the verdict and its table stay first.

/** The percentiles the text fallback shows. */
const FALLBACK_PERCENTILES = [1, 10, 25, 50, 75, 90, 95, 99];

export function mermaidBlock(chart: LineChart): string {
  return `\`\`\`mermaid\n${mermaidLineChart(chart)}\n\`\`\``;
}

/** "Lines: baseline (blue), candidate (orange)." with the names escaped for Markdown. */
export function colourKey(chart: LineChart): string {
  const names = chart.series.map((s, i) => `${markdownText(s.name)} (${PALETTE[i % PALETTE.length]?.name})`);
  return `Lines: ${names.join(', ')}.`;
}

/** Both models' latency by percentile, as a chart and as a small table; '' when nothing was timed. */
export function latencyChartMarkdown(record: ReportRecord): string {
  const chart = quantileCurves(record);
  if (!chart) return '';
  const fallback = table(
    ['per call', ...FALLBACK_PERCENTILES.map((p) => `p${p}`)],
    chart.series.map((s) => [
      markdownText(s.name),
      ...FALLBACK_PERCENTILES.map((p) => duration(s.values[p - 1] ?? NaN)),
    ]),
  );
  return details(
    'Chart: latency by percentile',
    [mermaidBlock(chart), `${colourKey(chart)} Every timed call of both models, p1 to p99:`, fallback].join('\n\n'),
  );
}
