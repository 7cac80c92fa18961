import { INPUTS } from '../inputs/definitions.js';

// `latency-gate --help`: the flags grouped by what a person at a terminal wants to do, one short line each, the
// rarely needed ones last. The long descriptions stay in definitions.ts (action.yml and the README's inputs table
// show them); a line here is the reminder, and every flag keeps the input's default.

/** The widest line the help prints: a terminal of 80 columns shows it without wrapping. */
export const HELP_WIDTH = 80;

/** Where the flag's text starts: after `  --name VALUE` and at least two spaces. */
const TEXT_COLUMN = 30;

/** A flag's line: the placeholder for its value ('' for none) and what it is for. */
interface FlagLine {
  name: string;
  value: string;
  text: string;
}

interface FlagGroup {
  title: string;
  flags: FlagLine[];
}

const flag = (name: string, value: string, text: string): FlagLine => ({ name, value, text });

/** Every action input, in the group of what it is for. A new input needs a line here (a test says so). */
export const HELP_GROUPS: FlagGroup[] = [
  {
    title: 'Compare two models',
    flags: [
      flag('candidate', 'PATH', 'the new model (.onnx)'),
      flag('baseline', 'PATH', 'the model it replaces'),
      flag('baseline-ref', 'REF', "or: the candidate's path at this git ref"),
      flag('baseline-path', 'PATH', "the baseline's path at 'baseline-ref'"),
      flag('lfs-fetch', 'BOOL', "fetch a Git LFS model's missing object"),
      flag('p50-threshold', 'PCT', 'largest typical (p50) slowdown that passes'),
      flag('p95-threshold', 'PCT', 'largest slow-call (p95) slowdown that passes'),
      flag('fail-on', 'LIST', 'what fails the step'),
      flag('accept-file', 'PATH', 'changes accepted on purpose, each with a bound'),
      flag('input-shapes', 'LIST', 'sizes of dynamic dims: batch=16 or x=1x3x64x64'),
      flag('input-values', 'LIST', 'constant inputs, like sr=16000'),
      flag('inputs', 'PATH', 'real input data: .npz, .npy or a folder of .npy'),
    ],
  },
  {
    title: 'Check that the outputs agree',
    flags: [
      flag('agreement', 'on|off', "compare the two models' outputs"),
      flag('atol', 'TOL', 'absolute tolerance; by default from the precision'),
      flag('rtol', 'TOL', 'relative tolerance; by default from the precision'),
      flag('min-cosine', 'NUM', 'smallest cosine similarity per output'),
      flag('min-top1-agreement', 'PCT', 'smallest share of rows with the same top-1'),
      flag('output-map', 'PAIRS', 'renamed outputs: new_name=old_name'),
      flag('allow-signature-change', 'BOOL', 'accept changed inputs or outputs'),
      flag('agreement-samples', 'N', 'input batches the outputs are compared on'),
    ],
  },
  {
    title: 'Gate the models a pull request changed',
    flags: [
      flag('changed-since', 'REF', 'gate every .onnx file changed since this ref'),
      flag('models', 'GLOBS', 'only the changed models matching these globs'),
      flag('models-renamed', 'PAIRS', 'renames git cannot see: new_path=old_path'),
      flag('shard', 'I/N', "this job's share of the changed models"),
      flag('max-shards', 'N', "most shards 'mode: plan' splits them into"),
    ],
  },
  {
    title: 'Tune the measurement',
    flags: [
      flag('max-duration', 'TIME', 'time budget for the whole benchmark'),
      flag('min-duration', 'TIME', 'least time before an early decision'),
      flag('threads', 'N', 'intra-op threads, the same for both models'),
      flag('session-pairs', 'N', 'session pairs rotated through the rounds'),
      flag('noise-profile', 'PATH', "this runner's noise, from 'mode: calibrate'"),
      flag('calibration-runs', 'N', "A/A runs of 'mode: calibrate'"),
      flag('memory', 'MODE', 'measure peak memory: auto, on or off'),
      flag('memory-threshold', 'PCT', 'largest peak-memory growth that passes'),
      flag('profile', 'WHEN', 'per-operator profile: on-regression, on or off'),
    ],
  },
  {
    title: 'Run on a GPU',
    flags: [
      flag('execution-provider', 'EP', 'cpu, cuda or tensorrt'),
      flag('device-id', 'N', 'which GPU'),
      flag('gpu-libs', 'DIR', 'where the GPU provider libraries come from'),
      flag('fallback', 'none|cpu', 'what to do when the GPU cannot be used'),
    ],
  },
  {
    title: 'Publish on GitHub',
    flags: [
      flag('mode', 'MODE', 'gate, measure, report, record, plan or calibrate'),
      flag('comment', 'WHEN', 'PR comment: always, on-change, on-failure, never'),
      flag('github-token', 'TOKEN', 'token for the PR comment and artifacts'),
      flag('pr-number', 'N', 'PR to comment on when the event does not say'),
      flag('id', 'NAME', 'tells two gates in one workflow apart'),
      flag('label', 'NAME', 'name of this leg in a matrix'),
      flag('records', 'PATH', "records that 'mode: report' publishes"),
      flag('history-path', 'PATH', 'latency history file (JSON Lines)'),
    ],
  },
  {
    title: 'Write files',
    flags: [
      flag('report-path', 'PATH', 'where the JSON record goes'),
      flag('raw-timings', 'on|off', "keep every call's time in the record"),
      flag('charts', 'DIR', 'write SVG charts here'),
      flag('export', 'LIST', 'dashboard files: bencher=FILE, benchmark-action=FILE'),
      flag('comment-dry-run', 'PATH', 'write the PR comment here instead of posting it'),
    ],
  },
  {
    title: 'Rarely needed',
    flags: [
      flag('seed', 'N', 'seed of the synthesized inputs and the run order'),
      flag('workspace', 'DIR', 'every path must resolve inside this directory'),
      flag('allow-outside-workspace', 'BOOL', 'allow paths outside the workspace'),
      flag('gpu-feed', 'URL', "where 'gpu-libs: auto' downloads from"),
    ],
  },
];

