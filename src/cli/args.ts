import { parseArgs } from 'node:util';
import { INPUTS, type RawInputs } from '../inputs/definitions.js';
import { UserError } from '../errors.js';
import { closestName } from './suggest.js';
import { renderHelp } from './help.js';

export interface CliOptions {
  raw: RawInputs;
  json: boolean;
  debug: boolean;
  help: boolean;
  version: boolean;
}

/** Flags the CLI has beyond the action inputs. */
const CLI_ONLY = {
  json: { type: 'boolean', description: 'print the JSON record instead of the table' },
  debug: { type: 'boolean', description: 'show stack traces and debug output' },
  help: { type: 'boolean', short: 'h', description: 'show this help' },
  version: { type: 'boolean', short: 'v', description: "print latency-gate's version" },
} as const;

const FLAG_NAMES = [...INPUTS.map((i) => i.name), ...Object.keys(CLI_ONLY)];

/** node's parseArgs messages, made into one sentence that names the flag and the fix. */
function argumentError(error: unknown, argv: readonly string[]): UserError {
  const code = (error as { code?: string }).code;
  const text = error instanceof Error ? error.message : String(error);
  const unknown = /^Unknown option '(-{1,2})([^']*)'/.exec(text);
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && unknown) {
    const [, dashes, name = ''] = unknown;
    const meant = closestName(name, FLAG_NAMES);
    const fix = meant ? `did you mean '--${meant}'? Run` : 'run';
    return new UserError(`Unknown flag '${dashes}${name}'; ${fix} 'latency-gate --help' for the flags`);
  }
  // node says "To specify an option argument starting with a dash use '--max-duration=-XYZ'": keep the whole
  // hint, with the value the user typed in place of XYZ.
  const ambiguous = /Option '(--[^' ]+)[^']*' argument is ambiguous/.exec(text);
  if (ambiguous) {
    const flag = ambiguous[1] ?? '';
    const value = argv[argv.indexOf(flag) + 1] ?? '-XYZ';
    return new UserError(
      `'${flag}' is followed by '${value}', which looks like a flag; if it is the value, write '${flag}=${value}'`,
    );
  }
  const positional = /^Unexpected argument '([^']*)'/.exec(text);
  if (positional) {
    return new UserError(
      `Unexpected argument '${positional[1] ?? ''}': every value follows its flag, as in '--candidate ${positional[1] ?? 'model.onnx'}'; run 'latency-gate --help' for the flags`,
    );
  }
  const sentence = text
    .split('\n')
    .map((line) => line.trim().replace(/[.;]+$/, ''))
    .filter(Boolean)
    .join('; ');
  return new UserError(`${sentence}; run 'latency-gate --help' for the flags`);
}

/** Every action input `foo-bar` is the flag `--foo-bar`; validation and defaults are shared, not repeated here. */
export function parseCliArgs(argv: string[]): CliOptions {
  const options: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const [name, { type, ...rest }] of Object.entries(CLI_ONLY))
    options[name] = { type, ...('short' in rest ? { short: rest.short } : {}) };
  for (const input of INPUTS) options[input.name] = { type: 'string' };
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, strict: true, allowPositionals: false });
  } catch (error) {
    throw argumentError(error, argv);
  }
  const raw: RawInputs = {};
  for (const input of INPUTS) {
    const value = parsed.values[input.name];
    if (typeof value === 'string') raw[input.name] = value;
  }
  const flag = (name: keyof typeof CLI_ONLY) => parsed.values[name] === true;
  return { raw, json: flag('json'), debug: flag('debug'), help: flag('help'), version: flag('version') };
}

export function helpText(): string {
  return renderHelp(Object.entries(CLI_ONLY).map(([name, o]) => ({ name, ...o })));
}
