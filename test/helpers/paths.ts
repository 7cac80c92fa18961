// The repository root, for tests that read its files. Kept apart from the process runners (cli.ts), so a test
// that only reads files imports nothing that starts a process and runs side by side with others (run-suite.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root: this file runs from build/test/helpers/. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
