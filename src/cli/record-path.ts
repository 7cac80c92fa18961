import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RawInputs } from '../inputs/definitions.js';

/**
 * Where the CLI writes the record. At a terminal a file appearing in the current directory on every run is
 * litter, so without `--report-path` the record goes to a new file in the system's temporary directory (its
 * name unguessable, so nobody can plant a file there first) and the path is printed; nothing is created until
 * a record is written, and a usage error writes none. The action keeps its documented default.
 */
export function withRecordPath(
  raw: RawInputs,
  argv: readonly string[] = [],
  env: NodeJS.ProcessEnv = process.env,
): { raw: RawInputs; chosen: boolean } {
  if (raw['report-path']?.trim()) return { raw, chosen: true };
  // Flags that could not be parsed still say where the user wanted the record.
  const at = argv.indexOf('--report-path');
  const given =
    argv.find((a) => a.startsWith('--report-path='))?.slice('--report-path='.length) ??
    (at >= 0 ? argv[at + 1] : undefined);
  if (given?.trim()) return { raw: { ...raw, 'report-path': given }, chosen: true };
  // With a workspace (on a runner, or --workspace) every written path must stay inside it: the record goes to
  // its root under the action's default name instead, and the path is printed all the same.
  const workspace =
    raw.workspace?.trim() || env['GITHUB_WORKSPACE']?.trim() || (env['GITHUB_ACTIONS'] === 'true' ? process.cwd() : '');
  if (workspace)
    return {
      raw: { ...raw, 'report-path': path.join(path.resolve(workspace), 'latency-gate-report.json') },
      chosen: false,
    };
  const file = path.join(tmpdir(), `latency-gate-record-${randomBytes(6).toString('hex')}.json`);
  return { raw: { ...raw, 'report-path': file }, chosen: false };
}

/** The line that says where the record went; nothing when it was not written (the path itself was the mistake). */
export function recordLine(file: string | undefined, what = 'record'): string {
  return file && existsSync(file) ? `JSON ${what}: ${file}\n` : '';
}