/**
 * A default as the terminal shows it, in brackets: the action's `${{ github.token }}` means the GITHUB_TOKEN
 * environment variable here.
 */
function shownDefault(name: string, value: string | undefined): string {
  if (name === 'github-token') return '[$GITHUB_TOKEN]';
  if (name === 'report-path') return '[a new temporary file]';
  return value ? `[${value}]` : '';
}

/** Words wrapped to the help's width: the first line after `head` (below it when `head` is too long for the column). */
function wrapped(head: string, words: string): string[] {
  const indent = ' '.repeat(TEXT_COLUMN);
  const lines = head.length + 2 > TEXT_COLUMN ? [head] : [];
  let line = lines.length ? indent : head.padEnd(TEXT_COLUMN);
  for (const word of words.split(' ').filter(Boolean)) {
    const empty = line.length === TEXT_COLUMN;
    if (!empty && line.length + 1 + word.length > HELP_WIDTH) {
      lines.push(line);
      line = indent + word;
    } else line = empty ? line + word : `${line} ${word}`;
  }
  lines.push(line);
  return lines;
}

function flagLines(line: FlagLine): string[] {
  const input = INPUTS.find((i) => i.name === line.name);
  const shown = shownDefault(line.name, input && 'default' in input ? input.default : undefined);
  const head = `  --${line.name}${line.value ? ` ${line.value}` : ''}`;
  return wrapped(head, `${line.text}${shown ? ` ${shown}` : ''}`);
}

/** The flags the CLI has beyond the action inputs, as `parseCliArgs` knows them. */
export interface TerminalFlag {
  name: string;
  short?: string;
  description: string;
}

export function renderHelp(terminalFlags: readonly TerminalFlag[]): string {
  const listed = new Set(HELP_GROUPS.flatMap((g) => g.flags.map((f) => f.name)));
  // An input without a line of its own is still shown, with its full description, before the rare ones.
  const unlisted = INPUTS.filter((i) => !listed.has(i.name)).map((i) => flag(i.name, 'VALUE', i.description));
  const terminal = terminalFlags.flatMap((f) =>
    wrapped(`  ${f.short ? `-${f.short}, ` : ''}--${f.name}`, f.description),
  );
  const section = (g: FlagGroup) => ({ title: g.title, lines: g.flags.flatMap(flagLines) });
  // The other settings and the flags of a terminal run come before the rarely needed ones, which stay last.
  const sections = [
    ...HELP_GROUPS.slice(0, -1).map(section),
    ...(unlisted.length ? [section({ title: 'Other settings', flags: unlisted })] : []),
    { title: 'At a terminal', lines: terminal },
    ...HELP_GROUPS.slice(-1).map(section),
  ];
  return [
    'Usage: latency-gate --candidate new.onnx --baseline old.onnx [options]',
    '       latency-gate --candidate model.onnx --baseline-ref origin/main [options]',
    '',
    'Runs both models in turn in one process and compares their typical (p50) and',
    'slow-call (p95) time per call, and their outputs. Exit code 0: passed;',
    '1: failed; 2: bad usage, bad input or an error. Every flag --name is also the',
    "action's input 'name', with the same default, shown in [brackets].",
    ...sections.flatMap((s) => ['', `${s.title}:`, ...s.lines]),
    '',
  ].join('\n');
}
