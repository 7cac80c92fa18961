// Validates a record against the JSON Schema the package ships (record.schema.json), with a JSON Schema
// validator that knows nothing of zod: what a user's own tooling would do.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { ROOT } from './cli.js';

let validate: ReturnType<Ajv2020['compile']> | undefined;

/** The validator's complaints about `record` ([] when it validates). */
export function shippedSchemaErrors(record: unknown): string[] {
  if (!validate) {
    const schema = JSON.parse(readFileSync(path.join(ROOT, 'record.schema.json'), 'utf8')) as object;
    validate = new Ajv2020({ allErrors: false, strict: false, unicodeRegExp: true }).compile(schema);
  }
  if (validate(record)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}
