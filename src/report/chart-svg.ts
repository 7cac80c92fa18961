import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import type { ReportRecord } from '../record/schema.js';
import { historyCharts } from './chart-history.js';
import { quantileCurves, roundRatios, type LineChart, type RoundRatios } from './chart-data.js';
import { PALETTE } from './chart-mermaid.js';

// The charts as SVG files, drawn by vega-lite (compiled to a vega spec) and rendered by vega's headless view
// (renderer 'none', toSVG): no DOM, no canvas, no browser. Vega escapes every text it writes into the SVG, and
// the specs hold data values only: no expression is built from a record's strings. Bundled on its own
// (dist/charts.js) and loaded only by runs that write charts (src/run/extra-files.ts).

export interface ChartFile {
  /** File name inside the charts directory. */
  name: string;
  svg: string;
}

const COLORS = PALETTE.map((c) => c.hex);

/** A LineChart as a vega-lite spec: one line per series, the x order as given. */
export function lineChartSpec(chart: LineChart): TopLevelSpec {
  const n = chart.series[0]?.values.length ?? 0;
  const x = chart.x;
  const at = (i: number) => (x.kind === 'range' ? x.min + (n > 1 ? (i * (x.max - x.min)) / (n - 1) : 0) : x.labels[i]);
  const values = chart.series.flatMap((s) => s.values.map((value, i) => ({ x: at(i), value, series: s.name })));
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: chart.title,
    width: 560,
    height: 280,
    data: { values },
    mark: { type: 'line', point: n <= 40 },
    encoding: {
      x:
        x.kind === 'range'
          ? { field: 'x', type: 'quantitative', title: x.title, scale: { domain: [x.min, x.max] } }
          : { field: 'x', type: 'ordinal', title: x.title, sort: null, axis: { labelAngle: -45 } },
      y: { field: 'value', type: 'quantitative', title: chart.yTitle, scale: { zero: chart.yZero !== false } },
      color: {
        field: 'series',
        type: 'nominal',
        title: null,
        sort: null,
        scale: { domain: chart.series.map((s) => s.name), range: COLORS.slice(0, chart.series.length) },
      },
    },
  };
}

/**
 * A histogram of the per-round p50 ratios, with the pass band (green) and the p50 interval (blue) behind the
 * bars and the estimate as a rule: the picture of why the verdict is what it is.
 */
export function ratioHistogramSpec(rr: RoundRatios): TopLevelSpec {
  const all = [...rr.ratios, ...rr.passBand, ...rr.interval];
  const span = Math.max(...all) - Math.min(...all) || 0.01;
  const extent: [number, number] = [Math.min(...all) - span * 0.05, Math.max(...all) + span * 0.05];
  const x = { type: 'quantitative' as const, scale: { domain: extent, nice: false } };
  const band = (name: string, range: [number, number], color: string, opacity: number) => ({
    name,
    data: { values: [{ low: range[0], high: range[1] }] },
    mark: { type: 'rect' as const, color, opacity },
    encoding: { x: { field: 'low', ...x }, x2: { field: 'high' } },
  });
  const f = (v: number) => v.toFixed(3);
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: {
      text: 'Candidate / baseline per round (median of each block)',
      subtitle: `green: pass band [${f(rr.passBand[0])}, ${f(rr.passBand[1])}]; blue: p50 interval [${f(rr.interval[0])}, ${f(rr.interval[1])}]; line: estimate ${f(rr.ratio)}; ${rr.ratios.length} rounds`,
    },
    width: 560,
    height: 260,
    layer: [
      band('passband', rr.passBand, '#59a14f', 0.15),
      band('interval', rr.interval, '#4e79a7', 0.3),
      {
        name: 'rounds',
        data: { values: rr.ratios.map((ratio) => ({ ratio })) },
        mark: { type: 'bar', color: '#5a5a5a' },
        encoding: {
          x: { field: 'ratio', bin: { extent, maxbins: 40 }, title: 'candidate / baseline', ...x },
          y: { aggregate: 'count', title: 'rounds' },
        },
      },
      {
        name: 'estimate',
        data: { values: [{ ratio: rr.ratio }] },
        mark: { type: 'rule', color: '#e15759', strokeWidth: 2 },
        encoding: { x: { field: 'ratio', ...x } },
      },
    ],
  };
}

/** Renders a vega-lite spec to an SVG document. */
export async function renderSvg(spec: TopLevelSpec): Promise<string> {
  const view = new View(parse(compile(spec).spec), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}

/** Every chart the record has data for, as SVG files. */
export async function renderChartFiles(record: ReportRecord): Promise<ChartFile[]> {
  const lines = [quantileCurves(record), ...(record.history ? historyCharts(record.history) : [])];
  const specs: { name: string; spec: TopLevelSpec }[] = lines.flatMap((chart) =>
    chart ? [{ name: `${chart.slug}.svg`, spec: lineChartSpec(chart) }] : [],
  );
  const ratios = roundRatios(record);
  if (ratios) specs.splice(1, 0, { name: 'round-ratio.svg', spec: ratioHistogramSpec(ratios) });
  const files: ChartFile[] = [];
  for (const { name, spec } of specs) files.push({ name, svg: await renderSvg(spec) });
  return files;
}
