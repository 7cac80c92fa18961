import { stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { dvcNotPulled, dvcTrackingFile, workingTreeDvcFiles } from '../dvc.js';
import {
  checkInsideWorkspace,
  checkWritableInsideWorkspace,
  workspaceAccess,
  type CheckedPath,
  type WorkspaceAccess,
} from '../workspace.js';
import type { GateConfig } from './config.js';
import { DEFAULT_ACCEPT_FILE } from './acceptance.js';

// Every path a run reads or writes is resolved and checked against the workspace here, once, right after the
// settings are parsed: the rest of the run receives CheckedPaths and never checks a path again. Paths that only
// exist once the run has looked for them (the .onnx files git reports as changed, the .npy files of an 'inputs'
// directory) are checked by the one function that discovers them, through `checkDiscovered` below.

/** The SVG files 'charts' writes into its directory (src/report/chart-svg.ts draws them). */
export const CHART_FILES = [
  'latency-quantiles.svg',
  'round-ratio.svg',
  'history-latency.svg',
  'history-ratio.svg',
] as const;
export type ChartFile = (typeof CHART_FILES)[number];

/** The files of one run, each resolved (symlinks followed) and inside the workspace unless it was opted out of. */
export interface RunPaths {
  /** The workspace the paths were checked against; discovery points check what they find against it. */
  access: WorkspaceAccess;
  /** The candidate model, when named ('changed-since' discovers its models instead). */
  candidate?: CheckedPath;
  /** The baseline model, when it is a file ('baseline-ref' reads it from git into the run's own directory). */
  baseline?: CheckedPath;
  inputs?: CheckedPath;
  noiseProfile?: CheckedPath;
  /** The file of accepted changes, when it exists (the default file may be absent; a named one may not). */
  acceptFile?: CheckedPath;
  records?: CheckedPath;
  report: CheckedPath;
  commentDryRun?: CheckedPath;
  /** Where the history is read (when the file exists) and, in 'mode: record', appended. */
  history?: { file: CheckedPath; exists: boolean };
  charts?: Record<ChartFile, CheckedPath>;
  exports: { bencher?: CheckedPath; benchmarkAction?: CheckedPath };
}

/** The settings a run receives: the parsed config and its checked paths. */
export interface RunConfig extends GateConfig {
  paths: RunPaths;
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** A file the run reads: it must exist (`missing` says what to do when not) and resolve inside the workspace. */
async function readable(input: string, file: string, access: WorkspaceAccess, missing: string): Promise<CheckedPath> {
  if (!(await exists(file))) throw new UserError(missing);
  return checkInsideWorkspace(input, file, access);
}

const relativeTo = () => `check the path (it is relative to ${process.cwd()})`;

/** The DVC file tracking a missing model, looked for up to the workspace (else the current directory). */
async function dvcTracking(file: string, root: string): Promise<string | undefined> {
  const absolute = path.resolve(file);
  const inRoot = !path.relative(root, absolute).startsWith('..');
  const top = inRoot ? root : process.cwd();
  const relative = path.relative(top, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const tracking = await dvcTrackingFile(relative.split(path.sep).join('/'), workingTreeDvcFiles(top));
  return tracking && path.relative(process.cwd(), path.join(top, ...tracking.split('/')));
}

async function modelPath(input: 'candidate' | 'baseline', file: string, access: WorkspaceAccess): Promise<CheckedPath> {
  // A model DVC tracks is missing until 'dvc pull' runs: the fix is that step, not another path.
  const dvc = (await exists(file)) ? undefined : await dvcTracking(file, access.root);
  const missing = dvc
    ? dvcNotPulled(input, file, dvc)
    : `'${input}' points to '${file}', which does not exist; ${relativeTo()}`;
  return readable(input, file, access, missing);
}

/** The model files a run measures: none in report mode or with 'changed-since', the baseline's file when it is one. */
async function modelPaths(config: GateConfig, access: WorkspaceAccess) {
  if (config.mode === 'report' || config.changedSince) return {};
  const candidate = config.candidate ? await modelPath('candidate', config.candidate, access) : undefined;
  const baseline =
    config.baseline.kind === 'file' && config.baseline.path
      ? await modelPath('baseline', config.baseline.path, access)
      : undefined;
  return { ...(candidate ? { candidate } : {}), ...(baseline ? { baseline } : {}) };
}

async function historyPath(config: GateConfig, access: WorkspaceAccess): Promise<RunPaths['history']> {
  const file = config.historyPath;
  if (!file) return undefined;
  const present = await exists(file);
  // Record mode appends, so the file must be one the run may write; elsewhere an existing file is only read
  // (a symlink to another file in the workspace is fine), and a missing one has nothing to read yet.
  if (config.mode === 'record' || !present)
    return { file: await checkWritableInsideWorkspace('history-path', file, access), exists: present };
  return { file: await checkInsideWorkspace('history-path', file, access), exists: true };
}

async function chartPaths(dir: string | undefined, access: WorkspaceAccess): Promise<RunPaths['charts']> {
  if (!dir) return undefined;
  const entries = [];
  for (const name of CHART_FILES)
    entries.push([name, await checkWritableInsideWorkspace('charts', path.join(dir, name), access)] as const);
  return Object.fromEntries(entries) as Record<ChartFile, CheckedPath>;
}

/** The accept file: checked when present; a missing file is a mistake only when the user named one. */
async function acceptFilePath(config: GateConfig, access: WorkspaceAccess): Promise<CheckedPath | undefined> {
  const file = config.acceptFile;
  if (!file || config.mode === 'report' || config.mode === 'calibrate' || config.mode === 'plan') return undefined;
  const named = file !== DEFAULT_ACCEPT_FILE;
  if (!(await exists(file))) {
    if (!named) return undefined;
    throw new UserError(`'accept-file' points to '${file}', which does not exist; ${relativeTo()}, or leave it unset`);
  }
  // The default path is looked for, not asked for: one that resolves outside the workspace (a run started from
  // another checkout) is not this repository's file, and is left unread rather than refused.
  const checked = checkInsideWorkspace('accept-file', file, access);
  return named ? checked : checked.catch(() => undefined);
}

async function optional<T>(value: string | undefined, check: (value: string) => Promise<T>): Promise<T | undefined> {
  return value ? check(value) : undefined;
}

/**
 * Where a run that stopped on a user mistake still writes its record and dry-run comment: each path that
 * passes the same checks, none that does not (the mistake may be that path itself).
 */
export async function errorRunPaths(
  config: GateConfig,
): Promise<{ report?: CheckedPath; commentDryRun?: CheckedPath }> {
  const access = workspaceAccess(config.allowOutsideWorkspace, process.env, config.workspace);
  const check = (input: string, file: string | undefined) =>
    file ? checkWritableInsideWorkspace(input, file, access).catch(() => undefined) : Promise.resolve(undefined);
  const report = await check('report-path', config.reportPath);
  const commentDryRun = await check('comment-dry-run', config.comment.dryRunPath);
  return { ...(report ? { report } : {}), ...(commentDryRun ? { commentDryRun } : {}) };
}

/**
 * Parsed settings plus their checked paths: what runMode hands to every mode. Every path is resolved and checked
 * before anything is measured: a path outside the workspace, a missing file or a symlink at a destination is a
 * UserError naming the input, and the run stops there.
 */
export async function resolveConfig(config: GateConfig, env: NodeJS.ProcessEnv = process.env): Promise<RunConfig> {
  const access = workspaceAccess(config.allowOutsideWorkspace, env, config.workspace);
  const writable = (input: string) => (file: string) => checkWritableInsideWorkspace(input, file, access);
  const report = await checkWritableInsideWorkspace('report-path', config.reportPath, access);
  const commentDryRun = await optional(config.comment.dryRunPath, writable('comment-dry-run'));
  const models = await modelPaths(config, access);
  const inputs = await optional(config.userInputs, (file) =>
    readable('inputs', file, access, `'inputs' points to '${file}', which does not exist; ${relativeTo()}`),
  );
  const noiseProfile = await optional(config.noiseProfile, (file) =>
    readable(
      'noise-profile',
      file,
      access,
      `'noise-profile' '${file}' could not be read; point it at a file written by 'mode: calibrate'`,
    ),
  );
  const acceptFile = await acceptFilePath(config, access);
  const records = await optional(config.mode === 'report' ? config.records : undefined, (file) =>
    readable(
      'records',
      file,
      access,
      `'records' points to '${file}', which does not exist; give the directory where the record artifacts were downloaded`,
    ),
  );
  const history = await historyPath(config, access);
  const charts = await chartPaths(config.charts, access);
  const bencher = await optional(config.exports.bencher, writable('export'));
  const benchmarkAction = await optional(config.exports.benchmarkAction, writable('export'));
  const paths: RunPaths = {
    access,
    ...models,
    ...(inputs ? { inputs } : {}),
    ...(noiseProfile ? { noiseProfile } : {}),
    ...(acceptFile ? { acceptFile } : {}),
    ...(records ? { records } : {}),
    report,
    ...(commentDryRun ? { commentDryRun } : {}),
    ...(history ? { history } : {}),
    ...(charts ? { charts } : {}),
    exports: { ...(bencher ? { bencher } : {}), ...(benchmarkAction ? { benchmarkAction } : {}) },
  };
  return { ...config, paths };
}

/**
 * A file the run found itself (a changed .onnx file from git, a .npy file of an 'inputs' directory): checked
 * against the same workspace, under the input that led to it. Each discovery point calls this once, in the
 * function that discovers the file; test/inputs/paths-home.test.ts keeps that list.
 */
export function checkDiscovered(input: string, file: string, access: WorkspaceAccess): Promise<CheckedPath> {
  return checkInsideWorkspace(input, file, access);
}
