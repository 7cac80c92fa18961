import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isUserError } from '../errors.js';
import { CHART_FILES, type ChartFile, type RunConfig } from '../inputs/paths.js';
import { writeCheckedFile } from '../workspace.js';
import type { ReportRecord } from '../record/schema.js';
import { benchmarkActionResults, bencherMetricFormat } from '../report/exports.js';

// The files a run writes beside its record when asked: the SVG charts ('charts') and the dashboard exports
// ('export'). Their paths were checked with the settings (src/inputs/paths.ts), before measuring.

/**
 * The SVG renderer (vega, several MB) is loaded only by runs that ask for charts: it is a bundle of its own
 * beside this one (dist/charts.js), or src/report/chart-svg.ts compiled by tsc. The path is assembled at run
 * time so the bundler does not pull the renderer into every entry.
 */
async function chartRenderer(): Promise<typeof import('../report/chart-svg.js')> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bundled = path.join(here, ['charts', 'js'].join('.'));
  const compiled = path.join(here, '..', 'report', ['chart-svg', 'js'].join('.'));
  const file = pathToFileURL(existsSync(bundled) ? bundled : compiled).href;
  // webpackIgnore: ncc (webpack) would otherwise resolve the import itself, inside the bundle.
  return (await import(/* webpackIgnore: true */ file)) as typeof import('../report/chart-svg.js');
}

/**
 * Writes the charts and exports the settings ask for; returns the chart files written (for the artifact). The
 * record is written before: charts that cannot be drawn are skipped with one warning (`warn`), and the run keeps
 * its verdict and exit code.
 */
export async function writeExtraFiles(
  config: RunConfig,
  record: ReportRecord,
  warn: (message: string) => void = () => undefined,
): Promise<string[]> {
  const written: string[] = [];
  const charts = config.paths.charts;
  if (charts) {
    try {
      const { renderChartFiles } = await chartRenderer();
      for (const chart of await renderChartFiles(record)) {
        if (!isChartFile(chart.name)) throw new Error(`the chart '${chart.name}' has no checked path`);
        await writeCheckedFile(charts[chart.name], chart.svg);
        written.push(charts[chart.name].resolved);
      }
    } catch (error) {
      if (isUserError(error)) throw error;
      const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      warn(`The charts were skipped (${why}); the verdict is unaffected.`);
    }
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  const { bencher, benchmarkAction } = config.paths.exports;
  if (bencher) await writeCheckedFile(bencher, json(bencherMetricFormat(record)));
  if (benchmarkAction) await writeCheckedFile(benchmarkAction, json(benchmarkActionResults(record)));
  return written;
}

function isChartFile(name: string): name is ChartFile {
  return (CHART_FILES as readonly string[]).includes(name);
}
