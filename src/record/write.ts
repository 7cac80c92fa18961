import { isUserError, UserError } from '../errors.js';
import { writeCheckedFile, type CheckedPath } from '../workspace.js';

/**
 * Writes a JSON document (the record, or a noise profile) at the 'report-path' checked with the settings, never
 * through a symlink at the destination (a pull request could commit one at 'latency-gate-report.json'); an
 * unwritable path says which input to change, quoting the path as the user gave it.
 */
export async function writeRecord(target: CheckedPath, document: unknown): Promise<void> {
  try {
    await writeCheckedFile(target, `${JSON.stringify(document)}\n`);
  } catch (error) {
    if (isUserError(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const why = code === 'ELOOP' ? 'it is a symbolic link, which is never written through' : code;
    throw new UserError(
      `'report-path' '${target.given}' could not be written (${why}); set 'report-path' to a writable file such as 'latency-gate-report.json'`,
    );
  }
}
