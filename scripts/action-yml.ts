// Writes action.yml from the input and output definitions in src/inputs/definitions.ts, so the action, the
// CLI flags and the README table cannot drift apart. `npm run build` runs it; a test checks it is current.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { INPUTS, OUTPUTS } from '../src/inputs/definitions.js';

export function renderActionYml(): string {
  const inputs: Record<string, { description: string; required: boolean; default?: string }> = {};
  for (const input of INPUTS) {
    const entry: { description: string; required: boolean; default?: string } = {
      description: input.description,
      required: 'required' in input && input.required === true,
    };
    if ('default' in input) entry.default = input.default;
    inputs[input.name] = entry;
  }
  const outputs = Object.fromEntries(OUTPUTS.map((o) => [o.name, { description: o.description }]));
  const doc = {
    name: 'latency-gate',
    description:
      'Fail PRs whose ONNX model is really slower (p50/p95, interleaved, interval verdicts) or answers differently.',
    author: 'latency-gate',
    branding: { icon: 'clock', color: 'orange' },
    inputs,
    outputs,
    runs: { using: 'node24', main: 'dist/index.js' },
  };
  return `# Generated from src/inputs/definitions.ts by scripts/action-yml.ts; edit those, then run npm run build.\n${stringify(doc, { lineWidth: 0 })}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  await writeFile(path.join(root, 'action.yml'), renderActionYml());
}
