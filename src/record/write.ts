import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UserError } from '../errors.js';

/** Writes a JSON document (the record, or a noise profile); an unwritable path says which input to change. */
export async function writeRecord(file: string, document: unknown): Promise<void> {
  try {
    await mkdir(path.dirname(path.resolve(file)), { recursive: true });
    await writeFile(file, `${JSON.stringify(document)}\n`);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UserError(`'report-path' '${file}' could not be written (${code}); set 'report-path' to a writable file such as 'latency-gate-report.json'`);
  }
}
