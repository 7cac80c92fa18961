import { mermaidText } from './escape.js';
import type { LineChart } from './chart-data.js';

// A LineChart as a mermaid `xychart-beta`, which GitHub draws in comments and job summaries. The grammar has
// no exponent notation, so numbers are plain decimals. Only recent mermaid releases draw a legend (the
// `showLegend` setting; older renderers ignore it), so the series get fixed colours from the palette and the
// Markdown around the chart names them (docs/history-and-charts.md, "Charts").

/** Series colours, in order, and the words the caption uses for them. */
export const PALETTE = [
  { hex: '#4e79a7', name: 'blue' },
  { hex: '#f28e2b', name: 'orange' },
  { hex: '#59a14f', name: 'green' },
  { hex: '#e15759', name: 'red' },
] as const;

/** A decimal the xychart grammar reads: four significant digits, never `1e-7`. */
export function mermaidNumber(value: number): string {
  if (!Number.isFinite(value) || value === 0) return '0';
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.min(12, Math.max(0, 3 - magnitude));
  // Trailing zeros are cut from the text: a round trip through Number would print 3.2e-7 again.
  const fixed = value.toFixed(decimals);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** An axis end that reads well: 1, 2 or 5 times a power of ten (up) or the same scale (down). */
function nice(value: number, direction: 'up' | 'down'): number {
  if (!(value > 0)) return 0;
  const step = 10 ** (Math.floor(Math.log10(value)) - 1);
  return (direction === 'up' ? Math.ceil(value / step) : Math.floor(value / step)) * step;
}

export function mermaidLineChart(chart: LineChart): string {
  const values = chart.series.flatMap((s) => s.values).filter(Number.isFinite);
  const high = nice(Math.max(...values) * 1.05, 'up');
  const low = chart.yZero === false ? nice(Math.min(...values) * 0.97, 'down') : 0;
  const palette = PALETTE.slice(0, Math.max(1, chart.series.length))
    .map((c) => c.hex)
    .join(', ');
  const x =
    chart.x.kind === 'range'
      ? `x-axis "${mermaidText(chart.x.title)}" ${mermaidNumber(chart.x.min)} --> ${mermaidNumber(chart.x.max)}`
      : `x-axis "${mermaidText(chart.x.title)}" [${chart.x.labels.map((l) => `"${mermaidText(l)}"`).join(', ')}]`;
  return [
    `%%{init: {"xyChart": {"showLegend": true}, "themeVariables": {"xyChart": {"plotColorPalette": "${palette}"}}}}%%`,
    'xychart-beta',
    `  title "${mermaidText(chart.title)}"`,
    `  ${x}`,
    `  y-axis "${mermaidText(chart.yTitle)}" ${mermaidNumber(low)} --> ${mermaidNumber(high)}`,
    ...chart.series.map((s) => `  line "${mermaidText(s.name)}" [${s.values.map(mermaidNumber).join(', ')}]`),
  ].join('\n');
}
