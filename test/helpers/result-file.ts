// A results file as writeResult leaves one, valid against its schema: the tests of the bench scripts' readers
// and of the generated evidence tables vary only the fields passed in.
import { resultSchema, type Result, type ResultCheck } from '../../scripts/results/result-file.js';

export interface ResultFixture {
  name?: string;
  command?: string;
  commit?: string;
  cpu?: string;
  settings?: Record<string, unknown>;
  checks: ResultCheck[];
}

export function resultFixture(fields: ResultFixture): Result {
  return resultSchema.parse({
    name: fields.name ?? 'demo',
    command: fields.command ?? 'npm run bench:demo',
    commit: fields.commit ?? 'abcdef0',
    dirty: false,
    startedAt: '2026-12-04T10:00:00.000Z',
    finishedAt: '2026-12-04T10:01:00.000Z',
    machine: {
      cpu: fields.cpu ?? 'CPU',
      cores: 2,
      memoryGiB: 24,
      platform: 'linux-x64',
      node: 'v20.20.2',
      loadBefore: [0.9, 0.5, 0.2],
      loadAfter: [1.7, 1.6, 1.0],
    },
    settings: fields.settings ?? {},
    checks: fields.checks,
  });
}
