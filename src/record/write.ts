import { isUserError, UserError } from '../errors.js';
import { writeInsideWorkspace, type WorkspaceAccess } from '../workspace.js';

/**
 * Writes a JSON document (the record, or a noise profile) inside the workspace and never through a symlink at
 * the destination (a pull request could commit one at 'latency-gate-report.json'); an unwritable path says
 * which input to change.
 */
export async function writeRecord(file: string, document: unknown, access: WorkspaceAccess): Promise<void> {
  try {
    await writeInsideWorkspace({ input: 'report-path', file }, `${JSON.stringify(document)}\n`, access);
  } catch (error) {
    if (isUserError(error)) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    const why = code === 'ELOOP' ? 'it is a symbolic link, which is never written through' : code;
    throw new UserError(
      `'report-path' '${file}' could not be written (${why}); set 'report-path' to a writable file such as 'latency-gate-report.json'`,
    );
  }
}
