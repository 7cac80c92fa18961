import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isUserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import { checkWritableInsideWorkspace, writeInsideWorkspace, type WorkspaceAccess } from '../workspace.js';
import type { ReportRecord } from '../record/schema.js';
import { benchmarkActionResults, bencherMetricFormat } from '../report/exports.js';

// The files a run writes beside its record when asked: the SVG charts ('charts') and the dashboard exports
// ('export'). Every path goes through the workspace guard, checked before measuring and again when written.

const CHART_NAMES = ['latency-quantiles.svg', 'round-ratio.svg', 'history-latency.svg', 'history-ratio.svg'];

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

/** Before measuring: a mistake in these paths should stop the run, not end it. */
export async function checkExtraFiles(config: GateConfig, access: WorkspaceAccess): Promise<void> {
  if (config.charts)
    for (const name of CHART_NAMES)
      await checkWritableInsideWorkspace('charts', path.join(config.charts, name), access);
  if (config.exports.bencher) await checkWritableInsideWorkspace('export', config.exports.bencher, access);
  if (config.exports.benchmarkAction)
    await checkWritableInsideWorkspace('export', config.exports.benchmarkAction, access);
}

/**
 * Writes the charts and exports the settings ask for; returns the chart files written (for the artifact). The
 * record is written before: charts that cannot be drawn are skipped with one warning (`warn`), and the run keeps
 * its verdict and exit code.
 */
export async function writeExtraFiles(
  config: GateConfig,
  record: ReportRecord,
  access: WorkspaceAccess,
  warn: (message: string) => void = () => undefined,
): Promise<string[]> {
  const written: string[] = [];
  if (config.charts) {
    try {
      const { renderChartFiles } = await chartRenderer();
      for (const chart of await renderChartFiles(record))
        written.push(
          await writeInsideWorkspace(
            { input: 'charts', file: path.join(config.charts, chart.name) },
            chart.svg,
            access,
          ),
        );
    } catch (error) {
      if (isUserError(error)) throw error;
      const why = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      warn(`The charts were skipped (${why}); the verdict is unaffected.`);
    }
  }
  const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
  if (config.exports.bencher)
    await writeInsideWorkspace(
      { input: 'export', file: config.exports.bencher },
      json(bencherMetricFormat(record)),
      access,
    );
  if (config.exports.benchmarkAction)
    await writeInsideWorkspace(
      { input: 'export', file: config.exports.benchmarkAction },
      json(benchmarkActionResults(record)),
      access,
    );
  return written;
}
