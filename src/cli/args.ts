import { parseArgs } from 'node:util';
import { INPUTS, type RawInputs } from '../inputs/definitions.js';
import { UserError } from '../errors.js';

export interface CliOptions {
  raw: RawInputs;
  json: boolean;
  debug: boolean;
  help: boolean;
}

/** Every action input `foo-bar` is the flag `--foo-bar`; validation and defaults are shared, not repeated here. */
export function parseCliArgs(argv: string[]): CliOptions {
  const options: Record<string, { type: 'string' | 'boolean' }> = { json: { type: 'boolean' }, debug: { type: 'boolean' }, help: { type: 'boolean' } };
  for (const input of INPUTS) options[input.name] = { type: 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new UserError(`${message}; run 'latency-gate --help' for the flags`);
  }
  const raw: RawInputs = {};
  for (const input of INPUTS) {
    const value = parsed.values[input.name];
    if (typeof value === 'string') raw[input.name] = value;
  }
  return { raw, json: parsed.values.json === true, debug: parsed.values.debug === true, help: parsed.values.help === true };
}

export function helpText(): string {
  const flags = INPUTS.map((i) => {
    const def = 'default' in i && i.default ? ` (default: ${i.default})` : '';
    return `  --${i.name.padEnd(20)} ${i.description}${def}`;
  });
  return [
    'Usage: latency-gate --candidate new.onnx --baseline old.onnx [options]',
    '',
    'Benchmarks both models interleaved in one process and compares p50 and p95 with intervals.',
    'Exit codes: 0 the gate passed, 1 the gate failed by policy, 2 bad usage, bad input or an error.',
    '',
    ...flags,
    `  --${'json'.padEnd(20)} Print the JSON record on stdout instead of the table.`,
    `  --${'debug'.padEnd(20)} Show stack traces and debug output.`,
    `  --${'help'.padEnd(20)} Show this help.`,
    '',
  ].join('\n');
}
