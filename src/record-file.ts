import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from './inputs/errors.js';
import type { ReportRecord } from './report/record.js';

/** Writes the JSON record; an unwritable path is the user's to fix, so it says which input to change. */
export async function writeRecord(file: string, record: ReportRecord): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, `${JSON.stringify(record)}\n`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UserError(`'report-path' '${file}' could not be written (${code}); set 'report-path' to a writable file such as 'latency-gate-report.json'`);
  }
}
