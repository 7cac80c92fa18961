// A `mode: report` job on `workflow_run` after a fork's measuring run, against the loopback GitHub: the
// fork's artifacts are planted as raw zips (a fork's workflow can upload any bytes under any name).
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { FakeGitHub } from '../fixtures/github/server.js';
import { zipOf } from '../fixtures/zip-writer.js';
import { runAction, type ActionRun } from '../helpers/action.js';
import { BUILT_ACTION, ROOT, tempDir } from '../helpers/cli.js';
import { SCENARIOS } from '../helpers/scenarios.js';
import type { ReportRecord } from '../../src/record/schema.js';
import { NO_GIT_CONTEXT, RECORD_SCHEMA_URL } from '../../src/record/run-record.js';

export const REPO = 'acme/vision-models';
export const FORK_PR = {
  number: 57,
  headSha: 'c4e6a8c0e2a4c6e8a0c2e4a6c8e0a2c4e6a8c0e2',
  headRef: 'faster-resnet',
  headRepository: 'contrib-dev/vision-models',
};
/** `workflow_run.id` in events/workflow_run.json. */
export const MEASURE_RUN = 9876543210;
const REPORT_RUN = 9876549999;

/** A valid record of gate `id`, leg `label`, built by the real record code (a regression by default). */
export function record(
  id: string,
  label: string,
  overrides: Partial<ReportRecord> = {},
  scenario: 'pass' | 'regression' = 'regression',
): ReportRecord {
  return { ...SCENARIOS[scenario](), id, label, ...overrides };
}

export async function forkGitHub(): Promise<FakeGitHub> {
  const github = await FakeGitHub.start();
  github.state.identity = { kind: 'installation' };
  github.state.addPullRequest(REPO, FORK_PR);
  return github;
}

/**
 * A model record as a measuring leg writes it: inside a single run's record. Built by hand, not by the schema,
 * so a forged record stays as forged as the test made it.
 */
export function written(data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !('raw' in data) || 'entries' in data) return data;
  const r = data as Record<string, unknown> & { models?: { candidate?: { path?: unknown } } };
  return {
    $schema: RECORD_SCHEMA_URL,
    schemaVersion: r.schemaVersion,
    tool: r.tool,
    id: r.id,
    label: r.label,
    kind: 'single',
    createdAt: r.createdAt,
    verdict: r.verdict,
    failed: r.failed,
    exitCode: r.verdict === 'error' ? 2 : r.failed ? 1 : 0,
    headline: r.headline,
    error: r.error,
    git: NO_GIT_CONTEXT,
    changes: null,
    entries: [{ path: r.models?.candidate?.path ?? '', status: 'given', basePath: null, pairedBy: null, record: r }],
  };
}

/** Plants JSON documents (or raw strings) as one artifact of the measuring run; a model record as written. */
export function plant(github: FakeGitHub, name: string, files: Record<string, unknown>): void {
  github.artifacts.addZip(
    MEASURE_RUN,
    name,
    zipOf(
      Object.entries(files).map(([file, data]) => ({
        name: file,
        data: typeof data === 'string' ? data : JSON.stringify(written(data)),
      })),
    ),
  );
}

export interface ReportRun extends ActionRun {
  workspace: string;
  runnerTemp: string;
  /** What RUNNER_TEMP held after the step: the downloads must be gone. */
  leftInTemp: string[];
}

export async function reportStep(
  github: FakeGitHub,
  inputs: Record<string, string> = {},
  workspace?: string,
): Promise<ReportRun> {
  const dir = workspace ?? (await tempDir('latency-gate-report-ws-'));
  const runnerTemp = await tempDir('latency-gate-runner-temp-');
  await mkdir(path.join(dir, 'out'), { recursive: true });
  const run = await runAction(
    BUILT_ACTION,
    { mode: 'report', id: 'vision', 'github-token': 'ghs_write', 'report-path': 'out/report.json', ...inputs },
    {
      cwd: dir,
      env: {
        GITHUB_ACTIONS: 'true',
        GITHUB_API_URL: github.url,
        GITHUB_SERVER_URL: 'https://github.com',
        GITHUB_REPOSITORY: REPO,
        GITHUB_EVENT_NAME: 'workflow_run',
        GITHUB_EVENT_PATH: path.join(ROOT, 'test/fixtures/github/events/workflow_run.json'),
        GITHUB_WORKSPACE: dir,
        GITHUB_RUN_ID: String(REPORT_RUN),
        GITHUB_RUN_ATTEMPT: '1',
        RUNNER_TEMP: runnerTemp,
        ACTIONS_RESULTS_URL: `${github.url}/`,
        ACTIONS_RUNTIME_TOKEN: github.artifacts.runtimeToken(REPORT_RUN),
      },
    },
  );
  return { ...run, workspace: dir, runnerTemp, leftInTemp: await readdir(runnerTemp, { recursive: true }) };
}

export const warningsOf = (run: ActionRun): string[] =>
  run.stdout.split('\n').filter((line) => line.startsWith('::warning'));
export const errorsOf = (run: ActionRun): string[] =>
  run.stdout.split('\n').filter((line) => line.startsWith('::error'));
export const logOf = (run: ActionRun): string => `exit ${run.code}\n${run.stdout}\n${run.stderr}`;
