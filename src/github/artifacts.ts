import { lstat, mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import * as core from '@actions/core';
import { DefaultArtifactClient, type FindOptions } from '@actions/artifact';
import { logLine } from '../report/escape.js';
import { ArtifactLimitError } from '../errors.js';
import { shardCarrier, shardCarrierKey } from '../record/shard-section.js';
import { readRecordZip, type RecordFile, type SkippedFile } from './record-zip.js';

/**
 * `latency-gate-<id>-<label>`: one artifact per gate id and matrix leg. Artifacts v4 names are immutable
 * within a run, so two legs sharing a name would make the second upload fail (or, with overwrite, lose a
 * leg). Characters the artifact service rejects (`/ \ : " < > | * ?`, newlines) are replaced.
 */
export function recordArtifactName(id: string, label?: string): string {
  const clean = (part: string) =>
    part
      .trim()
      .replace(/[^A-Za-z0-9._-]+/g, '-')
      .replace(/^-+|-+$/g, '');
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

/**
 * Uploads the JSON records (and anything else worth keeping) as one artifact. Paths inside the artifact
 * are relative to the files' common directory. Needs the runner's `ACTIONS_RUNTIME_TOKEN` and
 * `ACTIONS_RESULTS_URL`, which every job step has.
 */
export async function uploadRecords(name: string, files: readonly string[]) {
  if (files.length === 0) throw new Error(`Artifact '${name}' has no files to upload.`);
  const rootDirectory = commonDirectory(files);
  const client = new DefaultArtifactClient();
  const { id, size } = await client.uploadArtifact(
    name,
    files.map((file) => resolve(file)),
    rootDirectory,
    {},
  );
  core.info(logLine(`Uploaded artifact ${name} (${size ?? 0} bytes).`));
  return { name, id, size };
}

export interface DownloadedRecord {
  artifact: string;
  /** Path inside the artifact, `/`-separated. */
  path: string;
  /** Raw contents: untrusted (another run, possibly a fork's), to be validated by the record schema. */
  contents: string;
}

/**
 * What an artifact of another run may cost. A record is kilobytes to a few megabytes; anything far past that
 * is a mistake or an attack (a zip bomb), refused before it costs disk, memory or time.
 */
export const ARTIFACT_LIMITS = {
  /**
   * Artifacts a run may have, of every name and attempt: @actions/artifact lists at most 1,000 of one run and
   * drops the rest with a warning, so a run with that many is refused rather than read in part. A report reads one
   * artifact per leg and shard (earlier attempts are set aside), so 15 legs of 64 shards fit, whatever the reruns.
   */
  maxArtifacts: 1000,
  /** An artifact's zip as listed by GitHub, checked before it is downloaded. */
  maxArtifactBytes: 32 * 1024 * 1024,
  /** One file inside an artifact, uncompressed. */
  maxFileBytes: 16 * 1024 * 1024,
  /** Files per artifact. */
  maxFiles: 64,
  /** Everything extracted from all artifacts together. */
  maxTotalBytes: 64 * 1024 * 1024,
};

export interface DownloadRecordsOptions {
  /** Artifacts named exactly this or this and `-<leg>`, e.g. `recordArtifactName(id)`; another gate's are not read. */
  namePrefix: string;
  /** Another workflow run (the `workflow_run` that measured a fork PR); omit for this run. */
  runId?: number;
  /** Token with `actions: read` on the repository, required with `runId`. */
  token?: string;
  limits?: typeof ARTIFACT_LIMITS;
}

function findOptions(options: DownloadRecordsOptions): FindOptions {
  if (options.runId === undefined) return {};
  const [repositoryOwner, repositoryName] = (process.env['GITHUB_REPOSITORY'] ?? '').split('/');
  if (!options.token)
    throw new Error(`Downloading artifacts of run ${options.runId} needs a token with \`actions: read\`.`);
  if (!repositoryOwner || !repositoryName)
    throw new Error("GITHUB_REPOSITORY must look like 'owner/repo' to download artifacts.");
  return { findBy: { token: options.token, workflowRunId: options.runId, repositoryOwner, repositoryName } };
}

/** Of the artifacts that share a key, the one that ranks highest (the first of equals). */
function latestBy<A>(artifacts: readonly A[], key: (artifact: A) => string, rank: (artifact: A) => number): A[] {
  const latest = new Map<string, A>();
  for (const artifact of artifacts) {
    const kept = latest.get(key(artifact));
    if (!kept || rank(artifact) > rank(kept)) latest.set(key(artifact), artifact);
  }
  return [...latest.values()];
}

/** The one file `downloadArtifact` wrote with `skipDecompress`: the zip, whatever the server named it. */
async function downloadedZip(dir: string, maxBytes: number): Promise<Buffer> {
  const [file, ...more] = await readdir(dir, { withFileTypes: true });
  if (!file || more.length > 0 || !file.isFile())
    throw new ArtifactLimitError('the download did not produce one zip file');
  const full = join(dir, file.name);
  if ((await lstat(full)).size > maxBytes) throw new ArtifactLimitError(`its zip is larger than ${maxBytes} bytes`);
  return readFile(full);
}

/**
 * Downloads the artifacts named for `namePrefix` (see the option) into `dir`, one fresh directory each, and
 * returns the files inside as raw contents. The zip is never extracted to disk (see zip.ts); its listed size
 * is checked before the download. With `runId`, reads another run's artifacts through the REST API (that path
 * reads `GITHUB_API_URL` when `@actions/github` is first imported); without, this run's, through the results
 * service like `uploadRecords`. The caller removes `dir`.
 */
export async function downloadRecords(dir: string, options: DownloadRecordsOptions): Promise<DownloadedRecord[]> {
  const limits = options.limits ?? ARTIFACT_LIMITS;
  // An item over its own limit is skipped with a warning that says which and why.
  const warn = (message: string) => core.warning(logLine(message));
  const find = findOptions(options);
  const client = new DefaultArtifactClient();
  // Every artifact, not only the latest of each name: only the whole count shows a listing that was cut short.
  const { artifacts } = await client.listArtifacts({ latest: false, ...find });
  if (artifacts.length >= limits.maxArtifacts) {
    throw new ArtifactLimitError(
      `the run has ${artifacts.length} or more artifacts, and only ${limits.maxArtifacts - 1} can be listed in full`,
    );
  }
  const prefix = options.namePrefix;
  const legs = prefix.endsWith('-') ? prefix : `${prefix}-`;
  const named = artifacts.filter((artifact) => artifact.name === prefix || artifact.name.startsWith(legs));
  // A name uploaded again by a rerun attempt: its newest artifact, as the artifact client's `latest` keeps.
  const newest = latestBy(
    named,
    (a) => a.name,
    (a) => a.createdAt?.getTime() ?? 0,
  );
  // One artifact per shard and leg: the one its latest run attempt uploaded (a rerun job replaces its shard's
  // record). Earlier attempts are never downloaded, so reruns do not multiply what a report reads.
  const wanted = latestBy(
    newest,
    (a) => shardCarrierKey(a.name),
    (a) => shardCarrier(a.name)?.attempt ?? 0,
  );
  if (wanted.length === 0) core.info(logLine(`No artifact named ${prefix} or ${prefix}-* was found.`));
  const records: DownloadedRecord[] = [];
  let budget = limits.maxTotalBytes;
  for (const [index, artifact] of wanted.sort((a, b) => a.name.localeCompare(b.name)).entries()) {
    // GitHub's listed size is the zip's: checked first, so an oversized artifact is never fetched.
    if (artifact.size > limits.maxArtifactBytes) {
      warn(
        `Skipped artifact ${artifact.name}: it is ${artifact.size} bytes, over the limit of ${limits.maxArtifactBytes} for record artifacts.`,
      );
      continue;
    }
    const target = join(resolve(dir), String(index));
    await mkdir(target, { recursive: true });
    await client.downloadArtifact(artifact.id, { path: target, skipDecompress: true, ...find });
    let entries: RecordFile[];
    let skipped: SkippedFile[];
    try {
      ({ files: entries, skipped } = readRecordZip(await downloadedZip(target, limits.maxArtifactBytes), {
        maxEntryBytes: limits.maxFileBytes,
        maxTotalBytes: budget,
        maxEntries: limits.maxFiles,
      }));
    } catch (error) {
      if (!(error instanceof ArtifactLimitError)) throw error;
      if (error.budgetSpent) {
        throw new ArtifactLimitError(`the record artifacts expand to more than ${limits.maxTotalBytes} bytes together`);
      }
      warn(`Skipped artifact ${artifact.name}: ${error.message}.`);
      continue;
    }
    for (const { name, reason } of skipped)
      warn(`Skipped ${artifact.name}/${name}: ${reason}, which no latency-gate record is.`);
    budget -= entries.reduce((n, e) => n + e.contents.length, 0);
    const files = entries.map((entry) => ({
      artifact: artifact.name,
      path: entry.name,
      contents: entry.contents.toString('utf8'),
    }));
    records.push(...files.sort((a, b) => a.path.localeCompare(b.path)));
  }
  return records;
}
