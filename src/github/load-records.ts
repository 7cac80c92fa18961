import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import type { GateConfig } from '../inputs/config.js';
import { noRecordsError, readLocalRecords, validateRecords, type RawRecord } from '../record/read.js';
import type { ReportRecord } from '../record/schema.js';
import { downloadRecords } from './artifacts.js';
import { readWorkflowEvent } from './event.js';

/** In a workflow_run workflow, the triggering run measured the PR: its artifacts hold the records. */
function triggeringRunId(): number | undefined {
  const run = readWorkflowEvent().payload.workflow_run as { id?: unknown } | undefined;
  return typeof run?.id === 'number' ? run.id : undefined;
}

/** `mode: report`: records from `records` (a file or directory) or from the measuring run's artifacts, validated. */
export async function loadRecords(config: GateConfig): Promise<ReportRecord[]> {
  let raw: RawRecord[];
  if (config.records) {
    raw = await readLocalRecords(config.records);
  } else {
    const runId = triggeringRunId();
    const dir = await mkdtemp(path.join(tmpdir(), 'latency-gate-records-'));
    const token = config.comment.token || process.env.GITHUB_TOKEN || '';
    const files = await downloadRecords(dir, { namePrefix: 'latency-gate', ...(runId ? { runId, token } : {}) });
    raw = files.map((f) => ({ source: `${f.artifact}/${f.path}`, contents: f.contents }));
  }
  const records = validateRecords(raw, (message) => core.warning(message));
  if (records.length === 0) throw noRecordsError(config.records ? `in '${config.records}'` : 'in the artifacts of the triggering run');
  return records;
}
