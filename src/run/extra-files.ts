import path from 'node:path';
import type { GateConfig } from '../inputs/config.js';
import { checkWritableInsideWorkspace, writeInsideWorkspace, type WorkspaceAccess } from '../workspace.js';
import type { ReportRecord } from '../record/schema.js';
import { renderChartFiles } from '../report/chart-svg.js';
import { benchmarkActionResults, bencherMetricFormat } from '../report/exports.js';

// The files a run writes beside its record when asked: the SVG charts ('charts') and the dashboard exports
// ('export'). Every path goes through the workspace guard, checked before measuring and again when written.

const CHART_NAMES = ['latency-quantiles.svg', 'round-ratio.svg', 'history-latency.svg', 'history-ratio.svg'];

/** Before measuring: a mistake in these paths should stop the run, not end it. */
export async function checkExtraFiles(config: GateConfig, access: WorkspaceAccess): Promise<void> {
  if (config.charts)
    for (const name of CHART_NAMES)
      await checkWritableInsideWorkspace('charts', path.join(config.charts, name), access);
  if (config.exports.bencher) await checkWritableInsideWorkspace('export', config.exports.bencher, access);
  if (config.exports.benchmarkAction)
    await checkWritableInsideWorkspace('export', config.exports.benchmarkAction, access);
}

/** Writes the charts and exports the settings ask for; returns the chart files written (for the artifact). */
export async function writeExtraFiles(
  config: GateConfig,
  record: ReportRecord,
  access: WorkspaceAccess,
): Promise<string[]> {
  const written: string[] = [];
  if (config.charts) {
    for (const chart of await renderChartFiles(record))
      written.push(
        await writeInsideWorkspace({ input: 'charts', file: path.join(config.charts, chart.name) }, chart.svg, access),
      );
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
