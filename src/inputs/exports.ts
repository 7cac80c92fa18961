import { invalidInput, UserError } from '../errors.js';
import type { ExportTargets } from './config.js';
import { parseKeyValue, splitList } from './parsers.js';

// `export: bencher=bench.json,benchmark-action=results.json`: which dashboard formats to write, and where.

const FORMATS = { bencher: 'bencher', 'benchmark-action': 'benchmarkAction' } as const;
const EXAMPLE = 'bencher=bencher.json,benchmark-action=benchmark.json';

export function parseExports(raw: string): ExportTargets {
  const targets: ExportTargets = {};
  for (const item of splitList(raw)) {
    const [format, file] = parseKeyValue('export', item, EXAMPLE);
    const key = FORMATS[format.toLowerCase() as keyof typeof FORMATS];
    if (!key)
      throw invalidInput('export', `a list of 'bencher=FILE' and 'benchmark-action=FILE' like '${EXAMPLE}'`, item);
    if (targets[key] !== undefined)
      throw new UserError(`'export' names '${format}' twice, got '${raw}'; give each format one file`);
    targets[key] = file;
  }
  return targets;
}
