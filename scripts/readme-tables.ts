// Rewrites the input and output tables in README.md (between <!-- inputs:start/end --> and
// <!-- outputs:start/end -->) from src/inputs/definitions.ts. `npm run build` runs it; a test checks it.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INPUTS, OUTPUTS } from '../src/inputs/definitions.js';

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function inputsTable(): string {
  const rows = INPUTS.map((i) => {
    const def = 'required' in i && i.required ? '**required**' : 'default' in i && i.default ? `\`${i.default}\`` : '';
    return `| \`${i.name}\` | ${def} | ${cell(i.description)} |`;
  });
  return ['| input | default | description |', '| --- | --- | --- |', ...rows].join('\n');
}

export function outputsTable(): string {
  return [
    '| output | description |',
    '| --- | --- |',
    ...OUTPUTS.map((o) => `| \`${o.name}\` | ${cell(o.description)} |`),
  ].join('\n');
}

export function withTables(readme: string): string {
  const replace = (text: string, name: string, table: string) =>
    text.replace(new RegExp(`(<!-- ${name}:start -->)[\\s\\S]*?(<!-- ${name}:end -->)`), `$1\n${table}\n$2`);
  return replace(replace(readme, 'inputs', inputsTable()), 'outputs', outputsTable());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const file = path.join(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'), 'README.md');
  await writeFile(file, withTables(await readFile(file, 'utf8')));
}
