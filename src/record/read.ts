import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { runRecordSchema, singleRecordOf, type RunRecord } from './run-record.js';
import { reportRecordSchema, type ReportRecord } from './schema.js';
import { MAX_RUN_ENTRIES, shardCarrier, type ShardSection } from './shard-section.js';

export interface RawRecord {
  source: string;
  contents: string;
  /**
   * The name of what carried the file: its artifact, or for a local file the directory it lies in (a download
   * of several artifacts makes one directory per artifact). A shard's run attempt is read from it.
   */
  carrier?: string;
}

/**
 * What report mode reads at most. A record is kilobytes to a few megabytes and nests about eight levels; a
 * forged one far past that (60 MB of nested arrays took 19 s of CPU to parse) is refused before parsing.
 */
export const RECORD_LIMITS = {
  /**
   * Record files considered in one report: one per leg and shard of the largest report (artifacts of earlier
   * attempts are set aside before they are read, src/github/artifacts.ts).
   */
  maxRecords: MAX_RUN_ENTRIES,
  /** Legs (labels) of the configured id rendered into one comment. */
  maxLegs: 100,
  maxRecordBytes: 16 * 1024 * 1024,
  /** Nesting of arrays and objects. */
  maxDepth: 32,
};

const tooLarge = (source: string) =>
  `Skipped ${source}: it is larger than ${RECORD_LIMITS.maxRecordBytes} bytes, which no latency-gate record is.`;

/**
 * Every .json file under `target` (or `target` itself), for `--records` / the `records` input. `target` has
 * passed the workspace guard; inside it, links are not followed (a committed symlink could point anywhere) and
 * sizes are checked before anything is read.
 */
export async function readLocalRecords(target: string, warn: (message: string) => void): Promise<RawRecord[]> {
  const info = await lstat(target).catch(() => undefined);
  if (!info)
    throw new UserError(
      `'records' points to '${target}', which does not exist; give the directory where the record artifacts were downloaded`,
    );
  const files: string[] = [];
  if (info.isFile()) files.push(target);
  else if (info.isDirectory()) {
    // A discovery point that needs no further check: only regular files are taken (readdir reports a symlink
    // as a link and does not descend into a linked directory), so nothing found leads out of the checked one.
    for (const entry of await readdir(target, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && entry.name.endsWith('.json')) files.push(path.join(entry.parentPath, entry.name));
    }
  } else
    throw new UserError(
      `'records' points to '${target}', which is neither a file nor a directory; give the directory of the downloaded records`,
    );
  if (files.length > RECORD_LIMITS.maxRecords) {
    throw new UserError(
      `'records' holds ${files.length} .json files, over the limit of ${RECORD_LIMITS.maxRecords}; point it at the directory of one report's records, the latest attempt of each shard only`,
    );
  }
  const out: RawRecord[] = [];
  for (const file of files.sort()) {
    const size = (await lstat(file)).size;
    if (size > RECORD_LIMITS.maxRecordBytes) warn(tooLarge(file));
    else out.push({ source: file, contents: await readFile(file, 'utf8'), carrier: path.basename(path.dirname(file)) });
  }
  return out;
}

/** Whether arrays and objects nest deeper than `max`; a linear scan that respects strings. */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

export interface ValidateOptions {
  /** Only records of this gate id are published; the others are listed in one warning. */
  id: string;
  warn: (message: string) => void;
}

/** What report mode publishes: one model record per leg, or the run records of shards (src/shards/report.ts). */
export interface ReportSet {
  legs: ReportRecord[];
  shards: RunRecord[];
}

function parseRecord(
  { source, contents }: RawRecord,
  warn: (message: string) => void,
): ReportRecord | RunRecord | undefined {
  if (contents.length > RECORD_LIMITS.maxRecordBytes) return void warn(tooLarge(source));
  if (nestsDeeperThan(contents, RECORD_LIMITS.maxDepth))
    return void warn(
      `Skipped ${source}: it nests deeper than ${RECORD_LIMITS.maxDepth} levels, which no latency-gate record does.`,
    );
  let json: unknown;
  try {
    json = JSON.parse(contents);
  } catch {
    return void warn(`Skipped ${source}: it is not JSON.`);
  }
  const parsed = fromVersion1(json) ?? runRecordSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    warn(
      `Skipped ${source}: it is not a latency-gate record (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}).`,
    );
    return undefined;
  }
  if ('entries' in parsed.data) {
    if (parsed.data.shard) return parsed.data;
    const single = singleRecordOf(parsed.data);
    if (!single && parsed.data.kind === 'plan')
      warn(`Skipped ${source}: it is the record of a plan, which measures nothing; the shards' records are reported.`);
    else if (!single)
      warn(
        `Skipped ${source}: it is the record of a changed-models run, which is published by the step that ran it; 'mode: report' publishes the records of 'mode: measure' steps.`,
      );
    return single;
  }
  return parsed.data;
}

