// Writes record.schema.json, the JSON Schema of the record, from the zod schema in src/record/ (which writes and
// reads records), so the shipped schema cannot drift from the code. `npm run build` runs it; a test checks it is
// current and validates real records against it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordJsonSchema } from '../src/record/json-schema.js';

export function renderRecordSchema(): string {
  return `${JSON.stringify(recordJsonSchema(), null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await writeFile(path.join(root, 'record.schema.json'), renderRecordSchema());
}
