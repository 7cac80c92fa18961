// `latency-gate --help` as a person reads it: grouped by what they want to do, the rare flags last, no line wider
// than a terminal, and every action input still a flag with the input's default.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { helpText, parseCliArgs } from '../../src/cli/args.js';
import { HELP_GROUPS, HELP_WIDTH } from '../../src/cli/help.js';
import { INPUTS } from '../../src/inputs/definitions.js';

const help = helpText();
const lines = help.split('\n');

/** The flag's own line and the continuation lines under it, up to the next flag or heading. */
function entry(name: string): string {
  const start = lines.findIndex((l) => l.startsWith(`  --${name} `) || l === `  --${name}`);
  assert.ok(start >= 0, `--${name} is in the help`);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => !/^ {30}\S/.test(l));
  return [lines[start], ...rest.slice(0, end < 0 ? rest.length : end)].join('\n');
}

describe('--help', () => {
  it(`has no line wider than ${HELP_WIDTH} columns`, () => {
    const wide = lines.filter((l) => l.length > HELP_WIDTH);
    assert.deepEqual(wide, []);
  });

  it('groups the flags by what a user wants to do, the rarely needed ones last', () => {
    const headings = lines.filter((l) => /^[A-Z][^:]*:$/.test(l));
    assert.deepEqual(headings, [
      'Compare two models:',
      'Check that the outputs agree:',
      'Gate the models a pull request changed:',
      'Tune the measurement:',
      'Run on a GPU:',
      'Publish on GitHub:',
      'Write files:',
      'At a terminal:',
      'Rarely needed:',
    ]);
    const first = lines.findIndex((l) => l.startsWith('  --'));
    assert.match(lines[first] ?? '', /^ {2}--candidate PATH/, 'the first flag is the model to gate');
  });

  it('keeps every action input as a flag, once, with the same default', () => {
    for (const input of INPUTS) {
      assert.equal(lines.filter((l) => l.startsWith(`  --${input.name} `)).length, 1, `--${input.name} once`);
      const text = entry(input.name);
      const value = 'default' in input ? input.default : '';
      if (input.name === 'github-token') assert.match(text, /\[\$GITHUB_TOKEN\]/);
      else if (input.name === 'report-path') assert.match(text, /\[a new temporary file\]/);
      else if (value) assert.ok(text.replace(/\n {30}/g, ' ').includes(`[${value}]`), `${text}\nshows [${value}]`);
      else assert.doesNotMatch(text, /\[[^\]]*\]$/, `${input.name} has no default to show`);
      // The flag the help names is the one the parser takes.
      assert.equal(parseCliArgs([`--${input.name}`, 'x']).raw[input.name], 'x');
    }
  });

  it('gives every input a short line of its own, and names no flag that is not an input', () => {
    const grouped = HELP_GROUPS.flatMap((g) => g.flags.map((f) => f.name));
    const inputs = INPUTS.map((i) => i.name);
    const missing = inputs.filter((name) => !grouped.includes(name));
    assert.deepEqual(missing, [], 'add a line for each new input to HELP_GROUPS in src/cli/help.ts');
    assert.deepEqual(
      grouped.filter((name) => !inputs.includes(name as never)),
      [],
    );
    assert.equal(new Set(grouped).size, grouped.length, 'each input in one group');
    assert.doesNotMatch(help, /^Other settings:$/m);
  });
});