/**
 * A record written by version 1 (one model's record at the top level): every field it has is valid in version 2,
 * so it is read as one, and a measuring workflow on the older version can still be reported.
 */
function fromVersion1(json: unknown) {
  if (typeof json !== 'object' || json === null || (json as { schemaVersion?: unknown }).schemaVersion !== 1)
    return undefined;
  return reportRecordSchema.safeParse({ ...json, schemaVersion: 2 });
}

/**
 * A shard's record with the run attempt of the artifact that carried it in place of its own claim, or why it
 * cannot be counted: a rerun's record replaces an earlier one by that attempt (src/shards/completeness.ts), and
 * an artifact's name is fixed by the job that uploaded it, while the record inside says whatever it was given.
 * A carrier that names no attempt (a file renamed or copied by hand) leaves the attempt unknown.
 */
function carriedShard(run: RunRecord, shard: ShardSection, carrier: string | undefined): RunRecord | string {
  const named = carrier === undefined ? undefined : shardCarrier(carrier);
  if (named && (named.index !== shard.index || named.count !== shard.count))
    return `it is the record of shard ${shard.index}/${shard.count}, but the artifact of shard ${named.index}/${named.count} carried it`;
  const claimed = run.git.runAttempt;
  if (named && claimed !== null && claimed !== named.attempt)
    return `it says it was written by run attempt ${claimed}, but attempt ${named.attempt} uploaded it`;
  return { ...run, git: { ...run.git, runAttempt: named?.attempt ?? null } };
}

/**
 * Records for `mode: report` are untrusted (a fork's PR produced them): each is validated by the record
 * schema, and one that fails is skipped with a warning rather than rendered. A record's `id` never chooses
 * which comment is edited: only records of the configured id are kept. Several records of one leg keep the
 * newest, so a re-run leg replaces its earlier result instead of doubling it. Shards' run records are kept
 * whole, every one of them, since only the completeness check (src/shards/completeness.ts) may decide that one
 * replaces another.
 */
export function validateReport(raw: RawRecord[], { id, warn }: ValidateOptions): ReportSet {
  if (raw.length > RECORD_LIMITS.maxRecords)
    throw new UserError(
      `'mode: report' found ${raw.length} record files, over the limit of ${RECORD_LIMITS.maxRecords}; upload one record per leg, or per leg and shard`,
    );
  const byLeg = new Map<string, ReportRecord>();
  const shards: RunRecord[] = [];
  const foreign = new Set<string>();
  for (const file of raw) {
    const record = parseRecord(file, warn);
    if (!record) continue;
    if (record.id !== id) {
      foreign.add(record.id);
      continue;
    }
    if ('entries' in record) {
      const carried = record.shard ? carriedShard(record, record.shard, file.carrier) : record;
      if (typeof carried === 'string') warn(`Skipped ${file.source}: ${carried}.`);
      else shards.push(carried);
      continue;
    }
    const kept = byLeg.get(record.label);
    if (!kept || kept.createdAt < record.createdAt) byLeg.set(record.label, record);
  }
  if (foreign.size > 0) {
    const ids = [...foreign]
      .sort()
      .slice(0, 10)
      .map((other) => `'${other}'`)
      .join(', ');
    warn(
      `Ignored records of other gate ids (${ids}${foreign.size > 10 ? ', …' : ''}): this step publishes only id '${id}'; give each gate its own report step with its 'id'.`,
    );
  }
  if (byLeg.size > RECORD_LIMITS.maxLegs)
    throw new UserError(
      `'mode: report' found ${byLeg.size} legs for id '${id}', over the limit of ${RECORD_LIMITS.maxLegs}; split the matrix over several ids`,
    );
  return { legs: [...byLeg.values()].sort((a, b) => a.label.localeCompare(b.label)), shards };
}

export function noRecordsError(where: string, id: string): UserError {
  return new UserError(
    `'mode: report' found no valid latency-gate records of id '${id}' ${where}; check that the measuring workflow ran with 'mode: measure' and the same 'id'`,
  );
}
