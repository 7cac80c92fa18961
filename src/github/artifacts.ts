import { lstat, readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import { DefaultArtifactClient, type FindOptions } from '@actions/artifact';

/**
 * `latency-gate-<id>-<label>`: one artifact per gate id and matrix leg. Artifacts v4 names are immutable
 * within a run, so two legs sharing a name would make the second upload fail (or, with overwrite, lose a
 * leg). Characters the artifact service rejects (`/ \ : " < > | * ?`, newlines) are replaced.
 */
export function recordArtifactName(id: string, label?: string): string {
  const clean = (part: string) => part.trim().replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  const gate = clean(id);
  // The `id` input defaults to `latency-gate`; do not name the artifact `latency-gate-latency-gate`.
  const prefix = gate === 'latency-gate' || gate.startsWith('latency-gate-') ? [] : ['latency-gate'];
  return [...prefix, gate, clean(label ?? '')].filter((part) => part !== '').join('-');
}

function commonDirectory(files: readonly string[]): string {
  const dirs = files.map((file) => dirname(resolve(file)).split(sep));
  const first = dirs[0] ?? [];
  let length = first.length;
  for (const dir of dirs) {
    let same = 0;
    while (same < Math.min(length, dir.length) && dir[same] === first[same]) same++;
    length = same;
  }
  return first.slice(0, length).join(sep) || sep;
}

export interface UploadedRecords {
  name: string;
  id: number | undefined;
  size: number | undefined;
}

/**
 * Uploads the JSON records (and anything else worth keeping) as one artifact. Paths inside the artifact
 * are relative to the files' common directory. Needs the runner's `ACTIONS_RUNTIME_TOKEN` and
 * `ACTIONS_RESULTS_URL`, which every job step has.
 */
export async function uploadRecords(
  name: string,
  files: readonly string[],
  options: { retentionDays?: number } = {},
): Promise<UploadedRecords> {
  if (files.length === 0) throw new Error(`Artifact '${name}' has no files to upload.`);
  const rootDirectory = commonDirectory(files);
  const client = new DefaultArtifactClient();
  const { id, size } = await client.uploadArtifact(name, files.map((file) => resolve(file)), rootDirectory, options);
  core.info(`Uploaded artifact ${name} (${size ?? 0} bytes).`);
  return { name, id, size };
}

export interface DownloadedRecord {
  artifact: string;
  /** Path inside the artifact, `/`-separated. */
  path: string;
  /** Raw contents: untrusted (another run, possibly a fork's), to be validated by the record schema. */
  contents: string;
}

export interface DownloadRecordsOptions {
  /** Artifacts whose name starts with this, e.g. `latency-gate-` or `recordArtifactName(id)`. */
  namePrefix: string;
  /** Another workflow run (the `workflow_run` that measured a fork PR); omit for this run. */
  runId?: number;
  /** Token with `actions: read` on the repository, required with `runId`. */
  token?: string;
  /** Defaults to `GITHUB_REPOSITORY`. */
  repository?: string;
  /** Files above this size are skipped with a warning: a record is kilobytes to a few megabytes. */
  maxFileBytes?: number;
}

async function readTree(root: string, dir: string, maxBytes: number, out: Omit<DownloadedRecord, 'artifact'>[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      await readTree(root, full, maxBytes, out);
      continue;
    }
    // A link in an untrusted artifact could point anywhere on the runner; only plain files are read.
    if (!entry.isFile()) continue;
    const path = relative(root, full).split(sep).join('/');
    if ((await lstat(full)).size > maxBytes) {
      core.warning(`Skipped ${path}: it is larger than ${maxBytes} bytes, which no latency-gate record is.`);
      continue;
    }
    out.push({ path, contents: await readFile(full, 'utf8') });
  }
}

function findOptions(options: DownloadRecordsOptions): FindOptions {
  if (options.runId === undefined) return {};
  const [repositoryOwner, repositoryName] = (options.repository ?? process.env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!options.token) throw new Error(`Downloading artifacts of run ${options.runId} needs a token with \`actions: read\`.`);
  if (!repositoryOwner || !repositoryName) throw new Error("GITHUB_REPOSITORY must look like 'owner/repo' to download artifacts.");
  return { findBy: { token: options.token, workflowRunId: options.runId, repositoryOwner, repositoryName } };
}

/**
 * Downloads every artifact whose name starts with `namePrefix` into `dir/<artifact>/` and returns the
 * files' raw contents. With `runId`, reads another run's artifacts through the REST API (that path reads
 * `GITHUB_API_URL` when `@actions/github` is first imported); without, this run's, through the results
 * service like `uploadRecords`.
 */
export async function downloadRecords(dir: string, options: DownloadRecordsOptions): Promise<DownloadedRecord[]> {
  const find = findOptions(options);
  const client = new DefaultArtifactClient();
  const { artifacts } = await client.listArtifacts({ latest: true, ...find });
  const wanted = artifacts.filter((artifact) => artifact.name.startsWith(options.namePrefix));
  if (wanted.length === 0) core.info(`No artifact named ${options.namePrefix}* was found.`);
  const records: DownloadedRecord[] = [];
  for (const artifact of wanted.sort((a, b) => a.name.localeCompare(b.name))) {
    const target = join(resolve(dir), basename(artifact.name));
    await client.downloadArtifact(artifact.id, { path: target, ...find });
    const files: Omit<DownloadedRecord, 'artifact'>[] = [];
    await readTree(target, target, options.maxFileBytes ?? 64 * 1024 * 1024, files);
    records.push(...files.sort((a, b) => a.path.localeCompare(b.path)).map((file) => ({ artifact: artifact.name, ...file })));
  }
  return records;
}
