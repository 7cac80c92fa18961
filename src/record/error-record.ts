import { skippedAgreement } from '../agreement/compare.js';
import { describeEnvironment } from '../environment/describe.js';
import type { GateConfig } from '../inputs/config.js';
import { buildRecord } from './build.js';
import { headline } from './headline.js';
import { clip } from '../format.js';
import { MESSAGE, reportRecordSchema, type ReportRecord } from './schema.js';

/**
 * A record with verdict 'error' for a mistake found before or after the benchmark (bad flags, an unwritable
 * report path). When a measured record exists it is kept whole, so nothing measured is lost.
 */
export function errorRecord(config: GateConfig, given: string, measured?: ReportRecord): ReportRecord {
  const message = clip(given, MESSAGE);
  if (measured) {
    return reportRecordSchema.parse({
      ...measured,
      verdict: 'error',
      failed: true,
      headline: headline('error', null, message),
      error: { message, kind: 'input', phase: 'output' },
    });
  }
  return buildRecord({
    config,
    located: undefined,
    files: {
      candidate: { bytes: null, sha256: null, facts: null },
      baseline: { bytes: null, sha256: null, facts: null },
    },
    outcome: { warnings: [], rounds: [], durationMs: 0, error: { message, kind: 'input', phase: 'setup' } },
    analysis: undefined,
    environment: describeEnvironment(),
    noiseFloor: { p50: 0, p95: 0, source: 'not used' },
    confidence: 0.99,
    agreement: skippedAgreement('neither model ran: the settings or inputs have a mistake (see the error)'),
    createdAt: new Date().toISOString(),
  });
}
