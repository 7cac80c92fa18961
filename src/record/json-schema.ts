import { z } from 'zod';
import { RECORD_SCHEMA_URL, runRecordSchema } from './run-record.js';

/**
 * The JSON Schema of the file at `report-path`, generated from the zod schema that writes and reads it, so the two
 * never drift (docs/record.md). It describes records as written: every default filled in. Checks that JSON Schema
 * cannot say (the verdict follows from the metric verdicts, the exit code from the verdict) stay in the zod schema.
 * The package ships it as record.schema.json (scripts/record-schema.ts writes it at build time).
 */
export function recordJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(runRecordSchema, { io: 'output', target: 'draft-2020-12' }) as Record<
    string,
    unknown
  >;
  return {
    ...generated,
    $id: RECORD_SCHEMA_URL,
    title: 'latency-gate run record',
    description:
      'The JSON record latency-gate writes at report-path: one entry per model gated, each with its full record. Documented field by field in docs/record.md.',
  };
}
