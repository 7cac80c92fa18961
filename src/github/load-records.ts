import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { ArtifactLimitError, UserError } from '../errors.js';
import type { GateConfig } from '../inputs/config.js';
import type { RunConfig } from '../inputs/paths.js';
import { noRecordsError, readLocalRecords, validateReport, type RawRecord, type ReportSet } from '../record/read.js';
import { logLine } from '../report/escape.js';
import { downloadRecords, recordArtifactName } from './artifacts.js';
import { readWorkflowEvent } from './event.js';

/**
 * The run whose artifacts hold the records, where it must be read through the REST API: in a workflow_run
 * workflow, the triggering run that measured the PR; in a rerun attempt of this run ("Re-run failed jobs"), this
 * run, since the results service sees only the current attempt's artifacts and the shards that were not rerun
 * uploaded theirs in an earlier one.
 */
function recordsRunId(): number | undefined {
  const run = readWorkflowEvent().payload.workflow_run as { id?: unknown } | undefined;
  if (typeof run?.id === 'number') return run.id;
  const thisRun = Number(process.env.GITHUB_RUN_ID);
  return Number(process.env.GITHUB_RUN_ATTEMPT) > 1 && Number.isSafeInteger(thisRun) && thisRun > 0
    ? thisRun
    : undefined;
}

/**
 * The artifacts of this gate id, downloaded under RUNNER_TEMP (the runner empties it after the job, and it is
 * never the workspace a later step reads) and removed here as soon as they are read.
 */
async function downloadedRecords(config: GateConfig): Promise<RawRecord[]> {
  const runId = recordsRunId();
  const dir = await mkdtemp(path.join(process.env.RUNNER_TEMP?.trim() || tmpdir(), 'latency-gate-records-'));
  try {
    const token = config.comment.token || process.env.GITHUB_TOKEN || '';
    const files = await downloadRecords(dir, {
      namePrefix: recordArtifactName(config.id),
      ...(runId ? { runId, token } : {}),
    });
    return files.map((f) => ({ source: `${f.artifact}/${f.path}`, contents: f.contents, carrier: f.artifact }));
  } catch (error) {
    if (error instanceof ArtifactLimitError)
      throw new UserError(
        `'mode: report' refused the record artifacts: ${error.message}; a measuring run uploads one small record per leg, or per leg and shard`,
      );
    throw error;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** `mode: report`: records from `records` (a file or directory) or from the measuring run's artifacts, validated. */
export async function loadRecords(config: RunConfig): Promise<ReportSet> {
  const warn = (message: string) => core.warning(logLine(message));
  const local = config.paths.records;
  const raw = local ? await readLocalRecords(local.resolved, warn) : await downloadedRecords(config);
  const records = validateReport(raw, { id: config.id, warn });
  if (records.legs.length + records.shards.length === 0)
    throw noRecordsError(local ? `in '${local.given}'` : 'in the artifacts of the triggering run', config.id);
  return records;
}
