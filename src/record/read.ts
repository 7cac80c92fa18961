import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';
import { reportRecordSchema, type ReportRecord } from './schema.js';

export interface RawRecord {
  source: string;
  contents: string;
}

/** Every .json file under `target` (or `target` itself), for `--records` / the `records` input. */
export async function readLocalRecords(target: string): Promise<RawRecord[]> {
  const info = await stat(target).catch(() => undefined);
  if (!info) throw new UserError(`'records' points to '${target}', which does not exist; give the directory where the record artifacts were downloaded`);
  if (info.isFile()) return [{ source: target, contents: await readFile(target, 'utf8') }];
  const out: RawRecord[] = [];
  for (const entry of await readdir(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.push({ source: file, contents: await readFile(file, 'utf8') });
  }
  return out.sort((a, b) => a.source.localeCompare(b.source));
}

/**
 * Records for `mode: report` are untrusted (a fork's PR produced them): each is validated by the record
 * schema, and one that fails is skipped with a warning rather than rendered. Several records of one leg
 * (id and label) keep the newest, so a re-run leg replaces its earlier result instead of doubling it.
 */
export function validateRecords(raw: RawRecord[], warn: (message: string) => void): ReportRecord[] {
  const byLeg = new Map<string, ReportRecord>();
  for (const { source, contents } of raw) {
    let json: unknown;
    try {
      json = JSON.parse(contents);
    } catch {
      warn(`Skipped ${source}: it is not JSON.`);
      continue;
    }
    const parsed = reportRecordSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      warn(`Skipped ${source}: it is not a latency-gate record (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}).`);
      continue;
    }
    const key = `${parsed.data.id}\u0000${parsed.data.label}`;
    const kept = byLeg.get(key);
    if (!kept || kept.createdAt < parsed.data.createdAt) byLeg.set(key, parsed.data);
  }
  return [...byLeg.values()].sort((a, b) => a.label.localeCompare(b.label));
}

export function noRecordsError(where: string): UserError {
  return new UserError(`'mode: report' found no valid latency-gate records ${where}; check that the measuring workflow ran with 'mode: measure'`);
}
